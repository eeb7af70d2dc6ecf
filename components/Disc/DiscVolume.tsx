import Link from '../Common/Link';
import Picture from '../Common/Picture';
import type { DiscVolumeEntry } from '../../lib/sections/disc';
import { episodeRangeLabel } from '../../lib/sections/disc';
import { formatDateJa, formatYen, toDateTimeAttr } from '../../lib/format';
import styles from './DiscVolume.module.scss';
import { storyPath } from '../../lib/sections/story';

/** The jacket art is square (public/images/disc/volN.png, 1400×1400); the box is reserved before it loads. */
export const JACKET_ASPECT_RATIO = '1 / 1';

export type DiscVolumeProps = DiscVolumeEntry & {
  /** Link to the volume's own page, shown on the list page; left out on that page itself. */
  detailHref?: string;
  /**
   * The jacket is the page's largest paint (a volume's own page, the first volume on /disc/): in the HTML with high
   * fetch priority, so it loads with the page instead of after the JavaScript has hydrated it.
   */
  priority?: boolean;
};

/**
 * One Blu-ray & DVD volume, addressable as `#<id>`: jacket, release date, episodes (linking to their synopsis),
 * formats with catalogue codes and tax-included prices, items in the box and bonus video.
 */
export default function DiscVolume({ volume, episodes, work, detailHref, priority = false }: DiscVolumeProps) {
  const titleId = `${volume.id}-title`;
  return (
    <article id={volume.id} className={styles.volume} aria-labelledby={titleId}>
      <div className={styles.visual}>
        <Picture
          src={volume.jacket.src}
          alt={volume.jacket.alt}
          sizes="(min-width: 1080px) 380px, (min-width: 768px) 36vw, 320px"
          aspectRatio={JACKET_ASPECT_RATIO}
          className={styles.jacket}
          priority={priority}
        />
      </div>

      <div className={styles.body}>
        <p className={styles.label} aria-hidden="true">
          {volume.label}
        </p>
        <h2 id={titleId} className={styles.title}>
          {volume.title}
        </h2>

        <dl className={styles.facts}>
          <div>
            <dt>発売日</dt>
            <dd>
              <time dateTime={toDateTimeAttr(volume.releaseDate)}>{formatDateJa(volume.releaseDate)}</time>
            </dd>
          </div>
          {/* A film's volume has no episodes (#37). */}
          {episodes.length > 0 && (
            <div>
              <dt>収録話</dt>
              <dd>
                <span className={styles.range}>{episodeRangeLabel(volume.episodes)}</span>
                <ul className={styles.episodes}>
                  {episodes.map((episode) => (
                    <li key={episode.number}>
                      <Link href={storyPath(episode.slug, work)} className={styles.episode}>
                        <span className={styles.episodeNo}>#{episode.slug}</span>
                        {episode.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>

        <section className={styles.block}>
          <h3 className={styles.blockTitle}>仕様・価格</h3>
          <table className={styles.formats}>
            <caption className={styles.caption}>{volume.title} 仕様・価格</caption>
            <thead>
              <tr>
                <th scope="col">仕様</th>
                <th scope="col">品番</th>
                <th scope="col" className={styles.end}>
                  価格
                </th>
              </tr>
            </thead>
            <tbody>
              {volume.formats.map((format) => (
                <tr key={format.code}>
                  <th scope="row" className={styles.format}>
                    {format.format}
                  </th>
                  <td className={styles.code}>{format.code}</td>
                  <td className={`${styles.price} ${styles.end}`}>{formatYen(format.priceTaxIncluded)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <div className={styles.bonusGrid}>
          {volume.bonusItems.length > 0 && (
            <section className={styles.block}>
              <h3 className={styles.blockTitle}>封入特典</h3>
              <ul className={styles.items}>
                {volume.bonusItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}
          {volume.extras.length > 0 && (
            <section className={styles.block}>
              <h3 className={styles.blockTitle}>映像特典</h3>
              <ul className={styles.items}>
                {volume.extras.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}
        </div>

        {detailHref && (
          <p className={styles.more}>
            <Link href={detailHref} className={styles.moreLink}>
              {volume.label}の詳細・店舗別特典
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}
