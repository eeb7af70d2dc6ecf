import { airStatuses } from '../../lib/broadcast';
import type { StoryIntro } from '../../lib/sections/story/content';
import type { WorkPage } from '../../lib/works';
import { useLiveInstant } from '../../hooks/useLiveInstant';
import { useWatchedUpTo } from '../../hooks/useWatchedUpTo';
import EpisodeCard, { type EpisodeCardData } from './EpisodeCard';
import SpoilerGuard from './SpoilerGuard';
import styles from './StoryIndex.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { story as jaStory } from '../../lib/i18n/ja/story';

export type StoryIndexProps = {
  intro: StoryIntro;
  episodes: EpisodeCardData[];
  /** The site instant (ISO, lib/clock.ts): what the static HTML shows; after hydration, hooks/useLiveInstant. */
  siteInstant: string;
  /** With several works: the work shown (a film has no episode list); the page puts the switcher in its header. */
  works?: WorkPage;
};

/**
 * /story: the introduction, then every episode as a card. Which episodes have aired is decided at build time
 * and refreshed with the visitor's clock after load (so a page built before a broadcast loses its 「放送前」
 * badge once the episode starts). With the spoiler guard on, the stills of the episodes after the one watched up to
 * are covered. With several works it shows one work (a film: its introduction alone).
 */
export default function StoryIndex({ intro, episodes, siteInstant, works }: StoryIndexProps) {
  const statuses = airStatuses(episodes, useLiveInstant(siteInstant));
  const work = works?.work;
  const [watchedUpTo, setWatchedUpTo] = useWatchedUpTo(work);
  const words = useWords('story', jaStory);
  return (
    <div className={styles.wrap}>
      {/* No introduction in a language it is not translated into. */}
      {intro.title && (
        <section className={styles.intro} aria-labelledby="story-intro">
          <h2 id="story-intro" className={styles.heading}>
            <span className={styles.headingEn} aria-hidden="true">
              INTRODUCTION
            </span>
            {intro.title}
          </h2>
          {intro.lead && <p className={styles.lead}>{intro.lead}</p>}
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: intro.bodyHtml }} />
        </section>
      )}

      {work?.kind !== 'film' && (
        <section className={styles.episodes} aria-labelledby="story-episodes" id="episodes">
          <h2 id="story-episodes" className={styles.heading}>
            <span className={styles.headingEn} aria-hidden="true">
              EPISODE
            </span>
            {words.episodesHeading}
          </h2>
          <SpoilerGuard episodeCount={episodes.length} watchedUpTo={watchedUpTo} onChange={setWatchedUpTo} />
          <ol className={styles.list}>
            {episodes.map((episode, i) => (
              <li key={episode.slug}>
                <EpisodeCard episode={episode} status={statuses[i]} covered={watchedUpTo !== null && episode.number > watchedUpTo} work={work} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
