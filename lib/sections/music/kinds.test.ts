import { MUSIC_KIND_LABELS_EN, type MusicKind, musicKindLabel, musicLineup } from './kinds';
import { en } from '../../i18n/en';

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

describe('in English', () => {
  it.each<[MusicKind[], string]>([
    [['アルバム', '挿入歌', 'エンディングテーマ', 'オープニングテーマ'], 'opening and ending themes, insert songs and albums'],
    [['オープニングテーマ'], 'opening themes'],
    [['挿入歌'], 'insert songs'],
  ])('lineup %j → %s', (kinds, expected) => {
    expect(musicLineup(kinds, en.music.lineup)).toBe(expected);
  });

  it('names every kind in the English catalogue', () => {
    expect(musicKindLabel('オープニングテーマ', en)).toBe('Opening theme');
  });
});
