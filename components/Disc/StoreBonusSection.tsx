import type { ResolvedStoreBonus } from '../../lib/sections/disc/content';
import StoreBonusTable from './StoreBonusTable';
import styles from './StoreBonusSection.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { disc as jaDisc } from '../../lib/i18n/ja/disc';

export type StoreBonusSectionProps = {
  bonuses: ResolvedStoreBonus[];
  notes: string[];
  /** Heading and table caption: 「店舗別購入特典」 or 「Vol.1 店舗別購入特典」. */
  title: string;
};

const ID = 'store-bonus';

/** The store-bonus heading, table and the notes under it. */
export default function StoreBonusSection({ bonuses, notes, title }: StoreBonusSectionProps) {
  const disc = useWords('disc', jaDisc);
  return (
    <section id={ID} className={styles.section}>
      <h2 className={styles.heading}>
        <span className={styles.en} aria-hidden="true">
          SHOP BONUS
        </span>
        <span className={styles.ja}>{title}</span>
      </h2>
      {bonuses.length > 0 ? (
        <>
          <p className={styles.lead}>{disc.bonusLead}</p>
          <StoreBonusTable bonuses={bonuses} caption={title} />
        </>
      ) : (
        <p className={styles.lead}>{disc.bonusLater}</p>
      )}
      {notes.length > 0 && (
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
