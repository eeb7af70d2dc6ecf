import type { GetStaticProps } from 'next';
import OnAirPage, { type OnAirPageProps } from '../components/OnAir/OnAirPage';
import { currentOnAirProps } from '../lib/content/onairPages';

type Props = OnAirPageProps;

/** The current work's broadcasts or screening (with several works, a switcher to each work's own page). */
export default function OnAirIndexPage(props: Props) {
  return <OnAirPage {...props} />;
}

export const getStaticProps: GetStaticProps<Props> = () => ({ props: currentOnAirProps() });
