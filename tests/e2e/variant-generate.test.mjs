// New puzzle makes killers and jigsaws (issue 36), at 1280×900 and 375×800:
// Kind → Killer draws the new puzzle's cages with their sums (all nine 45s),
// leaves no clue, offers only the sizes a variant is made in and no
// symmetry; the puzzle has exactly one solution by the wasm module in Node,
// plays (a digit typed, Solve fills the variant's solution, checked against
// every cage); Kind → Jigsaw draws regions and loads its clues.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadLogicEngine } from '../../www/sudoku-dlx/engine/load.js';
import { screenshot } from './harness.mjs';
import { DESKTOP, PHONE_OPTIONS, cell, playSite, readGrid, status } from './play-page.mjs';

const { openSolver } = playSite();
const engine = await loadLogicEngine();

const SIZES = /** @type {const} */ ([
  ['1280×900', { viewport: DESKTOP }, 'desktop'],
  ['375×800', PHONE_OPTIONS, 'phone'],
]);

/** @param {import('playwright-core').Locator} solver @param {string} kind */
async function newVariant(solver, kind) {
  // New puzzle's own Kind; the bar's beside New game is another select.
  await solver.locator('select[data-part="new-kind"]').selectOption(kind);
  await solver.getByRole('button', { name: 'New puzzle' }).click();
}

/** The variant text the element plays, as the link carries it. @param {import('playwright-core').Page} page */
function linked(page) {
  return /** @type {string} */ (new URL(page.url()).searchParams.get('puzzle'));
}

for (const [size, options, device] of SIZES) {
  test(`${size}: New puzzle → killer draws its cages, has one solution, and plays`, async (t) => {
    const { page, solver, problems } = await openSolver(t, '?puzzle=', { options });
    await newVariant(solver, 'killer');
    await status(solver, /^New 9×9 killer, \d+ cages\./);
    const sums = await solver.evaluate((host) =>
      [...host.shadowRoot.querySelectorAll('.variant-marks .cage text')].map((t) => Number(t.textContent)),
    );
    assert.ok(sums.length > 9, `${sums.length} cages drawn`);
    assert.equal(
      sums.reduce((a, b) => a + b),
      405,
      'the sums are a full grid’s',
    );
    assert.ok(
      (await readGrid(solver)).every(({ value }) => value === ''),
      'a killer has no clues',
    );
    const disabled = (/** @type {string} */ selector) =>
      solver.evaluate((host, s) => host.shadowRoot.querySelector(s).disabled, selector);
    assert.equal(await disabled('[data-part="new-symmetry"]'), true, 'no symmetry for a variant');
    assert.equal(await disabled('[data-part="new-size"] option[value="16"]'), true, 'no 16×16 killer');

    const text = linked(page);
    assert.match(text, /^\.Cage~/);
    assert.equal(engine.countVariant(text, 2), 1, 'exactly one solution');
    const { solution } = engine.solveVariant(text);
    await screenshot(page, `variant-new-killer-${device}`, { scale: 'css' });

    await cell(solver, 40).click();
    await page.keyboard.type(solution[40]);
    await solver.evaluate((host) => host.solve());
    await page.waitForFunction(
      (solved) =>
        [...document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('[role="gridcell"] input')]
          .map((input) => /** @type {HTMLInputElement} */ (input).value)
          .join('') === solved,
      solution,
    );
    for (const cage of text.split('.Cage~').slice(1)) {
      const [sum, ...cells] = cage.split('~');
      const values = cells.map((id) => Number(solution[(Number(id[1]) - 1) * 9 + Number(id[3]) - 1]));
      assert.equal(
        values.reduce((a, b) => a + b),
        Number(sum),
        `cage ${cage}`,
      );
      assert.equal(new Set(values).size, values.length, `no repeat in ${cage}`);
    }
    assert.deepEqual(problems, []);
  });
}

test('1280×900: New puzzle → jigsaw draws its regions and loads its clues, with one solution', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  await newVariant(solver, 'jigsaw');
  await status(solver, /^New 9×9 jigsaw, \d+ clues\./);
  const text = linked(page);
  assert.match(text, /^\.NoBoxes\.Jigsaw~\d{81}\.~R/);
  assert.equal(engine.countVariant(text, 2), 1, 'exactly one solution');
  const clues = (await readGrid(solver)).filter(({ kind }) => kind === 'given').length;
  assert.equal(clues, text.split('_').length - 1, 'every clue shown');
  assert.ok(
    await solver.evaluate((host) => host.shadowRoot.querySelectorAll('.variant-marks .region').length > 0),
    'the regions are drawn',
  );
  await screenshot(page, 'variant-new-jigsaw-desktop', { scale: 'css' });
  assert.deepEqual(problems, []);
});
