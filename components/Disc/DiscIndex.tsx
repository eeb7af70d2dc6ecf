import ReleaseIndex from '../Common/ReleaseIndex';
import type { DiscVolumeEntry } from '../../lib/sections/disc/volumes';
import { toDateTimeAttr } from '../../lib/format';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { formatReleaseDate } from '../../lib/i18n/releaseText';
import { splitTemplate } from '../../lib/i18n/template';
import styles from './DiscIndex.module.scss';
import { disc as jaDisc } from '../../lib/i18n/ja/disc';

export type DiscIndexProps = {
  entries: DiscVolumeEntry[];
};

/** In-page index of the volumes: jacket, label and release date, linking to `#vol1` … */
export default function DiscIndex({ entries }: DiscIndexProps) {
  const { lang } = useLanguage();
  const discWords = useWords('disc', jaDisc);
  const [beforeDate, afterDate] = splitTemplate(discWords.indexDate, 'date');
  return (
    <ReleaseIndex
      label={discWords.index}
      sizes="(min-width: 768px) 64px, 44px"
      items={entries.map(({ volume }) => ({
        id: volume.id,
        jacket: volume.jacket,
        text: (
          <>
            <span className={styles.label}>{volume.label}</span>
            <span className={styles.date}>
              {beforeDate}
              <time dateTime={toDateTimeAttr(volume.releaseDate)}>{formatReleaseDate(volume.releaseDate, lang)}</time>
              {afterDate}
            </span>
          </>
        ),
      }))}
      classes={{ nav: styles.nav, list: styles.list, card: styles.card, jacket: styles.jacket }}
    />
  );
}
