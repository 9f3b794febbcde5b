// The solver page, driven in headless Chromium as a person would drive it:
// typing, pasting, clicking the examples, following a link, cancelling.
// Run with `npm run build && node --test tests/e2e/`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EXAMPLES } from '../../www/sudoku-dlx/solve/examples.js';
import { contrast, pressTool, screenshot } from './harness.mjs';
import {
  EASY,
  SOLUTION_SHOWN,
  readGrid,
  assertSolves,
  status,
  waitForStatus,
  alerts,
  loadText,
  solverSite,
} from './solver-page.mjs';

const { openSolver, site } = solverSite({ own: true }); // it uses the clipboard: see solverSite
test('importing the element module touches no browser global', async () => {
  assert.equal(globalThis.window, undefined);
  const module = await import('../../www/sudoku-dlx/index.js');
  assert.equal(typeof module.defineSudokuDlx, 'function');
});

test('a puzzle typed cell by cell is solved, givens kept and set apart', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  const events = page.evaluate(
    () => new Promise((resolve) => document.addEventListener('solution', (e) => resolve(e.detail), { once: true })),
  );
  await solver.getByRole('gridcell').first().locator('input').click();
  // '.' leaves a cell empty and moves on, like a typed digit.
  await page.keyboard.type(EASY);
  const typed = await readGrid(solver);
  assert.equal(typed.values.map((v) => v || '.').join(''), EASY);
  assert.equal(await solver.getAttribute('puzzle'), EASY, 'the puzzle attribute follows the grid');

  // While setting up, the solver's view: the search's work is said.
  await pressTool(solver, 'solve');
  const said = await waitForStatus(solver, /^Solved in/);
  assert.match(said, /Solved in .+ ms, unique: [\d,]+ nodes, [\d,]+ updates\./);

  const solved = await readGrid(solver);
  assertSolves(EASY, solved.values);
  solved.given.forEach((given, i) => {
    assert.equal(given, EASY[i] !== '.', `cell ${i} marked given`);
    assert.equal(solved.solved[i], EASY[i] === '.', `cell ${i} marked solved`);
  });
  // Givens must differ by more than colour.
  const weights = await solver.evaluate((host) => {
    const weight = (selector) => getComputedStyle(host.shadowRoot.querySelector(selector)).fontWeight;
    return { given: weight('input.given'), solved: weight('input.solved') };
  });
  assert.ok(Number(weights.given) >= 700 && Number(weights.solved) <= 400, JSON.stringify(weights));

  await screenshot(page, 'solver-typed-and-solved');
  const detail = await events;
  assert.equal(detail.puzzle, EASY);
  assert.equal(detail.solution, solved.values.join(''));

  // Editing a cell drops the now stale solution.
  await solver.getByRole('gridcell').nth(0).locator('input').click();
  await page.keyboard.press('Backspace');
  assert.equal((await readGrid(solver)).solved.some(Boolean), false);
  assert.deepEqual(problems, []);
});

test('the keyboard moves through the grid, which is one tab stop', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  const focused = () =>
    solver.evaluate((host) => {
      const active = host.shadowRoot.activeElement;
      return active?.getAttribute('aria-label') ?? active?.textContent;
    });
  // The page's first focusables: its three links (outside the element), the
  // game's bar, the actions above the grid (an empty grid is set up: Start
  // first, and no Check), then the grid.
  const passed = [];
  for (let presses = 0; presses < 20 && !passed.at(-1)?.startsWith('Row'); presses++) {
    await page.keyboard.press('Tab');
    passed.push(await focused());
  }
  assert.deepEqual(passed, [
    undefined,
    undefined,
    undefined,
    'New game',
    'Kind of a new game',
    'Difficulty of a new game',
    'Pause',
    'Menu',
    'Start',
    'Solve',
    'Count',
    'Hint',
    'Candidates',
    'Pencil',
    'Undo',
    'Redo',
    'Row 1, column 1, empty',
  ]);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), 'Row 2, column 3, empty');
  await page.keyboard.type('7');
  assert.equal(await focused(), 'Row 2, column 4, empty', 'typing moves on');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), 'Row 2, column 3, clue 7');
  await page.keyboard.press('Delete');
  assert.equal(await focused(), 'Row 2, column 3, empty');
  await page.keyboard.press('Enter');
  assert.equal(await focused(), 'Row 2, column 4, empty', 'Enter moves on, as its "next" label says');
  await page.keyboard.press('End');
  assert.equal(await focused(), 'Row 2, column 9, empty');
  await page.keyboard.press('Control+End');
  assert.equal(await focused(), 'Row 9, column 9, empty');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'Easy 9×9', 'Tab leaves the grid at once');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'Row 9, column 9, empty', 'and comes back to the last cell');
  assert.deepEqual(problems, []);
});

test('a pretty multi-line grid is pasted and loaded', async (t) => {
  const { page, solver, problems } = await openSolver(t, '/index.html?puzzle=', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const pretty = `
    . 5 . | . 8 3 | . 1 7
    . . . | 1 . . | 4 . .
    3 . 4 | . . 5 | 6 . 8
    ------+-------+------
    . . . | . 3 . | . . 9
    . 9 . | 8 2 4 | 5 . .
    . . 6 | . . . | . 7 .
    ------+-------+------
    . . 9 | . . . | . 5 .
    . . 7 | 2 9 . | . 8 6
    1 . 3 | 6 . 7 | 2 . 4
  `;
  await loadText(solver, pretty);
  await waitForStatus(solver, 'Loaded a 9 × 9 puzzle.');
  const grid = await readGrid(solver);
  assert.equal(grid.values.map((v) => v || '.').join(''), EASY);
  assert.deepEqual(await alerts(solver), []);

  await loadText(solver, '..34\n..4.\n...6 3...2..6.....1....5.6...'.replace(/ /g, '\n'));
  await waitForStatus(solver, 'Loaded a 6 × 6 puzzle.');
  assert.equal((await readGrid(solver)).side, 6);

  // Pasted into a cell, a whole puzzle replaces the grid.
  await page.evaluate((text) => navigator.clipboard.writeText(text), pretty);
  await solver.getByRole('gridcell').nth(3).locator('input').click();
  await page.keyboard.press('ControlOrMeta+V');
  await waitForStatus(solver, 'Loaded a 9 × 9 puzzle.');
  assert.equal((await readGrid(solver)).values.map((v) => v || '.').join(''), EASY);
  assert.deepEqual(problems, []);
});

// Every example on one page, one after another, as a person tries them:
// each click shows its example afresh (its status said before Count is
// pressed, so no verdict of the example before is read as its own), where a
// page a test cost a page load and its clearing each.
test('every example: Count says how many solutions, Solve agrees', async (t) => {
  const { solver, problems } = await openSolver(t);
  for (const { label, solutions, puzzle: listed } of EXAMPLES) {
    await t.test(`example "${label}": Count says ${solutions}, Solve agrees`, async () => {
      await solver.getByRole('button', { name: label, exact: true }).click();
      await waitForStatus(solver, `Example: ${label}.`);
      const puzzle = await solver.getAttribute('puzzle');
      assert.ok(puzzle && /^[.1-9A-P]+$/.test(puzzle), `puzzle attribute ${puzzle}`);
      assert.equal(puzzle, listed, 'the example shown is this one, not the one before');

      // In play, a player's words: the count and its time, without the search's work.
      await pressTool(solver, 'count');
      const verdict = { 0: 'No solution', 1: 'Unique: exactly one solution' }[solutions] ?? `${solutions} solutions`;
      const expected = new RegExp(`^${verdict} \\((under )?[\\d.,]+ [µm]?s\\)\\.$`);
      assert.match(await waitForStatus(solver, expected), expected);

      await pressTool(solver, 'solve');
      if (solutions === 0) {
        assert.match(
          await waitForStatus(solver, /^No solution:/),
          /^No solution: no grid keeps the rules and these clues\.$/,
        );
        assert.equal((await readGrid(solver)).solved.some(Boolean), false);
      } else {
        await waitForStatus(solver, /^(The solution|A solution, of several): Undo hides it\.$/);
        assertSolves(puzzle, (await readGrid(solver)).values);
      }
      await screenshot(solver, `example-${label.replace(/\W+/g, '-').toLowerCase()}`);
    });
  }
  assert.deepEqual(problems, []);
});

test('bad input is reported next to where it came from, and the solver goes on', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  const errors = [];
  await page.exposeFunction('recordError', (message) => errors.push(message));
  await page.evaluate(() =>
    document.addEventListener('error', (/** @type {any} */ e) => e.detail && window.recordError(e.detail.message)),
  );
  // Each input names its own alert, which is how assistive technology (and
  // this test) finds the message that belongs to it.
  const alertOf = async (input) => {
    const id = (await input.getAttribute('aria-describedby')).split(' ')[0];
    const alert = solver.locator(`#${id}`);
    assert.equal(await alert.getAttribute('role'), 'alert');
    return alert;
  };
  const textAlert = await alertOf(solver.getByLabel('Paste a puzzle'));
  const gridAlert = await alertOf(solver.getByRole('grid'));

  await loadText(solver, '12x4');
  await textAlert.filter({ hasText: "unexpected 'x' at column 3" }).waitFor();
  await loadText(solver, '1234');
  await textAlert.filter({ hasText: 'found 4 cells' }).waitFor();
  await loadText(solver, `11${'.'.repeat(79)}`);
  await textAlert.filter({ hasText: 'the givens contradict each other: 1 appears twice in row 1' }).waitFor();
  assert.equal(await solver.getAttribute('puzzle'), '', 'a bad paste leaves the grid alone');

  // The same checks apply to the typed grid, with its rows and columns.
  const cell = (index) => solver.getByRole('gridcell').nth(index).locator('input');
  await cell(0).click();
  await page.keyboard.type('5');
  await cell(9).click();
  await page.keyboard.type('5');
  await gridAlert
    .filter({ hasText: '5 appears twice in column 1, at row 1, column 1 and at row 2, column 1' })
    .waitFor();
  await cell(9).click();
  await page.keyboard.press('Backspace');
  await gridAlert.filter({ hasText: /^$/ }).waitFor({ state: 'attached' });
  await page.keyboard.type('z');
  await gridAlert.filter({ hasText: "unexpected 'Z' at row 2, column 1" }).waitFor();
  assert.equal(await cell(9).getAttribute('aria-invalid'), 'true');
  await pressTool(solver, 'solve');
  await gridAlert.filter({ hasText: "unexpected 'Z'" }).waitFor();
  await screenshot(solver, 'solver-errors');

  // After all that, the module still solves.
  await pressTool(solver, 'clear');
  assert.equal(await gridAlert.textContent(), '', 'Clear starts the grid afresh');
  await loadText(solver, EASY);
  await waitForStatus(solver, 'Loaded a 9 × 9 puzzle.');
  await pressTool(solver, 'solve');
  await waitForStatus(solver, SOLUTION_SHOWN);
  assertSolves(EASY, (await readGrid(solver)).values);
  assert.deepEqual(await alerts(solver), []);
  assert.ok(errors.length >= 5, `error events: ${errors.join(' | ')}`);
  assert.deepEqual(problems, []);
});

test('the element embeds: puzzle property and attribute, events, mode switch', async (t) => {
  const { page, problems } = await openSolver(t);
  const urlBefore = page.url();
  await page.evaluate(() => {
    const element = document.createElement('sudoku-dlx');
    element.id = 'embedded';
    document.body.append(element);
    element.puzzle = '. 4 | . .\n. . | 1 .\n---------\n. . | . 2\n4 . | . .';
  });
  const embedded = page.locator('#embedded');
  await page.waitForFunction(
    () =>
      /** @type {import('../../www/sudoku-dlx/element.js').SudokuDlx} */ (document.querySelector('#embedded'))
        .puzzle === '.4....1....24...',
  );
  assert.equal((await readGrid(embedded)).side, 4, 'any text form in, the one-line form reflected');

  const solved = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.addEventListener(
          'solution',
          (e) => resolve({ target: /** @type {Element} */ (e.target).id, ...e.detail }),
          { once: true },
        ),
      ),
  );
  await embedded.getByRole('gridcell').nth(0).locator('input').click();
  await page.keyboard.type('1');
  const played = await embedded.evaluate((element) => [element.puzzle, element.entries]);
  assert.deepEqual(played, ['.4....1....24...', '1...............']);
  assert.equal(page.url(), urlBefore, 'an embedded element leaves the address bar alone');
  await pressTool(embedded, 'solve');
  const detail = await solved;
  assert.equal(detail.target, 'embedded');
  assert.equal(detail.solution, '1423231431424231');

  await embedded.evaluate((element) => (element.mode = 'visualize'));
  // Below the fold, the visualizer loads once scrolled to.
  await embedded.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => document.querySelector('#embedded').shadowRoot.querySelector('.visualizer')?.childElementCount > 0,
  );
  await embedded.evaluate((element) => element.remove());
  assert.deepEqual(problems, []);
});

test('on a 375px phone the page fits, big grids zoom in to cells a finger can tap, and every key’s label fits', async (t) => {
  const { page, solver, problems } = await openSolver(t, '/index.html?puzzle=', {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok((await pageWidth()) <= 375, `page is ${await pageWidth()}px wide`);
  await solver.getByRole('button', { name: 'Expert 9×9', exact: true }).click();
  await pressTool(solver, 'solve');
  await waitForStatus(solver, SOLUTION_SHOWN);
  await screenshot(page, 'phone-page');
  await screenshot(solver, 'phone-9x9-solved');

  /** Every pad key whose label does not fit it. */
  const spilled = () =>
    solver.evaluate((host) =>
      [...host.shadowRoot.querySelectorAll('.pad button')]
        .filter((b) => b.checkVisibility() && b.scrollWidth > b.clientWidth)
        .map((b) => b.textContent),
    );
  assert.deepEqual(await spilled(), [], '9×9: every key’s label fits');
  const windowOf = () =>
    solver.evaluate((host) => {
      const scroller = host.shadowRoot.querySelector('.scroller');
      const { left, right } = scroller.getBoundingClientRect();
      const more = host.shadowRoot.querySelector('.pan-cue').dataset.more ?? '';
      return { left, right, pans: scroller.scrollWidth > scroller.clientWidth, more };
    });
  for (const label of ['16×16', '25×25']) {
    await solver.getByRole('button', { name: label, exact: true }).click();
    await waitForStatus(solver, `Example: ${label}.`);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Zoomed in: cells a finger can tap, in a window that pans, cued where the grid goes on.
    let cell = await solver.getByRole('gridcell').first().boundingBox();
    assert.ok(cell.width >= 43, `${label}: zoomed cells are ${cell.width}px wide`);
    const zoomed = await windowOf();
    assert.ok(zoomed.left >= 0 && zoomed.right <= 375 && zoomed.pans, `${label}: ${JSON.stringify(zoomed)}`);
    assert.deepEqual(zoomed.more.split(' ').sort(), ['below', 'right'], `${label}: the cue at the start`);
    assert.deepEqual(await spilled(), [], `${label}: every key’s label fits`);
    // A cell tapped and a key of the pad: an entry.
    const open = await solver.evaluate((host) =>
      [...host.shadowRoot.querySelectorAll('.grid input')].findIndex((input) => !input.value),
    );
    await solver.getByRole('gridcell').nth(open).locator('input').tap();
    await solver.locator('.pad [data-symbol="1"]').tap();
    assert.equal(await solver.getByRole('gridcell').nth(open).locator('input').inputValue(), '1');
    await screenshot(page, `phone-${label.replace('×', 'x')}-zoomed`);
    // Zoomed out: the whole grid, no cue; and back.
    await solver.getByRole('button', { name: 'Zoom out to the whole grid' }).tap();
    cell = await solver.getByRole('gridcell').first().boundingBox();
    assert.ok(cell.width < 24, `${label}: the whole grid's cells are ${cell.width}px wide`);
    assert.equal((await windowOf()).more, '', `${label}: no cue for the whole grid`);
    await solver.getByRole('button', { name: 'Zoom in' }).tap();
    await pressTool(solver, 'solve', 'tap');
    await waitForStatus(solver, SOLUTION_SHOWN);
    assert.ok((await pageWidth()) <= 375, `${label}: page is ${await pageWidth()}px wide`);
    await screenshot(solver, `phone-${label.replace('×', 'x')}-solved`);
  }
  assert.deepEqual(problems, []);
});

test('a puzzle of another size pasted into a cell keeps focus in the grid', async (t) => {
  const { page, solver, problems } = await openSolver(t, '/index.html?puzzle=', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await page.evaluate((text) => navigator.clipboard.writeText(text), '.4....1....24...');
  await solver.getByRole('gridcell').nth(3).locator('input').click();
  await page.keyboard.press('ControlOrMeta+V');
  await waitForStatus(solver, 'Loaded a 4 × 4 puzzle.');
  const focused = await solver.evaluate((host) => host.shadowRoot.activeElement?.getAttribute('aria-label'));
  assert.equal(focused, 'Row 1, column 1, empty');
  await page.keyboard.type('1');
  assert.equal(await solver.getAttribute('entries'), '1...............', 'typing goes on in the new grid');
  assert.deepEqual(problems, []);
});

test('a paste cancelled before the solver answers gives focus back to the grid', async (t) => {
  const { page, context, problems } = await site().open('about:blank', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  t.after(() => context.close());
  // A solver that takes a minute to hear anything, so there is time to cancel.
  await page.addInitScript(() => {
    const Native = window.Worker;
    window.Worker = class extends Native {
      /** @param {[any, any]} message */
      postMessage(...message) {
        setTimeout(() => super.postMessage(...message), 60_000);
      }
    };
  });
  await page.goto(new URL('/index.html?puzzle=', site().url).href);
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await page.evaluate((text) => navigator.clipboard.writeText(text), EASY);
  await solver.getByRole('gridcell').nth(3).locator('input').click();
  await page.keyboard.press('ControlOrMeta+V');
  await solver.getByRole('button', { name: 'Cancel' }).click();
  await waitForStatus(solver, 'Cancelled.');
  const focused = await solver.evaluate((host) => host.shadowRoot.activeElement?.getAttribute('aria-label'));
  assert.equal(focused, 'Row 1, column 4, empty');
  assert.deepEqual(problems, []);
});

test('messages that no longer apply are cleared', async (t) => {
  const { solver, problems } = await openSolver(t);
  const gridAlert = solver.locator('#grid-error');
  const textAlert = solver.locator('#text-error');
  await solver.getByRole('button', { name: 'Easy 9×9', exact: true }).click();
  await pressTool(solver, 'solve');
  await waitForStatus(solver, SOLUTION_SHOWN);

  // A bad puzzle set on the element: its error, and no "Solved" beside it.
  await solver.evaluate((host) => (host.puzzle = '12x'));
  await gridAlert.filter({ hasText: "unexpected 'x' at column 3" }).waitFor();
  assert.equal(await status(solver), '');
  // Set back to the puzzle shown, which is fine: nothing is wrong any more.
  await solver.evaluate((host, puzzle) => (host.puzzle = puzzle), EASY);
  await gridAlert.filter({ hasText: /^$/ }).waitFor({ state: 'attached', timeout: 5000 });

  // A paste error goes once an example replaces the grid.
  await loadText(solver, '12x');
  await textAlert.filter({ hasText: "unexpected 'x' at column 3" }).waitFor();
  await solver.getByRole('button', { name: '4×4', exact: true }).click();
  await waitForStatus(solver, 'Example: 4×4.');
  assert.equal(await textAlert.textContent(), '');
  assert.deepEqual(await alerts(solver), []);
  assert.deepEqual(problems, []);
});

test('focus is drawn at 3:1 contrast or more, in the grid, on buttons and on the page', async (t) => {
  const { page, problems } = await openSolver(t);
  const focusStyle = () =>
    page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      const style = getComputedStyle(element);
      return {
        name: element.getAttribute('aria-label') ?? element.textContent,
        outline: style.outlineColor,
        inset: parseFloat(style.outlineOffset) < 0,
        background: style.backgroundColor,
      };
    });
  const seen = [];
  await page.keyboard.press('Tab'); // the page's first link, to the visualizer
  seen.push(await focusStyle());
  await page.locator('sudoku-dlx[mode="solve"]').getByRole('gridcell').first().locator('input').focus();
  seen.push(await focusStyle());
  await page.getByRole('button', { name: 'Copy link to this puzzle' }).focus();
  seen.push(await focusStyle());
  assert.deepEqual(
    seen.map((s) => s.name),
    ['Watch the search', 'Row 1, column 1, empty', 'Copy link to this puzzle'],
  );
  for (const { name, outline, inset, background } of seen) {
    assert.ok(contrast(outline, 'rgb(255, 255, 255)') >= 3, `${name}: ${outline} on the white page`);
    // An outline drawn inside the element is seen against its background.
    if (inset) assert.ok(contrast(outline, background) >= 3, `${name}: ${outline} on ${background}`);
  }
  assert.deepEqual(problems, []);
});
