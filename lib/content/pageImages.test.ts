/** @jest-environment node */
import type { ImageManifest } from '../imageManifest';
import { KEY_VISUAL_IMAGE, LOGO_IMAGE } from '../siteImages';
import { pageImagesOf } from './pageImages';

const entry = (hash: string) => ({ hash, width: 1600, height: 900 });
const manifest: ImageManifest = {
  '/images/story/01-a.png': entry('a'),
  '/images/member/x.png': entry('b'),
  '/images/unused.png': entry('c'),
  [LOGO_IMAGE]: entry('logo'),
  [KEY_VISUAL_IMAGE]: entry('kv'),
};

describe('pageImagesOf', () => {
  it('picks every original the props name, however deep, and the images components draw at fixed paths', () => {
    const props = { episode: { stills: [{ src: '/images/story/01-a.png', alt: '場面' }] }, menu: [{ image: '/images/member/x.png' }] };
    expect(pageImagesOf(props, manifest)).toEqual({
      '/images/story/01-a.png': entry('a'),
      '/images/member/x.png': entry('b'),
      [LOGO_IMAGE]: entry('logo'),
      [KEY_VISUAL_IMAGE]: entry('kv'),
    });
  });

  it('leaves out strings that are no original (text, other paths, a missing image) and the keys of objects', () => {
    const props = { title: '/images/unused.png は本文', href: '/news/', missing: '/images/none.png', byPath: { '/images/unused.png': 1 } };
    expect(Object.keys(pageImagesOf(props, manifest)).sort()).toEqual([KEY_VISUAL_IMAGE, LOGO_IMAGE].sort());
  });
});
