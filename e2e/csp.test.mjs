// The Content-Security-Policy of out/_headers in a real browser, on every route: no violation, the page hydrates,
// the menu and the PV player still work, and every inline script Next wrote is allowed by hash. Run twice:
// - on out/ (the plain build, served by e2e/run.mjs), and
// - on the build with Google Analytics and Sentry configured (pipeline/options.ts `INSTRUMENTED`, built by
//   e2e/run.mjs), served here on E2E_PORT + 1. Every request to Google, Sentry or YouTube is intercepted and answered locally, so
//   nothing leaves the machine, and a request to any other host fails the test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { MAX_HEADER_LINE_LENGTH } from '../pipeline/headersFile.ts';
import { GA_TEST_ID, INSTRUMENTED } from '../pipeline/options.ts';
import { BASE_URL } from './browser.mjs';
import { SENTRY_HOST, checkRoute, directive, launchUnderPolicy, routesToVisit } from './policy.mjs';
import { startServer } from './server.mjs';
import { elements, get } from './site.mjs';

/**
 * With a PV configured, clicking the facade loads YouTube's player in an iframe without a violation; without one,
 * the policy allows no frame at all.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} base
 * @param {{ expectPv: boolean }} options
 */
async function checkPv(context, base, { expectPv }) {
  const { page, csp } = await checkRoute(context, base, '/');
  const play = page.getByRole('button', { name: 'PVを再生する' });
  // The instrumented build always has one (pipeline/options.ts); the plain build has whatever content/ has.
  if (expectPv) assert.equal(await play.count(), 1, 'the PV facade is on the top page');
  if ((await play.count()) === 0) {
    assert.equal(directive(csp, 'frame-src'), null, 'no frame-src without a PV');
  } else {
    assert.deepEqual(directive(csp, 'frame-src'), ['https://www.youtube-nocookie.com']);
    await play.click();
    const frame = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await frame.waitFor();
    // The frame's own load, not the page's network idle (gtag and Sentry keep the network of this build busy).
    const inner = await (await frame.elementHandle())?.contentFrame();
    await inner?.waitForLoadState('load');
    assert.equal(await inner?.title(), 'player', 'the (intercepted) player page loaded in the frame');
    // @ts-expect-error test hook
    assert.deepEqual(await page.evaluate(() => window.__csp), [], 'no violation after starting the PV');
  }
  await page.close();
}

describe('CSP on the plain build (out/)', () => {
  /** @type {Awaited<ReturnType<typeof launchUnderPolicy>>['browser']} */
  let browser;
  /** @type {Awaited<ReturnType<typeof launchUnderPolicy>>['traffic']} */
  let traffic;
  before(async () => {
    ({ browser, traffic } = await launchUnderPolicy(BASE_URL));
  });
  after(() => browser.close());

  test('every route runs without a violation, hydrates, and its menu works', async () => {
    for (const path of await routesToVisit(BASE_URL)) {
      const { page, csp, errors } = await checkRoute(browser.context, BASE_URL, path);
      assert.doesNotMatch(csp, /google|sentry/, 'no analytics or error-reporting host without configuration');
      assert.ok(`Content-Security-Policy: ${csp}`.length <= MAX_HEADER_LINE_LENGTH, `${path}: the policy is ${csp.length} characters, more than Cloudflare Pages accepts`);
      // Missing files are the crawl's business (e2e/crawl.test.mjs); here, any other error fails.
      assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), [], `${path}: console errors`);
      await page.close();
    }
    assert.deepEqual(traffic.thirdParty, [], 'no request leaves the site');
  });

  test('the PV player loads its iframe under the policy (or, without a PV, no frame is allowed)', async () => {
    await checkPv(browser.context, BASE_URL, { expectPv: false });
  });

  test('a site page reached through the editor’s folder, its path encoded, runs under the site’s policy', async () => {
    // The CDN serves the news page at this address; only the editor's own page may get the editor's policy.
    const { page, csp } = await checkRoute(browser.context, BASE_URL, '/admin/..%2fnews/');
    assert.equal(directive(csp, 'script-src')?.includes('https://unpkg.com'), false, 'no editor script source for a site page');
    assert.equal(directive(csp, 'style-src')?.includes("'unsafe-inline'"), false, 'no inline styles for a site page');
    await page.close();
  });
});

describe('CSP with Google Analytics and Sentry configured (the instrumented build)', () => {
  const port = String(Number(process.env.E2E_PORT || 3100) + 1);
  const base = `http://127.0.0.1:${port}`;
  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let server;
  /** @type {Awaited<ReturnType<typeof launchUnderPolicy>>['browser']} */
  let browser;
  /** @type {Awaited<ReturnType<typeof launchUnderPolicy>>['traffic']} */
  let traffic;

  before(async () => {
    assert.ok(
      existsSync(`${INSTRUMENTED.dest}/index.html`),
      `${INSTRUMENTED.dest}/ がありません。e2e/run.mjs で実行してください（このビルドを先に作ります）。`,
    );
    server = await startServer({ dir: INSTRUMENTED.dest, port });
    ({ browser, traffic } = await launchUnderPolicy(base));
  });
  after(async () => {
    await browser?.close();
    server?.stop();
  });

  test('the policy names the analytics and Sentry hosts, and nothing else third-party but the PV frame', async () => {
    const res = await get('/', { base });
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.ok(`Content-Security-Policy: ${csp}`.length <= MAX_HEADER_LINE_LENGTH, `the policy is ${csp.length} characters, more than Cloudflare Pages accepts`);
    assert.ok(directive(csp, 'script-src')?.includes('https://*.googletagmanager.com'));
    assert.ok(directive(csp, 'connect-src')?.includes('https://*.google-analytics.com'));
    assert.ok(directive(csp, 'connect-src')?.includes(`https://${SENTRY_HOST}`));
    const hosts = csp.match(/https:\/\/[^\s;]+/g) ?? [];
    assert.deepEqual(
      hosts.filter((h) => !/googletagmanager\.com|google-analytics\.com|analytics\.google\.com|youtube-nocookie\.com/.test(h) && h !== `https://${SENTRY_HOST}`),
      [],
    );
    assert.match(elements(res.text).map((e) => e.attrs.get('src') ?? '').join(' '), /\/_next\/static\//);
  });

  test('every route runs without a violation with gtag.js and Sentry loaded', async () => {
    for (const path of await routesToVisit(base)) {
      const { page, errors } = await checkRoute(browser.context, base, path);
      // gtag.js was requested from the tag manager and ran (script-src), and sent its hit (connect-src).
      await page.waitForFunction(() => window.__gtagStub === true, null, { timeout: 5000 });
      assert.ok(await page.evaluate(() => Array.isArray(window.dataLayer) && window.dataLayer.length > 0), `${path}: dataLayer`);
      assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), [], `${path}: console errors`);
      await page.close();
    }
    assert.ok(traffic.thirdParty.some((r) => r.includes(`googletagmanager.com/gtag/js?id=${GA_TEST_ID}`)), 'gtag.js requested');
    assert.ok(traffic.thirdParty.some((r) => r.includes('google-analytics.com/g/collect')), 'the analytics hit was sent');
    assert.deepEqual(traffic.unexpected, [], 'requests to hosts the site should not contact');
  });

  test('the PV player works with the services configured', async () => {
    await checkPv(browser.context, base, { expectPv: true });
  });

  test('an error reaches Sentry through the policy', async () => {
    const { page } = await checkRoute(browser.context, base, '/');
    // Sentry loads when the browser is idle; then an uncaught error is sent to the ingest host.
    // (Sentry also sends session envelopes: wait for the one carrying the error.)
    const sent = page.waitForRequest(
      (r) => new URL(r.url()).host === SENTRY_HOST && r.method() === 'POST' && /csp-e2e: deliberate error/.test(r.postData() ?? ''),
      { timeout: 15_000 },
    );
    await page.waitForTimeout(2500);
    await page.evaluate(() => setTimeout(() => { throw new Error('csp-e2e: deliberate error'); }, 0));
    const request = await sent;
    assert.match(request.url(), /\/api\/0\/envelope\//);
    // @ts-expect-error test hook
    assert.deepEqual(await page.evaluate(() => window.__csp), [], 'no violation while reporting');
    await page.close();
  });
});
