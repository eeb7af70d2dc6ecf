import { airStatuses } from '../../lib/broadcast';
import type { StoryIntro } from '../../lib/content/story';
import { useNow } from '../../hooks/useNow';
import EpisodeCard, { type EpisodeCardData } from './EpisodeCard';
import styles from './StoryIndex.module.scss';

export type StoryIndexProps = {
  intro: StoryIntro;
  episodes: EpisodeCardData[];
  /** When the page was built (ISO): what the static HTML counts as "now". */
  builtAt: string;
};

/**
 * /story: the introduction, then every episode as a card. Which episodes have aired is decided at build time
 * and refreshed with the visitor's clock after load (so a page built before a broadcast loses its 「放送前」
 * badge once the episode starts).
 */
export default function StoryIndex({ intro, episodes, builtAt }: StoryIndexProps) {
  const now = useNow(60_000);
  // The later of the build time and the visitor's clock: never older than what the HTML says (and a preview
  // built with SITE_NOW in the future keeps showing that future).
  const statuses = airStatuses(episodes, Math.max(now ?? 0, Date.parse(builtAt)));
  return (
    <div className={styles.wrap}>
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

      <section className={styles.episodes} aria-labelledby="story-episodes" id="episodes">
        <h2 id="story-episodes" className={styles.heading}>
          <span className={styles.headingEn} aria-hidden="true">
            EPISODE
          </span>
          各話あらすじ
        </h2>
        <ol className={styles.list}>
          {episodes.map((episode, i) => (
            <li key={episode.slug}>
              <EpisodeCard episode={episode} status={statuses[i]} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
