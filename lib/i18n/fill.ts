/** A catalogue string with its `{name}` slots filled: `fill('第{n}話', { n: 3 })` → 「第3話」 (for attributes). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return fillParts(template, values).join('');
}

/**
 * A catalogue string as React children, each slot its own child: `fillParts('第{n}話', { n: 3 })` → `['第', 3, '話']`,
 * the children JSX `第{n}話` has, so a page renders the same HTML (React separates adjacent texts with a comment) as
 * it did with the words written in the component.
 */
export function fillParts(template: string, values: Readonly<Record<string, string | number>>): Array<string | number> {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? values[name] : part;
    })
    .filter((part) => part !== '');
}
