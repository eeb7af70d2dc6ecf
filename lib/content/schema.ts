/**
 * zod schemas for every file under `content/`, both the loaders' check and the TypeScript type. Each field's Japanese
 * name (`.meta({ title })`) names it in editors' messages; its description (`description`, for a fan: what it is, where
 * it shows, an example) is the field's help in the editor and ends the check's message about it, so the first sentence
 * says what the field is. No Node imports, so components may import its types.
 */
import { z } from 'zod';
import { DEFAULT_LANG, LANGS } from '../i18n/languages';
import { COLOR_TOKENS } from '../colorTokens';
import { isRealDate } from '../format';
import { SOURCE_EXTENSIONS } from '../imageFormats';
import { MENU_SECTION_NAMES } from '../sections';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date in Japan, `YYYY-MM-DD`; for broadcasts, the date in 30-hour notation (a Saturday 25:30 slot has the
 * Saturday's date).
 */
export const DateStringSchema = z
  .string({ error: '年-月-日 の形の日付（例: 2026-10-03）' })
  .regex(DATE_RE, { error: '年-月-日 の形の日付（例: 2026-10-03）', abort: true })
  .refine(isRealDate, '実在する日付（年-月-日。例: 2026-10-03）');

function dateTimeRegex(maxHour: 23 | 29): RegExp {
  const hours = maxHour === 23 ? '(?:[01]\\d|2[0-3])' : '(?:[01]\\d|2\\d)';
  return new RegExp(`^\\d{4}-\\d{2}-\\d{2}(?: ${hours}:[0-5]\\d)?$`);
}

const PUBLISH_DATE_NAME = '年-月-日 の形の日付（時刻も決めるときは 年-月-日 時:分。日本時間の00:00〜23:59。例: 2026-10-03、2026-12-01 12:00）';

/** `YYYY-MM-DD` (00:00 JST) or `YYYY-MM-DD HH:MM` in Japan; YAML 1.2 keeps both forms strings. */
export const PublishDateSchema = z
  .string({ error: PUBLISH_DATE_NAME })
  .regex(dateTimeRegex(23), { error: PUBLISH_DATE_NAME, abort: true })
  .refine((v) => isRealDate(v.slice(0, 10)), '実在する日付（年-月-日。例: 2026-10-03）');

const REVEAL_TIME_NAME = '年-月-日 時:分 の形の日時（日本時間。深夜は30時間表記も可。例: 2026-10-03 18:00、2026-10-03 25:30）';

/** `YYYY-MM-DD HH:MM` in Japan, in 30-hour notation like the broadcast slots; a date alone means 00:00. */
export const RevealTimeSchema = z
  .string({ error: REVEAL_TIME_NAME })
  .regex(dateTimeRegex(29), { error: REVEAL_TIME_NAME, abort: true })
  .refine((v) => isRealDate(v.slice(0, 10)), '実在する日付（年-月-日。例: 2026-10-03）');

export const MonthDaySchema = z
  .string({ error: '月-日 の形の日付（例: 04-12）' })
  .regex(/^\d{2}-\d{2}$/, { error: '月-日 の形の日付（例: 04-12）', abort: true })
  .refine((v) => isRealDate(`2024-${v}`), '実在する月日（月-日。例: 04-12）');

/**
 * 30-hour notation: late-night slots keep the previous day's date and count past 24 (`25:30` is 01:30 the next
 * morning).
 */
export const BroadcastTimeSchema = z
  .string({ error: '30時間表記の 時:分（00:00〜29:59。例: "25:30"）' })
  .regex(/^(?:[01]\d|2\d):[0-5]\d$/, '30時間表記の 時:分（00:00〜29:59。例: "25:30"）');

export const WeekdaySchema = z.enum(['月', '火', '水', '木', '金', '土', '日'], { error: '曜日（漢字1文字）' });

export const SlugSchema = z
  .string({ error: '半角の英小文字・数字・ハイフンだけの id' })
  .regex(/^[a-z0-9-]+$/, '半角の英小文字・数字・ハイフンだけの id');

/** Any text: the loader checks it against its list, so the message can name the ids it allows. */
export const ReferenceSchema = z.string({ error: 'id' });

export const TextSchema = z
  .string({ error: '文字（空欄は不可）' })
  .refine((v) => v.trim().length > 0, '文字（空欄は不可）');

export const ReadingSchema = z
  .string({ error: 'ひらがなかカタカナの読み' })
  .regex(/^[\p{Script=Hiragana}\p{Script=Katakana}ー・ 　]+$/u, 'ひらがなかカタカナの読み');

const IMAGE_EXTENSIONS = [...SOURCE_EXTENSIONS].map((extension) => extension.slice(1));

/**
 * A site path under `public/`, with an extension of a format the build encodes (`lib/imageFormats.js`); the loaders
 * check that the file exists.
 */
export const ImagePathSchema = z
  .string({ error: '/images/ で始まる画像のパス（例: /images/news/pv.png）' })
  .regex(
    new RegExp(`^/images/[a-z0-9_-]+(?:/[a-z0-9_-]+)*/[a-z0-9_.-]+\\.(?:${IMAGE_EXTENSIONS.join('|')})$`),
    `/images/ で始まる画像のパス（半角の英小文字・数字・「_」「-」、拡張子は ${IMAGE_EXTENSIONS.join('・')}。例: /images/news/pv.png）`,
  );

export const ImageSchema = z.strictObject({
  src: ImagePathSchema.meta({ title: '画像ファイル', description: '載せる画像。「画像を選択」からアップロードすると、サイトの画像のフォルダ（public/images/）に入ります。ファイル名は半角の英小文字・数字・「-」「_」にします。' }),
  alt: TextSchema.meta({ title: '画像の説明', description: '画像に何が描かれているかの短い文。画面を読み上げるソフトが読み、画像が出ないときに代わりに表示されます。例: 夕暮れの防波堤に並ぶ五人のメンバー' }),
});
export type Image = z.infer<typeof ImageSchema>;

// What no part of a URL may hold as it is: white space, control characters, " < > \ ^ ` { | }, square brackets (but
// around an IPv6 host); and a fragment holds no second #.
const NOT_URL = '\\s"<>\\\\^`{|}\\[\\]\\x00-\\x1f\\x7f';
const URL_REST = `(?:\\[[0-9A-Fa-f:.]+\\]|[^/?#${NOT_URL}]+)(?:[/?][^#${NOT_URL}]*)?(?:#[^#${NOT_URL}]*)?$`;

/**
 * How an https URL is written, for the editor's pattern too: `https://`, a host right after it, and nothing the WHATWG URL
 * standard does not allow as it is, which the Nu Html Checker refuses in an `href`.
 */
export const HTTPS_URL_PATTERN = `^https://${URL_REST}`;

// The scheme in any case, as the standard allows (`HTTPS://`).
const WEB_URL_RE = new RegExp(`^https?://${URL_REST}`, 'i');
const LONE_PERCENT = /%(?![0-9A-Fa-f]{2})/;

/** Percent-encodes what the URL parser leaves as it is in a path, query or fragment but a valid URL may not hold. */
const encodeRest = (text: string): string =>
  text.replace(/[[\]|^`{}#]|%(?![0-9A-Fa-f]{2})/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/**
 * The form to write instead of a web URL that is not written as the URL standard reads it (`https:host`, quotes, spaces,
 * credentials): the parsed URL without credentials. Undefined when it is fine, or is no URL of one of `protocols`.
 */
export function webUrlRewrite(value: string, protocols: readonly string[] = ['https:']): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (!protocols.includes(url.protocol)) return undefined;
  if (WEB_URL_RE.test(value) && !LONE_PERCENT.test(value) && url.username === '' && url.password === '') return undefined;
  url.username = '';
  url.password = '';
  const rest = url.href.slice(url.origin.length);
  const hash = rest.indexOf('#');
  return `${url.origin}${hash < 0 ? encodeRest(rest) : `${encodeRest(rest.slice(0, hash))}#${encodeRest(rest.slice(hash + 1))}`}`;
}

/**
 * Every external URL of the content (links, stores, streaming, theatres, tickets): absolute https with a host, written
 * the way the URL standard reads it, so every `href` is valid; the message gives the form to write instead.
 */
export const UrlSchema = z.url({ protocol: /^https$/, error: 'https:// で始まる URL' }).superRefine((value, ctx) => {
  const rewrite = webUrlRewrite(value);
  if (rewrite === undefined) return;
  ctx.addIssue({
    code: 'custom',
    input: value,
    message: `「${rewrite}」のように https:// のすぐ後にドメイン名が続き、空白・引用符・「\\」「<」「>」などの記号やユーザー名・パスワードを含まない URL`,
  });
});

export const LinkSchema = z.strictObject({
  label: TextSchema.meta({ title: 'リンクの文字', description: 'リンクとして表示する文字。お店やサービスの名前を書きます。例: Apple Music、公式オンラインショップ' }),
  url: UrlSchema.meta({ title: 'URL', description: 'リンク先のページのアドレス。ブラウザのアドレス欄からコピーしたものをそのまま貼れます。' }),
});
export type Link = z.infer<typeof LinkSchema>;

/** The shop price, tax included; nothing computes tax. */
export const PriceSchema = z
  .int({ error: '税込みの金額（円）の整数（例: 8800。カンマや「円」は付けない）' })
  .positive('1 以上の金額');

export const ColorTokenSchema = z.enum(COLOR_TOKENS, { error: 'テーマカラーの名前' });
export type { ColorToken } from '../colorTokens';

// --- Theme colours (site.json `colors`) -------------------------------------------------------------------------

const HEX_COLOR_TEXT = '# と16進数6桁の色（例: #B5452E）';

/** `#RRGGBB`, as the editor's colour picker writes it; either case. */
export const HexColorSchema = z
  .string({ error: HEX_COLOR_TEXT })
  .regex(/^#[0-9A-Fa-f]{6}$/, HEX_COLOR_TEXT);

/**
 * A series' own colours, any of the theme's names (lib/theme.json); each one left out keeps the product's colour.
 * The content check measures every text and background pair the site draws with them (lib/themePairs.ts).
 */
export const ThemeColorsSchema = z.strictObject({
  /** Headings' English labels, buttons, badges, the footer, the menu button and the focus ring. */
  main: HexColorSchema.optional().meta({
    title: 'メインカラー',
    description: '見出しの英字、ボタン、バッジ、フッター、メニューボタン、フォーカスの枠の色。白の文字が乗るので濃いめの色にします。',
  }),
  /** Decorations only (rules, bullets) and, mixed with white, the pale bands behind sections. */
  secondary: HexColorSchema.optional().meta({
    title: 'サブカラー',
    description: '飾りの線や点の色。白と混ぜて各セクションの淡い背景にもなります（その上に文字が乗ります）。',
  }),
  /** The page's background and the text on coloured buttons. */
  white: HexColorSchema.optional().meta({
    title: '白',
    description: 'ページの背景と、色付きのボタンやバッジの文字の色。',
  }),
  /** 「NEW」 and the fastest broadcast's badge. */
  danger: HexColorSchema.optional().meta({
    title: '強調色',
    description: 'ニュースの「NEW」の文字と、最速放送のバッジの色。',
  }),
  /** The broadcast notice's frame and, mixed with white, the search's highlight. */
  warning: HexColorSchema.optional().meta({
    title: '注意色',
    description: '放送・配信の注意書きの枠と、ニュース検索で見つかった語の下地（白と混ぜて使います）。',
  }),
  /** Body text. */
  textBlack: HexColorSchema.optional().meta({
    title: '本文の色',
    description: '本文の文字の色。CV の札やシェアボタンの背景にもなります。',
  }),
  /** Dates, captions and notes. */
  textGrey: HexColorSchema.optional().meta({
    title: '補足の色',
    description: '日付、注記、表の見出しなど、補足の文字の色。',
  }),
  /** Links in running text. */
  textLink: HexColorSchema.optional().meta({
    title: 'リンクの色',
    description: '文中のリンクと、メニューのリンクの文字の色。',
  }),
});
export type ThemeColors = z.infer<typeof ThemeColorsSchema>;

// The site's shape (site.json `sections`): which sections are on, under which names, in which order.

const SECTION_NAME_TEXT = 'メニューに出せるセクションの名前（トップページ home は常にあるので書けません）';

/**
 * One entry of the menu: a section of the registry (`section`), optionally renamed, or a written page (`page`,
 * `content/pages/<slug>.md`). Paths never change with a rename.
 */
export const SiteSectionEntrySchema = z
  .strictObject({
    section: z.enum(MENU_SECTION_NAMES, { error: SECTION_NAME_TEXT }).optional().meta({ title: 'セクション', description: 'メニューに出すセクション。ここに並べた順がメニュー・フッター・トップページの順になり、並べなかったセクションはサイトから消えます。書いたページを並べるときは空にして「書いたページ」を選びます。' }),
    page: SlugSchema.optional().meta({ title: '書いたページ', description: 'メニューに出す書いたページの id（content/pages/ のファイル名から .md を除いたもの）。例: special。セクションを選んだ項目では空にします。' }),
    /**
     * Overrides the section's Latin name (menu, page heading, footer); with no `image`, the menu draws it as text. A
     * written page takes its names from its file (the content check refuses them here).
     */
    label: TextSchema.optional().meta({ title: '英字の名前', description: 'セクションの英字の名前を変えるときに書きます。メニュー・ページの見出し・フッターに出ます（URL は変わりません）。例: CHARACTER' }),
    /** Overrides the section's Japanese name (page title, heading, breadcrumbs, footer). */
    labelJa: TextSchema.optional().meta({ title: '日本語の名前', description: 'セクションの日本語の名前を変えるときに書きます。ページの題名・見出し・パンくず・フッターに出ます。例: キャラクター' }),
    /** The menu's label image; without it (or after a rename without one) the menu shows the names as text. */
    image: ImagePathSchema.optional().meta({ title: 'メニューの画像', description: 'メニューに出す文字の画像（横4:縦1）。名前を変えたセクションで絵を見せたいときだけ選びます。なければ名前が文字で出ます。' }),
  })
  .superRefine((entry, ctx) => {
    if ((entry.section === undefined) === (entry.page === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['section'], message: 'section（セクションの名前）か page（書いたページの id）のどちらか一方' });
    }
  });

/** The menu in its order; a section not listed is off. Absent: every section, in the registry's order. */
export const SiteSectionsSchema = z.array(SiteSectionEntrySchema).superRefine((entries, ctx) => {
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const [key, value] = entry.section !== undefined ? (['section', entry.section] as const) : (['page', entry.page] as const);
    if (value === undefined) return;
    const first = seen.get(`${key}:${value}`);
    if (first === undefined) seen.set(`${key}:${value}`, index);
    else ctx.addIssue({ code: 'custom', path: [index, key], message: `ほかの項目と重ならない${key === 'section' ? 'セクションの名前' : 'ページの id'}（${first + 1}番目と同じです。一つにつき一度だけ書けます）` });
  });
});

/** site.json `languages`: the default language first, each once, from the languages the kit has words for. */
export const SiteLanguagesSchema = z
  .array(z.enum(LANGS, { error: `${LANGS.map((lang) => JSON.stringify(lang)).join(' か ')}` }))
  .min(1, '少なくとも "ja" を一つ')
  .refine((langs) => langs[0] === DEFAULT_LANG, `最初は "${DEFAULT_LANG}"（日本語のページがサイトの元になります）`)
  .refine((langs) => new Set(langs).size === langs.length, '同じ言語は一度だけ');

/** Loose: the shell may add fields this module does not check. */
export const SiteSchema = z.looseObject({
  title: TextSchema.meta({ title: '作品名', description: '作品の正式な名前。ページの題名や検索結果、SNS で共有したときに出ます。例: 〇〇〇〇' }),
  titleEn: TextSchema.meta({ title: '作品名（英字）', description: '作品名の英字の表記。検索エンジン向けのデータで作品の別名になります。例: Sorairo Ensemble' }),
  shortName: SlugSchema.meta({ title: '短い名前', description: 'サイトを指す短い名前（半角の英小文字）。放送カレンダーのデータやエラー報告の中で使います。例: mysite' }),
  description: TextSchema.meta({ title: 'サイトの説明文', description: 'サイト全体の説明。検索結果や SNS で共有したときに、説明のないページの説明として出ます。' }),
  xAccountUrl: UrlSchema.meta({ title: 'XアカウントのURL', description: '作品の X（旧 Twitter）アカウントのページのアドレス。メニューとフッターのリンクになります。例: https://x.com/anime_official' }),
  xAccountName: z
    .string({ error: '@ で始まるアカウント名（例: @anime_official）' })
    .regex(/^@\w+$/, '@ で始まるアカウント名（例: @anime_official）')
    .meta({ title: 'Xのアカウント名', description: '作品の X アカウントの名前。フッターと、SNS で共有したときのデータに出ます。' }),
  errorReportingClient: SlugSchema.meta({ title: 'エラー報告の名前', description: 'エラー報告の中で、このサイトの版の名前の前に付く名前（半角の英小文字）。例: fansite' }),
  copyright: TextSchema.meta({ title: 'コピーライト', description: 'フッターに出る権利表記。例: ©〇〇〇〇製作委員会' }),
  footerNote: TextSchema.optional().meta({ title: 'フッターの注記', description: 'フッターに小さく出す一文（省略可）。例: このサイトはファンが運営する非公式サイトです。' }),
  /** Without it, the title in 『』. */
  workName: TextSchema.optional().meta({ title: '作品の呼び方', description: 'ページの説明文でサイトが作品を呼ぶ言い方（省略可）。なければ『作品名』。例: TVアニメ『〇〇〇〇』' }),
  /** Without it, 「（作品の呼び方）のファンサイト」. */
  siteName: TextSchema.optional().meta({ title: 'サイトの呼び方', description: 'ニュースの RSS・Atom の説明でサイトを呼ぶ言い方（省略可）。なければ「作品の呼び方のファンサイト」。公式でなければ「公式」と書かないでください。' }),
  /** Without it, 「X」. */
  xAccountLabel: TextSchema.optional().meta({ title: 'Xアカウントの呼び方', description: 'メニューとフッターで X アカウントを呼ぶ言い方（省略可）。なければ「X」。例: 公式X' }),
  /** Without it, the site's name. */
  operator: TextSchema.optional().meta({ title: 'サイトの運営者', description: '検索エンジン向けのデータで、ニュース記事の発行者になる名前（省略可）。なければサイトの呼び方。例: 〇〇〇〇製作委員会' }),
  /** Without it (or for each name left out), the product's palette, lib/theme.json. */
  colors: ThemeColorsSchema.optional().meta({ title: 'サイトの色', description: '作品に合わせたサイトの色（省略可）。変えたい色だけ選び、選ばなかった色は見本の色のままです。文字が読めるかはチェックが確かめます。' }),
  /** The languages the site is published in, Japanese first (see {@link SiteLanguagesSchema}); absent: Japanese only. */
  languages: SiteLanguagesSchema.optional().meta({ title: 'サイトの言語', description: 'サイトを出す言語（省略可）。最初は ja（日本語）で、英語版も出すなら ["ja", "en"]。英語版のページは /en/ の下にでき、訳したファイル（例: news/記事.en.md）から作られます。' }),
  /** Which sections are on, their names and order (see {@link SiteSectionsSchema}); absent: all, as the registry has them. */
  sections: SiteSectionsSchema.optional().meta({ title: 'メニューの項目', description: 'メニューに出すセクションと書いたページ、その名前と順番（省略可）。書かなければすべてのセクションが決まった順に出ます。' }),
});
export type SiteFile = z.infer<typeof SiteSchema>;

export const NewsCategorySchema = z.strictObject({
  slug: SlugSchema.meta({ title: 'カテゴリの id', description: '記事の「カテゴリ」に書く名前（半角の英小文字）。カテゴリのページの URL にもなります。例: event' }),
  label: TextSchema.meta({ title: 'カテゴリ名', description: 'ニュース一覧とカテゴリの絞り込みに出るカテゴリの名前。例: イベント' }),
  /**
   * The name on English pages, beside the Japanese one (as site.json's `titleEn`) rather than in a settings.en.yaml:
   * the editor's multiple_files translation would copy the whole list, ids and colours too, into a second file that
   * could drift from the first; one more field of the same entry cannot.
   */
  labelEn: TextSchema.optional().meta({ title: 'カテゴリ名（英語）', description: '英語版のページに出るカテゴリの名前（英語版があるときだけ）。例: Events' }),
  /** Without one the dot is grey. */
  color: ColorTokenSchema.nullable().default(null).meta({ title: 'カテゴリの色', description: 'ニュース一覧でカテゴリ名の前に付く印の色（サイトの色の名前。ink は本文の色）。選ばなければ灰色です。' }),
});
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

/** The id in a YouTube URL (`watch?v=<id>`). */
export const YoutubeIdSchema = z
  .string({ error: '11文字の YouTube 動画 ID' })
  .regex(/^[A-Za-z0-9_-]{11}$/, '11文字の YouTube 動画 ID');

export const SettingsSchema = z
  .strictObject({
    catchCopy: TextSchema.meta({ title: 'キャッチコピー', description: 'トップページのキービジュアルに重ねて出す一文。例: 〇〇〇〇〇〇〇〇。' }),
    keyVisualAlt: TextSchema.meta({ title: 'キービジュアルの説明', description: 'トップページのキービジュアル（public/images/top/kv.png）に何が描かれているかの文。画面を読み上げるソフトが読みます。' }),
    broadcastStart: TextSchema.meta({ title: '放送開始の告知文', description: 'トップページのキービジュアルの下に出す放送の告知。例: 2026年10月3日（土）より毎週土曜 25:30〜 〇〇テレビほかにて放送開始' }),
    pvYoutubeId: YoutubeIdSchema.optional().meta({ title: 'PV の YouTube 動画 ID', description: 'トップページに出す PV の YouTube 動画の ID（省略可）。YouTube の URL の「v=」のあとの11文字です。例: abcDEF12345' }),
    pvPoster: ImagePathSchema.optional().meta({ title: 'PV の静止画', description: 'PV の再生前に出す画像（横16:縦9）。PV の動画 ID を書いたときは必須です。' }),
    newsCategories: z.array(NewsCategorySchema).min(1).meta({ title: 'ニュースのカテゴリ', description: 'ニュースの分類。ニュース一覧の絞り込みと、記事の「カテゴリ」で選べる値になります。' }),
  })
  .superRefine((settings, ctx) => {
    if (settings.pvYoutubeId !== undefined && settings.pvPoster === undefined) {
      ctx.addIssue({ code: 'custom', path: ['pvPoster'], message: 'PV の静止画のパス（pvYoutubeId を書いたときは必須。例: /images/news/pv.png）' });
    }
  });
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * The works (#37) a character or a cast entry is in: ids of `content/works.yaml`; left out or empty (the editor writes
 * an empty list), every work. A role recast for one work is a second cast entry of the character with that work and
 * its own `cv`.
 */
export const AppearsInSchema = z.array(ReferenceSchema).meta({ title: '登場する作品', description: 'このキャラクター（声優）が登場する作品（第2期・劇場版があるときだけ）。選ばなければすべての作品です。' });

export const VoiceActorSchema = z.strictObject({
  name: TextSchema.meta({ title: '名前', description: '声優の名前。姓と名の間に半角スペースを入れます。例: 青空 ひかり' }),
  reading: ReadingSchema.meta({ title: '読み', description: '声優の名前の読み（ひらがなかカタカナ）。名前と同じ位置にスペースを入れると、姓・名それぞれにふりがなが付きます。例: あおぞら ひかり' }),
});
export type VoiceActor = z.infer<typeof VoiceActorSchema>;

/** Unique across music and discs. */
export const CatalogueCodeSchema = z
  .string({ error: '品番（英大文字2〜6文字-数字3〜5桁。例: ABCD-0001）' })
  .regex(/^[A-Z]{2,6}-\d{3,5}$/, '品番（英大文字2〜6文字-数字3〜5桁。例: ABCD-0001）');

// ---- Works (#37): several seasons or films of one series under one site ----

/** What a work is: a TV season, a film or an OVA; a film has no episodes and a screening file instead of onair.yaml. */
export const WorkKindSchema = z.enum(['tv', 'film', 'ova'], { error: '作品の種類（tv・film・ova）' });
export type WorkKind = z.infer<typeof WorkKindSchema>;

const WORK_ID = '半角の英小文字・数字・ハイフンだけの id（2つ目からの作品は content/works/ のフォルダの名前も同じ id にします。例: tv2、movie）';

/** One work of `works.yaml`; its id names its folder (`content/works/<id>/`) and its URLs (`/story/<id>/`). */
export const WorkEntrySchema = z.strictObject({
  // The id is also the folder's name, so the message says both change together.
  id: z
    .string({ error: WORK_ID })
    .regex(/^[a-z0-9-]+$/, WORK_ID)
    .meta({ title: '作品の id', description: '作品を指す名前。その作品のページの URL（/story/<id>/）になります。' }),
  label: TextSchema.meta({ title: '作品の表示名', description: '作品を切り替えるリンクや見出しに出る名前。例: 第2期' }),
  kind: WorkKindSchema.meta({ title: '作品の種類', description: 'tv（テレビシリーズ）・film（映画）・ova のどれか。映画には各話がなく、放送の代わりに上映情報があります。' }),
  /** Until then nothing of the work is in a build; without it, the work is announced when it first becomes the current one. */
  announce: PublishDateSchema.optional().meta({ title: '発表する日時', description: 'その作品をサイトに初めて出す日時（省略可）。書かなければ、いまの作品に切り替わる日時に発表されます。' }),
});

/** A change of the current work: `from` is when the top page, STORY and ONAIR switch to it (the first may omit it). */
export const WorkSwitchSchema = z.strictObject({
  work: ReferenceSchema.meta({ title: '作品', description: 'この日時からトップページ・STORY・ON AIR に出す作品。' }),
  from: PublishDateSchema.optional().meta({ title: '切り替わる日時', description: 'その作品に切り替わる日時（日本時間）。1つ目は書かなくてかまいません。' }),
});

/** `content/works.yaml`: the works in display order (the first is today's top-level files) and when each becomes the current one. */
export const WorksFileSchema = z.strictObject({
  works: z.array(WorkEntrySchema).min(1).meta({ title: '作品', description: 'このサイトの作品（第1期・第2期・劇場版など）。1つ目は今までの作品です。' }),
  /** Without it, the first work stays the current one. */
  current: z.array(WorkSwitchSchema).min(1).optional().meta({ title: 'いまの作品', description: 'トップページ・STORY・ON AIR が出す作品と、切り替わる日時（省略可）。上から切り替わる順に書きます。' }),
});
export type WorksFile = z.infer<typeof WorksFileSchema>;

/** `content/works/<id>/work.yaml`: what `settings.yaml` holds for the first work, for another work. */
export const WorkFileSchema = z
  .strictObject({
    title: TextSchema.meta({ title: '作品名', description: 'この作品の名前。検索エンジン向けのデータに使います。例: 〇〇〇〇 第2期' }),
    catchCopy: TextSchema.meta({ title: 'キャッチコピー', description: 'この作品がいまの作品のあいだ、トップページのキービジュアルに重ねる一文。' }),
    keyVisual: ImageSchema.meta({ title: 'キービジュアル', description: 'この作品がいまの作品のあいだのトップページの画像（横16:縦9）。' }),
    /** The portrait crop phones held upright get, as the first work's `top/kv-sp.png`; its description is `keyVisual`'s. */
    keyVisualSp: ImagePathSchema.optional().meta({ title: 'スマートフォン用のキービジュアル（縦長）', description: 'スマートフォンを縦に持ったときのキービジュアル（縦長。省略可）。なければ横長の画像の中央を切り抜きます。' }),
    broadcastStart: TextSchema.meta({ title: '放送・公開の告知文', description: 'トップページのキービジュアルの下に出す告知。例: 2027年1月9日（土）より放送開始' }),
    pvYoutubeId: SettingsSchema.shape.pvYoutubeId,
    pvPoster: SettingsSchema.shape.pvPoster,
  })
  .superRefine((work, ctx) => {
    if (work.pvYoutubeId !== undefined && work.pvPoster === undefined) {
      ctx.addIssue({ code: 'custom', path: ['pvPoster'], message: 'PV の静止画のパス（pvYoutubeId を書いたときは必須。例: /images/news/pv.png）' });
    }
  });
