import type { WrittenPage as Page } from '../../lib/sections/pages/content';
import { downloadNote } from '../../lib/fileSize';
import { withBasePath } from '../../lib/url';
import PageHeader from '../Common/PageHeader';
import Picture from '../Common/Picture';
import PvPlayer from '../Common/PvPlayer';
import styles from './WrittenPage.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { around } from '../../lib/i18n/template';
import { page as jaPage } from '../../lib/i18n/ja/page';

export type WrittenPageProps = {
  page: Page;
};

/**
 * A page the fan group writes (`content/pages/<slug>.md`): its heading under its Latin label, the hero image, the
 * Markdown body, the PV and the galleries, each image with the files it offers for download.
 */
export default function WrittenPage({ page }: WrittenPageProps) {
  const pageWords = useWords('page', jaPage);
  return (
    <article className={styles.page}>
      <PageHeader en={page.label} title={page.title} />
      <div className={styles.content}>
        {page.hero && (
          <Picture
            src={page.hero.src}
            alt={page.hero.alt}
            sizes="(min-width: 1112px) 1080px, 92vw"
            aspectRatio="16 / 9"
            fit="cover"
            priority
            className={styles.hero}
          />
        )}

        {page.bodyHtml !== '' && (
          // Sanitised at build time by lib/content/markdown.ts (no scripts, no event handlers), as news bodies are.
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
        )}

        {page.pv && (
          <section className={styles.block} aria-labelledby="page-pv">
            <h2 id="page-pv" className={styles.heading}>
              PV
            </h2>
            <PvPlayer youtubeId={page.pv.youtubeId} poster={page.pv.poster} title={`${page.title} PV`} />
          </section>
        )}

        {page.galleries.map((gallery, i) => (
          <section key={gallery.title} className={styles.block} aria-labelledby={`page-gallery-${i + 1}`}>
            <h2 id={`page-gallery-${i + 1}`} className={styles.heading}>
              {gallery.title}
            </h2>
            <ul className={styles.gallery}>
              {gallery.images.map((image) => (
                <li key={image.src} className={styles.item}>
                  <figure className={styles.figure}>
                    <Picture
                      src={image.src}
                      alt={image.alt}
                      sizes="(min-width: 560px) 352px, 92vw"
                      // Wallpapers, icons, photos: each shown whole in its own shape, with no bars.
                      aspectRatio="own"
                      className={styles.thumbnail}
                    />
                    {image.caption !== null && <figcaption className={styles.caption}>{image.caption}</figcaption>}
                  </figure>
                  {image.downloads.length > 0 && (
                    <ul className={styles.downloads}>
                      {image.downloads.map((download) => (
                        <li key={download.src}>
                          <a href={withBasePath(download.src)} download className={styles.download}>
                            <span className={styles.hidden}>{around(pageWords.downloadOf, 'alt', image.alt)}</span>
                            {download.label}
                            <span className={styles.note}>{around(pageWords.downloadNote, 'note', downloadNote(download.src, download.bytes, pageWords.formatSizeJoin))}</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}
