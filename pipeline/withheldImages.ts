/**
 * Images of content not yet published (an article's eye-catch before its time, an episode's stills before its reveal,
 * lib/content/clock.ts) stay out of the build entirely: out of the image manifest the pages' JavaScript bundles
 * (the build's step before next build writes it without them, pipeline/images/manifest.cjs), and out of the export
 * (the image step leaves out the originals and their variants). The next build after their time puts them in.
 */
import { getWithheldImages } from '../lib/content/clock';
import type { ContentContext } from '../lib/content/context';

/**
 * The build step before the image manifest and next build: which originals to leave out as of the build instant.
 * @returns the site paths, for the manifest and the image step
 */
export function withholdImages(ctx: ContentContext, log = (line: string) => console.log(line)): Set<string> {
  const withheld = getWithheldImages(ctx);
  log(`  ${withheld.size} 枚（公開前の記事・あらすじだけが使う画像）`);
  return withheld;
}
