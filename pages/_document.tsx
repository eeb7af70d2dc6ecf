import { Head, Html, Main, NextScript } from 'next/document';
import { theme } from '../lib/theme';
import { APPLE_TOUCH_ICON, FAVICON } from '../lib/siteImages';
import { withBasePath } from '../lib/url';

export default function Document() {
  return (
    <Html lang="ja">
      <Head>
        <meta name="theme-color" content={theme.main} />
        {/* Plain links: Next puts the base path only on its own `_next/` files and next/link hrefs. */}
        <link rel="icon" href={withBasePath(FAVICON)} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={withBasePath(APPLE_TOUCH_ICON)} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
