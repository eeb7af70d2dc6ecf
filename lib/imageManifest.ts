import manifestJson from '../.cache/images/manifest.json';

/** One original under public/images/: the hash in its variant URLs and its size in pixels. */
export type ImageManifestEntry = { hash: string; width: number; height: number };

export type ImageManifest = Readonly<Record<string, ImageManifestEntry>>;

/** Generated before `next build`, `next dev` and Jest, so it is current wherever the pages compile; never edited or committed. */
export const imageManifest: ImageManifest = manifestJson;
