import { useNearViewport } from '../../hooks/useNearViewport';
import { LAZY_ROOT_MARGIN, imageMode, pictureSources } from '../../lib/imageLoader';
import { usePageImages } from '../../hooks/usePageImages';

/**
 * Global classes from `Picture.scss`, which styles/global.scss loads for every page. Not a CSS module: this
 * component is used by pages of several sections, and Turbopack would then put those sections' styles into one
 * stylesheet that every page downloads (CONTRIBUTING.md, "Styles").
 */
export const styles = {
  box: 'picture',
  image: 'picture__image',
  cover: 'picture__cover',
  contain: 'picture__contain',
  /** With `contain`: the image stands on the box's bottom edge (a character's feet) rather than in its middle. */
  bottom: 'picture__bottom',
  /** The box takes the image's own shape, from the width and height the build knows (a gallery of mixed shapes). */
  own: 'picture--own',
} as const;

/**
 * The aspect ratios a box can have, each a class of `Picture.scss` rather than a `style` attribute: the
 * Content-Security-Policy would have to allow every such attribute by its hash, with 'unsafe-hashes'. A layout that
 * needs another ratio adds it in both places (components/Common/sharedStyles.test.ts checks the classes exist).
 */
export const ratioClasses = {
  '16 / 9': 'picture--16-9',
  /** Character art drawn taller than the sample's (lib/sections/member/). */
  '2 / 3': 'picture--2-3',
  '3 / 4': 'picture--3-4',
  '4 / 5': 'picture--4-5',
  '1 / 1': 'picture--1-1',
  /** The logo (1600 × 560). */
  '20 / 7': 'picture--20-7',
} as const;

export type AspectRatio = keyof typeof ratioClasses;

export type PictureProps = {
  /** Site path of the original under public/images/ (`/images/story/ep01-1.png`). */
  src: string;
  /** Japanese alternative text; `''` only for purely decorative images. */
  alt: string;
  /**
   * The `sizes` attribute: how wide the image is shown at each breakpoint, so phones pick a small variant
   * (`"100vw"`, `"(min-width: 1024px) 480px, 100vw"`). It must match the layout: see CONTRIBUTING.md, "Images".
   */
  sizes: string;
  /**
   * The box's aspect ratio, reserved before the image loads (`'16 / 9'`), so nothing shifts; `'own'`: the image's
   * own, from its width and height in the manifest, so it is shown whole without bars.
   */
  aspectRatio: AspectRatio | 'own';
  /** How the image fills the box. */
  fit?: 'cover' | 'contain';
  /** With `fit="contain"`: where a picture narrower or wider than the box sits in it (default: the middle). */
  anchor?: 'center' | 'bottom';
  /**
   * Above the fold (the key visual): in the HTML with its real sources, loaded eagerly with high fetch priority.
   * Otherwise the image loads when it comes within 200px of the viewport (docs/shell.md, "Images").
   */
  priority?: boolean;
  /**
   * Above the fold but not the largest paint (the logo over the key visual): in the HTML and loaded eagerly like
   * `priority`, at normal fetch priority so it does not compete with the key visual.
   */
  eager?: boolean;
  /**
   * Art direction: another original for screens matching `media` (a portrait crop of the key visual for phones
   * held upright), with its own `sizes`. Its sources come first, so the browser picks them when `media` matches.
   */
  art?: { media: string; src: string; sizes: string };
  className?: string;
};

/** A transparent 1×1 GIF: what a lazy image shows until it is near the viewport (a valid `src`, no request). */
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The placeholder of a box of the image's own shape: an SVG without a size of its own, so the box takes its ratio
 * from the `width` and `height` attributes (a 1×1 GIF would make it square).
 */
const SHAPELESS_PLACEHOLDER = "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'/%3E";

/**
 * The one component for content images: a box of the given aspect ratio (no layout shift), a `<picture>` with
 * right-sized variants at the configured widths (AVIF/WebP files of the static export, or `/_next/image` under
 * `next dev`), lazy loading with a 200px margin and a `<noscript>` copy for visitors without JavaScript.
 */
export default function Picture({
  src,
  alt,
  sizes,
  aspectRatio,
  fit = 'cover',
  anchor = 'center',
  priority = false,
  eager = false,
  art,
  className,
}: PictureProps) {
  const inHtml = priority || eager;
  const [ref, near] = useNearViewport<HTMLSpanElement>({ rootMargin: LAZY_ROOT_MARGIN, disabled: inHtml });
  const images = usePageImages();
  const { sources, img } = pictureSources(src, sizes, imageMode(), images);
  const directed = art ? pictureSources(art.src, art.sizes, imageMode(), images) : null;
  const artSources =
    art && directed
      ? [...directed.sources, { type: undefined, srcSet: directed.img.srcSet }].map((source) => (
          <source
            key={`art-${source.type ?? 'img'}`}
            media={art.media}
            type={source.type}
            srcSet={source.srcSet}
            sizes={art.sizes}
          />
        ))
      : null;
  const own = aspectRatio === 'own';
  const imageClass = [styles.image, fit === 'contain' ? styles.contain : styles.cover, anchor === 'bottom' ? styles.bottom : null]
    .filter(Boolean)
    .join(' ');

  const loaded = (
    <picture>
      {artSources}
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        key="img"
        src={img.src}
        srcSet={img.srcSet}
        sizes={sizes}
        alt={alt}
        width={img.width}
        height={img.height}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        loading={inHtml ? 'eager' : undefined}
        className={imageClass}
      />
    </picture>
  );

  return (
    <span ref={ref} className={[styles.box, own ? styles.own : ratioClasses[aspectRatio], className].filter(Boolean).join(' ')}>
      {near ? (
        loaded
      ) : (
        <picture>
          <img key="img" src={own ? SHAPELESS_PLACEHOLDER : PLACEHOLDER} alt={alt} width={img.width} height={img.height} className={imageClass} />
        </picture>
      )}
      {inHtml ? null : <noscript>{loaded}</noscript>}
    </span>
  );
}
