/** STORY's schemas: the introduction's and an episode's front matter (`content/story/`). */
import { z } from 'zod';
import { DateStringSchema, ImageSchema, RevealTimeSchema, TextSchema } from '../../content/schema';

export const StoryIntroFrontMatterSchema = z.strictObject({
  title: TextSchema.meta({ title: '見出し', description: 'STORY ページのイントロダクションの見出し。例: イントロダクション' }),
  lead: TextSchema.optional().meta({ title: 'リード文', description: '見出しの下に出す短い紹介（省略可）。本文より先に、大きめの文字で出ます。' }),
});

export const EpisodeCreditsSchema = z.strictObject({
  screenplay: TextSchema.meta({ title: '脚本', description: 'その話の脚本の担当者の名前。各話のページのスタッフに出ます。' }),
  storyboard: TextSchema.meta({ title: '絵コンテ', description: 'その話の絵コンテの担当者の名前。' }),
  director: TextSchema.meta({ title: '演出', description: 'その話の演出の担当者の名前。' }),
  animationDirectors: z.array(TextSchema).min(1).meta({ title: '作画監督', description: 'その話の作画監督の名前。一人ずつ足します。' }),
});
export type EpisodeCredits = z.infer<typeof EpisodeCreditsSchema>;

/** An empty body means the synopsis is not written yet. */
export const EpisodeFrontMatterSchema = z.strictObject({
  number: z.int({ error: '話数（1 以上の整数）' }).positive('話数（1 以上の整数）').meta({ title: '話数', description: '第何話か（1 から抜けなく）。各話のページの URL にもなります（第3話は /story/03/）。' }),
  title: TextSchema.meta({ title: 'サブタイトル', description: 'その話のサブタイトル。STORY の一覧と各話のページに出ます。例: はじめての合奏' }),
  airDate: DateStringSchema.meta({ title: '放送日', description: '最速の局で放送する日（深夜の放送は30時間表記の日付。土曜 25:30 なら土曜の日付）。放送日時は放送・配信の最速の局の時刻から計算します。' }),
  /** By default, the first broadcast (`airDate` at the fastest station's time). */
  revealAt: RevealTimeSchema.optional().meta({ title: 'あらすじの公開日時', description: 'あらすじと場面写真を公開する日時（省略可）。書かなければ最速放送の時刻に公開します。先行公開のときだけ書きます。' }),
  stills: z.array(ImageSchema).min(1).meta({ title: '場面写真', description: 'その話の場面写真（横16:縦9。1枚以上）。あらすじと同じ時刻に公開されます。' }),
  credits: EpisodeCreditsSchema.meta({ title: 'スタッフ', description: 'その話のスタッフ。各話のページに出ます。' }),
});
export type EpisodeFrontMatter = z.infer<typeof EpisodeFrontMatterSchema>;
