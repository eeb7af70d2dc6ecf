import { renderHook } from '@testing-library/react';
import { useDocumentLanguage } from './useDocumentLanguage';

describe('useDocumentLanguage', () => {
  it('sets <html lang> to the page’s language, and follows it when the page changes language', () => {
    document.documentElement.lang = 'en';
    const { rerender } = renderHook(({ tag }) => useDocumentLanguage(tag), { initialProps: { tag: 'ja' } });
    expect(document.documentElement.lang).toBe('ja');
    rerender({ tag: 'en' });
    expect(document.documentElement.lang).toBe('en');
  });
});
