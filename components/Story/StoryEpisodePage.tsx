import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import type { EpisodePageProps } from '../../lib/sections/story/pages';
import EpisodeDetail from './EpisodeDetail';
import { sectionLabels } from '../../lib/sections/shape';

export type StoryEpisodePageProps = EpisodePageProps;

/** An episode page, of the first work (`/story/01/`) or of another (`/story/<id>/01/`, its title led by the work's name). */
export default function StoryEpisodePage({ episode, episodes, stationName, siteInstant, jsonLd, work }: StoryEpisodePageProps) {
  const title = `${work ? `${work.label} ` : ''}第${episode.number}話「${episode.title}」`;
  return (
    <>
      <Seo
        title={`${title}｜${sectionLabels('story').labelJa}`}
        description={episode.summary || `${title}の場面カットとスタッフ。あらすじは放送後に公開します。`}
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
