import { memo } from 'react';
import Link from '../Common/Link';
import Picture from '../Common/Picture';
import type { AirStatus } from '../../lib/broadcast';
import type { Image } from '../../lib/content/schema';
import AirBadge from './AirBadge';
import LocalTime from '../Common/LocalTime';
import AirDate from './AirDate';
import RevealWhen from './RevealWhen';
import SpoilerCover from './SpoilerCover';
import styles from './EpisodeCard.module.scss';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { pathInLang } from '../../lib/i18n/languages';
import { templateParts } from '../../lib/i18n/template';
import { storyPath } from '../../lib/sections/story';
import type { WorkRef } from '../../lib/works';
import { story as jaStory } from '../../lib/i18n/ja/story';

/** What an episode card shows. */
export type EpisodeCardData = {
  number: number;
  slug: string;
  title: string;
  airsAt: string;
  /** When the stills come out (lib/sections/story/content.ts). */
  revealAt: string;
  /** The first still is the thumbnail; none before the reveal. */
  stills: Image[];
  /** On a page in another language: the synopsis is out, in the default language only (no stills then). */
  inDefaultLang?: boolean;
};

export type EpisodeCardProps = {
  episode: EpisodeCardData;
  status: AirStatus;
  /** The spoiler guard covers the still (the episode is after the one watched up to). */
  covered?: boolean;
  /** The episode's work, for its URL (the first work's when absent). */
  work?: Pick<WorkRef, 'id' | 'first'>;
};

/** An episode in the list: still, 第N話, title, air date and status; the whole card links to the episode page. */
function EpisodeCard({ episode, status, covered = false, work }: EpisodeCardProps) {
  const { lang } = useLanguage();
  const story = useWords('story', jaStory);
  const thumbnail = episode.stills[0];
  return (
    <article className={`${styles.card} ${status === 'upcoming' ? styles.upcoming : ''}`}>
      <div className={styles.thumb}>
        {thumbnail ? (
          <SpoilerCover episode={episode.number} what={story.stills} covered={covered} compact>
            <Picture
              src={thumbnail.src}
              alt={thumbnail.alt}
              // Two columns below 1024px, three (about 340px each) above.
              sizes="(min-width: 1024px) 340px, 46vw"
              aspectRatio="16 / 9"
            />
          </SpoilerCover>
        ) : (
          <p className={styles.pending}>
            {episode.inDefaultLang ? (
              story.cardInDefault
            ) : (
              <RevealWhen airsAt={episode.airsAt} revealAt={episode.revealAt} before={story.stillsBefore} after={story.stillsAfter} />
            )}
          </p>
        )}
        <span className={styles.no} aria-hidden="true">
          #{episode.slug}
        </span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={pathInLang(lang, storyPath(episode.slug, work))} className={styles.link}>
            <span className={styles.number}>{templateParts(story.episodeNumber, { n: episode.number })}</span>
            {episode.title && <> <span>{episode.title}</span></>}
          </Link>
        </h3>
        <p className={styles.meta}>
          <AirDate airsAt={episode.airsAt} className={styles.date} />
          <AirBadge status={status} />
          <LocalTime at={episode.airsAt} />
        </p>
      </div>
    </article>
  );
}

// Memoised: StoryIndex re-renders with the visitor's clock right after hydration and then every minute, and a card
// whose status did not change has nothing new to draw (its `episode` is the same object from the page's props).
export default memo(EpisodeCard);
