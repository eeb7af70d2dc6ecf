import { DEFAULT_LANG, LANGS, basePathOf, langOfPath, pathInLang } from './languages';

describe('a page in each language', () => {
  it('keeps the default language at the root and puts another under its code', () => {
    expect(pathInLang(DEFAULT_LANG, '/news/')).toBe('/news/');
    expect(pathInLang('en', '/news/')).toBe('/en/news/');
    expect(pathInLang('en', '/')).toBe('/en/');
  });

  it('reads a path or a route back to its language and its default-language path', () => {
    for (const lang of LANGS) {
      for (const path of ['/', '/news/', '/story/01/', '/news/[slug]']) {
        const inLang = pathInLang(lang, path);
        expect(langOfPath(inLang)).toBe(lang);
        expect(basePathOf(inLang)).toBe(path);
      }
    }
  });

  it('takes a page whose name merely starts like a language for the default language', () => {
    expect(langOfPath('/english-event/')).toBe(DEFAULT_LANG);
    expect(langOfPath('/ja/')).toBe(DEFAULT_LANG);
    expect(pathInLang('en', '/en/news/')).toBe('/en/news/');
  });
});
