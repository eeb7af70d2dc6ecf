import '@testing-library/jest-dom';

// next.config.js has `trailingSlash: true`; the build inlines this flag so next/link writes `/news/`.
// Set it here too, so components render the same hrefs in tests as in the export.
process.env.__NEXT_TRAILING_SLASH = 'true';

// A page's images come with its props (lib/pageImages.ts); a component test renders without them, so it reads the whole
// manifest, as the build hands a page each image it names (a test's own stand-in for lib/imageManifest included).
jest.mock('./lib/pageImages', () => {
  const { createContext } = jest.requireActual<typeof import('react')>('react');
  // A plain require, which a test's jest.mock of lib/imageManifest answers (requireActual would not).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { imageManifest } = require('./lib/imageManifest') as typeof import('./lib/imageManifest');
  return { PageImagesContext: createContext(imageManifest) };
});
