// /member/ and every /member/<id>/ in a real browser: content at phone and desktop widths, every member page
// reachable from the list, no horizontal scroll, axe, and the same content with JavaScript disabled.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open, sidewaysScrollWidths } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { contentOf } from './content.mjs';
import { assertMember, assertMemberIndex } from './sections.mjs';

const SHOTS = 'test-results/screenshots/member';
mkdirSync(SHOTS, { recursive: true });

const content = contentOf();
const MEMBERS = content.members.map((m) => m.id);
const FIRST = MEMBERS[0];
const LAST = MEMBERS[MEMBERS.length - 1];
/** A member in the middle of the list, for the layout checks. */
const MIDDLE = MEMBERS[Math.floor((MEMBERS.length - 1) / 2)];

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`/member/ at ${name}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('shows the members and the supporting characters, no horizontal scroll, no console error', async () => {
      const { page, response, errors } = await open(browser.context, '/member/');
      assert.equal(response?.status(), 200);
      await assertMemberIndex(page, content);
      assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scroll');
      await page.screenshot({ path: `${SHOTS}/member-${name}.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('every member page is reachable from the list and complete', async () => {
      for (const id of MEMBERS) {
        const { page } = await open(browser.context, '/member/');
        await page.getByRole('region', { name: 'メインキャラクター' }).locator(`a[href="/member/${id}/"]`).click();
        await page.waitForURL(new RegExp(`/member/${id}/$`));
        await page.locator(`nav a[aria-current="page"][href="/member/${id}/"]`).waitFor();
        await assertMember(page, content, id);
        assert.ok((await horizontalOverflow(page)) <= 0, `no horizontal scroll on /member/${id}/`);
        if (id === FIRST || id === LAST) await page.screenshot({ path: `${SHOTS}/${id}-${name}.png`, fullPage: true });
        await page.close();
      }
    });

    for (const path of ['/member/', `/member/${FIRST}/`, `/member/${LAST}/`]) {
      test(`no serious or critical accessibility violation on ${path}`, async () => {
        const { page, errors } = await open(browser.context, path);
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(errors, []);
        await page.close();
      });
    }
  });
}

describe('widths from 360px to 1440px', () => {
  test('nothing scrolls sideways', async () => {
    const browser = await launch({ viewport: PHONE });
    try {
      for (const path of ['/member/', `/member/${MIDDLE}/`]) {
        const { page } = await open(browser.context, path);
        assert.deepEqual(await sidewaysScrollWidths(page), [], path);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
});

describe('/member/ without JavaScript', () => {
  test('the list and a member page are complete server HTML', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const { page } = await open(browser.context, '/member/');
      await assertMemberIndex(page, content);
      assert.ok((await horizontalOverflow(page)) <= 0);
      await page.close();
      const member = await open(browser.context, `/member/${MIDDLE}/`);
      await assertMember(member.page, content, MIDDLE);
      assert.ok((await horizontalOverflow(member.page)) <= 0);
      await member.page.close();
    } finally {
      await browser.close();
    }
  });
});
