// Saves screenshots of every route at phone and desktop widths, menu closed and open, for a person to look at.
// Usage: BASE_URL=http://127.0.0.1:3100 node --import tsx e2e/screenshots.mjs [outDir] [path …]
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, launch, open } from './browser.mjs';
import { ROUTES } from './routes.mjs';

const outDir = process.argv[2] || 'test-results/screenshots';
const paths = process.argv.length > 3 ? process.argv.slice(3) : ROUTES;
mkdirSync(outDir, { recursive: true });

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  const { context, close } = await launch({ viewport });
  for (const path of paths) {
    const { page } = await open(context, path);
    const slug = path.replace(/\//g, '_').replace(/^_|_$/g, '') || 'top';
    await page.screenshot({ path: `${outDir}/${slug}-${name}.png`, fullPage: true });
    if (path === '/') {
      await page.getByRole('button', { name: 'メニューを開く' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${outDir}/menu-${name}.png` });
    }
    await page.close();
  }
  await close();
}
console.log(`screenshots in ${outDir}`);
