import type { GetStaticPaths, GetStaticProps } from 'next';
import OnAirPage, { type OnAirPageProps } from '../../components/OnAir/OnAirPage';
import { onairSegments, ownOnAirProps } from '../../lib/content/onairPages';
import { getWork } from '../../lib/content/works';

type Params = { work: string };

type Props = OnAirPageProps;

/** A work's own ONAIR page, `/onair/<id>/` (only when works.yaml lists several works). */
export default function WorkOnAirPage(props: Props) {
  return <OnAirPage {...props} />;
}

export const getStaticPaths: GetStaticPaths<Params> = () => ({
  paths: onairSegments().map((work) => ({ params: { work } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, Params> = ({ params }) => {
  const work = params && onairSegments().includes(params.work) ? getWork(params.work) : null;
  return work ? { props: ownOnAirProps(work) } : { notFound: true };
};
