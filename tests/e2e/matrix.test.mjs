// The matrix panel in headless Chromium: the compact mode draws exactly the
// engine's active items and linked options (plus the event's extras) at
// steps of a 9×9 search; the toggle to the full matrix and back, remembered
// for the session; grid ↔ matrix highlighting both ways; the legend; and
// inspection by hover and by tap on a touch screen.
// Run with `npm run build && node --test tests/e2e/matrix.test.mjs`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, startSite, visualizerPage } from './harness.mjs';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const KNUTH = 'a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g';
const HINT = /^Columns are items, rows are options/;

const PAGE = visualizerPage('matrix test', '<h1>Matrix</h1>');

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** A page with the visualizer of `source` as `window.vis`. */
async function open(t, source, options = { viewport: { width: 1280, height: 900 } }) {
  const { page, context, problems } = await site.openScratch(PAGE, options);
  t.after(() => context.close());
  await mount(page, source);
  // `done()` gives the page back before the test ends, so that a test's next
  // page is this one made fresh (page-pool.mjs) rather than a new context.
  return { page, problems, panel: page.locator('.dv-matrix'), done: () => context.close() };
}

async function mount(page, source) {
  await page.waitForFunction(() => window.mountVisualizer);
  await page.evaluate(async (source) => {
    window.vis?.destroy();
    window.vis = window.mountVisualizer(document.getElementById('v'), source);
    await window.vis.ready;
  }, source);
}

const drawn = (page) => page.evaluate(() => window.vis.inspect().matrix);

/**
 * The page point of the centre of compact row `row`'s name, or of column `column`'s name.
 * @param {import('playwright-core').Page} page
 * @param {{ row?: number, column?: number }} at
 */
async function compactPoint(page, { row, column }) {
  const { geometry } = await drawn(page);
  const box = await page.locator('.dv-mx-scroll canvas').boundingBox();
  if (row !== undefined) return { x: box.x + geometry.left / 2, y: box.y + geometry.top + (row + 0.5) * geometry.cell };
  return { x: box.x + geometry.left + (column + 0.5) * geometry.cell, y: box.y + geometry.top - 30 };
}

test('the compact matrix draws the engine’s active items and linked options at every step checked', async (t) => {
  const { page, problems, panel } = await open(t, { puzzle: HARD });
  const solved = await page.evaluate(() => window.vis.solve());
  const steps = [0, 1, 2, 3, 4, 5, 6, 37, 250, 2600, 9000, solved];
  for (const step of steps) {
    await page.evaluate((step) => window.vis.seek(step), step);
    const view = await drawn(page);
    const engine = await page.evaluate(
      async ([puzzle, step]) => {
        const { loadStepperEngine } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/load.js'));
        const stepper = new (await loadStepperEngine()).Stepper(puzzle);
        if (step > 1) stepper.nextBatch(step - 1);
        const event = step > 0 ? stepper.next() : undefined;
        const lengths = stepper.itemLengths();
        const { readMatrixNodes } = await import(/** @type {string} */ ('/www/sudoku-dlx/shared/layouts.js'));
        const { down, option } = readMatrixNodes(stepper.matrixNodes()).nodes;
        const items = [];
        const options = new Set();
        lengths.forEach((length, i) => {
          if (length < 0) return;
          items.push(i);
          for (let node = down[i + 1]; node !== i + 1; node = down[node]) options.add(option[node]);
        });
        stepper.free();
        const extraItems = event?.kind === 'cover' ? [event.item] : [];
        const extraOptions =
          event?.kind === 'cover'
            ? [...event.options]
            : ['select', 'deselect'].includes(event?.kind)
              ? [event.option]
              : [];
        const sorted = (list) => [...new Set(list)].sort((x, y) => x - y);
        return {
          kind: event?.kind,
          active: items.length,
          linked: options.size,
          items: sorted([...items, ...extraItems]),
          options: sorted([...options, ...extraOptions]),
        };
      },
      [HARD, step],
    );
    assert.equal(view.mode, 'compact', '9×9 opens compact');
    assert.deepEqual(view.items, engine.items, `items drawn at step ${step} (after a ${engine.kind})`);
    assert.deepEqual(view.options, engine.options, `options drawn at step ${step} (after a ${engine.kind})`);
    const shown = await panel.locator('.dv-mx-shown').textContent();
    const expected =
      step === solved
        ? /^Showing a solution/
        : new RegExp(`^Showing ${engine.active} active items? × ${engine.linked} linked options?`);
    assert.match(shown, expected, shown);
  }
  assert.deepEqual((await drawn(page)).items, [], 'a solution leaves no active item');
  await page.evaluate(() => window.vis.seek(2600));
  await screenshot(panel, 'matrix-compact-9x9');
  assert.deepEqual(problems, []);
});

test('the toggle switches to the full matrix and back, and the choice lasts the session', async (t) => {
  const { page, problems, panel, done } = await open(t, { puzzle: HARD });
  const compactButton = panel.getByRole('button', { name: 'Active only' });
  const fullButton = panel.getByRole('button', { name: 'Full matrix' });
  assert.equal(await compactButton.getAttribute('aria-pressed'), 'true');
  assert.equal(await panel.locator('.dv-mx-scroll').isVisible(), true);
  await page.evaluate(() => window.vis.seek(300));
  const compact = await drawn(page);
  await fullButton.click();
  const full = await drawn(page);
  assert.equal(full.mode, 'full');
  assert.equal(await fullButton.getAttribute('aria-pressed'), 'true');
  assert.equal(full.items.length, 252);
  assert.ok(full.items.length > compact.items.length, 'the full matrix keeps covered items');
  assert.equal(await panel.locator('.dv-matrix-scroll').isVisible(), true);
  assert.equal(await panel.locator('.dv-mx-scroll').isVisible(), false);
  assert.match(await panel.locator('.dv-mx-shown').textContent(), /^All 252 items × 283 options/);

  await mount(page, { puzzle: EASY });
  assert.equal((await drawn(page)).mode, 'full', 'another problem keeps the choice');
  await page.reload();
  await mount(page, { puzzle: HARD });
  assert.equal((await drawn(page)).mode, 'full', 'so does a reload');
  await page.locator('.dv-matrix').getByRole('button', { name: 'Active only' }).click();
  assert.deepEqual((await drawn(page)).items.length, 252, 'back to compact, at step 0 every item is active');
  assert.deepEqual(problems, []);

  await done();
  const knuth = await open(t, { problem: KNUTH });
  assert.equal((await drawn(knuth.page)).mode, 'full', "Knuth's example opens full in a fresh session");
  assert.deepEqual(knuth.problems, []);
});

test('a grid cell highlights its item and options in the matrix, and the matrix its cells in the grid', async (t) => {
  const { page, problems, panel } = await open(t, { puzzle: HARD });
  const expected = await page.evaluate(async (puzzle) => {
    const { loadStepperEngine } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/load.js'));
    const stepper = new (await loadStepperEngine()).Stepper(puzzle);
    const names = stepper.itemNames();
    const options = [];
    for (let o = 0; o < stepper.optionCount; o++) if (stepper.optionPlacement(o).cell === 1) options.push(o);
    const placements = Array.from({ length: stepper.optionCount }, (_, o) => stepper.optionPlacement(o).cell);
    const cellsOf = Array.from({ length: stepper.itemCount }, (_, i) => Array.from(stepper.itemCells(i)));
    stepper.free();
    return { item: names.indexOf('R1C2'), options, placements, cellsOf };
  }, HARD);
  const grid = page.locator('.dv-grid canvas');
  const marks = page.locator('.dv-grid-marks');
  const box = await grid.boundingBox();
  const cellSize = box.width / 9;
  const clickCell = (cell) =>
    grid.click({ position: { x: ((cell % 9) + 0.5) * cellSize, y: (Math.floor(cell / 9) + 0.5) * cellSize } });

  await clickCell(1);
  let view = await drawn(page);
  assert.deepEqual(view.highlight, { items: [expected.item], options: expected.options });
  assert.equal(await marks.getAttribute('data-cells'), '1');
  assert.match(await panel.locator('figcaption').textContent(), /^R1C2: item R1C2, 5 of its 5 options still linked/);
  await screenshot(page, 'matrix-grid-link');
  // What the caption says follows the search.
  await page.evaluate(() => window.vis.seek(3510));
  assert.match(await panel.locator('figcaption').textContent(), /^R1C2: item R1C2, 4 of its 5 options still linked/);
  await page.evaluate(() => window.vis.seek(0));
  await clickCell(1);
  view = await drawn(page);
  assert.deepEqual(view.highlight, { items: [], options: [] }, 'a second click lets go');
  assert.equal(await marks.getAttribute('data-cells'), '');

  await clickCell(0);
  assert.deepEqual((await drawn(page)).highlight, { items: [], options: [] });
  assert.match(await panel.locator('figcaption').textContent(), /^R1C1 is a given/);

  // The reverse: an option's name, then an item's name, in the compact matrix.
  view = await drawn(page);
  const rowPoint = await compactPoint(page, { row: 7 });
  await page.mouse.click(rowPoint.x, rowPoint.y);
  const option = view.options[7];
  assert.deepEqual((await drawn(page)).highlight, { items: [], options: [option] });
  assert.equal(await marks.getAttribute('data-cells'), String(expected.placements[option]));
  const columnPoint = await compactPoint(page, { column: 3 });
  await page.mouse.click(columnPoint.x, columnPoint.y);
  const item = view.items[3];
  assert.deepEqual((await drawn(page)).highlight, { items: [item], options: [] });
  assert.equal(await marks.getAttribute('data-cells'), expected.cellsOf[item].join(' '));
  assert.deepEqual(problems, []);
});

test('playback moves nothing in the matrix panel: the canvas and the legend keep their place in it', async (t) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    const { page, problems, done } = await open(t, { puzzle: HARD }, { viewport });
    const tops = await page.evaluate(
      () =>
        new Promise((done) => {
          const places = new Set();
          const canvas = document.querySelector('.dv-mx-scroll canvas');
          const legend = document.querySelector('.dv-mx-legend');
          const panel = document.querySelector('.dv-matrix');
          const lines = new Set();
          const start = performance.now();
          const sample = (/** @type {number} */ now) => {
            const top = panel.getBoundingClientRect().top;
            places.add(`${canvas.getBoundingClientRect().top - top} ${legend.getBoundingClientRect().top - top}`);
            lines.add(document.querySelector('.dv-mx-shown').textContent);
            // A second and a half, longer on a loaded machine whose frames
            // come slower: until the line has changed ten times, or 15 s.
            const sampled = now - start >= 1500 && (lines.size > 10 || now - start >= 15_000);
            if (!sampled) requestAnimationFrame(sample);
            else done({ places: [...places], lines: lines.size });
          };
          window.vis.speed = 400;
          window.vis.play();
          requestAnimationFrame(sample);
        }),
    );
    assert.ok(tops.lines > 10, `the line said what was shown as it changed (${tops.lines} texts)`);
    assert.equal(tops.places.length, 1, `${viewport.width} px: the canvas and legend stayed put (${tops.places})`);
    assert.deepEqual(problems, []);
    await done();
  }
});

test('the legend names every mark of the mode shown', async (t) => {
  const { problems, panel } = await open(t, { puzzle: HARD });
  const legend = panel.getByRole('list', { name: 'Legend of the matrix' });
  const visible = async () =>
    (
      await legend
        .locator('li')
        .evaluateAll((items) => items.filter((li) => li.offsetParent).map((li) => li.textContent))
    ).join('\n');
  const compact = await visible();
  for (const words of [
    /a node/,
    /length/,
    /chosen item/,
    /just hidden by a cover/,
    /just restored/,
    /being tried/,
    /picked/,
  ]) {
    assert.match(compact, words);
  }
  assert.doesNotMatch(compact, /partial solution/);
  await panel.getByRole('button', { name: 'Full matrix' }).click();
  const full = await visible();
  for (const words of [/covered item/, /hidden option/, /partial solution/, /chosen item/, /just hidden/, /picked/]) {
    assert.match(full, words);
  }
  assert.doesNotMatch(full, /being tried|struck through/);
  // Every swatch takes its colour from the theme, so none is left blank.
  const blank = await legend.locator('.dv-lg').evaluateAll(
    (marks) =>
      marks.filter((mark) => {
        const style = getComputedStyle(mark);
        return style.backgroundColor === 'rgba(0, 0, 0, 0)' && style.borderTopStyle === 'none';
      }).length,
  );
  assert.equal(blank, 0);
  assert.deepEqual(problems, []);
});

test('hover names the column and row; on a touch screen a tap does, until a second tap or a tap elsewhere', async (t) => {
  const desk = await open(t, { puzzle: HARD });
  const point = await compactPoint(desk.page, { row: 0 });
  const view = await drawn(desk.page);
  const node = { x: point.x + view.geometry.left / 2 + view.geometry.cell / 2, y: point.y };
  await desk.page.mouse.move(node.x, node.y);
  assert.match(await desk.panel.locator('figcaption').textContent(), /^column R1C2 \(5 options\) · row R1C2=1$/);
  // "Go to rows" scrolls the row items (R1#1 is 1 in row 1) to the left edge.
  await desk.panel.getByRole('button', { name: 'rows' }).click();
  await desk.page.waitForFunction(() => document.querySelector('.dv-mx-scroll').scrollLeft > 0);
  const first = await compactPoint(desk.page, { column: 0 });
  await desk.page.mouse.move(first.x, first.y);
  assert.match(await desk.panel.locator('figcaption').textContent(), /^column R1#1 \(\d options\)$/);
  assert.deepEqual(desk.problems, []);

  const { page, problems, panel } = await open(
    t,
    { puzzle: HARD },
    { viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
  );
  const caption = panel.locator('figcaption');
  // A tap lands only in the window: the phone's controls (44 px targets) put the matrix below the first screen.
  await page.locator('.dv-mx-scroll canvas').scrollIntoViewIfNeeded();
  const row = await compactPoint(page, { row: 2 });
  await page.touchscreen.tap(row.x, row.y);
  assert.match(await caption.textContent(), /^row R1C2=5$/);
  assert.deepEqual((await drawn(page)).highlight.options.length, 1);
  await page.touchscreen.tap(row.x, row.y);
  assert.match(await caption.textContent(), HINT, 'a second tap clears');
  assert.deepEqual((await drawn(page)).highlight.options, []);

  await page.touchscreen.tap(row.x, row.y);
  assert.match(await caption.textContent(), /^row R1C2=5$/);
  await page.locator('h1').tap();
  assert.match(await caption.textContent(), HINT, 'a tap elsewhere clears');
  assert.deepEqual((await drawn(page)).highlight.options, []);
  // A tap on a node says what hover says there: its column and its row.
  await page.locator('.dv-mx-scroll canvas').scrollIntoViewIfNeeded();
  const again = await compactPoint(page, { row: 2 });
  const { geometry } = await drawn(page);
  await page.touchscreen.tap(again.x + geometry.left / 2 + geometry.cell / 2, again.y);
  assert.match(await caption.textContent(), /^column R1C2 \(5 options\) · row R1C2=5$/);
  await screenshot(page, 'matrix-phone');
  assert.deepEqual(problems, []);
});

test("the chosen item's length is written on its own column, over no neighbour's bar", async (t) => {
  const { page, problems } = await open(t, { problem: KNUTH });
  // Step 1 chooses item a (2 options); b's bar is just right of it.
  await page.evaluate(() => window.vis.seek(1));
  const seen = await page.evaluate(() => {
    const canvas = /** @type {HTMLCanvasElement} */ (
      document.querySelector('.dv-matrix-scroll canvas[data-length-tag]')
    );
    const [left, top, width, height] = (canvas.dataset.lengthTag ?? '').split(' ').map(Number);
    const probe = document.createElement('span');
    probe.style.color = getComputedStyle(canvas).getPropertyValue('--dv-chosen');
    document.body.append(probe);
    const [r, g, b] = (getComputedStyle(probe).color.match(/\d+/g) ?? []).map(Number);
    probe.remove();
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const { data } = ctx.getImageData(0, top, canvas.width, height);
    const count = (/** @type {number} */ x0, /** @type {number} */ x1) => {
      let n = 0;
      for (let y = 0; y < height; y++) {
        for (let x = x0; x < Math.min(x1, canvas.width); x++) {
          const i = 4 * (y * canvas.width + x);
          if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 40) n++;
        }
      }
      return n;
    };
    return { inside: count(left, left + width), right: count(left + width + 1, left + width + 40), width };
  });
  assert.ok(seen.inside > seen.width, `the tag is drawn in the chosen colour (${seen.inside} pixels)`);
  assert.equal(seen.right, 0, "no chosen-coloured pixel over the next column's bar");
  await screenshot(page.locator('.dv-matrix'), 'matrix-length-tag');
  assert.deepEqual(problems, []);
});

test('the full matrix writes item names whole: no ascender cut at the top ("f" read as "t")', async (t) => {
  for (const deviceScaleFactor of [1, 2]) {
    const { page, problems } = await open(
      t,
      { problem: KNUTH },
      { viewport: { width: 375, height: 800 }, deviceScaleFactor },
    );
    // Ink in the canvas's top row is a letter that went on above it, cut.
    const cut = await page.evaluate(() => {
      const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('.dv-matrix-scroll canvas'));
      const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
      const { data } = ctx.getImageData(0, 0, canvas.width, 1);
      const columns = [];
      for (let x = 0; x < canvas.width; x++) {
        const i = 4 * x;
        if (Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]) > 40) {
          columns.push(x);
        }
      }
      return columns;
    });
    assert.deepEqual(cut, [], `at ${deviceScaleFactor}×, ink on the top row at x = ${cut.slice(0, 8)}`);
    if (deviceScaleFactor === 2) await screenshot(page.locator('.dv-matrix'), 'matrix-item-names-phone');
    assert.deepEqual(problems, []);
  }
});

test('at a solution the compact matrix lists the options chosen, in the same box, and not before or after', async (t) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    const { page, problems, panel, done } = await open(t, { puzzle: HARD }, { viewport });
    const note = panel.locator('[data-role="solved"]');
    const box = () => panel.locator('.dv-mx-scroll').boundingBox();
    await page.evaluate(() => window.vis.seek(40));
    assert.equal(await note.isVisible(), false, 'no note in the middle of the search');
    const before = await box();
    const solved = await page.evaluate(() => window.vis.solve());
    await page.evaluate((step) => window.vis.seek(step), solved);
    assert.ok(await note.isVisible(), 'the note shows at the solution');
    const after = await box();
    assert.equal(after.height, before.height, 'the box keeps its height');
    assert.equal(after.y, before.y, 'and its place');
    const text = await note.innerText();
    assert.match(text, /every primary item is covered/);
    assert.match(text, /The 63 options chosen, one per level of the search stack, filled in the grid/);
    const listed = await note.locator('li').allTextContents();
    const stack = await page.evaluate(() =>
      [...document.querySelectorAll('.dv-stack-option')].map((option) => option.textContent),
    );
    assert.equal(listed.length, 63);
    assert.deepEqual(new Set(listed), new Set(stack.map((option) => option.replace(/^.*→ /, ''))));
    assert.match(await panel.locator('.dv-mx-shown').textContent(), /^Showing a solution/);
    // "(below)" only where the grid is below the matrix.
    assert.equal(await note.locator('.dv-below').isVisible(), viewport.width < 760);
    await screenshot(panel, `matrix-compact-solution-${viewport.width}`);
    await page.evaluate((step) => window.vis.seek(step + 1), solved);
    assert.equal(await note.isVisible(), false, 'the next step draws the matrix again');
    assert.deepEqual(problems, []);
    await done();
  }
});
