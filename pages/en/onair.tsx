import OnAirPage, { type OnAirPageProps } from '../../components/OnAir/OnAirPage';
import { currentOnAirProps } from '../../lib/sections/onair/pages';
import { sectionProps } from '../../lib/content/shell';
import { englishPage } from '../../components/Layout/englishPage';

type Props = OnAirPageProps;

/** The current work's broadcasts or screening (with several works, a switcher to each work's own page). */
function EnOnAirIndexPage(props: Props) {
  return <OnAirPage {...props} />;
}

export default englishPage(EnOnAirIndexPage);

export const getStaticProps = sectionProps<Props>('onair', (ctx) => ({ props: currentOnAirProps(ctx) }), { route: '/onair', lang: 'en' });
