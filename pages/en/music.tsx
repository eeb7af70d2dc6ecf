import MusicPage, { type MusicPageProps } from '../../components/Music/MusicPage';
import { currentMusicPageProps } from '../../lib/sections/music/pages';
import { hasMusicIndex } from '../../lib/sections/music/section';
import { sectionProps } from '../../lib/content/shell';

type Props = MusicPageProps;

/** `/en/music/`: `/music/` in English, its translated releases only (none translated: no page). */
export default function EnglishMusicIndexPage(props: Props) {
  return <MusicPage {...props} />;
}

export const getStaticProps = sectionProps<Props>('music', (ctx) => (hasMusicIndex(ctx) ? { props: currentMusicPageProps(ctx) } : { notFound: true }), {
  route: '/music',
  lang: 'en',
});
