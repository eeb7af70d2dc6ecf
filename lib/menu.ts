import { SECTIONS } from './sections';
import { site } from './site';

/** One entry of the overlay menu (docs/shell.md, "Menu"). */
export type MenuItem = {
  /** Latin label shown in the image and used as the item's key. */
  label: string;
  /** Japanese name, joined with the label for the image's alt text (「NEWS ニュース」). */
  labelJa: string;
  /** A site path (with trailing slash, as exported) or an absolute URL. */
  path: string;
  /** The label image under `public/`. */
  image: string;
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  newTab: boolean;
};

/** The menu, in display order: every section's entry (`lib/sections/`), then the X account. The footer follows it. */
export const menuItems: readonly MenuItem[] = [
  ...SECTIONS.flatMap((section): MenuItem[] =>
    'menu' in section ? [{ ...section.menu, path: section.path, newTab: false }] : []),
  { label: 'Twitter', labelJa: `${site.xAccountLabel}アカウント`, path: site.xAccountUrl, image: '/images/menu/x.png', newTab: true },
];


/**
 * Whether `item` is the section the visitor is in, for `aria-current="page"`. `asPath` is the router's path
 * (`/news/page/2/`, `/story/03/?x#y`); a section is current on its own pages and below.
 */
export function isCurrentSection(item: MenuItem, asPath: string): boolean {
  if (item.newTab) return false;
  const [path = '/'] = asPath.split(/[?#]/);
  const normalised = path.endsWith('/') ? path : `${path}/`;
  return normalised.startsWith(item.path);
}
