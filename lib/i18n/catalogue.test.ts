import { CATALOGUES } from './catalogue';
import { DEFAULT_LANG } from './languages';

/** Every key of a catalogue, dotted, with its value's type. */
function shapeOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [`${prefix}:${typeof value}`];
  return Object.entries(value).flatMap(([key, inner]) => shapeOf(inner, prefix ? `${prefix}.${key}` : key)).sort();
}

/** Every string of a catalogue. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(stringsOf) : [];

describe('the message catalogues', () => {
  it.each(Object.entries(CATALOGUES))('%s has every key the default language has, and no other', (_, messages) => {
    expect(shapeOf(messages)).toEqual(shapeOf(CATALOGUES[DEFAULT_LANG]));
  });

  it('writes another language without Japanese letters, except where a language names itself', () => {
    const ownNames = new Set(Object.values(CATALOGUES[DEFAULT_LANG].shell.langNames));
    for (const [lang, messages] of Object.entries(CATALOGUES)) {
      if (lang === DEFAULT_LANG) continue;
      const japanese = stringsOf(messages).filter((text) => !ownNames.has(text) && /[\u3040-\u30ff\u4e00-\u9fff]/.test(text));
      expect(japanese).toEqual([]);
    }
  });
});
