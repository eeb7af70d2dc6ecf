import { type ContentContext, cached, langOf } from '../../content/context';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages';
import { CATALOGUES } from '../../i18n/catalogue';
import { readTranslation } from '../../content/translations';
import { namesInLang, overlayTranslated, pairTranslated } from '../../content/translatedList';
import { z } from 'zod';
import { ContentError, type ContentIssue } from '../../content/errors';
import { checkImages, checkUnique, readYamlFile, valuesAt } from '../../content/read';
import { type Link, SlugSchema } from '../../content/schema';
import { EditionSchema, type MusicItem, MusicFileSchema, TrackSchema } from './schema';

/**
 * What `music.en.yaml` translates: the file's one list, written whole as the editor writes it (see
 * `../../content/translatedList.ts`). Of each release the loader takes its title, description, jacket's alt text,
 * editions' names, tracks' titles and notes, and its links' labels (a store or service as its readers know it, by the
 * link's URL; the editor's `i18n: true`; every other field is copied, `duplicate`): names of people stay as the
 * Japanese file has them.
 */
export const MUSIC_TRANSLATED = ['music'] as const;

export type { Edition, Track } from './schema';

export interface MusicCredit {
  role: string;
  name: string;
}

/** A store's or service's link; `lang` when its label is the original's on a page in another language. */
export type MusicLink = Link & { lang?: Lang };

/** A release; `credits` is a list in print order (empty for albums). */
export interface MusicRelease extends Omit<MusicItem, 'credits' | 'links'> {
  credits: MusicCredit[];
  links: { streaming: MusicLink[]; purchase: MusicLink[] };
}

/**
 * Every release in file order; in another language, the releases its translation has, with their translated fields.
 * @throws ContentError naming the file and field.
 */
export function getMusic(ctx: ContentContext): MusicRelease[] {
  return cached(ctx, 'music', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(ctx, 'music.yaml', MusicFileSchema, issues);
    const translation = readTranslation(ctx, 'music.yaml', MusicFileSchema, MUSIC_TRANSLATED, issues);
    if (parsed) {
      checkUnique(parsed, valuesAt(parsed, ['music', '*', 'id'], SlugSchema), 'ほかのリリースと重ならない id', issues);
      checkUnique(parsed, valuesAt(parsed, ['music', '*', 'editions', '*', 'code'], EditionSchema.shape.code), 'ほかの商品と重ならない品番', issues);
      for (const { path } of valuesAt(parsed, ['music', '*', 'tracks'], z.array(z.unknown()))) {
        checkUnique(parsed, valuesAt(parsed, [...path, '*', 'no'], TrackSchema.shape.no), '同じリリースのほかの曲と重ならないトラック番号', issues);
      }
      checkImages(ctx, parsed, issues);
    }
    if (!parsed?.value || issues.length > 0) throw new ContentError(issues);
    const lang = langOf(ctx);
    const roles = CATALOGUES[lang].music.credits;
    const releases = lang === DEFAULT_LANG ? parsed.value.music : pairTranslated(parsed.value.music, translation?.data.music, byId).map(([original, t]) => translatedRelease(original, t));
    return releases.map(({ credits, ...release }) => ({
      ...release,
      credits: (['lyrics', 'composition', 'arrangement'] as const).flatMap((key) => {
        const name = credits?.[key];
        return name === undefined ? [] : [{ role: roles[key], name }];
      }),
    }));
  });
}

const byId = (item: { id: string }): string => item.id;

/** A release with the translatable fields of its translation ({@link MUSIC_TRANSLATED_ITEM_FIELDS}); what it leaves out is not shown. */
function translatedRelease(original: MusicItem, t: MusicItem): Omit<MusicRelease, 'credits'> & Pick<MusicItem, 'credits'> {
  const { description: _description, ...rest } = original;
  void _description; // a Japanese description is not shown as English
  return {
    ...rest,
    title: t.title,
    ...(t.description === undefined ? {} : { description: t.description }),
    jacket: { ...original.jacket, alt: t.jacket.alt },
    editions: overlayTranslated(original.editions, t.editions, (e) => e.code, (e, te) => ({ ...e, name: te.name })),
    links: {
      streaming: translatedLinks(original.links.streaming, t.links?.streaming),
      purchase: translatedLinks(original.links.purchase, t.links?.purchase),
    },
    tracks: overlayTranslated(original.tracks, t.tracks, (track) => track.no, (track, tt) => {
      const { note: _note, ...bare } = track;
      void _note;
      return { ...bare, title: tt.title, ...(tt.note === undefined ? {} : { note: tt.note }) };
    }),
  };
}

/** A release's links with their translated labels, each found by its URL; one left out keeps its own, marked. */
const translatedLinks = (original: readonly Link[], translated: readonly Link[] | undefined): MusicLink[] => namesInLang(original, translated, (link) => link.url, 'label');

/** One release, or null. */
export function getMusicRelease(id: string, ctx: ContentContext): MusicRelease | null {
  return getMusic(ctx).find((m) => m.id === id) ?? null;
}
