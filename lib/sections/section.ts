/** What every section declares for the browser: its name, its pages' root and its menu entry. No Node, no schema. */
export interface Section {
  /** The same key as in the Node registry, `./registry.ts`. */
  name: string;
  /** The root of its pages; none for the written pages, each of which is at the site's root, named by its file. */
  path?: string;
  menu?: {
    label: string;
    labelJa: string;
    /** A frame image: content:check reports it missing. */
    image: string;
  };
}
