import MusicPage, { type MusicPageProps } from '../../components/Music/MusicPage';
import { currentMusicPageProps } from '../../lib/sections/music/pages';
import { hasMusicIndex } from '../../lib/sections/music/section';
import { sectionProps } from '../../lib/content/shell';
import { englishPage } from '../../components/Layout/englishPage';

type Props = MusicPageProps;

/** `/en/music/`: `/music/` in English, its translated releases only (none translated: no page). */
function EnglishMusicIndexPage(props: Props) {
  return <MusicPage {...props} />;
}

export default englishPage(EnglishMusicIndexPage);

export const getStaticProps = sectionProps<Props>('music', (ctx) => (hasMusicIndex(ctx) ? { props: currentMusicPageProps(ctx) } : { notFound: true }), {
  route: '/music',
  lang: 'en',
});
