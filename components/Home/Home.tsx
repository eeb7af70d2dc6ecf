import type { StationSlot, StreamingSlot } from '../../lib/content/onair';
import type { MenuItem } from '../../lib/menu';
import type { NewsListItem } from '../../lib/news';
import { site } from '../../lib/site';
import PvPlayer from '../Common/PvPlayer';
import { isSectionOn } from '../../lib/sections/shape';
import Hero from './Hero';
import HomeNews from './HomeNews';
import OnAirSummary, { type OnAirSummaryEpisode } from './OnAirSummary';
import SectionHeading from './SectionHeading';
import ScreeningSummary, { type ScreeningSummaryProps } from './ScreeningSummary';
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
  /** The current work's key visual when it is not the first work (its `work.yaml`). */
  keyVisual?: string;
  /** When the current work is a film: its screening, shown instead of the broadcasts. */
  screening?: ScreeningSummaryProps;
  /** The menu's entries, a card each. */
  menu: readonly MenuItem[];
};

/**
 * The top page: key visual, latest news, on-air summary (a film's screening), PV and links into every section; with
 * several works, of the current one.
 */
export default function Home(props: HomeProps) {
  const { catchCopy, keyVisualAlt, broadcastStart, pv, news, stations, streaming, onAirNotes, episodes, siteInstant, keyVisual, screening, menu } = props;
  return (
    <>
      <Hero catchCopy={catchCopy} keyVisualAlt={keyVisualAlt} broadcastStart={broadcastStart} keyVisual={keyVisual} />
      {/* A section the series has off has no block here either (its page does not exist). */}
      {isSectionOn('news') && <HomeNews items={news} siteInstant={siteInstant} />}
      {isSectionOn('onair') && (screening ? (
        <ScreeningSummary {...screening} />
      ) : (
        <OnAirSummary stations={stations} streaming={streaming} notes={onAirNotes} episodes={episodes} siteInstant={siteInstant} />
      ))}
      {pv && (
        <section className={styles.section} aria-labelledby="home-pv">
          <SectionHeading en="MOVIE" title="PV" id="home-pv" />
          <PvPlayer youtubeId={pv.youtubeId} poster={pv.poster} title={`『${site.title}』PV`} />
        </section>
      )}
      <SectionLinks items={menu} />
    </>
  );
}
