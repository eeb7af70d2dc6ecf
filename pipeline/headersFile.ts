/**
 * The `_headers` file format that Cloudflare Pages and Netlify read: a URL pattern on a line of its own, then its
 * headers indented below it. pipeline/headers.ts writes the file; scripts/serve.mjs reads it back and answers with the
 * headers Cloudflare would send, so `npm start` and the e2e tests see what visitors get.
 */

/** One block of a `_headers` file: a URL pattern and the headers for it. */
export interface HeaderRule {
  pattern: string;
  /**
   * Headers an earlier, wider rule set that this one removes first (`! Name` lines, Cloudflare's "detach"), so that its
   * own value replaces theirs instead of being joined to it. Netlify skips these lines (a header of a later rule
   * replaces an earlier one's there anyway).
   */
  detach?: string[];
  headers: Array<[string, string]>;
}

/** Writes rules in the `_headers` format. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  const head = comment ? `${comment.split('\n').map((line) => `# ${line}`.trimEnd()).join('\n')}\n\n` : '';
  const lines = (rule: HeaderRule) => [...(rule.detach ?? []).map((name) => `  ! ${name}`), ...rule.headers.map(([k, v]) => `  ${k}: ${v}`)];
  return `${head}${rules.map((rule) => `${rule.pattern}\n${lines(rule).join('\n')}`).join('\n\n')}\n`;
}

/**
 * Parses a `_headers` file. Lines starting with `#` are comments; a line starting with `/` or `https://` starts
 * a rule; indented `Name: value` lines add headers to it, and `! Name` lines detach a header of wider rules.
 * @throws Error naming the line when the file is malformed
 */
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

/**
 * The headers a request path gets, as Cloudflare Pages applies a `_headers` file: every matching rule in order, a
 * header set by several rules gets their values joined with `, `, and a rule's `! Name` first removes what the
 * rules before it set.
 * @param pathname the request URL's path as the URL parser gives it (`/news/`, `/admin/..%2fnews/`): dot segments
 *   resolved, percent-encoding kept, no query. The CDN matches that, not the decoded path of the file it serves
 *   ({@link headersForRequest}).
 */
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

/**
 * The headers for a request as the CDN picks them: {@link headersForPath} of the path of `new URL(requestUrl)`, as
 * Cloudflare's asset server reads it (its `_headers` rules engine), whatever the request's encoding.
 * @param requestUrl the request target (`/news/?q=1`, `/admin/..%2fnews/`)
 */
export function headersForRequest(rules: readonly HeaderRule[], requestUrl: string): Map<string, string> {
  return headersForPath(rules, new URL(requestUrl, 'http://localhost').pathname);
}
