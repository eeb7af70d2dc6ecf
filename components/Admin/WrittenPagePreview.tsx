import type { EditorCms } from '../../hooks/useSveltiaCms';
import { WRITTEN_PAGES_COLLECTION } from '../../lib/cms/collections';
import { type EntryData, type PreviewContext, entryData, entrySlug, previewWrittenPage, reservationNotice, writtenPagePublishAt } from '../../lib/cms/preview';
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
};

/** The editor's preview of a written page: the page's own component, with what the form holds. */
export default function WrittenPagePreview({ data, slug, assetUrl, siteInstant }: WrittenPagePreviewProps) {
  const { page, pendingImages } = previewWrittenPage(data, slug);
  const notice = siteInstant === undefined ? null : reservationNotice(writtenPagePublishAt(data), siteInstant);
  return (
    <PreviewFrame pendingImages={pendingImages} assetUrl={assetUrl} notice={notice}>
      <WrittenPage page={page} />
    </PreviewFrame>
  );
}

/** Makes this the preview of the written pages' collection; loaded on its own, like the other previews. */
export function registerWrittenPagePreview(cms: EditorCms, context?: Pick<PreviewContext, 'siteInstant'>): void {
  cms.registerPreviewTemplate(
    WRITTEN_PAGES_COLLECTION,
    previewTemplate(({ entry, getAsset }) => (
      <WrittenPagePreview data={entryData(entry)} slug={entrySlug(entry)} assetUrl={(path) => getAsset(path)?.url ?? path} siteInstant={context?.siteInstant} />
    )),
  );
}
