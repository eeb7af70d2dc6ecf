// One load of a page in Debian's Chromium at 390×844, as a phone on a slow link would make it, and what it costs:
// the scripts the browser fetched while the page loaded (first-load JavaScript) and, read from the browser's own
// performance entries, the end of Next's hydration, FCP, LCP and CLS (bench/README.md).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from '../e2e/browser.mjs';
import { gzipSize } from './lib.mjs';

/**
 * Applied throttling (the "Speed must hold"): Chromium itself slows the CPU and the network while the page
 * loads, the figures of Lighthouse's mobile profile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU).
 */
export const THROTTLING = { cpuRate: 4, latencyMs: 150, downloadBytesPerSecond: 1_600_000 / 8, uploadBytesPerSecond: 750_000 / 8 };

/** How long a throttled load may take before the run fails (a slow phone on a slow link, with room to spare). */
const LOAD_TIMEOUT_MS = 120_000;

/** One Chromium for a pass; every load gets a fresh context (no cache, no storage) of its own. */
export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

/**
 * Loads `url` once in a fresh context with the cache disabled and returns what it cost.
 * `Math.random` is pinned as in e2e, so the visit is one of the 9 in 10 that Sentry does not trace
 * (lib/sentrySampling.ts) rather than a coin toss per load.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url https://, from `serve()` (its certificate is accepted)
 * @param {{ throttled?: boolean }} [options]
 */
export async function loadPage(browser, url, { throttled = false } = {}) {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      Math.random = () => 0.5;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: THROTTLING.latencyMs,
        downloadThroughput: THROTTLING.downloadBytesPerSecond,
        uploadThroughput: THROTTLING.uploadBytesPerSecond,
      });
    }

    /** @type {string[]} */
    const errors = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    /** @type {string[]} */
    const failed = [];
    page.on('requestfailed', (request) => failed.push(`${request.failure()?.errorText} ${request.url()}`));
    /** Script URL → gzip size of its body, for every script response (preloads included, prefetches are not scripts). */
    const scripts = new Map();
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), response.body().then(gzipSize, () => NaN));
    });

    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    const hydrated = await page
      .waitForFunction(() => performance.getEntriesByName('Next.js-hydration').length > 0, null, { timeout: LOAD_TIMEOUT_MS })
      .then(() => true, () => false);
    if (!hydrated) throw new Error(`${url}: no 'Next.js-hydration' performance measure (${errors.join(' / ') || 'no console error'})`);
    // LCP may still change while images arrive after the load event: let the network go quiet first.
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS }).catch(() => {});

    const measured = await page.evaluate(async () => {
      /** The buffered entries of one type (an observer gets them all in its first callback). */
      const entries = (type) =>
        new Promise((resolve) => {
          const observer = new PerformanceObserver((list) => {
            observer.disconnect();
            resolve(list.getEntries());
          });
          observer.observe({ type, buffered: true });
          setTimeout(() => resolve([]), 1000); // none recorded: the callback never comes
        });
      const [lcpEntries, shifts] = await Promise.all([entries('largest-contentful-paint'), entries('layout-shift')]);
      const lcp = /** @type {any} */ (lcpEntries.at(-1));
      const hydration = performance.getEntriesByName('Next.js-hydration')[0];
      const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      return {
        hydrationEnd: hydration.startTime + hydration.duration,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        lcp: lcp?.startTime ?? null,
        // Its opening tag and the start of its text: enough to find it in the page.
        lcpElement: lcp?.element ? `${lcp.element.outerHTML.replace(/>[^]*$/, '>').slice(0, 100)}${lcp.element.textContent.trim().slice(0, 30)}` : null,
        cls: shifts.filter((s) => !(/** @type {any} */ (s).hadRecentInput)).reduce((sum, s) => sum + /** @type {any} */ (s).value, 0),
        load: navigation.loadEventStart,
        // While the page loads: up to the load event, or to the end of hydration if that comes later (a page whose
        // scripts start late still needs them all to hydrate). Code fetched later, on idle or on a first tap, is not.
        requestedWhileLoading: performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= Math.max(navigation.loadEventStart, hydration.startTime + hydration.duration))
          .map((e) => e.name),
      };
    });
    const { requestedWhileLoading, ...metrics } = measured;
    const firstLoad = [...new Set(requestedWhileLoading)].filter((name) => scripts.has(name));
    const sizes = await Promise.all(firstLoad.map((name) => scripts.get(name)));
    return {
      ...metrics,
      jsGzip: sizes.reduce((sum, n) => sum + n, 0),
      scripts: firstLoad.map((name, i) => ({ url: new URL(name).pathname, gzip: sizes[i] })),
      errors,
      failed,
    };
  } finally {
    await context.close();
  }
}
