// axe-core in the page, without @axe-core/playwright (which needs Node 22).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// Evaluated through the DevTools protocol rather than added as a <script>: the pages are served with their real
// Content-Security-Policy, which (rightly) refuses an injected inline script.
const axeSource = readFileSync(axePath, 'utf8');

/**
 * Serious and critical axe violations on the page as it is now, as readable strings.
 * @param {import('playwright-core').Page} page
 */
export async function axeViolations(page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((/** @type {any} */ v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((/** @type {any} */ n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} @ ${v.targets.join(', ')}`);
}
