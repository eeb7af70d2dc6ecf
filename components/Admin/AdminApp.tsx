import { useCallback } from 'react';
import type { AdminPageProps } from '../../lib/cms/adminPage';
import { type EditorCms, useSveltiaCms } from '../../hooks/useSveltiaCms';
import styles from './AdminApp.module.scss';

export type AdminAppProps = AdminPageProps;

/**
 * The browser editor: Sveltia CMS with the site's previews. Until its code has loaded, and without JavaScript, the
 * page says what is happening, and when the build named no repository to save to, what to set and where. The editor
 * then draws its screen into the element with the id `nc-root` (its documented mount point), which React leaves
 * empty, and the message goes.
 */
export default function AdminApp({ config, script, preview }: AdminAppProps) {
  // The previews load with the editor, not with the page, and each on its own: a chunk holding both would give the
  // news and the episode pages one stylesheet for two sections (CONTRIBUTING.md, "Styles").
  const setup = useCallback(
    async (cms: EditorCms) => {
      const [news, episodes, pages] = await Promise.all([import('./NewsPreview'), import('./EpisodePreview'), import('./WrittenPagePreview')]);
      news.registerNewsPreview(cms, preview);
      episodes.registerEpisodePreview(cms, preview);
      pages.registerWrittenPagePreview(cms, preview);
    },
    [preview],
  );
  const state = useSveltiaCms(config, script, setup);
  return (
    <>
      {state !== 'ready' && (
        <div className={styles.status}>
          <h1 className={styles.title}>コンテンツの編集</h1>
          <noscript>
            <p>編集画面には JavaScript が必要です。ブラウザーの設定で JavaScript を有効にしてください。</p>
          </noscript>
          {state === 'unconfigured' ? (
            <div role="status" className={styles.unconfigured}>
              <p className={styles.lead}>この編集画面には、保存先のリポジトリが設定されていません。</p>
              {/* Strings, not JSX text: JSX would turn a line break between Japanese sentences into a space. */}
              <p>
                {'サイトのビルド環境変数 '}
                <code>CMS_REPO</code>
                {' に保存先の GitHub リポジトリを '}
                <code>owner/name</code>
                {' の形（例: '}
                <code>fan-group/fansite</code>
                {'）で設定し、サイトをビルドし直してください。設定する場所はホストによって違います。手順はリポジトリの '}
                <code>docs/deploy.md</code>
                {' の「ブラウザでの編集（/admin/）」→「保存先とログイン（環境変数）」にあります。'}
              </p>
              <p>
                {'このパソコンの '}
                <code>content/</code>
                {' を編集するなら、'}
                <code>npm run cms</code>
                {' で開く編集画面を Chrome か Edge で使ってください（このパソコンのフォルダーを開けるのはこの 2 つです）。'}
              </p>
            </div>
          ) : (
            <p role="status">{state === 'failed' ? '編集画面を読み込めませんでした。ページを再読み込みしてください。' : '編集画面を読み込んでいます…'}</p>
          )}
        </div>
      )}
      <div id="nc-root" className={styles.root} />
    </>
  );
}
