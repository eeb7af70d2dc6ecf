import type { HomePageProps } from '../../lib/sections/home/pages';
import type { MenuItem } from '../../lib/menu';
import { basePathOf } from '../../lib/i18n/languages';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { fillTemplate } from '../../lib/i18n/template';
import PvPlayer from '../Common/PvPlayer';
import { isSectionOn } from '../../lib/sections/shape';
import Hero from './Hero';
import HomeNews from './HomeNews';
import OnAirSummary from './OnAirSummary';
import SectionHeading from './SectionHeading';
import ScreeningSummary from './ScreeningSummary';
import SectionLinks from './SectionLinks';
import styles from './Home.module.scss';
import { home as jaHome } from '../../lib/i18n/ja/home';

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
  const { site } = useLanguage();
  const homeWords = useWords('home', jaHome);
  return (
    <>
      <Hero catchCopy={catchCopy} keyVisualAlt={keyVisualAlt} broadcastStart={broadcastStart} keyVisual={keyVisual} keyVisualSp={keyVisualSp} />
      {/* A section the series has off has no block here either (its page does not exist). */}
      {isSectionOn('news') && <HomeNews items={news} siteInstant={siteInstant} href={sectionHref(menu, '/news/')} />}
      {isSectionOn('onair') && (screening ? (
        <ScreeningSummary {...screening} href={sectionHref(menu, '/onair/')} />
      ) : (
        <OnAirSummary stations={stations} streaming={streaming} notes={onAirNotes} episodes={episodes} siteInstant={siteInstant} href={sectionHref(menu, '/onair/')} />
      ))}
      {pv && (
        <section className={styles.section} aria-labelledby="home-pv">
          <SectionHeading en="MOVIE" title="PV" id="home-pv" />
          <PvPlayer youtubeId={pv.youtubeId} poster={pv.poster} title={fillTemplate(homeWords.pvTitle, { title: site.title })} />
        </section>
      )}
      <SectionLinks items={menu} />
    </>
  );
}

/**
 * Where a block's "more" link leads: the menu's entry for the section, which on a page in another language is the
 * section's page in that language, or its Japanese page while it has none.
 */
function sectionHref(menu: readonly MenuItem[], path: string): string {
  return menu.find((item) => !item.newTab && basePathOf(item.path) === path)?.path ?? path;
}
