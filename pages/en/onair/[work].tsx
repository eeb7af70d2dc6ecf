import OnAirPage, { type OnAirPageProps } from '../../../components/OnAir/OnAirPage';
import { ownOnAirProps } from '../../../lib/sections/onair/pages';
import { onairSegments } from '../../../lib/sections/onair/section';
import { sectionPaths, sectionProps } from '../../../lib/content/shell';
import { englishPage } from '../../../components/Layout/englishPage';

type Params = { work: string };

type Props = OnAirPageProps;

/** A work's own ONAIR page, `/onair/<id>/` (only when works.yaml lists several works). */
function EnWorkOnAirPage(props: Props) {
  return <OnAirPage {...props} />;
}

export default englishPage(EnWorkOnAirPage);

export const getStaticPaths = sectionPaths<Params>('onair', (ctx) => ({
  paths: onairSegments(ctx).map((work) => ({ params: { work } })),
  fallback: false,
}), 'en');

export const getStaticProps = sectionProps<Props, Params>('onair', (ctx, { params }) => {
  const props = params ? ownOnAirProps(ctx, params.work) : null;
  return props ? { props } : { notFound: true };
}, { route: '/onair/[work]', lang: 'en' });
