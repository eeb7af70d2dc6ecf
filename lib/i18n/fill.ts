/**
 * A catalogue string with its `{name}` placeholders filled. `fillParts` keeps each value its own part, so React
 * renders 「{label}一覧」 exactly as JSX with the value beside the literal did (Japanese pages stay byte-identical).
 */
export function fillParts(template: string, values: Readonly<Record<string, string | number>>): Array<string | number> {
  return template
    .split(/(\{[a-zA-Z]+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? values[name]! : part;
    });
}

/** `fillParts` as one string, for attributes and `<title>`. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return fillParts(template, values).join('');
}
