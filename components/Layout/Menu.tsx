import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import type { MenuItem } from '../../lib/menu';
import styles from './Menu.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { shell as shellWords } from '../../lib/i18n/ja/shell';

// react-modal and the menu's markup are not needed for the first paint: the chunk is fetched when the visitor
// points at or focuses the button (so it is usually there before the click), or on the click itself.
const MenuModal = dynamic(() => import('./MenuModal'), { ssr: false });

export const MENU_ID = 'site-menu';

export type MenuProps = {
  /** The menu's entries, in order. */
  items: readonly MenuItem[];
};

/** The floating hamburger button and, once wanted, the overlay menu it controls. */
export default function Menu({ items }: MenuProps) {
  const router = useRouter();
  const words = useWords('shell', shellWords);
  const [isOpen, setOpen] = useState(false);
  const [isWanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    // A menu link that navigates closes the menu; so does the back button while it is open.
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events, close]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={words.openMenu}
        aria-expanded={isOpen}
        aria-controls={MENU_ID}
        aria-haspopup="dialog"
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <span className={styles.bars} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </button>
      {isWanted && <MenuModal id={MENU_ID} items={items} isOpen={isOpen} onClose={close} currentPath={router.asPath} />}
    </>
  );
}
