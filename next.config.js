// @ts-check
const os = require('node:os');
const { withSentryConfig } = require('@sentry/nextjs/config');
const { themeScss } = require('./pipeline/config/themeScss');
const { version } = require('./package.json');
const imageConfig = require('./lib/imageConfig.json');
const { basePathOf, normalizeSiteUrl } = require('./lib/siteUrl');
const { buildId } = require('./pipeline/config/buildId.cjs');

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
  // The commit, so that rebuilding an unchanged site writes the same files (pipeline/config/buildId.cjs).
  generateBuildId: () => buildId(__dirname),
  poweredByHeader: false,
  experimental: {
    // Page generation on every core. Next's default leaves one core to its main process, which only waits while the
    // pages are rendered. Each worker holds the content, so each one adds its memory to the build's total.
    cpus: os.availableParallelism(),
  },
  env: {
    NEXT_PUBLIC_APP_VERSION: version,
  },
  // No `typescript` options: `next build` type-checks tsconfig.json itself and stops on an error, which is why
  // `npm run build` has no `tsc` step of its own (one, with `ignoreBuildErrors`, was no faster).
  // Images (CONTRIBUTING.md, "Images"): the widths and quality of docs/shell.md, defined once in
  // lib/imageConfig.json. `next dev` optimises through /_next/image; the static export has no image server, so
  // components/Common/Picture points at the variants pipeline/images/variants.ts writes after `next build`.
  // The pages read .cache/images/manifest.json (each original's hash and size; a page's props carry its images' entries),
  // which the build writes before `next build` and `npm run dev` before `next dev` (pipeline/images/manifest.cjs); loading this file writes nothing.
  images: {
    deviceSizes: imageConfig.deviceSizes,
    imageSizes: imageConfig.imageSizes,
    qualities: [imageConfig.quality],
    formats: imageConfig.formats.map((/** @type {string} */ format) => /** @type {'image/avif' | 'image/webp'} */ (`image/${format}`)),
    unoptimized: process.env.NODE_ENV !== 'development' && process.env.NEXT_PUBLIC_IMAGE_MODE !== 'server',
  },
  sassOptions: {
    // The theme colours (lib/theme.json with content/site.json's `colors` over them) as $color-* in every stylesheet.
    additionalData: themeScss(),
  },
};

const withSentry = withSentryConfig(nextConfig, {
  // Offline, token-free builds: nothing is uploaded and nothing phones home.
  silent: true,
  telemetry: false,
  sourcemaps: { disable: true },
  release: { create: false, finalize: false },
  widenClientFileUpload: false,
  // Under Turbopack, Sentry's hook after compiling uploads source maps and creates the release, both off above: no
  // need to load its bundler plugin. Turning source maps on means turning this back on.
  useRunAfterProductionCompileHook: false,
});

// `npm run build` exports into a staging folder and swaps it in for out/ only once every step has passed
// (pipeline/atomic.ts, which names the folder; pipeline/nextBuild.ts hands it over). With `output: 'export'` a custom
// distDir names the export's folder (Next's static exports guide), while its build files stay in .next. Set outside
// Sentry's wrapper, which would take it for where the server code is. A plain `next build` and `next dev` are unchanged.
const exportDir = process.env.NODE_ENV === 'development' ? undefined : process.env.SITE_EXPORT_DIR;
module.exports = exportDir ? { ...withSentry, distDir: exportDir } : withSentry;
