import Seo from '../../components/Common/Seo';
import Home, { type HomeProps } from '../../components/Home/Home';
import { homeJsonLd, homePageProps } from '../../lib/sections/home/pages';
import type { JsonLdDocument } from '../../lib/jsonLd';
import { type WithShell, sectionProps } from '../../lib/content/shell';
import { englishPage } from '../../components/Layout/englishPage';

type Props = Omit<HomeProps, 'menu'> & { jsonLd: JsonLdDocument };

/** The top page in English (`pages/index.tsx`): the same builders, on the English content. */
function HomePage({ jsonLd, shell, ...props }: WithShell<Props>) {
  return (
    <>
      <Seo jsonLd={jsonLd} />
      <Home {...props} menu={shell.menu} />
    </>
  );
}

export default englishPage(HomePage);

export const getStaticProps = sectionProps<Props>('home', (ctx) => {
  const props = homePageProps(ctx);
  return { props: { ...props, jsonLd: homeJsonLd(ctx, props.episodes) } };
}, { route: '/', lang: 'en' });
