// Page views and error reporting in a real browser. The plain build (out/) must not talk to any analytics or
// error-reporting host; the instrumented build (GA + Sentry configured, pipeline/options.ts) must count the
// landing page once, send page_path on client-side navigation, and report an error thrown before Sentry loaded.
// Third-party requests are answered locally: nothing leaves the machine.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { GA_TEST_ID, INSTRUMENTED, SENTRY_TEST_DSN } from '../pipeline/options.ts';
import { BASE_URL, PHONE, launch, open } from './browser.mjs';
import { startServer } from './server.mjs';

const SENTRY_HOST = new URL(SENTRY_TEST_DSN).host;

/**
 * Answers every request that leaves our origin locally, recording it.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} base
 */
async function recordThirdParties(context, base) {
  const origin = new URL(base).origin;
  /** @type {{ url: string, body: string }[]} */
  const requests = [];
  await context.route('**/*', (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin === origin || url.protocol === 'data:') return route.continue();
    requests.push({ url: url.href, body: request.postData() ?? '' });
    if (url.pathname === '/gtag/js') return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtagLoaded = true;' });
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  return requests;
}

/**
 * Fixes the visit's draw (lib/sentrySampling.ts, from crypto.getRandomValues) and, apart from it, every number the
 * Sentry SDK draws for itself (Math.random), so a test can tell which one the SDK samples with.
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ visit: number, sdk: number }} draws
 */
async function fixDraws(context, draws) {
  await context.addInitScript(({ visit, sdk }) => {
    Math.random = () => sdk;
    const random = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = (array) => {
      random(array);
      if (array instanceof Uint32Array && array.length === 1) array[0] = Math.floor(visit * 2 ** 32);
      return array;
    };
  }, draws);
}

/**
 * The envelopes sent to Sentry: each one's header (with its `trace`, the dynamic sampling context) and its items.
 * @param {{ url: string, body: string }[]} requests
 */
function envelopes(requests) {
  return requests
    .filter((r) => new URL(r.url).host === SENTRY_HOST && r.body !== '')
    .map((r) => {
      const [header, ...lines] = r.body.split('\n').filter(Boolean).map((line) => JSON.parse(line));
      /** @type {{ type: string, payload: any }[]} */
      const items = [];
      for (let i = 0; i < lines.length; i += 2) items.push({ type: lines[i].type, payload: lines[i + 1] });
      return { trace: header.trace, items };
    });
}

/**
 * The transactions (Sentry 11 sends each as a segment span, with the spans under it) and their trace headers.
 * @param {ReturnType<typeof envelopes>} sent
 */
const transactions = (sent) =>
  sent.flatMap(({ trace, items }) =>
    items
      .filter((item) => item.type === 'span')
      .flatMap((item) => item.payload.items.filter((/** @type {any} */ span) => span.is_segment && span.attributes['sentry.op']))
      .map((/** @type {any} */ span) => ({ name: span.name, op: span.attributes['sentry.op'].value, sampleRate: span.attributes['sentry.sample_rate']?.value, trace })),
  );

/**
 * Every span sent (segments and the spans under them), by name and trace.
 * @param {ReturnType<typeof envelopes>} sent
 */
const sentSpans = (sent) =>
  sent.flatMap(({ items }) =>
    items.filter((item) => item.type === 'span').flatMap((item) => item.payload.items.map((/** @type {any} */ span) => ({ name: span.name, traceId: span.trace_id }))),
  );

/**
 * The SDK's warnings about its own configuration (`[Sentry] …` on the console), from every page of the context.
 * @param {import('playwright-core').BrowserContext} context
 */
function sentryWarnings(context) {
  /** @type {string[]} */
  const warnings = [];
  context.on('console', (message) => {
    if (/\[Sentry\]|\[@sentry\//.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
  });
  return warnings;
}

/** The gtag commands pushed so far, as plain arrays. @param {import('playwright-core').Page} page */
const gtagCalls = (page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((args) => Array.from(/** @type {ArrayLike<unknown>} */ (args))));

describe('without a measurement ID or DSN (the plain build)', () => {
  test('no request goes to an analytics or error-reporting host, and no error is logged', async () => {
    const browser = await launch({ viewport: PHONE });
    const requests = await recordThirdParties(browser.context, BASE_URL);
    const { page, errors } = await open(browser.context, '/');
    await page.locator('footer').getByRole('link', { name: /NEWS/ }).click();
    await page.waitForURL(/\/news\/$/);
    await page.waitForTimeout(2500); // past the idle point where Sentry would load
    assert.deepEqual(requests.map((r) => r.url), []);
    assert.equal(await page.evaluate(() => typeof window.gtag), 'undefined');
    assert.deepEqual(errors, []);
    await browser.close();
  });
});

describe('with GA and Sentry configured (the instrumented build)', () => {
  const port = String(Number(process.env.E2E_PORT || 3100) + 2);
  const base = `http://127.0.0.1:${port}`;
  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let server;

  before(async () => {
    assert.ok(existsSync(`${INSTRUMENTED.dest}/index.html`), `${INSTRUMENTED.dest}/ がありません。e2e/run.mjs で実行してください（このビルドを先に作ります）。`);
    server = await startServer({ dir: INSTRUMENTED.dest, port });
  });
  after(() => server?.stop());

  test('the landing page is counted once; a client-side navigation sends its page_path', async () => {
    const browser = await launch({ viewport: PHONE });
    const requests = await recordThirdParties(browser.context, base);
    const { page } = await open(browser.context, '/', { baseUrl: base });
    await page.waitForFunction(() => window.__gtagLoaded === true);
    assert.ok(requests.some((r) => r.url === `https://www.googletagmanager.com/gtag/js?id=${GA_TEST_ID}`));

    const configs = async () => (await gtagCalls(page)).filter(([command]) => command === 'config');
    assert.deepEqual(await configs(), [['config', GA_TEST_ID]], 'one view for the landing page');

    await page.locator('footer').getByRole('link', { name: /STORY/ }).click();
    await page.waitForURL(/\/story\/$/);
    await page.waitForFunction(() => (window.dataLayer ?? []).length >= 3);
    assert.deepEqual(await configs(), [
      ['config', GA_TEST_ID],
      ['config', GA_TEST_ID, { page_path: '/story/' }],
    ]);
    // The page was not reloaded: this was a client-side navigation, counted by routeChangeComplete.
    assert.equal(await page.evaluate(() => window.__gtagLoaded), true);
    await browser.close();
  });

  // lib/sentrySampling.ts draws the tracing sample before the SDK is downloaded, and hands the SDK the same number.
  // Each test fixes that draw on one side of the 0.1 rate and the SDK's own draws on the other, so the SDK deciding
  // by itself would do the opposite of what is asserted.
  test('an untraced visit without errors downloads no Sentry code and sends nothing', async () => {
    const browser = await launch({ viewport: PHONE });
    const requests = await recordThirdParties(browser.context, base);
    await fixDraws(browser.context, { visit: 0.5, sdk: 0.01 });
    /** @type {string[]} */
    const scripts = [];
    browser.context.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const { page, errors } = await open(browser.context, '/', { baseUrl: base });
    await page.locator('footer').getByRole('link', { name: /STORY/ }).click();
    await page.waitForURL(/\/story\/$/);
    await page.waitForTimeout(5000); // well past the idle point where a traced visit loads Sentry
    assert.deepEqual(requests.filter((r) => new URL(r.url).host === SENTRY_HOST), [], 'nothing sent to Sentry');
    assert.equal(await page.evaluate(() => typeof (/** @type {any} */ (window).__SENTRY__)), 'undefined', 'the SDK never ran');
    assert.deepEqual(errors, []);
    // Every script the visit fetched, and none of them is the SDK's chunk (the only one with the envelope
    // endpoint's `sentry_key` parameter).
    const bodies = await Promise.all(scripts.map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)));
    assert.ok(bodies.length > 0);
    assert.ok(bodies.every((body) => !body.includes('sentry_key')), 'no Sentry SDK chunk downloaded');
    await browser.close();
  });

  test('a traced visit loads Sentry on idle and sends every transaction with the sample rate 0.1', async () => {
    const browser = await launch({ viewport: PHONE });
    const requests = await recordThirdParties(browser.context, base);
    await fixDraws(browser.context, { visit: 0.05, sdk: 0.99 });
    const warnings = sentryWarnings(browser.context);
    const { page, errors } = await open(browser.context, '/', { baseUrl: base });
    const sentFor = async (/** @type {string} */ op) => {
      for (let i = 0; i < 60 && !transactions(envelopes(requests)).some((t) => t.op === op); i += 1) await page.waitForTimeout(250);
      return transactions(envelopes(requests)).filter((t) => t.op === op);
    };
    const [pageload] = await sentFor('pageload');
    assert.ok(pageload, `a pageload transaction was sent: ${JSON.stringify(envelopes(requests)).slice(0, 500)}`);
    // Then a client-side navigation: a new trace, sampled with the same draw.
    await page.locator('footer').getByRole('link', { name: /STORY/ }).click();
    await page.waitForURL(/\/story\/$/);
    const [navigation] = await sentFor('navigation');
    assert.ok(navigation, 'the navigation transaction was sent too');
    for (const transaction of [pageload, navigation]) {
      // On the transaction, and in the envelope's trace header (the dynamic sampling context Sentry extrapolates from).
      assert.equal(transaction.sampleRate, 0.1, `${transaction.name}: sentry.sample_rate`);
      assert.equal(transaction.trace.sample_rate, '0.1', `${transaction.name}: trace header sample_rate`);
      assert.equal(transaction.trace.sampled, 'true');
      assert.equal(Number(transaction.trace.sample_rand).toFixed(6), '0.050000', `${transaction.name}: the visit's draw`);
    }
    assert.notEqual(pageload.trace.trace_id, navigation.trace.trace_id);
    assert.ok(envelopes(requests).some(({ items }) => items.some((i) => i.type === 'session')), 'release health: the traced visit is counted as a session');
    assert.deepEqual(errors, []);
    assert.deepEqual(warnings, [], 'the SDK takes every option it is given (none it ignores, as it does beforeSendTransaction when it streams spans)');
    await browser.close();
  });

  test('a traced visit sends no span of the not-found page, and the transaction of the page it goes on to', async () => {
    const browser = await launch({ viewport: PHONE });
    const requests = await recordThirdParties(browser.context, base);
    await fixDraws(browser.context, { visit: 0.05, sdk: 0.99 });
    const warnings = sentryWarnings(browser.context);
    const { page, response } = await open(browser.context, '/no-such-page/', { baseUrl: base });
    assert.equal(response?.status(), 404);
    // Sentry loads on idle; the page load then ends after its idle time-out, and would be sent then.
    await page.waitForFunction(() => typeof (/** @type {any} */ (window).__SENTRY__) !== 'undefined');
    await page.waitForTimeout(3000);
    await page.locator('footer').getByRole('link', { name: /STORY/ }).click();
    await page.waitForURL(/\/story\/$/);
    for (let i = 0; i < 60 && !transactions(envelopes(requests)).some((t) => t.op === 'navigation'); i += 1) await page.waitForTimeout(250);
    const sent = transactions(envelopes(requests));
    assert.deepEqual(sent.map((t) => t.op), ['navigation'], `only the navigation away from the not-found page: ${JSON.stringify(sent)}`);
    assert.notEqual(sent[0].name, '/404');
    assert.deepEqual(sentSpans(envelopes(requests)).filter((span) => span.name === '/404'), [], 'no span named /404');
    assert.deepEqual(warnings, []);
    await browser.close();
  });

  test('an untraced visit’s error, thrown before Sentry loaded, is still reported, to the DSN host only', async () => {
    const browser = await launch({ viewport: PHONE });
    const requests = await recordThirdParties(browser.context, base);
    await fixDraws(browser.context, { visit: 0.5, sdk: 0.01 });
    // Thrown in the task after Next's client entry has run (it sets `window.next` right after the client
    // instrumentation, whose listeners buffer errors), while the page hydrates and long before Sentry's code is
    // there. No code of the site runs earlier: its scripts are `defer`, run after the document is parsed.
    await browser.context.addInitScript(() => {
      Object.defineProperty(window, 'next', {
        configurable: true,
        set(value) {
          Object.defineProperty(window, 'next', { value, configurable: true, writable: true });
          setTimeout(() => {
            throw new Error('e2e-early-error');
          });
        },
      });
    });
    const { page } = await open(browser.context, '/', { baseUrl: base });
    const reported = () => requests.some((r) => new URL(r.url).host === SENTRY_HOST && r.body.includes('e2e-early-error'));
    for (let i = 0; i < 40 && !reported(); i += 1) await page.waitForTimeout(250);
    assert.ok(reported(), `the early error reached Sentry: ${requests.map((r) => r.url).join(', ')}`);
    await page.waitForTimeout(2000);
    const sent = envelopes(requests);
    const event = sent.find(({ items }) => items.some((i) => i.type === 'event'));
    assert.equal(event?.trace?.sampled, 'false', 'the error belongs to an untraced visit');
    assert.deepEqual(transactions(sent), [], 'and no transaction is sent');
    const hosts = new Set(requests.map((r) => new URL(r.url).host));
    hosts.delete(SENTRY_HOST);
    hosts.delete('www.googletagmanager.com');
    assert.deepEqual([...hosts], [], 'no other third party');
    await browser.close();
  });
});
