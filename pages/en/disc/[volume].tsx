import DiscListPage, { type DiscListProps } from '../../../components/Disc/DiscListPage';
import DiscVolumePage, { type DiscVolumeProps } from '../../../components/Disc/DiscVolumePage';
import { discSegments } from '../../../lib/sections/disc/section';
import { discSegmentProps } from '../../../lib/sections/disc/pages';
import { sectionPaths, sectionProps } from '../../../lib/content/shell';
import { englishPage } from '../../../components/Layout/englishPage';

type Params = { volume: string };

/** A translated volume's page, or a work's own list, in English (`/en/disc/<id>/`). */
type Props = DiscVolumeProps | DiscListProps;

function EnglishDiscSegmentPage(props: Props) {
  return 'entry' in props ? <DiscVolumePage {...props} /> : <DiscListPage {...props} />;
}

export default englishPage(EnglishDiscSegmentPage);

export const getStaticPaths = sectionPaths<Params>(
  'disc',
  (ctx) => ({
    paths: discSegments(ctx).map((volume) => ({ params: { volume } })),
    fallback: false,
  }),
  'en',
);

export const getStaticProps = sectionProps<Props, Params>(
  'disc',
  (ctx, { params }) => {
    const props = params ? discSegmentProps(ctx, params.volume) : null;
    return props ? { props } : { notFound: true };
  },
  { route: '/disc/[volume]', lang: 'en' },
);
