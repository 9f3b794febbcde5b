// Playing a puzzle in solve mode (issue 18): the clues stay clues, the
// player's digits are entries, styled apart and carried by the link, Check
// and mistakes, hints in two stages, undo of what the player did, and a
// phone with the grid and a pad in the first screen. Each of the issue's
// eight bugs has a test here that failed before its fix.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrast, pressTool, screenshot, showScheme } from './harness.mjs';
import { DESKTOP, EASY, PHONE, PHONE_OPTIONS, cell, readGrid, status, typeAt, playSite } from './play-page.mjs';
import { PEERS, allSolutions, candidatesOf } from './sudoku9.mjs';

const [SOLUTION] = allSolutions(EASY, 1);
const EMPTY = [...EASY].flatMap((s, i) => (s === '.' ? [i] : []));
/** An empty cell and a symbol that clashes with no given there but is wrong. */
const WRONG = (() => {
  const cell = EMPTY.find((c) => candidatesOf([...EASY], c).length > 1);
  return { cell, symbol: [...candidatesOf([...EASY], cell)].find((s) => s !== SOLUTION[cell]) };
})();

/** An empty cell, away from WRONG's, where the right symbol goes. */
const RIGHT = EMPTY.find((c) => c !== WRONG.cell && !PEERS[c].has(WRONG.cell));
const CLUES = [...EASY].filter((s) => s !== '.').length;

const { openSolver, site } = playSite();

test('bug 1: a clue cannot be typed over; Enter skips clues; entries are not givens', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  const given = 1; // EASY[1] is 5
  await typeAt(page, solver, given, '9');
  assert.equal((await readGrid(solver))[given].value, '5', 'the clue stays');
  await status(solver, /^Row 1, column 2 is a clue: it stays as it is\.$/);
  assert.equal(await solver.evaluate((host) => host.puzzle), EASY);
  // An entry in row 1, column 1 keeps its cell (game-trial.test.mjs); Enter then skips the clue at column 2.
  await typeAt(page, solver, 0, SOLUTION[0]);
  await page.keyboard.press('Enter');
  const focused = await solver.evaluate((host) => host.shadowRoot.activeElement?.getAttribute('aria-label'));
  assert.equal(focused, 'Row 1, column 3, empty', 'Enter moved past the clue');
  const grid = await readGrid(solver);
  assert.deepEqual(grid[0], { value: SOLUTION[0], kind: 'entry', invalid: false });
  assert.equal(await solver.evaluate((host) => host.puzzle), EASY, 'the puzzle is the clues alone');
  assert.equal(await solver.evaluate((host) => host.entries), `${SOLUTION[0]}${'.'.repeat(80)}`);
  assert.deepEqual(
    await solver
      .getByRole('alert')
      .allTextContents()
      .then((a) => a.filter(Boolean)),
    [],
  );
  assert.deepEqual(problems, []);
});

test('bug 1 and 2: a puzzle typed in is set up, Start locks its clues, Check then checks entries', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  await cell(solver, 0).click();
  await page.keyboard.type(EASY);
  // Check has nothing to compare with while setting up: Start has its place.
  assert.equal(await solver.getByRole('button', { name: 'Check' }).isHidden(), true);
  assert.equal((await solver.getByRole('alert').allTextContents()).filter(Boolean).length, 0, 'no "givens clash"');
  await solver.getByRole('button', { name: 'Start' }).click();
  await status(solver, new RegExp(`^Playing: ${CLUES} clues locked`));
  assert.equal(await solver.getByRole('button', { name: 'Start' }).isHidden(), true);
  assert.equal(await solver.getByRole('button', { name: 'Check' }).isVisible(), true);
  const focused = await solver.evaluate((host) => host.shadowRoot.activeElement?.getAttribute('aria-label'));
  assert.match(focused ?? 'nothing', /^Row 9, column 9\b/, 'focus stays on the cell last typed in, not the page');
  await typeAt(page, solver, 1, '7');
  assert.equal((await readGrid(solver))[1].value, '5', 'a clue typed in is locked once play starts');
  await typeAt(page, solver, WRONG.cell, WRONG.symbol);
  await pressTool(solver, 'solve');
  await status(solver, /^The solution: Undo hides it\. 1 entry of yours differs \(marked\)\.$/);
  const grid = await readGrid(solver);
  assert.deepEqual(grid[WRONG.cell], { value: WRONG.symbol, kind: 'entry', invalid: true });
  assert.equal(
    grid.map((c) => c.value).join(''),
    [...SOLUTION].map((s, i) => (i === WRONG.cell ? WRONG.symbol : s)).join(''),
  );
  assert.deepEqual(problems, []);
});

test('bug 2: an entry that clashes is the player’s mistake, at once', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  // Row 1 holds a 5 (column 2): a 5 typed in row 1, column 1 clashes with it.
  await typeAt(page, solver, 0, '5');
  await status(solver, /^Mistake: your 5 at row 1, column 1 is also in row 1, column 2 \(same row and box\)/);
  const grid = await readGrid(solver);
  assert.equal(grid[0].invalid, true);
  assert.equal(grid[1].invalid, false, 'the clue is not marked');
  assert.deepEqual((await solver.getByRole('alert').allTextContents()).filter(Boolean), [], 'no "givens clash"');
  // An analysis of the grid as the player sees it asks for the mistake to be mended.
  await pressTool(solver, 'possibilities');
  await solver
    .getByRole('alert')
    .filter({ hasText: /^Mistake: your 5 at row 1, column 1 .* Mend it first\.$/ })
    .waitFor();
  assert.deepEqual(problems, []);
});

test('a clash singles out both of its cells, in light and dark: the entry as the mistake, the clue it repeats beside it', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  // Row 1 holds a 5 (column 2): a 5 typed in row 1, column 1 clashes with it.
  await typeAt(page, solver, 0, '5');
  await status(solver, /^Mistake: your 5 at row 1, column 1 is also in row 1, column 2/);
  for (const scheme of /** @type {const} */ (['light', 'dark'])) {
    await showScheme(solver, scheme);
    const looks = await solver.evaluate((host) => {
      const inputs = host.shadowRoot.querySelectorAll('[role="gridcell"] input');
      const look = (/** @type {Element} */ input) => {
        const style = getComputedStyle(input);
        return { background: style.backgroundColor, ring: style.boxShadow, focused: input.matches(':focus') };
      };
      // Cell 4 is another clue, in no clash.
      return { entry: look(inputs[0]), clue: look(inputs[1]), other: look(inputs[4]) };
    });
    const why = `${scheme}: ${JSON.stringify(looks)}`;
    assert.ok(looks.entry.focused, 'the entry just typed keeps focus');
    assert.notEqual(looks.clue.background, looks.other.background, `the clue in the clash is tinted apart; ${why}`);
    assert.equal(looks.entry.background, looks.clue.background, `both cells in the clash's tint, focus or not; ${why}`);
    assert.notEqual(looks.clue.ring, 'none', `the clue is ringed; ${why}`);
    assert.equal(looks.other.ring, 'none', why);
    await screenshot(solver.getByRole('grid'), `play-clash-${scheme}`);
  }
  assert.equal((await readGrid(solver))[1].invalid, false, 'the clue is no mistake: only the entry is invalid');
  await solver.getByRole('gridcell').nth(1).locator('input').focus();
  assert.match(await solver.locator('[data-part="cell-note"]').textContent(), /^5 is also in row 1, column 1/);
  // Mended, neither is marked.
  await typeAt(page, solver, 0, SOLUTION[0]);
  await page.waitForFunction(
    () => !document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelector('input.clash, input.wrong'),
  );
  assert.deepEqual(problems, []);
});

for (const [name, options] of /** @type {const} */ ([
  ['1280×900', { viewport: DESKTOP }],
  ['375×800', PHONE_OPTIONS],
])) {
  test(`at ${name}: the hint's digit stands alone in its cell, as large as an entry, clear of the player's marks`, async (t) => {
    const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { options, puzzle: EASY });
    // Marks in every open cell, as a player who fills in candidates has them.
    await pressTool(solver, 'fill-candidates');
    await page.waitForFunction(
      () =>
        document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('.centre-marks:not(:empty)')
          .length > 0,
    );
    // The toolbar's Hint, or the pad's on a phone.
    const hint = solver.locator('[data-action="hint"]:visible').first();
    await hint.click();
    await status(solver, /^Hint: (Naked|Hidden) single: look at/);
    await hint.click();
    await status(solver, /^Hint: (Naked|Hidden) single: /);
    const shown = await solver.evaluate((host) => {
      const cells = [...host.shadowRoot.querySelectorAll('[role="gridcell"]')];
      const index = cells.findIndex((cell) => cell.querySelector('input.hinted'));
      const cell = cells[index];
      const marks = /** @type {HTMLElement} */ (cell.querySelector('.marks'));
      const entrySize = getComputedStyle(/** @type {Element} */ (cell.querySelector('input'))).fontSize;
      return {
        index,
        marks: [...marks.children].map((child) => child.textContent),
        size: parseFloat(getComputedStyle(/** @type {Element} */ (marks.querySelector('.placed'))).fontSize),
        entrySize: parseFloat(entrySize),
        centre: cell.querySelector('.centre-marks')?.textContent,
      };
    });
    assert.deepEqual(shown.marks, [SOLUTION[shown.index]], `the placed digit alone: ${JSON.stringify(shown)}`);
    assert.equal(shown.centre, '', 'no centre marks under it');
    assert.ok(shown.size >= shown.entrySize * 0.9, `drawn at ${shown.size}px, an entry at ${shown.entrySize}px`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `play-hint-digit-${name.replace('×', 'x')}`);
    await solver.getByRole('button', { name: 'Apply this step' }).click();
    assert.deepEqual((await readGrid(solver))[shown.index], {
      value: SOLUTION[shown.index],
      kind: 'entry',
      invalid: false,
    });
    assert.deepEqual(problems, []);
  });
}

test('Show mistakes as I type marks a wrong entry that clashes with nothing', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  await solver.getByLabel('Show mistakes as I type').check();
  await typeAt(page, solver, WRONG.cell, WRONG.symbol);
  const marked = (/** @type {boolean} */ want) =>
    page.waitForFunction(
      ([i, w]) => {
        const inputs = document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('input');
        return (inputs[i].getAttribute('aria-invalid') === 'true') === w;
      },
      [WRONG.cell, want],
    );
  await marked(true);
  await typeAt(page, solver, WRONG.cell, SOLUTION[WRONG.cell]);
  await marked(false);
  assert.deepEqual(problems, []);
});

test('bug 3: a link with entries reopens with entries as entries', async (t) => {
  const { page, context, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  await typeAt(page, solver, WRONG.cell, WRONG.symbol);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('puzzle'), EASY, 'the puzzle in the link is the clues');
  const entries = url.searchParams.get('entries');
  assert.equal(entries, [...'.'.repeat(81)].map((s, i) => (i === WRONG.cell ? WRONG.symbol : s)).join(''));
  assert.deepEqual(problems, []);
  // The link opened afresh: this page given back first is that page made
  // fresh (page-pool.mjs), where a second page held beside it took a context.
  await context.close();
  const reopened = await openSolver(t, url.search, { puzzle: EASY });
  await reopened.page.waitForFunction(
    () => document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('input.entry').length === 1,
  );
  const grid = await readGrid(reopened.solver);
  assert.deepEqual(grid[WRONG.cell], { value: WRONG.symbol, kind: 'entry', invalid: false });
  assert.equal(grid.filter((c) => c.kind === 'given').length, CLUES);
  assert.deepEqual(reopened.problems, []);
});

test('bug 4: a hint nudges first, then shows the step, which Apply makes one undoable entry', async (t) => {
  const { solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  const hint = solver.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await status(solver, /^Hint: (Naked|Hidden) single: look at .+\. Press Hint again to see the step\.$/);
  const shaded = await solver.evaluate((host) => host.shadowRoot.querySelectorAll('input.in-unit').length);
  assert.ok(shaded >= 1, 'the nudge shades where to look');
  assert.equal(await solver.evaluate((host) => host.shadowRoot.querySelectorAll('input.hinted').length), 0);
  await hint.click();
  await status(solver, /^Hint: (Naked|Hidden) single: /);
  const placed = await solver.evaluate((host) => {
    const inputs = [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')];
    const index = inputs.findIndex((i) => i.classList.contains('hinted'));
    return { index, symbol: host.shadowRoot.querySelectorAll('.marks')[index].querySelector('.placed')?.textContent };
  });
  assert.equal(placed.symbol, SOLUTION[placed.index], 'the step places the solution’s symbol');
  await solver.getByRole('button', { name: 'Apply this step' }).click();
  assert.deepEqual((await readGrid(solver))[placed.index], { value: placed.symbol, kind: 'entry', invalid: false });
  await solver.getByRole('button', { name: 'Undo' }).click();
  assert.equal((await readGrid(solver))[placed.index].value, '', 'undo takes the hint back');
  assert.deepEqual(problems, []);
});

test('a hint with a wrong entry on the grid asks to mend it first, and marks it', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  await typeAt(page, solver, WRONG.cell, WRONG.symbol);
  await solver.getByRole('button', { name: 'Hint', exact: true }).click();
  await status(solver, /^First mend your mistakes: 1 entry differs from the solution \(marked\)/);
  assert.equal((await readGrid(solver))[WRONG.cell].invalid, true);
  assert.deepEqual((await solver.getByRole('alert').allTextContents()).filter(Boolean), []);
  assert.deepEqual(problems, []);
});

test('a hint in the contract’s shape: removals and proof drawn apart, Apply strikes them from the marks', async (t) => {
  // The worker answers `hint` with a step of the new contract (an
  // elimination), as the hint export will; every other request is its own.
  const target = EMPTY.find((c) => candidatesOf([...EASY], c).length > 2);
  const removed = [...candidatesOf([...EASY], target)].find((s) => s !== SOLUTION[target]);
  const proof = EMPTY.find((c) => c !== target);
  const step = {
    technique: 'pointing',
    level: 'medium',
    placements: [],
    eliminations: [{ cell: target, symbol: removed }],
    nudge: 'Look for pointing in box 1.',
    explanation: `Pointing: ${removed} leaves row ${Math.floor(target / 9) + 1}, column ${(target % 9) + 1}.`,
    focus: [target, proof],
    evidence: [{ cell: proof, symbol: candidatesOf([...EASY], proof)[0] }],
    links: [],
    opposite: [],
    base: [],
    cover: [],
  };
  const { page, context, problems } = await site().open('about:blank', { viewport: DESKTOP });
  t.after(() => context.close());
  await page.addInitScript((hint) => {
    const Native = window.Worker;
    /** @type {any} */ (window).hintRequests = [];
    window.Worker = class extends Native {
      /** @param {any} message */
      postMessage(message) {
        if (message?.type !== 'hint') return super.postMessage(message);
        /** @type {any} */ (window).hintRequests.push(message);
        setTimeout(() =>
          this.dispatchEvent(new MessageEvent('message', { data: { id: message.id, type: 'result', value: hint } })),
        );
      }
    };
  }, step);
  await page.goto(new URL(`/index.html?puzzle=${EASY}`, site().url).href);
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await page.waitForFunction(() =>
    document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelector('input.given'),
  );
  const hint = solver.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await status(solver, 'Hint: Look for pointing in box 1. Press Hint again to see the step.');
  await hint.click();
  await status(solver, /^Hint: Pointing: /);
  const drawn = await solver.evaluate(
    (host, [t, p]) => {
      const marks = host.shadowRoot.querySelectorAll('.marks');
      const colour = (/** @type {Element | null} */ e) => (e ? getComputedStyle(e).color : '');
      const removedMark = marks[t].querySelector('.removed');
      const proofMark = marks[p].querySelector('.proof');
      return {
        removed: removedMark?.textContent,
        proof: proofMark?.textContent,
        colours: [colour(removedMark), colour(proofMark)],
      };
    },
    [target, proof],
  );
  assert.equal(drawn.removed, removed);
  assert.equal(drawn.proof, step.evidence[0].symbol);
  assert.notEqual(drawn.colours[0], drawn.colours[1], 'removals and proof in two colours');
  await solver.getByRole('button', { name: 'Apply this step' }).click();
  const after = await solver.locator('.marks').nth(target).textContent();
  assert.equal(
    after,
    candidatesOf([...EASY], target).replace(removed, ''),
    'the candidate is struck from the cell’s marks',
  );
  await hint.click();
  await status(solver, /Press Hint again/);
  const sent = await page.evaluate(() => /** @type {any} */ (window).hintRequests.at(-1).marks);
  assert.equal(sent[target], after, 'the next hint works on the marks, without the candidate removed');
  assert.deepEqual(problems, []);
});

test('bug 5: a hint keeps the candidates shown while Candidates is pressed', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  await pressTool(solver, 'candidates');
  const marked = () =>
    solver.evaluate((host) => [...host.shadowRoot.querySelectorAll('.marks')].filter((m) => m.textContent).length);
  await page.waitForFunction(
    () =>
      [...document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('.marks')].filter(
        (m) => m.textContent,
      ).length > 0,
  );
  const before = await marked();
  assert.equal(before, EMPTY.length);
  const hint = solver.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await status(solver, /Press Hint again/);
  assert.equal(await marked(), before, 'the nudge keeps every candidate');
  await hint.click();
  await status(solver, /^Hint: (?!.*Press Hint again)/);
  assert.equal(await marked(), before, 'so does the step');
  assert.equal(await solver.getByRole('button', { name: 'Candidates' }).getAttribute('aria-pressed'), 'true');
  assert.deepEqual(problems, []);
});

test('bug 6: All possibilities after Solve shows the possibilities; undo after Solve undoes Solve', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  await typeAt(page, solver, EMPTY[0], SOLUTION[EMPTY[0]]);
  await pressTool(solver, 'solve');
  await status(solver, /^The solution:/);
  assert.equal((await readGrid(solver)).filter((c) => c.kind === 'solved').length, EMPTY.length - 1);
  await solver.getByRole('button', { name: 'Undo' }).click();
  const undone = await readGrid(solver);
  assert.equal(undone.filter((c) => c.kind === 'solved').length, 0, 'the solution is gone');
  assert.deepEqual(undone[EMPTY[0]], { value: SOLUTION[EMPTY[0]], kind: 'entry', invalid: false }, 'the entry stays');
  await pressTool(solver, 'solve');
  await status(solver, /^The solution:/);
  await pressTool(solver, 'possibilities');
  await status(solver, /^All possibilities over the only solution;/);
  const grid = await readGrid(solver);
  assert.equal(grid.filter((c) => c.kind === 'solved').length, 0, 'the solution gives way');
  const marks = await solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('.marks')].map((m) => m.textContent),
  );
  assert.equal(marks.filter(Boolean).length, EMPTY.length - 1, 'every open cell shows its possibility');
  assert.deepEqual(problems, []);
});

test('bug 8: solve() of a bad puzzle rejects with the load error, shows it, and solves nothing', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  const outcome = await page.evaluate(async () => {
    const element = /** @type {any} */ (document.querySelector('sudoku-dlx[mode="solve"]'));
    const solutions = [];
    element.addEventListener('solution', (/** @type {CustomEvent} */ e) => solutions.push(e.detail));
    element.puzzle = `55${'.'.repeat(79)}`;
    try {
      await element.solve();
      return { solutions, rejected: '' };
    } catch (error) {
      return { solutions, rejected: error.message };
    }
  });
  assert.match(outcome.rejected, /^This puzzle could not be loaded: .*5 appears twice in row 1/);
  assert.deepEqual(outcome.solutions, []);
  const alert = solver.locator('#grid-error');
  assert.match(await alert.textContent(), /could not be loaded/);
  const box = await alert.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= DESKTOP.height, 'the error is in view');
  assert.equal((await readGrid(solver)).filter((c) => c.kind === 'solved').length, 0);
  assert.doesNotMatch(await solver.getByRole('status').textContent(), /Solved/);
  assert.deepEqual(problems, []);
});

test('Alt+P toggles pencil mode and Alt+H asks for a hint', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  await cell(solver, 0).click();
  await page.keyboard.press('Alt+P');
  assert.equal(await solver.getByRole('button', { name: 'Pencil' }).getAttribute('aria-pressed'), 'true');
  await page.keyboard.type('26');
  assert.equal(await solver.locator('.marks').first().textContent(), '26');
  await page.keyboard.press('Alt+H');
  await status(solver, /^Hint: /);
  assert.deepEqual(problems, []);
});

test('bug 7: on a phone the grid and the pad fill the first screen; the pad types digits and marks', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { options: PHONE_OPTIONS, puzzle: EASY });
  const grid = await solver.getByRole('grid').boundingBox();
  assert.ok(grid.y + grid.height <= PHONE.height, `the grid ends at ${grid.y + grid.height}px`);
  const pad = solver.getByRole('group', { name: 'Number pad' });
  const keys = await pad
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => ({ name: b.textContent, ...b.getBoundingClientRect().toJSON() })));
  assert.deepEqual(
    keys.map((k) => k.name),
    ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Erase', 'Digit', 'Undo', 'Redo', 'Hint', 'Check'],
  );
  for (const key of keys) assert.ok(key.width >= 44 && key.height >= 44, `${key.name}: ${key.width}×${key.height}`);
  assert.ok(Math.max(...keys.map((k) => k.bottom)) <= PHONE.height, 'the pad is in the first screen too');
  await cell(solver, EMPTY[0]).tap();
  await pad.getByRole('button', { name: SOLUTION[EMPTY[0]], exact: true }).tap();
  assert.deepEqual((await readGrid(solver))[EMPTY[0]], { value: SOLUTION[EMPTY[0]], kind: 'entry', invalid: false });
  await cell(solver, EMPTY[1]).tap();
  // The mode key, from digits to corner (pencil) marks.
  await pad.locator('[data-action="mode-next"]').tap();
  for (const key of ['3', '8']) await pad.getByRole('button', { name: key, exact: true }).tap();
  assert.equal(await solver.locator('.marks').nth(EMPTY[1]).textContent(), '38');
  const size = await solver
    .locator('.marks')
    .nth(EMPTY[1])
    .evaluate((m) => parseFloat(getComputedStyle(m).fontSize));
  assert.ok(size >= 10, `marks are ${size}px`);
  await pad.getByRole('button', { name: 'Erase' }).tap();
  assert.equal(await solver.locator('.marks').nth(EMPTY[1]).textContent(), '');
  await screenshot(page, 'play-phone');
  assert.deepEqual(problems, []);
});

test('on a phone a cell with one candidate does not look like an entry', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { options: PHONE_OPTIONS, puzzle: EASY });
  await pressTool(solver, 'candidates');
  const single = EMPTY.find((c) => candidatesOf([...EASY], c).length === 1);
  await page.waitForFunction(
    (i) => document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('.marks')[i].textContent,
    single,
  );
  const sizes = await solver.evaluate((host, i) => {
    const marks = host.shadowRoot.querySelectorAll('.marks');
    const input = host.shadowRoot.querySelectorAll('[role="gridcell"] input')[i];
    const smallest = Math.min(
      ...[...marks].filter((m) => m.textContent).map((m) => parseFloat(getComputedStyle(m).fontSize)),
    );
    return {
      single: parseFloat(getComputedStyle(marks[i]).fontSize),
      digit: parseFloat(getComputedStyle(input).fontSize),
      smallest,
    };
  }, single);
  assert.ok(sizes.smallest >= 10, `candidates are ${sizes.smallest}px`);
  assert.ok(sizes.single < sizes.digit * 0.6, `a lone candidate is ${sizes.single}px, a digit ${sizes.digit}px`);
  await screenshot(solver, 'play-phone-candidates');
  assert.deepEqual(problems, []);
});

test('with the keyboard up (430px high) the focused cell stays in view', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { options: PHONE_OPTIONS, puzzle: EASY });
  const last = EMPTY.at(-1);
  await cell(solver, last).tap();
  await page.setViewportSize({ width: 375, height: 430 });
  await page.waitForFunction(
    (i) => {
      const input = document
        .querySelector('sudoku-dlx[mode="solve"]')
        .shadowRoot.querySelectorAll('[role="gridcell"] input')[i];
      const { top, bottom } = input.getBoundingClientRect();
      return top >= 0 && bottom <= window.visualViewport.height;
    },
    last,
    { timeout: 3000 },
  );
  assert.deepEqual(problems, []);
});

/** @type {[string, object][]} */
const SIZES = [
  ['1280×900', { viewport: DESKTOP }],
  ['375×800', PHONE_OPTIONS],
];
// The behaviour played once a size; what the scheme changes (the colours)
// read in light and in dark, the page's scheme switched (emulateMedia).
for (const [name, options] of SIZES) {
  test(`at ${name}: clues locked, entries apart in light and dark, Check marks a wrong entry`, async (t) => {
    const { page, context, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { options, puzzle: EASY });
    await typeAt(page, solver, 1, '9');
    assert.equal((await readGrid(solver))[1].value, '5', 'a clue cannot be changed');
    await typeAt(page, solver, RIGHT, SOLUTION[RIGHT]);
    await typeAt(page, solver, WRONG.cell, WRONG.symbol);
    await solver.getByRole('button', { name: 'Check' }).click();
    await status(solver, 'Check: 1 of your 2 entries is wrong; it is marked in red.');
    const grid = await readGrid(solver);
    assert.deepEqual(
      grid.flatMap((c, i) => (c.invalid ? [i] : [])),
      [WRONG.cell],
    );
    const bottom = await solver.getByRole('grid').evaluate((g) => g.getBoundingClientRect().bottom);
    if (name === '375×800') assert.ok(bottom <= 800, `the grid ends at ${bottom}px`);
    for (const scheme of /** @type {const} */ (['light', 'dark'])) {
      await showScheme(solver, scheme);
      const styles = await solver.evaluate((host, i) => {
        const style = (/** @type {Element} */ e) => {
          const s = getComputedStyle(e);
          return { color: s.color, weight: s.fontWeight, background: s.backgroundColor, italic: s.fontStyle };
        };
        return {
          given: style(host.shadowRoot.querySelector('input.given')),
          entry: style(host.shadowRoot.querySelectorAll('[role="gridcell"] input')[i]),
        };
      }, RIGHT);
      assert.notEqual(styles.entry.color, styles.given.color, `${scheme}: ${JSON.stringify(styles)}`);
      assert.notEqual(styles.entry.weight, styles.given.weight, `${scheme}: apart by more than colour`);
      assert.notEqual(styles.entry.background, styles.given.background, scheme);
      const gridBackground = await solver.getByRole('grid').evaluate((g) => getComputedStyle(g).backgroundColor);
      assert.ok(
        contrast(styles.entry.color, gridBackground) >= 4.5,
        `${scheme}: entries ${styles.entry.color} on ${gridBackground}`,
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `play-${name.replace('×', 'x')}-${scheme}`);
    }
    assert.deepEqual(problems, []);
    // The link opened afresh: this page given back first is that page made fresh (page-pool.mjs).
    const link = new URL(page.url()).search;
    await context.close();
    const reopened = await openSolver(t, link, { options, puzzle: EASY });
    await reopened.page.waitForFunction(
      () => document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('input.entry').length === 2,
    );
    assert.equal((await readGrid(reopened.solver))[WRONG.cell].kind, 'entry', 'the link reopens entries as entries');
    assert.deepEqual(reopened.problems, []);
  });
}

test('the help names keys where a keyboard is likely, and the pad on a touch screen', async (t) => {
  const desktop = await openSolver(t, `?puzzle=${EASY}`, { puzzle: EASY });
  const help = (solver) => solver.locator('[data-part="hint"]').innerText();
  assert.match(await help(desktop.solver), /X for corner marks, C for centre marks/);
  assert.doesNotMatch(await help(desktop.solver), /Tap a cell/);
  const phone = await openSolver(t, `?puzzle=${EASY}`, { options: PHONE_OPTIONS, puzzle: EASY });
  assert.match(await help(phone.solver), /^Tap a cell, then a number on the pad/);
  assert.doesNotMatch(await help(phone.solver), /Alt|Backspace|Esc|arrows/);
  assert.deepEqual([...desktop.problems, ...phone.problems], []);
});

test('375×800: every button of play and setup is in the first screen, none off to the side', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, { options: PHONE_OPTIONS, puzzle: EASY });
  const inView = async (stage) => {
    const boxes = await solver.evaluate((host) =>
      [...host.shadowRoot.querySelectorAll('.game-bar button, .toolbar button, .pad button')]
        .filter((b) => b.checkVisibility())
        .map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent, ...b.getBoundingClientRect().toJSON() })),
    );
    const names = boxes.map((b) => b.name);
    // The solver's tools wait in the menu, one tap from the top, in either stage.
    for (const name of ['New game', 'Menu', 'Numbers write digits; tap for corner marks']) {
      assert.ok(names.includes(name), `${stage}: ${name} shows among ${names}`);
    }
    await solver.getByRole('button', { name: 'Menu' }).tap();
    const menu = await solver.locator('.menu button:visible').allTextContents();
    for (const name of [
      'Show the solution',
      'Count the solutions',
      'Candidates',
      'All possibilities',
      'Set up a puzzle',
    ]) {
      assert.ok(
        menu.some((item) => item.startsWith(name)),
        `${stage}: ${name} in the menu: ${menu}`,
      );
    }
    await solver.getByRole('button', { name: 'Menu' }).tap();
    for (const b of boxes) {
      const inside = b.left >= 0 && b.right <= PHONE.width && b.top >= 0 && b.bottom <= PHONE.height;
      assert.ok(
        inside,
        `${stage}: ${b.name} at ${Math.round(b.left)}–${Math.round(b.right)}, ${Math.round(b.top)}–${Math.round(b.bottom)}`,
      );
    }
    const sideways = await solver.locator('.toolbar .buttons').evaluate((e) => e.scrollWidth - e.clientWidth);
    assert.equal(sideways, 0, `${stage}: the toolbar does not scroll sideways`);
    return names;
  };
  const playing = await inView('playing');
  for (const name of ['Undo', 'Redo', 'Hint', 'Check', 'Erase']) assert.ok(playing.includes(name), `${name} in play`);
  await pressTool(solver, 'clear', 'tap');
  await solver.getByRole('button', { name: 'Start' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  const setup = await inView('setting up');
  assert.ok(setup.includes('Start') && !setup.includes('Check'), `Start in Check's place: ${setup}`);
  // The pad's last row is full in either stage: Start in Check's slot, no hole.
  const tools = () =>
    solver
      .locator('.pad-tools')
      .evaluate((row) =>
        [...row.children]
          .filter((b) => b.checkVisibility())
          .map((b) => ({ name: b.textContent, ...b.getBoundingClientRect().toJSON() })),
      );
  const row = async (stage, names) => {
    const keys = await tools();
    assert.deepEqual(
      keys.map((k) => k.name),
      names,
      `${stage}: the pad's tools`,
    );
    const width = await solver.locator('.pad-tools').evaluate((r) => r.getBoundingClientRect().width);
    assert.ok(keys.at(-1).right - keys[0].left >= width - 1, `${stage}: the row's keys span its width`);
    assert.equal(new Set(keys.map((k) => Math.round(k.top))).size, 1, `${stage}: one row`);
  };
  await row('setting up', ['Digit', 'Undo', 'Redo', 'Hint', 'Start']);
  await screenshot(page, 'play-phone-setup');
  await cell(solver, 0).tap();
  await solver.locator('.pad [data-symbol="5"]').tap();
  await solver.locator('.pad [data-action="start"]').tap();
  // One clue has many solutions: Start asks first.
  await status(solver, /^This clue has several solutions/);
  await solver.getByRole('button', { name: 'Play anyway' }).tap();
  await status(solver, /^Playing: 1 clue locked/);
  await row('playing', ['Digit', 'Undo', 'Redo', 'Hint', 'Check']);
  assert.deepEqual(problems, []);
});
