/** The schemas of `content/music.yaml`: the songs and albums, their editions and tracks. */
import { z } from 'zod';
import { CatalogueCodeSchema, DateStringSchema, ImageSchema, LinkSchema, PriceSchema, SlugSchema, TextSchema } from '../../content/schema';

export const EditionSchema = z.strictObject({
  name: TextSchema.meta({ title: '商品名', description: '商品の名前（初回限定盤・通常盤など）。例: 初回限定盤' }),
  code: CatalogueCodeSchema.meta({ title: '品番', description: '商品の品番。音楽とディスクを通して重ならないようにします。' }),
  priceTaxIncluded: PriceSchema.meta({ title: '税込価格', description: '税込みの値段（円）。ページには「2,750円（税込）」の形で出ます。例: 2750' }),
});
export type Edition = z.infer<typeof EditionSchema>;

export const TrackSchema = z.strictObject({
  no: z.int({ error: 'トラック番号（1 以上の整数）' }).positive('トラック番号（1 以上の整数）').meta({ title: 'トラック番号', description: '収録曲の番号。例: 1' }),
  title: TextSchema.meta({ title: '曲名', description: '収録曲の名前。' }),
  note: TextSchema.optional().meta({ title: '備考', description: '曲名に添える一文（省略可）。例: TV サイズ' }),
});
export type Track = z.infer<typeof TrackSchema>;

export const MusicItemSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID', description: '曲やアルバムを指す名前（半角の英小文字）。例: op' }),
  kind: z
    .enum(['オープニングテーマ', 'エンディングテーマ', '挿入歌', 'アルバム'], { error: '種類' })
    .meta({ title: '種類', description: 'オープニングテーマ・エンディングテーマ・挿入歌・アルバムのどれか。MUSIC ページの分け方になります。' }),
  title: TextSchema.meta({ title: 'タイトル', description: '曲やアルバムの名前。' }),
  artist: TextSchema.meta({ title: 'アーティスト', description: '歌う人や演奏する人の名前。' }),
  credits: z
    .strictObject({
      lyrics: TextSchema.optional().meta({ title: '作詞', description: '作詞した人の名前（省略可）。' }),
      composition: TextSchema.optional().meta({ title: '作曲', description: '作曲した人の名前（省略可）。' }),
      arrangement: TextSchema.optional().meta({ title: '編曲', description: '編曲した人の名前（省略可）。' }),
    })
    .optional()
    .meta({ title: 'クレジット' }),
  releaseDate: DateStringSchema.meta({ title: '発売日', description: '発売する日。その日に検索エンジン向けのデータが「予約受付中」から「発売中」に変わります。' }),
  description: TextSchema.optional().meta({ title: '紹介文', description: 'MUSIC ページに出す紹介（省略可）。' }),
  jacket: ImageSchema.meta({ title: 'ジャケット', description: 'ジャケットの画像（正方形）。' }),
  editions: z.array(EditionSchema).min(1).meta({ title: '商品', description: '売っている形（初回限定盤・通常盤など）と品番・値段。' }),
  tracks: z.array(TrackSchema).min(1).meta({ title: '収録曲', description: '収録曲の一覧。' }),
  links: z
    .strictObject({
      streaming: z.array(LinkSchema).default([]).meta({ title: '配信', description: '配信で聴けるサービスへのリンク（なければ空のまま）。' }),
      purchase: z.array(LinkSchema).default([]).meta({ title: '購入', description: '買えるお店へのリンク（なければ空のまま）。' }),
    })
    .meta({ title: 'リンク' }),
});
export type MusicItem = z.infer<typeof MusicItemSchema>;

export const MusicFileSchema = z.strictObject({
  music: z.array(MusicItemSchema).min(1).meta({ title: '音楽', description: 'MUSIC ページに並ぶ主題歌・挿入歌・アルバム。' }),
});
