import ReleaseArticle from '../Common/ReleaseArticle';
import type { MusicRelease as Release } from '../../lib/sections/music/content';
import { toDateTimeAttr } from '../../lib/format';
import { MUSIC_KIND_LABELS_EN } from '../../lib/sections/music/kinds';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG, originalLangOn } from '../../lib/i18n/languages';
import NameInLang from '../Common/NameInLang';
import { formatReleaseDate } from '../../lib/i18n/releaseText';
import { fillTemplate } from '../../lib/i18n/template';
import EditionsTable from './EditionsTable';
import ExternalLink from './ExternalLink';
import TrackList from './TrackList';
import styles from './MusicRelease.module.scss';
import { music as jaMusic } from '../../lib/i18n/ja/music';

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
  const { lang } = useLanguage();
  const music = useWords('music', jaMusic);
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
        <span className={styles.badge}>{music.kinds[release.kind]}</span>
        {/* The Latin label decorates the Japanese badge; an English badge says it already. */}
        {lang === DEFAULT_LANG && (
          <span className={styles.kindEn} aria-hidden="true">
            {MUSIC_KIND_LABELS_EN[release.kind]}
          </span>
        )}
      </p>
      <h2 id={titleId} className={styles.title}>
        {release.title}
      </h2>
      {/* People's names are the Japanese file's in every language. */}
      <p className={styles.artist} lang={originalLangOn(lang)}>
        {release.artist}
      </p>

      <dl className={styles.facts}>
        <div>
          <dt>{music.releaseDate}</dt>
          <dd>
            <time dateTime={toDateTimeAttr(release.releaseDate)}>{formatReleaseDate(release.releaseDate, lang)}</time>
          </dd>
        </div>
        {release.credits.map((credit) => (
          <div key={credit.role}>
            <dt>{credit.role}</dt>
            <dd lang={originalLangOn(lang)}>{credit.name}</dd>
          </div>
        ))}
      </dl>

      {release.description && <p className={styles.description}>{release.description}</p>}

      <section className={styles.block}>
        <h3 className={styles.blockTitle}>
          {music.editions}
        </h3>
        <EditionsTable editions={release.editions} caption={fillTemplate(music.editionsCaption, { title: release.title })} />
      </section>

      <section className={styles.block}>
        <h3 className={styles.blockTitle}>
          {music.tracks}
        </h3>
        <TrackList tracks={release.tracks} />
      </section>

      {(streaming.length > 0 || purchase.length > 0) && (
        <div className={styles.linkGroups}>
          {streaming.length > 0 && (
            <section className={styles.block}>
              <h3 className={styles.blockTitle}>
                {music.streaming}
              </h3>
              <ul className={styles.links}>
                {streaming.map((link) => (
                  <li key={link.url}>
                    <ExternalLink href={link.url} className={styles.linkButton}>
                      <NameInLang name={link.label} lang={link.lang} />
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {purchase.length > 0 && (
            <section className={styles.block}>
              <h3 className={styles.blockTitle}>
                {music.purchase}
              </h3>
              <ul className={styles.links}>
                {purchase.map((link) => (
                  <li key={link.url}>
                    <ExternalLink href={link.url} className={`${styles.linkButton} ${styles.purchase}`}>
                      <NameInLang name={link.label} lang={link.lang} />
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
          <a href={`#${indexId}`}>{music.backToIndex}</a>
        </p>
      )}
    </ReleaseArticle>
  );
}
