/**
 * Music releases from `content/music.yaml`: theme songs, insert song, album.
 *
 * Cross-checks: ids and catalogue codes are unique, track numbers are unique within a release, jackets exist.
 */
import { type ContentContext, cached, createContentContext } from './context';
import { ContentError, type ContentIssue } from './errors';
import { checkImages, checkUnique, readYamlFile } from './read';
import { type MusicItem, MusicFileSchema } from './schema';

export type { Edition, Image, Link, Track } from './schema';

/** Display labels of song credits, in print order. */
export const MUSIC_CREDIT_LABELS = { lyrics: '作詞', composition: '作曲', arrangement: '編曲' } as const;

/** One song credit, ready to print: 「作詞」 「波多野あさひ」. */
export interface MusicCredit {
  role: string;
  name: string;
}

/** A release; `credits` is a list in print order (empty for albums). */
export interface MusicRelease extends Omit<MusicItem, 'credits'> {
  credits: MusicCredit[];
}

/**
 * Every release in file order.
 * @throws ContentError naming the file and field when `content/music.yaml` is invalid
 */
export function getMusic(ctx: ContentContext = createContentContext()): MusicRelease[] {
  return cached(ctx, 'music', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(ctx, 'music.yaml', MusicFileSchema, issues);
    if (parsed) {
      const { file, value, locate } = parsed;
      checkUnique(file, value.music.map((m, i) => ({ value: m.id, path: ['music', i, 'id'] })), 'id', locate, issues);
      checkUnique(
        file,
        value.music.flatMap((m, i) => m.editions.map((e, j) => ({ value: e.code, path: ['music', i, 'editions', j, 'code'] }))),
        'catalogue code',
        locate,
        issues,
      );
      value.music.forEach((m, i) =>
        checkUnique(file, m.tracks.map((t, j) => ({ value: t.no, path: ['music', i, 'tracks', j, 'no'] })), 'track number', locate, issues),
      );
      checkImages(ctx, parsed, issues);
    }
    if (!parsed || issues.length > 0) throw new ContentError(issues);
    return parsed.value.music.map(({ credits, ...release }) => ({
      ...release,
      credits: (['lyrics', 'composition', 'arrangement'] as const).flatMap((key) => {
        const name = credits?.[key];
        return name === undefined ? [] : [{ role: MUSIC_CREDIT_LABELS[key], name }];
      }),
    }));
  });
}

/**
 * One release, or null.
 * @param id e.g. `op`
 */
export function getMusicRelease(id: string, ctx: ContentContext = createContentContext()): MusicRelease | null {
  return getMusic(ctx).find((m) => m.id === id) ?? null;
}
