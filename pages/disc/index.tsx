import DiscListPage, { type DiscListProps } from '../../components/Disc/DiscListPage';
import { currentDiscListProps } from '../../lib/sections/disc/pages';
import { sectionProps } from '../../lib/content/shell';

type Props = DiscListProps;

/** The current work's discs (with several works that have discs, a switcher to each work's own list). */
export default function DiscPage(props: Props) {
  return <DiscListPage {...props} />;
}

export const getStaticProps = sectionProps<Props>('disc', (ctx) => ({ props: currentDiscListProps(ctx) }), { route: '/disc' });
