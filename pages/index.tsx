import Seo from '../components/Common/Seo';
import Home, { type HomeProps } from '../components/Home/Home';
import { getSiteInstant } from '../lib/content/clock';
import { getAllNews } from '../lib/content/news';
import { getOnAir } from '../lib/content/onair';
import { getSettings } from '../lib/content/settings';
import { getEpisodes } from '../lib/content/story';
import { type JsonLdDocument, tvSeriesJsonLd } from '../lib/jsonLd';
import { HOME_NEWS_COUNT, toNewsListItem } from '../lib/news';
import { isSectionOn } from '../lib/sections/shape';
import { type WithShell, sectionProps } from '../lib/content/shell';

type Props = Omit<HomeProps, 'menu'> & { jsonLd: JsonLdDocument };

/** The top page. Its `<h1>` is the series logo in the key visual; the title is the series title alone. */
export default function HomePage({ jsonLd, shell, ...props }: WithShell<Props>) {
  return (
    <>
      <Seo jsonLd={jsonLd} />
      <Home {...props} menu={shell.menu} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('home', () => {
  const settings = getSettings();
  // An off section's content is not read (its files need not exist).
  const onAir = isSectionOn('onair') ? getOnAir() : { stations: [], streaming: [], notes: [] };
  const episodes = (isSectionOn('story') ? getEpisodes() : []).map(({ number, title, airsAt }) => ({ number, title, airsAt }));
  return {
    props: {
      catchCopy: settings.catchCopy,
      keyVisualAlt: settings.keyVisualAlt,
      broadcastStart: settings.broadcastStart,
      pv: settings.pvYoutubeId && settings.pvPoster ? { youtubeId: settings.pvYoutubeId, poster: settings.pvPoster } : null,
      news: (isSectionOn('news') ? getAllNews() : []).slice(0, HOME_NEWS_COUNT).map(toNewsListItem),
      stations: onAir.stations,
      streaming: onAir.streaming,
      onAirNotes: onAir.notes,
      siteInstant: getSiteInstant(),
      episodes,
      jsonLd: tvSeriesJsonLd({ episodes }),
    },
  };
});
