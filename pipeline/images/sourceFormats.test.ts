/** @jest-environment node */
// The content check (lib/content/publicImages.ts) against this step: what the check lets through, the build encodes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { checkContent } from '../../lib/content/check';
import { formatIssue } from '../../lib/content/errors';
import { type TempContent, makeTempContent } from '../../lib/content/__fixtures__/tempContent';
import { pictureSources } from '../../lib/imageLoader';
import manifestLib from './manifest.cjs';

const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>\n`;

function put(t: TempContent, src: string, data: string | Buffer): void {
  const file = path.join(t.root, 'public', src);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

describe('what the check accepts, the build builds', () => {
  const { buildManifest, imageConfig } = manifestLib;
  const one = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#8ac' } });

  /** One news article per image, so each is a path content uses, as the pages would load it. */
  function article(t: TempContent, src: string, i: number): void {
    t.write(`news/2000-01-${String(i + 2).padStart(2, '0')}-image.md`, `---\ntitle: 画像 ${i}\ndate: 2000-01-${String(i + 2).padStart(2, '0')}\ncategory: info\nimage: ${src}\nimageAlt: 画像\n---\n`);
  }

  /** Whether the build gets every file the pages load for `src`: the manifest entry the pages need, and sharp's encode. */
  async function builds(publicDir: string, src: string): Promise<boolean> {
    const manifest = buildManifest({ publicDir, config: imageConfig, onError: () => {} });
    try {
      pictureSources(src, '100vw', 'export', manifest);
      await sharp(path.join(publicDir, src), { failOn: 'error' }).rotate().resize({ width: 1 }).webp().toBuffer();
      return true;
    } catch {
      return false;
    }
  }

  it('accepts an image content uses exactly when the build can encode it, for every format an editor may save', async () => {
    const samples: Array<[src: string, data: () => Promise<Buffer>]> = [
      ['/images/t/png.png', () => one().png().toBuffer()],
      ['/images/t/jpg.jpg', () => one().jpeg().toBuffer()],
      ['/images/t/jpeg.jpeg', () => one().jpeg().toBuffer()],
      ['/images/t/webp.webp', () => one().webp().toBuffer()],
      ['/images/t/gif.gif', () => one().gif().toBuffer()],
      ['/images/t/avif.avif', () => one().avif().toBuffer()],
      ['/images/t/tiff.tif', () => one().tiff().toBuffer()],
      ['/images/t/svg.svg', async () => Buffer.from(svg('<rect width="2" height="2"/>'))],
      ['/images/t/cut.png', async () => (await one().png().toBuffer()).subarray(0, 20)],
      ['/images/t/text.png', async () => Buffer.from('alert(1)\n')],
    ];
    const files = await Promise.all(samples.map(async ([src, data]) => [src, await data()] as const));
    const t = makeTempContent();
    try {
      files.forEach(([src, data], i) => {
        put(t, src, data);
        article(t, src, i);
      });
      const issues = checkContent(t.ctx).map(formatIssue);
      const results = await Promise.all(
        files.map(async ([src]) => ({
          src,
          accepted: !issues.some((issue) => issue.includes(src)),
          built: await builds(t.ctx.publicDir, src),
        })),
      );
      expect(results.filter((r) => r.accepted !== r.built)).toEqual([]);
      expect(results.filter((r) => r.accepted).map((r) => r.src)).toEqual(['/images/t/png.png', '/images/t/jpg.jpg', '/images/t/jpeg.jpeg', '/images/t/webp.webp']);
    } finally {
      t.cleanup();
    }
  });

  it('refuses a path that names a file only up to case, as the build lists names exactly (on a case-insensitive disk too)', async () => {
    // macOS and Windows open `first.png` for `First.png`: the stat calls here do too.
    const exact = { existsSync: fs.existsSync, statSync: fs.statSync };
    const folded = (p: fs.PathLike): string => {
      const dir = path.dirname(String(p));
      const match = exact.existsSync(dir) ? fs.readdirSync(dir).find((name) => name.toLowerCase() === path.basename(String(p)).toLowerCase()) : undefined;
      return match === undefined ? String(p) : path.join(dir, match);
    };
    const t = makeTempContent();
    const spies = [
      jest.spyOn(fs, 'existsSync').mockImplementation((p) => exact.existsSync(folded(p))),
      jest.spyOn(fs, 'statSync').mockImplementation(((p: fs.PathLike) => exact.statSync(folded(p))) as typeof fs.statSync),
    ];
    try {
      const file = path.join(t.root, 'public/images/news/first.png');
      fs.renameSync(file, path.join(t.root, 'public/images/news/First.png'));
      const issues = checkContent(t.ctx).map(formatIssue);
      expect(issues).toEqual([expect.stringContaining('"/images/news/first.png"（public/images/news/first.png というファイルがありません')]);
      expect(await builds(t.ctx.publicDir, '/images/news/first.png')).toBe(false);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      t.cleanup();
    }
  });
});
