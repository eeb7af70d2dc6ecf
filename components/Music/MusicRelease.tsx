import ReleaseArticle from '../Common/ReleaseArticle';
import type { MusicRelease as Release } from '../../lib/sections/music/content';
import { formatDateJa, toDateTimeAttr } from '../../lib/format';
import { MUSIC_KIND_LABELS_EN, musicKindLabel } from '../../lib/sections/music/kinds';
import EditionsTable from './EditionsTable';
import ExternalLink from './ExternalLink';
import TrackList from './TrackList';
import styles from './MusicRelease.module.scss';

export type MusicReleaseProps = {
  release: Release;
  /** Id of the in-page index, for the 「一覧へ戻る」 link; omitted when there is none. */
  indexId?: string;
  /**
   * The jacket is the page's largest paint (the first release on /music/): in the HTML with high fetch priority, so
   * it loads with the page instead of after the JavaScript has hydrated it.
   */
  priority?: boolean;
};

/**
 * One release, addressable as `#<id>`: jacket, kind, title, artist, credits, release date, editions with
 * tax-included prices, track list, and streaming and shop links (external, new tab).
 */
export default function MusicRelease({ release, indexId, priority = false }: MusicReleaseProps) {
  const titleId = `${release.id}-title`;
  const { streaming, purchase } = release.links;
  return (
    <ReleaseArticle
      id={release.id}
      titleId={titleId}
      jacket={release.jacket}
      sizes="(min-width: 1080px) 420px, (min-width: 768px) 40vw, 352px"
      priority={priority}
      classes={{ root: styles.release, visual: styles.visual, jacket: styles.jacket, body: styles.body }}
    >
      <p className={styles.kind}>
        <span className={styles.badge}>{musicKindLabel(release.kind)}</span>
        <span className={styles.kindEn} aria-hidden="true">
          {MUSIC_KIND_LABELS_EN[release.kind]}
        </span>
      </p>
      <h2 id={titleId} className={styles.title}>
        {release.title}
      </h2>
      <p className={styles.artist}>{release.artist}</p>

      <dl className={styles.facts}>
        <div>
          <dt>発売日</dt>
          <dd>
            <time dateTime={toDateTimeAttr(release.releaseDate)}>{formatDateJa(release.releaseDate)}</time>
          </dd>
        </div>
        {release.credits.map((credit) => (
          <div key={credit.role}>
            <dt>{credit.role}</dt>
            <dd>{credit.name}</dd>
          </div>
        ))}
      </dl>

      {release.description && <p className={styles.description}>{release.description}</p>}

      <section className={styles.block}>
        <h3 className={styles.blockTitle}>
          形態・価格
        </h3>
        <EditionsTable editions={release.editions} caption={`${release.title} 形態・価格`} />
      </section>

      <section className={styles.block}>
        <h3 className={styles.blockTitle}>
          収録曲
        </h3>
        <TrackList tracks={release.tracks} />
      </section>

      {(streaming.length > 0 || purchase.length > 0) && (
        <div className={styles.linkGroups}>
          {streaming.length > 0 && (
            <section className={styles.block}>
              <h3 className={styles.blockTitle}>
                配信で聴く
              </h3>
              <ul className={styles.links}>
                {streaming.map((link) => (
                  <li key={link.url}>
                    <ExternalLink href={link.url} className={styles.linkButton}>
                      {link.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {purchase.length > 0 && (
            <section className={styles.block}>
              <h3 className={styles.blockTitle}>
                購入する
              </h3>
              <ul className={styles.links}>
                {purchase.map((link) => (
                  <li key={link.url}>
                    <ExternalLink href={link.url} className={`${styles.linkButton} ${styles.purchase}`}>
                      {link.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}

      {indexId && (
        <p className={styles.back}>
          <a href={`#${indexId}`}>リリース一覧へ戻る</a>
        </p>
      )}
    </ReleaseArticle>
  );
}
