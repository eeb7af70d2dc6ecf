import { parseFeed } from 'feedsmith';
import { FEED_CONTENT_MAX_BYTES, absolutizeHtml, buildFeeds } from './feeds';
import { FEED_ITEM_COUNT } from '../lib/feedLinks';
import { type FeedArticle, newsFeeds } from '../lib/sections/news/section';
import { renderMarkdown } from '../lib/content/markdown';
import { jstParts } from '../lib/format';

const BASE = 'https://sorairo.example';
const categories = [
  { slug: 'info', label: 'お知らせ', color: null },
  { slug: 'event', label: 'イベント', color: null },
  { slug: 'goods', label: '商品', color: null },
];

/** 25 articles, one a day from 2026-09-01, alternating info / event; none in goods. The last is published at noon. */
const articles: FeedArticle[] = Array.from({ length: 25 }, (_, i) => {
  const day = String(i + 1).padStart(2, '0');
  const category = categories[i % 2];
  return {
    slug: `2026-09-${day}-item`,
    title: `記事 ${day}`,
    publishedAt: i === 24 ? '2026-09-25T12:00:00+09:00' : `2026-09-${day}T00:00:00+09:00`,
    category,
    image: i === 24 ? { src: '/images/news/pv.png', alt: 'PV' } : null,
    summary: `要約 ${day}`,
    bodyHtml: `<p>本文 ${day}。<a href="/story/01/">第1話</a> <a href="https://x.com/sorairo_anime">X</a> <img src="/images/news/pv.png" alt="PV"></p>`,
  };
});

const files = buildFeeds(newsFeeds(articles, categories), BASE);
const file = (path: string) => {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path} in ${files.map((f) => f.path).join(', ')}`);
  return new DOMParser().parseFromString(found.content, 'application/xml');
};
const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent ?? '');
const jstDate = (value: string) => {
  const p = jstParts(Date.parse(value));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')} ${p.hour}:${String(p.minute).padStart(2, '0')}`;
};

describe('the news feeds', () => {
  it('writes RSS and Atom for the whole news section and for every category', () => {
    expect(files.map((f) => f.path)).toEqual([
      '/news/feed.xml',
      '/news/atom.xml',
      '/news/category/info/feed.xml',
      '/news/category/info/atom.xml',
      '/news/category/event/feed.xml',
      '/news/category/event/atom.xml',
      '/news/category/goods/feed.xml',
      '/news/category/goods/atom.xml',
    ]);
    for (const f of files) expect(new DOMParser().parseFromString(f.content, 'application/xml').querySelector('parsererror')).toBeNull();
  });

  it('RSS 2.0 carries the newest 20 articles, newest first, with absolute links', () => {
    const rss = file('/news/feed.xml');
    expect(rss.documentElement.tagName).toBe('rss');
    expect(rss.documentElement.getAttribute('version')).toBe('2.0');
    const links = texts(rss, 'item > link');
    expect(links).toHaveLength(FEED_ITEM_COUNT);
    expect(links[0]).toBe(`${BASE}/news/2026-09-25-item/`);
    expect(links[19]).toBe(`${BASE}/news/2026-09-06-item/`);
    expect(texts(rss, 'channel > link')[0]).toBe(`${BASE}/news/`);
  });

  it('dates items at their publication instant: 00:00 JST on the date, or the minute given', () => {
    const rss = file('/news/feed.xml');
    expect(texts(rss, 'item > pubDate').slice(0, 2).map(jstDate)).toEqual(['2026-09-25 12:00', '2026-09-24 0:00']);
    const atom = file('/news/atom.xml');
    const published = texts(atom, 'entry > updated');
    expect(published.slice(0, 2).map(jstDate)).toEqual(['2026-09-25 12:00', '2026-09-24 0:00']);
    expect(jstDate(texts(atom, 'feed > updated')[0])).toBe('2026-09-25 12:00');
  });

  it('Atom entries have ids, alternate links and categories', () => {
    const atom = file('/news/atom.xml');
    expect(atom.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = [...atom.getElementsByTagName('entry')];
    expect(entries).toHaveLength(FEED_ITEM_COUNT);
    const first = entries[0];
    expect(first.getElementsByTagName('id')[0].textContent).toBe(`${BASE}/news/2026-09-25-item/`);
    expect(first.getElementsByTagName('link')[0].getAttribute('href')).toBe(`${BASE}/news/2026-09-25-item/`);
    expect(first.getElementsByTagName('category')[0].getAttribute('term')).toBe('info');
    const self = [...atom.documentElement.children].find((e) => e.tagName === 'link' && e.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe(`${BASE}/news/atom.xml`);
  });

  it('rewrites links inside article bodies to absolute URLs', () => {
    const rss = file('/news/feed.xml');
    const body = rss.getElementsByTagName('content:encoded')[0]?.textContent ?? '';
    expect(body).toContain(`href="${BASE}/story/01/"`);
    expect(body).toContain(`src="${BASE}/images/news/pv.png"`);
    expect(body).toContain('href="https://x.com/sorairo_anime"');
    expect(body).not.toMatch(/(?:href|src)="\//);
  });

  it('a category feed holds only that category', () => {
    const rss = file('/news/category/event/feed.xml');
    const categoriesInFeed = new Set(texts(rss, 'item > category'));
    expect([...categoriesInFeed]).toEqual(['イベント']);
    expect(texts(rss, 'item > link')).toHaveLength(12);
    expect(texts(rss, 'channel > link')[0]).toBe(`${BASE}/news/category/event/`);
  });

  it('an empty category still gets a valid, stable feed', () => {
    const rss = file('/news/category/goods/feed.xml');
    expect(rss.querySelectorAll('item')).toHaveLength(0);
    expect(buildFeeds(newsFeeds(articles, categories), BASE)).toEqual(files);
  });
});

/**
 * What a feed reader shows for a text field, read by a feed parser: an Atom text construct as its `type` says
 * (`text`, the default, or `html`); in RSS, as HTML, since readers render titles and descriptions as HTML. Fails when
 * the field holds markup, which a reader would render.
 */
function shownText(format: string, field: string | { value?: string; type?: string } | undefined): string {
  const { value = '', type = format === 'atom' ? 'text' : 'html' } = typeof field === 'string' ? { value: field } : (field ?? {});
  if (type === 'text') return value;
  const body = new DOMParser().parseFromString(`<!DOCTYPE html><body>${value}`, 'text/html').body;
  expect([...body.querySelectorAll('*')].map((e) => e.outerHTML)).toEqual([]);
  return body.textContent ?? '';
}

/** Each item of a feed as a reader shows it: title, summary and whether it carries the body. */
function readItems(content: string): Array<{ title: string; summary: string; hasBody: boolean }> {
  const { format, feed } = parseFeed(content) as { format: string; feed: Record<string, unknown> };
  const items = (format === 'atom' ? feed.entries : feed.items) as Array<Record<string, never>>;
  return items.map((item) => ({
    title: shownText(format, item.title),
    summary: shownText(format, format === 'atom' ? item.summary : item.description),
    hasBody: Boolean(format === 'atom' ? item.content : (item.content as { encoded?: string } | undefined)?.encoded),
  }));
}

describe('plain-text fields in the feeds', () => {
  const hostile: FeedArticle = {
    ...articles[0],
    slug: '2026-10-01-hostile',
    publishedAt: '2026-10-01T00:00:00+09:00',
    title: '1 < 2 & 3 > 2 <img src=x onerror=alert(1)> </script><script>alert(2)</script> ]]> 終わり',
    summary: '<b>太字ではない</b> & <a href="javascript:alert(3)">リンクではない</a> ]]> &amp;',
  };
  const written = buildFeeds(newsFeeds([...articles, hostile], categories), BASE);

  it.each(written.filter((f) => f.content.includes('hostile')).map((f) => [f.path, f.content]))(
    '%s shows a title and a summary with markup characters as the text they are',
    (_path, content) => {
      const [first] = readItems(content);
      expect(first.title).toBe(hostile.title);
      expect(first.summary).toBe(hostile.summary);
    },
  );

  it('keep ordinary titles and summaries as they are', () => {
    const [first] = readItems(files.find((f) => f.path === '/news/atom.xml')?.content ?? '');
    expect(first).toEqual({ title: articles[24].title, summary: articles[24].summary, hasBody: true });
  });
});

describe('the size of a feed', () => {
  it(`carries a body larger than ${FEED_CONTENT_MAX_BYTES} bytes as its summary and link only`, () => {
    const long: FeedArticle = { ...articles[0], slug: '2026-10-01-long', publishedAt: '2026-10-01T00:00:00+09:00', bodyHtml: `<p>${'長い本文。'.repeat(FEED_CONTENT_MAX_BYTES)}</p>` };
    for (const { content } of buildFeeds(newsFeeds([...articles, long], categories), BASE).filter((f) => f.path.startsWith('/news/') && !f.path.includes('category'))) {
      const [first, second] = readItems(content);
      expect(first).toEqual({ title: long.title, summary: long.summary, hasBody: false });
      expect(second.hasBody).toBe(true);
      expect(Buffer.byteLength(content)).toBeLessThan(FEED_ITEM_COUNT * FEED_CONTENT_MAX_BYTES);
    }
  });
});

describe('absolutizeHtml', () => {
  it.each([
    ['<a href="/news/">x</a>', `<a href="${BASE}/news/">x</a>`],
    ['<img src="/images/a.png" alt="">', `<img src="${BASE}/images/a.png" alt="">`],
    ['<a href="https://example.com/">x</a>', '<a href="https://example.com/">x</a>'],
    ['<a href="//cdn.example/x">x</a>', '<a href="//cdn.example/x">x</a>'],
    ['<a href="#top">x</a>', '<a href="#top">x</a>'],
  ])('%s', (html, expected) => {
    expect(absolutizeHtml(html, BASE)).toBe(expected);
  });
  it('below a base path, keeps the path the Markdown pipeline already added, once', () => {
    const { html } = renderMarkdown('[放送](/onair/)\n\n![x](/images/story/ep01-1.png)', { basePath: '/sorairo' });
    expect(absolutizeHtml(html, 'https://user.github.io/sorairo')).toBe(
      '<p><a href="https://user.github.io/sorairo/onair/">放送</a></p>\n<p><img src="https://user.github.io/sorairo/images/story/ep01-1.png" alt="x"></p>',
    );
  });
});
