import type { HomePageProps } from '../../lib/sections/home/pages';
import type { MenuItem } from '../../lib/menu';
import { site } from '../../lib/site';
import PvPlayer from '../Common/PvPlayer';
import { isSectionOn } from '../../lib/sections/shape';
import Hero from './Hero';
import HomeNews from './HomeNews';
import OnAirSummary from './OnAirSummary';
import SectionHeading from './SectionHeading';
import ScreeningSummary from './ScreeningSummary';
import SectionLinks from './SectionLinks';
import styles from './Home.module.scss';

export type HomeProps = HomePageProps & {
  /** The menu's entries, a card each. */
  menu: readonly MenuItem[];
};

/**
 * The top page: key visual, latest news, on-air summary (a film's screening), PV and links into every section; with
 * several works, of the current one.
 */
export default function Home(props: HomeProps) {
  const { catchCopy, keyVisualAlt, broadcastStart, pv, news, stations, streaming, onAirNotes, episodes, siteInstant, keyVisual, keyVisualSp, screening, menu } = props;
  return (
    <>
      <Hero catchCopy={catchCopy} keyVisualAlt={keyVisualAlt} broadcastStart={broadcastStart} keyVisual={keyVisual} keyVisualSp={keyVisualSp} />
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
