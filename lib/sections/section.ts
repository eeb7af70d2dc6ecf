/** What every section declares for the browser: its name, its pages' root and its menu entry. No Node, no schema. */
export interface Section {
  /** The section's key, the same in `lib/content/sections/` (Node: files, schemas, loaders, editor collections). */
  name: string;
  /** The site path of its top page (with trailing slash, as exported): the menu's link and an e2e route. */
  path: string;
  /** Its entry of the menu and the footer, absent for the top page. */
  menu?: {
    /** Latin label shown in the image and used as the item's key. */
    label: string;
    /** Japanese name, joined with the label for the image's alt text (「NEWS ニュース」). */
    labelJa: string;
    /** The label image under `public/` (a frame image: content:check reports it missing). */
    image: string;
  };
}
