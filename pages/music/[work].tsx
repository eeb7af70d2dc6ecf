import type { GetStaticPaths, GetStaticProps } from 'next';
import MusicPage, { type MusicPageProps } from '../../components/Music/MusicPage';
import { musicSegments, ownMusicPageProps } from '../../lib/content/musicPages';

type Params = { work: string };

type Props = MusicPageProps;

/** A work's own MUSIC page, `/music/<id>/` (only when several works have a music.yaml). */
export default function WorkMusicPage(props: Props) {
  return <MusicPage {...props} />;
}

export const getStaticPaths: GetStaticPaths<Params> = () => ({
  paths: musicSegments().map((work) => ({ params: { work } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, Params> = ({ params }) => {
  const props = params ? ownMusicPageProps(params.work) : null;
  return props ? { props } : { notFound: true };
};
