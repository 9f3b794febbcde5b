// The share link: a puzzle round-trips through the address, a broken link
// says what is wrong with it, and the address bar follows the puzzle.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot } from './harness.mjs';
import { SEVENTEEN, readGrid, waitForGivens, solverSite } from './solver-page.mjs';

const { openSolver } = solverSite({ own: true }); // it uses the clipboard: see solverSite

test('a share link round-trips the puzzle', async (t) => {
  const { page, context, solver, problems } = await openSolver(t, `/index.html?puzzle=${SEVENTEEN}`, {
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
  assert.deepEqual(problems, []);
  // Given back before the link is opened: the page made fresh, storage
  // cleared (page-pool.mjs), not a new context, which one opened while this
  // is held would take.
  await context.close();
  const reopened = await openSolver(t, new URL(link).pathname + new URL(link).search);
  await waitForGivens(reopened.page, 17);
  await reopened.solver.locator('input.entry').waitFor();
  assert.equal((await readGrid(reopened.solver)).values.map((v) => v || '.').join(''), edited);
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

/** Row 1, column 1: corner 2, centre 6 and 9, colour 3; row 9, column 9: colour 1; in the link's form. */
const MARKED = '1-002-0069-003.281';

/** One cell's corner and centre marks and colour layer, as drawn. */
function drawnMarks(/** @type {import('playwright-core').Locator} */ solver, /** @type {number} */ index) {
  return solver.evaluate((host, index) => {
    const cell = host.shadowRoot.querySelectorAll('[role="gridcell"]')[index];
    return {
      corner: cell.querySelector('.marks.own')?.textContent ?? '',
      centre: cell.querySelector('.centre-marks')?.textContent ?? '',
      coloured: Boolean(/** @type {HTMLElement} */ (cell.querySelector('.colours')).style.background),
    };
  }, index);
}

for (const [size, viewport] of /** @type {const} */ ([
  ['1280×900', { width: 1280, height: 900 }],
  ['375×800', { width: 375, height: 800 }],
])) {
  test(`${size}: a share link carries the marks and colours, short and versioned, and opening it restores them; unticked, it carries none`, async (t) => {
    const { page, context, solver, problems } = await openSolver(t, `/index.html?puzzle=${SEVENTEEN}`, {
      viewport,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await waitForGivens(page, 17);
    await solver.getByRole('gridcell').nth(0).locator('input').click();
    for (const key of ['x', '2', 'c', '6', '9', 'v', '3']) await page.keyboard.press(key);
    await solver.getByRole('gridcell').nth(80).locator('input').click();
    await page.keyboard.press('1');
    await page.keyboard.press('z');
    await page.waitForFunction((marks) => new URL(location.href).searchParams.get('marks') === marks, MARKED);
    assert.equal(await solver.getAttribute('marks'), MARKED, 'the element reflects them');
    const copy = async () => {
      await page.getByRole('button', { name: 'Copy link to this puzzle' }).click();
      await page.getByText('Link copied.').waitFor();
      return new URL(await page.evaluate(() => navigator.clipboard.readText()));
    };
    const link = await copy();
    assert.equal(link.searchParams.get('marks'), MARKED);
    // Unticked: the link carries the puzzle alone.
    await page.getByLabel('with my marks and colours').uncheck();
    assert.equal((await copy()).searchParams.get('marks'), null);
    assert.deepEqual(problems, []);
    // Given back before the link is opened, as in the round trip above.
    await context.close();
    const reopened = await openSolver(t, link.pathname + link.search, { viewport });
    await waitForGivens(reopened.page, 17);
    await reopened.page.waitForFunction(
      (marks) => document.querySelector('sudoku-dlx[mode="solve"]')?.getAttribute('marks') === marks,
      MARKED,
    );
    assert.deepEqual(await drawnMarks(reopened.solver, 0), { corner: '2', centre: '69', coloured: true });
    assert.deepEqual(await drawnMarks(reopened.solver, 80), { corner: '', centre: '', coloured: true });
    await screenshot(reopened.page, `share-marks-${size.startsWith('375') ? 'phone' : 'desktop'}`, {});
    assert.deepEqual(reopened.problems, []);
  });
}

test('marks in a link that cannot be read are left out, and the page says what and where', async (t) => {
  for (const [marks, said] of [
    ['2-002--', 'they begin "2", where this page reads version 1'],
    ['1-002', 'they need three parts after the version (corner marks, centre marks, colours) and have 1'],
    ['1-0h5--', 'the corner marks give row 2, column 9 marks, but it holds a digit'],
    ['1-00Z--', 'the corner marks of row 1, column 1 have "Z" where a 9×9 grid has 1 to 9'],
    ['1--01A-', 'the centre marks of row 1, column 2 have "A" where a 9×9 grid has 1 to 9'],
    ['1---0a1.0a2', 'the colours list row 2, column 2 twice or out of order'],
    ['1-zz1--', "the corner marks name cell 1295, past the grid's 81"],
  ]) {
    const { page, context, solver, problems } = await openSolver(t, `/index.html?puzzle=${SEVENTEEN}&marks=${marks}`);
    await waitForGivens(page, 17);
    const alert = solver.getByRole('alert').filter({ hasText: 'The marks given were left out' });
    await alert.waitFor();
    assert.equal(await alert.innerText(), `The marks given were left out: ${said}.`, marks);
    assert.deepEqual(
      await drawnMarks(solver, 0),
      { corner: '', centre: '', coloured: false },
      `${marks}: none applied`,
    );
    assert.deepEqual(problems, []);
    // Given back, so the next link opens in this page made fresh, not a new context.
    await context.close();
  }
});
