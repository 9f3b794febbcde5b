// The visualizer's pencil-mark grid in headless Chromium: what the canvas
// says it draws (its data-candidates and data-chosen) against the engine's
// links at every step of a 9×9 search, stepped as a person steps it; and
// the grid at desktop and phone sizes for 4×4, 9×9 and 16×16, with its
// legend, screenshots in test-results/.
// Run with `npm run build && node --test tests/e2e/pencil-grid.test.mjs`.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { RESULTS, startSite } from './harness.mjs';

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
 * The embed example's visualizer element, showing `puzzle` once loaded;
 * `window.vis` is the element.
 */
async function openVisualizer(t, puzzle, viewport = { width: 1280, height: 900 }) {
  const { page, context, problems } = await site.open('/www/demo/embed-example.html', { viewport });
  t.after(() => context.close());
  const host = page.locator('#visualizer');
  await host.locator('.dlx-vis[data-step]').waitFor();
  await page.evaluate(async (puzzle) => {
    const element = /** @type {any} */ (document.getElementById('visualizer'));
    element.setAttribute('puzzle', puzzle);
    await element.seek(0);
    window.vis = element;
  }, puzzle);
  const length = puzzle.length;
  await page.waitForFunction(
    (length) =>
      document.getElementById('visualizer')?.shadowRoot?.querySelector('.dv-grid canvas')?.getAttribute('data-grid')
        ?.length === length,
    length,
  );
  return { page, problems, root: host.locator('.dlx-vis') };
}

test('the grid draws, at every step, the options linked under each cell item in the engine', async (t) => {
  const { page, problems } = await openVisualizer(t, HARD);
  const result = await page.evaluate(async (puzzle) => {
    const { loadEngine } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/load.js'));
    const engine = await loadEngine();
    const twin = new engine.Stepper(puzzle);
    const side = 9;
    const cellItem = new Map();
    for (let i = 0; i < twin.itemCount; i++) {
      const c = twin.itemConstraint(i);
      if (c.kind === 'cell') cellItem.set(c.row * side + c.column, i);
    }
    const list = (links, item) => {
      const options = [];
      for (let node = links[3 * (item + 1) + 1]; node !== item + 1; node = links[3 * node + 1]) {
        let spacer = node + 1;
        while (links[3 * spacer + 2] > 0) spacer += 1;
        options.push(-links[3 * spacer + 2] - 1);
      }
      return options;
    };
    const host = /** @type {HTMLElement} */ (document.getElementById('visualizer'));
    const canvas = /** @type {HTMLCanvasElement} */ (host.shadowRoot?.querySelector('.dv-grid canvas'));
    const bad = [];
    let checked = 0;
    let step = 0;
    for (; step <= 3000 && !(twin.done && step > 0); step++) {
      if (step > 0) {
        await window.vis.stepForward();
        twin.next();
      }
      const links = twin.links();
      const grid = twin.grid;
      const drawn = canvas.dataset.candidates.split(',');
      const expected = Array.from(grid, (ch, cell) =>
        ch === '.'
          ? list(links, cellItem.get(cell))
              .map((o) => twin.optionName(o).split('=')[1])
              .join('')
          : '',
      );
      if (drawn.join(',') !== expected.join(',') || canvas.dataset.grid !== grid) bad.push(step);
      const [item, options] = canvas.dataset.chosen.split(':');
      if (item !== undefined && item !== '' && options !== list(links, Number(item)).join(' ')) bad.push(-step);
      checked += 1;
    }
    twin.free();
    return { bad, checked, step: window.vis.step };
  }, HARD);
  assert.equal(result.checked, 3001);
  assert.deepEqual(result.bad, [], 'steps where the grid and the engine differ');
  assert.deepEqual(problems, []);
});

test('the pencil-mark grid at desktop and phone sizes, 4×4, 9×9 and 16×16, with its legend', async (t) => {
  const SIXTEEN = '.'.repeat(256);
  for (const [label, puzzle, step] of [
    ['4x4', SMALL, 13],
    ['9x9', HARD, 28],
    ['16x16', SIXTEEN, 40],
  ]) {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 800 },
    ]) {
      const { page, problems, root } = await openVisualizer(t, puzzle, viewport);
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
      await grid.screenshot({ path: join(RESULTS, `pencil-marks-${label}-${viewport.width}.png`) });
      assert.deepEqual(problems, []);
    }
  }
});
