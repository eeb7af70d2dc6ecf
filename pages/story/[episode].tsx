import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import EpisodeDetail, { type EpisodeNavItem } from '../../components/Story/EpisodeDetail';
import { getSiteInstant } from '../../lib/content/clock';
import { getOnAir } from '../../lib/content/onair';
import { type JsonLdDocument, tvEpisodeJsonLd } from '../../lib/jsonLd';
import { type Episode, getEpisode, getEpisodes } from '../../lib/content/story';
import { sectionPaths, sectionProps } from '../../lib/content/shell';
import { isSectionOn, sectionLabels } from '../../lib/sections/shape';

type Params = { episode: string };

type Props = {
  episode: Episode;
  episodes: EpisodeNavItem[];
  stationName: string;
  siteInstant: string;
  jsonLd: JsonLdDocument;
};

export default function EpisodePage({ episode, episodes, stationName, siteInstant, jsonLd }: Props) {
  const title = `第${episode.number}話「${episode.title}」`;
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
      <EpisodeDetail episode={episode} episodes={episodes} stationName={stationName} siteInstant={siteInstant} />
    </>
  );
}

export const getStaticPaths = sectionPaths<Params>('story', () => ({
  paths: getEpisodes().map((e) => ({ params: { episode: e.slug } })),
  fallback: false,
}));

export const getStaticProps = sectionProps<Props, Params>('story', ({ params }) => {
  const episode = params ? getEpisode(Number(params.episode)) : null;
  // Only the two-digit form is a page: /story/1/ is not /story/01/.
  if (!episode || episode.slug !== params?.episode) return { notFound: true };
  return {
    props: {
      episode,
      episodes: getEpisodes().map(({ number, slug, title, airsAt }) => ({ number, slug, title, airsAt })),
      stationName: isSectionOn('onair') ? getOnAir().fastest.name : '',
      siteInstant: getSiteInstant(),
      jsonLd: tvEpisodeJsonLd(episode),
    },
  };
});
