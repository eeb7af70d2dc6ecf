import Link from '../Common/Link';
import Picture from '../Common/Picture';
import Modal from 'react-modal';
import { type MenuItem, isCurrentSection } from '../../lib/menu';
import { LOGO_IMAGE } from '../../lib/siteImages';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { shell as shellWords } from '../../lib/i18n/ja/shell';
import { pathInLang } from '../../lib/i18n/languages';
import LanguageSwitch from './LanguageSwitch';
import { usePageImages } from '../../hooks/usePageImages';
import { withBasePath } from '../../lib/url';
import styles from './MenuModal.module.scss';

// Everything outside #__next's sibling portal is hidden from assistive tech while the menu is open.
Modal.setAppElement('#__next');

export type MenuModalProps = {
  id: string;
  /** The menu's entries, in order. */
  items: readonly MenuItem[];
  isOpen: boolean;
  onClose: () => void;
  /** The router's `asPath`, to mark the current section. */
  currentPath: string;
};

// A long Latin name gets smaller letters, as the label images shrink it to fit (a class: no inline styles).
const textSize = (label: string): string => (label.length > 14 ? styles.textEnLonger : label.length > 10 ? styles.textEnLong : '');

/**
 * An entry's label: its image, or (a renamed section, a written page without one) its names as text drawn like the
 * images, the Latin name large in the main colour above a wave, a dot and the Japanese name.
 */
function MenuLabel({ item }: { item: MenuItem }) {
  if (item.image !== null) {
    return <img src={withBasePath(item.image)} alt={`${item.label} ${item.labelJa}`} width={640} height={160} />;
  }
  return (
    <span className={styles.textLabel}>
      <span className={`${styles.textEn} ${textSize(item.label)}`}>{item.label}</span>{' '}
      <span className={styles.textJa} lang={item.lang}>
        <svg className={styles.textAccent} viewBox="0 0 84 16" aria-hidden="true" focusable="false">
          <path d="M2 8q10-8 20 0t20 0t20 0" />
          <circle cx="76" cy="8" r="5" />
        </svg>
        {item.labelJa}
      </span>
    </span>
  );
}

/** The overlay menu: a centred 700px dialog of image links over a dimmed gradient. */
export default function MenuModal({ id, items, isOpen, onClose, currentPath }: MenuModalProps) {
  const { lang, site } = useLanguage();
  const words = useWords('shell', shellWords);
  const images = usePageImages();
  const logoAlt = `${site.title} ${words.topPage}`;
  return (
    <Modal
      isOpen={isOpen}
      onRequestClose={onClose}
      contentLabel={words.siteMenu}
      id={id}
      className={{ base: styles.content, afterOpen: styles.contentOpen, beforeClose: styles.contentClosing }}
      overlayClassName={{ base: styles.overlay, afterOpen: styles.overlayOpen, beforeClose: styles.overlayClosing }}
      bodyOpenClassName={styles.bodyOpen}
      closeTimeoutMS={200}
      shouldCloseOnOverlayClick
      shouldCloseOnEsc
      shouldReturnFocusAfterClose
    >
      <button type="button" className={styles.close} aria-label={words.closeMenu} onClick={onClose}>
        <span aria-hidden="true" />
      </button>
      <Link href={pathInLang(lang, '/')} className={styles.logo} onClick={onClose}>
        {/* The 96 kB PNG as a right-sized AVIF/WebP; eager, since the dialog only renders once opened. Next's own error
            page (a script error at run time) has no props to bring the logo's variants: there it is the original. */}
        {images[LOGO_IMAGE] ? (
          <Picture src={LOGO_IMAGE} alt={logoAlt} sizes="(min-width: 450px) 360px, 80vw" aspectRatio="20 / 7" fit="contain" eager />
        ) : (
          <img src={withBasePath(LOGO_IMAGE)} alt={logoAlt} />
        )}
      </Link>
      <nav aria-label={words.siteMenu}>
        <ul className={styles.list}>
          {items.map((item) => {
            const image = <MenuLabel item={item} />;
            return (
              <li key={item.label} className={item.newTab ? styles.external : undefined}>
                {item.newTab ? (
                  <a href={item.path} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {image}
                    <span className={styles.visuallyHidden}>{words.newTab}</span>
                  </a>
                ) : (
                  <Link
                    href={item.path}
                    hrefLang={item.lang}
                    className={styles.link}
                    aria-current={isCurrentSection(item, currentPath) ? 'page' : undefined}
                    onClick={onClose}
                  >
                    {image}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <LanguageSwitch className={styles.languages} onNavigate={onClose} />
    </Modal>
  );
}
