import type { EditorCms } from '../../hooks/useSveltiaCms';
import { WRITTEN_PAGES_COLLECTION } from '../../lib/cms/collections';
import { type EntryData, type PreviewContext, type PreviewLanguage, entryData, entrySlug, previewPane, previewWrittenPage, reservationNotice, writtenPagePublishAt } from '../../lib/cms/preview';
import WrittenPage from '../Page/WrittenPage';
import PreviewFrame from './PreviewFrame';
import { previewTemplate } from './previewTemplate';

export type WrittenPagePreviewProps = {
  /** What the form holds. */
  data: EntryData;
  /** The entry's file name without `.md` ('' for a new one). */
  slug: string;
  /** A URL for an image path of the form (an upload not yet committed). */
  assetUrl: (path: string) => string;
  /** The instant the site shows, for the 予約 notice (none without it). */
  siteInstant?: string;
  /** The pane's language when it is not the default (its words and dates). */
  language?: PreviewLanguage['language'] | null;
};

/** The editor's preview of a written page: the page's own component, with what the form holds. */
export default function WrittenPagePreview({ data, slug, assetUrl, siteInstant, language = null }: WrittenPagePreviewProps) {
  const { page, pendingImages } = previewWrittenPage(data, slug);
  const notice = siteInstant === undefined ? null : reservationNotice(writtenPagePublishAt(data), siteInstant);
  return (
    <PreviewFrame pendingImages={pendingImages} assetUrl={assetUrl} notice={notice} language={language}>
      <WrittenPage page={page} />
    </PreviewFrame>
  );
}

/** Makes this the preview of the written pages' collection; loaded on its own, like the other previews. */
export function registerWrittenPagePreview(cms: EditorCms, context?: PreviewContext): void {
  cms.registerPreviewTemplate(
    WRITTEN_PAGES_COLLECTION,
    previewTemplate(({ entry, getAsset }) => {
      const pane = context ? previewPane(entry, context, WRITTEN_PAGES_COLLECTION) : { data: entryData(entry), language: null };
      return <WrittenPagePreview data={pane.data} slug={entrySlug(entry)} assetUrl={(path) => getAsset(path)?.url ?? path} siteInstant={context?.siteInstant} language={pane.language} />;
    }),
  );
}
