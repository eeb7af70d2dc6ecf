// @ts-check
const os = require('node:os');
const { withSentryConfig } = require('@sentry/nextjs/config');
const { themeScss } = require('./lib/themeScss');
const { version } = require('./package.json');
const imageConfig = require('./lib/imageConfig.json');
const { withImageManifest } = require('./scripts/images/manifest.cjs');
const { basePathOf, normalizeSiteUrl } = require('./lib/siteUrl');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A folder of static files any CDN can serve: `next build` writes it to out/.
  // (Not under `next dev`: there the image optimiser at /_next/image must answer, and Next refuses it with 'export'.)
  output: process.env.NODE_ENV === 'development' ? undefined : 'export',
  // /news/ → out/news/index.html, so a plain static server (S3-style) serves every route and its reload.
  trailingSlash: true,
  // Below a path when the site URL has one (a GitHub Pages project site, `https://user.github.io/sorairo` →
  // `/sorairo`): Next then prefixes next/link, the router and `_next/` itself; lib/url.ts `withBasePath` the rest.
  // '' (Next's default) at a domain's root. A path that cannot be a base path fails here, before anything is built.
  basePath: basePathOf(normalizeSiteUrl(process.env.NEXT_PUBLIC_SITE_URL)),
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Page generation on every core. Next's default leaves one core to its main process, but that process only
    // waits while the pages are rendered, and in `npm run build` the content check is over by then. On 2 cores with
    // 1,000 articles, 1 worker → 2: the whole build 7.6–8.0 → 6.1–6.5 s (3 alternating builds each; bench/README,
    // "Build"). Each worker holds the content, so each one adds its memory to the build's total.
    cpus: os.availableParallelism(),
  },
  env: {
    NEXT_PUBLIC_APP_VERSION: version,
  },
  // Images (CONTRIBUTING.md, "Images"): the widths and quality of spec-shell §7, defined once in
  // lib/imageConfig.json. `next dev` optimises through /_next/image; the static export has no image server, so
  // components/Common/Picture points at the variants scripts/images/optimize.mjs writes after `next build`.
  // withImageManifest writes .cache/images/manifest.json (each original's hash and size) before Next compiles.
  images: withImageManifest({
    deviceSizes: imageConfig.deviceSizes,
    imageSizes: imageConfig.imageSizes,
    qualities: [imageConfig.quality],
    formats: imageConfig.formats.map((/** @type {string} */ format) => /** @type {'image/avif' | 'image/webp'} */ (`image/${format}`)),
    unoptimized: process.env.NODE_ENV !== 'development' && process.env.NEXT_PUBLIC_IMAGE_MODE !== 'server',
  }),
  // `npm run build` type-checks before next build, beside the content check (scripts/build.mjs, tsconfig.build.json),
  // and says so with SITE_TYPES_CHECKED=1; repeating the check here cost 10–20 s a build. `next build` run any
  // other way still checks, and still fails on a type error.
  typescript: {
    ignoreBuildErrors: process.env.SITE_TYPES_CHECKED === '1',
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
  // Under Turbopack, Sentry's hook after compiling uploads source maps and creates the release. Both are off above, and
  // it still loaded its bundler plugin to do nothing: 0.14 s of every build. Turning source maps on means turning
  // this back on.
  useRunAfterProductionCompileHook: false,
});
