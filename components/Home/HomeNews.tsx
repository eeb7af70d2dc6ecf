import Link from '../Common/Link';
import type { NewsListItem } from '../../lib/sections/news/articles';
import { sectionLabels } from '../../lib/sections/shape';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG } from '../../lib/i18n/languages';
import NewsItems from '../News/NewsItems';
import SectionHeading from './SectionHeading';
import styles from './Home.module.scss';
import { home as jaHome } from '../../lib/i18n/ja/home';

export type HomeNewsProps = {
  /** The latest articles, newest first. */
  items: NewsListItem[];
  /** The site instant (ISO, lib/clock.ts), for NEW marks. */
  siteInstant: string;
  /** The news list in the page's language (or the Japanese one while it has none). */
  href?: string;
};

/** The latest news on the top page, with the way to the full list. */
export default function HomeNews({ items, siteInstant, href = '/news/' }: HomeNewsProps) {
  const { label, labelJa } = sectionLabels('news');
  const { lang } = useLanguage();
  const homeWords = useWords('home', jaHome);
  return (
    <section className={styles.section} aria-labelledby="home-news">
      <SectionHeading en={label} title={lang === DEFAULT_LANG ? labelJa : homeWords.headings.news} id="home-news" />
      <div className={styles.narrow}>
        {items.length > 0 ? <NewsItems items={items} siteInstant={siteInstant} /> : <p className={styles.empty}>{homeWords.newsEmpty}</p>}
        <p className={styles.more}>
          <Link href={href} className={styles.moreLink}>
            {homeWords.newsMore}
          </Link>
        </p>
      </div>
    </section>
  );
}
