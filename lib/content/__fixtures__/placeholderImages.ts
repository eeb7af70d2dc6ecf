/** The smallest real image of each format the build encodes, and a clean SVG: what tests put in `public/images/`. */
import path from 'node:path';

const BASE64: Record<string, string> = {
  '.png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWPoWHUGAAO8Af9R9kEUAAAAAElFTkSuQmCC',
  '.jpg':
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKQBYz//2Q==',
  '.webp': 'UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQ1SKWuf+BiOh/AAA=',
  '.gif': 'R0lGODlhAQABAIAAAExpcYiqzCH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==',
};
BASE64['.jpeg'] = BASE64['.jpg'];

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#88aacc"/></svg>\n';

/** A 1×1 image in the format the extension of `src` names (PNG, JPEG, WebP, GIF), or a clean SVG for `.svg`. */
export function placeholderImage(src: string): Buffer {
  const extension = path.extname(src).toLowerCase();
  if (extension === '.svg') return Buffer.from(SVG);
  const base64 = BASE64[extension];
  if (base64 === undefined) throw new Error(`no placeholder image for ${src}`);
  return Buffer.from(base64, 'base64');
}
