import { useState } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { site } from '../../lib/site';
import Picture from '../Common/Picture';
import SectionHeading from './SectionHeading';
import homeStyles from './Home.module.scss';
import styles from './PvPlayer.module.scss';

/** The embed URL of a video: youtube-nocookie (no tracking cookies until the visitor plays), autoplay after the click. */
export function pvEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}

/** The video's page on YouTube, for visitors without JavaScript. */
export function pvWatchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
}

export type PvPlayerProps = {
  /** The 11-character YouTube video id from content/settings.yaml. */
  youtubeId: string;
  /** The still shown until the player is loaded (content/settings.yaml `pvPoster`). */
  poster: string;
};

/**
 * The PV as a facade: a still with a play button, and YouTube's player (about a megabyte of script) only once the
 * visitor asks for it. Without JavaScript the still is a plain link to the video on YouTube.
 */
export default function PvPlayer({ youtubeId, poster }: PvPlayerProps) {
  const isHydrated = useHydrated();
  const [isPlaying, setPlaying] = useState(false);
  const facade = (
    <>
      <Picture src={poster} alt="" sizes="(min-width: 1024px) 880px, 100vw" aspectRatio="16 / 9" className={styles.poster} />
    </>
  );

  return (
    <section className={homeStyles.section} aria-labelledby="home-pv">
      <SectionHeading en="MOVIE" title="PV" id="home-pv" />
      <div className={styles.frame}>
        {isPlaying ? (
          <iframe
            className={styles.iframe}
            src={pvEmbedUrl(youtubeId)}
            title={`『${site.title}』PV`}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : isHydrated ? (
          <button type="button" className={styles.facade} onClick={() => setPlaying(true)}>
            {facade}
            <span className={styles.label}>PVを再生する</span>
          </button>
        ) : (
          <a href={pvWatchUrl(youtubeId)} className={styles.facade} target="_blank" rel="noopener noreferrer">
            {facade}
            <span className={styles.label}>
              YouTubeでPVを見る<span className={styles.hidden}>（新しいタブで開きます）</span>
            </span>
          </a>
        )}
      </div>
    </section>
  );
}
