/**
 * The editor's previews render with the site's own components; these functions make their props from what the editor
 * holds, as the loaders do from files.
 */
import { creditLines, episodeRevealAt, episodeSlug } from '../sections/story/episode';
import { formatJstMinute, splitDateTime, toBroadcastInstant, toJstInstant, toJstIso } from '../format';
import { type ImageManifest, imageManifest } from '../imageManifest';
import { excerpt, renderMarkdown } from '../content/markdown';
import { newsArticleOf } from '../sections/news/articles';
import type { NewsArticle } from '../sections/news/content';
import type { WrittenPage, WrittenPageGallery } from '../sections/pages/content';
import type { Episode, EpisodeSummary } from '../sections/story/content';
import { DateStringSchema, type Image, type NewsCategory, PublishDateSchema, RevealTimeSchema, YoutubeIdSchema } from '../content/schema';
import type { WorkRef } from '../works';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import type { Messages } from '../i18n/ja';
import type { SiteText } from '../i18n/pageLanguage';
import { overlayTranslation } from '../i18n/overlay';

/** The fields of an entry as the form holds them (`entry.get('data').toJS()`). */
export type EntryData = Readonly<Record<string, unknown>>;

/** What the form holds, as plain data, from the editor's entry (an Immutable map, as Decap CMS gave it, whose `data` is one too). */
export function entryData(entry: { get(key: string): unknown }): EntryData {
  return fieldsOf(plainOf(entry.get('data')));
}

/** The plain value of what the editor hands a template (an Immutable value, or already plain). */
const plainOf = (value: unknown): unknown => (typeof value === 'object' && value !== null && 'toJS' in value && typeof value.toJS === 'function' ? value.toJS() : value);

/**
 * The language of the preview pane a template draws in. The editor hands the pane's form as `data` and every other
 * language the entry has turned on beside it (`i18n`), so the pane's is the site's language missing there: the
 * default one when several are (an entry not translated yet), else the first.
 */
export function paneLang(entry: { get(key: string): unknown }, languages: readonly Lang[]): Lang {
  const others = Object.keys(fieldsOf(plainOf(entry.get('i18n'))));
  const candidates = languages.filter((lang) => !others.includes(lang));
  return candidates.includes(DEFAULT_LANG) ? DEFAULT_LANG : (candidates[0] ?? DEFAULT_LANG);
}

/**
 * What the page in `lang` shows of the entry, as plain data: in the default language the form; in another, the form
 * of that language (its translated fields alone) laid over the default language's form as the build lays a
 * translation over its original (`overlayTranslation`): a field the translation does not give (a date, a category)
 * is the original's.
 */
export function entryDataIn(entry: { get(key: string): unknown }, lang: Lang, translated: readonly string[]): EntryData {
  const data = entryData(entry);
  if (lang === DEFAULT_LANG) return data;
  // The editor hands the other languages' forms beside the pane's (`i18n`, as Decap CMS does).
  const original = fieldsOf(fieldsOf(fieldsOf(plainOf(entry.get('i18n')))[DEFAULT_LANG]).data);
  return overlayTranslation(original, data, translated);
}

/** A preview in the pane it draws in: the entry's data and the previews' context in its language, and its words (null in the default language). */
export interface PreviewPane<C extends PreviewContext> {
  data: EntryData;
  context: C;
  language: PreviewLanguage['language'] | null;
}

/**
 * The preview of `collection`'s entry in its pane: in another language than the default, the page that language's
 * visitors see (its words, categories and episodes, the translation over the original).
 */
export function previewPane<C extends PreviewContext>(entry: { get(key: string): unknown }, context: C, collection: string): PreviewPane<C> {
  const others = context.languages ?? [];
  const lang = paneLang(entry, [DEFAULT_LANG, ...others.map((o) => o.language.lang)]);
  const other = others.find((o) => o.language.lang === lang);
  if (!other) return { data: entryData(entry), context, language: null };
  return {
    data: entryDataIn(entry, lang, other.translated[collection] ?? []),
    context: { ...context, newsCategories: other.newsCategories, fastest: other.fastest, episodes: other.episodes },
    language: other.language,
  };
}

/** The entry's file name without its extension (`''` for an entry not saved yet). */
export function entrySlug(entry: { get(key: string): unknown }): string {
  const slug = entry.get('slug');
  return typeof slug === 'string' ? slug : '';
}

/** An episode in the list of episodes an episode page links to. */
export type EpisodeNavItem = Pick<EpisodeSummary, 'number' | 'slug' | 'title' | 'airsAt'>;

/** What the previews need from the rest of the content, given to the editor's page at build time. */
export interface PreviewContext {
  newsCategories: NewsCategory[];
  fastest: { name: string; time: string } | null;
  episodes: EpisodeNavItem[];
  siteInstant: string;
  /** Only with several works: the episode collection of each later work, with its own station and episodes. */
  works?: WorkEpisodesPreview[];
  /** Only with several languages: each other language's words and content, for a preview in that language's pane. */
  languages?: PreviewLanguage[];
}

/**
 * A language other than the default, as its pages show the previewed entries: its interface words and site text (an
 * English page's shell props), the news categories, first station and episodes in it, and the fields each collection's translation
 * gives, by collection name (`files[].translated`).
 */
export interface PreviewLanguage {
  language: { lang: Lang; messages: Messages; site: SiteText };
  newsCategories: NewsCategory[];
  fastest: PreviewContext['fastest'];
  episodes: EpisodeNavItem[];
  translated: Readonly<Record<string, readonly string[]>>;
}

/** What an episode preview of a work after the first needs: its collection, its first station and its episodes. */
export interface WorkEpisodesPreview {
  collection: string;
  work: WorkRef;
  fastest: { name: string; time: string } | null;
  episodes: EpisodeNavItem[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const fieldsOf = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
const dateOf = (siteInstant: string) => toJstIso(siteInstant).slice(0, 'YYYY-MM-DD'.length);

/** The date written in the form, or the build's date in Japan when there is no valid one yet. */
function dateOr(value: unknown, siteInstant: string): string {
  const date = DateStringSchema.safeParse(value);
  return date.success ? date.data : dateOf(siteInstant);
}

function publishDateOr(value: unknown, siteInstant: string): { date: string; time: string | null } {
  const written = PublishDateSchema.safeParse(value);
  return written.success ? splitDateTime(written.data) : { date: dateOf(siteInstant), time: null };
}

/** Images the site can show (in the last build) and the paths of those it cannot yet. */
export interface PreviewImages {
  shown: Image[];
  /** Images added since the last build: the site shows them once it is built again. */
  pending: string[];
}

/** Splits `{ src, alt }` values into images of the last build and images added since. */
export function previewImages(values: readonly unknown[], manifest: ImageManifest = imageManifest): PreviewImages {
  const shown: Image[] = [];
  const pending: string[] = [];
  for (const value of values) {
    const image = fieldsOf(value);
    const src = text(image.src);
    const alt = text(image.alt);
    if (src === '') continue;
    if (Object.hasOwn(manifest, src)) shown.push({ src, alt });
    else pending.push(src);
  }
  return { shown, pending };
}

/**
 * 予約: 「予約: 2026-12-01 12:00 に公開されます」 when the entry goes public after the instant the site shows (no build
 * before then has any of it); null when it is public already, or has no time of its own.
 */
export function reservationNotice(at: string | null, siteInstant: string): string | null {
  return at !== null && Date.parse(at) > Date.parse(siteInstant) ? `予約: ${formatJstMinute(at)} に公開されます` : null;
}

/** When a written page goes public: its `publishAt`, or null (from the next build) when it has none or it is unreadable. */
export function writtenPagePublishAt(data: EntryData): string | null {
  const written = PublishDateSchema.safeParse(data.publishAt);
  if (!written.success) return null;
  const { date, time } = splitDateTime(written.data);
  return toJstInstant(date, time);
}

/** The article page's props for the form's fields. */
export function previewNewsArticle(
  data: EntryData,
  slug: string,
  context: Pick<PreviewContext, 'newsCategories' | 'siteInstant'>,
  manifest: ImageManifest = imageManifest,
): { article: NewsArticle; pendingImages: string[] } {
  const body = renderMarkdown(text(data.body));
  const categorySlug = text(data.category);
  const category = context.newsCategories.find((c) => c.slug === categorySlug) ?? { slug: categorySlug, label: 'カテゴリ未選択', color: null };
  const images = previewImages(data.image === undefined ? [] : [{ src: data.image, alt: data.imageAlt }], manifest);
  const { date, time } = publishDateOr(data.date, context.siteInstant);
  return {
    article: {
      ...newsArticleOf({
        slug,
        title: text(data.title),
        date,
        time,
        category,
        image: images.shown[0] ?? null,
        summary: text(data.summary) || excerpt(body.text),
        bodyHtml: body.html,
      }),
      prev: null,
      next: null,
    },
    pendingImages: images.pending,
  };
}

/** The episode page's props for the form's fields. */
export function previewEpisode(
  data: EntryData,
  context: PreviewContext,
  manifest: ImageManifest = imageManifest,
): { episode: Episode; episodes: EpisodeNavItem[]; pendingImages: string[] } {
  const number = typeof data.number === 'number' && Number.isInteger(data.number) && data.number > 0 ? data.number : 0;
  const airDate = dateOr(data.airDate, context.siteInstant);
  const airsAt = context.fastest ? toBroadcastInstant(airDate, context.fastest.time) : context.siteInstant;
  const revealAt = RevealTimeSchema.safeParse(data.revealAt);
  const credits = fieldsOf(data.credits);
  const names = Array.isArray(credits.animationDirectors) ? credits.animationDirectors.map(text).filter(Boolean) : [];
  const images = previewImages(Array.isArray(data.stills) ? data.stills : [], manifest);
  const body = renderMarkdown(text(data.body));
  const self: EpisodeNavItem = { number, slug: episodeSlug(number), title: text(data.title), airsAt };
  const episodes = [...context.episodes.filter((e) => e.number !== number), self].sort((a, b) => a.number - b.number);
  const index = episodes.indexOf(self);
  const link = (e: EpisodeNavItem | undefined) => (e ? { number: e.number, slug: e.slug, title: e.title } : null);
  return {
    episode: {
      ...self,
      airDate,
      revealAt: episodeRevealAt(revealAt.success ? revealAt.data : undefined, airsAt),
      // The preview is for writing the synopsis, so it shows it whenever it is published.
      revealed: true,
      stills: images.shown,
      credits: creditLines({
        screenplay: text(credits.screenplay),
        storyboard: text(credits.storyboard),
        director: text(credits.director),
        animationDirectors: names,
      }),
      summary: excerpt(body.text),
      bodyHtml: body.html,
      prev: link(episodes[index - 1]),
      next: link(episodes[index + 1]),
    },
    episodes,
    pendingImages: images.pending,
  };
}

/**
 * The written page's props for the form's fields. Downloads show their format only: their size is read from the file
 * when the site is built.
 */
export function previewWrittenPage(
  data: EntryData,
  slug: string,
  manifest: ImageManifest = imageManifest,
): { page: WrittenPage; pendingImages: string[] } {
  const body = renderMarkdown(text(data.body));
  const pending: string[] = [];
  const hero = previewImages(data.hero === undefined ? [] : [data.hero], manifest);
  pending.push(...hero.pending);
  const galleries: WrittenPageGallery[] = (Array.isArray(data.galleries) ? data.galleries : []).map((value) => {
    const gallery = fieldsOf(value);
    const images = (Array.isArray(gallery.images) ? gallery.images : []).flatMap((item) => {
      const image = fieldsOf(item);
      const { shown, pending: added } = previewImages([image], manifest);
      pending.push(...added);
      const downloads = (Array.isArray(image.downloads) ? image.downloads : []).map(fieldsOf).filter((d) => text(d.src) !== '');
      return shown.map((thumbnail) => ({
        ...thumbnail,
        caption: text(image.caption) || null,
        downloads: downloads.map((d) => ({ label: text(d.label), src: text(d.src), bytes: null })),
      }));
    });
    return { title: text(gallery.title), images };
  });
  const pv = fieldsOf(data.pv);
  const poster = previewImages([{ src: pv.poster, alt: '' }], manifest);
  pending.push(...poster.pending);
  const youtubeId = YoutubeIdSchema.safeParse(pv.youtubeId);
  const publishAt = PublishDateSchema.safeParse(data.publishAt);
  const published = publishAt.success ? splitDateTime(publishAt.data) : null;
  return {
    page: {
      slug,
      title: text(data.title),
      label: text(data.label),
      menuImage: text(data.menuImage) || null,
      publishedAt: published && toJstInstant(published.date, published.time),
      description: text(data.description) || excerpt(body.text),
      hero: hero.shown[0] ?? null,
      bodyHtml: body.html,
      galleries,
      pv: youtubeId.success && poster.shown[0] ? { youtubeId: youtubeId.data, poster: poster.shown[0].src } : null,
    },
    pendingImages: pending,
  };
}
