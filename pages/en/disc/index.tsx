import DiscListPage, { type DiscListProps } from '../../../components/Disc/DiscListPage';
import { currentDiscListProps } from '../../../lib/sections/disc/pages';
import { hasDiscIndex } from '../../../lib/sections/disc/section';
import { sectionProps } from '../../../lib/content/shell';
import { englishPage } from '../../../components/Layout/englishPage';

type Props = DiscListProps;

/** `/en/disc/`: `/disc/` in English, its translated volumes only (none translated: no page). */
function EnglishDiscPage(props: Props) {
  return <DiscListPage {...props} />;
}

export default englishPage(EnglishDiscPage);

export const getStaticProps = sectionProps<Props>('disc', (ctx) => (hasDiscIndex(ctx) ? { props: currentDiscListProps(ctx) } : { notFound: true }), {
  route: '/disc',
  lang: 'en',
});
