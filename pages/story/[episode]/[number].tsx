import type { GetStaticPaths, GetStaticProps } from 'next';
import StoryEpisodePage, { type StoryEpisodePageProps } from '../../../components/Story/StoryEpisodePage';
import { episodePageProps, workEpisodeSegments } from '../../../lib/content/storyPages';
import { getWork } from '../../../lib/content/works';

// The first segment is a work's id here (`/story/<id>/01/`); it is named as in ./index.tsx, one name per segment.
type Params = { episode: string; number: string };

type Props = StoryEpisodePageProps;

/** An episode of a work other than the first. */
export default function WorkEpisodePage(props: Props) {
  return <StoryEpisodePage {...props} />;
}

export const getStaticPaths: GetStaticPaths<Params> = () => ({
  paths: workEpisodeSegments().map(({ work, episode }) => ({ params: { episode: work, number: episode } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, Params> = ({ params }) => {
  const work = params ? getWork(params.episode) : null;
  const props = work && !work.first && params ? episodePageProps(work, params.number) : null;
  return props ? { props } : { notFound: true };
};
