import type { EditorCms } from '../../hooks/useSveltiaCms';
import { EPISODES_COLLECTION } from '../../lib/cms/collections';
import { type EntryData, type PreviewContext, type PreviewLanguage, previewEpisode, previewPane, reservationNotice } from '../../lib/cms/preview';
import PageHeader from '../Common/PageHeader';
import EpisodeDetail from '../Story/EpisodeDetail';
import { useWords } from '../../hooks/useLanguage';
import { story as jaStory } from '../../lib/i18n/ja/story';
import { fillTemplate } from '../../lib/i18n/template';
import PreviewFrame from './PreviewFrame';
import { previewTemplate } from './previewTemplate';
import type { WorkRef } from '../../lib/works';

export type EpisodePreviewProps = {
  /** What the form holds. */
  data: EntryData;
  /** A URL for an image path of the form (an upload not yet committed). */
  assetUrl: (path: string) => string;
  context: PreviewContext;
  /** The episode's work, when it is not the first (its title and links). */
  work?: WorkRef;
  /** The pane's language when it is not the default (its words and dates). */
  language?: PreviewLanguage['language'] | null;
};

/** The editor's preview of an episode: the episode page's heading and its own component, with what the form holds. */
export default function EpisodePreview({ data, assetUrl, context, work, language = null }: EpisodePreviewProps) {
  const { episode, episodes, pendingImages } = previewEpisode(data, context);
  return (
    // The page is public from the start; its synopsis and stills from their reveal.
    <PreviewFrame pendingImages={pendingImages} assetUrl={assetUrl} notice={reservationNotice(episode.revealAt, context.siteInstant)} language={language}>
      <EpisodePage episode={episode} episodes={episodes} stationName={context.fastest?.name ?? ''} siteInstant={context.siteInstant} work={work} />
    </PreviewFrame>
  );
}

/**
 * The episode page's heading, as StoryEpisodePage writes it, and its own component, inside the frame so that they take
 * its language's words. (Not StoryEpisodePage itself: its head tags are no part of a preview, and sharing the heading
 * through an export would grow the episode pages' own scripts.)
 */
function EpisodePage({ episode, work, ...rest }: Omit<Parameters<typeof EpisodeDetail>[0], 'work'> & { work?: WorkRef }) {
  const words = useWords('story', jaStory);
  const name = episode.title ? fillTemplate(words.episodeTitle, { n: episode.number, title: episode.title }) : fillTemplate(words.episodeUntitled, { n: episode.number });
  return (
    <>
      <PageHeader en={`EPISODE ${episode.slug}`} title={`${work ? `${work.label} ` : ''}${name}`} />
      <EpisodeDetail episode={episode} work={work} {...rest} />
    </>
  );
}

/**
 * Makes this the preview of the episodes collection. Loaded with the editor on its own (not with the news preview),
 * so the build keeps this section's styles in the stylesheet the episode pages load.
 */
export function registerEpisodePreview(cms: EditorCms, context: PreviewContext): void {
  const register = (collection: string, own: PreviewContext, work?: WorkRef) =>
    cms.registerPreviewTemplate(
      collection,
      previewTemplate(({ entry, getAsset }) => {
        const pane = previewPane(entry, own, EPISODES_COLLECTION);
        return <EpisodePreview data={pane.data} assetUrl={(path) => getAsset(path)?.url ?? path} context={pane.context} work={work} language={pane.language} />;
      }),
    );
  register(EPISODES_COLLECTION, context);
  // A later work's episodes air on its own stations and link within it (its station and episodes as its files name them, in every language).
  for (const { collection, work, fastest, episodes } of context.works ?? []) {
    register(collection, { ...context, fastest, episodes, languages: context.languages?.map((other) => ({ ...other, fastest, episodes })) }, work);
  }
}
