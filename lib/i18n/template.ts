/**
 * A catalogue string with its blanks filled: `fillTemplate('{title} 形態・価格', { title: 'X' })`. Catalogues hold
 * strings only (they travel in an English page's props), so word order stays each language's own.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) => (name in values ? String(values[name]) : blank));
}

/** A template split around one blank, for text that wraps an element (「<time>…</time>発売」): [before, after]. */
export function splitTemplate(template: string, name: string): [string, string] {
  const at = template.indexOf(`{${name}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}
