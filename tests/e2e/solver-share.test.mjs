// The share link: a puzzle round-trips through the address, a broken link
// says what is wrong with it, and the address bar follows the puzzle.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEVENTEEN, readGrid, waitForGivens, solverSite } from './solver-page.mjs';

const { openSolver } = solverSite();

test('a share link round-trips the puzzle', async (t) => {
  const { page, solver, problems } = await openSolver(t, `/index.html?puzzle=${SEVENTEEN}`, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await waitForGivens(page, 17);
  assert.equal((await readGrid(solver)).values.map((v) => v || '.').join(''), SEVENTEEN);

  // An entry is written back to the address bar beside the clues, and Copy link copies both.
  await solver.getByRole('gridcell').nth(0).locator('input').click();
  await page.keyboard.type('9');
  const edited = `9${SEVENTEEN.slice(1)}`;
  const carried = (/** @type {string} */ url) => ['puzzle', 'entries'].map((k) => new URL(url).searchParams.get(k));
  assert.deepEqual(carried(page.url()), [SEVENTEEN, `9${'.'.repeat(80)}`]);
  await page.getByRole('button', { name: 'Copy link to this puzzle' }).click();
  await page.getByText('Link copied.').waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.deepEqual(carried(link), carried(page.url()));
  const reopened = await openSolver(t, new URL(link).pathname + new URL(link).search);
  await waitForGivens(reopened.page, 17);
  await reopened.solver.locator('input.entry').waitFor();
  assert.equal((await readGrid(reopened.solver)).values.map((v) => v || '.').join(''), edited);
  assert.deepEqual(problems, []);
  assert.deepEqual(reopened.problems, []);
});

test('a broken share link says what is wrong with it', async (t) => {
  const { solver, problems } = await openSolver(t, '/index.html?puzzle=12x');
  await solver.getByRole('alert').filter({ hasText: "unexpected 'x' at column 3" }).waitFor();
  assert.equal((await readGrid(solver)).side, 9, 'an empty grid is left to work with');
  assert.deepEqual(problems, []);
});

test('a share link whose entries are not one a cell shows the puzzle without them, and says why', async (t) => {
  // 256 entries, a 16 × 16's, for a 9 × 9: its first 81 were applied.
  const entries = `9${'.'.repeat(255)}`;
  const { page, solver, problems } = await openSolver(t, `/index.html?puzzle=${SEVENTEEN}&entries=${entries}`);
  await waitForGivens(page, 17);
  await solver
    .getByRole('alert')
    .filter({ hasText: 'The entries were not loaded: 256 of them for a grid of 81 cells' })
    .waitFor();
  assert.equal((await readGrid(solver)).values.map((v) => v || '.').join(''), SEVENTEEN);
  assert.deepEqual(problems, []);
});

test('the address bar follows the puzzle however it is set', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  await page.evaluate(() => {
    window.changes = [];
    document.addEventListener('puzzlechange', (e) => window.changes.push(e.detail.puzzle));
  });
  // Already in the one-line form, so the attribute needs no rewriting.
  await solver.evaluate((host, puzzle) => (host.puzzle = puzzle), SEVENTEEN);
  await page.waitForFunction((puzzle) => new URL(location.href).searchParams.get('puzzle') === puzzle, SEVENTEEN, {
    timeout: 5000,
  });
  // Any other form is shown in the one-line form, told once.
  await solver.evaluate((host) => (host.puzzle = '. 4 | . .\n. . | 1 .\n---------\n. . | . 2\n4 . | . .'));
  await page.waitForFunction(() => new URL(location.href).searchParams.get('puzzle') === '.4....1....24...');
  assert.deepEqual(await page.evaluate(() => window.changes), [SEVENTEEN, '.4....1....24...']);
  assert.deepEqual(problems, []);
});
