import { useWords } from '../../hooks/useLanguage';
import { isNewsNew } from '../../lib/sections/news/newness';
import { news as jaNews } from '../../lib/i18n/ja/news';

export type NewMarkProps = {
  /** The article's `YYYY-MM-DD`. */
  date: string;
  /** The site instant (ISO, lib/clock.ts): the static HTML has the mark when the article was NEW then. */
  siteInstant: string;
  /** Epoch ms from hooks/useLiveInstant: the site instant, then the visitor's clock. */
  liveInstant: number;
  className: string;
  /** Added once the mark has run out: it must keep its room (visibility), so nothing around it moves. */
  expiredClassName: string;
};

/**
 * 「NEW」 on a recent article. It is in the HTML when the article was NEW at the site instant; when the visitor's clock
 * passes the end of its NEW period between two builds, it turns invisible in place (and silent for screen readers).
 */
export default function NewMark({ date, siteInstant, liveInstant, className, expiredClassName }: NewMarkProps) {
  const news = useWords('news', jaNews);
  if (!isNewsNew(date, siteInstant)) return null;
  const fresh = isNewsNew(date, liveInstant);
  return (
    <span className={fresh ? className : `${className} ${expiredClassName}`} aria-hidden={fresh ? undefined : true}>
      {news.newMark}
    </span>
  );
}
