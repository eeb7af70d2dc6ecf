import { Head, Html, Main, NextScript } from 'next/document';
import { theme } from '../lib/theme';

export default function Document() {
  return (
    <Html lang="ja">
      <Head>
        <meta name="theme-color" content={theme.main} />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/images/common/apple-touch-icon.png" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
