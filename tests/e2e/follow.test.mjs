// The matrix panel follows the search, in headless Chromium: after a seek to
// any of 20 random steps of a hard 9×9, the items and options the
// description names are inside the part of the panel that shows cells, in
// the compact and the full matrix; scrolling by hand turns following off,
// and the Follow button turns it back on.
// Run with `npm run build && node --test tests/e2e/follow.test.mjs`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, startSite, visualizerPage } from './harness.mjs';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

const PAGE = visualizerPage('follow test');

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/**
 * A page with the hard 9×9's visualizer as `window.vis`, its matrix in `mode`.
 * @param {import('node:test').TestContext} t
 * @param {'compact' | 'full'} mode
 */
async function open(t, mode, viewport = { width: 1280, height: 900 }) {
  const { page, context, problems } = await site.openScratch(PAGE, { viewport });
  t.after(() => context.close());
  await page.waitForFunction(() => window.mountVisualizer);
  await page.evaluate(
    async ([puzzle, mode]) => {
      sessionStorage.setItem('sudoku-dlx:matrix-mode', mode);
      window.vis = window.mountVisualizer(document.getElementById('v'), { puzzle });
      await window.vis.ready;
    },
    [HARD, mode],
  );
  return { page, problems };
}

/** 20 steps spread over the whole search, drawn from a fixed seed so a failure repeats. */
function randomSteps(total) {
  let seed = 2026;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: 20 }, () => 1 + Math.floor(next() * (total - 1)));
}

/**
 * Seeks to each step and checks that what the description names is on screen in the panel.
 * @param {import('playwright-core').Page} page
 * @param {number[]} steps
 */
async function checkSteps(page, steps) {
  let followed = 0;
  for (const step of steps) {
    await page.evaluate((step) => window.vis.seek(step), step);
    const { description, matrix } = await page.evaluate(() => window.vis.inspect());
    const { touched, touchedNames: names, places } = matrix;
    for (const name of names.items) {
      assert.ok(description.includes(name), `step ${step}: "${description}" names ${name}`);
    }
    if (/^(Cover|Uncover|Choose|Branch|Naked|Hidden|Dead)/.test(description)) {
      assert.ok(touched.items.length > 0, `step ${step}: ${description} touches an item`);
    }
    if (/^(Select|Deselect)/.test(description)) {
      assert.ok(description.includes(names.options[0]), `step ${step}: "${description}" names ${names.options[0]}`);
    }
    const { window: view } = places;
    for (const { item, from, to } of places.items) {
      assert.ok(
        from >= view.left - 0.5 && to <= view.right + 0.5,
        `step ${step}: item ${item} at ${from}–${to} in ${view.left}–${view.right}`,
      );
    }
    for (const { option, from, to } of places.options) {
      assert.ok(
        from >= view.top - 0.5 && to <= view.bottom + 0.5,
        `step ${step}: option ${option} at ${from}–${to} in ${view.top}–${view.bottom}`,
      );
    }
    followed += places.items.length + places.options.length;
  }
  assert.ok(followed >= steps.length, `${followed} named items and options were checked`);
}

test('after a seek to 20 random steps, the compact matrix shows what the description names', async (t) => {
  const { page, problems } = await open(t, 'compact');
  const total = await page.evaluate(async () => {
    await window.vis.jumpToEnd();
    return window.vis.totalSteps;
  });
  await checkSteps(page, randomSteps(total));
  await screenshot(page, 'follow-compact-1280');
  assert.deepEqual(problems, []);
});

test('the full matrix follows too', async (t) => {
  const { page, problems } = await open(t, 'full');
  const total = await page.evaluate(async () => {
    await window.vis.jumpToEnd();
    return window.vis.totalSteps;
  });
  await checkSteps(page, randomSteps(total).slice(0, 8));
  assert.deepEqual(problems, []);
});

test('scrolling by hand stops following; the Follow button starts it again', async (t) => {
  const { page, problems } = await open(t, 'compact', { width: 375, height: 800 });
  const follow = page.getByRole('button', { name: 'Follow' });
  assert.equal(await follow.getAttribute('aria-pressed'), 'true');
  await page.evaluate(() => window.vis.seek(400));
  const scroller = page.locator('.dv-mx-scroll');
  await scroller.hover();
  await page.mouse.wheel(0, -250);
  await page.waitForFunction(() => !window.vis.inspect().matrix.following);
  assert.equal(await follow.getAttribute('aria-pressed'), 'false');
  const parked = await scroller.evaluate((element) => element.scrollTop);
  await page.evaluate(() => window.vis.seek(402));
  assert.equal(await scroller.evaluate((element) => element.scrollTop), parked, 'the reader’s scroll stays');
  await follow.click();
  assert.equal(await follow.getAttribute('aria-pressed'), 'true');
  const { places } = await page.evaluate(() => window.vis.inspect().matrix);
  for (const { from, to } of places.options) {
    assert.ok(from >= places.window.top - 0.5 && to <= places.window.bottom + 0.5);
  }
  await screenshot(page, 'follow-compact-375');
  assert.deepEqual(problems, []);
});
