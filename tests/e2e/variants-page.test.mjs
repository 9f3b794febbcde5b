// Variant puzzles in the page (issue 36), at 1280×900 and 375×800, light
// and dark: a killer and a jigsaw opened by a link (the `puzzle` parameter),
// drawn (cages dashed with their sums, the jigsaw's regions in thick lines,
// the rules in words), played (a clash in a cage marked as a mistake, Check
// by the variant's solution, the whole grid typed in ends the game), Solve
// filling the solution; a bad variant string says what and where, and the
// element takes a good one after it, as a property.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot, typeGame } from './harness.mjs';
import { DESKTOP, PHONE_OPTIONS, cell, playSite, readGrid } from './play-page.mjs';

const { openSolver } = playSite();

/** ISS's killer example (Wikipedia's), and its solution. */
const KILLER =
  '.Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9.Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~27~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C5~R9C6~R9C7.Cage~17~R9C8~R9C9';
const KILLER_SOLVED = '215647398368952174794381652586274931142593867973816425821739546659428713437165289';
/** ISS's jigsaw example, and its solution. */
const JIGSAW =
  '.NoBoxes.Jigsaw~000000021453303021453333221453322221455566121445666111445566667488887777888887777.~R1C1_3~R1C9_7~R2C1_1~R2C9_5~R3C5_6~R3C6_8~R4C3_5~R4C5_1~R4C6_9~R5C4_9~R6C9_2~R7C1_8~R7C6_3~R8C4_2~R8C5_3~R8C6_5~R8C9_1~R9C8_9';
const JIGSAW_SOLVED = '364891527189374265542168739625719843213987456937456182876523914498235671751642398';

const SIZES = /** @type {const} */ ([
  ['1280×900', { viewport: DESKTOP }, 'desktop'],
  ['375×800', PHONE_OPTIONS, 'phone'],
]);

/** @param {import('playwright-core').Locator} solver @param {string} selector */
function count(solver, selector) {
  return solver.evaluate((host, s) => host.shadowRoot.querySelectorAll(s).length, selector);
}

/** @param {import('playwright-core').Locator} solver @param {number} marks the marks drawn once the variant shows */
async function drawn(solver, selector, marks) {
  await solver
    .page()
    .waitForFunction(
      ([s, n]) => document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll(s).length === n,
      [selector, marks],
    );
}

/** @param {import('playwright-core').Page} page @param {string} name */
function shoot(page, name) {
  return screenshot(page, name, { scale: 'css' });
}

/**
 * Types `symbol` into cell `index`, as a player does.
 * @param {import('playwright-core').Page} page @param {import('playwright-core').Locator} solver
 * @param {number} index @param {string} symbol
 */
async function typeAt(page, solver, index, symbol) {
  await cell(solver, index).click();
  await page.keyboard.type(symbol);
}

for (const [size, options, device] of SIZES) {
  test(`${size}: a killer by link is drawn, its cage clash is a mistake, Check and Solve go by its rules`, async (t) => {
    const { page, solver, problems } = await openSolver(t, `?puzzle=${encodeURIComponent(KILLER)}`, { options });
    await drawn(solver, '.variant-marks .cage path', 29);
    assert.equal(await count(solver, '.variant-marks .cage text'), 29, 'every cage has its sum');
    const sums = await solver.evaluate((host) =>
      [...host.shadowRoot.querySelectorAll('.variant-marks .cage text')].map((t) => Number(t.textContent)),
    );
    assert.equal(
      sums.reduce((a, b) => a + b),
      405,
      'the sums are the puzzle’s: all nine 45s',
    );
    const rules = solver.locator('[data-part="rules"]');
    assert.match(await rules.textContent(), /Killer cages: the digits in a dashed cage add up to its sum/);
    assert.match(await rules.textContent(), /Hint gives the next step these rules imply/);
    // A legible sum: at least 9 CSS pixels high at this size.
    const sumBox = await solver.locator('.variant-marks .cage text').first().boundingBox();
    assert.ok(sumBox && sumBox.height >= 9, `the sum is ${sumBox?.height}px high`);
    await shoot(page, `variant-killer-${device}`);

    // R3C3 and R4C4 share no row, column or box, only the 9-cage.
    await typeAt(page, solver, 20, '2');
    await typeAt(page, solver, 30, '2');
    await page.waitForFunction(() =>
      document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelector('[data-index="30"].wrong'),
    );
    await cell(solver, 30).focus();
    assert.match(await solver.locator('[data-part="cell-note"]').textContent(), /row 3, column 3 \(same cage\)/);
    const link = new URL(page.url());
    assert.equal(link.searchParams.get('puzzle'), KILLER, 'the link carries the variant');

    await page.keyboard.press('Backspace');
    await cell(solver, 20).focus();
    await page.keyboard.press('Backspace');
    // A wrong entry that clashes with nothing: only the variant's solution tells.
    await typeAt(page, solver, 0, '1');
    await solver.evaluate((host) => host.shadowRoot.querySelector('[data-action="check"]').click());
    await solver
      .getByRole('status')
      .filter({ hasText: /Check: your one entry is wrong/ })
      .waitFor();
    await cell(solver, 0).focus();
    await page.keyboard.press('Backspace');

    // No single follows from the killer’s empty grid: Hint starts where a killer player does, its cage of 3.
    await solver.evaluate((host) => host.shadowRoot.querySelector('[data-action="hint"]').click());
    await solver.getByText(/Look at the cage of 3 at row 1, column 1: what can make it\?/).waitFor();

    await solver.evaluate((host) => host.solve());
    await page.waitForFunction(
      (solved) =>
        [...document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('[role="gridcell"] input')]
          .map((input) => /** @type {HTMLInputElement} */ (input).value)
          .join('') === solved,
      KILLER_SOLVED,
    );
    assert.deepEqual(problems, []);
  });

  test(`${size}: a jigsaw by link is drawn without boxes, and typed in whole it ends the game`, async (t) => {
    for (const scheme of ['light', 'dark']) {
      const { page, context, solver, problems } = await openSolver(t, `?puzzle=${encodeURIComponent(JIGSAW)}`, {
        options,
        scheme,
        puzzle: '3'.repeat(18),
      });
      await drawn(solver, '.variant-marks .region path', 1);
      assert.equal(await count(solver, '.grid.no-boxes'), 1, 'the boxes are no rule: thin lines');
      assert.match(await solver.locator('[data-part="rules"]').textContent(), /Jigsaw: each region in thick lines/);
      await shoot(page, `variant-jigsaw-${device}-${scheme}`);
      if (scheme === 'dark') break;
      // Hint: a single in the variant's words, first where to look, then the step.
      const hint = () => solver.evaluate((host) => host.shadowRoot.querySelector('[data-action="hint"]').click());
      await hint();
      await solver.getByText(/Hint: Look for an? \d in (the region at row \d, column \d|row \d|column \d)\./).waitFor();
      await hint();
      await solver
        .getByText(/is the only place for \d in this (region|row|column)/)
        .first()
        .waitFor();
      await shoot(page, `variant-hint-${device}`);
      const grid = await readGrid(solver);
      const open = grid.flatMap((c, i) => (c.kind === 'given' ? [] : [i]));
      assert.equal(open.length, 81 - 18);
      // A player's keys: a digit, then Enter to the next open cell.
      await typeGame(solver, open, JIGSAW_SOLVED);
      await solver.getByRole('heading', { name: 'Solved!' }).waitFor();
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
}

test('a bad variant string says what and where, and the element takes a good one after it', async (t) => {
  const { page, solver } = await openSolver(t, `?puzzle=${encodeURIComponent('.Cage~15~R1C3~R1Z4')}`);
  const error = solver.locator('[data-part="grid-error"]');
  await error.filter({ hasText: /column 1: Cage: "R1Z4" is not a cell of the grid \(R1C1 to R9C9\)/ }).waitFor();
  await shoot(page, 'variant-error-desktop');
  await solver.evaluate((host, text) => (host.puzzle = text), JIGSAW);
  await drawn(solver, '.variant-marks .region path', 1);
  assert.equal(await error.textContent(), '');
  assert.match(
    await solver.evaluate((host) => host.puzzle),
    /^\.NoBoxes\.Jigsaw~0+12345505/,
    'the element reflects it',
  );
});

test('a variant pasted is drawn: X-windoku’s diagonals and windows', async (t) => {
  const { page, solver } = await openSolver(t, '?puzzle=');
  const text =
    '.Diagonal~1.Diagonal~-1.Windoku.~R1C8_1~R2C5_2~R2C9_3~R4C1_4~R4C6_3~R5C5_5~R5C9_6~R6C5_1~R7C6_7~R7C7_8~R8C5_6~R9C5_3~R9C6_2';
  await solver.locator('[data-part="paste"]').fill(text);
  await solver.locator('[data-action="load"]').click();
  await drawn(solver, '.variant-marks .window rect', 4);
  assert.equal(await count(solver, '.variant-marks .diagonal path'), 2);
  await solver
    .getByRole('status')
    .filter({ hasText: /Loaded a 9 × 9 diagonals and windoku puzzle/ })
    .waitFor();
  await solver.getByRole('grid').scrollIntoViewIfNeeded();
  await shoot(page, 'variant-x-windoku-desktop');
});

test('a variant game in progress is saved with its rules and resumed on the next visit', async (t) => {
  const { page, solver } = await openSolver(t, `?puzzle=${encodeURIComponent(JIGSAW)}`, { puzzle: '3'.repeat(18) });
  await drawn(solver, '.variant-marks .region path', 1);
  await typeAt(page, solver, 1, '6');
  // Saving waits for the end of a task.
  await page.waitForTimeout(300);
  // The page's own address, with no puzzle: it resumes the game in progress.
  const again = await page.context().newPage();
  await again.goto(new URL('/index.html', page.url()).href);
  const resumed = again.locator('sudoku-dlx[mode="solve"]');
  await drawn(resumed, '.variant-marks .region path', 1);
  const grid = await readGrid(resumed);
  assert.equal(grid.filter((c) => c.kind === 'given').length, 18);
  assert.deepEqual(grid[1], { value: '6', kind: 'entry', invalid: false });
  assert.equal(await count(resumed, '.grid.no-boxes'), 1);
});

test('thermometers, kropki dots, X and V are drawn and named', async (t) => {
  const text = '.Thermo~R1C1~R2C2~R3C3~R3C4.WhiteDot~R5C5~R5C6.BlackDot~R6C1~R7C1.X~R8C8~R8C9.V~R9C1~R9C2';
  const { page, solver } = await openSolver(t, `?puzzle=${encodeURIComponent(text)}`);
  await drawn(solver, '.variant-marks .thermo circle', 1);
  assert.equal(await count(solver, '.variant-marks .white-dot circle'), 1);
  assert.equal(await count(solver, '.variant-marks .black-dot circle'), 1);
  const letters = await solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('.variant-marks .xv text')].map((t) => t.textContent),
  );
  assert.deepEqual(letters, ['X', 'V']);
  const rules = await solver.locator('[data-part="rules"]').textContent();
  for (const name of ['Thermometers:', 'Kropki dots:', 'XV:']) assert.ok(rules?.includes(name), rules ?? '');
  assert.doesNotMatch(rules ?? '', /Not drawn/);
  await shoot(page, 'variant-thermo-dots-desktop');
});

test('Solve keeps every rule a variant has: a thermometer, dots, X, V and an arrow', async (t) => {
  const text =
    '.Thermo~R1C1~R2C2~R3C3~R3C4.WhiteDot~R5C5~R5C6.BlackDot~R6C1~R7C1.X~R8C8~R8C9.V~R9C1~R9C2.Arrow~R4C4~R4C5~R4C6';
  const { page, solver, problems } = await openSolver(t, `?puzzle=${encodeURIComponent(text)}`);
  await drawn(solver, '.variant-marks .arrow circle', 1);
  await solver.evaluate((host) => host.solve());
  const values = await page.waitForFunction(() => {
    const inputs = document
      .querySelector('sudoku-dlx[mode="solve"]')
      .shadowRoot.querySelectorAll('[role="gridcell"] input');
    const grid = [...inputs].map((input) => /** @type {HTMLInputElement} */ (input).value).join('');
    return /^[1-9]{81}$/.test(grid) && grid;
  });
  const grid = [...(await values.jsonValue())].map(Number);
  const at = (/** @type {number} */ row, /** @type {number} */ col) => grid[(row - 1) * 9 + col - 1];
  assert.ok(at(1, 1) < at(2, 2) && at(2, 2) < at(3, 3) && at(3, 3) < at(3, 4), 'the thermometer rises');
  assert.equal(Math.abs(at(5, 5) - at(5, 6)), 1, 'the white dot joins consecutive digits');
  const [a, b] = [at(6, 1), at(7, 1)];
  assert.ok(a === 2 * b || b === 2 * a, 'the black dot joins a digit and its double');
  assert.equal(at(8, 8) + at(8, 9), 10, 'X');
  assert.equal(at(9, 1) + at(9, 2), 5, 'V');
  assert.equal(at(4, 4), at(4, 5) + at(4, 6), "the arrow's circle is the sum along it");
  assert.deepEqual(problems, []);
});
