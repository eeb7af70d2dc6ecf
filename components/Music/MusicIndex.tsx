import ReleaseIndex from '../Common/ReleaseIndex';
import type { MusicRelease } from '../../lib/sections/music/content';
import { useWords } from '../../hooks/useLanguage';
import styles from './MusicIndex.module.scss';
import { music as jaMusic } from '../../lib/i18n/ja/music';

export type MusicIndexProps = {
  releases: MusicRelease[];
  /** Id of the nav, the target of the 「一覧へ戻る」 links. */
  id: string;
};

/** In-page index: one card per release linking to its anchor (`#op`, `#ed` …). */
export default function MusicIndex({ releases, id }: MusicIndexProps) {
  const music = useWords('music', jaMusic);
  return (
    <ReleaseIndex
      label={music.index}
      id={id}
      sizes="(min-width: 768px) 72px, 44px"
      items={releases.map((release) => ({
        id: release.id,
        jacket: release.jacket,
        text: (
          <>
            <span className={styles.kind}>{music.indexKinds[release.kind]}</span>
            <span className={styles.title}>{release.title}</span>
          </>
        ),
      }))}
      classes={{ nav: styles.nav, list: styles.list, card: styles.card, jacket: styles.jacket }}
    />
  );
}
