import StoryListPage, { type StoryListPageProps } from '../../../components/Story/StoryListPage';
import { currentStoryIndexProps } from '../../../lib/sections/story/pages';
import { sectionProps } from '../../../lib/content/shell';
import { englishPage } from '../../../components/Layout/englishPage';

type Props = StoryListPageProps;

/** The current work's introduction and episodes (with several works, a switcher to each work's own page). */
function EnStoryPage(props: Props) {
  return <StoryListPage {...props} />;
}

export default englishPage(EnStoryPage);

export const getStaticProps = sectionProps<Props>('story', (ctx) => ({ props: currentStoryIndexProps(ctx) }), { route: '/story', lang: 'en' });
