/**
 * The originals a page shows, each with its variants' hash and its size: the page's props carry them (the shell's
 * `images`, lib/content/pageImages.ts), so a page's scripts never hold the manifest of every image on the site, which
 * would grow with each one a fan group adds.
 */
import { createContext } from 'react';
import type { ImageManifest } from './imageManifest';

export const PageImagesContext = createContext<ImageManifest>({});
