/** The schemas of `content/cast.yaml` and `staff.yaml`. */
import { z } from 'zod';
import { AppearsInSchema, ReferenceSchema, TextSchema, VoiceActorSchema } from '../../content/schema';

/** Name and CV come from `members.yaml`. */
export const CastEntrySchema = z.strictObject({
  character: ReferenceSchema.meta({ title: 'キャラクター', description: 'CAST ページに並べるキャラクター。名前と声優はメンバーの設定から取ります。' }),
  /** Works (#37) where this entry holds; a recast role is a second entry with the other works. */
  works: AppearsInSchema.optional(),
  /** The voice actor for these works, when not the one of `members.yaml` (a recast). */
  cv: VoiceActorSchema.optional().meta({ title: '声優（members.yaml と違うとき）', description: 'この作品だけ声優が替わるときの声優（省略可）。替わる作品を「登場する作品」で選んだ行に書きます。' }),
});

export const CastFileSchema = z.strictObject({
  cast: z.array(CastEntrySchema).min(1).meta({ title: 'キャスト', description: 'CAST ページに並ぶキャラクターと声優。並べた順に出ます。' }),
});

export const StaffEntrySchema = z.strictObject({
  role: TextSchema.meta({ title: '役職', description: 'スタッフの役職。例: 監督' }),
  names: z.array(TextSchema).min(1).meta({ title: '名前', description: 'その役職の人の名前。一人ずつ足します。例: 山田 太郎' }),
});
export type StaffEntry = z.infer<typeof StaffEntrySchema>;

export const StaffFileSchema = z.strictObject({
  staff: z.array(StaffEntrySchema).min(1).meta({ title: 'スタッフ', description: 'CAST・STAFF ページに並ぶスタッフ。並べた順に出ます。' }),
});
