/** Images of unpublished content stay out of the manifest the pages bundle and out of the export, until the build after their time. */
import { getWithheldImages } from '../lib/content/clock';
import type { ContentContext } from '../lib/content/context';

export function withholdImages(ctx: ContentContext, log = (line: string) => console.log(line)): Set<string> {
  const withheld = getWithheldImages(ctx);
  log(`  ${withheld.size} 枚（公開前の記事・あらすじ・ページと発表前の作品だけが使う画像）`);
  return withheld;
}
