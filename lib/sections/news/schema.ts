/** The news section's schemas: an article's front matter (`content/news/*.md`). */
import { z } from 'zod';
import { ImagePathSchema, PublishDateSchema, ReferenceSchema, TextSchema } from '../../content/schema';

export const NewsFrontMatterSchema = z
  .strictObject({
    title: TextSchema.meta({ title: 'タイトル', description: '記事の見出し。ニュース一覧・記事のページ・検索・フィードに出ます。例: 第2弾キービジュアル公開！' }),
    /** Until then the article is in no page, list, feed, sitemap or search index of a build. */
    date: PublishDateSchema.meta({ title: '日付', description: '記事がサイトに載る日時（日本時間）。この時刻より前は、記事はサイトのどこにも出ません。時刻を決めれば、その分に自動で公開されます。' }),
    category: ReferenceSchema.meta({ title: 'カテゴリ', description: '記事の分類。ニュース一覧の印と絞り込みに使います。選べるカテゴリは「サイトの設定」のニュースのカテゴリで増やせます。' }),
    image: ImagePathSchema.optional().meta({ title: '画像', description: '記事の上に出す画像（省略可）。SNS で共有したときの画像にもなります。' }),
    imageAlt: TextSchema.optional().meta({ title: '画像の説明', description: '記事の画像に何が描かれているかの文。画像を選んだときは必須です。例: 新しいキービジュアル。海辺に並ぶ五人' }),
    /** Derived from the body when absent. */
    summary: TextSchema.optional().meta({ title: '概要', description: 'ニュース一覧・検索結果・SNS に出す一文（省略可）。書かなければ本文の初めから作ります。' }),
  })
  .superRefine((fm, ctx) => {
    if (fm.image !== undefined && fm.imageAlt === undefined) {
      ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: '画像の説明（image を書いたときは必須）' });
    }
    if (fm.image === undefined && fm.imageAlt !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: '画像のパス（imageAlt を書いたときは必須）' });
    }
  });
export type NewsFrontMatter = z.infer<typeof NewsFrontMatterSchema>;

/**
 * What an article's translation (`news/<slug>.en.md`) gives: its words. The date, category and image are the
 * original's, so the two versions cannot disagree on them.
 */
export const NEWS_TRANSLATED_FIELDS = ['title', 'summary', 'imageAlt', 'body'] as const;
