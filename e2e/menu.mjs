// The overlay menu, driven as a visitor drives it: for e2e/shell.test.mjs and e2e/series.test.mjs.
import assert from 'node:assert/strict';

/** @typedef {import('playwright-core').Page} Page */

/** Opens the menu with a click and waits until its open transition is over. @param {Page} page */
export async function openMenu(page) {
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  const dialog = page.getByRole('dialog', { name: 'サイトメニュー' });
  await dialog.waitFor();
  // Let the open transition finish before measuring.
  await page.waitForTimeout(300);
  return dialog;
}

/** The menu is gone and the focus is back on its button. @param {Page} page */
export async function menuIsClosed(page) {
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const button = page.getByRole('button', { name: 'メニューを開く' });
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  assert.equal(await button.evaluate((el) => el === document.activeElement), true, 'focus returns to the menu button');
}

/**
 * Opens the menu from the keyboard (Enter on its button) and checks that the focus moves into it and that `tabs`
 * presses of Tab keep it there.
 * @param {Page} page @param {number} [tabs]
 */
export async function openMenuWithKeyboard(page, tabs = 15) {
  await page.getByRole('button', { name: 'メニューを開く' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'サイトメニュー' });
  await dialog.waitFor();
  await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement));
  for (let i = 0; i < tabs; i += 1) {
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)), `Tab ${i + 1} stays in the menu`);
  }
  return dialog;
}
