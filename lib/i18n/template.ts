/**
 * A catalogue string with its blanks filled: `fillTemplate('{title} 形態・価格', { title: 'X' })`. Catalogues hold
 * strings only (they travel in an English page's props), so word order stays each language's own.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) => (name in values ? String(values[name]) : blank));
}

/**
 * A template's blank filled as its own text node (「{lineup}の情報です。」 → [lineup, 'の情報です。']): React writes the
 * same HTML as for `{lineup}の情報です。` in JSX, so the Japanese pages stay byte-identical. Empty parts are left out.
 */
export function around(template: string, name: string, value: string): string[] {
  const [before, after] = splitTemplate(template, name);
  return [before, value, after].filter((part) => part !== '');
}

/** A template split around one blank, for text that wraps an element (「<time>…</time>発売」): [before, after]. */
export function splitTemplate(template: string, name: string): [string, string] {
  const at = template.indexOf(`{${name}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}
