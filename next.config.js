// @ts-check
const { withSentryConfig } = require('@sentry/nextjs/config');
const { themeScss } = require('./lib/themeScss');
const { version } = require('./package.json');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A folder of static files any CDN can serve: `next build` writes it to out/.
  output: 'export',
  // /news/ → out/news/index.html, so a plain static server (S3-style) serves every route and its reload.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  env: {
    NEXT_PUBLIC_APP_VERSION: version,
  },
  images: {
    // The widths and quality of spec-shell §7.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    unoptimized: true,
  },
  sassOptions: {
    // The theme colours, from lib/theme.json, as $color-* variables in every stylesheet.
    additionalData: themeScss(),
  },
};

module.exports = withSentryConfig(nextConfig, {
  // Offline, token-free builds: nothing is uploaded and nothing phones home.
  silent: true,
  telemetry: false,
  sourcemaps: { disable: true },
  release: { create: false, finalize: false },
  widenClientFileUpload: false,
});
