import Seo from '../components/Common/Seo';
import { site } from '../lib/site';

export default function HomePage() {
  return (
    <>
      <Seo />
      <h1>{site.title}</h1>
      <p>{site.description}</p>
    </>
  );
}
