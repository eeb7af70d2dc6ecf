import manifestJson from '../.cache/images/manifest.json';

/** One original under public/images/: the hash in its variant URLs and its size in pixels. */
export type ImageManifestEntry = { hash: string; width: number; height: number };

/** Site path of an original (`/images/top/kv.png`) → its entry. */
export type ImageManifest = Readonly<Record<string, ImageManifestEntry>>;

/**
 * Every original under public/images/, described by pipeline/images/manifest.cjs, which writes the file
 * (.cache/images/manifest.json) in the build's step before `next build`, before `next dev` (`npm run dev`) and when
 * Jest starts, so it is current wherever the pages compile; it is generated, never edited or committed.
 */
export const imageManifest: ImageManifest = manifestJson;
