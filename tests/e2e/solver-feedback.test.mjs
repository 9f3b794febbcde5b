// Solve mode at the moments that matter: a job running (typing refused,
// progress, Escape), an error (said beside the controls, in view with the
// grid; clashing givens marked), and the verdict on uniqueness with the
// solutions to step through. Each test began as a bug report.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { contrast, pressTool, ROOT, screenshot, showing, startSite } from './harness.mjs';
import { allSolutions, candidatesOf } from './sudoku9.mjs';

const SIZES = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
];
const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
const SEVERAL = '8.........95.......67.........472968...913245...856137....9.716...6.8492......583';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** Entries in `puzzle`'s first two cells with a choice: symbols the givens allow there, but wrong. */
function wrongIn(puzzle) {
  const [solution] = allSolutions(puzzle, 1);
  const entries = [...'.'.repeat(81)];
  const open = [...puzzle].flatMap((s, i) => (s === '.' && candidatesOf([...puzzle], i).length > 1 ? [i] : []));
  for (const cell of open.slice(0, 2)) {
    entries[cell] = [...candidatesOf([...puzzle], cell)].find((s) => s !== solution[cell]);
  }
  return entries.join('');
}

/** Opens the demo page; `t.after` closes it. */
async function openSolver(t, path = '/index.html?puzzle=', viewport = SIZES[0]) {
  const { page, context, problems } = await site.open(path, { viewport });
  t.after(() => context.close());
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solver.getByRole('grid').waitFor();
  return { page, solver, problems };
}

/** The puzzle of tests/fixtures/pigeonhole25.txt: no solution, minutes of search. */
async function pigeonhole() {
  const text = await readFile(`${ROOT}/tests/fixtures/pigeonhole25.txt`, 'utf8');
  return text.split('\n').find((line) => line && !line.startsWith('#'));
}

/** Asserts `solution` is a 9×9 grid obeying the rules and keeping `puzzle`'s givens. */
function assertSolves9(puzzle, solution) {
  [...puzzle].forEach((given, i) => given === '.' || assert.equal(solution[i], given, `given at ${i}`));
  for (let i = 0; i < 9; i++) {
    const top = Math.floor(i / 3) * 3;
    const left = (i % 3) * 3;
    const units = [
      Array.from({ length: 9 }, (_, j) => solution[i * 9 + j]),
      Array.from({ length: 9 }, (_, j) => solution[j * 9 + i]),
      Array.from({ length: 9 }, (_, j) => solution[(top + Math.floor(j / 3)) * 9 + left + (j % 3)]),
    ];
    for (const unit of units) assert.equal([...unit].sort().join(''), '123456789');
  }
}

function cell(solver, index) {
  return solver.getByRole('gridcell').nth(index).locator('input');
}

function values(solver) {
  return solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')].map((i) => i.value),
  );
}

/** Whether the whole of `locator` lies inside the viewport. */
async function inView(page, locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  return Boolean(box) && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
}

test('typing is refused while a count runs, and the count goes on', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  await solver.evaluate((host) => (host.countLimit = 0));
  const url = page.url();
  await pressTool(solver, 'count');
  await solver
    .locator('.progress')
    .filter({ hasText: /found in/ })
    .waitFor();
  await cell(solver, 0).click();
  await page.keyboard.type('123');
  assert.deepEqual((await values(solver)).slice(0, 3), ['', '', ''], 'no digit entered');
  assert.equal(page.url(), url, 'the address is unchanged');
  assert.equal((await solver.getByRole('status').textContent()).trim(), 'Counting…');
  await solver.getByRole('button', { name: 'Cancel' }).click();
  await solver
    .getByRole('status')
    .filter({ hasText: /^Cancelled\. [\d,]+ solutions found/ })
    .waitFor({ timeout: 2000 });
  assert.deepEqual(problems, []);
});

for (const viewport of SIZES) {
  test(`at ${viewport.width}×${viewport.height} clashing givens are marked and the error is in view`, async (t) => {
    const { page, solver, problems } = await openSolver(t, '/index.html?puzzle=', viewport);
    await cell(solver, 0).click();
    await page.keyboard.type('5');
    await cell(solver, 3).click();
    await page.keyboard.type('5');
    await pressTool(solver, 'solve');
    const alert = solver.locator('#grid-error');
    await alert.filter({ hasText: 'Clues clash' }).waitFor();
    assert.match(
      await alert.textContent(),
      /^Clues clash: the 5 at row 1, column [14] is also in row 1, column [14] \(same row\)\.$/,
    );
    assert.ok(await inView(page, alert), 'the error is in the viewport');
    assert.ok(await inView(page, cell(solver, 0)), 'with the clashing cells');
    for (const [here, there] of [
      [0, 4],
      [3, 1],
    ]) {
      const input = cell(solver, here);
      assert.equal(await input.getAttribute('aria-invalid'), 'true');
      const reason = `5 is also in row 1, column ${there} (same row)`;
      assert.equal(await input.getAttribute('title'), reason, 'the reason on hover');
      assert.match(await input.getAttribute('aria-label'), new RegExp(`clue 5: ${reason.replace(/[()]/g, '\\$&')}$`));
      await input.focus();
      assert.equal(await solver.locator('.cell-note').textContent(), reason, 'the reason on focus');
    }
    await screenshot(page, `solver-clash-${viewport.width}`);
    // Mended, the marks go.
    await page.keyboard.press('Backspace');
    await alert.filter({ hasText: /^$/ }).waitFor({ state: 'attached' });
    assert.equal(await cell(solver, 0).getAttribute('aria-invalid'), null);
    assert.deepEqual(problems, []);
  });

  test(`at ${viewport.width}×${viewport.height} a broken share link says so, in view`, async (t) => {
    const { page, solver, problems } = await openSolver(t, '/index.html?puzzle=%3Cimg%20src%3Dx%3E', viewport);
    const alert = solver.locator('#grid-error');
    await alert.filter({ hasText: /^This puzzle could not be loaded: .*'<'/ }).waitFor();
    assert.ok(await inView(page, alert), 'the error is in view');
    assert.ok(await inView(page, cell(solver, 0)), 'with the grid');
    assert.equal(await solver.evaluate((host) => host.shadowRoot.querySelectorAll('img').length), 0);
    assert.deepEqual(problems, []);
  });
}

test('a long solve shows its time, and Escape cancels it', async (t) => {
  const puzzle = await pigeonhole();
  const { page, solver, problems } = await openSolver(t, `/index.html?puzzle=${puzzle}`);
  await showing(solver, puzzle);
  await pressTool(solver, 'solve');
  const progress = solver.locator('.progress');
  // In play the progress is the time alone; the nodes are the solver's view's (while setting up).
  const pattern = /^(.+) of searching\.$/;
  await progress.filter({ hasText: pattern }).waitFor();
  const first = await progress.textContent();
  await page.waitForFunction((before) => {
    const text = document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelector('.progress').textContent;
    return /of searching\.$/.test(text) && text !== before;
  }, first);
  assert.equal((await solver.getByRole('status').textContent()).trim(), 'Solving…');
  assert.ok(await inView(page, progress), 'progress is in view');
  await screenshot(page, 'solver-solving');
  await page.keyboard.press('Escape');
  // Said "Cancelled." whatever the wait: a search left to run would end in
  // other words, much later. Not timed: a loaded machine is slow to paint.
  await solver
    .getByRole('status')
    .filter({ hasText: /^Cancelled\. .+ of searching\.$/ })
    .waitFor({ timeout: 15_000 });
  // Usable at once.
  await solver.getByRole('button', { name: 'Easy 9×9', exact: true }).click();
  await pressTool(solver, 'solve');
  await solver
    .getByRole('status')
    .filter({ hasText: /^The solution: Undo hides it\./ })
    .waitFor();
  assert.deepEqual(problems, []);
});

test('several solutions: not unique, stepped through, differences marked', async (t) => {
  const { page, solver, problems } = await openSolver(t, `/index.html?puzzle=${SEVERAL}`);
  // Solve moves into the menu once the puzzle is played: pressed before, it could vanish under the click.
  await showing(solver, SEVERAL);
  await pressTool(solver, 'solve');
  await solver
    .getByRole('status')
    .filter({ hasText: /^A solution, of several: Undo hides it\./ })
    .waitFor();
  const label = solver.locator('.solutions-bar-label');
  assert.equal(await label.textContent(), 'Solution 1 of at least 2');
  const first = await values(solver);
  const differs = () =>
    solver.evaluate((host) =>
      [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')].flatMap((input, i) =>
        input.classList.contains('differs') ? [i] : [],
      ),
    );
  const next = solver.getByRole('button', { name: 'Next solution' });
  await next.click();
  const second = await values(solver);
  const changed = first.flatMap((value, i) => (value !== second[i] ? [i] : []));
  assert.ok(changed.length >= 4, 'two solutions differ in at least four cells');
  assert.deepEqual(await differs(), changed, 'exactly the differing cells are marked');
  await next.click();
  await label.filter({ hasText: 'Solution 3 of 3' }).waitFor();
  assert.equal(await next.getAttribute('aria-disabled'), 'true', 'the example has three solutions');
  await screenshot(page, 'solver-solutions');
  const seen = new Set([first.join(''), second.join(''), (await values(solver)).join('')]);
  assert.equal(seen.size, 3, 'three different solutions');
  for (const solution of seen) assertSolves9(SEVERAL, solution);
  await solver.getByRole('button', { name: 'Previous solution' }).click();
  assert.equal(await label.textContent(), 'Solution 2 of 3');
  assert.deepEqual(problems, []);
});

test('375×800: Solve’s verdict reads whole in the status box, beside the solutions bar or over the rating', async (t) => {
  const phone = { viewport: SIZES[1], deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  // Several solutions (fourteen), and two entries wrong in every one of them.
  const loose = `${SEVERAL.slice(0, 72)}.........`;
  const wrong = `.2${'.'.repeat(6)}3`.padEnd(81, '.');
  for (const solution of allSolutions(loose, 1000)) assert.ok(solution[1] !== '2' && solution[8] !== '3');
  const cases = [
    {
      puzzle: loose,
      entries: wrong,
      said: /^A solution, of several: Undo hides it\. 2 entries of yours differ \(marked\)\.$/,
    },
    {
      puzzle: EASY,
      entries: wrongIn(EASY),
      said: /^The solution: Undo hides it\. 2 entries of yours differ \(marked\)\.$/,
    },
  ];
  for (const { puzzle, entries, said } of cases) {
    const { page, context, problems } = await site.open(`/index.html?puzzle=${puzzle}&entries=${entries}`, phone);
    t.after(() => context.close());
    const solver = page.locator('sudoku-dlx[mode="solve"]');
    await solver.locator('input.given').first().waitFor();
    const grid = solver.getByRole('grid');
    const place = () => grid.evaluate((g) => JSON.stringify(g.getBoundingClientRect()));
    const before = await place();
    await pressTool(solver, 'solve', 'tap');
    await solver.getByRole('status').filter({ hasText: said }).waitFor();
    const unique = puzzle === EASY;
    // All that goes in the box: the rating of a unique puzzle, or the solutions bar beside it.
    const last = unique
      ? solver.locator('[data-part="rating"]').filter({ hasText: /^Difficulty: / })
      : solver.getByRole('group', { name: 'Solutions' });
    await last.waitFor();
    const box = await solver
      .locator('[data-part="said"]')
      .evaluate((s) => ({ text: s.innerText, scroll: s.scrollHeight, height: s.clientHeight }));
    assert.ok(box.scroll <= box.height, `"${box.text}" fits the status (${box.scroll} of ${box.height} px)`);
    assert.equal(await place(), before, 'the grid stays where it was');
    await screenshot(page, `solver-verdict-phone-${unique ? 'unique' : 'several'}`);
    assert.deepEqual(problems, []);
    // Given back before the next case's page opens: that is this page made fresh (page-pool.mjs), not a new context.
    await context.close();
  }
});

test('dark mode follows the system, and a page themes solve mode on the host', async (t) => {
  const { page, context, problems } = await site.open(`/index.html?puzzle=${SEVERAL}`, {
    viewport: SIZES[1],
    colorScheme: 'dark',
  });
  t.after(() => context.close());
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solver.locator('.solver:not(.setting-up)').waitFor();
  await pressTool(solver, 'solve');
  await solver
    .getByRole('status')
    .filter({ hasText: /^A solution, of several:/ })
    .waitFor();
  const colours = () =>
    solver.evaluate((host) => {
      const root = host.shadowRoot;
      const style = (selector) => getComputedStyle(root.querySelector(selector));
      return {
        panel: style('.frame').backgroundColor,
        text: style('[role="status"]').color,
        given: style('input.given').color,
        givenBg: style('input.given').backgroundColor,
        solved: style('input.solved').color,
        accent: style('button.primary').backgroundColor,
      };
    });
  const dark = await colours();
  assert.equal(dark.panel, 'rgb(22, 27, 34)', 'a dark panel');
  assert.ok(contrast(dark.text, dark.panel) >= 4.5, `status ${dark.text} on ${dark.panel}`);
  assert.ok(contrast(dark.given, dark.givenBg) >= 4.5, `givens ${dark.given} on ${dark.givenBg}`);
  assert.ok(contrast(dark.solved, dark.panel) >= 4.5, `solved digits ${dark.solved} on ${dark.panel}`);
  await screenshot(page, 'solver-dark');
  await page.addStyleTag({ content: 'sudoku-dlx { --sd-accent: rgb(124, 58, 237); --sd-bg: rgb(0, 0, 0); }' });
  const themed = await colours();
  assert.equal(themed.accent, 'rgb(124, 58, 237)', 'the host rule wins over the default');
  assert.equal(themed.panel, 'rgb(0, 0, 0)');
  assert.deepEqual(problems, []);
});

test('undo and redo: edits, Clear and an example, by keys and buttons', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  const puzzle = () => solver.evaluate((host) => host.puzzle);
  const undo = solver.getByRole('button', { name: 'Undo' });
  const redo = solver.getByRole('button', { name: 'Redo' });
  assert.equal(await undo.getAttribute('aria-disabled'), 'true', 'nothing to undo at first');
  await cell(solver, 0).click();
  await page.keyboard.type('12');
  const typed = `12${'.'.repeat(79)}`;
  assert.equal(await puzzle(), typed);
  await solver.getByRole('button', { name: 'Easy 9×9', exact: true }).click();
  const easy = (await puzzle()).slice();
  await pressTool(solver, 'clear');
  assert.equal(await puzzle(), '.'.repeat(81));

  await undo.click();
  assert.equal(await puzzle(), easy, 'Clear undone');
  await cell(solver, 0).focus();
  await page.keyboard.press('Control+z');
  assert.equal(await puzzle(), typed, 'the example undone');
  await page.keyboard.press('Control+z');
  assert.equal(await puzzle(), `1${'.'.repeat(80)}`, 'one typed digit at a time');
  await page.keyboard.press('Control+Shift+Z');
  assert.equal(await puzzle(), typed);
  await redo.click();
  assert.equal(await puzzle(), easy);
  await redo.click();
  assert.equal(await puzzle(), '.'.repeat(81));
  assert.equal(await redo.getAttribute('aria-disabled'), 'true', 'nothing left to redo');
  // A new edit drops the steps that were undone.
  await undo.click();
  // Cell 80 holds a clue of the example, locked in play; cell 79 is open.
  await cell(solver, 79).click();
  await page.keyboard.type('5');
  assert.equal(await redo.getAttribute('aria-disabled'), 'true');
  assert.deepEqual(problems, []);
});

test('paste: comments skipped, commas as separators, Ctrl+Enter loads, errors in one wording', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  const easy = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
  const rows = Array.from({ length: 9 }, (_, r) => [...easy.slice(r * 9, r * 9 + 9)].join(','));
  const text = ['# from a spreadsheet', ...rows.slice(0, 4), '  # half way', ...rows.slice(4)].join('\n');
  const box = solver.getByLabel('Paste a puzzle');
  await box.fill(text);
  await box.press('Control+Enter');
  await solver.getByRole('status').filter({ hasText: 'Loaded a 9 × 9 puzzle.' }).waitFor();
  assert.equal(await solver.evaluate((host) => host.puzzle), easy);
  // The text's errors name its line and column; the grid's, its row and column; both read as sentences.
  await box.fill(`# a comment\n${rows[0]}\n${rows[1].replace('4', 'x')}`);
  await box.press('Control+Enter');
  await solver
    .locator('#text-error')
    .filter({ hasText: /^Unexpected 'x' at line 3, column 13/ })
    .waitFor();
  await cell(solver, 10).click();
  // Q: Z, X, C and V choose what a key writes in play.
  await page.keyboard.type('Q');
  await solver
    .locator('#grid-error')
    .filter({ hasText: /^Unexpected 'Q' at row 2, column 2/ })
    .waitFor();
  assert.deepEqual(problems, []);
});
