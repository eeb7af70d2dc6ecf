import Image from 'next/image';
import styles from './Picture.module.scss';

export type PictureProps = {
  /** Site path of the original under public/ (`/images/story/ep01-1.png`). */
  src: string;
  /** Japanese alternative text; `''` only for purely decorative images. */
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint, so phones pick a small variant. */
  sizes: string;
  /** The box's aspect ratio, reserved before the image loads (`'16 / 9'`), so nothing shifts. */
  aspectRatio: string;
  /** How the image fills the box. */
  fit?: 'cover' | 'contain';
  /** Above the fold (the key visual): load eagerly with high priority. */
  priority?: boolean;
  className?: string;
};

/** The one component for content images: reserved box, responsive variants, lazy loading below the fold. */
export default function Picture({ src, alt, sizes, aspectRatio, fit = 'cover', priority = false, className }: PictureProps) {
  return (
    <span className={[styles.box, className].filter(Boolean).join(' ')} style={{ aspectRatio }}>
      <Image
        src={src}
        alt={alt}
        fill
        sizes={sizes}
        priority={priority}
        className={fit === 'contain' ? styles.contain : styles.cover}
      />
    </span>
  );
}
