import type { MusicItem } from './schema';

/** The kind of a release as written in content: 「オープニングテーマ」 … 「アルバム」. */
export type MusicKind = MusicItem['kind'];

/** Short Japanese labels printed on the release badge and in the page index. */
export const MUSIC_KIND_LABELS: Readonly<Record<MusicKind, string>> = {
  オープニングテーマ: 'OP主題歌',
  エンディングテーマ: 'ED主題歌',
  挿入歌: '挿入歌',
  アルバム: 'アルバム',
};

/** Decorative Latin labels shown beside the Japanese ones. */
export const MUSIC_KIND_LABELS_EN: Readonly<Record<MusicKind, string>> = {
  オープニングテーマ: 'OPENING THEME',
  エンディングテーマ: 'ENDING THEME',
  挿入歌: 'INSERT SONG',
  アルバム: 'ALBUM',
};

/** 「OP主題歌」 for 「オープニングテーマ」 and so on. */
export function musicKindLabel(kind: MusicKind): string {
  return MUSIC_KIND_LABELS[kind];
}

const LINEUP_NAMES: ReadonlyArray<[MusicKind, string]> = [
  ['オープニングテーマ', 'オープニング'],
  ['エンディングテーマ', 'エンディング'],
  ['挿入歌', '挿入歌'],
  ['アルバム', 'アルバム'],
];

/** The kinds of release a series has, as a lead names them. */
export function musicLineup(kinds: Iterable<MusicKind>): string {
  const present = new Set(kinds);
  const named = LINEUP_NAMES.filter(([kind]) => present.has(kind)).map(([kind, name]) => ({ kind, name }));
  const themes = named.filter((n) => n.kind === 'オープニングテーマ' || n.kind === 'エンディングテーマ');
  const others = named.filter((n) => !themes.includes(n));
  return [...(themes.length > 0 ? [`${themes.map((t) => t.name).join('・')}主題歌`] : []), ...others.map((o) => o.name)].join('、');
}
