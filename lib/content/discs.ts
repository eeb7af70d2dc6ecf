/** Discs from `content/discs.yaml`, cross-checked against stores, volumes and episodes. */
import { type ContentContext, cached, contentFileLabel, createContentContext } from './context';
import { z } from 'zod';
import { ContentError, type ContentIssue, describeValue, loadDependency, valueAt } from './errors';
import { getMusic } from './music';
import { checkImages, checkReference, checkUnique, issueAt, readYamlFile, validItems, valuesAt } from './read';
import {
  DiscFormatSchema,
  type DiscVolume,
  DiscsFileSchema,
  ReferenceSchema,
  SlugSchema,
  type Store,
  type StoreBonus,
  TextSchema,
} from './schema';

const EpisodeNumberSchema = z.int().positive();
import { getEpisodes } from './story';

export type { DiscVolume, Store } from './schema';

/** The browser editor writes `all` as a list holding `all` alone. */
function meansAllVolumes(volumes: unknown): boolean {
  return volumes === 'all' || (Array.isArray(volumes) && volumes.length === 1 && volumes[0] === 'all');
}

/** A shop bonus with its shop and volumes resolved. */
export interface ResolvedStoreBonus extends Omit<StoreBonus, 'store' | 'volumes'> {
  store: Store;
  volumes: 'all' | string[];
  volumesLabel: string;
}

export interface Discs {
  volumes: DiscVolume[];
  stores: Store[];
  storeBonuses: ResolvedStoreBonus[];
  notes: string[];
}

/** Volumes, stores and store bonuses. @throws ContentError naming the file and field. */
export function getDiscs(ctx: ContentContext = createContentContext()): Discs {
  return cached(ctx, 'discs', () => {
    const issues: ContentIssue[] = [];
    const episodeNumbers = loadDependency(() => getEpisodes(ctx).map((e) => e.number), issues);
    const music = loadDependency(() => getMusic(ctx), issues);
    const parsed = readYamlFile(ctx, 'discs.yaml', DiscsFileSchema, issues);
    if (!parsed) throw new ContentError(issues);
    const volumeOptions = validItems(parsed, ['volumes'], z.object({ id: SlugSchema, label: TextSchema }));
    const storeOptions = validItems(parsed, ['stores'], z.object({ id: SlugSchema, name: TextSchema }));
    checkUnique(
      parsed,
      [...valuesAt(parsed, ['volumes', '*', 'id'], SlugSchema), ...valuesAt(parsed, ['stores', '*', 'id'], SlugSchema)],
      'ほかの巻・店舗と重ならない id',
      issues,
    );
    const codes = valuesAt(parsed, ['volumes', '*', 'formats', '*', 'code'], DiscFormatSchema.shape.code);
    checkUnique(parsed, codes, 'ほかの商品と重ならない品番', issues);
    // Catalogue codes are unique across music and discs too.
    const musicFile = contentFileLabel(ctx, 'music.yaml');
    for (const code of codes) {
      const release = music?.find((m) => m.editions.some((e) => e.code === code.value));
      if (!release) continue;
      issues.push(
        issueAt(parsed, code.path, {
          expected: `${musicFile} の商品とも重ならない品番`,
          found: `${describeValue(code.value)}（${musicFile} の「${release.title}」と同じです）`,
        }),
      );
    }
    const episodeRefs = valuesAt(parsed, ['volumes', '*', 'episodes', '*'], EpisodeNumberSchema);
    checkUnique(parsed, episodeRefs, 'ほかの巻に入っていない話数（1つの話は1つの巻にだけ入ります）', issues);
    if (episodeNumbers) {
      checkReference(parsed, episodeRefs, episodeNumbers.map((n) => ({ id: n })), `${contentFileLabel(ctx, 'story/episodes')} にある話数`, issues);
    }
    checkReference(
      parsed,
      valuesAt(parsed, ['storeBonuses', '*', 'store'], ReferenceSchema),
      storeOptions.map((st) => ({ id: st.id, label: st.name })),
      'stores にある店舗の id',
      issues,
    );
    checkReference(
      parsed,
      valuesAt(parsed, ['storeBonuses', '*', 'volumes', '*'], ReferenceSchema).filter(
        (ref) => !meansAllVolumes(valueAt(parsed.data, ref.path.slice(0, -1))),
      ),
      volumeOptions.map((v) => ({ id: v.id, label: v.label })),
      'volumes にある巻の id（すべての巻なら volumes: all）',
      issues,
    );
    checkImages(ctx, parsed, issues);
    const value = parsed.value;
    if (!value || issues.length > 0) throw new ContentError(issues);

    const storeBonuses = value.storeBonuses.flatMap((bonus): ResolvedStoreBonus[] => {
      const store = value.stores.find((s) => s.id === bonus.store);
      if (!store) return [];
      const volumes = meansAllVolumes(bonus.volumes) ? 'all' : value.volumes.map((v) => v.id).filter((id) => bonus.volumes.includes(id));
      const volumesLabel =
        volumes === 'all'
          ? '全巻'
          : value.volumes
              .filter((v) => volumes.includes(v.id))
              .map((v) => v.label)
              .join('・');
      return [{ ...bonus, store, volumes, volumesLabel }];
    });
    return { volumes: value.volumes, stores: value.stores, storeBonuses, notes: value.notes ?? [] };
  });
}
