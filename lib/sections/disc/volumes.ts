import type { ResolvedStoreBonus, StoreInLang } from './content';
import type { DiscFormat, DiscVolume } from './schema';
import type { WorkRef } from '../../works';
import type { Messages } from '../../i18n/ja';
import { disc as jaDisc } from '../../i18n/ja/disc';
import { fillTemplate } from '../../i18n/template';

type Format = DiscFormat['format'];

const FORMAT_NAMES: ReadonlyArray<{ format: Format; ja: string }> = [
  { format: 'Blu-ray', ja: 'ブルーレイ' },
  { format: 'DVD', ja: 'DVD' },
];

/** The formats the volumes come in, as the section names itself: 「Blu-ray・DVD」 or 「Blu-ray」. */
export function discFormatsLabel(volumes: ReadonlyArray<Pick<DiscVolume, 'formats'>>, lang: 'en' | 'ja' = 'en', join: string = jaDisc.formatJoin): string {
  const present = new Set(volumes.flatMap((v) => v.formats.map((f) => f.format)));
  return FORMAT_NAMES.filter((f) => present.has(f.format))
    .map((f) => (lang === 'ja' ? f.ja : f.format))
    .join(join);
}

/** The release in a few words for the DISC page's lead, in the catalogue's words (「Blu-ray・DVD 全4巻」). */
export function discLineup(volumes: ReadonlyArray<Pick<DiscVolume, 'formats'>>, disc: Messages['disc'] = jaDisc): string {
  const formats = discFormatsLabel(volumes, 'en', disc.formatJoin);
  return volumes.length > 1 ? fillTemplate(disc.lineupVolumes, { formats, count: volumes.length }) : formats;
}

/** An episode on a volume, enough to print 「#01 はじまりの音」 and link to `/story/01/`. */
export interface DiscEpisode {
  number: number;
  slug: string;
  title: string;
}

/** Previous or next volume, for the links between volume pages. */
export interface VolumeLink {
  id: string;
  label: string;
}

/** The episodes on a volume with their titles. @throws Error when a number has no episode. */
export function volumeEpisodes(
  numbers: readonly number[],
  episodes: readonly { number: number; slug: string; title: string }[],
): DiscEpisode[] {
  return numbers.map((n) => {
    const found = episodes.find((e) => e.number === n);
    if (!found) throw new Error(`episode ${n} is not in content/story/episodes`);
    return { number: found.number, slug: found.slug, title: found.title };
  });
}

/** A volume with its episodes resolved: what a volume block shows. */
export interface DiscVolumeEntry {
  volume: DiscVolume;
  episodes: DiscEpisode[];
  /** A volume of a work after the first (#37): its episodes link to that work's pages. */
  work?: Pick<WorkRef, 'id' | 'first'>;
}

/** Every volume with its episodes' titles. */
export function withEpisodes(
  volumes: readonly DiscVolume[],
  episodes: readonly { number: number; slug: string; title: string }[],
): DiscVolumeEntry[] {
  return volumes.map((volume) => ({ volume, episodes: volumeEpisodes(volume.episodes, episodes) }));
}

/** 「第1話〜第3話」: consecutive runs joined with 〜, others with 「・」. */
export function episodeRangeLabel(numbers: readonly number[], disc: Pick<Messages['disc'], 'episode' | 'episodeRun' | 'episodeJoin'> = jaDisc): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const n of sorted) {
    const last = runs[runs.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs.map(([from, to]) => (from === to ? fillTemplate(disc.episode, { n: from }) : fillTemplate(disc.episodeRun, { from, to }))).join(disc.episodeJoin);
}

/** The store bonuses for one volume, in file order. */
export function bonusesForVolume(bonuses: readonly ResolvedStoreBonus[], volumeId: string): ResolvedStoreBonus[] {
  return bonuses.filter((b) => b.volumes === 'all' || b.volumes.includes(volumeId));
}

/** A store and its bonuses: one row group of the store-bonus table. */
export interface StoreBonusGroup {
  store: StoreInLang;
  bonuses: ResolvedStoreBonus[];
}

/** Groups bonuses by store in order of first appearance. */
export function groupBonusesByStore(bonuses: readonly ResolvedStoreBonus[]): StoreBonusGroup[] {
  const groups: StoreBonusGroup[] = [];
  for (const bonus of bonuses) {
    const group = groups.find((g) => g.store.id === bonus.store.id);
    if (group) group.bonuses.push(bonus);
    else groups.push({ store: bonus.store, bonuses: [bonus] });
  }
  return groups;
}

/** The volumes before and after `id`, or null at either end. */
export function adjacentVolumes(
  volumes: readonly VolumeLink[],
  id: string,
): { prev: VolumeLink | null; next: VolumeLink | null } {
  const i = volumes.findIndex((v) => v.id === id);
  if (i < 0) return { prev: null, next: null };
  const link = (v: VolumeLink | undefined): VolumeLink | null => (v ? { id: v.id, label: v.label } : null);
  return { prev: link(volumes[i - 1]), next: link(volumes[i + 1]) };
}
