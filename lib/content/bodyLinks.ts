import { type Lang, pathInLang } from '../i18n/languages';
import { canonicalPath } from '../url';
import { relinkSitePaths } from './markdown';

/**
 * A page's props in another language with every rendered body's site links leading to that language's pages where the
 * export has one (`paths`), so an English article's link to `/onair/` opens `/en/onair/`: a translator links the pages
 * by the paths the original uses. A page with no version in the language keeps its link, to the Japanese page.
 */
export function bodiesInLang<P>(props: P, lang: Lang, paths: ReadonlySet<string>): P {
  const to = (path: string): string | undefined => {
    const inLang = pathInLang(lang, canonicalPath(path));
    return paths.has(inLang) ? inLang : undefined;
  };
  const visit = (value: unknown): unknown => {
    // Rendered Markdown is the only HTML the props hold.
    if (typeof value === 'string') return value.includes('<a href="') ? relinkSitePaths(value, to) : value;
    if (Array.isArray(value)) return value.map(visit);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, visit(v)]));
    return value;
  };
  return visit(props) as P;
}
