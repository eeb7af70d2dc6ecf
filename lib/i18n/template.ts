/**
 * Fills `{name}` slots of a catalogue string: the catalogue holds strings only (English pages get it as JSON props), so
 * a sentence with a number or a name in it is a template, and each language puts the slots where its grammar wants.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
