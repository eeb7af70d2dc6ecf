import type { CMS } from 'decap-cms-core';
import { useCallback } from 'react';
import type { AdminPageProps } from '../../lib/cms/adminPage';
import { useDecapCms } from '../../hooks/useDecapCms';
import styles from './AdminApp.module.scss';

export type AdminAppProps = AdminPageProps;

/**
 * The browser editor: Decap CMS with the site's previews. Until its code has loaded, and without JavaScript, the page
 * says what is happening; Decap then draws its screen into the element with the id `nc-root` (its documented custom
 * mount point), which React leaves empty, and the message goes.
 */
export default function AdminApp({ config, preview }: AdminAppProps) {
  // The previews load with the editor, not with the page, and each on its own: a chunk holding both would give the
  // news and the episode pages one stylesheet for two sections (CONTRIBUTING.md, "Styles").
  const setup = useCallback(
    async (cms: CMS) => {
      const [news, episodes] = await Promise.all([import('./NewsPreview'), import('./EpisodePreview')]);
      news.registerNewsPreview(cms, preview);
      episodes.registerEpisodePreview(cms, preview);
    },
    [preview],
  );
  const state = useDecapCms(config, setup);
  return (
    <>
      {state !== 'ready' && (
        <div className={styles.status}>
          <h1 className={styles.title}>コンテンツの編集</h1>
          <noscript>
            <p>編集画面には JavaScript が必要です。ブラウザーの設定で JavaScript を有効にしてください。</p>
          </noscript>
          <p role="status">{state === 'failed' ? '編集画面を読み込めませんでした。ページを再読み込みしてください。' : '編集画面を読み込んでいます…'}</p>
        </div>
      )}
      <div id="nc-root" className={styles.root} />
    </>
  );
}
