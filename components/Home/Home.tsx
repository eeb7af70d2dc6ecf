import type { StationSlot, StreamingSlot } from '../../lib/content/onair';
import type { MenuItem } from '../../lib/menu';
import type { NewsListItem } from '../../lib/news';
import { isSectionOn } from '../../lib/sections/shape';
import Hero from './Hero';
import HomeNews from './HomeNews';
import OnAirSummary, { type OnAirSummaryEpisode } from './OnAirSummary';
import PvPlayer from './PvPlayer';
import SectionLinks from './SectionLinks';

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
  /** The menu's entries, a card each. */
  menu: readonly MenuItem[];
};

/** The top page: key visual, latest news, on-air summary, PV and links into every section. */
export default function Home({ catchCopy, keyVisualAlt, broadcastStart, pv, news, stations, streaming, onAirNotes, episodes, siteInstant, menu }: HomeProps) {
  return (
    <>
      <Hero catchCopy={catchCopy} keyVisualAlt={keyVisualAlt} broadcastStart={broadcastStart} />
      {/* A section the series has off has no block here either (its page does not exist). */}
      {isSectionOn('news') && <HomeNews items={news} siteInstant={siteInstant} />}
      {isSectionOn('onair') && <OnAirSummary stations={stations} streaming={streaming} notes={onAirNotes} episodes={episodes} siteInstant={siteInstant} />}
      {pv && <PvPlayer youtubeId={pv.youtubeId} poster={pv.poster} />}
      <SectionLinks items={menu} />
    </>
  );
}
