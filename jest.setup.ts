import '@testing-library/jest-dom';

// next.config.js has `trailingSlash: true`; the build inlines this flag so next/link writes `/news/`.
// Set it here too, so components render the same hrefs in tests as in the export.
process.env.__NEXT_TRAILING_SLASH = 'true';
