/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatIssue } from './errors';
import { type LinkTargets, bodyLinkWarnings } from './links';
import { renderMarkdown } from './markdown';

const SITE_URL = 'https://sorairo.example.jp';

let publicDir: string;
let targets: LinkTargets;

beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
  fs.mkdirSync(path.join(publicDir, 'images', 'news'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'images', 'news', 'flyer.pdf'), '');
  targets = {
    paths: new Set(['/', '/news/', '/news/2000-01-02-later/', '/news/feed.xml', '/story/', '/story/03/', '/special/', '/sitemap.xml']),
    publicDir,
    siteUrl: SITE_URL,
    basePath: '',
    off: [{ name: 'disc', path: '/disc/' }],
  };
});

afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

/** The warnings for a body that starts at line 6 of `content/news/x.md`. */
const warn = (markdown: string): string[] =>
  bodyLinkWarnings({ file: 'content/news/x.md', bodyLine: 6 }, renderMarkdown(markdown), targets).map(formatIssue);

describe('bodyLinkWarnings', () => {
  it.each([
    ['a page', '[x](/story/03/)'],
    ['a page without its final slash', '[x](/story/03)'],
    ['a page written with index.html', '[x](/story/03/index.html)'],
    ['a page with a fragment and a query', '[x](/news/?page=2#list)'],
    ['the top page', '[x](/)'],
    ['a written page', '[x](/special/)'],
    ['a page published later', '[x](/news/2000-01-02-later/)'],
    ['a feed the build writes', '[x](/news/feed.xml)'],
    ['a file the build writes at the root', '[x](/sitemap.xml)'],
    ['a file in public/', '[x](/images/news/flyer.pdf)'],
    ['a fragment of the page itself', '[x](#staff)'],
    ['another site', '[x](https://example.com/a)'],
    ['a mail address', '[x](mailto:a@example.com)'],
    ['the site’s own URL for a page it has', `[x](${SITE_URL}/story/03/)`],
    ['a site image', '![x](/images/news/kv.png)'],
  ])('says nothing of a link to %s', (_name, markdown) => {
    expect(warn(markdown)).toEqual([]);
  });

  it.each([
    [
      'a protocol-relative link',
      '本文\n\n[x](//evil.example/x)',
      'content/news/x.md 8行目「本文のリンク」: 「//」で始まるリンク //evil.example/x はほかのサイトへのリンクになるので、ほかのサイトへのリンクとして表示します。ほかのサイトなら https://evil.example/x と、このサイトのページなら /news/ のように / を1つだけ書いてください。',
    ],
    [
      'https: without slashes',
      '[x](https:evil.example)',
      'content/news/x.md 6行目「本文のリンク」: この URL はブラウザが https://evil.example/ と読み替えます。https:// のすぐ後にドメイン名を続け、空白・引用符などの記号やユーザー名・パスワードを入れずに https://evil.example/ と書いてください。',
    ],
    [
      'a page the export does not have',
      '前\n[x](/story/3/)',
      'content/news/x.md 7行目「本文のリンク」: リンク先 /story/3/ はこのサイトにありません（公開予定のページも探しました）。つづりを確かめて、サイトの中のページは /news/ のように / で始まるパスで書いてください。',
    ],
    [
      'an article the export does not have, with a fragment',
      '[x](/news/xyz/#top)',
      'content/news/x.md 6行目「本文のリンク」: リンク先 /news/xyz/ はこのサイトにありません（公開予定のページも探しました）。つづりを確かめて、サイトの中のページは /news/ のように / で始まるパスで書いてください。',
    ],
    [
      'a file neither the build nor public/ has',
      '[x](/feed.xml)',
      'content/news/x.md 6行目「本文のリンク」: リンク先 /feed.xml はこのサイトにありません（公開予定のページも探しました）。つづりを確かめて、サイトの中のページは /news/ のように / で始まるパスで書いてください。',
    ],
    [
      'a page of a section the series has off',
      '[x](/disc/vol1/)',
      'content/news/x.md 6行目「本文のリンク」: リンク先 /disc/vol1/ はこのサイトにありません（site.json の sections に disc がないため）。リンクを消すか、sections に disc を書き足してください。',
    ],
    [
      'the site’s own URL for a page it does not have',
      `[x](${SITE_URL}/story/99/)`,
      'content/news/x.md 6行目「本文のリンク」: リンク先 /story/99/ はこのサイトにありません（公開予定のページも探しました）。つづりを確かめて、サイトの中のページは /news/ のように / で始まるパスで書いてください。',
    ],
    [
      'a relative path',
      '[x](../story/03/)',
      'content/news/x.md 6行目「本文のリンク」: リンク先 ../story/03/ が / で始まっていません。ページ・フィード・検索結果で行き先が変わるので、サイトの中のページは /news/ のように / で始まるパスで書いてください。',
    ],
    [
      'a relative image path',
      '![x](images/news/kv.png)',
      'content/news/x.md 6行目「本文の画像」: 画像のパス images/news/kv.png が / で始まっていないので、ページによっては表示されません。![画像の説明](/images/…) のように /images/ から書いてください。',
    ],
    [
      'a refused image',
      '![x](javascript:alert(1))',
      'content/news/x.md 6行目「本文の画像」: この画像の URL は使えないので、画像の代わりに画像の説明の文字を表示しています。画像は public/images/ に置いて ![画像の説明](/images/…) と書いてください。書かれている値: "javascript:alert(1)"。',
    ],
    [
      'a refused link',
      '[電話](tel:0120000000)',
      'content/news/x.md 6行目「本文のリンク」: この URL はリンクにできないので、文字だけを表示しています。リンクにできるのは https:// で始まる URL、mailto: のメールアドレス、/news/ のように / で始まるサイトの中のパスです。書かれている値: "tel:0120000000"。',
    ],
  ])('warns about %s, naming the file, the line and what to write', (_name, markdown, message) => {
    expect(warn(markdown)).toEqual([message]);
  });

  it('names the path to write when a link repeats the base path the build adds', () => {
    const below = { ...targets, siteUrl: 'https://user.example.io/sorairo', basePath: '/sorairo' };
    expect(bodyLinkWarnings({ file: 'content/news/x.md', bodyLine: 1 }, renderMarkdown('[x](/sorairo/story/03/)'), below).map(formatIssue)).toEqual([
      'content/news/x.md 1行目「本文のリンク」: リンク先 /sorairo/story/03/ はこのサイトにありません。サイトの置き場所 /sorairo はビルドが付けるので、/story/03/ と書いてください。',
    ]);
    expect(bodyLinkWarnings({ file: 'content/news/x.md', bodyLine: 1 }, renderMarkdown('[x](https://user.example.io/sorairo/story/03/)'), below)).toEqual([]);
  });

  it('does not look for site paths while the content has errors, and still warns about the rest', () => {
    const body = renderMarkdown('[x](/nowhere/)\n[y](//evil.example/)');
    expect(bodyLinkWarnings({ file: 'content/news/x.md', bodyLine: 1 }, body, undefined).map((issue) => issue.line)).toEqual([2]);
  });
});
