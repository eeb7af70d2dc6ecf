import { type ImageManifest, type ImageManifestEntry, imageManifest } from '../imageManifest';
import { KEY_VISUAL_IMAGE, KEY_VISUAL_PORTRAIT_IMAGE, LOGO_IMAGE } from '../siteImages';

/** The frame's images that components draw at their fixed paths: the menu's logo and the top page's key visual. */
const NAMED_BY_COMPONENTS = [LOGO_IMAGE, KEY_VISUAL_IMAGE, KEY_VISUAL_PORTRAIT_IMAGE];

/**
 * The manifest's entries for every image a page's props name (any string that is an original's path, however deep),
 * and for the frame's images that components name themselves.
 */
export function pageImagesOf(props: unknown, manifest: ImageManifest = imageManifest): ImageManifest {
  const found: Record<string, ImageManifestEntry> = {};
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (Object.hasOwn(manifest, value)) found[value] = manifest[value];
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value !== null && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  visit(props);
  visit(NAMED_BY_COMPONENTS);
  return found;
}
