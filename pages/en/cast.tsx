import CastPage from '../../components/Cast/CastPage';
import { type CastPageProps, castPageProps, hasCastPage } from '../../lib/sections/cast/pages';
import { sectionProps } from '../../lib/content/shell';
import { englishPage } from '../../components/Layout/englishPage';

type Props = CastPageProps;

export default englishPage(CastPage);

export const getStaticProps = sectionProps<Props>('cast', (ctx) => (hasCastPage(ctx) ? { props: castPageProps(ctx) } : { notFound: true }), { route: '/cast', lang: 'en' });
