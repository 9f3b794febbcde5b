// Count: a long count shows progress and Cancel stops it at once; a nearly
// empty grid stops at the count's limit.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pressTool, screenshot } from './harness.mjs';
import { EASY, SOLUTION_SHOWN, readGrid, assertSolves, status, waitForStatus, solverSite } from './solver-page.mjs';

const { openSolver } = solverSite();

test('a long count shows progress and Cancel stops it at once', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  // Counting every solution of an empty 25×25 grid would outlast the universe,
  // however clever the search becomes.
  await solver.evaluate((host) => (host.countLimit = 0));
  await solver.getByLabel('New empty grid').selectOption('25');
  await solver.getByRole('button', { name: 'New grid' }).click();
  // The progress is shown beside the status but kept out of its live
  // region: a screen reader hears that the count started, then how it ended.
  const progress = solver.locator('.progress');
  const numbersIn = (text) =>
    text
      .match(/^([\d,]+) solutions? found in ([\d,]+) nodes\.$/)
      .slice(1)
      .map((n) => Number(n.replace(/,/g, '')));

  await pressTool(solver, 'count');
  await progress.filter({ hasText: /^[\d,]+ solutions? found in [\d,]+ nodes\.$/ }).waitFor();
  const first = numbersIn(await progress.textContent());
  await page.waitForFunction(([solutions, nodes]) => {
    const text = document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelector('.progress').textContent;
    const [, found, searched] = text.match(/([\d,]+) solutions? found in ([\d,]+) nodes/) ?? [];
    const number = (n) => Number(n?.replace(/,/g, ''));
    return number(found) > solutions && number(searched) > nodes;
  }, first);
  assert.equal(await status(solver), 'Counting…', 'the live status says only that a count runs');
  // The page stays responsive while the worker counts: it draws a frame
  // while the count still runs (no clock: a loaded machine may draw it late).
  await page.evaluate(() => new Promise(requestAnimationFrame));
  assert.equal(await status(solver), 'Counting…', 'drawn while the count runs');
  const locked = await solver
    .getByRole('gridcell')
    .first()
    .locator('input')
    .evaluate((input) => input.readOnly);
  assert.equal(locked, true, 'the grid is locked while counting');
  await screenshot(solver, 'solver-counting');

  const cancel = solver.getByRole('button', { name: 'Cancel' });
  await cancel.click();
  const cancelled = await waitForStatus(solver, /^Cancelled\./, 2000);
  assert.match(cancelled, /^Cancelled\. [\d,]+ solutions found in [\d,]+ nodes\.$/);
  assert.equal(await progress.textContent(), '', 'the final word is in the status alone');
  assert.equal(await cancel.isHidden(), true);
  const focused = await solver.evaluate((host) => host.shadowRoot.activeElement?.textContent);
  assert.equal(focused, 'Count', 'focus returns to the button that started the count');

  // Usable afterwards: a fresh worker solves at once.
  await solver.getByRole('button', { name: 'Easy 9×9', exact: true }).click();
  await pressTool(solver, 'solve');
  await waitForStatus(solver, SOLUTION_SHOWN);
  assertSolves(EASY, (await readGrid(solver)).values);
  assert.deepEqual(problems, []);
});

test('at least 1000: a nearly empty grid hits the count limit', async (t) => {
  const { solver, problems } = await openSolver(t);
  await solver.getByLabel('New empty grid').selectOption('16');
  await solver.getByRole('button', { name: 'New grid' }).click();
  assert.equal((await readGrid(solver)).side, 16);
  await pressTool(solver, 'count');
  await waitForStatus(solver, /^At least 1,000 solutions/);
  assert.deepEqual(problems, []);
});
