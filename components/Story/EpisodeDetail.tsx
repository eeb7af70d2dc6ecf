import Link from '../Common/Link';
import Picture from '../Common/Picture';
import { airStatuses } from '../../lib/broadcast';
import type { Episode } from '../../lib/sections/story/content';
import { useLiveInstant } from '../../hooks/useLiveInstant';
import { useWatchedUpTo } from '../../hooks/useWatchedUpTo';
import AirBadge from './AirBadge';
import LocalTime from '../Common/LocalTime';
import AirDate from './AirDate';
import RevealWhen from './RevealWhen';
import SpoilerCover from './SpoilerCover';
import SpoilerGuard from './SpoilerGuard';
import styles from './EpisodeDetail.module.scss';
import { story, storyPath, storyWorkPath } from '../../lib/sections/story';
import type { WorkRef } from '../../lib/works';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { fillTemplate, templateParts } from '../../lib/i18n/template';
import { DEFAULT_LANG, originalLangOn, pathInLang } from '../../lib/i18n/languages';
import { story as jaStory } from '../../lib/i18n/ja/story';

// A credit's role is the schema's Japanese field name, the ja catalogue's word for it (lib/sections/story/pages.test.ts
// holds them equal): its key names it in another language. Not read from the schema here, which would ship zod.
type CreditKey = keyof typeof jaStory.credits;
const CREDIT_KEYS = Object.fromEntries(Object.entries(jaStory.credits).map(([key, label]) => [label, key])) as Record<string, CreditKey>;

/** An entry of the episode switcher. */
export type EpisodeNavItem = {
  number: number;
  slug: string;
  title: string;
  airsAt: string;
};

export type EpisodeDetailProps = {
  episode: Episode;
  /** Every episode in order (this one included), for the episode switcher and the aired status. */
  episodes: EpisodeNavItem[];
  /** The station whose time `airsAt` is (the fastest one), e.g. 「あおぞらテレビ」. */
  stationName: string;
  /** The site instant (ISO, lib/clock.ts): what the static HTML shows; after hydration, hooks/useLiveInstant. */
  siteInstant: string;
  /** The episode's work, for its links and spoiler guard (the first work's when absent). */
  work?: Pick<WorkRef, 'id' | 'first'>;
};

/**
 * An episode page: air date and status, the stills, the synopsis, the credits in a `<dl>` and links to the
 * neighbouring episodes. Before its reveal (lib/sections/story/content.ts) the episode has no stills or synopsis in the props
 * at all, and the page says when they come out; a revealed episode whose synopsis is not written yet says so. With the
 * spoiler guard on and this episode after the one watched up to, its stills and synopsis are covered.
 */
export default function EpisodeDetail({ episode, episodes, stationName, siteInstant, work }: EpisodeDetailProps) {
  const statuses = airStatuses(episodes, useLiveInstant(siteInstant));
  const index = episodes.findIndex((e) => e.number === episode.number);
  const status = statuses[index] ?? 'upcoming';
  const [firstStill, ...otherStills] = episode.stills;
  const [watchedUpTo, setWatchedUpTo] = useWatchedUpTo(work);
  const covered = watchedUpTo !== null && episode.number > watchedUpTo;
  const { lang } = useLanguage();
  const words = useWords('story', jaStory);
  const pathOf = (slug: string) => pathInLang(lang, storyPath(slug, work));
  const roleOf = (role: string) => (CREDIT_KEYS[role] ? words.credits[CREDIT_KEYS[role]] : role);

  return (
    <div className={styles.wrap}>
      <p className={styles.onair}>
        <AirBadge status={status} />
        <AirDate airsAt={episode.airsAt} className={styles.date} />
        {/* The same words before and after the broadcast (the badge says which), so the line never reflows. */}
        <span className={styles.station}>{templateParts(words.onStation, { station: stationName })}</span>
        <LocalTime at={episode.airsAt} />
      </p>

      <SpoilerGuard episodeCount={episodes.length} watchedUpTo={watchedUpTo} onChange={setWatchedUpTo} />

      {firstStill && (
        // Keyed by episode: a still revealed on one episode's page is not revealed on the next one's.
        <SpoilerCover key={episode.number} episode={episode.number} what={words.stills} covered={covered}>
          <ul className={styles.stills} aria-label={fillTemplate(words.stillsLabel, { n: episode.number })}>
            <li className={styles.stillMain}>
              <Picture
                src={firstStill.src}
                alt={firstStill.alt}
                // Phones: the full width less the page's 16px gutters (358px of 390), so DPR 2 takes 750w, not 828w.
                sizes="(min-width: 1112px) 720px, (min-width: 768px) 66vw, 92vw"
                aspectRatio="16 / 9"
                priority
              />
            </li>
            {otherStills.map((still) => (
              <li key={still.src}>
                <Picture src={still.src} alt={still.alt} sizes="(min-width: 1112px) 360px, (min-width: 768px) 33vw, 46vw" aspectRatio="16 / 9" />
              </li>
            ))}
          </ul>
        </SpoilerCover>
      )}

      <div className={styles.columns}>
        <section className={styles.synopsis} aria-labelledby="episode-synopsis">
          <h2 id="episode-synopsis" className={styles.heading}>
            {words.synopsisHeading}
          </h2>
          {episode.bodyHtml.trim() ? (
            <SpoilerCover key={episode.number} episode={episode.number} what={words.synopsis} covered={covered}>
              <div className={styles.prose} dangerouslySetInnerHTML={{ __html: episode.bodyHtml }} />
            </SpoilerCover>
          ) : (
            <p className={styles.pending}>
              {episode.inDefaultLang ? (
                // The synopsis exists in the default language only: said so, with a link to it, never shown here.
                <>
                  {words.synopsisInDefault}{' '}
                  <Link href={pathInLang(DEFAULT_LANG, storyPath(episode.slug, work))} hrefLang={DEFAULT_LANG}>
                    {words.synopsisInDefaultLink}
                  </Link>
                </>
              ) : episode.revealed ? (
                words.synopsisPending
              ) : (
                <RevealWhen airsAt={episode.airsAt} revealAt={episode.revealAt} before={words.synopsisBefore} after={words.synopsisAfter} />
              )}
            </p>
          )}
        </section>

        <section className={styles.credits} aria-labelledby="episode-credits">
          <h2 id="episode-credits" className={styles.heading}>
            {words.creditsHeading}
          </h2>
          <dl className={styles.creditList}>
            {episode.credits.map((line) => (
              <div key={line.role}>
                <dt>{roleOf(line.role)}</dt>
                {line.names.map((name) => (
                  <dd key={name} lang={originalLangOn(lang)}>
                    {name}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </section>
      </div>

      <nav className={styles.pager} aria-label={words.pager}>
        <ul>
          {episode.prev && (
            <li className={styles.prev}>
              <Link href={pathOf(episode.prev.slug)} rel="prev">
                <span className={styles.direction}>
                  <span aria-hidden="true">‹ </span>{words.prev}
                </span>
                <span className={styles.pagerTitle}>
                  {templateParts(`${words.episodeNumber} {title}`, { n: episode.prev.number, title: episode.prev.title })}
                </span>
              </Link>
            </li>
          )}
          <li className={styles.index}>
            <Link href={`${pathInLang(lang, work && !work.first ? storyWorkPath(work.id) : story.path)}#episodes`}>{words.backToList}</Link>
          </li>
          {episode.next && (
            <li className={styles.next}>
              <Link href={pathOf(episode.next.slug)} rel="next">
                <span className={styles.direction}>
                  {words.next}<span aria-hidden="true"> ›</span>
                </span>
                <span className={styles.pagerTitle}>
                  {templateParts(`${words.episodeNumber} {title}`, { n: episode.next.number, title: episode.next.title })}
                </span>
              </Link>
            </li>
          )}
        </ul>
      </nav>

      <nav className={styles.switcher} aria-label={words.switcher}>
        <ol>
          {episodes.map((e, i) => (
            <li key={e.slug}>
              <Link
                href={pathOf(e.slug)}
                aria-current={e.number === episode.number ? 'page' : undefined}
                className={statuses[i] === 'upcoming' ? styles.switcherUpcoming : undefined}
              >
                {templateParts(words.episodeNumber, { n: e.number })}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
