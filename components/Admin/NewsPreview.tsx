import type { EditorCms } from '../../hooks/useSveltiaCms';
import { NEWS_COLLECTION } from '../../lib/cms/collections';
import { type EntryData, type PreviewContext, type PreviewLanguage, entrySlug, previewNewsArticle, previewPane, reservationNotice } from '../../lib/cms/preview';
import NewsArticle from '../News/NewsArticle';
import PreviewFrame from './PreviewFrame';
import { previewTemplate } from './previewTemplate';

export type NewsPreviewProps = {
  /** What the form holds. */
  data: EntryData;
  /** The entry's file name without `.md` ('' for a new one). */
  slug: string;
  /** A URL for an image path of the form (an upload not yet committed). */
  assetUrl: (path: string) => string;
  context: PreviewContext;
  /** The pane's language when it is not the default (its words and dates). */
  language?: PreviewLanguage['language'] | null;
};

/** The editor's preview of a news article: the article page's own component, with what the form holds. */
export default function NewsPreview({ data, slug, assetUrl, context, language = null }: NewsPreviewProps) {
  const { article, pendingImages } = previewNewsArticle(data, slug, context);
  return (
    <PreviewFrame pendingImages={pendingImages} assetUrl={assetUrl} notice={reservationNotice(article.publishedAt, context.siteInstant)} language={language}>
      <NewsArticle article={article} siteInstant={context.siteInstant} />
    </PreviewFrame>
  );
}

/**
 * Makes this the preview of the news collection. Loaded with the editor on its own (not with the episode preview), so
 * the build keeps this section's styles in the stylesheet the article pages load.
 */
export function registerNewsPreview(cms: EditorCms, context: PreviewContext): void {
  cms.registerPreviewTemplate(
    NEWS_COLLECTION,
    previewTemplate(({ entry, getAsset }) => {
      // The English pane shows the English page: the translation over the Japanese article, in English words.
      const pane = previewPane(entry, context, NEWS_COLLECTION);
      return <NewsPreview data={pane.data} slug={entrySlug(entry)} assetUrl={(path) => getAsset(path)?.url ?? path} context={pane.context} language={pane.language} />;
    }),
  );
}
