import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContentContext } from '../../lib/content/context';

/**
 * For the `describe` it is called in: the loaders read a copy of the content (content/, or `SITE_CONTENT_DIR`) in
 * which every article's `date` has a time, as the browser editor writes it (`date: 2026-11-26 22:25`), through
 * `SITE_CONTENT_DIR`. The times differ per article and none is 00:00, so a page that shows the date string instead
 * of the article's instant fails.
 */
export function withEveryArticleTimed(): void {
  const saved = process.env.SITE_CONTENT_DIR;
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timed-articles-'));
    const content = path.join(dir, 'content');
    fs.cpSync(createContentContext().contentDir, content, { recursive: true });
    const news = path.join(content, 'news');
    const pad = (n: number) => String(n).padStart(2, '0');
    for (const [i, name] of fs.readdirSync(news).filter((f) => f.endsWith('.md')).sort().entries()) {
      const file = path.join(news, name);
      const text = fs.readFileSync(file, 'utf8');
      // Early in the day, so an article of the build's own day stays published; a minute other than :00.
      const timed = text.replace(/^date: *["']?(\d{4}-\d{2}-\d{2})["']?[ \t]*$/m, `date: $1 ${pad(i % 6)}:${pad(1 + ((i * 7) % 59))}`);
      if (timed === text && !/^date: *["']?\d{4}-\d{2}-\d{2} \d{2}:\d{2}/m.test(text)) throw new Error(`${name}: no date to time`);
      fs.writeFileSync(file, timed);
    }
    process.env.SITE_CONTENT_DIR = content;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.SITE_CONTENT_DIR;
    else process.env.SITE_CONTENT_DIR = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });
}
