// Solve mode's analysis, checked against an independent 9×9 solver written
// here: the candidates toggle, all possibilities (with progress, cancel and
// the cap) and the hint.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { pressTool, ROOT, screenshot, startSite } from './harness.mjs';
import { PEERS, UNITS, allSolutions, candidatesOf } from './sudoku9.mjs';

const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
const SEVERAL = '8.........95.......67.........472968...913245...856137....9.716...6.8492......583';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

async function openSolver(t, puzzle, options = { viewport: { width: 1280, height: 900 } }) {
  const { page, context, problems } = await site.open(`/index.html?puzzle=${puzzle}`, options);
  t.after(() => context.close());
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solver.getByRole('grid').waitFor();
  // The grid shows the puzzle once the worker has read it; typing before
  // that would be overwritten by the load.
  await page.waitForFunction((p) => {
    const host = /** @type {HTMLElement} */ (document.querySelector('sudoku-dlx[mode="solve"]'));
    const inputs = [...(host.shadowRoot?.querySelectorAll('[role="gridcell"] input') ?? [])];
    return (
      inputs.length === p.length &&
      inputs.every((input, i) => /** @type {HTMLInputElement} */ (input).value === (p[i] === '.' ? '' : p[i]))
    );
  }, puzzle);
  return { page, solver, problems };
}

/** The small text of every cell. */
function marks(solver) {
  return solver.evaluate((host) => [...host.shadowRoot.querySelectorAll('.marks')].map((m) => m.textContent));
}

/**
 * Every cell's possibilities as its label says them in full, "2×2 4×1"
 * (a value forced alone, '' for a given), checked against the values drawn
 * in its marks, each in its place.
 */
async function possibilities(solver) {
  const cells = await solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('[role="gridcell"]')].map((cell) => ({
      label: cell.querySelector('input')?.getAttribute('aria-label') ?? '',
      drawn: [...(cell.querySelector('.marks')?.children ?? [])].map((value) => value.firstChild?.textContent).join(''),
    })),
  );
  return cells.map(({ label, drawn }) => {
    const [, words = ''] = label.match(/, possible (.*)$/) ?? [];
    const forced = words.match(/^(\w) in every solution$/);
    const figures = forced
      ? forced[1]
      : words
          .replace(/, of (the first )?[\d,]+ solutions?( found)?$/, '')
          .replaceAll(' in ', '×')
          .replaceAll(', ', ' ');
    assert.equal(drawn, figures.replace(/×[\d,]+/g, '').replaceAll(' ', ''), `drawn: ${label}`);
    return figures;
  });
}

test('Candidates shows what the givens allow in each empty cell, and follows edits', async (t) => {
  const { page, solver, problems } = await openSolver(t, EASY);
  const toggle = solver.getByRole('button', { name: 'Candidates' });
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  const expected = (puzzle) => [...puzzle].map((symbol, i) => (symbol === '.' ? candidatesOf([...puzzle], i) : ''));
  await page.waitForFunction(() =>
    [...document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('.marks')].some(
      (m) => m.textContent,
    ),
  );
  assert.deepEqual(await marks(solver), expected(EASY));
  const label = await solver.getByRole('gridcell').first().locator('input').getAttribute('aria-label');
  assert.equal(label, `Row 1, column 1, empty, candidates ${candidatesOf([...EASY], 0)}`);
  await screenshot(solver, 'solver-candidates');
  // A digit typed: its peers lose it.
  await solver.getByRole('gridcell').first().locator('input').click();
  await page.keyboard.type('2');
  const edited = `2${EASY.slice(1)}`;
  await page.waitForFunction(
    (want) =>
      JSON.stringify(
        [...document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('.marks')].map(
          (m) => m.textContent,
        ),
      ) === want,
    JSON.stringify(expected(edited)),
  );
  await toggle.click();
  assert.deepEqual(new Set(await marks(solver)), new Set(['']), 'off again: no marks');
  assert.deepEqual(problems, []);
});

test('All possibilities: the union of all solutions, with how many use each value', async (t) => {
  const { page, solver, problems } = await openSolver(t, SEVERAL);
  await pressTool(solver, 'possibilities');
  await solver
    .getByRole('status')
    .filter({ hasText: /^All possibilities over all 3 solutions/ })
    .waitFor();
  const solutions = allSolutions(SEVERAL);
  assert.equal(solutions.length, 3);
  const expected = [...SEVERAL].map((given, i) => {
    if (given !== '.') return '';
    const counts = new Map();
    for (const solution of solutions) counts.set(solution[i], (counts.get(solution[i]) ?? 0) + 1);
    const values = [...counts].sort();
    if (values.length === 1) return values[0][0];
    return values.map(([symbol, n]) => `${symbol}×${n}`).join(' ');
  });
  assert.deepEqual(await possibilities(solver), expected);
  // The toolbar, the status and the grid, for docs/possibilities.png.
  const board = await solver.locator('.board').boundingBox();
  const line = await solver.locator('.status-line').boundingBox();
  const grid = await solver.locator('.grid').boundingBox();
  if (board && line && grid) {
    const right = Math.max(line.x + line.width, grid.x + grid.width) + 2;
    const clip = { x: board.x, y: board.y, width: right - board.x, height: grid.y + grid.height + 2 - board.y };
    await screenshot(page, 'solver-possibilities', { clip });
  }
  assert.deepEqual(problems, []);
});

test('All possibilities stops at 10,000 solutions and says so', async (t) => {
  const { solver, problems } = await openSolver(t, '.'.repeat(81));
  await pressTool(solver, 'possibilities');
  const said = await solver
    .getByRole('status')
    .filter({ hasText: /^All possibilities of a sample, the first 10,000 solutions/ })
    .textContent({ timeout: 30_000 });
  assert.match(said, /: none proved forced or impossible \(/);
  // Each cell's counts add up to the 10,000 solutions tallied.
  for (const mark of await possibilities(solver)) {
    if (!mark) continue;
    const total = mark.split(' ').reduce((sum, part) => sum + Number(part.split('×')[1].replace(/,/g, '')), 0);
    assert.equal(total, 10_000, `counts of "${mark}"`);
  }
  assert.deepEqual(problems, []);
});

test('All possibilities shows progress and Escape cancels it', async (t) => {
  const text = await readFile(`${ROOT}/tests/fixtures/pigeonhole25.txt`, 'utf8');
  const pigeonhole = text.split('\n').find((line) => line && !line.startsWith('#'));
  const { page, solver, problems } = await openSolver(t, pigeonhole);
  await pressTool(solver, 'possibilities');
  await solver
    .locator('.progress')
    .filter({ hasText: /^0 solutions tallied in [\d,]+ nodes\.$/ })
    .waitFor();
  assert.equal((await solver.getByRole('status').textContent()).trim(), 'Finding all possibilities…');
  await page.keyboard.press('Escape');
  await solver
    .getByRole('status')
    .filter({ hasText: /^Cancelled\. 0 solutions tallied/ })
    .waitFor({ timeout: 2000 });
  assert.deepEqual(problems, []);
});

test('Hint names a cell, a symbol and a reason that hold, on the grid', async (t) => {
  const { solver, problems } = await openSolver(t, EASY);
  // The first press nudges (the technique and where to look), the second shows the step.
  const hint = solver.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await solver
    .getByRole('status')
    .filter({ hasText: /Press Hint again to see the step\.$/ })
    .waitFor();
  await hint.click();
  const said = await solver
    .getByRole('status')
    .filter({ hasText: /^Hint: (Naked|Hidden) single: / })
    .textContent();
  const [solution] = allSolutions(EASY, 2);
  const cells = [...EASY];
  const { hinted, symbol } = await solver.evaluate((host) => {
    const index = [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')].findIndex((i) =>
      i.classList.contains('hinted'),
    );
    return {
      hinted: index,
      symbol: host.shadowRoot.querySelectorAll('.marks')[index]?.querySelector('.placed')?.textContent,
    };
  });
  assert.ok(hinted >= 0, 'a cell is highlighted');
  assert.equal(symbol, solution[hinted], 'the hinted symbol is the solution’s');
  const where = `row ${Math.floor(hinted / 9) + 1}, column ${(hinted % 9) + 1}`;
  const naked = said.match(/^Hint: Naked single: (row \d, column \d) can only be (\d), its last candidate\.$/);
  const hidden = said.match(
    /^Hint: Hidden single: (\d) has one place left in (row|column|box) (\d): (row \d, column \d)\.$/,
  );
  if (naked) {
    assert.deepEqual([naked[1], naked[2]], [where, symbol]);
    assert.equal(candidatesOf(cells, hinted), symbol, 'a naked single has one candidate');
  } else {
    assert.ok(hidden, `a single: ${said}`);
    assert.deepEqual([hidden[1], hidden[4]], [symbol, where]);
    const unit = UNITS[(Number(hidden[3]) - 1) * 3 + ['row', 'column', 'box'].indexOf(hidden[2])];
    const places = unit.filter((cell) => cells[cell] === '.' && candidatesOf(cells, cell).includes(symbol));
    assert.deepEqual(places, [hinted], 'a hidden single has one place in its unit');
  }
  assert.deepEqual(problems, []);
});

test('Check marks exactly the entries that differ from the solution', async (t) => {
  const { page, solver, problems } = await openSolver(t, EASY);
  const [solution] = allSolutions(EASY, 2);
  const empty = [...EASY].flatMap((symbol, i) => (symbol === '.' ? [i] : []));
  // A wrong entry that clashes with no given, so that only Check can tell.
  const wrongCell = empty.find((cell) => candidatesOf([...EASY], cell).length > 1);
  const wrongSymbol = [...candidatesOf([...EASY], wrongCell)].find((symbol) => symbol !== solution[wrongCell]);
  const right = empty.find((cell) => cell !== wrongCell && !PEERS[cell].has(wrongCell));
  for (const [cell, symbol] of [
    [right, solution[right]],
    [wrongCell, wrongSymbol],
  ]) {
    await solver.getByRole('gridcell').nth(cell).locator('input').click();
    await page.keyboard.type(symbol);
  }
  await solver.getByRole('button', { name: 'Check' }).click();
  await solver
    .getByRole('status')
    .filter({ hasText: /^Check: 1 of your 2 entries is wrong; it is marked in red\.$/ })
    .waitFor();
  const marked = await solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')].flatMap((input, i) =>
      input.getAttribute('aria-invalid') === 'true' ? [i] : [],
    ),
  );
  assert.deepEqual(marked, [wrongCell]);
  // Mended, Check agrees.
  await solver.getByRole('gridcell').nth(wrongCell).locator('input').click();
  await page.keyboard.type(solution[wrongCell]);
  await solver.getByRole('button', { name: 'Check' }).click();
  await solver
    .getByRole('status')
    .filter({ hasText: 'Check: all 2 of your entries agree with the solution.' })
    .waitFor();
  assert.deepEqual(problems, []);
});

test('Check after Solve says the digits are the solver’s and how to play on', async (t) => {
  const { solver, problems } = await openSolver(t, EASY);
  const status = (pattern) => solver.getByRole('status').filter({ hasText: pattern }).waitFor();
  await pressTool(solver, 'solve');
  await status(/^The solution:/);
  await solver.getByRole('button', { name: 'Check' }).click();
  await status("Check: those are the solver's digits, not yours; Undo takes them away.");
  await solver.getByRole('button', { name: 'Undo' }).click();
  await solver.getByRole('button', { name: 'Check' }).click();
  await status('Check: no entries yet; type into the empty cells first.');
  assert.deepEqual(problems, []);
});

test('Pencil: a person writes their own marks in empty cells, kept across edits', async (t) => {
  const { page, solver, problems } = await openSolver(t, EASY);
  const pencil = solver.getByRole('button', { name: 'Pencil' });
  await pencil.click();
  assert.equal(await pencil.getAttribute('aria-pressed'), 'true');
  const first = solver.getByRole('gridcell').first().locator('input');
  await first.click();
  await page.keyboard.type('1371x');
  assert.equal((await marks(solver))[0], '37', 'each symbol toggles; other text is ignored');
  assert.equal(await first.getAttribute('aria-label'), 'Row 1, column 1, empty, your marks 37');
  assert.equal(await solver.evaluate((host) => host.puzzle), EASY, 'marks are not givens');
  // Filling another cell keeps them.
  await pencil.click();
  await solver.getByRole('gridcell').nth(2).locator('input').click();
  await page.keyboard.type('2');
  assert.equal((await marks(solver))[0], '37');
  await pencil.click();
  await first.click();
  await page.keyboard.press('Backspace');
  assert.equal((await marks(solver))[0], '', 'Backspace clears a cell’s marks');
  assert.deepEqual(problems, []);
});
