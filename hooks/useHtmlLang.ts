import { useEffect } from 'react';

/**
 * Keeps `<html lang>` the page's language: `_document` writes it on a full load, but a client-side navigation to a page
 * in another language (the language switch, an English menu's link to a Japanese page) keeps the document, and with it
 * the old `lang`, which screen readers and translators go by.
 */
export function useHtmlLang(lang: string): void {
  useEffect(() => {
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
}
