/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { type TempContent, makeTempContent } from '../../content/__fixtures__/tempContent';
import { getSiteChanges, getWithheldImages } from '../../content/clock';
import { type ContentContext, clearContentCache, inLang } from '../../content/context';
import { ContentError, formatIssue } from '../../content/errors';
import { getWrittenPage, getWrittenPageMenuItems, getWrittenPagePublishTimes, getWrittenPages } from './content';
import { CATALOGUES } from '../../i18n/catalogue';
import { fillTemplate } from '../../i18n/template';

/** The fixture's images, each of a known size. */
const IMAGES: Record<string, number> = {
  '/images/pages/menu-special.png': 100,
  '/images/pages/hero.png': 100,
  '/images/pages/wall.png': 100,
  '/images/pages/wall-pc.png': Math.round(1.2 * 1024 * 1024),
  '/images/pages/wall-sp.jpg': 48 * 1024,
  '/images/pages/pv.png': 100,
  '/images/pages/body.png': 100,
  '/images/pages/later-hero.png': 100,
};

/** Before `later.md`'s `publishAt` (2000-02-01 18:00 JST) and at it. */
const BEFORE = '2000-02-01T17:59:00+09:00';
const AT = '2000-02-01T18:00:00+09:00';

let t: TempContent;
const at = (buildInstant: string): ContentContext => ({ ...t.ctx, buildInstant });

beforeEach(() => {
  clearContentCache();
  t = makeTempContent();
  t.overlay('pages');
  for (const [src, bytes] of Object.entries(IMAGES)) {
    const file = path.join(t.root, 'public', src);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.alloc(bytes));
  }
});
afterEach(() => t.cleanup());

/** Every message the loader throws, as an editor reads it. */
function messages(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentError) return error.issues.map(formatIssue);
    throw error;
  }
  throw new Error('expected a ContentError');
}

describe('written pages', () => {
  it('reads a page: its heading, label, sanitised body, hero, galleries with the sizes of their downloads, and PV', () => {
    const page = getWrittenPage('wallpaper', at(AT));
    expect(page).toEqual({
      slug: 'wallpaper',
      title: '壁紙とアイコン',
      label: 'SPECIAL',
      menuImage: '/images/pages/menu-special.png',
      publishedAt: null,
      description: '壁紙とアイコンを配っています。',
      hero: { src: '/images/pages/hero.png', alt: '夜空の下の丘' },
      bodyHtml: expect.stringContaining('<h2>使い方</h2>'),
      galleries: [
        {
          title: '壁紙',
          images: [
            {
              src: '/images/pages/wall.png',
              alt: '丘の上の星空',
              caption: '第1弾',
              downloads: [
                { label: 'PC 1920×1080', src: '/images/pages/wall-pc.png', bytes: IMAGES['/images/pages/wall-pc.png'] },
                { label: 'スマートフォン', src: '/images/pages/wall-sp.jpg', bytes: IMAGES['/images/pages/wall-sp.jpg'] },
              ],
            },
          ],
        },
      ],
      pv: { youtubeId: 'abcDEF12345', poster: '/images/pages/pv.png' },
    });
  });

  it('takes the description from the body when the file gives none', () => {
    expect(getWrittenPage('later', at(AT))?.description).toBe('イベントのお知らせです。');
  });

  it('leaves a timed page out until its publishAt (JST), as a timed news article', () => {
    expect(getWrittenPages(at(BEFORE)).map((p) => p.slug)).toEqual(['wallpaper']);
    expect(getWrittenPage('later', at(BEFORE))).toBeNull();
    expect(getWrittenPages(at(AT)).map((p) => p.slug)).toEqual(['later', 'wallpaper']);
    expect(getWrittenPage('later', at(AT))?.publishedAt).toBe(AT);
  });

  it('gives the menu the published pages only: path, Latin label, title, and the label image when there is one', () => {
    expect(getWrittenPageMenuItems(at(BEFORE))).toEqual([
      { slug: 'wallpaper', path: '/wallpaper/', label: 'SPECIAL', labelJa: '壁紙とアイコン', image: '/images/pages/menu-special.png' },
    ]);
    expect(getWrittenPageMenuItems(at(AT))).toEqual([
      { slug: 'later', path: '/later/', label: 'EVENT', labelJa: '冬のイベント' },
      { slug: 'wallpaper', path: '/wallpaper/', label: 'SPECIAL', labelJa: '壁紙とアイコン', image: '/images/pages/menu-special.png' },
    ]);
  });

  it('puts a timed page’s publication in the schedule, and withholds its images until then', () => {
    expect(getWrittenPagePublishTimes(at(BEFORE))).toEqual([
      { slug: 'later', title: '冬のイベント', publishedAt: AT },
    ]);
    expect(getSiteChanges(at(BEFORE))).toContainEqual({ at: AT, kind: 'page', what: 'ページ「冬のイベント」を公開' });
    expect([...getWithheldImages(at(BEFORE))]).toEqual(['/images/pages/later-hero.png']);
    expect([...getWithheldImages(at(AT))]).toEqual([]);
  });

  it('keeps an image a published page shows too, even while a timed page that uses it waits', () => {
    t.edit('pages/later.md', (text) => text.replace('/images/pages/later-hero.png', '/images/pages/hero.png'));
    expect([...getWithheldImages(at(BEFORE))]).toEqual([]);
  });
});

describe('written pages’ file names', () => {
  it.each([
    ['news.md', '「news」はニュースのページと同じ URL（/news/）になるため使えません。'],
    ['story.md', '「story」はストーリーのページと同じ URL（/story/）になるため使えません。'],
    ['admin.md', '「admin」は編集画面（/admin/）と同じ URL（/admin/）になるため使えません。'],
    ['404.md', '「404」は「ページが見つかりません」のページと同じ URL（/404/）になるため使えません。'],
    ['index.md', '「index」はトップページと同じ URL（/index/）になるため使えません。'],
    ['images.md', '「images」はpublic/images/ に置いたファイルと同じ URL（/images/）になるため使えません。'],
    ['en.md', '「en」は別の言語（English）のページと同じ URL（/en/）になるため使えません。'],
  ])('refuses %s, which another page of the site has, saying why', (name, why) => {
    t.write(`pages/${name}`, '---\ntitle: ページ\nlabel: PAGE\n---\n');
    expect(messages(() => getWrittenPages(at(AT)))).toEqual([
      `content/pages/${name}「ファイル名」: ${why}ほかのファイル名にしてください（例: special.md、event-2026.md）。書かれている値: "${name}"。`,
    ]);
  });

  it('asks for lowercase letters, digits and hyphens', () => {
    t.write('pages/Special_Page.md', '---\ntitle: ページ\nlabel: PAGE\n---\n');
    expect(messages(() => getWrittenPages(at(AT)))).toEqual([
      'content/pages/Special_Page.md「ファイル名」: ファイル名はページの URL（/ファイル名/）になるので、半角の英小文字・数字・ハイフンだけで付けてください（例: special.md、event-2026.md）。書かれている値: "Special_Page.md"。',
    ]);
  });
});

describe('written pages’ front matter', () => {
  it('names each field in Japanese and says what it takes', () => {
    t.write(
      'pages/bad.md',
      '---\nlabel: スペシャル\npublishAt: 2026/12/01\ngalleries:\n  - title: 壁紙\n    images:\n      - src: /images/pages/wall.png\n        downloads: []\n---\n',
    );
    expect(messages(() => getWrittenPages(at(AT)))).toEqual([
      'content/pages/bad.md 1行目「タイトル（title）」: この項目がありません。文字（空欄は不可）を書いてください。ページの見出しとブラウザのタブの題名。',
      'content/pages/bad.md 2行目「英字の見出し（label）」: 半角の英字の見出し（例: SPECIAL、EVENT 2026）を書いてください。書かれている値: "スペシャル"。見出しの上に出る英字。',
      'content/pages/bad.md 3行目「公開日時（publishAt）」: 年-月-日 の形の日付（時刻も決めるときは 年-月-日 時:分。日本時間の00:00〜23:59。例: 2026-10-03、2026-12-01 12:00）を書いてください。書かれている値: "2026/12/01"。ページがサイトに載る日時（省略可）。',
      'content/pages/bad.md 7行目「ギャラリー（galleries）1番目のギャラリーの画像（images）1番目の画像の説明（alt）」: この項目がありません。文字（空欄は不可）を書いてください。画像に何が描かれているかの短い文。',
      'content/pages/bad.md 8行目「ギャラリー（galleries）1番目のギャラリーの画像（images）1番目のダウンロード（downloads）」: 1つ以上の項目を書いてください。書かれている値: 一覧（0項目）。この画像の下に出すダウンロードのリンク（省略可。壁紙の大きさ違いなど）。',
    ]);
  });
});

describe('written pages in English (pages/<slug>.en.md)', () => {
  const first = (): string => getWrittenPages(at(AT))[0]!.slug;
  /** A page of the fixture with a hero and a gallery whose first image has a caption and downloads. */
  const withGallery = (): string =>
    getWrittenPages(at(AT)).find((p) => p.hero && p.galleries[0]?.images[0]?.caption && p.galleries[0].images[0].downloads.length > 0)!.slug;

  it('has a page only where its translation is, with its title and body in English', () => {
    const slug = first();
    t.write(`pages/${slug}.en.md`, '---\ntitle: Downloads\n---\nWallpapers for your **desktop**.\n');
    const english = getWrittenPages(inLang(at(AT), 'en'));
    expect(english.map((p) => p.slug)).toEqual([slug]);
    expect(english[0]).toMatchObject({ title: 'Downloads', description: 'Wallpapers for your desktop.' });
    expect(english[0]!.bodyHtml).toContain('<strong>desktop</strong>');
    // Japanese pages, and the menu on either language's pages, are every page as before.
    expect(getWrittenPage(slug, at(AT))!.title).not.toBe('Downloads');
    expect(getWrittenPageMenuItems(inLang(at(AT), 'en'))).toEqual(getWrittenPageMenuItems(at(AT)));
  });

  it('lays the translated words of the hero and the galleries over the original, whose images and files stay', () => {
    const slug = withGallery();
    const original = getWrittenPage(slug, at(AT))!;
    const [gallery] = original.galleries;
    const [image] = gallery!.images;
    t.write(
      `pages/${slug}.en.md`,
      [
        '---',
        'title: Downloads',
        'hero: { alt: A hill under the night sky }',
        'galleries:',
        '  - title: Wallpapers',
        '    images:',
        '      - alt: A starry sky over the hill',
        '        caption: First set',
        `        downloads: [${image!.downloads.map((_, i) => `{ label: Size ${i + 1} }`).join(', ')}]`,
        '---',
        'Text.',
        '',
      ].join('\n'),
    );
    const english = getWrittenPage(slug, inLang(at(AT), 'en'))!;
    expect(english.hero).toEqual({ src: original.hero!.src, alt: 'A hill under the night sky' });
    expect(english.galleries[0]!.title).toBe('Wallpapers');
    expect(english.galleries[0]!.images[0]).toEqual({
      ...image,
      alt: 'A starry sky over the hill',
      caption: 'First set',
      downloads: image!.downloads.map((d, i) => ({ ...d, label: `Size ${i + 1}` })),
    });
    // The Japanese page is as it was.
    expect(getWrittenPage(slug, at(AT))).toEqual(original);
  });

  it('never shows a Japanese word the translation leaves out: the label, the title, the language’s own words, or nothing', () => {
    const slug = withGallery();
    const original = getWrittenPage(slug, at(AT))!;
    t.write(`pages/${slug}.en.md`, '---\n---\nText.\n');
    const english = getWrittenPage(slug, inLang(at(AT), 'en'))!;
    const words = CATALOGUES.en.page;
    expect(english.title).toBe(original.label);
    expect(english.description).toBe('Text.');
    expect(english.hero?.alt).toBe(original.label);
    english.galleries.forEach((gallery, g) => {
      const heading = fillTemplate(words.gallery, { n: g + 1 });
      expect(gallery.title).toBe(heading);
      gallery.images.forEach((image, i) => {
        expect(image.alt).toBe(fillTemplate(words.imageOf, { gallery: heading, n: i + 1 }));
        expect(image.caption).toBeNull();
        for (const download of image.downloads) expect(download.label).toBe(words.download);
      });
    });
    expect(english.galleries.flatMap((g) => g.images).length).toBe(original.galleries.flatMap((g) => g.images).length);
  });

  it('refuses a field a translation may not give, naming its file', () => {
    const slug = first();
    t.write(`pages/${slug}.en.md`, '---\ntitle: Downloads\npublishAt: 2000-01-01\n---\nText.\n');
    expect(() => getWrittenPages(inLang(at(AT), 'en'))).toThrow(new RegExp(`pages/${slug}\\.en\\.md[\\s\\S]*publishAt`));
  });
});
