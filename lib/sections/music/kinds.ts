import type { MusicItem } from './schema';
import { type Messages } from '../../i18n/ja';
import { music as jaMusic } from '../../i18n/ja/music';
import { fillTemplate } from '../../i18n/template';

/** The kind of a release as written in content: 「オープニングテーマ」 … 「アルバム」. */
export type MusicKind = MusicItem['kind'];

/** Decorative Latin labels shown beside the Japanese ones. */
export const MUSIC_KIND_LABELS_EN: Readonly<Record<MusicKind, string>> = {
  オープニングテーマ: 'OPENING THEME',
  エンディングテーマ: 'ENDING THEME',
  挿入歌: 'INSERT SONG',
  アルバム: 'ALBUM',
};

/** 「OP主題歌」 for 「オープニングテーマ」 and so on (「Opening theme」 in the English catalogue). */
export function musicKindLabel(kind: MusicKind, messages: Pick<Messages, 'music'> = { music: jaMusic }): string {
  return messages.music.kinds[kind];
}

type LineupWords = Messages['music']['lineup'];

const LINEUP_NAMES: ReadonlyArray<[MusicKind, 'opening' | 'ending' | 'insert' | 'album']> = [
  ['オープニングテーマ', 'opening'],
  ['エンディングテーマ', 'ending'],
  ['挿入歌', 'insert'],
  ['アルバム', 'album'],
];

/** The kinds of release a series has, as a lead names them in the catalogue's words (「オープニング・エンディング主題歌、挿入歌」). */
export function musicLineup(kinds: Iterable<MusicKind>, words: LineupWords = jaMusic.lineup): string {
  const present = new Set(kinds);
  const named = LINEUP_NAMES.filter(([kind]) => present.has(kind)).map(([kind, key]) => ({ kind, name: words[key] }));
  const themes = named.filter((n) => n.kind === 'オープニングテーマ' || n.kind === 'エンディングテーマ');
  const others = named.filter((n) => !themes.includes(n));
  const names = [...(themes.length > 0 ? [fillTemplate(words.themes, { names: themes.map((t) => t.name).join(words.themeJoin) })] : []), ...others.map((o) => o.name)];
  // English joins the last two with 「and」; Japanese with 「、」 as the others.
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(words.listJoin)}${words.lastJoin}${names[names.length - 1]}`;
}
