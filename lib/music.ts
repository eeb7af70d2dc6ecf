/**
 * Display helpers for music releases (`content/music.yaml`).
 */
import type { MusicItem } from './content/schema';

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

/**
 * 「OP主題歌」 for 「オープニングテーマ」 and so on.
 * @param kind the release's `kind` from content
 */
export function musicKindLabel(kind: MusicKind): string {
  return MUSIC_KIND_LABELS[kind];
}

/**
 * The title as printed in running text: songs in 「」, albums in 『』 (the Japanese convention).
 * @param kind the release's kind
 * @param title the bare title
 */
export function quotedMusicTitle(kind: MusicKind, title: string): string {
  return kind === 'アルバム' ? `『${title}』` : `「${title}」`;
}
