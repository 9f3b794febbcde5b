// The matrix and the search tree from the keyboard, in headless Chromium:
// each takes focus (Tab reaches it, with a visible ring), the arrow keys
// move a cursor over items and options or over the tree's nodes without
// stepping the search, and Enter picks the item or option (as a click does)
// or goes to the node's step.
// Run with `npm run build && node --test tests/e2e/view-keys.test.mjs`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, startSite, visualizerPage } from './harness.mjs';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

const PAGE = visualizerPage('view keys test');

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** @param {import('node:test').TestContext} t */
async function open(t) {
  const { page, context, problems } = await site.openScratch(PAGE, { viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  await page.waitForFunction(() => window.mountVisualizer);
  await page.evaluate(async (puzzle) => {
    sessionStorage.setItem('sudoku-dlx:matrix-mode', 'compact');
    window.vis = window.mountVisualizer(document.getElementById('v'), { puzzle });
    await window.vis.ready;
    await window.vis.seek(3000);
  }, HARD);
  return { page, problems };
}

/**
 * Presses Tab until `selector` has the focus; returns whether it shows a focus ring.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
async function tabTo(page, selector) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate((selector) => {
      const element = document.querySelector(selector);
      if (document.activeElement !== element) return null;
      return element.matches(':focus-visible') && getComputedStyle(element).outlineStyle === 'solid';
    }, selector);
    if (ring !== null) return ring;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const matrix = (page) => page.evaluate(() => window.vis.inspect().matrix);

test('the matrix takes focus, the arrows move its cursor, Enter picks as a click does and seeks there', async (t) => {
  const { page, problems } = await open(t);
  assert.equal(await tabTo(page, '.dv-mx-scroll'), true, 'a visible focus ring');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
  let view = await matrix(page);
  assert.equal(await page.evaluate(() => window.vis.step), 3000, 'the arrows did not step the search');
  assert.equal(view.cursor.item, view.items[2]);
  assert.equal(view.cursor.option, view.options[2]);
  assert.equal(view.following, false, 'moving the cursor stops following');
  const caption = await page.locator('.dv-matrix figcaption').textContent();
  assert.match(caption, /^column \S+ .* · row \S+/);
  const option = view.options[2];
  await page.keyboard.press('Enter');
  view = await matrix(page);
  assert.deepEqual(view.highlight, { items: [], options: [option] }, 'Enter on a cell picks its option');
  await page.waitForFunction(() => window.vis.step !== 3000);
  const tried = await page.evaluate(() => window.vis.step);
  const { lastEvent } = await page.evaluate(() => window.vis.inspect());
  assert.deepEqual(
    [lastEvent.kind, lastEvent.option],
    ['select', option],
    `Enter went to step ${tried}, where the option is tried`,
  );
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft']) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  view = await matrix(page);
  assert.equal(view.cursor.option, -1, 'up past the first row is the item names');
  await page.waitForFunction((before) => window.vis.step !== before, tried);
  const chosen = (await page.evaluate(() => window.vis.inspect())).lastEvent;
  assert.deepEqual(
    [chosen.kind, chosen.item],
    ['choose', view.cursor.item],
    'Enter on a name goes to where its item is chosen',
  );
  assert.deepEqual(view.highlight, { items: [view.cursor.item], options: [] }, 'Enter on a name picks its item');
  // Far down the rows, the cursor stays in sight.
  for (let i = 0; i < 60; i++) await page.keyboard.press('ArrowDown');
  view = await matrix(page);
  const row = view.options.indexOf(view.cursor.option);
  const { top, cell } = view.geometry;
  const y = top + row * cell - (await page.locator('.dv-mx-scroll').evaluate((element) => element.scrollTop));
  const height = await page.locator('.dv-mx-scroll').evaluate((element) => element.clientHeight);
  assert.ok(y >= top && y + cell <= height, `the cursor's row at ${y} is in the panel (${top}–${height})`);
  await screenshot(page.locator('.dv-matrix'), 'view-keys-matrix');
  assert.deepEqual(problems, []);
});

test('the tree takes focus, the arrows move its ring, Enter goes to the node’s step', async (t) => {
  const { page, problems } = await open(t);
  const tree = '.dv-tree-frame canvas + canvas';
  assert.equal(await tabTo(page, tree), true, 'a visible focus ring');
  const info = page.locator('.dv-tree-info');
  await page.keyboard.press('ArrowLeft');
  const before = await info.textContent();
  assert.match(before, /step [\d,]+\. Click to go there\.$/);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const text = await info.textContent();
  assert.notEqual(text, before, 'up moved to the parent');
  assert.equal(await page.evaluate(() => window.vis.step), 3000, 'the arrows did not step the search');
  const step = Number(/step ([\d,]+)\./.exec(text)[1].replace(/,/g, ''));
  assert.ok(step < 3000, `an ancestor entered before step 3000 (${step})`);
  await page.keyboard.press('ArrowDown');
  assert.notEqual(await info.textContent(), text, 'down moved to a child');
  await page.keyboard.press('ArrowUp');
  assert.equal(await info.textContent(), text, 'and up came back');
  await page.keyboard.press('Enter');
  await page.waitForFunction((step) => window.vis.step === step, step);
  await screenshot(page.locator('.dv-tree'), 'view-keys-tree');
  assert.deepEqual(problems, []);
});

test('the links view takes focus, the arrows walk its nodes, Enter pins what the cursor is on', async (t) => {
  const { page, context, problems } = await site.openScratch(PAGE, { viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  await page.waitForFunction(() => window.mountVisualizer);
  await page.evaluate(async () => {
    window.vis = window.mountVisualizer(document.getElementById('v'), {});
    await window.vis.ready;
    await window.vis.seek(3);
  });
  assert.equal(await tabTo(page, '.dv-links-scroll'), true, 'a visible focus ring');
  const words = page.locator('.dv-links .dv-inspect');
  const cursor = () => page.evaluate(() => window.vis.inspect().linksView);
  // Knuth's example: a's column holds the options a d g and a d f.
  /** @type {[string, object | null, RegExp][]} */
  const walk = [
    ['ArrowDown', { node: 0 }, /^The root/],
    ['ArrowRight', { node: 1 }, /^Item a: /],
    ['ArrowDown', null, /^Node of \{a d g\} in column a/],
    ['ArrowDown', null, /^Node of \{a d f\} in column a/],
    ['ArrowRight', null, /^Node of \{a d f\} in column d/],
    ['ArrowRight', null, /^Node of \{a d f\} in column f/],
    ['ArrowRight', null, /^Node of \{a d f\} in column f/],
    ['ArrowLeft', null, /^Node of \{a d f\} in column d/],
    ['ArrowLeft', null, /^Node of \{a d f\} in column a/],
    ['ArrowLeft', { option: 3 }, /^Option \{a d f\}: covers a, d, f/],
    ['ArrowUp', { option: 2 }, /^Option \{b c f\}/],
    ['ArrowUp', { option: 1 }, /^Option \{a d g\}/],
    ['ArrowUp', { option: 0 }, /^Option \{c e\}/],
    ['ArrowUp', { node: 0 }, /^The root/],
    ['ArrowRight', { node: 1 }, /^Item a: /],
    ['ArrowRight', { node: 2 }, /^Item b: /],
    ['ArrowDown', null, /^Node of \{b c f\} in column b/],
    ['ArrowUp', { node: 2 }, /^Item b: /],
  ];
  for (const [key, target, text] of walk) {
    await page.keyboard.press(key);
    assert.match(await words.textContent(), text, `after ${key}`);
    if (target) assert.deepEqual((await cursor()).inspected, target, `after ${key}`);
  }
  assert.equal(await page.evaluate(() => window.vis.step), 3, 'the arrows did not step the search');
  assert.equal((await cursor()).following, false, 'moving the cursor stops following');
  await page.keyboard.press('Enter');
  assert.equal((await cursor()).pinned, true, 'Enter pins it');
  await page.keyboard.press('Tab');
  assert.match(await words.textContent(), /^Item b: /, 'pinned, it stays said after the focus leaves');
  await page.locator('.dv-links-scroll').focus();
  await page.keyboard.press('Enter');
  assert.equal((await cursor()).pinned, false, 'a second Enter lets go');
  assert.match(await words.textContent(), /^Item b: /, 'and the cursor stays on it');
  await screenshot(page.locator('.dv-links'), 'view-keys-links');
  assert.deepEqual(problems, []);
});
