import Link from 'next/link';
import { menuItems } from '../../lib/menu';
import SectionHeading from './SectionHeading';
import homeStyles from './Home.module.scss';
import styles from './SectionLinks.module.scss';

/** A card for every section of the site (the menu's entries), and the official X account. */
export default function SectionLinks() {
  return (
    <section className={homeStyles.section} aria-labelledby="home-contents">
      <SectionHeading en="CONTENTS" title="コンテンツ" id="home-contents" />
      <ul className={styles.grid}>
        {menuItems.map((item) => (
          <li key={item.label}>
            {item.newTab ? (
              <a href={item.path} target="_blank" rel="noopener noreferrer" className={`${styles.card} ${styles.external}`}>
                <span className={styles.en}>X</span>
                <span className={styles.ja}>{item.labelJa}</span>
                <span className={styles.hidden}>（新しいタブで開きます）</span>
              </a>
            ) : (
              <Link href={item.path} className={styles.card}>
                <span className={styles.en}>{item.label}</span>
                <span className={styles.ja}>{item.labelJa}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
