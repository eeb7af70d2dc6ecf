import { SECTIONS } from './sections';
import { site } from './site';

/** One entry of the overlay menu (docs/shell.md, "Menu"). */
export type MenuItem = {
  label: string;
  labelJa: string;
  /** A site path (with trailing slash) or an absolute URL. */
  path: string;
  image: string;
  newTab: boolean;
};

/** Every section's entry, then the X account; the footer follows it too. */
export const menuItems: readonly MenuItem[] = [
  ...SECTIONS.flatMap((section): MenuItem[] =>
    'menu' in section ? [{ ...section.menu, path: section.path, newTab: false }] : []),
  { label: 'Twitter', labelJa: `${site.xAccountLabel}アカウント`, path: site.xAccountUrl, image: '/images/menu/x.png', newTab: true },
];

/** A section is current on its own pages and below, for `aria-current="page"`. */
export function isCurrentSection(item: MenuItem, asPath: string): boolean {
  if (item.newTab) return false;
  const [path = '/'] = asPath.split(/[?#]/);
  const normalised = path.endsWith('/') ? path : `${path}/`;
  return normalised.startsWith(item.path);
}
