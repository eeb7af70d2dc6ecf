// What the export tells search engines, social networks, feed readers and calendar apps, checked on every page
// of the sitemap over HTTP: titles, descriptions, canonical URLs, Open Graph and Twitter cards, feed links,
// JSON-LD by page type; the feeds, calendars, robots.txt; and the response headers of out/_headers as `npm start`
// (the same server as the tests) applies them.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FEED_ITEM_COUNT } from '../lib/feedLinks.ts';
import { contentOf } from './content.mjs';
import { siteContext } from '../lib/content/context.ts';
import { siteTextOf } from '../lib/content/siteText.ts';
import { siteLanguagesOf } from '../lib/content/translations.ts';
import { CATALOGUES } from '../lib/i18n/catalogue.ts';
import { LANG_TAGS, basePathOf, langOfPath } from '../lib/i18n/languages.ts';
import { elements, get, jsonLd, metaContent, sitePath, siteBase, sitemapUrls, typedObjects } from './site.mjs';

const content = contentOf();
const SERIES_TITLE = content.site.title;

/** What a page in its language is titled by (the series' title in it, the separator before it) and its Open Graph locale. */
const inLanguageOf = (/** @type {string} */ path) => {
  const lang = langOfPath(path);
  return { title: siteTextOf(siteContext(lang)).title, separator: CATALOGUES[lang].shell.titleSeparator, ogLocale: LANG_TAGS[lang].ogLocale };
};
const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @returns {Promise<Array<{ path: string, url: string, els: import('./site.mjs').El[] }>>} */
async function allPages() {
  const site = await siteBase();
  const urls = await sitemapUrls();
  return Promise.all(
    urls.map(async (url) => {
      const path = sitePath(url, site) ?? url;
      const res = await get(path);
      assert.equal(res.status, 200, path);
      return { path, url, els: elements(res.text) };
    }),
  );
}

/** The `@type`s of a page's JSON-LD, nested ones included. */
const ldTypes = (els) => typedObjects(jsonLd(els)).map((o) => o['@type']);

describe('every page', async () => {
  const site = await siteBase();
  const pages = await allPages();

  test('the sitemap lists the pages with the site URL from NEXT_PUBLIC_SITE_URL', () => {
    // The top page, the seven sections, and a page per article, episode, member and volume at least.
    const { news, episodes, members, discs } = content;
    assert.ok(pages.length >= 8 + news.length + episodes.length + members.length + discs.volumes.length, `${pages.length} pages`);
    assert.ok(pages.some((p) => p.path === '/'));
    assert.ok(pages.every((p) => p.url.startsWith(`${site}/`)));
  });

  test('has the title 「ページ名｜シリーズ名」 (the top page: the series title), unique', () => {
    const titles = new Map();
    for (const { path, els } of pages) {
      const title = els.find((e) => e.tag === 'title')?.text ?? '';
      // A page in another language (/en/…) is titled in it, with its separator.
      const series = inLanguageOf(path);
      if (basePathOf(path) === '/') assert.equal(title, series.title, path);
      else assert.match(title, new RegExp(`^.+${escapeRegExp(series.separator)}${escapeRegExp(series.title)}$`), path);
      assert.ok(!titles.has(title), `${path} and ${titles.get(title)} share the title "${title}"`);
      titles.set(title, path);
    }
  });

  test('has a description, a canonical URL to itself, and Open Graph / Twitter card entries', async () => {
    for (const { path, url, els } of pages) {
      const description = metaContent(els, 'description');
      assert.ok(description && description.length >= 10, `${path}: description`);
      const canonical = els.filter((e) => e.tag === 'link' && e.attrs.get('rel') === 'canonical');
      assert.equal(canonical.length, 1, `${path}: one canonical link`);
      assert.equal(canonical[0].attrs.get('href'), url, `${path}: canonical`);
      assert.equal(metaContent(els, 'og:url'), url, `${path}: og:url`);
      assert.equal(metaContent(els, 'og:title'), els.find((e) => e.tag === 'title')?.text, `${path}: og:title`);
      assert.equal(metaContent(els, 'og:description'), description, `${path}: og:description`);
      assert.ok(['website', 'article', 'video.episode', 'video.tv_show', 'music.song', 'music.album', 'product'].includes(metaContent(els, 'og:type') ?? ''), `${path}: og:type`);
      assert.equal(metaContent(els, 'og:site_name'), inLanguageOf(path).title, path);
      assert.equal(metaContent(els, 'og:locale'), inLanguageOf(path).ogLocale, path);
      assert.equal(metaContent(els, 'twitter:card'), 'summary_large_image');
      const image = metaContent(els, 'og:image') ?? '';
      assert.ok(image.startsWith(`${site}/`), `${path}: og:image is absolute (${image})`);
      assert.ok(!image.startsWith(`${site}/images/`) || image.endsWith('.share.jpg'), `${path}: og:image is the share JPEG, not the original (${image})`);
    }
    // Every share image exists, as a JPEG or PNG: link previews (LINE, Facebook) do not all read AVIF or WebP.
    for (const image of new Set(pages.map((p) => metaContent(p.els, 'og:image') ?? ''))) {
      const res = await get(/** @type {string} */ (sitePath(image, site)));
      assert.equal(res.status, 200, image);
      assert.match(res.headers.get('content-type') ?? '', /^image\/(jpeg|png)$/, image);
    }
  });

  test('announces the news feeds, which answer with RSS and Atom', async () => {
    for (const { path, els } of pages) {
      // The feeds' links; the others name the page's versions in other languages (`hreflang`).
      const alternates = els.filter((e) => e.tag === 'link' && e.attrs.get('rel') === 'alternate' && e.attrs.has('type'));
      const types = alternates.map((e) => e.attrs.get('type'));
      assert.ok(types.includes('application/rss+xml') && types.includes('application/atom+xml'), `${path}: feed links`);
      for (const e of alternates) assert.ok(e.attrs.get('title'), `${path}: the feed link has a title`);
    }
    const rss = await get('/news/feed.xml');
    assert.match(rss.text, /<rss version="2.0"/);
    const atom = await get('/news/atom.xml');
    assert.match(atom.text, /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
  });

  test('is served with the security headers of out/_headers', async () => {
    for (const path of ['/', '/news/', pages[pages.length - 1].path]) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /^default-src 'none'; /, path);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'/);
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.match(res.headers.get('strict-transport-security') ?? '', /^max-age=\d+/);
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(res.headers.get('permissions-policy') ?? '', /camera=\(\)/);
      assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin');
      assert.equal(res.headers.get('cross-origin-resource-policy'), 'same-origin');
      assert.equal(res.headers.get('cache-control'), 'public, max-age=0, must-revalidate', `${path}: HTML revalidates`);
    }
  });
});

describe('structured data', async () => {
  const pages = await allPages();
  const byPath = (re) => pages.filter((p) => re.test(p.path));

  test('the top page is a TVSeries', () => {
    const top = pages.find((p) => p.path === '/');
    const series = typedObjects(jsonLd(top?.els ?? [])).find((o) => o['@type'] === 'TVSeries');
    assert.ok(series, 'TVSeries on /');
    assert.equal(series.name, SERIES_TITLE);
    assert.equal(series['@context'], 'https://schema.org');
  });

  test('on a site in several languages, each object of every page’s JSON-LD says the page’s language (inLanguage)', { skip: siteLanguagesOf(siteContext()).length < 2 && 'one language' }, () => {
    const tagged = pages.flatMap(({ path, els }) =>
      jsonLd(els).flatMap((doc) => (doc['@graph'] ?? [doc]).map((/** @type {any} */ item) => ({ path, type: item['@type'], inLanguage: item.inLanguage }))));
    assert.ok(tagged.some((t) => t.path.startsWith('/en/')), 'an English page has JSON-LD');
    for (const { path, type, inLanguage } of tagged) assert.equal(inLanguage, LANG_TAGS[langOfPath(path)].html, `${path}: ${type}`);
  });

  test('each episode page is a TVEpisode of the series', () => {
    const episodes = byPath(/^\/story\/\d{2}\/$/);
    assert.equal(episodes.length, content.episodes.length, `${episodes.length} episode pages`);
    for (const { path, els } of episodes) {
      const ep = typedObjects(jsonLd(els)).find((o) => o['@type'] === 'TVEpisode');
      assert.ok(ep, `${path}: TVEpisode`);
      assert.equal(ep.episodeNumber, Number(path.slice(7, 9)), path);
      assert.equal(ep.partOfSeries?.['@type'], 'TVSeries');
      assert.match(ep.datePublished, /T\d{2}:\d{2}:\d{2}\+09:00$/);
    }
  });

  test('each news article is a NewsArticle dated in JST', () => {
    const articles = byPath(/^\/news\/(?!page\/|category\/)[^/]+\/$/);
    assert.equal(articles.length, content.news.length, `${articles.length} articles`);
    for (const { path, els } of articles) {
      const article = typedObjects(jsonLd(els)).find((o) => o['@type'] === 'NewsArticle');
      assert.ok(article, `${path}: NewsArticle`);
      assert.ok(article.headline, path);
      // The instant it is published (its date, at its minute when it gives one), as the loader computed it.
      assert.equal(article.datePublished, content.news.find((a) => path === `/news/${a.slug}/`)?.publishedAt, path);
      assert.ok(Array.isArray(article.image) && article.image.length > 0, `${path}: image`);
      assert.equal(article.publisher?.['@type'], 'Organization');
    }
  });

  test('the music page describes each song as a recording and each album as an album', () => {
    const [music] = byPath(/^\/music\/$/);
    const types = ldTypes(music?.els ?? []);
    // Every release is a MusicAlbum (the product), a single also a MusicRecording of its song.
    assert.equal(types.filter((t) => t === 'MusicAlbum').length, content.music.length, 'MusicAlbum');
    assert.equal(types.includes('MusicRecording'), content.music.some((r) => r.tracks.length > 0), 'MusicRecording');
  });

  test('every disc volume is a Product with an Offer in yen, tax included', () => {
    const discPages = byPath(/^\/disc\//);
    const products = discPages.flatMap((p) => typedObjects(jsonLd(p.els)).filter((o) => o['@type'] === 'Product'));
    const names = new Set(products.map((p) => p.name));
    assert.deepEqual([...names].sort(), content.discs.volumes.map((v) => v.title).sort(), 'a product per volume');
    for (const product of products) {
      assert.ok(Array.isArray(product.offers) && product.offers.length > 0, `${product.name}: offers`);
      for (const offer of product.offers) {
        assert.equal(offer['@type'], 'Offer');
        assert.equal(offer.priceCurrency, 'JPY');
        assert.ok(Number.isInteger(offer.price) && offer.price > 0);
        assert.equal(offer.priceSpecification?.valueAddedTaxIncluded, true);
      }
    }
  });
});

describe('feeds, calendars and crawler files', () => {
  test('robots.txt allows crawling and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    assert.equal(robots.status, 200);
    assert.match(robots.text, /^User-agent: \*$/m);
    assert.match(robots.text, /^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('the news feeds carry the newest 20 articles with absolute links, per category too', async () => {
    const site = await siteBase();
    const rss = await get('/news/feed.xml');
    const links = [...rss.text.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    assert.equal(FEED_ITEM_COUNT, 20);
    assert.deepEqual(links, content.news.slice(0, FEED_ITEM_COUNT).map((n) => `${site}/news/${n.slug}/`));
    const categories = content.newsCategories.map((c) => c.slug);
    assert.ok(categories.length >= 1);
    for (const category of categories) {
      for (const file of ['feed.xml', 'atom.xml']) {
        const res = await get(`/news/category/${category}/${file}`);
        assert.equal(res.status, 200, `${category}/${file}`);
      }
    }
  });

  test('the broadcast calendar has one event per episode per station, in Asia/Tokyo', async () => {
    const ics = await get('/onair/calendar.ics');
    assert.equal(ics.status, 200);
    assert.match(ics.headers.get('content-type') ?? '', /^text\/calendar/);
    const events = ics.text.split('BEGIN:VEVENT').length - 1;
    const episodes = content.episodes.length;
    const stations = content.onair.stations.length;
    assert.equal(events, episodes * stations, `${events} events = ${episodes} episodes × ${stations} stations`);
    assert.match(ics.text, /^DTSTART;TZID=Asia\/Tokyo:\d{8}T\d{6}\r$/m);
    const uids = [...ics.text.matchAll(/^UID:(.+)\r$/gm)].map((m) => m[1]);
    assert.equal(new Set(uids).size, events, 'UIDs are unique');
  });

  test('an unknown path is answered by 404.html with status 404, kept out of search results', async () => {
    const res = await get('/no-such-page/');
    assert.equal(res.status, 404);
    const els = elements(res.text);
    assert.equal(metaContent(els, 'robots'), 'noindex');
    assert.match(res.headers.get('content-security-policy') ?? '', /^default-src 'none'/);
  });

  test('an unknown path without a trailing slash is a 404 at once; only an existing folder redirects to its slash', async () => {
    for (const path of ['/does-not-exist', '/news/no-such-article', '/images/no-such-file.png']) {
      const res = await get(path);
      assert.equal(res.status, 404, path);
      assert.equal(res.headers.get('location'), null, `${path}: no redirect first`);
      assert.equal(metaContent(elements(res.text), 'robots'), 'noindex', `${path}: the 404 page`);
    }
    const folder = await get('/news');
    assert.equal(folder.status, 308);
    assert.equal(folder.headers.get('location'), '/news/');
  });

  test('static chunks are cached for a year; responses are compressed', async () => {
    const home = await get('/');
    const chunk = elements(home.text).find((e) => e.tag === 'script' && e.attrs.has('src'))?.attrs.get('src');
    assert.ok(chunk?.startsWith('/_next/static/'), `first script: ${chunk}`);
    const res = await get(chunk, { headers: { 'accept-encoding': 'br' } });
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(res.headers.get('content-encoding'), 'br');
    const gz = await get('/', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal((await get('/_headers')).status, 404, '_headers itself is not served');
  });
});
