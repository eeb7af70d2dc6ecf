// Checks shared by the pages that sell things, /music/ and /disc/ (e2e/music.test.mjs, e2e/disc.test.mjs).

/**
 * Every 「…円」 in the page's text, and those not followed by （税込）.
 * @param {import('playwright-core').Page} page
 */
export async function untaxedPrices(page) {
  return page.evaluate(() => {
    const prices = [...document.body.innerText.matchAll(/[\d,]+円(（税込）)?/g)];
    return { count: prices.length, untaxed: prices.filter((m) => !m[1]).map((m) => m[0]) };
  });
}

/**
 * Waits for the real jacket image inside `selector` and returns its natural and displayed aspect ratios, so a test
 * can check the art is shown whole (the reserved box matches the picture).
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
export async function jacketRatios(page, selector) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (sel) => [...document.querySelectorAll(`${sel} img`)].some((img) => img.complete && img.naturalWidth > 1),
    selector,
  );
  return page.evaluate((sel) => {
    const img = /** @type {HTMLImageElement} */ ([...document.querySelectorAll(`${sel} img`)].find((i) => i.naturalWidth > 1));
    const box = img.getBoundingClientRect();
    return { natural: img.naturalWidth / img.naturalHeight, shown: box.width / box.height };
  }, selector);
}
