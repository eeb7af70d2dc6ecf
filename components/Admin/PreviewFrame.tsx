import type { ReactNode } from 'react';
import styles from './PreviewFrame.module.scss';

export type PreviewFrameProps = {
  /** Site paths of images added since the last build, which the page shows once the site is built again. */
  pendingImages: readonly string[];
  /** Turns a path in the form into a URL the editor can show (Decap's `getAsset`: an upload not yet committed). */
  assetUrl: (path: string) => string;
  children: ReactNode;
};

/**
 * A page of the site as the editor's preview shows it. Its links are inert: the preview is a picture of the page, and
 * following a link inside it would lose the editor's place. New images are shown apart, as they are not in the
 * site's image variants until the next build.
 */
export default function PreviewFrame({ pendingImages, assetUrl, children }: PreviewFrameProps) {
  return (
    <>
      {pendingImages.length > 0 && (
        <aside className={styles.pending} aria-label="新しい画像">
          <p>新しい画像は、保存してサイトがビルドされるとページに表示されます。</p>
          <ul>
            {pendingImages.map((src) => (
              <li key={src}>
                <img src={assetUrl(src)} alt="" className={styles.thumb} />
                <code>{src}</code>
              </li>
            ))}
          </ul>
        </aside>
      )}
      <div inert>{children}</div>
    </>
  );
}
