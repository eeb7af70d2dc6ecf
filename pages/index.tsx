import type { GetStaticProps } from 'next';
import Seo from '../components/Common/Seo';
import Home, { type HomeProps } from '../components/Home/Home';
import { homeJsonLd, homePageProps } from '../lib/content/homePage';
import type { JsonLdDocument } from '../lib/jsonLd';

type Props = HomeProps & { jsonLd: JsonLdDocument };

/** The top page. Its `<h1>` is the series logo in the key visual; the title is the series title alone. */
export default function HomePage({ jsonLd, ...props }: Props) {
  return (
    <>
      <Seo jsonLd={jsonLd} />
      <Home {...props} />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = () => {
  const props = homePageProps();
  return { props: { ...props, jsonLd: homeJsonLd(props.episodes) } };
};
