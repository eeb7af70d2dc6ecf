// The bare baseline of the performance benchmark (bench/README.md): a minimal pages-router static export of the
// same Next.js version as the site, built with the repository's node_modules. Nothing else is configured, so it
// shows what Next.js costs on its own.
/** @type {import('next').NextConfig} */
module.exports = {
  output: 'export',
  trailingSlash: true,
  // Keep the build inside bench/baseline/ so it never touches the site's .next/ or out/.
  distDir: '.next',
  poweredByHeader: false,
  images: { unoptimized: true },
};
