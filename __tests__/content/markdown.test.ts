/** @jest-environment node */
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { excerpt, relinkSitePaths, renderMarkdown } from '../../lib/content/markdown';

type Node = DefaultTreeAdapterMap['node'];

/** Every element named `tag` in `html`, read by an HTML parser as a browser would. */
function elements(html: string, tag: string): DefaultTreeAdapterMap['element'][] {
  const found: DefaultTreeAdapterMap['element'][] = [];
  const walk = (node: Node): void => {
    if ('tagName' in node && node.tagName === tag) found.push(node);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parseFragment(html));
  return found;
}

/** The opening tag of the first link whose text is `text`. */
function linkTag(html: string, text: string): string {
  return new RegExp(`<a\\b[^>]*>${text}</a>`).exec(html)?.[0] ?? '';
}

describe('renderMarkdown', () => {
  it.each([
    ['a script element', '<script>alert(1)</script>\n\n本文', /<script|alert/i],
    ['an inline event handler', '<img src="/images/news/kv.png" onerror="alert(1)">', /onerror|<img/i],
    ['an event handler on a raw link', '<a href="/news/" onclick="alert(1)">x</a>', /onclick/i],
    ['a javascript: link', '[押してね](javascript:alert(1))', /javascript:/i],
    ['a javascript: link with odd case and spaces', '[x](  JaVaScRiPt:alert(1))', /javascript:/i],
    ['a data: URL image', '![x](data:text/html;base64,PHNjcmlwdD4=)', /data:/i],
    ['an iframe', '<iframe src="https://example.com"></iframe>', /<iframe/i],
    ['a style element', '<style>body{display:none}</style>', /<style/i],
  ])('removes %s', (_name, markdown, forbidden) => {
    expect(renderMarkdown(markdown).html).not.toMatch(forbidden);
  });

  it.each([
    ['an inline script', 'インライン <script>alert(3)</script> の例', '<p>インライン  の例</p>'],
    ['an inline style', '前<style>p{color:red}</style>後', '<p>前後</p>'],
    ['an inline script never closed: the rest of its paragraph', '前<script>alert(3)\n続き\n\n次の段落', '<p>前</p>\n<p>次の段落</p>'],
    ['a script block with a blank line inside', '<script>\nalert(3)\n\nalert(4)\n</script>\n\n本文', '<p>本文</p>'],
    ['a style block', '<style>\nbody { display: none }\n</style>\n本文', '<p>本文</p>'],
  ])('removes %s with its text', (_name, markdown, html) => {
    const result = renderMarkdown(markdown);
    expect(result.html).toBe(html);
    expect(result.text).not.toMatch(/alert|color|display/);
  });

  it.each([
    ['nothing when there is no HTML', '**太字**と [リンク](/news/)\n\n| a |\n|---|\n| b |', []],
    ['each opening tag, with its line', 'いち<b>太字</b>\nに<br>さん', [{ tag: 'b', line: 1 }, { tag: 'br', line: 2 }]],
    ['every tag of a block, not what a script holds', '本文\n\n<div>\n<p>囲み</p>\n<script>if (a<b) x()</script>\n</div>', [
      { tag: 'div', line: 3 },
      { tag: 'p', line: 4 },
      { tag: 'script', line: 5 },
    ]],
    ['a table cell’s tag at its row', '| a |\n|---|\n| <u>b</u> |', [{ tag: 'u', line: 3 }]],
    ['an end tag with no start tag, and no comment', '本文</span><!-- メモ -->', [{ tag: 'span', line: 1 }]],
  ])('lists the tags it removed: %s', (_name, markdown, tags) => {
    expect(renderMarkdown(markdown).removedTags).toEqual(tags);
  });

  it('keeps the text of a link whose URL was removed', () => {
    expect(renderMarkdown('[押してね](javascript:alert(1))').html).toBe('<p><a>押してね</a></p>');
  });

  it.each([
    ['a raw block', '<div class="x">\n囲み\n</div>\n\n本文', '<p>本文</p>'],
    ['raw inline tags', '<b onclick="alert(1)">太字</b>と<br>改行', '<p>太字と改行</p>'],
    ['an HTML comment', '本文<!-- メモ -->です', '<p>本文です</p>'],
  ])('drops %s instead of showing it as text', (_name, markdown, html) => {
    expect(renderMarkdown(markdown).html).toBe(html);
  });

  it.each([
    ['an http image', '![x](http://example.com/a.png)', '<p><img src="http://example.com/a.png" alt="x"></p>'],
    ['a protocol it does not allow for images: its alt text instead', '![x](mailto:a@example.com)', '<p>x</p>'],
    ['a mailto link', '[連絡](mailto:a@example.com)', '<p><a href="mailto:a@example.com">連絡</a></p>'],
    ['a tel: link', '[電話](tel:0120000000)', '<p><a>電話</a></p>'],
    ['an upper-case scheme', '[x](HTTPS://example.com/)', '<p><a href="HTTPS://example.com/" target="_blank" rel="noopener noreferrer">x</a></p>'],
    ['a colon after the path', '[x](/news/?q=a:b)', '<p><a href="/news/?q=a:b">x</a></p>'],
    ['an autolink', '<javascript:alert(1)>', '<p><a>javascript:alert(1)</a></p>'],
  ])('allows URLs by GitHub’s protocol list: %s', (_name, markdown, html) => {
    expect(renderMarkdown(markdown).html).toBe(html);
  });

  it.each([
    ['javascript:', '本文\n\n![**場面**写真](javascript:alert(1))', '場面写真', 3],
    ['a data: page', '![予告](data:text/html;base64,PHNjcmlwdD4=)', '予告', 1],
    ['a data: image', 'いち\nに ![表紙](data:image/png;base64,iVBORw0KGgo=) さん', '表紙', 2],
    ['tel:', '![番号](tel:0120000000)', '番号', 1],
  ])('shows a refused image (%s) as its alt text, never as an <img> without src, and lists it with its line', (_name, markdown, alt, line) => {
    const result = renderMarkdown(markdown);
    expect(elements(result.html, 'img')).toEqual([]);
    expect(result.html).toContain(alt);
    expect(result.refused).toEqual([expect.objectContaining({ kind: 'image', line })]);
    expect(result.images).toEqual([]);
  });

  it('leaves a refused image with no alt text out, and every <img> it writes has a src', () => {
    const { html } = renderMarkdown('![](javascript:alert(1)) と ![場面](/images/story/ep01-1.png)');
    expect(elements(html, 'img').map((img) => img.attrs.find((a) => a.name === 'src')?.value)).toEqual(['/images/story/ep01-1.png']);
  });

  it.each([
    ['a protocol-relative link', '[x](//evil.example/x)', 'https://evil.example/x'],
    ['a protocol-relative reference link', '[x][r]\n\n[r]: //evil.example/a?b=1', 'https://evil.example/a?b=1'],
    ['https: without slashes', '[x](https:evil.example)', 'https://evil.example/'],
    ['credentials in front of the host', '[x](https://user:pw@example.com/a)', 'https://example.com/a'],
  ])('writes %s as the off-site link it is, with the external-link treatment', (_name, markdown, href) => {
    const tag = linkTag(renderMarkdown(markdown).html, 'x');
    expect(tag).toBe(`<a href="${href}" target="_blank" rel="noopener noreferrer">x</a>`);
  });

  it('lists every link it keeps as written, with its line, and every link whose URL it removed', () => {
    const result = renderMarkdown('[いち](/story/03/)\n[に](//evil.example/)\n\n[さん](tel:0120) https://example.com/x');
    expect(result.links).toEqual([
      { href: '/story/03/', line: 1 },
      { href: '//evil.example/', line: 2 },
      { href: 'https://example.com/x', line: 4 },
    ]);
    expect(result.refused).toEqual([{ kind: 'link', url: 'tel:0120', line: 4 }]);
  });

  it.each([
    ['https://example.com/sorairo'],
    ['http://example.com/sorairo'],
    ['https://x.com/sorairo_anime'],
  ])('opens the external link %s in a new tab with rel="noopener noreferrer"', (url) => {
    const tag = linkTag(renderMarkdown(`[外部](${url})`).html, '外部');
    expect(tag).toContain(`href="${url}"`);
    expect(tag).toContain('target="_blank"');
    expect(tag).toContain('rel="noopener noreferrer"');
  });

  it.each([['/news/'], ['/story/'], ['#staff']])('leaves the internal link %s in the same tab', (href) => {
    const tag = linkTag(renderMarkdown(`[内部](${href})`).html, '内部');
    expect(tag).toBe(`<a href="${href}">内部</a>`);
  });

  describe('below a base path (a GitHub Pages project site)', () => {
    const body = '[放送・配信情報ページ](/onair/)、[外部](https://example.com/x)、[目次](#staff)\n\n![場面カット](/images/story/ep01-1.png)';
    const below = renderMarkdown(body, { basePath: '/sorairo' });

    it('puts the base path once in front of root-relative links and images, not in front of others', () => {
      expect(linkTag(below.html, '放送・配信情報ページ')).toBe('<a href="/sorairo/onair/">放送・配信情報ページ</a>');
      expect(below.html).toContain('<img src="/sorairo/images/story/ep01-1.png" alt="場面カット">');
      expect(linkTag(below.html, '外部')).toContain('href="https://example.com/x"');
      expect(linkTag(below.html, '目次')).toBe('<a href="#staff">目次</a>');
    });

    it('still reports the images as site paths, for the check that the files exist', () => {
      expect(below.images).toEqual([{ src: '/images/story/ep01-1.png', line: 3 }]);
    });

    it('changes nothing at a domain’s root (the default in this test run)', () => {
      expect(renderMarkdown(body).html).toBe(renderMarkdown(body, { basePath: '' }).html);
      expect(renderMarkdown(body).html).toContain('href="/onair/"');
    });
  });

  it('renders GFM tables, lists and headings', () => {
    const { html } = renderMarkdown('## 見出し\n\n- いち\n- に\n\n| 巻 | 発売日 |\n|---|---|\n| Vol.1 | 2026年12月23日 |\n');
    expect(html).toContain('<h2>見出し</h2>');
    expect(html).toContain('<li>いち</li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>Vol.1</td>');
  });

  it('aligns table columns with the align attribute, not a style attribute the CSP would block', () => {
    const { html } = renderMarkdown('| 曲名 | 時間 |\n|:--|--:|\n| 青の合図 | 4:12 |\n');
    expect(html).toContain('<th align="left">曲名</th>');
    expect(html).toContain('<td align="right">4:12</td>');
    expect(html).not.toContain('style=');
  });

  it('strikes through ~~text~~ with <del> but leaves a single ~ alone, as in 「10時~12時」', () => {
    expect(renderMarkdown('~~中止~~ 10時~12時、14時~16時').html).toBe('<p><del>中止</del> 10時~12時、14時~16時</p>');
  });

  it('links bare URLs with a scheme, and not every name.tld or //name.tld', () => {
    const { html } = renderMarkdown('詳細は https://example.com/sorairo をご覧ください。sorairo.jp と //evil.example/x は関係ありません。');
    expect(html).toContain('<a href="https://example.com/sorairo" target="_blank" rel="noopener noreferrer">https://example.com/sorairo</a>');
    expect(html).toContain('sorairo.jp と //evil.example/x は');
    expect(elements(html, 'a')).toHaveLength(1);
  });

  it('renders footnotes with a way back that a screen reader can name', () => {
    const { html, text } = renderMarkdown('初回限定版[^1]と通常版[^1]。\n\n[^1]: 数量限定です。');
    expect(html).toContain('<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>');
    expect(html).toContain('<a href="#fn1" id="fnref1:1">[1]</a>');
    expect(html).toContain('<li id="fn1" class="footnote-item"><p>数量限定です。 <a href="#fnref1" class="footnote-backref" aria-label="本文に戻る">');
    expect(text).toBe('初回限定版と通常版。 数量限定です。');
  });

  it.each([
    ['海辺の町で、\n五人が出会う。', '<p>海辺の町で、五人が出会う。</p>'],
    ['汐見町の\r\nバンド', '<p>汐見町のバンド</p>'],
    ['公式X\nアカウント', '<p>公式X\nアカウント</p>'],
    ['```\nコード\nブロック\n```', '<pre><code>コード\nブロック\n</code></pre>'],
  ])('joins a wrapped line between Japanese characters only: %j', (markdown, html) => {
    expect(renderMarkdown(markdown).html).toBe(html);
  });

  it('returns the plain text and the image paths of the body, with their lines', () => {
    const result = renderMarkdown('一段落目。\n\n![場面写真](/images/story/ep01-1.png)\n\n**二段落目**です。\n続き ![二枚目](/images/story/ep01-2.png)');
    expect(result.text).toBe('一段落目。 二段落目です。続き');
    expect(result.images).toEqual([
      { src: '/images/story/ep01-1.png', line: 3 },
      { src: '/images/story/ep01-2.png', line: 6 },
    ]);
  });
});

describe('relinkSitePaths', () => {
  const body = renderMarkdown('[放送](/onair/) [あらすじ](/story/01/#synopsis) [記事](/news/?q=a) [外](https://example.com/onair/) [注](#note) [PV](/news/pv/)').html;
  const to = (path: string) => (path === '/news/pv/' ? undefined : `/en${path}`);

  it('leads each site link where `to` says, keeping its fragment and query, and leaves the rest as rendered', () => {
    const hrefs = [...relinkSitePaths(body, to, '').matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/en/onair/', '/en/story/01/#synopsis', '/en/news/?q=a', 'https://example.com/onair/', '#note', '/news/pv/']);
  });

  it('reads the site path below the base path, and writes the base path back', () => {
    const below = renderMarkdown('[放送](/onair/)', { basePath: '/sorairo' }).html;
    expect(relinkSitePaths(below, to, '/sorairo')).toContain('href="/sorairo/en/onair/"');
  });
});

describe('excerpt', () => {
  it.each([
    ['短い文。', 90, '短い文。'],
    ['一文目です。二文目はとても長くてここで切れてしまうかもしれません', 10, '一文目です。'],
    ['句点のない長い文章がずっと続いていく', 10, '句点のない長い文章…'],
  ])('excerpt(%j, %i) → %j', (text, max, expected) => {
    expect(excerpt(text, max)).toBe(expected);
  });
});
