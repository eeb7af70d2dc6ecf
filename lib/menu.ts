import type { ShapeEntry } from './sections/shape';
import { site } from './site';
import type { Lang } from './i18n/languages';

/** One entry of the overlay menu (docs/shell.md, "Menu"). */
export type MenuItem = {
  label: string;
  labelJa: string;
  /** A site path (with trailing slash) or an absolute URL. */
  path: string;
  /** The label image; null: the names are drawn as text in the menu's style. */
  image: string | null;
  newTab: boolean;
  /** On a page in another language: the entry leads to pages in this language instead (a section not translated). */
  lang?: Lang;
};

/** A written page's menu entry, as the pages' loader gives it (`content/pages/<slug>.md` → `/<slug>/`). */
export interface PageMenuEntry {
  slug: string;
  path: string;
  label: string;
  labelJa: string;
  image?: string;
}

const X_IMAGE = '/images/menu/x.png';

/** The X account's entry: always last, in a new tab, whatever `sections` says. */
export const X_MENU_ITEM: MenuItem = {
  label: 'Twitter',
  labelJa: `${site.xAccountLabel}アカウント`,
  path: site.xAccountUrl,
  image: X_IMAGE,
  newTab: true,
};

/**
 * The menu in the shape's order, then the X account; the footer and the top page's cards follow it too. A written
 * page listed in the shape but not among `pages` (not published yet) has no entry.
 */
export function buildMenu(shape: readonly ShapeEntry[], pages: readonly PageMenuEntry[]): MenuItem[] {
  const entries = shape.flatMap((entry): MenuItem[] => {
    if (entry.kind === 'section') {
      return [{ label: entry.label, labelJa: entry.labelJa, path: entry.path, image: entry.image, newTab: false }];
    }
    const page = pages.find((p) => p.slug === entry.slug);
    return page ? [{ label: page.label, labelJa: page.labelJa, path: page.path, image: entry.image ?? page.image ?? null, newTab: false }] : [];
  });
  return [...entries, X_MENU_ITEM];
}

/** The images a shape's menu shows whatever is published: its entries' and the X account's (content:check reports them missing). */
export function menuImages(shape: readonly ShapeEntry[]): Array<{ src: string; labelJa: string }> {
  return [
    ...shape.flatMap((entry) => (entry.image === null ? [] : [{ src: entry.image, labelJa: entry.kind === 'section' ? entry.labelJa : entry.slug }])),
    { src: X_IMAGE, labelJa: X_MENU_ITEM.labelJa },
  ];
}

/** A section is current on its own pages and below, for `aria-current="page"`. */
export function isCurrentSection(item: MenuItem, asPath: string): boolean {
  if (item.newTab) return false;
  const [path = '/'] = asPath.split(/[?#]/);
  const normalised = path.endsWith('/') ? path : `${path}/`;
  return normalised.startsWith(item.path);
}
