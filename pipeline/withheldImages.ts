/**
 * Images that must not reach the export: those only unpublished content shows, until the build after their time, and
 * those only a section the series has off uses. They stay out of the manifest the pages bundle and out of `out/`.
 */
import { offSectionImages } from '../lib/content/check';
import { getWithheldImages } from '../lib/content/clock';
import type { ContentContext } from '../lib/content/context';

export function withholdImages(ctx: ContentContext, log = (line: string) => console.log(line)): Set<string> {
  const timed = getWithheldImages(ctx);
  const off = offSectionImages(ctx).filter((section) => section.images.length > 0);
  // Which sections time their images is theirs to say (each section's `withheld`): the line names none.
  log(`  ${timed.size} 枚（公開の時刻がまだ来ていないものと発表前の作品だけが使う画像）`);
  for (const { name, images } of off) log(`  ${images.length} 枚（表示しないセクション ${name} だけが使う画像。site.json の sections にないため）`);
  return new Set([...timed, ...off.flatMap((section) => section.images)]);
}
