// The image step of the build: `node scripts/images/optimize.mjs` after `next build` (see optimizeImages.mjs).
// Options: --out out --public public --cache .cache/images
import { parseArgs } from 'node:util';
import { optimizeImages } from './optimizeImages.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'out' },
    public: { type: 'string', default: 'public' },
    cache: { type: 'string', default: '.cache/images' },
  },
});

try {
  await optimizeImages({ outDir: values.out, publicDir: values.public, cacheDir: values.cache });
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
