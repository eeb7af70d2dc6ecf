import type { ReactNode } from 'react';
import type { Image } from '../../lib/content/schema';
import Picture from './Picture';

/** The classes of the index, from the calling section's CSS module, which includes `release.cards` (styles/_release.scss). */
export type ReleaseIndexClasses = { nav: string; list: string; card: string; jacket: string };

export type ReleaseIndexProps = {
  /** The nav's accessible name: 「リリース一覧」, 「巻の一覧」. */
  label: string;
  /** The nav's id, when the releases link back to it. */
  id?: string;
  /** The thumbnails' `sizes`, matching the section's card (CONTRIBUTING.md, "Images"). */
  sizes: string;
  /** Each release: its anchor on the page, its jacket and the few words of its card. */
  items: ReadonlyArray<{ id: string; jacket: Image; text: ReactNode }>;
  classes: ReleaseIndexClasses;
};

/** The in-page index at the top of MUSIC and DISC: a card per release, its jacket beside a few words, linking to its anchor. */
export default function ReleaseIndex({ label, id, sizes, items, classes }: ReleaseIndexProps) {
  return (
    <nav id={id} className={classes.nav} aria-label={label}>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className={classes.card}>
              <Picture
                src={item.jacket.src}
                alt=""
                sizes={sizes}
                aspectRatio="1 / 1"
                className={classes.jacket}
                // The index opens the page: its thumbnails (a few kB each) are on the first screen.
                eager
              />
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
