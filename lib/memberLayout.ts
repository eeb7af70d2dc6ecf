/** The MEMBER page's layout for any cast, decided at build time and drawn through classes, since the CSP forbids `style` attributes. */
import type { ImageManifest } from './imageManifest';

/** Cards per row: as few rows as possible, then as even as they can be, so no row is left with one card. */
export function balancedColumns(count: number, max: number): number {
  if (count <= 0) return 1;
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}

const MEMBER_ART_RATIOS = ['2 / 3', '3 / 4', '4 / 5', '1 / 1'] as const;
export type MemberArtRatio = (typeof MEMBER_ART_RATIOS)[number];

const ratioValue = (ratio: MemberArtRatio): number => {
  const [w, h] = ratio.split(' / ').map(Number);
  return (w ?? 1) / (h ?? 1);
};

/** The art box shape nearest the tallest picture in a row, so every card is the same height and no face is cut off. */
export function memberArtRatio(srcs: readonly string[], manifest: ImageManifest): MemberArtRatio {
  const tallest = Math.min(
    ...srcs.map((src) => {
      const entry = manifest[src];
      return entry ? entry.width / entry.height : 3 / 4;
    }),
  );
  if (!Number.isFinite(tallest)) return '3 / 4';
  return MEMBER_ART_RATIOS.reduce((best, ratio) =>
    Math.abs(ratioValue(ratio) - tallest) < Math.abs(ratioValue(best) - tallest) ? ratio : best,
  );
}
