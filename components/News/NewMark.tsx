import { isNewsNew } from '../../lib/format';

export type NewMarkProps = {
  /** The article's `YYYY-MM-DD`. */
  date: string;
  /** The build's instant (ISO): the static HTML has the mark when the article was NEW then. */
  builtAt: string;
  /** The page's "now" (epoch ms, hooks/useSiteNow): the build's instant, then the visitor's clock. */
  now: number;
  className: string;
  /** Added once the mark has run out: it must keep its room (visibility), so nothing around it moves. */
  expiredClassName: string;
};

/**
 * 「NEW」 on a recent article. It is in the HTML when the article was NEW at build time; when the visitor's clock
 * passes the end of its NEW period between two builds, it turns invisible in place (and silent for screen readers).
 */
export default function NewMark({ date, builtAt, now, className, expiredClassName }: NewMarkProps) {
  if (!isNewsNew(date, builtAt)) return null;
  const fresh = isNewsNew(date, now);
  return (
    <span className={fresh ? className : `${className} ${expiredClassName}`} aria-hidden={fresh ? undefined : true}>
      NEW
    </span>
  );
}
