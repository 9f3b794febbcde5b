// On a phone (375×800) every control of the visualizer a finger can reach
// is at least 44 px each way; and the column rule a reader picks stays
// picked when another problem is loaded, from the picker or typed in.
// Run with `npm run build && node --test tests/e2e/touch-targets.test.mjs`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, startSite, visualizerPage } from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/**
 * @param {import('playwright-core').Page} page
 * @param {string} problem a preset's problem to mount
 */
async function mountAt(page, problem) {
  await page.waitForFunction(() => window.mountVisualizer);
  await page.evaluate(async (name) => {
    window.vis = window.mountVisualizer(document.getElementById('v'), name ? { problem: name } : {});
    await window.vis.ready;
  }, problem);
}

test('on a phone every control is at least 44 px each way', async (t) => {
  const { page, context, problems } = await site.openScratch(visualizerPage('touch targets'), {
    viewport: { width: 375, height: 800 },
  });
  t.after(async () => {
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  });
  // The 4×4 Sudoku has every panel: grid, matrix with its toggles, links, tree.
  await mountAt(page, '');
  await page.locator('select.dv-preset').selectOption('sudoku4');
  await page.waitForFunction(() => window.vis.session?.problem.isSudoku && window.vis.step === 0);
  await page.evaluate(() => window.vis.stepForward(3));
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.dlx-vis button, .dlx-vis select, .dlx-vis input, .dlx-vis summary'))
      .filter((element) => /** @type {HTMLElement} */ (element).offsetParent !== null)
      .map((element) => {
        const { width, height } = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') || element.textContent?.trim() || element.className;
        return { name: `${element.tagName.toLowerCase()} ${name}`, width, height };
      })
      .filter(({ width, height }) => width > 0 && (width < 44 || height < 44)),
  );
  assert.deepEqual(small, [], 'controls under 44 px');
  await screenshot(page, 'touch-targets-phone', {});
});

test('the rule picked stays picked when another problem loads', async (t) => {
  const { page, context, problems } = await site.openScratch(visualizerPage('rule kept'), {
    viewport: { width: 1280, height: 900 },
  });
  t.after(async () => {
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  });
  await mountAt(page, '');
  const rule = page.locator('select.dv-rule');
  assert.equal(await rule.inputValue(), 'knuth', "TAOCP's (6) opens under Knuth's rule");
  await rule.selectOption('first');
  await page.waitForFunction(() => window.vis.session?.problem.rule === 'first');
  await page.locator('select.dv-preset').selectOption('paper');
  await page.waitForFunction(() => window.vis.inspect()?.itemCount === 7 && window.vis.step === 0);
  assert.equal(await rule.inputValue(), 'first', "the paper's matrix keeps the rule picked, not its own default");
  assert.equal(await page.evaluate(() => window.vis.session?.problem.rule), 'first');
  await page.locator('select.dv-preset').selectOption('sudoku4');
  await page.waitForFunction(() => window.vis.session?.problem.isSudoku && window.vis.step === 0);
  assert.equal(await rule.inputValue(), 'first', 'and so does a Sudoku');
});
