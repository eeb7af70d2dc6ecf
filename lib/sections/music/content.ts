import { type ContentContext, cached } from '../../content/context';
import { z } from 'zod';
import { ContentError, type ContentIssue } from '../../content/errors';
import { checkImages, checkUnique, readYamlFile, valuesAt } from '../../content/read';
import { SlugSchema } from '../../content/schema';
import { EditionSchema, type MusicItem, MusicFileSchema, TrackSchema } from './schema';

export type { Edition, Track } from './schema';

/** Display labels of song credits, in print order. */
export const MUSIC_CREDIT_LABELS = { lyrics: '作詞', composition: '作曲', arrangement: '編曲' } as const;

export interface MusicCredit {
  role: string;
  name: string;
}

/** A release; `credits` is a list in print order (empty for albums). */
export interface MusicRelease extends Omit<MusicItem, 'credits'> {
  credits: MusicCredit[];
}

/** Every release in file order. @throws ContentError naming the file and field. */
export function getMusic(ctx: ContentContext): MusicRelease[] {
  return cached(ctx, 'music', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(ctx, 'music.yaml', MusicFileSchema, issues);
    if (parsed) {
      checkUnique(parsed, valuesAt(parsed, ['music', '*', 'id'], SlugSchema), 'ほかのリリースと重ならない id', issues);
      checkUnique(parsed, valuesAt(parsed, ['music', '*', 'editions', '*', 'code'], EditionSchema.shape.code), 'ほかの商品と重ならない品番', issues);
      for (const { path } of valuesAt(parsed, ['music', '*', 'tracks'], z.array(z.unknown()))) {
        checkUnique(parsed, valuesAt(parsed, [...path, '*', 'no'], TrackSchema.shape.no), '同じリリースのほかの曲と重ならないトラック番号', issues);
      }
      checkImages(ctx, parsed, issues);
    }
    if (!parsed?.value || issues.length > 0) throw new ContentError(issues);
    return parsed.value.music.map(({ credits, ...release }) => ({
      ...release,
      credits: (['lyrics', 'composition', 'arrangement'] as const).flatMap((key) => {
        const name = credits?.[key];
        return name === undefined ? [] : [{ role: MUSIC_CREDIT_LABELS[key], name }];
      }),
    }));
  });
}

/** One release, or null. */
export function getMusicRelease(id: string, ctx: ContentContext): MusicRelease | null {
  return getMusic(ctx).find((m) => m.id === id) ?? null;
}
