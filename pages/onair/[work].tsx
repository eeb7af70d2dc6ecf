import OnAirPage, { type OnAirPageProps } from '../../components/OnAir/OnAirPage';
import { ownOnAirProps } from '../../lib/sections/onair/pages';
import { onairSegments } from '../../lib/sections/onair/section';
import { getWork } from '../../lib/content/works';
import { sectionPaths, sectionProps } from '../../lib/content/shell';

type Params = { work: string };

type Props = OnAirPageProps;

/** A work's own ONAIR page, `/onair/<id>/` (only when works.yaml lists several works). */
export default function WorkOnAirPage(props: Props) {
  return <OnAirPage {...props} />;
}

export const getStaticPaths = sectionPaths<Params>('onair', () => ({
  paths: onairSegments().map((work) => ({ params: { work } })),
  fallback: false,
}));

export const getStaticProps = sectionProps<Props, Params>('onair', ({ params }) => {
  const work = params && onairSegments().includes(params.work) ? getWork(params.work) : null;
  return work ? { props: ownOnAirProps(work) } : { notFound: true };
});
