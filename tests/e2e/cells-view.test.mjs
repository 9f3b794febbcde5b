// The dancing-cells view in headless Chromium, against the links: on
// Knuth's example after every event, and on a 4×4 Sudoku at 20 steps
// reached by jumps, each item's row shows as active (before its bar)
// exactly the options of that item's list in the links view, walked from
// the replay's own links, and an item is drawn covered exactly when the
// links have it out of the ring of headers; the view follows the step on a
// phone, stands beside the links view at 1280×900, and a problem too large
// for it says so and offers the matrix. Screenshots go to docs/.
// Run with `npm run build && node --test tests/e2e/cells-view.test.mjs`.

import assert from 'node:assert/strict';
import { copyFile } from 'node:fs/promises';
import { test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { KNUTH_EXAMPLE } from '../../www/sudoku-dlx/visualize/model/presets.js';
import { ROOT, screenshot } from './harness.mjs';
import { HARD, SMALL, visualizerSite } from './visualizer-page.mjs';
import { engineNodes } from './engine-links.mjs';

const engine = await loadStepperEngine();
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

const { site, openVisualizer } = visualizerSite();

/** A page with the visualizer of `source` as `window.vis`. */
function open(t, source, viewport = DESKTOP, colorScheme = 'light') {
  return openVisualizer(t, source, { viewport, colorScheme });
}

/** What the page shows at the step it stands at: the links, and each cells row's active options and cover. */
function shown(page) {
  return page.evaluate(() => {
    const { links, step } = window.vis.inspect();
    const rows = [...document.querySelectorAll('.dv-cells-run')].map((run) => ({
      active: [...run.querySelectorAll('.dv-cell.dv-in')]
        .map((cell) => /** @type {HTMLElement} */ (cell))
        .map((cell) => Number(cell.dataset.option)),
      hidden: [...run.querySelectorAll('.dv-cell.dv-out')]
        .map((cell) => /** @type {HTMLElement} */ (cell))
        .map((cell) => Number(cell.dataset.option)),
      // The bar stands right after the last active option.
      barAt: [...run.children].findIndex((child) => child.classList.contains('dv-cells-bar')),
    }));
    const covered = [...document.querySelectorAll('.dv-cells-rows .dv-cells-name')].map((name) =>
      name.classList.contains('dv-covered'),
    );
    return { links, step, rows, covered };
  });
}

/**
 * Checks every row against the links: the options met walking down from
 * each item's header are its active options, as a set, with the bar right
 * after them, and its hidden options are the rest of its options.
 */
function checkAgainstLinks(now, stepper, optionOf) {
  const { down } = now.links;
  for (let item = 0; item < stepper.itemCount; item++) {
    const header = item + 1;
    const list = [];
    for (let n = down[header]; n !== header; n = down[n]) list.push(optionOf[n]);
    const row = now.rows[item];
    const where = `item ${item} at step ${now.step}`;
    const sorted = (/** @type {number[]} */ options) => [...options].sort((a, b) => a - b);
    assert.deepEqual(sorted(row.active), sorted(list), where);
    assert.equal(row.barAt, row.active.length, `${where}: the bar after the active options`);
    assert.deepEqual(
      sorted([...row.active, ...row.hidden]),
      sorted(optionsOf(stepper, item)),
      `${where}: each option once`,
    );
  }
}

/** Every option of `item`, from each option's items. */
function optionsOf(stepper, item) {
  const options = [];
  for (let o = 0; o < stepper.optionCount; o++) if (Array.from(stepper.optionItems(o)).includes(item)) options.push(o);
  return options;
}

/**
 * The items covered after each event of `stepper`'s search, from its events
 * alone: a cover adds its item, an uncover takes it away.
 */
function coveredByEvents(stepper, steps) {
  const covered = new Set();
  const after = [new Array(stepper.itemCount).fill(false)];
  for (let i = 0; i < steps; i++) {
    const event = stepper.next();
    if (event?.kind === 'cover') covered.add(event.item);
    if (event?.kind === 'uncover') covered.delete(event.item);
    after.push(Array.from({ length: stepper.itemCount }, (_, item) => covered.has(item)));
  }
  return after;
}

test("Knuth's example: after every event each item's active cells are its list in the links view", async (t) => {
  const { page, problems } = await open(t, { problem: 'knuth' });
  const stepper = engine.Stepper.fromExactCover(KNUTH_EXAMPLE);
  t.after(() => stepper.free());
  const optionOf = engineNodes(stepper).option;
  const total = await page.evaluate(async () => {
    await window.vis.jumpToEnd();
    return window.vis.totalSteps;
  });
  assert.equal(total, 40, "Knuth's example's whole search");
  // The example opens under Knuth's rule.
  const events = engine.Stepper.fromExactCover(KNUTH_EXAMPLE, { rule: 'knuth' });
  const covered = coveredByEvents(events, total);
  events.free();
  let coversSeen = 0;
  for (let step = 0; step <= total; step++) {
    await page.evaluate((step) => window.vis.seek(step), step);
    const now = await shown(page);
    assert.equal(now.step, step);
    checkAgainstLinks(now, stepper, optionOf);
    // Drawn covered exactly when the events have covered it.
    assert.deepEqual(now.covered, covered[step], `step ${step}`);
    coversSeen += now.covered.filter(Boolean).length > 0 ? 1 : 0;
  }
  assert.ok(coversSeen > 20, 'items covered at most steps');
  assert.deepEqual(problems, []);
});

/** 20 steps spread over the search, from a fixed seed so a failure repeats. */
function randomSteps(total) {
  let seed = 22;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: 20 }, () => 1 + Math.floor(next() * (total - 1)));
}

test('on a phone, the 4×4’s cells match the links at steps reached by jumps, and the view follows each', async (t) => {
  const { page, problems } = await open(t, { puzzle: SMALL }, PHONE);
  const stepper = new engine.Stepper(SMALL);
  t.after(() => stepper.free());
  const optionOf = engineNodes(stepper).option;
  const total = await page.evaluate(async () => {
    await window.vis.jumpToEnd();
    return window.vis.totalSteps;
  });
  let followed = 0;
  for (const step of randomSteps(total)) {
    await page.evaluate((step) => window.vis.seek(step), step);
    checkAgainstLinks(await shown(page), stepper, optionOf);
    // The rows the step changed are in sight in the view's scroller.
    const sight = await page.evaluate(() => {
      const scroller = /** @type {HTMLElement} */ (document.querySelector('.dv-cells-scroll'));
      const box = scroller.getBoundingClientRect();
      const marked = [...scroller.querySelectorAll('.dv-swapped, .dv-restored')].map((cell) => {
        const rect = cell.getBoundingClientRect();
        return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
      });
      return { marked, scrolls: scroller.scrollHeight > scroller.clientHeight };
    });
    assert.ok(sight.scrolls, "the 4×4's 64 rows scroll on a phone");
    if (sight.marked.length) {
      assert.ok(sight.marked.some(Boolean), `step ${step}: some entry the step changed is in sight`);
      followed += 1;
    }
  }
  assert.ok(followed >= 5, `${followed} of 20 steps changed entries`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `${overflow}px wider than the phone`);
  await screenshot(page.locator('.dv-reps'), 'cells-4x4-phone');
  assert.deepEqual(problems, []);
});

test("at 1280×900 the cells stand beside the links on Knuth's example, light and dark", async (t) => {
  for (const scheme of ['light', 'dark']) {
    const { page, context, problems } = await open(t, { problem: 'knuth' }, DESKTOP, scheme);
    // Step 9 covers c: its swap is ringed in row e.
    await page.evaluate(() => window.vis.seek(9));
    const places = await page.evaluate(() => {
      const box = (/** @type {string} */ selector) =>
        /** @type {HTMLElement} */ (document.querySelector(selector)).getBoundingClientRect().toJSON();
      return {
        links: box('[data-panel="links"]'),
        cells: box('[data-panel="cells"]'),
        swapped: document.querySelectorAll('.dv-cells-rows .dv-swapped').length,
        caption: document.querySelector('.dv-cells .dv-caption')?.textContent,
      };
    });
    assert.equal(places.cells.top, places.links.top, 'side by side');
    assert.ok(places.cells.left >= places.links.right, 'the cells to the right of the links');
    assert.ok(places.swapped > 0, 'the cover’s swaps are ringed');
    assert.match(places.caption ?? '', /A cover swaps .* \d+ cell updates so far/);
    const path = await screenshot(page.locator('.dv-reps'), `cells-beside-links-${scheme}`);
    if (path && scheme === 'light') await copyFile(path, `${ROOT}/docs/cells-beside-links.png`);
    assert.deepEqual(problems, []);
    // Given back before the next page opens: that is this page made fresh (page-pool.mjs), not a new context.
    await context.close();
  }
});

test('a problem too large for the cells view says so and offers the matrix', async (t) => {
  const { page, problems } = await open(t, { puzzle: HARD });
  const note = page.locator('[data-panel="cells"] .dv-muted');
  assert.match(await note.textContent(), /kept for small problems .* This one has \d+ items/);
  await note.locator('.dv-to-matrix').click();
  const inspected = await page.evaluate(() => window.vis.inspect());
  assert.equal(inspected.cellsShown, false);
  assert.equal(inspected.cells, null, 'no cells are read for it');
  assert.deepEqual(problems, []);
});

test('the links alone, or the cells alone, take the whole width', async (t) => {
  for (const panels of ['links', 'cells']) {
    const { page, context, problems } = await site().openScratch(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>panels</title><link rel="icon" href="data:,">
      <script type="module" src="/www/sudoku-dlx/index.js"></script></head>
      <body style="margin: 12px"><sudoku-dlx mode="visualize" problem="knuth" panels="${panels}"></sudoku-dlx></body></html>`,
      { viewport: DESKTOP },
    );
    t.after(() => context.close());
    const shown = page.locator(`sudoku-dlx >> [data-panel="${panels}"]`);
    await shown.waitFor();
    const width = await shown.evaluate((panel) => panel.getBoundingClientRect().width);
    const hidden = panels === 'links' ? 'cells' : 'links';
    assert.equal(await page.locator(`sudoku-dlx >> [data-panel="${hidden}"]`).isVisible(), false);
    assert.ok(width > 1100, `${panels} alone is ${width}px wide`);
    assert.deepEqual(problems, []);
  }
});
