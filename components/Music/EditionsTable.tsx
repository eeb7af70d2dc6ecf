import type { Edition } from '../../lib/sections/music/content';
import PriceTable from '../Common/PriceTable';
import { useWords } from '../../hooks/useLanguage';
import styles from './EditionsTable.module.scss';
import { music as jaMusic } from '../../lib/i18n/ja/music';

export type EditionsTableProps = {
  editions: Edition[];
  /** Caption, read before the table (「ソライロ・シグナル 形態・価格」); hidden visually under its heading. */
  caption: string;
};

/** Edition → catalogue code → price, tax included. */
export default function EditionsTable({ editions, caption }: EditionsTableProps) {
  const music = useWords('music', jaMusic);
  return (
    <PriceTable
      rows={editions}
      kind={music.editionKind}
      caption={caption}
      classes={{ table: styles.table, caption: styles.caption, name: styles.name, code: styles.code, price: styles.price, end: styles.end }}
    />
  );
}
