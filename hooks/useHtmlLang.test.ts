import { renderHook } from '@testing-library/react';
import { useHtmlLang } from './useHtmlLang';

describe('useHtmlLang', () => {
  it('sets <html lang> to the page language, and again when the next page is in another one', () => {
    document.documentElement.lang = 'ja';
    const { rerender } = renderHook(({ lang }) => useHtmlLang(lang), { initialProps: { lang: 'en' } });
    expect(document.documentElement.lang).toBe('en');
    rerender({ lang: 'ja' });
    expect(document.documentElement.lang).toBe('ja');
  });
});
