import styles from './SectionHeading.module.scss';

export type SectionHeadingProps = {
  /** The Latin label drawn large above the heading (「NEWS」); decorative, hidden from screen readers. */
  en: string;
  /** The `<h2>` text. */
  title: string;
  /** Id of the `<h2>`, for the section's `aria-labelledby`. */
  id: string;
};

/** The heading of a top-page section: a large Latin label over the Japanese `<h2>`. */
export default function SectionHeading({ en, title, id }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <p className={styles.en} aria-hidden="true">
        {en}
      </p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
    </div>
  );
}
