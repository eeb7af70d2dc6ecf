/**
 * zod schemas for every kind of file under `content/`.
 *
 * Each schema is both the check (loaders call `safeParse` on what they read) and the TypeScript type
 * (`type NewsFrontMatter = z.infer<typeof NewsFrontMatterSchema>`).
 *
 * Written for the people who edit content, in Japanese:
 * - every field carries its Japanese name as metadata, `.meta({ title: 'タイトル' })` (zod's global registry, the
 *   `title` of JSON Schema): messages name a field 「タイトル（title）」 from it, and an editor's field labels can be
 *   generated from the same place. `fields.test.ts` fails when a field has none;
 * - a message set here names what the field needs as a noun phrase (「年-月-日 の形の日付（例: 2026-10-03）」);
 *   `errors.ts` turns it into a sentence and adds the file, line, field and the value that was found.
 *
 * This module has no Node imports, so components may `import type` from it.
 */
import { z } from 'zod';
import { COLOR_TOKENS } from '../colorTokens';
import { isRealDate } from '../format';

/* ------------------------------------------------------------------------------------------------ */
/* Shared field types                                                                               */
/* ------------------------------------------------------------------------------------------------ */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date in Japan, written `YYYY-MM-DD` (quote-free in YAML; the loaders parse YAML 1.2, which
 * keeps it a string). For broadcasts it is the date in 30-hour notation, i.e. a "Saturday 25:30" slot has
 * the Saturday's date.
 */
export const DateStringSchema = z
  .string({ error: '年-月-日 の形の日付（例: 2026-10-03）' })
  .regex(DATE_RE, { error: '年-月-日 の形の日付（例: 2026-10-03）', abort: true })
  .refine(isRealDate, '実在する日付（年-月-日。例: 2026-10-03）');

/** A date with a time, `YYYY-MM-DD HH:MM`, the time up to `maxHour`:59. */
function dateTimeRegex(maxHour: 23 | 29): RegExp {
  const hours = maxHour === 23 ? '(?:[01]\\d|2[0-3])' : '(?:[01]\\d|2\\d)';
  return new RegExp(`^\\d{4}-\\d{2}-\\d{2}(?: ${hours}:[0-5]\\d)?$`);
}

const PUBLISH_DATE_NAME = '年-月-日 の形の日付（時刻も決めるときは 年-月-日 時:分。日本時間の00:00〜23:59。例: 2026-10-03、2026-12-01 12:00）';

/**
 * When a news article is published, in Japan: `YYYY-MM-DD` (00:00 JST that day) or `YYYY-MM-DD HH:MM`
 * (`2026-12-01 12:00`, 00:00–23:59). An article is not in the site before then. YAML 1.2 keeps both forms strings.
 */
export const PublishDateSchema = z
  .string({ error: PUBLISH_DATE_NAME })
  .regex(dateTimeRegex(23), { error: PUBLISH_DATE_NAME, abort: true })
  .refine((v) => isRealDate(v.slice(0, 10)), '実在する日付（年-月-日。例: 2026-10-03）');

const REVEAL_TIME_NAME = '年-月-日 時:分 の形の日時（日本時間。深夜は30時間表記も可。例: 2026-10-03 18:00、2026-10-03 25:30）';

/**
 * An instant written as a date and a time in Japan, `YYYY-MM-DD HH:MM`, the time in 30-hour notation like the
 * broadcast slots (`2026-10-03 25:30` is 01:30 on the 4th); a date alone means 00:00.
 */
export const RevealTimeSchema = z
  .string({ error: REVEAL_TIME_NAME })
  .regex(dateTimeRegex(29), { error: REVEAL_TIME_NAME, abort: true })
  .refine((v) => isRealDate(v.slice(0, 10)), '実在する日付（年-月-日。例: 2026-10-03）');

/** A birthday without a year, `MM-DD`. */
export const MonthDaySchema = z
  .string({ error: '月-日 の形の日付（例: 04-12）' })
  .regex(/^\d{2}-\d{2}$/, { error: '月-日 の形の日付（例: 04-12）', abort: true })
  .refine((v) => isRealDate(`2024-${v}`), '実在する月日（月-日。例: 04-12）');

/**
 * A broadcast time in 30-hour notation, `HH:MM` from `00:00` to `29:59`: late-night slots after midnight keep
 * the previous day's date and count on past 24 (`25:30` = 01:30 the next morning).
 */
export const BroadcastTimeSchema = z
  .string({ error: '30時間表記の 時:分（00:00〜29:59。例: "25:30"）' })
  .regex(/^(?:[01]\d|2\d):[0-5]\d$/, '30時間表記の 時:分（00:00〜29:59。例: "25:30"）');

/** Japanese weekday, one kanji. In 30-hour notation this is the weekday of the date, not of the instant. */
export const WeekdaySchema = z.enum(['月', '火', '水', '木', '金', '土', '日'], { error: '曜日（漢字1文字）' });

/** URL-safe identifier: lowercase ASCII letters, digits and hyphens. Used for ids and slugs. */
export const SlugSchema = z
  .string({ error: '半角の英小文字・数字・ハイフンだけの id' })
  .regex(/^[a-z0-9-]+$/, '半角の英小文字・数字・ハイフンだけの id');

/**
 * The id of something defined in another list (a news category, a character, a store, a volume). Any text: the
 * loader checks it against that list and names the ids it allows.
 */
export const ReferenceSchema = z.string({ error: 'id' });

/** Non-empty text (leading and trailing white space is not counted). */
export const TextSchema = z
  .string({ error: '文字（空欄は不可）' })
  .refine((v) => v.trim().length > 0, '文字（空欄は不可）');

/** Kana reading (hiragana or katakana; spaces, 「ー」 and 「・」 allowed), rendered as `<ruby>` text. */
export const ReadingSchema = z
  .string({ error: 'ひらがなかカタカナの読み' })
  .regex(/^[\p{Script=Hiragana}\p{Script=Katakana}ー・ 　]+$/u, 'ひらがなかカタカナの読み');

/**
 * Path of an image served from `public/`, written as the site path: `/images/<section>/<name>.png`.
 * The loaders check that the file exists.
 */
export const ImagePathSchema = z
  .string({ error: '/images/ で始まる画像のパス（例: /images/news/pv.png）' })
  .regex(
    /^\/images\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\/[a-z0-9_.-]+\.(?:png|jpe?g|webp|gif|svg)$/,
    '/images/ で始まる画像のパス（半角の英小文字・数字・「_」「-」、拡張子は png・jpg・webp・gif・svg。例: /images/news/pv.png）',
  );

/** An image with its Japanese alternative text (alt is required: every image here carries meaning). */
export const ImageSchema = z.strictObject({
  /** Site path under `/images/`, e.g. `/images/story/ep01-1.png`. */
  src: ImagePathSchema.meta({ title: '画像ファイル' }),
  /** Japanese alternative text describing what the image shows. */
  alt: TextSchema.meta({ title: '画像の説明' }),
});
export type Image = z.infer<typeof ImageSchema>;

/** An external https URL (http and other schemes such as `javascript:` are refused). */
export const UrlSchema = z.url({ protocol: /^https$/, error: 'https:// で始まる URL' });

/** A labelled external link. */
export const LinkSchema = z.strictObject({
  /** Link text, e.g. the service or shop name. */
  label: TextSchema.meta({ title: 'リンクの文字' }),
  url: UrlSchema.meta({ title: 'URL' }),
});

/** A price in yen, tax included, as a whole number (`8800`). Content stores the shop price; nothing computes tax. */
export const PriceSchema = z
  .int({ error: '税込みの金額（円）の整数（例: 8800。カンマや「円」は付けない）' })
  .positive('1 以上の金額');

/** Theme colour token a member or a news category is drawn in (lib/colorTokens.ts). */
export const ColorTokenSchema = z.enum(COLOR_TOKENS, { error: 'テーマカラーの名前' });
export type { ColorToken } from '../colorTokens';

/* ------------------------------------------------------------------------------------------------ */
/* content/site.json (owned by the shell; only the fields this module relies on are checked)         */
/* ------------------------------------------------------------------------------------------------ */

/**
 * `content/site.json`, read by `lib/site.ts` (the site shell) as a plain JSON import. Checked here so that
 * `npm run content:check` catches a bad edit; fields the shell adds later are allowed.
 */
export const SiteSchema = z.looseObject({
  /** Series title, as the logo's text alternative, in page titles and feeds. */
  title: TextSchema.meta({ title: '作品名' }),
  /** Romanised title. */
  titleEn: TextSchema.meta({ title: '作品名（英字）' }),
  /** Short name used in error-report release names (`<client>-<shortName>@<version>`). */
  shortName: SlugSchema.meta({ title: '短い名前' }),
  /** Meta description. */
  description: TextSchema.meta({ title: 'サイトの説明文' }),
  /** The official X account. */
  xAccountUrl: UrlSchema.meta({ title: 'XアカウントのURL' }),
  /** The account handle, `@` and the account name. */
  xAccountName: z
    .string({ error: '@ で始まるアカウント名（例: @anime_official）' })
    .regex(/^@\w+$/, '@ で始まるアカウント名（例: @anime_official）')
    .meta({ title: 'Xのアカウント名' }),
  /** Error-reporting client name. */
  errorReportingClient: SlugSchema.meta({ title: 'エラー報告の名前' }),
  /** Copyright line printed in the footer, the feeds and structured data. */
  copyright: TextSchema.meta({ title: 'コピーライト' }),
  /** An optional note at the bottom of every page (who runs the site, that it is unofficial …). */
  footerNote: TextSchema.optional().meta({ title: 'フッターの注記' }),
  /** How descriptions name the work (「TVアニメ『…』」); without it, the title in 『』. */
  workName: TextSchema.optional().meta({ title: '作品の呼び方' }),
  /** How the feeds name the site (「TVアニメ『…』公式ファンサイト」); without it, 「（作品の呼び方）のファンサイト」. */
  siteName: TextSchema.optional().meta({ title: 'サイトの呼び方' }),
  /** How the menu and the footer name the X account before 「アカウント」 (「公式X」); without it, 「X」. */
  xAccountLabel: TextSchema.optional().meta({ title: 'Xアカウントの呼び方' }),
  /** Who runs the site, as structured data names the publisher of its articles; without it, the site's name. */
  operator: TextSchema.optional().meta({ title: 'サイトの運営者' }),
});
export type SiteFile = z.infer<typeof SiteSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* content/settings.yaml                                                                            */
/* ------------------------------------------------------------------------------------------------ */

/** A news category. The slug is what news front matter uses; the label is what visitors read. */
export const NewsCategorySchema = z.strictObject({
  /** Used in front matter `category:` and in URLs, e.g. `onair`. */
  slug: SlugSchema.meta({ title: 'カテゴリの id' }),
  /** Display name, e.g. 「放送・配信」. */
  label: TextSchema.meta({ title: 'カテゴリ名' }),
  /** The colour of the category's dot in news lists; without one the dot is grey. */
  color: ColorTokenSchema.nullable().default(null).meta({ title: 'カテゴリの色' }),
});
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

/** `content/settings.yaml`: series-wide settings that are not part of the site shell. */
export const SettingsSchema = z
  .strictObject({
    /** Catch copy shown over the key visual. */
    catchCopy: TextSchema.meta({ title: 'キャッチコピー' }),
    /** Japanese text alternative of the key visual (`public/images/top/kv.png`). */
    keyVisualAlt: TextSchema.meta({ title: 'キービジュアルの説明' }),
    /** Broadcast start line for the top page, e.g. 「2026年10月3日（土）より毎週土曜 25:30〜 放送開始」. */
    broadcastStart: TextSchema.meta({ title: '放送開始の告知文' }),
    /** YouTube video id of the PV (optional; leave out until a PV exists). */
    pvYoutubeId: z
      .string({ error: '11文字の YouTube 動画 ID' })
      .regex(/^[A-Za-z0-9_-]{11}$/, '11文字の YouTube 動画 ID')
      .optional()
      .meta({ title: 'PV の YouTube 動画 ID' }),
    /** The still shown in place of the PV until a visitor plays it (16:9); required with `pvYoutubeId`. */
    pvPoster: ImagePathSchema.optional().meta({ title: 'PV の静止画' }),
    /** News categories in display order. */
    newsCategories: z.array(NewsCategorySchema).min(1).meta({ title: 'ニュースのカテゴリ' }),
  })
  .superRefine((settings, ctx) => {
    if (settings.pvYoutubeId !== undefined && settings.pvPoster === undefined) {
      ctx.addIssue({ code: 'custom', path: ['pvPoster'], message: 'PV の静止画のパス（pvYoutubeId を書いたときは必須。例: /images/news/pv.png）' });
    }
  });
export type Settings = z.infer<typeof SettingsSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* content/news/*.md                                                                                */
/* ------------------------------------------------------------------------------------------------ */

/** Front matter of a news article (`content/news/<slug>.md`; the slug is the file name). */
export const NewsFrontMatterSchema = z
  .strictObject({
    /** Headline. */
    title: TextSchema.meta({ title: 'タイトル' }),
    /**
     * Publication date in Japan, `YYYY-MM-DD`, or with the minute it is published, `YYYY-MM-DD HH:MM` (JST). Until
     * then the article is in no page, list, feed, sitemap or search index of a build.
     */
    date: PublishDateSchema.meta({ title: '日付' }),
    /** Category slug; must be one of `newsCategories` in `content/settings.yaml` (the loader checks it). */
    category: ReferenceSchema.meta({ title: 'カテゴリ' }),
    /** Optional eye-catch image (`/images/news/<name>.png`). */
    image: ImagePathSchema.optional().meta({ title: '画像' }),
    /** Japanese alt text for `image`; required when `image` is given. */
    imageAlt: TextSchema.optional().meta({ title: '画像の説明' }),
    /** Optional one-line summary for lists and meta description; derived from the body when absent. */
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

/* ------------------------------------------------------------------------------------------------ */
/* content/story/intro.md, content/story/episodes/*.md                                              */
/* ------------------------------------------------------------------------------------------------ */

/** Front matter of `content/story/intro.md` (the introduction; the body is the text). */
export const StoryIntroFrontMatterSchema = z.strictObject({
  /** Heading, e.g. 「イントロダクション」. */
  title: TextSchema.meta({ title: '見出し' }),
  /** Short lead shown above the text. */
  lead: TextSchema.optional().meta({ title: 'リード文' }),
});

/** Per-episode staff credits. */
export const EpisodeCreditsSchema = z.strictObject({
  screenplay: TextSchema.meta({ title: '脚本' }),
  storyboard: TextSchema.meta({ title: '絵コンテ' }),
  director: TextSchema.meta({ title: '演出' }),
  /** One or more names. */
  animationDirectors: z.array(TextSchema).min(1).meta({ title: '作画監督' }),
});
export type EpisodeCredits = z.infer<typeof EpisodeCreditsSchema>;

/**
 * Front matter of an episode synopsis (`content/story/episodes/NN.md`; the body is the synopsis, published with the
 * stills at `revealAt`; an empty body means the synopsis is not written yet).
 */
export const EpisodeFrontMatterSchema = z.strictObject({
  /** Episode number, 1-based; unique across episodes. */
  number: z.int({ error: '話数（1 以上の整数）' }).positive('話数（1 以上の整数）').meta({ title: '話数' }),
  /** Episode title without 「第N話」. */
  title: TextSchema.meta({ title: 'サブタイトル' }),
  /** Broadcast date of the fastest station in 30-hour notation (a Saturday 25:30 slot has the Saturday's date). */
  airDate: DateStringSchema.meta({ title: '放送日' }),
  /**
   * When the synopsis and the stills are published, `YYYY-MM-DD HH:MM` in Japan (30-hour notation allowed). Optional:
   * by default they are published at the first broadcast (`airDate` at the fastest station's time). Until then the
   * episode's page has its title and air time only.
   */
  revealAt: RevealTimeSchema.optional().meta({ title: 'あらすじの公開日時' }),
  /** Scene stills, in story order; published with the synopsis. */
  stills: z.array(ImageSchema).min(1).meta({ title: '場面写真' }),
  credits: EpisodeCreditsSchema.meta({ title: 'スタッフ' }),
});
export type EpisodeFrontMatter = z.infer<typeof EpisodeFrontMatterSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* content/members.yaml                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** A voice actor credit. */
export const VoiceActorSchema = z.strictObject({
  /** Name as credited, e.g. 「汐田ことね」. */
  name: TextSchema.meta({ title: '名前' }),
  /** Kana reading of the name. */
  reading: ReadingSchema.meta({ title: '読み' }),
});
export type VoiceActor = z.infer<typeof VoiceActorSchema>;

/** An alternate illustration of a member (uniform, stage costume …). */
export const AlternateImageSchema = z.strictObject({
  src: ImagePathSchema.meta({ title: '画像ファイル' }),
  alt: TextSchema.meta({ title: '画像の説明' }),
  /** Tab label, e.g. 「制服」「ステージ衣装」. */
  label: TextSchema.meta({ title: 'タブの名前' }),
});

/** One of the band members. */
export const MemberSchema = z.strictObject({
  /** Used in URLs and image names (`/images/member/<id>-main.png`). */
  id: SlugSchema.meta({ title: 'ID' }),
  /** Name in kanji, family name first, separated by a space: 「朝凪 美咲」. */
  name: TextSchema.meta({ title: '名前' }),
  /** Kana reading of `name`, same spacing. */
  reading: ReadingSchema.meta({ title: '読み' }),
  /** Romanised name, given name first: "Misaki Asanagi". */
  nameEn: TextSchema.meta({ title: '名前（ローマ字）' }),
  cv: VoiceActorSchema.meta({ title: '声優' }),
  /** School year, e.g. 「2年」. */
  grade: TextSchema.meta({ title: '学年' }),
  /** Instrument / role in the band, e.g. 「ボーカル＆ギター」. */
  part: TextSchema.meta({ title: 'パート' }),
  /** Birthday, `MM-DD`. */
  birthday: MonthDaySchema.meta({ title: '誕生日' }),
  /** Height in centimetres. */
  height: z.int({ error: '身長（cm）の整数' }).min(100).max(220).meta({ title: '身長' }),
  /** Profile paragraph. */
  profile: TextSchema.meta({ title: 'プロフィール' }),
  /** A line the character would say. */
  quote: TextSchema.meta({ title: 'セリフ' }),
  /** Theme colour token the member is drawn in. */
  color: ColorTokenSchema.meta({ title: 'テーマカラー' }),
  images: z
    .strictObject({
      main: ImageSchema.meta({ title: 'メインの画像' }),
      alternates: z.array(AlternateImageSchema).meta({ title: 'ほかの画像' }),
    })
    .meta({ title: '画像' }),
});
export type Member = z.infer<typeof MemberSchema>;

/** A supporting character (teacher, shop owner, rival …). */
export const SupportingCharacterSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID' }),
  name: TextSchema.meta({ title: '名前' }),
  reading: ReadingSchema.meta({ title: '読み' }),
  cv: VoiceActorSchema.meta({ title: '声優' }),
  /** Who they are in one phrase, e.g. 「軽音楽部顧問・音楽教師」. */
  role: TextSchema.meta({ title: '役どころ' }),
  description: TextSchema.meta({ title: '紹介文' }),
  image: ImageSchema.meta({ title: '画像' }),
});
export type SupportingCharacter = z.infer<typeof SupportingCharacterSchema>;

/** `content/members.yaml`. */
export const MembersFileSchema = z.strictObject({
  /** The sentence under the MEMBER page's heading (its meta description too); a plain one is written without it. */
  lead: TextSchema.optional().meta({ title: 'ページの紹介文' }),
  /** The main characters, in display order. */
  members: z.array(MemberSchema).min(1).meta({ title: 'メンバー' }),
  supporting: z.array(SupportingCharacterSchema).meta({ title: 'サブキャラクター' }),
});
export type MembersFile = z.infer<typeof MembersFileSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* content/cast.yaml, content/staff.yaml                                                            */
/* ------------------------------------------------------------------------------------------------ */

/** A line of the cast list: which character, in which order. Name and CV come from `members.yaml`. */
export const CastEntrySchema = z.strictObject({
  /** Id of a member or supporting character in `content/members.yaml` (the loader checks it). */
  character: ReferenceSchema.meta({ title: 'キャラクター' }),
});

/** `content/cast.yaml`. */
export const CastFileSchema = z.strictObject({
  cast: z.array(CastEntrySchema).min(1).meta({ title: 'キャスト' }),
});

/** One staff credit. */
export const StaffEntrySchema = z.strictObject({
  /** Role as printed, e.g. 「監督」. */
  role: TextSchema.meta({ title: '役職' }),
  /** Credited names (people or companies). */
  names: z.array(TextSchema).min(1).meta({ title: '名前' }),
});
export type StaffEntry = z.infer<typeof StaffEntrySchema>;

/** `content/staff.yaml`. */
export const StaffFileSchema = z.strictObject({
  staff: z.array(StaffEntrySchema).min(1).meta({ title: 'スタッフ' }),
});

/* ------------------------------------------------------------------------------------------------ */
/* content/onair.yaml                                                                               */
/* ------------------------------------------------------------------------------------------------ */

/** A TV station slot. */
export const StationSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID' }),
  name: TextSchema.meta({ title: '放送局名' }),
  /** Broadcast area, e.g. 「関東」「全国（BS）」. */
  area: TextSchema.meta({ title: '放送地域' }),
  /** First broadcast date in 30-hour notation. Its weekday must equal `weekday`. */
  firstAirDate: DateStringSchema.meta({ title: '放送開始日' }),
  weekday: WeekdaySchema.meta({ title: '曜日' }),
  /** Time in 30-hour notation, e.g. "25:30". */
  time: BroadcastTimeSchema.meta({ title: '放送時刻' }),
  note: TextSchema.optional().meta({ title: '備考' }),
  /** The earliest broadcast; exactly one station has it. Episode air times are computed from it. */
  fastest: z.boolean({ error: 'true か false' }).optional().meta({ title: '最速放送' }),
  /** A repeat (re-run) slot rather than a first run. */
  repeat: z.boolean({ error: 'true か false' }).optional().meta({ title: 'リピート放送' }),
});
export type Station = z.infer<typeof StationSchema>;

/** A streaming service. */
export const StreamingServiceSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID' }),
  name: TextSchema.meta({ title: 'サービス名' }),
  type: z.enum(['見放題', 'レンタル'], { error: '配信の種類' }).meta({ title: '配信の種類' }),
  /** First day episodes are available, in 30-hour notation. Its weekday must equal `weekday`. */
  startDate: DateStringSchema.meta({ title: '配信開始日' }),
  /** Weekly update weekday. */
  weekday: WeekdaySchema.meta({ title: '更新の曜日' }),
  /** Weekly update time, 30-hour notation. */
  time: BroadcastTimeSchema.meta({ title: '更新の時刻' }),
  url: UrlSchema.meta({ title: 'URL' }),
  note: TextSchema.optional().meta({ title: '備考' }),
});
export type StreamingService = z.infer<typeof StreamingServiceSchema>;

/** `content/onair.yaml`. */
export const OnAirFileSchema = z.strictObject({
  /** Notes under the tables, one per line (「※放送日時は変更になる場合があります…」). */
  notes: z.array(TextSchema).min(1).meta({ title: '注意書き' }),
  stations: z.array(StationSchema).min(1).meta({ title: '放送局' }),
  streaming: z.array(StreamingServiceSchema).meta({ title: '配信サービス' }),
});
export type OnAirFile = z.infer<typeof OnAirFileSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* content/music.yaml                                                                               */
/* ------------------------------------------------------------------------------------------------ */

/** Catalogue number, unique across music and discs, e.g. "ABCD-0001". */
const CatalogueCodeSchema = z
  .string({ error: '品番（英大文字2〜6文字-数字3〜5桁。例: ABCD-0001）' })
  .regex(/^[A-Z]{2,6}-\d{3,5}$/, '品番（英大文字2〜6文字-数字3〜5桁。例: ABCD-0001）');

/** A product edition (CD, Blu-ray …) with its catalogue code and tax-included price. */
export const EditionSchema = z.strictObject({
  /** e.g. 「初回限定盤（CD+Blu-ray）」. */
  name: TextSchema.meta({ title: '商品名' }),
  code: CatalogueCodeSchema.meta({ title: '品番' }),
  priceTaxIncluded: PriceSchema.meta({ title: '税込価格' }),
});
export type Edition = z.infer<typeof EditionSchema>;

/** A track on a release. */
export const TrackSchema = z.strictObject({
  /** Track number, 1-based, unique within the release. */
  no: z.int({ error: 'トラック番号（1 以上の整数）' }).positive('トラック番号（1 以上の整数）').meta({ title: 'トラック番号' }),
  title: TextSchema.meta({ title: '曲名' }),
  /** e.g. 「TV size」「Instrumental」. */
  note: TextSchema.optional().meta({ title: '備考' }),
});
export type Track = z.infer<typeof TrackSchema>;

/** A music release (theme song single, insert song, album). */
export const MusicItemSchema = z.strictObject({
  /** `op`, `ed`, `insert`, `album` … used as anchor and image name (`/images/music/<id>.png`). */
  id: SlugSchema.meta({ title: 'ID' }),
  kind: z
    .enum(['オープニングテーマ', 'エンディングテーマ', '挿入歌', 'アルバム'], { error: '種類' })
    .meta({ title: '種類' }),
  title: TextSchema.meta({ title: 'タイトル' }),
  artist: TextSchema.meta({ title: 'アーティスト' }),
  /** Song credits; albums leave them out. */
  credits: z
    .strictObject({
      lyrics: TextSchema.optional().meta({ title: '作詞' }),
      composition: TextSchema.optional().meta({ title: '作曲' }),
      arrangement: TextSchema.optional().meta({ title: '編曲' }),
    })
    .optional()
    .meta({ title: 'クレジット' }),
  releaseDate: DateStringSchema.meta({ title: '発売日' }),
  /** Short description paragraph. */
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

/** `content/music.yaml`. */
export const MusicFileSchema = z.strictObject({
  music: z.array(MusicItemSchema).min(1).meta({ title: '音楽' }),
});

/* ------------------------------------------------------------------------------------------------ */
/* content/discs.yaml                                                                               */
/* ------------------------------------------------------------------------------------------------ */

/** One format of a disc volume. */
export const DiscFormatSchema = z.strictObject({
  format: z.enum(['Blu-ray', 'DVD'], { error: '形態' }).meta({ title: '形態' }),
  code: CatalogueCodeSchema.meta({ title: '品番' }),
  priceTaxIncluded: PriceSchema.meta({ title: '税込価格' }),
});
export type DiscFormat = z.infer<typeof DiscFormatSchema>;

/** A Blu-ray & DVD volume. */
export const DiscVolumeSchema = z.strictObject({
  /** `vol1` … used in store bonuses and as anchor. */
  id: SlugSchema.meta({ title: 'ID' }),
  /** Short label for tables and tabs, e.g. 「Vol.1」. */
  label: TextSchema.meta({ title: '巻の表示名' }),
  /** Full product title. */
  title: TextSchema.meta({ title: '商品名' }),
  releaseDate: DateStringSchema.meta({ title: '発売日' }),
  /** Episode numbers on the volume; each must exist in `content/story/episodes/`. */
  episodes: z
    .array(z.int({ error: '話数（1 以上の整数）' }).positive('話数（1 以上の整数）'))
    .min(1)
    .meta({ title: '収録話' }),
  formats: z.array(DiscFormatSchema).min(1).meta({ title: '形態' }),
  /** 封入特典 (items in the box). */
  bonusItems: z.array(TextSchema).meta({ title: '封入特典' }),
  /** 映像特典 (bonus video). */
  extras: z.array(TextSchema).meta({ title: '映像特典' }),
  jacket: ImageSchema.meta({ title: 'ジャケット' }),
});
export type DiscVolume = z.infer<typeof DiscVolumeSchema>;

/** A shop that sells the discs. */
export const StoreSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID' }),
  name: TextSchema.meta({ title: '店舗名' }),
  url: UrlSchema.meta({ title: 'URL' }),
});
export type Store = z.infer<typeof StoreSchema>;

/** A shop-specific purchase bonus (店舗別購入特典). */
export const StoreBonusSchema = z.strictObject({
  /** Id of a store in `stores` (the loader checks it). */
  store: ReferenceSchema.meta({ title: '店舗' }),
  /** What the buyer receives. */
  item: TextSchema.meta({ title: '特典' }),
  /** When, e.g. 「各巻購入」「全巻購入」. */
  condition: TextSchema.meta({ title: '条件' }),
  /** Volume ids the bonus applies to (the loader checks them), or `all`. */
  volumes: z
    .union([z.literal('all'), z.array(ReferenceSchema).min(1)], {
      error: 'all か、巻の id の一覧（例: [vol1, vol2]）',
    })
    .meta({ title: '対象の巻' }),
});
export type StoreBonus = z.infer<typeof StoreBonusSchema>;

/** `content/discs.yaml`. */
export const DiscsFileSchema = z.strictObject({
  volumes: z.array(DiscVolumeSchema).min(1).meta({ title: '巻' }),
  stores: z.array(StoreSchema).meta({ title: '店舗' }),
  storeBonuses: z.array(StoreBonusSchema).meta({ title: '店舗別特典' }),
  /** Notes under the bonus table (「特典は数量限定です…」). */
  notes: z.array(TextSchema).optional().meta({ title: '注意書き' }),
});
