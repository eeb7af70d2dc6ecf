import StoryEpisodePage, { type StoryEpisodePageProps } from '../../../../components/Story/StoryEpisodePage';
import { workEpisodeSegments } from '../../../../lib/sections/story/section';
import { workEpisodePageProps } from '../../../../lib/sections/story/pages';
import { sectionPaths, sectionProps } from '../../../../lib/content/shell';
import { englishPage } from '../../../../components/Layout/englishPage';

// The first segment is a work's id here (`/story/<id>/01/`); it is named as in ./index.tsx, one name per segment.
type Params = { episode: string; number: string };

type Props = StoryEpisodePageProps;

/** An episode of a work other than the first. */
function EnWorkEpisodePage(props: Props) {
  return <StoryEpisodePage {...props} />;
}

export default englishPage(EnWorkEpisodePage);

export const getStaticPaths = sectionPaths<Params>('story', (ctx) => ({
  paths: workEpisodeSegments(ctx).map(({ work, episode }) => ({ params: { episode: work, number: episode } })),
  fallback: false,
}), 'en');

export const getStaticProps = sectionProps<Props, Params>('story', (ctx, { params }) => {
  const props = params ? workEpisodePageProps(ctx, params.episode, params.number) : null;
  return props ? { props } : { notFound: true };
}, { route: '/story/[episode]/[number]', lang: 'en' });
