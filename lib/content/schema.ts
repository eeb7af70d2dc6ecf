/**
 * zod schemas for every kind of file under `content/`.
 *
 * Each schema is both the check (loaders call `safeParse` on what they read) and the TypeScript type
 * (`type NewsFrontMatter = z.infer<typeof NewsFrontMatterSchema>`). Messages written here start with
 * "expected …"; `errors.ts` adds the file, the field path and the value that was found.
 *
 * This module has no Node imports, so components may `import type` from it.
 */
import { z } from 'zod';

/* ------------------------------------------------------------------------------------------------ */
/* Shared field types                                                                               */
/* ------------------------------------------------------------------------------------------------ */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/**
 * A calendar date in Japan, written `YYYY-MM-DD` (quote-free in YAML; the loaders parse YAML 1.2, which
 * keeps it a string). For broadcasts it is the date in 30-hour notation, i.e. a "Saturday 25:30" slot has
 * the Saturday's date.
 */
export const DateStringSchema = z
  .string({ error: 'expected YYYY-MM-DD' })
  .regex(DATE_RE, { error: 'expected YYYY-MM-DD', abort: true })
  .refine(isRealDate, 'expected a real calendar date (YYYY-MM-DD)');

/** A birthday without a year, `MM-DD`. */
export const MonthDaySchema = z
  .string({ error: 'expected MM-DD' })
  .regex(/^\d{2}-\d{2}$/, { error: 'expected MM-DD', abort: true })
  .refine((v) => isRealDate(`2024-${v}`), 'expected a real month and day (MM-DD)');

/**
 * A broadcast time in 30-hour notation, `HH:MM` from `00:00` to `29:59`: late-night slots after midnight keep
 * the previous day's date and count on past 24 (`25:30` = 01:30 the next morning).
 */
export const BroadcastTimeSchema = z
  .string({ error: 'expected HH:MM (30-hour notation, e.g. "25:30")' })
  .regex(/^(?:[01]\d|2\d):[0-5]\d$/, 'expected HH:MM between 00:00 and 29:59 (30-hour notation, e.g. "25:30")');

/** Japanese weekday, one kanji. In 30-hour notation this is the weekday of the date, not of the instant. */
export const WeekdaySchema = z.enum(['月', '火', '水', '木', '金', '土', '日'], {
  error: 'expected one of 月, 火, 水, 木, 金, 土, 日',
});
/** A Japanese weekday kanji: `月` … `日`. */
export type Weekday = z.infer<typeof WeekdaySchema>;

/** URL-safe identifier: lowercase ASCII letters, digits and hyphens. Used for ids and slugs. */
export const SlugSchema = z
  .string({ error: 'expected an id of lowercase letters, digits and hyphens' })
  .regex(/^[a-z0-9-]+$/, 'expected an id of lowercase letters, digits and hyphens');

/** Non-empty text (leading and trailing white space is not counted). */
export const TextSchema = z
  .string({ error: 'expected text' })
  .refine((v) => v.trim().length > 0, 'expected non-empty text');

/** Kana reading (hiragana or katakana; spaces, 「ー」 and 「・」 allowed), rendered as `<ruby>` text. */
export const ReadingSchema = z
  .string({ error: 'expected a reading in kana' })
  .regex(/^[\p{Script=Hiragana}\p{Script=Katakana}ー・ 　]+$/u, 'expected a reading in hiragana or katakana');

/**
 * Path of an image served from `public/`, written as the site path: `/images/<section>/<name>.png`.
 * The loaders check that the file exists.
 */
export const ImagePathSchema = z
  .string({ error: 'expected an image path like /images/news/pv.png' })
  .regex(
    /^\/images\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\/[a-z0-9_.-]+\.(?:png|jpe?g|webp|gif|svg)$/,
    'expected an image path under /images/ like /images/news/pv.png',
  );

/** An image with its Japanese alternative text (alt is required: every image here carries meaning). */
export const ImageSchema = z.strictObject({
  /** Site path under `/images/`, e.g. `/images/story/ep01-1.png`. */
  src: ImagePathSchema,
  /** Japanese alternative text describing what the image shows. */
  alt: TextSchema,
});
export type Image = z.infer<typeof ImageSchema>;

/** An external https URL (http and other schemes such as `javascript:` are refused). */
export const UrlSchema = z.url({ protocol: /^https$/, error: 'expected an https:// URL' });

/** A labelled external link. */
export const LinkSchema = z.strictObject({
  /** Link text, e.g. the service or shop name. */
  label: TextSchema,
  url: UrlSchema,
});
export type Link = z.infer<typeof LinkSchema>;

/** A price in yen, tax included, as a whole number (`8800`). Content stores the shop price; nothing computes tax. */
export const PriceSchema = z
  .int({ error: 'expected a whole number of yen, tax included (e.g. 8800)' })
  .positive('expected a positive number of yen');

/** Theme colour token a member is drawn in. `ink` is the dark text colour (`--color-text-black`). */
export const ColorTokenSchema = z.enum(['main', 'secondary', 'warning', 'danger', 'ink'], {
  error: 'expected one of main, secondary, warning, danger, ink',
});
export type ColorToken = z.infer<typeof ColorTokenSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* content/site.json (owned by the shell; only the fields this module relies on are checked)         */
/* ------------------------------------------------------------------------------------------------ */

/**
 * `content/site.json`, read by `lib/site.ts` (the site shell) as a plain JSON import. Checked here so that
 * `npm run content:check` catches a bad edit; fields the shell adds later are allowed.
 */
export const SiteSchema = z.looseObject({
  /** Series title, e.g. 「そらいろアンサンブル」. */
  title: TextSchema,
  /** Romanised title. */
  titleEn: TextSchema,
  /** Short name used in release names, e.g. `sorairo`. */
  shortName: SlugSchema,
  /** Meta description. */
  description: TextSchema,
  /** The official X account. */
  xAccountUrl: UrlSchema,
  /** The account handle, e.g. `@sorairo_anime`. */
  xAccountName: z.string({ error: 'expected an @handle' }).regex(/^@\w+$/, 'expected an @handle'),
  /** Error-reporting client name. */
  errorReportingClient: SlugSchema,
  copyright: TextSchema,
});

/* ------------------------------------------------------------------------------------------------ */
/* content/settings.yaml                                                                            */
/* ------------------------------------------------------------------------------------------------ */

/** A news category. The slug is what news front matter uses; the label is what visitors read. */
export const NewsCategorySchema = z.strictObject({
  /** Used in front matter `category:` and in URLs, e.g. `onair`. */
  slug: SlugSchema,
  /** Display name, e.g. 「放送・配信」. */
  label: TextSchema,
});
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

/** `content/settings.yaml`: series-wide settings that are not part of the site shell. */
export const SettingsSchema = z.strictObject({
  /** Catch copy shown over the key visual. */
  catchCopy: TextSchema,
  /** Broadcast start line for the top page, e.g. 「2026年10月3日（土）より毎週土曜 25:30〜 放送開始」. */
  broadcastStart: TextSchema,
  /** YouTube video id of the PV (optional; leave out until a PV exists). */
  pvYoutubeId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, 'expected an 11-character YouTube video id')
    .optional(),
  /** Copyright line printed in the footer and on images. */
  copyright: TextSchema,
  /** News categories in display order. */
  newsCategories: z.array(NewsCategorySchema).min(1, 'expected at least one news category'),
});
export type Settings = z.infer<typeof SettingsSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* content/news/*.md                                                                                */
/* ------------------------------------------------------------------------------------------------ */

/** Front matter of a news article (`content/news/<slug>.md`; the slug is the file name). */
export const NewsFrontMatterSchema = z
  .strictObject({
    /** Headline. */
    title: TextSchema,
    /** Publication date in Japan, `YYYY-MM-DD`. */
    date: DateStringSchema,
    /** Category slug; must be one of `newsCategories` in `content/settings.yaml`. */
    category: SlugSchema,
    /** Optional eye-catch image (`/images/news/<name>.png`). */
    image: ImagePathSchema.optional(),
    /** Japanese alt text for `image`; required when `image` is given. */
    imageAlt: TextSchema.optional(),
    /** Optional one-line summary for lists and meta description; derived from the body when absent. */
    summary: TextSchema.optional(),
  })
  .superRefine((fm, ctx) => {
    if (fm.image !== undefined && fm.imageAlt === undefined) {
      ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'expected alt text because image is set' });
    }
    if (fm.image === undefined && fm.imageAlt !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: 'expected an image path because imageAlt is set' });
    }
  });
export type NewsFrontMatter = z.infer<typeof NewsFrontMatterSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* content/story/intro.md, content/story/episodes/*.md                                              */
/* ------------------------------------------------------------------------------------------------ */

/** Front matter of `content/story/intro.md` (the introduction; the body is the text). */
export const StoryIntroFrontMatterSchema = z.strictObject({
  /** Heading, e.g. 「イントロダクション」. */
  title: TextSchema,
  /** Short lead shown above the text. */
  lead: TextSchema.optional(),
});
export type StoryIntroFrontMatter = z.infer<typeof StoryIntroFrontMatterSchema>;

/** Per-episode staff credits. */
export const EpisodeCreditsSchema = z.strictObject({
  /** 脚本 */
  screenplay: TextSchema,
  /** 絵コンテ */
  storyboard: TextSchema,
  /** 演出 */
  director: TextSchema,
  /** 作画監督 (one or more) */
  animationDirectors: z.array(TextSchema).min(1, 'expected at least one name'),
});
export type EpisodeCredits = z.infer<typeof EpisodeCreditsSchema>;

/** Front matter of an episode synopsis (`content/story/episodes/NN.md`; the body is the synopsis). */
export const EpisodeFrontMatterSchema = z.strictObject({
  /** Episode number, 1-based; unique across episodes. */
  number: z.int({ error: 'expected a whole episode number' }).positive('expected an episode number ≥ 1'),
  /** Episode title without 「第N話」. */
  title: TextSchema,
  /** Broadcast date of the fastest station in 30-hour notation (a Saturday 25:30 slot has the Saturday's date). */
  airDate: DateStringSchema,
  /** Scene stills, in story order. */
  stills: z.array(ImageSchema).min(1, 'expected at least one still'),
  credits: EpisodeCreditsSchema,
});
export type EpisodeFrontMatter = z.infer<typeof EpisodeFrontMatterSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* content/members.yaml                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** A voice actor credit. */
export const VoiceActorSchema = z.strictObject({
  /** Name as credited, e.g. 「汐田ことね」. */
  name: TextSchema,
  /** Kana reading of the name. */
  reading: ReadingSchema,
});
export type VoiceActor = z.infer<typeof VoiceActorSchema>;

/** An alternate illustration of a member (uniform, stage costume …). */
export const AlternateImageSchema = z.strictObject({
  src: ImagePathSchema,
  alt: TextSchema,
  /** Tab label, e.g. 「制服」「ステージ衣装」. */
  label: TextSchema,
});
export type AlternateImage = z.infer<typeof AlternateImageSchema>;

/** One of the five band members. */
export const MemberSchema = z.strictObject({
  /** Used in URLs and image names (`/images/member/<id>-main.png`). */
  id: SlugSchema,
  /** Name in kanji, family name first, separated by a space: 「朝凪 美咲」. */
  name: TextSchema,
  /** Kana reading of `name`, same spacing. */
  reading: ReadingSchema,
  /** Romanised name, given name first: "Misaki Asanagi". */
  nameEn: TextSchema,
  cv: VoiceActorSchema,
  /** School year, e.g. 「2年」. */
  grade: TextSchema,
  /** Instrument / role in the band, e.g. 「ボーカル＆ギター」. */
  part: TextSchema,
  /** Birthday, `MM-DD`. */
  birthday: MonthDaySchema,
  /** Height in centimetres. */
  height: z.int({ error: 'expected a height in whole centimetres' }).min(100).max(220),
  /** Profile paragraph. */
  profile: TextSchema,
  /** A line the character would say. */
  quote: TextSchema,
  /** Theme colour token the member is drawn in. */
  color: ColorTokenSchema,
  images: z.strictObject({
    main: ImageSchema,
    alternates: z.array(AlternateImageSchema),
  }),
});
export type Member = z.infer<typeof MemberSchema>;

/** A supporting character (teacher, shop owner, rival …). */
export const SupportingCharacterSchema = z.strictObject({
  id: SlugSchema,
  name: TextSchema,
  reading: ReadingSchema,
  cv: VoiceActorSchema,
  /** Who they are in one phrase, e.g. 「軽音楽部顧問・音楽教師」. */
  role: TextSchema,
  description: TextSchema,
  image: ImageSchema,
});
export type SupportingCharacter = z.infer<typeof SupportingCharacterSchema>;

/** `content/members.yaml`. */
export const MembersFileSchema = z.strictObject({
  /** The band, in display order. */
  members: z.array(MemberSchema).min(1, 'expected at least one member'),
  supporting: z.array(SupportingCharacterSchema),
});
export type MembersFile = z.infer<typeof MembersFileSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* content/cast.yaml, content/staff.yaml                                                            */
/* ------------------------------------------------------------------------------------------------ */

/** A line of the cast list: which character, in which order. Name and CV come from `members.yaml`. */
export const CastEntrySchema = z.strictObject({
  /** Id of a member or supporting character in `content/members.yaml`. */
  character: SlugSchema,
});

/** `content/cast.yaml`. */
export const CastFileSchema = z.strictObject({
  cast: z.array(CastEntrySchema).min(1, 'expected at least one cast entry'),
});
export type CastFile = z.infer<typeof CastFileSchema>;

/** One staff credit. */
export const StaffEntrySchema = z.strictObject({
  /** Role as printed, e.g. 「監督」. */
  role: TextSchema,
  /** Credited names (people or companies). */
  names: z.array(TextSchema).min(1, 'expected at least one name'),
});
export type StaffEntry = z.infer<typeof StaffEntrySchema>;

/** `content/staff.yaml`. */
export const StaffFileSchema = z.strictObject({
  staff: z.array(StaffEntrySchema).min(1, 'expected at least one staff credit'),
});

/* ------------------------------------------------------------------------------------------------ */
/* content/onair.yaml                                                                               */
/* ------------------------------------------------------------------------------------------------ */

/** A TV station slot. */
export const StationSchema = z.strictObject({
  id: SlugSchema,
  name: TextSchema,
  /** Broadcast area, e.g. 「関東」「全国（BS）」. */
  area: TextSchema,
  /** First broadcast date in 30-hour notation. Its weekday must equal `weekday`. */
  firstAirDate: DateStringSchema,
  weekday: WeekdaySchema,
  /** Time in 30-hour notation, e.g. "25:30". */
  time: BroadcastTimeSchema,
  note: TextSchema.optional(),
  /** The earliest broadcast; exactly one station has it. Episode air times are computed from it. */
  fastest: z.boolean().optional(),
  /** A repeat (re-run) slot rather than a first run. */
  repeat: z.boolean().optional(),
});
export type Station = z.infer<typeof StationSchema>;

/** A streaming service. */
export const StreamingServiceSchema = z.strictObject({
  id: SlugSchema,
  name: TextSchema,
  type: z.enum(['見放題', 'レンタル'], { error: 'expected 見放題 or レンタル' }),
  /** First day episodes are available, in 30-hour notation. Its weekday must equal `weekday`. */
  startDate: DateStringSchema,
  /** Weekly update weekday. */
  weekday: WeekdaySchema,
  /** Weekly update time, 30-hour notation. */
  time: BroadcastTimeSchema,
  url: UrlSchema,
  note: TextSchema.optional(),
});
export type StreamingService = z.infer<typeof StreamingServiceSchema>;

/** `content/onair.yaml`. */
export const OnAirFileSchema = z.strictObject({
  /** Notes under the tables, one per line (「※放送日時は変更になる場合があります…」). */
  notes: z.array(TextSchema).min(1, 'expected at least one note'),
  stations: z.array(StationSchema).min(1, 'expected at least one station'),
  streaming: z.array(StreamingServiceSchema),
});
export type OnAirFile = z.infer<typeof OnAirFileSchema>;

/* ------------------------------------------------------------------------------------------------ */
/* content/music.yaml                                                                               */
/* ------------------------------------------------------------------------------------------------ */

/** A product edition (CD, Blu-ray …) with its catalogue code and tax-included price. */
export const EditionSchema = z.strictObject({
  /** e.g. 「初回限定盤（CD+Blu-ray）」. */
  name: TextSchema,
  /** Catalogue number, unique across music and discs, e.g. "SRAE-0001". */
  code: z.string({ error: 'expected a catalogue code like SRAE-0001' }).regex(/^[A-Z]{2,6}-\d{3,5}$/, 'expected a catalogue code like SRAE-0001'),
  priceTaxIncluded: PriceSchema,
});
export type Edition = z.infer<typeof EditionSchema>;

/** A track on a release. */
export const TrackSchema = z.strictObject({
  /** Track number, 1-based, unique within the release. */
  no: z.int({ error: 'expected a whole track number' }).positive(),
  title: TextSchema,
  /** e.g. 「TV size」「Instrumental」. */
  note: TextSchema.optional(),
});
export type Track = z.infer<typeof TrackSchema>;

/** A music release (theme song single, insert song, album). */
export const MusicItemSchema = z.strictObject({
  /** `op`, `ed`, `insert`, `album` … used as anchor and image name (`/images/music/<id>.png`). */
  id: SlugSchema,
  kind: z.enum(['オープニングテーマ', 'エンディングテーマ', '挿入歌', 'アルバム'], {
    error: 'expected オープニングテーマ, エンディングテーマ, 挿入歌 or アルバム',
  }),
  title: TextSchema,
  artist: TextSchema,
  /** Song credits; albums leave them out. */
  credits: z
    .strictObject({
      /** 作詞 */
      lyrics: TextSchema.optional(),
      /** 作曲 */
      composition: TextSchema.optional(),
      /** 編曲 */
      arrangement: TextSchema.optional(),
    })
    .optional(),
  releaseDate: DateStringSchema,
  /** Short description paragraph. */
  description: TextSchema.optional(),
  jacket: ImageSchema,
  editions: z.array(EditionSchema).min(1, 'expected at least one edition'),
  tracks: z.array(TrackSchema).min(1, 'expected at least one track'),
  links: z.strictObject({
    streaming: z.array(LinkSchema),
    purchase: z.array(LinkSchema),
  }),
});
export type MusicItem = z.infer<typeof MusicItemSchema>;

/** `content/music.yaml`. */
export const MusicFileSchema = z.strictObject({
  music: z.array(MusicItemSchema).min(1, 'expected at least one release'),
});

/* ------------------------------------------------------------------------------------------------ */
/* content/discs.yaml                                                                               */
/* ------------------------------------------------------------------------------------------------ */

/** One format of a disc volume. */
export const DiscFormatSchema = z.strictObject({
  format: z.enum(['Blu-ray', 'DVD'], { error: 'expected Blu-ray or DVD' }),
  code: EditionSchema.shape.code,
  priceTaxIncluded: PriceSchema,
});
export type DiscFormat = z.infer<typeof DiscFormatSchema>;

/** A Blu-ray & DVD volume. */
export const DiscVolumeSchema = z.strictObject({
  /** `vol1` … used in store bonuses and as anchor. */
  id: SlugSchema,
  /** Short label for tables and tabs, e.g. 「Vol.1」. */
  label: TextSchema,
  /** Full product title. */
  title: TextSchema,
  releaseDate: DateStringSchema,
  /** Episode numbers on the volume; each must exist in `content/story/episodes/`. */
  episodes: z.array(z.int({ error: 'expected an episode number' }).positive()).min(1, 'expected at least one episode'),
  formats: z.array(DiscFormatSchema).min(1, 'expected at least one format'),
  /** 封入特典 (items in the box). */
  bonusItems: z.array(TextSchema),
  /** 映像特典 (bonus video). */
  extras: z.array(TextSchema),
  jacket: ImageSchema,
});
export type DiscVolume = z.infer<typeof DiscVolumeSchema>;

/** A shop that sells the discs. */
export const StoreSchema = z.strictObject({
  id: SlugSchema,
  name: TextSchema,
  url: UrlSchema,
});
export type Store = z.infer<typeof StoreSchema>;

/** A shop-specific purchase bonus (店舗別購入特典). */
export const StoreBonusSchema = z.strictObject({
  /** Id of a store in `stores`. */
  store: SlugSchema,
  /** What the buyer receives. */
  item: TextSchema,
  /** When, e.g. 「各巻購入」「全巻購入」. */
  condition: TextSchema,
  /** Volume ids the bonus applies to, or `all`. */
  volumes: z.union([z.literal('all'), z.array(SlugSchema).min(1)], {
    error: 'expected "all" or a list of volume ids like [vol1, vol2]',
  }),
});
export type StoreBonus = z.infer<typeof StoreBonusSchema>;

/** `content/discs.yaml`. */
export const DiscsFileSchema = z.strictObject({
  volumes: z.array(DiscVolumeSchema).min(1, 'expected at least one volume'),
  stores: z.array(StoreSchema),
  storeBonuses: z.array(StoreBonusSchema),
  /** Notes under the bonus table (「特典は数量限定です…」). */
  notes: z.array(TextSchema).optional(),
});
export type DiscsFile = z.infer<typeof DiscsFileSchema>;
