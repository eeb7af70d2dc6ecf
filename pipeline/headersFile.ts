/**
 * The `_headers` format as Cloudflare Pages reads and applies it (the parser and rules engine `wrangler pages dev`
 * runs, which are the CDN's own); scripts/serve.mjs reads the file back with it, so `npm start` and the e2e tests get
 * the headers visitors get.
 */

/** One block of a `_headers` file: a URL pattern and the headers for it. */
export interface HeaderRule {
  pattern: string;
  /** Headers of wider rules removed first (Cloudflare's detach), so this rule's value replaces theirs instead of being joined. */
  detach?: string[];
  headers: Array<[string, string]>;
}

/** Cloudflare Pages reads at most this many rules and ignores the rest of the file. */
export const MAX_HEADER_RULES = 100;

/** Cloudflare Pages ignores a line (pattern or `Name: value`, without its indent) longer than this. */
export const MAX_HEADER_LINE_LENGTH = 2000;

const headerLine = ([name, value]: [string, string]) => `${name}: ${value}`;

/** @throws Error when a pattern has two rules: Cloudflare would keep only the last, so each pattern gets exactly one. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  const patterns = rules.map((rule) => rule.pattern);
  const repeated = patterns.filter((pattern, i) => patterns.indexOf(pattern) !== i);
  if (repeated.length > 0) throw new Error(`_headers: a pattern has more than one rule, of which Cloudflare keeps only the last: ${[...new Set(repeated)].join(', ')}`);
  const head = comment ? `${comment.split('\n').map((line) => `# ${line}`.trimEnd()).join('\n')}\n\n` : '';
  const lines = (rule: HeaderRule) => [...(rule.detach ?? []).map((name) => `  ! ${name}`), ...rule.headers.map((header) => `  ${headerLine(header)}`)];
  return `${head}${rules.map((rule) => `${rule.pattern}\n${lines(rule).join('\n')}`).join('\n\n')}\n`;
}

/** What the CDN makes of a pattern line: a path (normalised as a URL path), an `https://host/path`, or an error. */
function patternOf(line: string): string | Error {
  const absolute = /^https:\/\/+(?<host>[^/]+)\/?(?<path>.*)/.exec(line);
  const pathOf = (p: string) => new URL(`//${p.startsWith('/') ? p : `/${p}`}`, 'relative://').pathname;
  if (absolute?.groups) {
    if (/:\d+$/.test(absolute.groups.host)) return new Error(`ports are not allowed: ${line}`);
    return `https://${absolute.groups.host}${pathOf(absolute.groups.path)}`;
  }
  if (!line.startsWith('/')) return new Error(`a pattern is a path (/…) or an https:// URL: ${line}`);
  try {
    return pathOf(line);
  } catch {
    return new Error(`not a URL path: ${line}`);
  }
}

/**
 * Parses a `_headers` file as Cloudflare Pages does: indentation means nothing, names are case-insensitive, a rule
 * repeated for a pattern replaces the earlier one (keeping its place), and a line the CDN would skip is skipped and
 * reported in `invalid` (with its line number), never thrown.
 */
export function parseHeadersFile(text: string): { rules: HeaderRule[]; invalid: string[] } {
  const read: HeaderRule[] = [];
  const invalid: string[] = [];
  let rule: HeaderRule | undefined;
  const close = (lineNumber: number) => {
    if (!rule) return;
    if (rule.headers.length > 0 || (rule.detach ?? []).length > 0) read.push(rule);
    else invalid.push(`line ${lineNumber}: ${rule.pattern} has no headers`);
  };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const at = `line ${i + 1}`;
    if (line === '' || line.startsWith('#')) continue;
    if (line.length > MAX_HEADER_LINE_LENGTH) {
      invalid.push(`${at}: longer than ${MAX_HEADER_LINE_LENGTH} characters, ignored`);
      continue;
    }
    if (/^([^\s]+:\/\/|\/)/.test(line)) {
      if (read.length >= MAX_HEADER_RULES) {
        invalid.push(`${at}: more than ${MAX_HEADER_RULES} rules, the rest of the file is ignored`);
        break;
      }
      close(i + 1);
      const pattern = patternOf(line);
      if (pattern instanceof Error) invalid.push(`${at}: ${pattern.message}`);
      rule = pattern instanceof Error ? undefined : { pattern, headers: [] };
      continue;
    }
    if (!line.includes(':')) {
      if (rule && line.startsWith('! ')) (rule.detach ??= []).push(line.replace('! ', ''));
      else invalid.push(`${at}: expected "Name: value" or "! Name" under a URL pattern, got ${JSON.stringify(lines[i])}`);
      continue;
    }
    const [rawName, ...rawValue] = line.split(':');
    const name = rawName.trim();
    const value = rawValue.join(':').trim();
    if (name.includes(' ') || name === '' || value === '' || !rule) {
      invalid.push(`${at}: expected "Name: value" under a URL pattern, got ${JSON.stringify(lines[i])}`);
      continue;
    }
    // Repeated in one rule, a header's values are joined.
    const same = rule.headers.find(([n]) => n.toLowerCase() === name.toLowerCase());
    if (same) same[1] = `${same[1]}, ${value}`;
    else rule.headers.push([name, value]);
  }
  close(lines.length);
  const byPattern = new Map<string, HeaderRule>();
  for (const r of read) byPattern.set(r.pattern, r);
  return { rules: [...byPattern.values()], invalid };
}

const escapeRegExp = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** The CDN's pattern: `*` is a splat (named `splat`), `:name` a placeholder for one segment (one host label). */
function patternRegExp(pattern: string): RegExp | null {
  let source = pattern.split('*').map(escapeRegExp).join('(?<splat>.*)');
  for (const [whole, name] of source.matchAll(/(?<=^https:\\\/\\\/[^/]*?):([A-Za-z]\w*)(?=\\)/g)) source = source.split(whole).join(`(?<${name}>[^/.]+)`);
  for (const [whole, name] of source.matchAll(/:([A-Za-z]\w*)/g)) source = source.split(whole).join(`(?<${name}>[^/]+)`);
  try {
    return new RegExp(`^${source}$`);
  } catch {
    // A pattern with two splats (or a placeholder twice) is dropped by the CDN, as its expression does not compile.
    return null;
  }
}

/** What the placeholders and the splat matched, put into a header's value. */
function replaced(value: string, groups: Record<string, string | undefined>): string {
  let result = value;
  for (const [name, text] of Object.entries(groups)) result = result.replaceAll(`:${name}`, text ?? '');
  return result;
}

/**
 * The headers of a response to `requestUrl` (a path, or a whole URL for patterns naming a host) after the CDN applies
 * the rules to the headers it already has (`base`). The rules see the parsed URL's path with its percent-encoding kept,
 * not the decoded path of the file served; every matching rule, in file order, removes its detached headers, then sets
 * each header, replacing the response's own value the first time a rule sets it and joining later ones.
 */
export function headersForRequest(rules: readonly HeaderRule[], requestUrl: string, base?: HeadersInit): Headers {
  const { pathname, hostname } = new URL(requestUrl, 'http://localhost');
  const headers = new Headers(base);
  const set = new Set<string>();
  for (const rule of rules) {
    const match = patternRegExp(rule.pattern)?.exec(rule.pattern.startsWith('https://') ? `https://${hostname}${pathname}` : pathname);
    if (!match) continue;
    for (const name of rule.detach ?? []) headers.delete(name);
    for (const [name, value] of rule.headers) {
      const text = replaced(value, match.groups ?? {});
      if (set.has(name.toLowerCase())) headers.append(name, text);
      else headers.set(name, text);
      set.add(name.toLowerCase());
    }
  }
  return headers;
}
