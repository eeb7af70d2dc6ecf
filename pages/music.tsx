import MusicPage, { type MusicPageProps } from '../components/Music/MusicPage';
import { currentMusicPageProps } from '../lib/sections/music/pages';
import { sectionProps } from '../lib/content/shell';

type Props = MusicPageProps;

/** The current work's music (with several works that have music, a switcher to each work's own page). */
export default function MusicIndexPage(props: Props) {
  return <MusicPage {...props} />;
}

export const getStaticProps = sectionProps<Props>('music', (ctx) => ({ props: currentMusicPageProps(ctx) }), { route: '/music' });
