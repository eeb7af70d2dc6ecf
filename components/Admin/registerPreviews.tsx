import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core';
import { EPISODES_COLLECTION, NEWS_COLLECTION } from '../../lib/cms/collections';
import type { EntryData, PreviewContext } from '../../lib/cms/preview';
import EpisodePreview from './EpisodePreview';
import NewsPreview from './NewsPreview';

/** What the form holds, as plain data (Decap keeps it as an Immutable map). */
function entryData({ entry }: PreviewTemplateComponentProps): EntryData {
  const data: unknown = entry.get('data')?.toJS();
  return typeof data === 'object' && data !== null ? Object.fromEntries(Object.entries(data)) : {};
}

/**
 * Registers the previews that render the site's own components: news articles and episodes. Other files keep
 * Decap's plain preview of their fields. Loaded with the editor (AdminApp), so the page itself stays light.
 */
export function registerPreviews(cms: CMS, context: PreviewContext): void {
  cms.registerPreviewTemplate(NEWS_COLLECTION, function NewsTemplate(props: PreviewTemplateComponentProps) {
    const slug: unknown = props.entry.get('slug');
    return (
      <NewsPreview data={entryData(props)} slug={typeof slug === 'string' ? slug : ''} assetUrl={(path) => String(props.getAsset(path))} context={context} />
    );
  });
  cms.registerPreviewTemplate(EPISODES_COLLECTION, function EpisodeTemplate(props: PreviewTemplateComponentProps) {
    return <EpisodePreview data={entryData(props)} assetUrl={(path) => String(props.getAsset(path))} context={context} />;
  });
}
