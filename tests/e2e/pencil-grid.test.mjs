// The visualizer's pencil-mark grid in headless Chromium: what the canvas
// says it draws (its data-candidates and data-chosen) against the engine's
// links at every step of a 9×9 search, stepped as a person steps it; and
// the grid at desktop and phone sizes for 4×4, 9×9 and 16×16, with its
// legend, screenshots in test-results/.
// Run with `npm run build && node --test tests/e2e/pencil-grid.test.mjs`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, startSite } from './harness.mjs';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const SMALL = '..4....32......1';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/**
 * The embed example's visualizer element, with only `panels` when given;
 * `window.vis` is the element. One page serves every puzzle of a test
 * (see `show`): a page opened while another is held would take a fresh
 * context, and loading it is most of what a puzzle shown costs.
 */
async function openVisualizer(t, viewport = { width: 1280, height: 900 }, panels = '') {
  const { page, context, problems } = await site.open('/www/demo/embed-example.html', { viewport });
  t.after(() => context.close());
  const host = page.locator('#visualizer');
  // Below the fold, the visualizer loads once scrolled to.
  await host.scrollIntoViewIfNeeded();
  await host.locator('.dlx-vis[data-step]').waitFor();
  await page.evaluate((panels) => {
    const element = /** @type {any} */ (document.getElementById('visualizer'));
    if (panels) element.setAttribute('panels', panels);
    window.vis = element;
  }, panels);
  return { page, problems, root: host.locator('.dlx-vis') };
}

/** Shows `puzzle` in the visualizer of `page` (see openVisualizer), at step 0 once its grid is drawn. */
async function show(page, puzzle) {
  await page.evaluate(async (puzzle) => {
    const element = /** @type {any} */ (document.getElementById('visualizer'));
    element.setAttribute('puzzle', puzzle);
    await element.seek(0);
  }, puzzle);
  // At step 0 the grid shows the givens: the puzzle as written.
  await page.waitForFunction(
    (puzzle) =>
      document.getElementById('visualizer')?.shadowRoot?.querySelector('.dv-grid canvas')?.getAttribute('data-grid') ===
      puzzle,
    puzzle,
  );
}

/**
 * Steps the visualizer through `puzzle`'s search, up to `limit` steps, as a
 * person steps it, with a second engine in step; returns the steps at which
 * what the canvas says it draws differs from the engine's links (negative
 * for the chosen item's marks), how many were checked, and whether the
 * whole search was walked.
 */
function walkGrid(page, puzzle, limit) {
  return page.evaluate(
    async ([puzzle, limit]) => {
      const { loadStepperEngine } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/load.js'));
      const engine = await loadStepperEngine();
      const twin = new engine.Stepper(puzzle);
      const cellItem = new Map();
      for (let i = 0; i < twin.itemCount; i++) {
        const c = twin.itemConstraint(i);
        if (c.kind === 'cell') cellItem.set(c.row * 9 + c.column, i);
      }
      const { readMatrixNodes } = await import(/** @type {string} */ ('/www/sudoku-dlx/shared/layouts.js'));
      const list = (/** @type {{ down: Int32Array, option: Int32Array }} */ nodes, /** @type {number} */ item) => {
        const { down, option } = nodes;
        const options = [];
        for (let node = down[item + 1]; node !== item + 1; node = down[node]) options.push(option[node]);
        return options;
      };
      const host = /** @type {HTMLElement} */ (document.getElementById('visualizer'));
      const canvas = /** @type {HTMLCanvasElement} */ (host.shadowRoot?.querySelector('.dv-grid canvas'));
      const bad = [];
      let step = 0;
      for (; step <= limit; step++) {
        if (step > 0) {
          await window.vis.stepForward();
          if (twin.next() === undefined) break;
        }
        const links = readMatrixNodes(twin.matrixNodes()).nodes;
        const grid = twin.grid;
        const expected = Array.from(grid, (ch, cell) =>
          ch === '.'
            ? list(links, cellItem.get(cell))
                .map((o) => twin.optionName(o).split('=')[1])
                .join('')
            : '',
        );
        if (canvas.dataset.candidates !== expected.join(',') || canvas.dataset.grid !== grid) bad.push(step);
        const [item, options] = canvas.dataset.chosen.split(':');
        if (item !== undefined && item !== '' && options !== list(links, Number(item)).join(' ')) bad.push(-step);
      }
      const walkedAll = step <= limit && window.vis.step === step - 1;
      twin.free();
      return { bad, checked: Math.min(step, limit + 1), walkedAll };
    },
    [puzzle, limit],
  );
}

test('the grid draws, at every step, the options linked under each cell item in the engine', async (t) => {
  // The 17-clue example, searched to its end: branches, dead ends, a solution.
  const seventeen = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
  // The grid alone: the other panels, drawn at each of these 3,000 steps,
  // were most of the walk's CPU, and visualizer-replay.test.mjs holds each
  // of them to the engine at every step of whole searches.
  const { page, problems } = await openVisualizer(t, undefined, 'grid');
  await show(page, seventeen);
  const all = await walkGrid(page, seventeen, 5000);
  assert.ok(all.walkedAll && all.checked > 1000, `the whole search (${all.checked} steps)`);
  assert.deepEqual(all.bad, [], 'steps where the grid and the engine differ');
  // The hard example's first 2,000 steps: many branches and backtracks.
  await show(page, HARD);
  const first = await walkGrid(page, HARD, 2000);
  assert.equal(first.checked, 2001);
  assert.deepEqual(first.bad, [], 'steps where the grid and the engine differ');
  assert.deepEqual(problems, []);
});

test('the pencil-mark grid at desktop and phone sizes, 4×4, 9×9 and 16×16, with its legend', async (t) => {
  const SIXTEEN = '.'.repeat(256);
  // One page, its viewport set for each size as a window resized.
  const { page, problems, root } = await openVisualizer(t);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [label, puzzle, step] of [
      ['4x4', SMALL, 13],
      ['9x9', HARD, 28],
      ['16x16', SIXTEEN, 40],
    ]) {
      await show(page, puzzle);
      await page.evaluate((step) => window.vis.seek(step), step);
      const grid = root.locator('.dv-grid');
      const box = await grid.locator('canvas').boundingBox();
      assert.ok(box && box.width >= 240, `${label} at ${viewport.width}: the grid is ${box?.width}px wide`);
      const right = /** @type {{ x: number, width: number }} */ (await root.boundingBox());
      assert.ok(
        right.x + right.width <= viewport.width,
        `${label} at ${viewport.width}: the visualizer fits the screen`,
      );
      const legend = await grid.locator('figcaption').textContent();
      for (const words of [
        'given',
        'placed by the search',
        'candidates',
        'struck out by this cover',
        'restored',
        'chosen item',
      ]) {
        assert.ok(legend.includes(words), `the legend says "${words}"`);
      }
      const marks = await grid.locator('canvas').getAttribute('data-candidates');
      assert.ok(/\d|[A-G]/.test(marks), `${label}: candidates are drawn`);
      await screenshot(grid, `pencil-marks-${label}-${viewport.width}`, {});
    }
  }
  assert.deepEqual(problems, []);
});
