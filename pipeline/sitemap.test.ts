/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_URL } from '../lib/url';
import { pagePathOf, robotsTxt, sitemapXml, writeSitemap } from './sitemap';

describe('pagePathOf', () => {
  it.each([
    ['index.html', '/'],
    ['news/index.html', '/news/'],
    ['news/2026-10-01-pv/index.html', '/news/2026-10-01-pv/'],
    ['404.html', null],
    ['404/index.html', null],
    ['en/index.html', '/en/'],
    ['en/404.html', null],
    ['en/404/index.html', null],
    ['_next/static/x.html', null],
  ])('%s → %s', (file, expected) => {
    expect(pagePathOf(file)).toBe(expected);
  });
});

describe('sitemapXml', () => {
  it('lists each page once, as absolute URLs, in a stable order', () => {
    const xml = sitemapXml(['/news/', '/', '/news/', '/story/01/'], 'https://a.example');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://a.example/',
      'https://a.example/news/',
      'https://a.example/story/01/',
    ]);
  });

  it('lists a page’s versions in every language, itself included, and the default language’s as x-default', () => {
    const versions = (p: string) => (p === '/' || p === '/en/' ? { ja: '/', en: '/en/' } : {});
    const xml = sitemapXml(['/', '/en/', '/news/'], 'https://a.example', versions);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
    const links = (url: string) => [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
    const both = [['ja', 'https://a.example/'], ['en', 'https://a.example/en/'], ['x-default', 'https://a.example/']];
    expect(links(urls[0])).toEqual(both);
    expect(links(urls[1])).toEqual(both);
    expect(links(urls[2])).toEqual([]);
  });

  it('stays the plain sitemap when no page has another version', () => {
    expect(sitemapXml(['/'], 'https://a.example', () => ({ ja: '/' }))).not.toContain('xhtml');
  });

  it('escapes XML', () => {
    expect(sitemapXml(['/a&b/'], 'https://a.example')).toContain('https://a.example/a&amp;b/');
  });
});

it('robots.txt points to the sitemap', () => {
  expect(robotsTxt('https://user.github.io/sorairo')).toContain('Sitemap: https://user.github.io/sorairo/sitemap.xml');
});

it('the build step lists every page of the export but those that ask not to be indexed', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
  try {
    const files = ['404.html', 'index.html', 'news/index.html', 'news/draft/index.html'];
    expect(writeSitemap(dir, { files, noindex: new Set(['news/draft/index.html']) })).toBe('2 URL');
    const locs = [...fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${SITE_URL}/`, `${SITE_URL}/news/`]);
    expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
