import StoryEpisodePage, { type StoryEpisodePageProps } from '../../../components/Story/StoryEpisodePage';
import { episodePageProps } from '../../../lib/sections/story/pages';
import { workEpisodeSegments } from '../../../lib/sections/story/section';
import { getWork } from '../../../lib/content/works';
import { sectionPaths, sectionProps } from '../../../lib/content/shell';

// The first segment is a work's id here (`/story/<id>/01/`); it is named as in ./index.tsx, one name per segment.
type Params = { episode: string; number: string };

type Props = StoryEpisodePageProps;

/** An episode of a work other than the first. */
export default function WorkEpisodePage(props: Props) {
  return <StoryEpisodePage {...props} />;
}

export const getStaticPaths = sectionPaths<Params>('story', () => ({
  paths: workEpisodeSegments().map(({ work, episode }) => ({ params: { episode: work, number: episode } })),
  fallback: false,
}));

export const getStaticProps = sectionProps<Props, Params>('story', ({ params }) => {
  const work = params ? getWork(params.episode) : null;
  const props = work && !work.first && params ? episodePageProps(work, params.number) : null;
  return props ? { props } : { notFound: true };
});
