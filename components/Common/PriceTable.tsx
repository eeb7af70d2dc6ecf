import type { ReactNode } from 'react';
import { useWords } from '../../hooks/useLanguage';
import { formatPrice } from '../../lib/i18n/releaseText';
import { release as jaRelease } from '../../lib/i18n/ja/release';

/** One way to buy a release: an edition of a song, a format of a disc. */
export type PriceRow = { name: string; code: string; priceTaxIncluded: number };

/**
 * The classes of the table, from the calling section's CSS module, which includes `release.price-table`
 * (styles/_release.scss) and styles `name`, the row's heading, its own way.
 */
export type PriceTableClasses = { table: string; caption: string; name: string; code: string; price: string; end: string };

export type PriceTableProps = {
  rows: readonly PriceRow[];
  /** What a row is, the first column's heading: 「形態」, 「仕様」. */
  kind: string;
  /** Caption, read before the table (「ソライロ・シグナル 形態・価格」); hidden visually under its heading. */
  caption: ReactNode;
  classes: PriceTableClasses;
};

/** A release's prices: each way to buy it → catalogue code → price, tax included. */
export default function PriceTable({ rows, kind, caption, classes }: PriceTableProps) {
  const releaseWords = useWords('release', jaRelease);
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{kind}</th>
          <th scope="col">{releaseWords.code}</th>
          <th scope="col" className={classes.end}>
            {releaseWords.price}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code}>
            <th scope="row" className={classes.name}>
              {row.name}
            </th>
            <td className={classes.code}>{row.code}</td>
            <td className={`${classes.price} ${classes.end}`}>{formatPrice(row.priceTaxIncluded, { release: releaseWords })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
