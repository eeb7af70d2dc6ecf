/**
 * Blu-ray & DVD from `content/discs.yaml`: volumes, shops and shop-specific purchase bonuses.
 *
 * Cross-checks: ids and catalogue codes are unique; each bonus names a store in `stores` and volumes in
 * `volumes`; each volume's episodes exist in `content/story/episodes/` and no episode is on two volumes;
 * jackets exist in `public/`.
 */
import { type ContentContext, cached, createContentContext } from './context';
import { ContentError, type ContentIssue, loadDependency } from './errors';
import { checkImages, checkUnique, readYamlFile } from './read';
import { type DiscVolume, DiscsFileSchema, type Store, type StoreBonus } from './schema';
import { getEpisodes } from './story';

export type { DiscFormat, DiscVolume, Image, Store } from './schema';

/** A shop bonus with its shop and volumes resolved. */
export interface ResolvedStoreBonus extends Omit<StoreBonus, 'store' | 'volumes'> {
  store: Store;
  /** `'all'` for every volume, else the volume ids in file order. */
  volumes: 'all' | string[];
  /** 「全巻」 or the volume labels joined with 「・」 (「Vol.1・Vol.2」), for a table cell. */
  volumesLabel: string;
}

/** Everything on the disc page. */
export interface Discs {
  volumes: DiscVolume[];
  stores: Store[];
  storeBonuses: ResolvedStoreBonus[];
  /** Notes under the bonus table. */
  notes: string[];
}

/**
 * Volumes, stores and store bonuses.
 * @throws ContentError naming the file and field when `content/discs.yaml` is invalid or refers to an
 *   unknown store, volume or episode
 */
export function getDiscs(ctx: ContentContext = createContentContext()): Discs {
  return cached(ctx, 'discs', () => {
    const issues: ContentIssue[] = [];
    const episodeNumbers = loadDependency(() => getEpisodes(ctx).map((e) => e.number), issues);
    const parsed = readYamlFile(ctx, 'discs.yaml', DiscsFileSchema, issues);
    if (!parsed) throw new ContentError(issues);
    const { file, value, locate } = parsed;

    checkUnique(
      file,
      [
        ...value.volumes.map((v, i) => ({ value: v.id, path: ['volumes', i, 'id'] })),
        ...value.stores.map((s, i) => ({ value: s.id, path: ['stores', i, 'id'] })),
      ],
      'id',
      locate,
      issues,
    );
    checkUnique(
      file,
      value.volumes.flatMap((v, i) => v.formats.map((f, j) => ({ value: f.code, path: ['volumes', i, 'formats', j, 'code'] }))),
      'catalogue code',
      locate,
      issues,
    );
    checkUnique(
      file,
      value.volumes.flatMap((v, i) => v.episodes.map((n, j) => ({ value: n, path: ['volumes', i, 'episodes', j] }))),
      'episode (an episode is on one volume only)',
      locate,
      issues,
    );
    value.volumes.forEach((v, i) =>
      v.episodes.forEach((n, j) => {
        if (episodeNumbers && !episodeNumbers.includes(n)) {
          issues.push({
            file,
            field: `volumes.${i}.episodes.${j}`,
            message: `expected an episode number from content/story/episodes (1–${episodeNumbers.length}), got ${n}`,
            line: locate(['volumes', i, 'episodes', j]),
          });
        }
      }),
    );

    const storeIds = value.stores.map((s) => s.id);
    const volumeIds = value.volumes.map((v) => v.id);
    value.storeBonuses.forEach((bonus, i) => {
      if (!storeIds.includes(bonus.store)) {
        issues.push({
          file,
          field: `storeBonuses.${i}.store`,
          message: `expected a store id from stores (${storeIds.join(', ')}), got ${JSON.stringify(bonus.store)}`,
          line: locate(['storeBonuses', i, 'store']),
        });
      }
      if (bonus.volumes !== 'all') {
        bonus.volumes.forEach((id, j) => {
          if (!volumeIds.includes(id)) {
            issues.push({
              file,
              field: `storeBonuses.${i}.volumes.${j}`,
              message: `expected a volume id from volumes (${volumeIds.join(', ')}) or "all", got ${JSON.stringify(id)}`,
              line: locate(['storeBonuses', i, 'volumes', j]),
            });
          }
        });
      }
    });
    checkImages(ctx, parsed, issues);
    if (issues.length > 0) throw new ContentError(issues);

    const storeBonuses = value.storeBonuses.flatMap((bonus): ResolvedStoreBonus[] => {
      const store = value.stores.find((s) => s.id === bonus.store);
      if (!store) return [];
      const volumes = bonus.volumes === 'all' ? 'all' : volumeIds.filter((id) => bonus.volumes.includes(id));
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
