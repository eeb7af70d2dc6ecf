// The Content-Security-Policy in a real browser: the pages to visit, the stand-ins for third-party services, and the
// check of one route under the policy. For e2e/csp.test.mjs (out/ and the instrumented build) and e2e/series.test.mjs.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { GA_TEST_ID, SENTRY_TEST_DSN } from '../pipeline/options.ts';
import { launch, open } from './browser.mjs';
import { ROUTES } from './routes.mjs';
import { sitePath, siteBase, sitemapUrls } from './site.mjs';

export const SENTRY_HOST = new URL(SENTRY_TEST_DSN).host;

/** One page of each kind: every top-level route, plus an article, an episode, a category page, a written page and a 404. */
export async function routesToVisit(base) {
  const site = await siteBase(base);
  const all = (await sitemapUrls(base)).map((u) => sitePath(u, site) ?? u);
  const first = (re) => all.find((p) => re.test(p));
  return [
    // The top-level routes this export has (a series may have a section off).
    ...ROUTES.filter((route) => all.includes(route)),
    first(/^\/news\/(?!page\/|category\/)[^/]+\/$/),
    first(/^\/news\/category\/[^/]+\/$/),
    first(/^\/news\/page\/\d+\/$/),
    first(/^\/story\/\d{2}\/$/),
    first(/^\/member\/[^/]+\/$/),
    first(/^\/disc\/[^/]+\/$/),
    // A written page (content/pages/): at the root, under no section's.
    all.find((p) => /^\/[a-z0-9-]+\/$/.test(p) && !ROUTES.includes(p)),
    '/no-such-page/',
  ].filter((p, i, list) => p !== undefined && list.indexOf(p) === i);
}

/**
 * Answers third-party requests locally and records them. Our own server's requests go through untouched.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} base
 */
export async function interceptThirdParties(context, base) {
  const origin = new URL(base).origin;
  /** @type {string[]} */
  const thirdParty = [];
  /** @type {string[]} */
  const unexpected = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin || url.protocol === 'data:') return route.continue();
    thirdParty.push(`${route.request().method()} ${url.href}`);
    if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
      // A stand-in for gtag.js that sends one hit the way the real one does, to the analytics host.
      return route.fulfill({
        contentType: 'application/javascript',
        body: `window.__gtagStub = true; fetch('https://region1.google-analytics.com/g/collect?v=2&tid=' + ${JSON.stringify(GA_TEST_ID)}, { method: 'POST', mode: 'no-cors', keepalive: true });`,
      });
    }
    if (/(^|\.)google-analytics\.com$|(^|\.)analytics\.google\.com$/.test(url.hostname)) return route.fulfill({ status: 204, body: '' });
    if (url.host === SENTRY_HOST) return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    if (url.hostname === 'www.youtube-nocookie.com') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    unexpected.push(url.href);
    return route.abort();
  });
  return { thirdParty, unexpected };
}

/** Records CSP violations from the first byte on: the event, and Chromium's console message. */
export async function watchViolations(context) {
  await context.addInitScript(() => {
    // @ts-expect-error test hook
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      // @ts-expect-error test hook
      window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sample || e.sourceFile})`);
    });
  });
}

/**
 * Opens a route and checks it under the policy.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} base
 * @param {string} path
 */
export async function checkRoute(context, base, path) {
  const { page, response, errors } = await open(context, path, { baseUrl: base });
  const csp = response?.headers()['content-security-policy'] ?? '';
  assert.match(csp, /^default-src 'none'; /, `${path}: the response carries the policy`);

  // Every inline script of the page is allowed by its hash (Next's own bootstrap among them).
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !s.type || /javascript|module/.test(s.type))
      .map((s) => s.textContent ?? ''),
  );
  for (const text of inline) {
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    assert.ok(csp.includes(hash), `${path}: inline script ${text.slice(0, 60)}… is allowed by ${hash}`);
  }

  // React has taken over the server HTML (hydrateRoot marks its container) …
  await page.waitForFunction(
    () => Object.keys(document.getElementById('__next') ?? {}).some((key) => key.startsWith('__reactContainer')),
    null,
    { timeout: 10_000 },
  );
  // … and its event handlers run: the menu opens and closes (its button, named in the page's language).
  await page.locator('button[aria-controls="site-menu"]').click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // @ts-expect-error test hook
  const violations = await page.evaluate(() => window.__csp);
  const cspErrors = errors.filter((e) => /Content Security Policy|Refused to/i.test(e));
  assert.deepEqual([...violations, ...cspErrors], [], `${path}: CSP violations`);
  return { page, csp, errors };
}

/** @param {string} csp @param {string} name */
export const directive = (csp, name) => csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1) ?? null;


/**
 * A browser for checking pages under the policy: third-party requests answered locally and recorded, violations
 * recorded from the first byte.
 * @param {string} base the server the pages come from
 * @param {Parameters<typeof launch>[0]} [options] the browser's (its viewport …)
 */
export async function launchUnderPolicy(base, options = {}) {
  const browser = await launch(options);
  const traffic = await interceptThirdParties(browser.context, base);
  await watchViolations(browser.context);
  return { browser, traffic };
}
