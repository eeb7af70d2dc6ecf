/** What every section declares for the browser: its name, its pages' root and its menu entry. No Node, no schema. */
export interface Section {
  /** The same key as in `lib/content/sections/`. */
  name: string;
  path: string;
  menu?: {
    label: string;
    labelJa: string;
    /** A frame image: content:check reports it missing. */
    image: string;
  };
}
