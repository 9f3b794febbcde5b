// The grid stays where it is through play (issue 18's layout bugs): setting
// up and starting, hints with their steps and Apply however long the step,
// Solve and its rating, at 1280×900 and on a phone.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pressTool } from './harness.mjs';
import { DESKTOP, EASY, PHONE_OPTIONS, status, typeAt, playSite } from './play-page.mjs';

const { openSolver } = playSite();

for (const [name, options] of /** @type {const} */ ([
  ['1280×900', { viewport: DESKTOP }],
  ['375×800', PHONE_OPTIONS],
])) {
  test(`${name}: setting up and starting never moves the grid`, async (t) => {
    const { page, solver, problems } = await openSolver(t, '?puzzle=', { options });
    const grid = solver.getByRole('grid');
    const place = () => grid.evaluate((g) => JSON.stringify(g.getBoundingClientRect()));
    const before = await place();
    /** @type {[string, () => Promise<unknown>][]} */
    const steps = [
      // Start shows in Check's place, and the status says what to do next.
      ['the first clue', () => typeAt(page, solver, 0, EASY.slice(0, 2))],
      ['more clues', () => page.keyboard.type(EASY.slice(2, 30))],
      // These clues have several solutions: Start asks first, beside the status.
      ['Start', () => solver.getByRole('button', { name: 'Start' }).click()],
      ['Play anyway', () => solver.getByRole('button', { name: 'Play anyway' }).click()],
    ];
    for (const [what, act] of steps) {
      await act();
      await page.waitForTimeout(300);
      assert.equal(await place(), before, `after ${what} the grid is where it was`);
    }
    await status(solver, /^Playing: /);
    assert.equal(await place(), before, 'after play starts the grid is where it was');
    assert.equal(await solver.getByRole('button', { name: 'Start' }).isHidden(), true);
    assert.deepEqual(problems, []);
  });
}

test('1280×900: hints, their steps and Apply never move the grid, however long the step', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  await solver.getByRole('button', { name: 'Expert 9×9' }).click();
  const grid = solver.getByRole('grid');
  // In the page, not the window: the examples sit below the game, and a click scrolls to its button.
  const place = () =>
    grid.evaluate((g) => {
      const { left, top, width, height } = g.getBoundingClientRect();
      return JSON.stringify({ left: left + scrollX, top: top + scrollY, width, height });
    });
  await page.waitForTimeout(300);
  const before = await place();
  const hint = solver.locator('.toolbar [data-action="hint"]');
  const apply = solver.getByRole('button', { name: 'Apply this step' });
  for (let round = 1; round <= 3; round++) {
    await hint.click();
    await status(solver, /^Hint: .*Press Hint again/);
    assert.equal(await place(), before, `after hint ${round}'s nudge the grid is where it was`);
    await hint.click();
    await apply.waitFor();
    assert.equal(await place(), before, `after hint ${round}'s step the grid is where it was`);
    await apply.click();
    await status(solver, /^Applied: /);
    assert.equal(await place(), before, `after applying hint ${round} the grid is where it was`);
  }
  // A step as long as a forcing chain's scrolls inside the status line.
  await solver.evaluate((host) => {
    const said = host.shadowRoot.querySelector('[data-part="status"]');
    said.textContent = 'Hint: a long step. '.repeat(60);
  });
  assert.equal(await place(), before, 'a step of many lines leaves the grid where it was');
  assert.deepEqual(problems, []);
});

test('375×800: Solve, its rating and a hint with Apply never move the grid', async (t) => {
  const { solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { options: PHONE_OPTIONS, puzzle: EASY });
  const grid = solver.getByRole('grid');
  const place = () => grid.evaluate((g) => JSON.stringify(g.getBoundingClientRect()));
  const before = await place();
  const hint = solver.locator('.pad [data-action="hint"]');
  await hint.tap();
  await status(solver, /^Hint: /);
  await hint.tap();
  await solver.getByRole('button', { name: 'Apply this step' }).waitFor();
  assert.equal(await place(), before, "after a hint's step the grid is where it was");
  await pressTool(solver, 'solve', 'tap');
  await status(solver, /^The solution:/);
  await solver
    .locator('[data-part="rating"]')
    .filter({ hasText: /^Difficulty: / })
    .waitFor();
  assert.equal(await place(), before, 'after Solve and its rating the grid is where it was');
  assert.deepEqual(problems, []);
});
