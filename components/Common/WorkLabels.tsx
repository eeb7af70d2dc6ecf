import type { WorkRef } from '../../lib/works';
import { appearsIn } from '../../lib/sections/member/characters';
import { useWords } from '../../hooks/useLanguage';
import { works as jaWorks } from '../../lib/i18n/ja/works';

/**
 * Global classes from `WorkLabels.scss` (styles/global.scss): MEMBER and CAST both use it, and a CSS module shared by
 * two sections would merge their stylesheets (CONTRIBUTING.md, "Styles").
 */
const styles = { labels: 'work-labels', label: 'work-labels__item' } as const;

export type WorkLabelsProps = {
  /** The works named by the entry's `works:` (absent: every work). */
  ids: readonly string[] | undefined;
  /** Every work of the series; absent for a series of one work, which shows no labels. */
  works: ReadonlyArray<Pick<WorkRef, 'id' | 'label'>> | undefined;
};

/** Small labels of the works a character or a cast entry is in (「第1期」「劇場版」); nothing for a series of one work. */
export default function WorkLabels({ ids, works }: WorkLabelsProps) {
  const words = useWords('works', jaWorks);
  if (!works || works.length < 2) return null;
  return (
    <ul className={styles.labels} aria-label={words.appearsIn}>
      {appearsIn(ids, works).map((label) => (
        <li key={label} className={styles.label}>
          {label}
        </li>
      ))}
    </ul>
  );
}
