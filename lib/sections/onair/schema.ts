/** ONAIR's schemas: `onair.yaml` (stations and streaming services) and a film's `screening.yaml` (theatres). */
import { z } from 'zod';
import { BroadcastTimeSchema, DateStringSchema, SlugSchema, TextSchema, UrlSchema, WeekdaySchema } from '../../content/schema';

export const StationSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID', description: '放送局を指す名前（半角の英小文字）。放送カレンダーのデータに使います。例: abc-tv' }),
  name: TextSchema.meta({ title: '放送局名', description: 'ON AIR ページの表に出る放送局の名前。例: 〇〇テレビ' }),
  area: TextSchema.meta({ title: '放送地域', description: '放送する地域。例: 関東ローカル' }),
  /** Its weekday must equal `weekday`. */
  firstAirDate: DateStringSchema.meta({ title: '放送開始日', description: 'この局で第1話を放送する日（深夜は30時間表記の日付）。曜日と合っているかをチェックが確かめます。' }),
  weekday: WeekdaySchema.meta({ title: '曜日', description: '毎週放送する曜日（深夜は30時間表記の曜日。土曜 25:30 なら土）。' }),
  time: BroadcastTimeSchema.meta({ title: '放送時刻', description: '毎週の放送開始の時刻（日本時間）。深夜1:30は 25:30 と書きます。' }),
  note: TextSchema.optional().meta({ title: '備考', description: '表の備考の欄に出す一文（省略可）。例: 変更の可能性あり' }),
  /** Exactly one station has it; episode air times are computed from it. */
  fastest: z.boolean({ error: 'true か false' }).optional().meta({ title: '最速放送', description: 'いちばん早く放送する局だけオンにします（1局だけ）。各話の放送日時とあらすじの公開はこの局の時刻から決まります。' }),
  repeat: z.boolean({ error: 'true か false' }).optional().meta({ title: 'リピート放送', description: '再放送の枠ならオンにします（表に印が付きます）。' }),
});
export type Station = z.infer<typeof StationSchema>;

export const StreamingServiceSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID', description: '配信サービスを指す名前（半角の英小文字）。例: sora-video' }),
  name: TextSchema.meta({ title: 'サービス名', description: 'ON AIR ページの表に出る配信サービスの名前。例: そらビデオ' }),
  type: z.enum(['見放題', 'レンタル'], { error: '配信の種類' }).meta({ title: '配信の種類', description: '見放題かレンタルか。表に出ます。' }),
  /** Its weekday must equal `weekday`. */
  startDate: DateStringSchema.meta({ title: '配信開始日', description: '配信を始める日。曜日と合っているかをチェックが確かめます。' }),
  weekday: WeekdaySchema.meta({ title: '更新の曜日', description: '毎週新しい話が配信される曜日。' }),
  time: BroadcastTimeSchema.meta({ title: '更新の時刻', description: '毎週新しい話が配信される時刻（日本時間。30時間表記）。' }),
  url: UrlSchema.meta({ title: 'URL', description: '配信サービスの作品のページのアドレス。' }),
  note: TextSchema.optional().meta({ title: '備考', description: '表の備考の欄に出す一文（省略可）。' }),
});
export type StreamingService = z.infer<typeof StreamingServiceSchema>;

export const OnAirFileSchema = z.strictObject({
  notes: z.array(TextSchema).min(1).meta({ title: '注意書き', description: 'ON AIR ページの枠に出す注意書き。一つずつ足します。例: 放送日時は予告なく変更になる場合があります。' }),
  stations: z.array(StationSchema).min(1).meta({ title: '放送局', description: 'テレビの放送局。ON AIR ページの表とカレンダーになります。' }),
  streaming: z.array(StreamingServiceSchema).default([]).meta({ title: '配信サービス', description: 'インターネットの配信サービス（なければ空のまま）。' }),
});
export type OnAirFile = z.infer<typeof OnAirFileSchema>;


/** The 47 prefectures, written in full as a theatre listing names them. */
const PREFECTURES: readonly string[] = [
  '北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県', '茨城県', '栃木県', '群馬県', '埼玉県', '千葉県',
  '東京都', '神奈川県', '新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県', '三重県',
  '滋賀県', '京都府', '大阪府', '兵庫県', '奈良県', '和歌山県', '鳥取県', '島根県', '岡山県', '広島県', '山口県', '徳島県',
  '香川県', '愛媛県', '高知県', '福岡県', '佐賀県', '長崎県', '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県',
];

/**
 * The prefectures as pages in a language written in Latin letters name them (Hepburn, without long-vowel marks, as
 * the prefectures write themselves), in the order of {@link PREFECTURES}: place names, never left to a translator.
 */
const PREFECTURES_LATIN: readonly string[] = [
  'Hokkaido', 'Aomori', 'Iwate', 'Miyagi', 'Akita', 'Yamagata', 'Fukushima', 'Ibaraki', 'Tochigi', 'Gunma', 'Saitama', 'Chiba',
  'Tokyo', 'Kanagawa', 'Niigata', 'Toyama', 'Ishikawa', 'Fukui', 'Yamanashi', 'Nagano', 'Gifu', 'Shizuoka', 'Aichi', 'Mie',
  'Shiga', 'Kyoto', 'Osaka', 'Hyogo', 'Nara', 'Wakayama', 'Tottori', 'Shimane', 'Okayama', 'Hiroshima', 'Yamaguchi', 'Tokushima',
  'Kagawa', 'Ehime', 'Kochi', 'Fukuoka', 'Saga', 'Nagasaki', 'Kumamoto', 'Oita', 'Miyazaki', 'Kagoshima', 'Okinawa',
];

/** A prefecture's name in Latin letters (`東京都` → `Tokyo`); a name not among the 47 as it is. */
export const prefectureInLatin = (name: string): string => PREFECTURES_LATIN[PREFECTURES.indexOf(name)] ?? name;
const PREFECTURE = '47都道府県のどれかの名前（「都」「道」「府」「県」まで書きます。例: 東京都、大阪府、北海道、神奈川県）';

export const TheatreSchema = z.strictObject({
  prefecture: z
    .string({ error: PREFECTURE })
    .refine((name) => PREFECTURES.includes(name), PREFECTURE)
    .meta({ title: '都道府県', description: '劇場のある都道府県。上映劇場の表のいちばん左に出ます。' }),
  name: TextSchema.meta({ title: '劇場名', description: '劇場の名前。例: 〇〇シネマ' }),
  url: UrlSchema.meta({ title: 'URL', description: '劇場のページのアドレス。' }),
  note: TextSchema.optional().meta({ title: '備考', description: '表の備考の欄に出す一文（省略可）。例: 舞台挨拶あり' }),
});
export type Theatre = z.infer<typeof TheatreSchema>;

/** `content/works/<id>/screening.yaml` (or `content/screening.yaml` when the first work is a film): a film's onair.yaml. */
export const ScreeningFileSchema = z.strictObject({
  /** 00:00 JST of this day is the release, which the countdown counts down to. */
  startDate: DateStringSchema.meta({ title: '公開日', description: '映画の公開日。その日の 0:00 から「上映中」になり、トップページのカウントダウンがこの日を目指します。' }),
  /** The last day, included: from 00:00 JST of the next it has ended (no ticket link). Without it, open-ended (「上映中」). */
  endDate: DateStringSchema.optional().meta({ title: '上映終了日', description: '上映の最終日（省略可）。翌日の 0:00 から「上映は終了しました」になり、チケットのリンクが消えます。' }),
  notes: z.array(TextSchema).min(1).meta({ title: '注意書き', description: '上映情報の下に出す注意書き。一つずつ足します。' }),
  theatres: z.array(TheatreSchema).min(1).meta({ title: '上映劇場', description: '上映する劇場の表。' }),
  ticketUrl: UrlSchema.optional().meta({ title: 'チケットの URL', description: 'チケットを買うページのアドレス（省略可）。上映が終わるまで出ます。' }),
});
export type ScreeningFile = z.infer<typeof ScreeningFileSchema>;
