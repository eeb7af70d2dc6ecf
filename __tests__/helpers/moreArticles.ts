import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { withContentCopy } from './contentCopy';

/**
 * For the `describe` it is called in: the loaders read a copy of the content with `count` (at most 28) invented
 * articles added (in the first category of settings.yaml, dated before every real one). Pages of any series can then
 * be tested with more than one page of news.
 */
export function withMoreArticles(count: number): void {
  withContentCopy((content) => {
    const settings = YAML.parse(fs.readFileSync(path.join(content, 'settings.yaml'), 'utf8'));
    const category: string = settings.newsCategories[0].slug;
    for (let i = 1; i <= count; i += 1) {
      const day = String(i).padStart(2, '0');
      fs.writeFileSync(
        path.join(content, 'news', `1999-12-${day}-more-${day}.md`),
        `---\ntitle: 追加の記事 ${i}\ndate: 1999-12-${day}\ncategory: ${category}\n---\n\n追加の記事 ${i} の本文です。\n`,
      );
    }
  });
}
