import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import type { EpisodePageProps } from '../../lib/sections/story/pages';
import EpisodeDetail from './EpisodeDetail';
import { sectionLabels } from '../../lib/sections/shape';
import { fillTemplate } from '../../lib/i18n/template';
import { DEFAULT_LANG } from '../../lib/i18n/languages';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { shell as jaShell } from '../../lib/i18n/ja/shell';
import { story as jaStory } from '../../lib/i18n/ja/story';

export type StoryEpisodePageProps = EpisodePageProps;

/** An episode page, of the first work (`/story/01/`) or of another (`/story/<id>/01/`, its title led by the work's name). */
export default function StoryEpisodePage({ episode, episodes, stationName, siteInstant, jsonLd, work }: StoryEpisodePageProps) {
  const { lang } = useLanguage();
  const messages = { shell: useWords('shell', jaShell), story: useWords('story', jaStory) };
  const words = messages.story;
  // In another language an episode may have no title of its own there: 「Episode 5」.
  const name = episode.title ? fillTemplate(words.episodeTitle, { n: episode.number, title: episode.title }) : fillTemplate(words.episodeUntitled, { n: episode.number });
  const title = `${work ? `${work.label} ` : ''}${name}`;
  const section = lang === DEFAULT_LANG ? sectionLabels('story').labelJa : words.sectionName;
  return (
    <>
      <Seo
        title={`${title}${lang === DEFAULT_LANG ? '｜' : messages.shell.titleSeparator}${section}`}
        description={episode.summary || (episode.inDefaultLang ? `${title}. ${words.synopsisInDefault}` : fillTemplate(words.episodeDescription, { title }))}
        type="video.episode"
        image={episode.stills[0]?.src}
        imageAlt={episode.stills[0]?.alt}
        jsonLd={jsonLd}
      />
      <PageHeader en={`EPISODE ${episode.slug}`} title={title} />
      <EpisodeDetail episode={episode} episodes={episodes} stationName={stationName} siteInstant={siteInstant} work={work} />
    </>
  );
}
