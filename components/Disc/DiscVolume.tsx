import Link from '../Common/Link';
import PriceTable from '../Common/PriceTable';
import ReleaseArticle from '../Common/ReleaseArticle';
import type { DiscVolumeEntry } from '../../lib/sections/disc/volumes';
import { episodeRangeLabel } from '../../lib/sections/disc/volumes';
import { toDateTimeAttr } from '../../lib/format';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { pathInLang } from '../../lib/i18n/languages';
import { formatReleaseDate } from '../../lib/i18n/releaseText';
import { around } from '../../lib/i18n/template';
import styles from './DiscVolume.module.scss';
import { storyPath } from '../../lib/sections/story';
import { disc as jaDisc } from '../../lib/i18n/ja/disc';

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
  const { lang } = useLanguage();
  const disc = useWords('disc', jaDisc);
  return (
    <ReleaseArticle
      id={volume.id}
      titleId={titleId}
      jacket={volume.jacket}
      sizes="(min-width: 1080px) 380px, (min-width: 768px) 36vw, 320px"
      priority={priority}
      classes={{ root: styles.volume, visual: styles.visual, jacket: styles.jacket, body: styles.body }}
    >
      <p className={styles.label} aria-hidden="true">
        {volume.label}
      </p>
      <h2 id={titleId} className={styles.title}>
        {volume.title}
      </h2>

      <dl className={styles.facts}>
        <div>
          <dt>{disc.releaseDate}</dt>
          <dd>
            <time dateTime={toDateTimeAttr(volume.releaseDate)}>{formatReleaseDate(volume.releaseDate, lang)}</time>
          </dd>
        </div>
        {/* A film's volume has no episodes (#37). */}
        {episodes.length > 0 && (
          <div>
            <dt>{disc.episodes}</dt>
            <dd>
              <span className={styles.range}>{episodeRangeLabel(volume.episodes, disc)}</span>
              <ul className={styles.episodes}>
                {episodes.map((episode) => (
                  <li key={episode.number}>
                    <Link href={pathInLang(lang, storyPath(episode.slug, work))} className={styles.episode}>
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
        <h3 className={styles.blockTitle}>{disc.formats}</h3>
        <PriceTable
          rows={volume.formats.map((f) => ({ name: f.format, code: f.code, priceTaxIncluded: f.priceTaxIncluded }))}
          kind={disc.formatKind}
          caption={<>{around(disc.formatsCaption, 'title', volume.title)}</>}
          classes={{ table: styles.formats, caption: styles.caption, name: styles.format, code: styles.code, price: styles.price, end: styles.end }}
        />
      </section>

      <div className={styles.bonusGrid}>
        {volume.bonusItems.length > 0 && (
          <section className={styles.block}>
            <h3 className={styles.blockTitle}>{disc.bonusItems}</h3>
            <ul className={styles.items}>
              {volume.bonusItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        {volume.extras.length > 0 && (
          <section className={styles.block}>
            <h3 className={styles.blockTitle}>{disc.extras}</h3>
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
            {around(disc.detail, 'label', volume.label)}
          </Link>
        </p>
      )}
    </ReleaseArticle>
  );
}
