import StoryEpisodePage, { type StoryEpisodePageProps } from '../../../../components/Story/StoryEpisodePage';
import StoryListPage, { type StoryListPageProps } from '../../../../components/Story/StoryListPage';
import { storySegments } from '../../../../lib/sections/story/section';
import { storySegmentProps } from '../../../../lib/sections/story/pages';
import { sectionPaths, sectionProps } from '../../../../lib/content/shell';
import { englishPage } from '../../../../components/Layout/englishPage';

// One name per segment: `/story/01/` (an episode of the first work, at the URL it always had) and `/story/<id>/` (a
// work's own page, with several works) share it, so the first work's pages are built exactly as before.
type Params = { episode: string };

type Props = StoryEpisodePageProps | StoryListPageProps;

function EnStorySegmentPage(props: Props) {
  return 'episode' in props ? <StoryEpisodePage {...props} /> : <StoryListPage {...props} />;
}

export default englishPage(EnStorySegmentPage);

export const getStaticPaths = sectionPaths<Params>('story', (ctx) => ({
  paths: storySegments(ctx).map((episode) => ({ params: { episode } })),
  fallback: false,
}), 'en');

export const getStaticProps = sectionProps<Props, Params>('story', (ctx, { params }) => {
  const props = params ? storySegmentProps(ctx, params.episode) : null;
  return props ? { props } : { notFound: true };
}, { route: '/story/[episode]', lang: 'en' });
