// Shared helpers for the end-to-end tests: Debian's Chromium driven by playwright-core (no browser download).
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Chromium flags for a closed network: no background connections, no sandbox (we run as root in CI). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const BASE_URL = process.env.BASE_URL || 'http://127.0.0.1:3100';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A fresh browser profile per call (a new temporary user-data-dir), so no cache or storage leaks between tests.
 * @param {import('playwright-core').BrowserContextOptions & { viewport?: {width:number,height:number} }} [options]
 */
export async function launch(options = {}) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run  apt-get install -y chromium fonts-noto-cjk`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: DESKTOP,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    ...options,
  });
  const close = async () => {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { context, close };
}

/**
 * Opens `path` in a new page and collects console errors and failed requests while it is used.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} path
 * @param {{ baseUrl?: string }} [options] another server than BASE_URL (e2e/csp.test.mjs serves a second build)
 */
export async function open(context, path, { baseUrl = BASE_URL } = {}) {
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
  return { page, response, errors };
}

/**
 * How many CSS pixels the page is wider than its viewport: 0 or less means nothing scrolls sideways.
 * @param {import('playwright-core').Page} page
 */
export const horizontalOverflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Resizes an open page through `widths` (CSS px, 900 high) and returns `"<width>px: <overflow>px"` for each width at
 * which it scrolls sideways; an empty list when none does.
 * @param {import('playwright-core').Page} page
 * @param {readonly number[]} [widths] from the smallest phone the site supports to a desktop
 */
export async function sidewaysScrollWidths(page, widths = [360, 600, 768, 900, 1024, 1440]) {
  const found = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) found.push(`${width}px: ${overflow}px too wide`);
  }
  return found;
}

/**
 * Counts layout shifts from the first paint on (CLS as the browser counts it); read the sum with {@link layoutShift}.
 * Call before the page is opened.
 * @param {import('playwright-core').Page} page
 */
export async function watchLayoutShifts(page) {
  await page.addInitScript(() => {
    Object.assign(window, { layoutShift: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) /** @type {any} */ (window).layoutShift += /** @type {any} */ (entry).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts counted so far by {@link watchLayoutShifts}.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number>}
 */
export const layoutShift = (page) => page.evaluate(() => /** @type {any} */ (window).layoutShift);
