import fs from 'node:fs';
import path from 'node:path';
import { withContentCopy } from './contentCopy';
import { translationLangOf } from '../../lib/content/translationFiles';

/**
 * For the `describe` it is called in: the loaders read a copy of the content in which every article's `date` has a
 * time, as the browser editor writes it (`date: 2026-11-26 22:25`). The times differ per article and none is 00:00,
 * so a page that shows the date string instead of the article's instant fails.
 */
export function withEveryArticleTimed(): void {
  withContentCopy((content) => {
    const news = path.join(content, 'news');
    const pad = (n: number) => String(n).padStart(2, '0');
    // Originals only: a translation (`x.en.md`) takes its date from its original.
    for (const [i, name] of fs.readdirSync(news).filter((f) => f.endsWith('.md') && translationLangOf(f) === undefined).sort().entries()) {
      const file = path.join(news, name);
      const text = fs.readFileSync(file, 'utf8');
      // Early in the day, so an article of the build's own day stays published; a minute other than :00.
      const timed = text.replace(/^date: *["']?(\d{4}-\d{2}-\d{2})["']?[ \t]*$/m, `date: $1 ${pad(i % 6)}:${pad(1 + ((i * 7) % 59))}`);
      if (timed === text && !/^date: *["']?\d{4}-\d{2}-\d{2} \d{2}:\d{2}/m.test(text)) throw new Error(`${name}: no date to time`);
      fs.writeFileSync(file, timed);
    }
  });
}
