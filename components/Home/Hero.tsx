import { useLanguage } from '../../hooks/useLanguage';
import { KEY_VISUAL_IMAGE, KEY_VISUAL_PORTRAIT_IMAGE, LOGO_IMAGE } from '../../lib/siteImages';
import Picture from '../Common/Picture';
import styles from './Hero.module.scss';

export type HeroProps = {
  /** Catch copy from content/settings.yaml. */
  catchCopy: string;
  /** What the key visual shows, from content/settings.yaml. */
  keyVisualAlt: string;
  /** The broadcast start line from content/settings.yaml. */
  broadcastStart: string;
  /** The current work's key visual when it is not the first work's (content/works/<id>/work.yaml). */
  keyVisual?: string;
  /** With `keyVisual`: its portrait crop (work.yaml `keyVisualSp`); without one, the 16:9 art is cropped. */
  keyVisualSp?: string;
};

/**
 * The first screen of the top page: the key visual filling the visible viewport (`--vh`, measured by the shell,
 * so a phone's address bar does not push the bottom out of sight), the logo as the page's `<h1>` at the top, the
 * catch copy and the broadcast start over a shaded band at the bottom.
 */
export default function Hero({ catchCopy, keyVisualAlt, broadcastStart, keyVisual, keyVisualSp }: HeroProps) {
  const portrait = keyVisual ? keyVisualSp : KEY_VISUAL_PORTRAIT_IMAGE;
  const { site } = useLanguage();
  return (
    <section className={styles.hero} aria-labelledby="top-title">
      <Picture
        src={keyVisual ?? KEY_VISUAL_IMAGE}
        alt={keyVisualAlt}
        // Cover: narrower than 16:9 (a phone held upright) the image is as tall as the screen, so wider than it.
        sizes="(max-aspect-ratio: 16/9) 177.78vh, 100vw"
        // Phones held upright get the portrait crop, drawn about as wide as the screen.
        art={portrait ? { media: '(max-aspect-ratio: 3/4)', src: portrait, sizes: '100vw' } : undefined}
        aspectRatio="16 / 9"
        fit="cover"
        priority
        className={styles.kv}
      />
      <div className={styles.content}>
        <h1 id="top-title" className={styles.logo}>
          {/* Through the image pipeline like the key visual: a right-sized AVIF is a tenth of the 1600px PNG. */}
          <Picture
            src={LOGO_IMAGE}
            alt={site.title}
            sizes="(min-width: 768px) 560px, 84vw"
            aspectRatio="20 / 7"
            fit="contain"
            eager
          />
        </h1>
        <div className={styles.lower}>
          {/* Empty only on a page in another language whose translation leaves it out (never shown in Japanese). */}
          {catchCopy && <p className={styles.catch}>{catchCopy}</p>}
          {broadcastStart && (
          <p className={styles.start}>
            {/* Lines break at the spaces the editor wrote (「…毎週土曜 25:30〜 〇〇テレビほかにて…」), not inside a name. */}
            {broadcastStart.split(' ').map((chunk, i) => (
              <span key={i} className={styles.chunk}>
                {i > 0 && ' '}
                {chunk}
              </span>
            ))}
          </p>
          )}
        </div>
      </div>
      <div className={styles.scroll} aria-hidden="true">
        <span>SCROLL</span>
      </div>
    </section>
  );
}
