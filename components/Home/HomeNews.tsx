import Link from '../Common/Link';
import type { NewsListItem } from '../../lib/sections/news/articles';
import { sectionLabels } from '../../lib/sections/shape';
import NewsItems from '../News/NewsItems';
import SectionHeading from './SectionHeading';
import styles from './Home.module.scss';

export type HomeNewsProps = {
  /** The latest articles, newest first. */
  items: NewsListItem[];
  /** The site instant (ISO, lib/clock.ts), for NEW marks. */
  siteInstant: string;
};

/** The latest news on the top page, with the way to the full list. */
export default function HomeNews({ items, siteInstant }: HomeNewsProps) {
  const { label, labelJa } = sectionLabels('news');
  return (
    <section className={styles.section} aria-labelledby="home-news">
      <SectionHeading en={label} title={labelJa} id="home-news" />
      <div className={styles.narrow}>
        {items.length > 0 ? <NewsItems items={items} siteInstant={siteInstant} /> : <p className={styles.empty}>ニュースはまだありません。</p>}
        <p className={styles.more}>
          <Link href="/news/" className={styles.moreLink}>
            ニュース一覧へ
          </Link>
        </p>
      </div>
    </section>
  );
}
