// A new player's second look at play, at 1280×900 and on a phone: Undo
// kept within a game, "More" never moving the board out of sight, and the
// game bar's difficulty saying the level of the puzzle on the board.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESKTOP, EASY, PHONE_OPTIONS, cell, playSite, status } from './play-page.mjs';

const { openSolver } = playSite();

/** The alternating inference chain of hint-drawing.test.mjs: its step is summed up, the whole behind More. */
const AIC =
  '?puzzle=.................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3' +
  '&entries=........8.....8...8...........78..1.61.2943.55..3.6.4.....53496.48.29157.6....82.';

/** A killer as the generator made them before one-cell cages became rare; the page does not rate variants. */
const KILLER =
  '.Cage~18~R1C6~R2C6~R2C7~R2C8.Cage~8~R4C6~R4C7.Cage~14~R6C7~R7C7.Cage~8~R8C7~R9C7.Cage~9~R1C3~R1C4' +
  '.Cage~9~R7C8~R8C8.Cage~15~R4C1~R4C2~R5C1.Cage~17~R1C7~R1C8.Cage~23~R4C4~R5C2~R5C3~R5C4' +
  '.Cage~20~R5C5~R5C6~R5C7~R5C8.Cage~9~R4C5.Cage~27~R1C5~R2C4~R2C5~R3C4~R3C5.Cage~3~R1C1.Cage~9~R5C9~R6C9' +
  '.Cage~12~R2C3~R3C3.Cage~14~R6C5~R6C6~R7C6.Cage~17~R6C4~R7C3~R7C4.Cage~8~R8C9~R9C9.Cage~12~R6C1~R6C2' +
  '.Cage~1~R4C3.Cage~9~R1C2~R2C2~R3C2.Cage~15~R1C9~R2C9~R3C9.Cage~9~R6C8.Cage~13~R7C5~R8C5~R8C6' +
  '.Cage~12~R3C8~R4C8~R4C9.Cage~9~R3C1.Cage~5~R3C6~R3C7.Cage~3~R9C8.Cage~15~R8C4~R9C4.Cage~6~R9C5~R9C6' +
  '.Cage~5~R2C1.Cage~12~R7C2~R8C2.Cage~9~R7C9.Cage~8~R7C1~R8C1.Cage~7~R8C3~R9C3.Cage~3~R6C3.Cage~4~R9C2' +
  '.Cage~8~R9C1';

/** @param {import('playwright-core').Locator} solver */
const newGame = (solver) => solver.getByRole('button', { name: 'New game' });
/** @param {import('playwright-core').Locator} solver */
const barDifficulty = (solver) => solver.locator('[data-part="bar-difficulty"]');

test('1280×900: a new game starts a new history, so Undo has nothing to take back', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  await cell(solver, 0).click();
  await page.keyboard.type('2');
  const undo = solver.locator('.toolbar [data-action="undo"]');
  assert.equal(await undo.isEnabled(), true, 'an entry can be undone');
  await newGame(solver).click();
  await status(solver, /^New 9×9 puzzle/);
  assert.equal(await undo.isDisabled(), true, 'Undo never takes the new game back to the last one');
  assert.deepEqual(problems, []);
});

for (const [name, options] of /** @type {const} */ ([
  ['1280×900', { viewport: DESKTOP }],
  ['375×800', PHONE_OPTIONS],
])) {
  test(`${name}: More shows a long step's whole without moving the board out of sight`, async (t) => {
    const { page, solver, problems } = await openSolver(t, AIC, { options });
    const hint = solver.locator('[data-action="hint"]:visible').first();
    const press = (/** @type {import('playwright-core').Locator} */ target) =>
      options === PHONE_OPTIONS ? target.tap() : target.click();
    await press(hint);
    await status(solver, /Press Hint again/);
    await press(hint);
    await solver.getByRole('button', { name: 'Apply this step' }).waitFor();
    // The longest whole a step may have: taller than the screen under the grid.
    await solver.evaluate((host) => {
      const whole = /** @type {HTMLElement} */ (host.shadowRoot?.querySelector('.more-text'));
      whole.textContent = 'A long step of a forcing chain. '.repeat(40);
    });
    await press(solver.getByText('More', { exact: true }));
    await page.waitForTimeout(300);
    const seen = await solver.evaluate((host) => {
      const root = /** @type {ShadowRoot} */ (host.shadowRoot);
      const grid = /** @type {Element} */ (root.querySelector('.grid')).getBoundingClientRect();
      const whole = /** @type {HTMLElement} */ (root.querySelector('.more-text'));
      return { top: grid.top, bottom: grid.bottom, height: innerHeight, open: !whole.hidden };
    });
    assert.equal(seen.open, true, 'the whole is shown');
    assert.ok(seen.top >= 0 && seen.bottom <= seen.height, `the board in view: ${JSON.stringify(seen)}`);
    assert.deepEqual(problems, []);
  });
}

/** @param {import('playwright-core').Page} page @param {string} level */
function barSays(page, level) {
  return page.waitForFunction(
    (wanted) =>
      /** @type {HTMLSelectElement | null | undefined} */ (
        document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelector('[data-part="bar-difficulty"]')
      )?.value === wanted,
    level,
  );
}

test('1280×900: the bar’s difficulty says the level of a linked puzzle once it is rated', async (t) => {
  const { page, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  // Rated easy: the bar says so, and New game would make another easy one.
  await barSays(page, 'easy');
  assert.deepEqual(problems, []);
});

test('1280×900: a variant the page does not rate shows no level in the bar ("Level"), until the player picks one', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${encodeURIComponent(KILLER)}`);
  await barSays(page, 'unrated');
  const shown = () =>
    barDifficulty(solver).evaluate((select) => /** @type {HTMLSelectElement} */ (select).selectedOptions[0].text);
  assert.equal(await shown(), 'Level');
  // The player's pick is theirs again, and a game New game makes keeps it.
  await barDifficulty(solver).selectOption('hard');
  await newGame(solver).click();
  await status(solver, /^New 9×9 killer, hard/);
  assert.equal(await shown(), 'Hard');
  assert.deepEqual(problems, []);
});
