/**
 * Images of content not yet published (an article's eye-catch before its time, an episode's stills before its reveal,
 * lib/content/schedule.ts) stay out of the build entirely: out of the image manifest the pages' JavaScript bundles
 * (pipeline/images/manifest.cjs reads SITE_WITHHELD_IMAGES when next build loads its config), and out of the export
 * (the image step leaves out the originals and their variants). The next build after their time puts them in.
 */
import { getWithheldImages } from '../lib/content/schedule';

/**
 * The build step before next build: which originals to leave out, handed on to next build in `SITE_WITHHELD_IMAGES`.
 * @returns the site paths, for the image step
 */
export function withholdImages(env: Record<string, string | undefined> = process.env, log = (line: string) => console.log(line)): Set<string> {
  const withheld = getWithheldImages();
  env.SITE_WITHHELD_IMAGES = JSON.stringify([...withheld].sort());
  log(`  ${withheld.size} 枚（公開前の記事・あらすじだけが使う画像）`);
  return withheld;
}
