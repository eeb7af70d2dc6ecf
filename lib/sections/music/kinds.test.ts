import { MUSIC_KIND_LABELS_EN, type MusicKind, musicKindLabel, musicLineup } from './kinds';

describe('musicKindLabel', () => {
  it.each<[MusicKind, string, string]>([
    ['オープニングテーマ', 'OP主題歌', 'OPENING THEME'],
    ['エンディングテーマ', 'ED主題歌', 'ENDING THEME'],
    ['挿入歌', '挿入歌', 'INSERT SONG'],
    ['アルバム', 'アルバム', 'ALBUM'],
  ])('%s → %s / %s', (kind, ja, en) => {
    expect(musicKindLabel(kind)).toBe(ja);
    expect(MUSIC_KIND_LABELS_EN[kind]).toBe(en);
  });
});

describe('musicLineup', () => {
  it.each<[MusicKind[], string]>([
    [['アルバム', '挿入歌', 'エンディングテーマ', 'オープニングテーマ'], 'オープニング・エンディング主題歌、挿入歌、アルバム'],
    [['オープニングテーマ'], 'オープニング主題歌'],
    [['エンディングテーマ', 'エンディングテーマ'], 'エンディング主題歌'],
    [['オープニングテーマ', 'アルバム'], 'オープニング主題歌、アルバム'],
    [['挿入歌'], '挿入歌'],
  ])('%j → %s', (kinds, expected) => {
    expect(musicLineup(kinds)).toBe(expected);
  });
});
