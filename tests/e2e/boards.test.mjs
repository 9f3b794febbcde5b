// The boards beside the matrix: queens on a chessboard, Langford's pairs on
// their line, pentominoes in their box. Each placement drawn is checked
// against the option the engine selected, read by its name (`r3 c5`,
// `d2 s1 s4`, `P 00 01 ...`), which the board's facts (src/classic.rs's
// boards, through the binding) must agree with; a queen's attacked squares
// against the queens placed. Screenshots at 1280×900 and 375×800, light and
// dark, and at 1920×1080 in presentation mode.
// Run with `npm run build && node --test tests/e2e/boards.test.mjs`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot } from './harness.mjs';
import { visualizerSite } from './visualizer-page.mjs';

const { openVisualizer } = visualizerSite();

/**
 * The board's placements (`option:squares`) and the names of the options
 * the partial solution holds, at the step shown.
 * @param {import('playwright-core').Page} page
 */
function shown(page) {
  return page.evaluate(() => {
    const vis = /** @type {any} */ (window).vis;
    const session = vis.session;
    const canvas = /** @type {HTMLElement} */ (document.querySelector('#v1 .dv-board canvas'));
    const placed = (canvas.dataset.placed ?? '')
      .split(' ')
      .filter(Boolean)
      .map((entry) => {
        const [option, squares] = entry.split(':');
        return { option: Number(option), squares: squares.split(',').map(Number) };
      });
    return {
      placed,
      partial: session.state.partial(),
      names: session.state.partial().map((/** @type {number} */ o) => session.problem.optionName(o)),
      label: canvas.getAttribute('aria-label'),
      heading: document.querySelector('#v1 .dv-grid-panel h3')?.textContent,
    };
  });
}

test('a queen stands where the engine placed it, and the squares it attacks are shaded', async (t) => {
  const { page, problems, root } = await openVisualizer(
    t,
    { problem: 'queens 6' },
    { viewport: { width: 1280, height: 900 } },
  );
  // Step 40 of queens 6 holds two queens or more.
  await page.evaluate(() => /** @type {any} */ (window).vis.seek(40));
  const { placed, partial, names, label, heading } = await shown(page);
  assert.equal(heading, 'Board');
  assert.ok(partial.length >= 2, `queens placed at step 40: ${names.join('; ')}`);
  assert.deepEqual(
    placed.map((p) => p.option),
    partial,
  );
  for (const [k, { squares }] of placed.entries()) {
    const [row, col] = /r(\d+) c(\d+)/.exec(names[k])?.slice(1).map(Number) ?? [];
    assert.deepEqual(squares, [(row - 1) * 6 + (col - 1)], `the queen of ${names[k]}`);
    assert.match(label ?? '', new RegExp(`a queen at row ${row} column ${col}`));
  }
  await screenshot(root.locator('.dv-board'), 'board-queens-step', {});
  // At the first solution every queen's row, column and diagonals are
  // covered: the shaded squares are exactly the ones a queen attacks.
  await page.evaluate(() => /** @type {any} */ (window).vis.solve());
  const solved = await shown(page);
  assert.equal(solved.placed.length, 6);
  const queens = solved.placed.map(({ squares: [s] }) => [Math.floor(s / 6), s % 6]);
  const expected = [];
  for (let r = 0; r < 6; r++) {
    for (let c = 0; c < 6; c++) {
      const queen = queens.some(([qr, qc]) => qr === r && qc === c);
      const hit = queens.some(([qr, qc]) => qr === r || qc === c || qr - qc === r - c || qr + qc === r + c);
      if (hit && !queen) expected.push(r * 6 + c);
    }
  }
  const closed = await root.locator('.dv-board canvas').getAttribute('data-closed');
  assert.deepEqual(closed?.split(',').map(Number), expected);
  await screenshot(root.locator('.dv-board'), 'board-queens', {});
  assert.deepEqual(problems, []);
});

test("Langford's pairs stand on their line k apart, and pentominoes in their box", async (t) => {
  const { page, problems, root } = await openVisualizer(
    t,
    { problem: 'langford 4' },
    { viewport: { width: 1280, height: 900 } },
  );
  await page.evaluate(() => /** @type {any} */ (window).vis.solve());
  let { placed, names } = await shown(page);
  assert.equal(placed.length, 4, 'a solution places every pair');
  for (const [k, { squares }] of placed.entries()) {
    const [value, first, second] = /d(\d+) s(\d+) s(\d+)/.exec(names[k])?.slice(1).map(Number) ?? [];
    assert.deepEqual(squares, [first - 1, second - 1], names[k]);
    assert.equal(second - first, value + 1, `the two ${value}s have ${value} slots between them`);
  }
  await screenshot(root.locator('.dv-board'), 'board-langford', {});

  await page.evaluate(async () => {
    const vis = /** @type {any} */ (window).vis;
    await vis.load({ problem: 'pentominoes 3x20' });
    await vis.seek(30);
  });
  ({ placed, names } = await shown(page));
  assert.ok(placed.length >= 1, 'a piece is placed by step 30');
  for (const [k, { squares }] of placed.entries()) {
    const [piece, ...cells] = names[k].split(' ');
    assert.match(piece, /^[OPQRSTUVWXYZ]$/);
    assert.deepEqual(
      squares,
      cells.map((cell) => parseInt(cell[0], 36) * 20 + parseInt(cell[1], 36)),
      `piece ${names[k]}`,
    );
  }
  await page.evaluate(() => /** @type {any} */ (window).vis.solve());
  ({ placed } = await shown(page));
  assert.equal(placed.length, 12, 'a solution places the twelve pieces');
  assert.equal(new Set(placed.flatMap((p) => p.squares)).size, 60, 'and fills the 60 cells');
  await screenshot(root.locator('.dv-board'), 'board-pentominoes', {});
  assert.deepEqual(problems, []);
});

test('the boards at 1280×900 and 375×800, light and dark', async (t) => {
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ]) {
    for (const scheme of /** @type {const} */ (['light', 'dark'])) {
      const { page, context, problems, root } = await openVisualizer(
        t,
        { problem: 'queens 8' },
        { viewport: { width, height }, colorScheme: scheme },
      );
      await page.evaluate(() => /** @type {any} */ (window).vis.seek(60));
      const board = root.locator('.dv-board');
      const box = await board.boundingBox();
      assert.ok(box && box.width <= width, `the board fits ${width} px`);
      await board.scrollIntoViewIfNeeded();
      await screenshot(page, `board-queens-${width}-${scheme}`, {});
      assert.deepEqual(problems, []);
      // Given back before the next page opens: that is this page made fresh (page-pool.mjs), not a new context.
      await context.close();
    }
  }
});
