import type { StationSlot, StreamingSlot } from '../../lib/content/onair';
import type { NewsListItem } from '../../lib/news';
import { site } from '../../lib/site';
import PvPlayer from '../Common/PvPlayer';
import Hero from './Hero';
import HomeNews from './HomeNews';
import OnAirSummary, { type OnAirSummaryEpisode } from './OnAirSummary';
import SectionHeading from './SectionHeading';
import SectionLinks from './SectionLinks';
import styles from './Home.module.scss';

export type HomeProps = {
  catchCopy: string;
  /** The key visual's text alternative. */
  keyVisualAlt: string;
  broadcastStart: string;
  /** The PV's YouTube id and still, or null while there is none (the PV block is then left out). */
  pv: { youtubeId: string; poster: string } | null;
  /** The latest articles, newest first. */
  news: NewsListItem[];
  stations: StationSlot[];
  streaming: StreamingSlot[];
  onAirNotes: string[];
  /** Every episode, for the next broadcast. */
  episodes: OnAirSummaryEpisode[];
  /** The site instant (ISO, lib/clock.ts), for NEW marks and the next broadcast. */
  siteInstant: string;
};

/** The top page: key visual, latest news, on-air summary, PV and links into every section. */
export default function Home({ catchCopy, keyVisualAlt, broadcastStart, pv, news, stations, streaming, onAirNotes, episodes, siteInstant }: HomeProps) {
  return (
    <>
      <Hero catchCopy={catchCopy} keyVisualAlt={keyVisualAlt} broadcastStart={broadcastStart} />
      <HomeNews items={news} siteInstant={siteInstant} />
      <OnAirSummary stations={stations} streaming={streaming} notes={onAirNotes} episodes={episodes} siteInstant={siteInstant} />
      {pv && (
        <section className={styles.section} aria-labelledby="home-pv">
          <SectionHeading en="MOVIE" title="PV" id="home-pv" />
          <PvPlayer youtubeId={pv.youtubeId} poster={pv.poster} title={`『${site.title}』PV`} />
        </section>
      )}
      <SectionLinks />
    </>
  );
}
