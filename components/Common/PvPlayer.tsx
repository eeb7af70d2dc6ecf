import { useState } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import Picture from './Picture';
import { useWords } from '../../hooks/useLanguage';
import { pv as jaPv } from '../../lib/i18n/ja/pv';
import { shell as jaShell } from '../../lib/i18n/ja/shell';

/**
 * Global classes from `PvPlayer.scss`, which styles/global.scss loads: the top page and the written pages both show a
 * PV, and a CSS module shared by two sections would put their styles into one stylesheet (CONTRIBUTING.md, "Styles").
 */
export const styles = {
  frame: 'pv-player',
  iframe: 'pv-player__iframe',
  facade: 'pv-player__facade',
  poster: 'pv-player__poster',
  label: 'pv-player__label',
  hidden: 'pv-player__hidden',
} as const;

/** The embed URL of a video: youtube-nocookie (no tracking cookies until the visitor plays), autoplay after the click. */
export function pvEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}

/** The video's page on YouTube, for visitors without JavaScript. */
export function pvWatchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
}

export type PvPlayerProps = {
  /** The 11-character YouTube video id (content/settings.yaml, or a written page's `pv`). */
  youtubeId: string;
  /** The still shown until the player is loaded. */
  poster: string;
  /** The player's accessible name (the iframe's `title`), e.g. 「『作品名』PV」. */
  title: string;
};

/**
 * The PV as a facade: a still with a play button, and YouTube's player (about a megabyte of script) only once the
 * visitor asks for it. Without JavaScript the still is a plain link to the video on YouTube.
 */
export default function PvPlayer({ youtubeId, poster, title }: PvPlayerProps) {
  const isHydrated = useHydrated();
  const words = useWords('pv', jaPv);
  const shell = useWords('shell', jaShell);
  const [isPlaying, setPlaying] = useState(false);
  const facade = (
    <>
      <Picture src={poster} alt="" sizes="(min-width: 1024px) 880px, 100vw" aspectRatio="16 / 9" className={styles.poster} />
    </>
  );

  return (
    // The origin of the player it loads on a click, which the build's page scan allows in this page's CSP.
    <div className={styles.frame} data-frame-src={new URL(pvEmbedUrl(youtubeId)).origin}>
      {isPlaying ? (
        <iframe
          className={styles.iframe}
          src={pvEmbedUrl(youtubeId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : isHydrated ? (
        <button type="button" className={styles.facade} onClick={() => setPlaying(true)}>
          {facade}
          <span className={styles.label}>{words.play}</span>
        </button>
      ) : (
        <a href={pvWatchUrl(youtubeId)} className={styles.facade} target="_blank" rel="noopener noreferrer">
          {facade}
          <span className={styles.label}>
            {words.watch}
            <span className={styles.hidden}>{shell.newTab}</span>
          </span>
        </a>
      )}
    </div>
  );
}
