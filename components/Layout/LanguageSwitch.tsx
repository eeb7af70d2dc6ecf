import Link from '../Common/Link';
import { useLanguage } from '../../hooks/useLanguage';
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
  const { lang, messages, alternates } = useLanguage();
  if (siteLanguages.length < 2) return null;
  return (
    <nav aria-label={messages.shell.languages}>
      <ul className={className}>
        {siteLanguages.map((other) => (
          <li key={other}>
            {other === lang ? (
              <span aria-current="true" lang={LANG_TAGS[other].html}>
                {messages.shell.langNames[other]}
              </span>
            ) : (
              <Link href={alternates[other] ?? pathInLang(other, '/')} hrefLang={LANG_TAGS[other].html} lang={LANG_TAGS[other].html} onClick={onNavigate}>
                {messages.shell.langNames[other]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
