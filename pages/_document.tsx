import { type DocumentProps, Head, Html, Main, NextScript } from 'next/document';
import { LANG_TAGS, langOfPath } from '../lib/i18n/languages';
import { theme } from '../lib/theme';
import { APPLE_TOUCH_ICON, FAVICON } from '../lib/siteImages';
import { withBasePath } from '../lib/url';
import { ABROAD_SCRIPT } from '../lib/visitorTimeZone';

export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  // A page's language is its route's (`/en/…`), so the attribute is right before any script runs.
  return (
    <Html lang={LANG_TAGS[langOfPath(__NEXT_DATA__.page)].html}>
      <Head>
        <meta name="theme-color" content={theme.main} />
        {/* Plain links: Next puts the base path only on its own `_next/` files and next/link hrefs. */}
        <link rel="icon" href={withBasePath(FAVICON)} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={withBasePath(APPLE_TOUCH_ICON)} />
        {/* Before the first paint: holds the room for a visitor's local times when their clock is not on Japan time. */}
        <script dangerouslySetInnerHTML={{ __html: ABROAD_SCRIPT }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
