/** The schemas of `content/members.yaml`: the members and the supporting characters. */
import { z } from 'zod';
import { AppearsInSchema, ColorTokenSchema, ImagePathSchema, ImageSchema, MonthDaySchema, ReadingSchema, SlugSchema, TextSchema, VoiceActorSchema } from '../../content/schema';

export const AlternateImageSchema = z.strictObject({
  src: ImagePathSchema.meta({ title: '画像ファイル', description: 'メンバーのページで切り替えて見せるほかの画像（制服・私服など）。' }),
  alt: TextSchema.meta({ title: '画像の説明', description: '画像に何が描かれているかの短い文。画面を読み上げるソフトが読みます。' }),
  label: TextSchema.meta({ title: 'タブの名前', description: '画像を切り替えるボタンの文字。例: 私服' }),
});

export const MemberSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID', description: 'メンバーを指す名前（半角の英小文字）。ページの URL（/member/<id>/）になり、キャストで選ぶときに使います。例: hanako' }),
  name: TextSchema.meta({ title: '名前', description: 'キャラクターの名前。姓と名の間に半角スペースを入れます。例: 山田 花子' }),
  reading: ReadingSchema.meta({ title: '読み', description: '名前の読み（ひらがなかカタカナ）。名前と同じ位置にスペースを入れると、姓・名それぞれにふりがなが付きます。例: やまだ はなこ' }),
  nameEn: TextSchema.meta({ title: '名前（ローマ字）', description: '名前のローマ字表記。メンバーのページに添えて出ます。例: Hanako Yamada' }),
  cv: VoiceActorSchema.meta({ title: '声優' }),
  grade: TextSchema.meta({ title: '学年', description: 'メンバーのページのプロフィールに出る学年。例: 高校2年' }),
  part: TextSchema.meta({ title: 'パート', description: 'メンバーのページのプロフィールに出る担当（楽器など）。例: トランペット' }),
  birthday: MonthDaySchema.meta({ title: '誕生日', description: 'メンバーのページのプロフィールに出る誕生日。' }),
  height: z.int({ error: '身長（cm）の整数' }).min(100).max(220).meta({ title: '身長', description: 'メンバーのページのプロフィールに出る身長（cm の数字だけ）。例: 158' }),
  profile: TextSchema.meta({ title: 'プロフィール', description: 'メンバーのページの紹介文。' }),
  quote: TextSchema.meta({ title: 'セリフ', description: 'メンバーのページに「」で囲んで出るそのキャラクターのひとこと（「」は書きません）。例: 〇〇〇〇〇〇。' }),
  color: ColorTokenSchema.meta({ title: 'テーマカラー', description: 'メンバーの一覧とページの飾りの色（サイトの色の名前）。' }),
  works: AppearsInSchema.optional(),
  images: z
    .strictObject({
      main: ImageSchema.meta({ title: 'メインの画像', description: 'メンバーの一覧とページに出る立ち絵。' }),
      alternates: z.array(AlternateImageSchema).default([]).meta({ title: 'ほかの画像', description: 'メンバーのページで切り替えて見せる画像（なければ空のまま）。' }),
    })
    .meta({ title: '画像', description: 'メンバーの画像。' }),
});
/**
 * On a page in another language: the item's translatable fields its translation leaves in Japanese (`profile`,
 * `images.main.alt`), which the page does not show as that language's text. Absent on Japanese pages.
 */
export interface Untranslated {
  untranslated?: string[];
}

export type Member = z.infer<typeof MemberSchema> & Untranslated;

export const SupportingCharacterSchema = z.strictObject({
  id: SlugSchema.meta({ title: 'ID', description: 'キャラクターを指す名前（半角の英小文字）。キャストで選ぶときに使います。例: taro' }),
  name: TextSchema.meta({ title: '名前', description: 'キャラクターの名前。例: 潮田 しおり' }),
  reading: ReadingSchema.meta({ title: '読み', description: '名前の読み（ひらがなかカタカナ）。名前と同じ位置にスペースを入れます。' }),
  cv: VoiceActorSchema.meta({ title: '声優' }),
  role: TextSchema.meta({ title: '役どころ', description: 'MEMBER ページの名前の上に出る役どころ。例: 吹奏楽部の顧問' }),
  description: TextSchema.meta({ title: '紹介文', description: 'MEMBER ページのサブキャラクターの紹介。' }),
  image: ImageSchema.meta({ title: '画像', description: 'MEMBER ページに出るサブキャラクターの画像。' }),
  works: AppearsInSchema.optional(),
});
export type SupportingCharacter = z.infer<typeof SupportingCharacterSchema> & Untranslated;

export const MembersFileSchema = z.strictObject({
  /** Without it, a plain sentence is written. */
  lead: TextSchema.optional().meta({ title: 'ページの紹介文', description: 'MEMBER ページの上に出す紹介（省略可）。書かなければ決まった一文が出ます。' }),
  members: z.array(MemberSchema).min(1).meta({ title: 'メンバー', description: 'MEMBER ページに並ぶメインのキャラクター。並べた順に出ます。' }),
  supporting: z.array(SupportingCharacterSchema).default([]).meta({ title: 'サブキャラクター', description: 'MEMBER ページの下に並ぶキャラクター（なければ空のまま）。' }),
});
/** members.yaml as read; in another language each character says which of its words are still Japanese. */
export type MembersFile = Omit<z.infer<typeof MembersFileSchema>, 'members' | 'supporting'> & { members: Member[]; supporting: SupportingCharacter[] };
