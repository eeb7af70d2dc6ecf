import type { ReactNode } from 'react';
import { imageManifest } from '../../lib/imageManifest';
import { PageImagesContext } from '../../lib/pageImages';
import { DateStyleContext, type DateStyle, japaneseDates } from '../../lib/dateStyle';
import { englishDates } from '../../lib/dateStyleEn';
import { DEFAULT_LANG, type Lang } from '../../lib/i18n/languages';
import { DEFAULT_PAGE_LANGUAGE, PageLanguageContext } from '../../lib/i18n/pageLanguage';
import type { PreviewLanguage } from '../../lib/cms/preview';

/** Each language's date style, as its routes provide it (components/Layout/englishPage.tsx). */
const DATE_STYLES: Record<Lang, DateStyle> = { ja: japaneseDates, en: englishDates };

export type PreviewFrameProps = {
  /** Site paths of images added since the last build, which the page shows once the site is built again. */
  pendingImages: readonly string[];
  /** Turns a path in the form into a URL the editor can show (the editor's `getAsset`: an upload not yet committed). */
  assetUrl: (path: string) => string;
  /** 予約: when the entry goes public, if that is after the site's instant (`reservationNotice`). */
  notice?: string | null;
  /** The pane's language when it is not the default: the page is drawn in its words and date style. */
  language?: PreviewLanguage['language'] | null;
  children: ReactNode;
};

/**
 * A page of the site as the editor's preview shows it. Its links are inert: the preview is a picture of the page, and
 * following a link inside it would lose the editor's place. New images are listed apart, as they are not in the
 * site's image variants until the next build.
 *
 * No stylesheet of its own: the build would put it into the stylesheet of the section the preview shows, which that
 * section's visitors download (CONTRIBUTING.md, "Styles"). The thumbnails are sized by their attributes.
 *
 * The page's images are every image of the last build: the editor is a page of its own, whose props carry none. In
 * another language's pane the page has that language's words, site text and dates, as its route gives them; the
 * notes above it are the editor's, for the group, in Japanese.
 */
export default function PreviewFrame({ pendingImages, assetUrl, notice = null, language = null, children }: PreviewFrameProps) {
  return (
    <>
      {notice && (
        <p role="status">
          <strong>{notice}</strong>
        </p>
      )}
      {pendingImages.length > 0 && (
        <aside aria-label="新しい画像">
          <p>新しい画像は、保存してサイトがビルドされるとページに表示されます。</p>
          <ul>
            {pendingImages.map((src) => (
              <li key={src}>
                <img src={assetUrl(src)} alt="" width={160} height={90} />
                {/* The editor holds an upload as a blob: URL until it is saved; the path it gets is not known yet. */}
                {!src.startsWith('blob:') && <code>{src}</code>}
              </li>
            ))}
          </ul>
        </aside>
      )}
      <div inert lang={language?.lang}>
        <PageLanguageContext.Provider value={language ? { ...DEFAULT_PAGE_LANGUAGE, ...language } : DEFAULT_PAGE_LANGUAGE}>
          <DateStyleContext.Provider value={DATE_STYLES[language?.lang ?? DEFAULT_LANG]}>
            <PageImagesContext.Provider value={imageManifest}>{children}</PageImagesContext.Provider>
          </DateStyleContext.Provider>
        </PageLanguageContext.Provider>
      </div>
    </>
  );
}
