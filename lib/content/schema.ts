/**
 * zod schemas for every file under `content/`, both the loaders' check and the TypeScript type. Each field's Japanese
 * name (`.meta({ title })`) names it in editors' messages; no Node imports, so components may import its types.
 */
import { z } from 'zod';
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
  src: ImagePathSchema.meta({ title: '画像ファイル' }),
  alt: TextSchema.meta({ title: '画像の説明' }),
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
  label: TextSchema.meta({ title: 'リンクの文字' }),
  url: UrlSchema.meta({ title: 'URL' }),
});

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
    section: z.enum(MENU_SECTION_NAMES, { error: SECTION_NAME_TEXT }).optional().meta({ title: 'セクション' }),
    page: SlugSchema.optional().meta({ title: '書いたページ' }),
    /**
     * Overrides the section's Latin name (menu, page heading, footer); with no `image`, the menu draws it as text. A
     * written page takes its names from its file (the content check refuses them here).
     */
    label: TextSchema.optional().meta({ title: '英字の名前' }),
    /** Overrides the section's Japanese name (page title, heading, breadcrumbs, footer). */
    labelJa: TextSchema.optional().meta({ title: '日本語の名前' }),
    /** The menu's label image; without it (or after a rename without one) the menu shows the names as text. */
    image: ImagePathSchema.optional().meta({ title: 'メニューの画像' }),
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

/** Loose: the shell may add fields this module does not check. */
export const SiteSchema = z.looseObject({
  title: TextSchema.meta({ title: '作品名' }),
  titleEn: TextSchema.meta({ title: '作品名（英字）' }),
  shortName: SlugSchema.meta({ title: '短い名前' }),
  description: TextSchema.meta({ title: 'サイトの説明文' }),
  xAccountUrl: UrlSchema.meta({ title: 'XアカウントのURL' }),
  xAccountName: z
    .string({ error: '@ で始まるアカウント名（例: @anime_official）' })
    .regex(/^@\w+$/, '@ で始まるアカウント名（例: @anime_official）')
    .meta({ title: 'Xのアカウント名' }),
  errorReportingClient: SlugSchema.meta({ title: 'エラー報告の名前' }),
  copyright: TextSchema.meta({ title: 'コピーライト' }),
  footerNote: TextSchema.optional().meta({ title: 'フッターの注記' }),
  /** Without it, the title in 『』. */
  workName: TextSchema.optional().meta({ title: '作品の呼び方' }),
  /** Without it, 「（作品の呼び方）のファンサイト」. */
  siteName: TextSchema.optional().meta({ title: 'サイトの呼び方' }),
  /** Without it, 「X」. */
  xAccountLabel: TextSchema.optional().meta({ title: 'Xアカウントの呼び方' }),
  /** Without it, the site's name. */
  operator: TextSchema.optional().meta({ title: 'サイトの運営者' }),
  /** Without it (or for each name left out), the product's palette, lib/theme.json. */
  colors: ThemeColorsSchema.optional().meta({ title: 'サイトの色' }),
  /** Which sections are on, their names and order (see {@link SiteSectionsSchema}); absent: all, as the registry has them. */
  sections: SiteSectionsSchema.optional().meta({ title: 'メニューの項目' }),
});
export type SiteFile = z.infer<typeof SiteSchema>;

export const NewsCategorySchema = z.strictObject({
  slug: SlugSchema.meta({ title: 'カテゴリの id' }),
  label: TextSchema.meta({ title: 'カテゴリ名' }),
  /** Without one the dot is grey. */
  color: ColorTokenSchema.nullable().default(null).meta({ title: 'カテゴリの色' }),
});
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

/** The id in a YouTube URL (`watch?v=<id>`). */
export const YoutubeIdSchema = z
  .string({ error: '11文字の YouTube 動画 ID' })
  .regex(/^[A-Za-z0-9_-]{11}$/, '11文字の YouTube 動画 ID');

export const SettingsSchema = z
  .strictObject({
    catchCopy: TextSchema.meta({ title: 'キャッチコピー' }),
    keyVisualAlt: TextSchema.meta({ title: 'キービジュアルの説明' }),
    broadcastStart: TextSchema.meta({ title: '放送開始の告知文' }),
    pvYoutubeId: YoutubeIdSchema.optional().meta({ title: 'PV の YouTube 動画 ID' }),
    pvPoster: ImagePathSchema.optional().meta({ title: 'PV の静止画' }),
    newsCategories: z.array(NewsCategorySchema).min(1).meta({ title: 'ニュースのカテゴリ' }),
  })
  .superRefine((settings, ctx) => {
    if (settings.pvYoutubeId !== undefined && settings.pvPoster === undefined) {
      ctx.addIssue({ code: 'custom', path: ['pvPoster'], message: 'PV の静止画のパス（pvYoutubeId を書いたときは必須。例: /images/news/pv.png）' });
    }
  });
export type Settings = z.infer<typeof SettingsSchema>;

export const NewsFrontMatterSchema = z
  .strictObject({
    title: TextSchema.meta({ title: 'タイトル' }),
    /** Until then the article is in no page, list, feed, sitemap or search index of a build. */
    date: PublishDateSchema.meta({ title: '日付' }),
    category: ReferenceSchema.meta({ title: 'カテゴリ' }),
    image: ImagePathSchema.optional().meta({ title: '画像' }),
    imageAlt: TextSchema.optional().meta({ title: '画像の説明' }),
    /** Derived from the body when absent. */
    summary: TextSchema.optional().meta({ title: '概要' }),
  })
  .superRefine((fm, ctx) => {
    if (fm.image !== undefined && fm.imageAlt === undefined) {
      ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: '画像の説明（image を書いたときは必須）' });
    }
    if (fm.image === undefined && fm.imageAlt !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: '画像のパス（imageAlt を書いたときは必須）' });
    }
  });
export type NewsFrontMatter = z.infer<typeof NewsFrontMatterSchema>;

export const StoryIntroFrontMatterSchema = z.strictObject({
  title: TextSchema.meta({ title: '見出し' }),
  lead: TextSchema.optional().meta({ title: 'リード文' }),
});

export const EpisodeCreditsSchema = z.strictObject({
  screenplay: TextSchema.meta({ title: '脚本' }),
  storyboard: TextSchema.meta({ title: '絵コンテ' }),
  director: TextSchema.meta({ title: '演出' }),
  animationDirectors: z.array(TextSchema).min(1).meta({ title: '作画監督' }),
});
export type EpisodeCredits = z.infer<typeof EpisodeCreditsSchema>;

/** An empty body means the synopsis is not written yet. */
export const EpisodeFrontMatterSchema = z.strictObject({
  number: z.int({ error: '話数（1 以上の整数）' }).positive('話数（1 以上の整数）').meta({ title: '話数' }),
  title: TextSchema.meta({ title: 'サブタイトル' }),
  airDate: DateStringSchema.meta({ title: '放送日' }),
  /** By default, the first broadcast (`airDate` at the fastest station's time). */
  revealAt: RevealTimeSchema.optional().meta({ title: 'あらすじの公開日時' }),
  stills: z.array(ImageSchema).min(1).meta({ title: '場面写真' }),
  credits: EpisodeCreditsSchema.meta({ title: 'スタッフ' }),
});
export type EpisodeFrontMatter = z.infer<typeof EpisodeFrontMatterSchema>;

/**
 * The works (#37) a character or a cast entry is in: ids of `content/works.yaml`; left out or empty (the editor writes
 * an empty list), every work. A role recast for one work is a second cast entry of the character with that work and
 * its own `cv`.
 */
export const AppearsInSchema = z.array(ReferenceSchema).meta({ title: '登場する作品' });

export const VoiceActorSchema = z.strictObject({
  name: TextSchema.meta({ title: '名前' }),
  reading: ReadingSchema.meta({ title: '読み' }),
});
export type VoiceActor = z.infer<typeof VoiceActorSchema>;

export const AlternateImageSchema = z.strictObject({
  src: ImagePathSchema.meta({ title: '画像ファイル' }),
  alt: TextSchema.meta({ title: '画像の説明' }),
  label: TextSchema.meta({ title: 'タブの名前' }),
});

export const MemberSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID' }),
  name: TextSchema.meta({ title: '名前' }),
  reading: ReadingSchema.meta({ title: '読み' }),
  nameEn: TextSchema.meta({ title: '名前（ローマ字）' }),
  cv: VoiceActorSchema.meta({ title: '声優' }),
  grade: TextSchema.meta({ title: '学年' }),
  part: TextSchema.meta({ title: 'パート' }),
  birthday: MonthDaySchema.meta({ title: '誕生日' }),
  height: z.int({ error: '身長（cm）の整数' }).min(100).max(220).meta({ title: '身長' }),
  profile: TextSchema.meta({ title: 'プロフィール' }),
  quote: TextSchema.meta({ title: 'セリフ' }),
  color: ColorTokenSchema.meta({ title: 'テーマカラー' }),
  works: AppearsInSchema.optional(),
  images: z
    .strictObject({
      main: ImageSchema.meta({ title: 'メインの画像' }),
      alternates: z.array(AlternateImageSchema).meta({ title: 'ほかの画像' }),
    })
    .meta({ title: '画像' }),
});
export type Member = z.infer<typeof MemberSchema>;

export const SupportingCharacterSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID' }),
  name: TextSchema.meta({ title: '名前' }),
  reading: ReadingSchema.meta({ title: '読み' }),
  cv: VoiceActorSchema.meta({ title: '声優' }),
  role: TextSchema.meta({ title: '役どころ' }),
  description: TextSchema.meta({ title: '紹介文' }),
  image: ImageSchema.meta({ title: '画像' }),
  works: AppearsInSchema.optional(),
});
export type SupportingCharacter = z.infer<typeof SupportingCharacterSchema>;

export const MembersFileSchema = z.strictObject({
  /** Without it, a plain sentence is written. */
  lead: TextSchema.optional().meta({ title: 'ページの紹介文' }),
  members: z.array(MemberSchema).min(1).meta({ title: 'メンバー' }),
  supporting: z.array(SupportingCharacterSchema).meta({ title: 'サブキャラクター' }),
});
export type MembersFile = z.infer<typeof MembersFileSchema>;

/** Name and CV come from `members.yaml`. */
export const CastEntrySchema = z.strictObject({
  character: ReferenceSchema.meta({ title: 'キャラクター' }),
  /** Works (#37) where this entry holds; a recast role is a second entry with the other works. */
  works: AppearsInSchema.optional(),
  /** The voice actor for these works, when not the one of `members.yaml` (a recast). */
  cv: VoiceActorSchema.optional().meta({ title: '声優（members.yaml と違うとき）' }),
});

export const CastFileSchema = z.strictObject({
  cast: z.array(CastEntrySchema).min(1).meta({ title: 'キャスト' }),
});

export const StaffEntrySchema = z.strictObject({
  role: TextSchema.meta({ title: '役職' }),
  names: z.array(TextSchema).min(1).meta({ title: '名前' }),
});
export type StaffEntry = z.infer<typeof StaffEntrySchema>;

export const StaffFileSchema = z.strictObject({
  staff: z.array(StaffEntrySchema).min(1).meta({ title: 'スタッフ' }),
});

export const StationSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID' }),
  name: TextSchema.meta({ title: '放送局名' }),
  area: TextSchema.meta({ title: '放送地域' }),
  /** Its weekday must equal `weekday`. */
  firstAirDate: DateStringSchema.meta({ title: '放送開始日' }),
  weekday: WeekdaySchema.meta({ title: '曜日' }),
  time: BroadcastTimeSchema.meta({ title: '放送時刻' }),
  note: TextSchema.optional().meta({ title: '備考' }),
  /** Exactly one station has it; episode air times are computed from it. */
  fastest: z.boolean({ error: 'true か false' }).optional().meta({ title: '最速放送' }),
  repeat: z.boolean({ error: 'true か false' }).optional().meta({ title: 'リピート放送' }),
});
export type Station = z.infer<typeof StationSchema>;

export const StreamingServiceSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID' }),
  name: TextSchema.meta({ title: 'サービス名' }),
  type: z.enum(['見放題', 'レンタル'], { error: '配信の種類' }).meta({ title: '配信の種類' }),
  /** Its weekday must equal `weekday`. */
  startDate: DateStringSchema.meta({ title: '配信開始日' }),
  weekday: WeekdaySchema.meta({ title: '更新の曜日' }),
  time: BroadcastTimeSchema.meta({ title: '更新の時刻' }),
  url: UrlSchema.meta({ title: 'URL' }),
  note: TextSchema.optional().meta({ title: '備考' }),
});
export type StreamingService = z.infer<typeof StreamingServiceSchema>;

export const OnAirFileSchema = z.strictObject({
  notes: z.array(TextSchema).min(1).meta({ title: '注意書き' }),
  stations: z.array(StationSchema).min(1).meta({ title: '放送局' }),
  streaming: z.array(StreamingServiceSchema).meta({ title: '配信サービス' }),
});
export type OnAirFile = z.infer<typeof OnAirFileSchema>;

/** Unique across music and discs. */
const CatalogueCodeSchema = z
  .string({ error: '品番（英大文字2〜6文字-数字3〜5桁。例: ABCD-0001）' })
  .regex(/^[A-Z]{2,6}-\d{3,5}$/, '品番（英大文字2〜6文字-数字3〜5桁。例: ABCD-0001）');

export const EditionSchema = z.strictObject({
  name: TextSchema.meta({ title: '商品名' }),
  code: CatalogueCodeSchema.meta({ title: '品番' }),
  priceTaxIncluded: PriceSchema.meta({ title: '税込価格' }),
});
export type Edition = z.infer<typeof EditionSchema>;

export const TrackSchema = z.strictObject({
  no: z.int({ error: 'トラック番号（1 以上の整数）' }).positive('トラック番号（1 以上の整数）').meta({ title: 'トラック番号' }),
  title: TextSchema.meta({ title: '曲名' }),
  note: TextSchema.optional().meta({ title: '備考' }),
});
export type Track = z.infer<typeof TrackSchema>;

export const MusicItemSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID' }),
  kind: z
    .enum(['オープニングテーマ', 'エンディングテーマ', '挿入歌', 'アルバム'], { error: '種類' })
    .meta({ title: '種類' }),
  title: TextSchema.meta({ title: 'タイトル' }),
  artist: TextSchema.meta({ title: 'アーティスト' }),
  credits: z
    .strictObject({
      lyrics: TextSchema.optional().meta({ title: '作詞' }),
      composition: TextSchema.optional().meta({ title: '作曲' }),
      arrangement: TextSchema.optional().meta({ title: '編曲' }),
    })
    .optional()
    .meta({ title: 'クレジット' }),
  releaseDate: DateStringSchema.meta({ title: '発売日' }),
  description: TextSchema.optional().meta({ title: '紹介文' }),
  jacket: ImageSchema.meta({ title: 'ジャケット' }),
  editions: z.array(EditionSchema).min(1).meta({ title: '商品' }),
  tracks: z.array(TrackSchema).min(1).meta({ title: '収録曲' }),
  links: z
    .strictObject({
      streaming: z.array(LinkSchema).meta({ title: '配信' }),
      purchase: z.array(LinkSchema).meta({ title: '購入' }),
    })
    .meta({ title: 'リンク' }),
});
export type MusicItem = z.infer<typeof MusicItemSchema>;

export const MusicFileSchema = z.strictObject({
  music: z.array(MusicItemSchema).min(1).meta({ title: '音楽' }),
});

export const DiscFormatSchema = z.strictObject({
  format: z.enum(['Blu-ray', 'DVD'], { error: '形態' }).meta({ title: '形態' }),
  code: CatalogueCodeSchema.meta({ title: '品番' }),
  priceTaxIncluded: PriceSchema.meta({ title: '税込価格' }),
});
export type DiscFormat = z.infer<typeof DiscFormatSchema>;

export const DiscVolumeSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID' }),
  label: TextSchema.meta({ title: '巻の表示名' }),
  title: TextSchema.meta({ title: '商品名' }),
  releaseDate: DateStringSchema.meta({ title: '発売日' }),
  episodes: z
    .array(z.int({ error: '話数（1 以上の整数）' }).positive('話数（1 以上の整数）'))
    .min(1)
    .meta({ title: '収録話' }),
  formats: z.array(DiscFormatSchema).min(1).meta({ title: '形態' }),
  bonusItems: z.array(TextSchema).meta({ title: '封入特典' }),
  extras: z.array(TextSchema).meta({ title: '映像特典' }),
  jacket: ImageSchema.meta({ title: 'ジャケット' }),
});
export type DiscVolume = z.infer<typeof DiscVolumeSchema>;

export const StoreSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID' }),
  name: TextSchema.meta({ title: '店舗名' }),
  url: UrlSchema.meta({ title: 'URL' }),
});
export type Store = z.infer<typeof StoreSchema>;

export const StoreBonusSchema = z.strictObject({
  store: ReferenceSchema.meta({ title: '店舗' }),
  item: TextSchema.meta({ title: '特典' }),
  condition: TextSchema.meta({ title: '条件' }),
  volumes: z
    .union([z.literal('all'), z.array(ReferenceSchema).min(1)], {
      error: 'all か、巻の id の一覧（例: [vol1, vol2]）',
    })
    .meta({ title: '対象の巻' }),
});
export type StoreBonus = z.infer<typeof StoreBonusSchema>;

export const DiscsFileSchema = z.strictObject({
  volumes: z.array(DiscVolumeSchema).min(1).meta({ title: '巻' }),
  stores: z.array(StoreSchema).meta({ title: '店舗' }),
  storeBonuses: z.array(StoreBonusSchema).meta({ title: '店舗別特典' }),
  notes: z.array(TextSchema).optional().meta({ title: '注意書き' }),
});

// Written pages (`content/pages/<slug>.md`): special, event and campaign pages the fan group writes.

/** A file offered for download under an image: a wallpaper's size for PCs, an icon set … */
export const DownloadSchema = z.strictObject({
  /** What the file is for, e.g. 「PC 1920×1080」; the page adds its format and size. */
  label: TextSchema.meta({ title: 'リンクの文字' }),
  src: ImagePathSchema.meta({ title: 'ダウンロードするファイル' }),
});

export const GalleryImageSchema = z.strictObject({
  /** The thumbnail, through the image variants like every content image. */
  src: ImagePathSchema.meta({ title: '画像ファイル' }),
  alt: TextSchema.meta({ title: '画像の説明' }),
  caption: TextSchema.optional().meta({ title: 'キャプション' }),
  downloads: z.array(DownloadSchema).min(1).optional().meta({ title: 'ダウンロード' }),
});

export const GallerySchema = z.strictObject({
  title: TextSchema.meta({ title: 'ギャラリーの見出し' }),
  images: z.array(GalleryImageSchema).min(1).meta({ title: 'ギャラリーの画像' }),
});

/** A video shown like the top page's PV: a still, and YouTube's player once the visitor asks for it. */
export const PagePvSchema = z.strictObject({
  youtubeId: YoutubeIdSchema.meta({ title: 'YouTube 動画 ID' }),
  poster: ImagePathSchema.meta({ title: 'PV の静止画' }),
});

const LATIN_LABEL = '半角の英字の見出し（例: SPECIAL、EVENT 2026）';

export const WrittenPageFrontMatterSchema = z.strictObject({
  /** The page's `<h1>` and `<title>`, and its name in the menu under the label. */
  title: TextSchema.meta({ title: 'タイトル' }),
  /** The Latin word above the heading, as every section page has (「NEWS」), and the menu entry's label. */
  label: z
    .string({ error: LATIN_LABEL })
    .regex(/^[A-Za-z0-9][\x20-\x7E]*$/, LATIN_LABEL)
    .meta({ title: '英字の見出し' }),
  /** The menu entry's label image (4:1, like `/images/menu/`); without it the menu shows the label as text. */
  menuImage: ImagePathSchema.optional().meta({ title: 'メニューの画像' }),
  /** Until then the page, its menu entry and its images are in no build, as a timed news article. */
  publishAt: PublishDateSchema.optional().meta({ title: '公開日時' }),
  /** The meta description; without it, the start of the body. */
  description: TextSchema.optional().meta({ title: '説明文' }),
  /** The image at the top of the page, also its share image. */
  hero: ImageSchema.optional().meta({ title: 'メインの画像' }),
  galleries: z.array(GallerySchema).optional().meta({ title: 'ギャラリー' }),
  pv: PagePvSchema.optional().meta({ title: 'PV' }),
});

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
    .meta({ title: '作品の id' }),
  label: TextSchema.meta({ title: '作品の表示名' }),
  kind: WorkKindSchema.meta({ title: '作品の種類' }),
  /** Until then nothing of the work is in a build; without it, the work is announced when it first becomes the current one. */
  announce: PublishDateSchema.optional().meta({ title: '発表する日時' }),
});

/** A change of the current work: `from` is when the top page, STORY and ONAIR switch to it (the first may omit it). */
export const WorkSwitchSchema = z.strictObject({
  work: ReferenceSchema.meta({ title: '作品' }),
  from: PublishDateSchema.optional().meta({ title: '切り替わる日時' }),
});

/** `content/works.yaml`: the works in display order (the first is today's top-level files) and when each becomes the current one. */
export const WorksFileSchema = z.strictObject({
  works: z.array(WorkEntrySchema).min(1).meta({ title: '作品' }),
  /** Without it, the first work stays the current one. */
  current: z.array(WorkSwitchSchema).min(1).optional().meta({ title: 'いまの作品' }),
});
export type WorksFile = z.infer<typeof WorksFileSchema>;

/** `content/works/<id>/work.yaml`: what `settings.yaml` holds for the first work, for another work. */
export const WorkFileSchema = z
  .strictObject({
    title: TextSchema.meta({ title: '作品名' }),
    catchCopy: TextSchema.meta({ title: 'キャッチコピー' }),
    keyVisual: ImageSchema.meta({ title: 'キービジュアル' }),
    /** The portrait crop phones held upright get, as the first work's `top/kv-sp.png`; its description is `keyVisual`'s. */
    keyVisualSp: ImagePathSchema.optional().meta({ title: 'スマートフォン用のキービジュアル（縦長）' }),
    broadcastStart: TextSchema.meta({ title: '放送・公開の告知文' }),
    pvYoutubeId: SettingsSchema.shape.pvYoutubeId,
    pvPoster: SettingsSchema.shape.pvPoster,
  })
  .superRefine((work, ctx) => {
    if (work.pvYoutubeId !== undefined && work.pvPoster === undefined) {
      ctx.addIssue({ code: 'custom', path: ['pvPoster'], message: 'PV の静止画のパス（pvYoutubeId を書いたときは必須。例: /images/news/pv.png）' });
    }
  });

/** The 47 prefectures, written in full as a theatre listing names them. */
const PREFECTURES: readonly string[] = [
  '北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県', '茨城県', '栃木県', '群馬県', '埼玉県', '千葉県',
  '東京都', '神奈川県', '新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県', '三重県',
  '滋賀県', '京都府', '大阪府', '兵庫県', '奈良県', '和歌山県', '鳥取県', '島根県', '岡山県', '広島県', '山口県', '徳島県',
  '香川県', '愛媛県', '高知県', '福岡県', '佐賀県', '長崎県', '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県',
];
const PREFECTURE = '47都道府県のどれかの名前（「都」「道」「府」「県」まで書きます。例: 東京都、大阪府、北海道、神奈川県）';

export const TheatreSchema = z.strictObject({
  prefecture: z
    .string({ error: PREFECTURE })
    .refine((name) => PREFECTURES.includes(name), PREFECTURE)
    .meta({ title: '都道府県' }),
  name: TextSchema.meta({ title: '劇場名' }),
  url: UrlSchema.meta({ title: 'URL' }),
  note: TextSchema.optional().meta({ title: '備考' }),
});
export type Theatre = z.infer<typeof TheatreSchema>;

/** `content/works/<id>/screening.yaml` (or `content/screening.yaml` when the first work is a film): a film's onair.yaml. */
export const ScreeningFileSchema = z.strictObject({
  /** 00:00 JST of this day is the release, which the countdown counts down to. */
  startDate: DateStringSchema.meta({ title: '公開日' }),
  /** The last day, included: from 00:00 JST of the next it has ended (no ticket link). Without it, open-ended (「上映中」). */
  endDate: DateStringSchema.optional().meta({ title: '上映終了日' }),
  notes: z.array(TextSchema).min(1).meta({ title: '注意書き' }),
  theatres: z.array(TheatreSchema).min(1).meta({ title: '上映劇場' }),
  ticketUrl: UrlSchema.optional().meta({ title: 'チケットの URL' }),
});
export type ScreeningFile = z.infer<typeof ScreeningFileSchema>;
