import type { ReactNode } from 'react';
import type { Image } from '../../lib/content/schema';
import Picture from './Picture';

/**
 * The classes of a release's layout, from the calling section's CSS module, which includes `release.layout`
 * (styles/_release.scss): a stylesheet of its own would be shared by MUSIC and DISC, and Turbopack would merge their
 * stylesheets (CONTRIBUTING.md, "Styles").
 */
export type ReleaseLayoutClasses = { root: string; visual: string; jacket: string; body: string };

export type ReleaseArticleProps = {
  /** Its anchor (`#op`, `#vol1`): the in-page index links to it. */
  id: string;
  /** The id of its `<h2>`, which names the article. */
  titleId: string;
  jacket: Image;
  /** The jacket's `sizes`, matching the section's column (CONTRIBUTING.md, "Images"). */
  sizes: string;
  /** The jacket is the page's largest paint: in the HTML with high fetch priority. */
  priority: boolean;
  classes: ReleaseLayoutClasses;
  /** The text beside the jacket. */
  children: ReactNode;
};

/** One release of MUSIC or DISC: its jacket (square art, its box reserved before it loads) in a column beside (on phones above) its text. */
export default function ReleaseArticle({ id, titleId, jacket, sizes, priority, classes, children }: ReleaseArticleProps) {
  return (
    <article id={id} className={classes.root} aria-labelledby={titleId}>
      <div className={classes.visual}>
        <Picture src={jacket.src} alt={jacket.alt} sizes={sizes} aspectRatio="1 / 1" className={classes.jacket} priority={priority} />
      </div>

      <div className={classes.body}>{children}</div>
    </article>
  );
}
