import type { ImageManifest } from '../../lib/imageManifest';

/**
 * A stand-in for lib/imageManifest in component tests, whose invented data names images that the series in public/
 * need not have: every path is an original of `width`×`height`. Used as
 * `jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1600, 900))`.
 */
export function stub(width: number, height: number): { imageManifest: ImageManifest } {
  return { imageManifest: new Proxy({}, { get: () => ({ hash: '0123456789', width, height }) }) };
}
