import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core';
import { NEWS_COLLECTION } from '../../lib/cms/collections';
import { type EntryData, type PreviewContext, entryData, entrySlug, previewNewsArticle, reservationNotice } from '../../lib/cms/preview';
import NewsArticle from '../News/NewsArticle';
import PreviewFrame from './PreviewFrame';

export type NewsPreviewProps = {
  /** What the form holds. */
  data: EntryData;
  /** The entry's file name without `.md` ('' for a new one). */
  slug: string;
  /** A URL for an image path of the form (an upload not yet committed). */
  assetUrl: (path: string) => string;
  context: PreviewContext;
};

/** The editor's preview of a news article: the article page's own component, with what the form holds. */
export default function NewsPreview({ data, slug, assetUrl, context }: NewsPreviewProps) {
  const { article, pendingImages } = previewNewsArticle(data, slug, context);
  return (
    <PreviewFrame pendingImages={pendingImages} assetUrl={assetUrl} notice={reservationNotice(article.publishedAt, context.siteInstant)}>
      <NewsArticle article={article} siteInstant={context.siteInstant} />
    </PreviewFrame>
  );
}

/**
 * Makes this the preview of the news collection. Loaded with the editor on its own (not with the episode preview), so
 * the build keeps this section's styles in the stylesheet the article pages load.
 */
export function registerNewsPreview(cms: CMS, context: PreviewContext): void {
  cms.registerPreviewTemplate(NEWS_COLLECTION, function NewsTemplate({ entry, getAsset }: PreviewTemplateComponentProps) {
    return <NewsPreview data={entryData(entry)} slug={entrySlug(entry)} assetUrl={(path) => String(getAsset(path))} context={context} />;
  });
}
