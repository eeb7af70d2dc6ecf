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
