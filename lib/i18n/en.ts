/** The interface's words in English (keys as in `./ja.ts`): given to English pages through the shell's props. */
import type { Messages } from './ja';

export const en: Messages = {
  shell: {
    titleSeparator: ' | ',
    skipToContent: 'Skip to content',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    siteMenu: 'Site menu',
    footerNav: 'Footer navigation',
    newTab: ' (opens in a new tab)',
    topPage: 'Top page',
    top: 'TOP',
    languages: 'Language',
    langNames: { ja: '日本語', en: 'English' },
  },
};
