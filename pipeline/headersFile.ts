/** The `_headers` format; scripts/serve.mjs reads the file back so `npm start` and the e2e tests get the headers visitors get. */

/** One block of a `_headers` file: a URL pattern and the headers for it. */
export interface HeaderRule {
  pattern: string;
  /** Headers of wider rules removed first (Cloudflare's detach), so this rule's value replaces theirs instead of being joined. */
  detach?: string[];
  headers: Array<[string, string]>;
}

export function formatHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  const head = comment ? `${comment.split('\n').map((line) => `# ${line}`.trimEnd()).join('\n')}\n\n` : '';
  const lines = (rule: HeaderRule) => [...(rule.detach ?? []).map((name) => `  ! ${name}`), ...rule.headers.map(([k, v]) => `  ${k}: ${v}`)];
  return `${head}${rules.map((rule) => `${rule.pattern}\n${lines(rule).join('\n')}`).join('\n\n')}\n`;
}

/** Parses a `_headers` file. @throws Error naming the line when the file is malformed. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      return;
    }
    const rule = rules[rules.length - 1];
    const detach = /^\s+!\s*([A-Za-z0-9-]+)$/.exec(line);
    if (detach && rule) {
      (rule.detach ??= []).push(detach[1]);
      return;
    }
    const m = /^\s+([!A-Za-z0-9-]+):\s?(.*)$/.exec(line);
    if (!m || !rule) throw new Error(`_headers line ${i + 1}: expected "  Name: value" under a URL pattern, got ${JSON.stringify(raw)}`);
    rule.headers.push([m[1], m[2].trim()]);
  });
  return rules;
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') && part.length > 1 ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers a path gets as Cloudflare applies the file: matching rules in order, repeated headers joined, detaches applied. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!patternRegExp(rule.pattern).test(pathname)) continue;
    for (const name of rule.detach ?? []) result.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = result.get(key) ?? { name, values: [] };
      entry.values.push(value);
      result.set(key, entry);
    }
  }
  return new Map([...result.values()].map((e) => [e.name, e.values.join(', ')]));
}

/** The CDN matches the parsed URL path with its percent-encoding kept, not the decoded path of the file it serves. */
export function headersForRequest(rules: readonly HeaderRule[], requestUrl: string): Map<string, string> {
  return headersForPath(rules, new URL(requestUrl, 'http://localhost').pathname);
}
