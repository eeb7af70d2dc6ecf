import { useEffect } from 'react';

/**
 * Keeps `<html lang>` on the language of the page shown. The document sets it when a page is loaded
 * (`pages/_document.tsx`); following a link to the other language (the switch, an English menu's entry to a Japanese
 * page) changes the page without loading a document, so the attribute follows here.
 */
export function useDocumentLanguage(tag: string): void {
  useEffect(() => {
    if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
  }, [tag]);
}
