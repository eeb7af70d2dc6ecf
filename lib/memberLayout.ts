/**
 * How the MEMBER page lays out whatever cast a series has: how many cards a row holds, and the shape of the box
 * the character art sits in. Pure functions, so the page's layout is decided at build time and drawn through
 * classes (no `style` attribute: the Content-Security-Policy forbids them).
 */
import type { ImageManifest } from './imageManifest';

/**
 * Cards a row holds when at most `max` fit: as few rows as possible, then as even as they can be, so a row is
 * never left with one card while another has five (7 → 4 + 3, 6 → 3 + 3, 11 → 4 + 4 + 3).
 * @param count the number of cards
 * @param max the most cards a row can hold at this width
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= 0) return 1;
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}

/** The shapes a member card's art box can take, from tallest to widest (Picture's ratio classes). */
const MEMBER_ART_RATIOS = ['2 / 3', '3 / 4', '4 / 5', '1 / 1'] as const;
export type MemberArtRatio = (typeof MEMBER_ART_RATIOS)[number];

const ratioValue = (ratio: MemberArtRatio): number => {
  const [w, h] = ratio.split(' / ').map(Number);
  return (w ?? 1) / (h ?? 1);
};

/**
 * The art box for a row of cards: the shape nearest the tallest picture among `srcs`, so that picture fills its
 * box and the others are shown whole inside the same box (object-fit: contain), every card the same height and no
 * face cut off. Sizes come from the image manifest (the originals as they are in public/images/); an original the
 * manifest does not know counts as 3:4, the shape the sample's art has.
 * @param srcs site paths of the pictures shown in the row
 * @param manifest the image manifest
 */
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
