import Link from './Link';
import PageHeader from './PageHeader';
import Seo from './Seo';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG, LANG_TAGS, pathInLang } from '../../lib/i18n/languages';
import { siteLanguages } from '../../lib/site';
import { notFound as jaNotFound } from '../../lib/i18n/ja/notFound';

/**
 * The page an unknown URL is answered with, in the page's language (`/404`, `/en/404`). The root's, on a site in
 * several languages, also leads to each other language's top page: GitHub Pages answers every unknown URL with it.
 */
export default function NotFound() {
  const { lang } = useLanguage();
  const words = useWords('notFound', jaNotFound);
  const others = lang === DEFAULT_LANG ? siteLanguages.filter((other) => other !== DEFAULT_LANG) : [];
  return (
    <>
      <Seo title={words.title} />
      <PageHeader en="404" title={words.title}>
        <p>{words.text}</p>
        <p>
          <Link href={pathInLang(lang, '/')}>{words.back}</Link>
        </p>
        {others.map((other) => (
          <p key={other} lang={LANG_TAGS[other].html}>
            <Link href={pathInLang(other, '/')} hrefLang={LANG_TAGS[other].html}>
              {words.otherLanguages[other as keyof typeof words.otherLanguages]}
            </Link>
          </p>
        ))}
      </PageHeader>
    </>
  );
}
