import Link from '../Common/Link';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { shell as shellWords } from '../../lib/i18n/ja/shell';
import { LANG_TAGS, pathInLang } from '../../lib/i18n/languages';
import { siteLanguages } from '../../lib/site';

export type LanguageSwitchProps = {
  /** The list's class, styled by the place with the `language-switch` mixin. */
  className: string;
  /** Called when a link is followed (the menu closes). */
  onNavigate?: () => void;
};

/**
 * Links to this page in the site's other languages, each named in its own language; to that language's top page when
 * this page has no version in it. Nothing on a one-language site. A visitor chooses: nothing redirects by the
 * browser's language, which a static host could not do without guessing.
 */
export default function LanguageSwitch({ className, onNavigate }: LanguageSwitchProps) {
  const { lang, alternates } = useLanguage();
  const words = useWords('shell', shellWords);
  if (siteLanguages.length < 2) return null;
  return (
    <nav aria-label={words.languages}>
      <ul className={className}>
        {siteLanguages.map((other) => (
          <li key={other}>
            {other === lang ? (
              <span aria-current="true" lang={LANG_TAGS[other].html}>
                {words.langNames[other]}
              </span>
            ) : (
              <Link href={alternates[other] ?? pathInLang(other, '/')} hrefLang={LANG_TAGS[other].html} lang={LANG_TAGS[other].html} onClick={onNavigate}>
                {words.langNames[other]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
