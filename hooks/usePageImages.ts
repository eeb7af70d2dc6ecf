import { useContext } from 'react';
import type { ImageManifest } from '../lib/imageManifest';
import { PageImagesContext } from '../lib/pageImages';

/** The page's images (lib/pageImages.ts): what `Picture` needs of each original it draws. */
export function usePageImages(): ImageManifest {
  return useContext(PageImagesContext);
}
