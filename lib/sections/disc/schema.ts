/** The schemas of `content/discs.yaml`: the volumes, the stores and their bonuses. */
import { z } from 'zod';
import { CatalogueCodeSchema, DateStringSchema, ImageSchema, PriceSchema, ReferenceSchema, SlugSchema, TextSchema, UrlSchema } from '../../content/schema';

export const DiscFormatSchema = z.strictObject({
  format: z.enum(['Blu-ray', 'DVD'], { error: '形態' }).meta({ title: '形態', description: 'Blu-ray か DVD か。' }),
  code: CatalogueCodeSchema.meta({ title: '品番', description: 'この形態の品番。音楽とディスクを通して重ならないようにします。' }),
  priceTaxIncluded: PriceSchema.meta({ title: '税込価格', description: '税込みの値段（円）。例: 16500' }),
});
export type DiscFormat = z.infer<typeof DiscFormatSchema>;

export const DiscVolumeSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID', description: '巻を指す名前（半角の英小文字）。巻のページの URL（/disc/<id>/）になり、店舗別特典で選ぶときに使います。例: vol1' }),
  label: TextSchema.meta({ title: '巻の表示名', description: '一覧や店舗別特典に出る巻の名前。例: Vol.1' }),
  title: TextSchema.meta({ title: '商品名', description: '巻のページの見出しになる商品の名前。' }),
  releaseDate: DateStringSchema.meta({ title: '発売日', description: '発売する日。その日に検索エンジン向けのデータが「予約受付中」から「発売中」に変わります。' }),
  episodes: z
    .array(z.int({ error: '話数（1 以上の整数）' }).positive('話数（1 以上の整数）'))
    .min(1)
    .meta({ title: '収録話', description: 'この巻に入る話数（その作品の第何話か）。一つずつ足します。例: 1' }),
  formats: z.array(DiscFormatSchema).min(1).meta({ title: '形態', description: 'Blu-ray・DVD ごとの品番と値段。' }),
  bonusItems: z.array(TextSchema).default([]).meta({ title: '封入特典', description: '商品に入っている特典。一つずつ足します（なければ空のまま）。例: 特製ブックレット' }),
  extras: z.array(TextSchema).default([]).meta({ title: '映像特典', description: '収録されている映像の特典。一つずつ足します（なければ空のまま）。例: ノンクレジットOP' }),
  jacket: ImageSchema.meta({ title: 'ジャケット', description: 'ジャケットの画像（正方形）。' }),
});
export type DiscVolume = z.infer<typeof DiscVolumeSchema>;

export const StoreSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID', description: 'お店を指す名前（半角の英小文字）。店舗別特典で選ぶときに使います。例: shop-a' }),
  name: TextSchema.meta({ title: '店舗名', description: '店舗別特典の表に出るお店の名前。' }),
  url: UrlSchema.meta({ title: 'URL', description: 'お店の特典のページのアドレス。' }),
});
export type Store = z.infer<typeof StoreSchema>;

export const StoreBonusSchema = z.strictObject({
  store: ReferenceSchema.meta({ title: '店舗', description: '特典が付くお店（「店舗」に足したお店から選びます）。' }),
  item: TextSchema.meta({ title: '特典', description: '付く特典の名前。例: B2タペストリー' }),
  condition: TextSchema.meta({ title: '条件', description: '特典が付く条件。例: 全巻購入で' }),
  volumes: z
    .union([z.literal('all'), z.array(ReferenceSchema).min(1)], {
      error: 'all か、巻の id の一覧（例: [vol1, vol2]）',
    })
    .meta({ title: '対象の巻', description: '特典が付く巻。all を選ぶとすべての巻です。' }),
});
export type StoreBonus = z.infer<typeof StoreBonusSchema>;

export const DiscsFileSchema = z.strictObject({
  volumes: z.array(DiscVolumeSchema).min(1).meta({ title: '巻', description: 'DISC ページに並ぶ Blu-ray・DVD の巻。' }),
  stores: z.array(StoreSchema).default([]).meta({ title: '店舗', description: '店舗別特典を出すお店（なければ空のまま）。' }),
  storeBonuses: z.array(StoreBonusSchema).default([]).meta({ title: '店舗別特典', description: 'お店ごとの特典（なければ空のまま）。' }),
  notes: z.array(TextSchema).optional().meta({ title: '注意書き', description: 'DISC ページの下に出す注意書き（省略可）。一つずつ足します。' }),
});
