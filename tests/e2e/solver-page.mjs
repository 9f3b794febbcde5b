// What the solver page's tests share (solver*.test.mjs): the page opened
// on a site of the file's own, the grid read, a solution checked against
// the rules and its givens, and the statuses and alerts waited for.

import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { startSite } from './harness.mjs';

export const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
export const BOXES = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 16: [4, 4], 25: [5, 5] };

export const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
export const SEVENTEEN = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

/**
 * Serves the site for the calling test file (started before its tests,
 * closed after): the site itself, and how to open the page on it. `own`
 * as for startSite: a file that writes and reads the clipboard takes a
 * browser of its own, for the clipboard is the browser's, one for every
 * context, and another file's copy between this one's write and read
 * would be read (presentation.test.mjs once read another file's link).
 * @param {{ own?: boolean }} [how]
 */
export function solverSite({ own = false } = {}) {
  /** @type {Awaited<ReturnType<typeof startSite>> | undefined} */
  let site;
  before(async () => {
    site = await startSite({ own });
  });
  after(async () => {
    await site?.close();
  });
  const started = () => {
    if (!site) throw new Error('the site is not started');
    return site;
  };
  /**
   * Opens the page, closed after the test. Closing `context` sooner gives
   * the page back, so that a test's next page is this one made fresh
   * (page-pool.mjs) rather than a new context.
   */
  async function openSolver(t, path = '/index.html?puzzle=', options = undefined) {
    const { page, context, problems } = await started().open(path, options);
    t.after(async () => {
      await context.close();
    });
    const solver = page.locator('sudoku-dlx[mode="solve"]');
    await solver.getByRole('grid').waitFor();
    return { page, context, solver, problems };
  }
  return { openSolver, site: started };
}

/** The grid as shown: side, each cell's text, and which cells are givens or solved. */
export function readGrid(solver) {
  return solver.evaluate((host) => {
    const inputs = [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')];
    return {
      side: Math.sqrt(inputs.length),
      values: inputs.map((input) => input.value),
      given: inputs.map((input) => input.classList.contains('given')),
      solved: inputs.map((input) => input.classList.contains('solved')),
    };
  });
}

/** Asserts `values` (one symbol per cell) is a complete grid obeying the
 * rules and keeping every given of `puzzle` (one-line form). */
export function assertSolves(puzzle, values) {
  const side = Math.sqrt(puzzle.length);
  const [boxRows, boxCols] = BOXES[side];
  const symbols = SYMBOLS.slice(0, side);
  assert.equal(values.length, side * side, 'cell count');
  values.forEach((value, i) => {
    assert.ok(symbols.includes(value), `cell ${i} holds ${JSON.stringify(value)}`);
    if (puzzle[i] !== '.') assert.equal(value, puzzle[i], `given at cell ${i} kept`);
  });
  const units = [];
  for (let i = 0; i < side; i++) {
    units.push(Array.from({ length: side }, (_, j) => i * side + j)); // row i
    units.push(Array.from({ length: side }, (_, j) => j * side + i)); // column i
    const top = Math.floor(i / (side / boxCols)) * boxRows;
    const left = (i % (side / boxCols)) * boxCols;
    units.push(Array.from({ length: side }, (_, j) => (top + Math.floor(j / boxCols)) * side + left + (j % boxCols)));
  }
  for (const unit of units) {
    assert.equal(new Set(unit.map((i) => values[i])).size, side, `unit ${unit.join(',')} repeats a symbol`);
  }
}

/** What Solve says in play. */
export const SOLUTION_SHOWN = /^(The solution|A solution, of several): Undo hides it\./;

export async function status(solver) {
  return (await solver.getByRole('status').textContent()).trim();
}

export async function waitForStatus(solver, pattern, timeout = 15_000) {
  await solver.getByRole('status').filter({ hasText: pattern }).waitFor({ timeout });
  return status(solver);
}

export async function alerts(solver) {
  return (await solver.getByRole('alert').allTextContents()).filter(Boolean);
}

/** Waits until the solver's grid shows `count` givens. */
export function waitForGivens(page, count) {
  return page.waitForFunction(
    (expected) =>
      document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('input.given').length === expected,
    count,
  );
}

export async function loadText(solver, text) {
  await solver.getByLabel('Paste a puzzle').fill(text);
  await solver.getByRole('button', { name: 'Load', exact: true }).click();
}
