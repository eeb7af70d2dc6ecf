/**
 * Fills `{name}` slots of a catalogue string: the catalogue holds strings only (English pages get it as JSON props), so
 * a sentence with a number or a name in it is a template, and each language puts the slots where its grammar wants.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/**
 * The same as {@link fillTemplate}, as the pieces React renders one by one: a Japanese page written before the catalogue
 * (`全{total}件中 …`) rendered each value as its own text node, and its HTML stays byte for byte the same.
 */
export function templateParts(template: string, values: Readonly<Record<string, string | number>>): Array<string | number> {
  return template.split(/(\{\w+\})/).flatMap((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name !== undefined && name in values) return [values[name]!];
    return part === '' ? [] : [part];
  });
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
