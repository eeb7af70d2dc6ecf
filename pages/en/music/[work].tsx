import MusicPage, { type MusicPageProps } from '../../../components/Music/MusicPage';
import { ownMusicPageProps } from '../../../lib/sections/music/pages';
import { musicSegments } from '../../../lib/sections/music/section';
import { sectionPaths, sectionProps } from '../../../lib/content/shell';
import { englishPage } from '../../../components/Layout/englishPage';

type Params = { work: string };

type Props = MusicPageProps;

/** `/en/music/<id>/`: a work's own MUSIC page in English (works with a translated release only). */
function EnglishWorkMusicPage(props: Props) {
  return <MusicPage {...props} />;
}

export default englishPage(EnglishWorkMusicPage);

export const getStaticPaths = sectionPaths<Params>(
  'music',
  (ctx) => ({
    paths: musicSegments(ctx).map((work) => ({ params: { work } })),
    fallback: false,
  }),
  'en',
);

export const getStaticProps = sectionProps<Props, Params>(
  'music',
  (ctx, { params }) => {
    const props = params ? ownMusicPageProps(ctx, params.work) : null;
    return props ? { props } : { notFound: true };
  },
  { route: '/music/[work]', lang: 'en' },
);
