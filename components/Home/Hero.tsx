import { site } from '../../lib/site';
import Picture from '../Common/Picture';
import styles from './Hero.module.scss';

/** The key visual (3200×1800). */
export const KEY_VISUAL_SRC = '/images/top/kv.png';
export const KEY_VISUAL_SP_SRC = '/images/top/kv-sp.png';
/** The series logo (1600×560). */
export const LOGO_SRC = '/images/common/logo.png';

export type HeroProps = {
  /** Catch copy from content/settings.yaml. */
  catchCopy: string;
  /** The broadcast start line from content/settings.yaml. */
  broadcastStart: string;
};

/**
 * The first screen of the top page: the key visual filling the visible viewport (`--vh`, measured by the shell,
 * so a phone's address bar does not push the bottom out of sight), the logo as the page's `<h1>` in the sky at
 * the top, the catch copy and the broadcast start over the shaded quay at the bottom.
 */
export default function Hero({ catchCopy, broadcastStart }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="top-title">
      <Picture
        src={KEY_VISUAL_SRC}
        alt="青空の下、海辺の防波堤に楽器を手にした五人のメンバーが並ぶキービジュアル"
        // Cover: narrower than 16:9 (a phone held upright) the image is as tall as the screen, so wider than it.
        sizes="(max-aspect-ratio: 16/9) 177.78vh, 100vw"
        // Phones held upright get the portrait crop, drawn about as wide as the screen.
        art={{ media: '(max-aspect-ratio: 3/4)', src: KEY_VISUAL_SP_SRC, sizes: '100vw' }}
        aspectRatio="16 / 9"
        fit="cover"
        priority
        className={styles.kv}
      />
      <div className={styles.content}>
        <h1 id="top-title" className={styles.logo}>
          {/* Through the image pipeline like the key visual: a right-sized AVIF is a tenth of the 1600px PNG. */}
          <Picture
            src={LOGO_SRC}
            alt={site.title}
            sizes="(min-width: 768px) 560px, 84vw"
            aspectRatio="20 / 7"
            fit="contain"
            eager
          />
        </h1>
        <div className={styles.lower}>
          <p className={styles.catch}>{catchCopy}</p>
          <p className={styles.start}>
            {/* Lines break at the spaces the editor wrote (「…毎週土曜 25:30〜 あおぞらテレビ…」), not inside a name. */}
            {broadcastStart.split(' ').map((chunk, i) => (
              <span key={i} className={styles.chunk}>
                {i > 0 && ' '}
                {chunk}
              </span>
            ))}
          </p>
        </div>
      </div>
      <div className={styles.scroll} aria-hidden="true">
        <span>SCROLL</span>
      </div>
    </section>
  );
}
