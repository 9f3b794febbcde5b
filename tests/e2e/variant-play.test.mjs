// A killer played as a killer player plays it, cold (issue 36): the game
// kept when the page is left (a killer's givens are an empty grid, yet it is
// a game), two killers judged each by its own solution (they share their
// givens: none), an entry that breaks a cage's sum named as the mistake it
// is, and the player's marks never hidden under a cage's sum.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshot } from './harness.mjs';
import { DESKTOP, PHONE_OPTIONS, cell, playSite, status, typeAt } from './play-page.mjs';

const { openSolver } = playSite();

/** TAREK #1 and #2 of ISS's TAREK_ALL, in the forum's 81-character form, and their solutions. */
const TAREK_1 = 'G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^';
const TAREK_1_SOLVED = '432851769786239415159467823263974581971583642548612397397148256614725938825396174';
const TAREK_2 = 'G<<M<L<M<^O>^>^C^^>^FF<G^<C^>^^H^<>^FE<E^<C^M^^H^<>^>^^E^<FH<^MH^<>^^L<^^<D<<>^>^';
const TAREK_2_SOLVED = '134698572862517394957432186426875913315964728789321465541786239673259841298143657';
const LINK = `?puzzle=${encodeURIComponent(TAREK_1)}`;
/** Wikipedia's killer, as tests/variant_hints.rs has it. */
const WIKIPEDIA_KILLER =
  '.Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9.Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~27~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C5~R9C6~R9C7.Cage~17~R9C8~R9C9';

/** @param {import('playwright-core').Locator} solver */
async function cagesDrawn(solver) {
  await solver.locator('.variant-marks .cage text').first().waitFor();
}

/**
 * Whether two boxes on the screen share any area.
 * @param {{ x: number, y: number, width: number, height: number }} a
 * @param {{ x: number, y: number, width: number, height: number }} b
 */
function overlap(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** @param {import('playwright-core').Locator} solver */
function check(solver) {
  return solver.evaluate((host) => {
    const button = /** @type {HTMLElement} */ (host.shadowRoot?.querySelector('[data-action="check"]'));
    button.click();
  });
}

test('a killer left is the game the page comes back to, its digits and cages with it', async (t) => {
  const { page, solver } = await openSolver(t, LINK);
  await cagesDrawn(solver);
  await typeAt(page, solver, 0, TAREK_1_SOLVED[0]);
  await typeAt(page, solver, 1, TAREK_1_SOLVED[1]);
  await page.goto(new URL('/index.html', page.url()).href);
  await status(solver, /^Resumed: A 9 × 9 killer puzzle\./);
  await cagesDrawn(solver);
  assert.equal(await cell(solver, 0).inputValue(), TAREK_1_SOLVED[0]);
  assert.equal(await cell(solver, 1).inputValue(), TAREK_1_SOLVED[1]);
});

test('two killers, both with no givens: Check judges each by its own solution', async (t) => {
  const { page, solver } = await openSolver(t, LINK);
  await cagesDrawn(solver);
  await typeAt(page, solver, 0, TAREK_1_SOLVED[0]);
  await check(solver);
  await status(solver, /Check: your one entry agrees with the solution/);
  await solver.getByRole('textbox', { name: /paste a puzzle/i }).fill(TAREK_2);
  await solver.getByRole('button', { name: 'Load', exact: true }).click();
  await status(solver, /Loaded a 9 × 9 killer puzzle\./);
  assert.notEqual(TAREK_2_SOLVED[0], TAREK_1_SOLVED[0]);
  await typeAt(page, solver, 0, TAREK_2_SOLVED[0]);
  await check(solver);
  await status(solver, /Check: your one entry agrees with the solution/);
});

test('an entry that breaks a cage’s sum is a mistake that names the cage and its sum', async (t) => {
  const { page, solver } = await openSolver(t, LINK);
  await cagesDrawn(solver);
  // The 16-cage of R1C1, R1C2, R1C3 and R2C1: 9 and 8 are 17 with two cells to go.
  await typeAt(page, solver, 0, '9');
  await typeAt(page, solver, 1, '8');
  await status(
    solver,
    /^Mistake: your 8 at row 1, column 2 makes the 16-cage at row 1, column 1 add up to 17 before it is full/,
  );
  for (const index of [0, 1]) assert.equal(await cell(solver, index).getAttribute('aria-invalid'), 'true');
  await screenshot(page, 'variant-sum-mistake-desktop', { scale: 'css' });
  assert.match(
    await solver.locator('[data-part="cell-note"]').textContent(),
    /your 8 makes the 16-cage at row 1, column 1 add up to 17 before it is full/,
  );
  // Full, and 18: the cage is wrong though no digit repeats.
  await typeAt(page, solver, 1, '4');
  await typeAt(page, solver, 2, '2');
  await typeAt(page, solver, 9, '3');
  await status(solver, /makes the 16-cage at row 1, column 1 add up to 18, not 16/);
  // 9, 4, 2 and 1 are 16: nothing is marked.
  await typeAt(page, solver, 9, '1');
  await page.waitForFunction(() =>
    [...document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('[role="gridcell"] input')]
      .slice(0, 3)
      .every((input) => input.getAttribute('aria-invalid') !== 'true'),
  );
});

for (const [size, options, touch, device] of [
  ['1280×900', { viewport: DESKTOP }, false, 'desktop'],
  ['375×800', PHONE_OPTIONS, true, 'phone'],
]) {
  test(`${size}: a corner mark 1 in a cell with a cage's sum shows beside the sum, not under it`, async (t) => {
    const { page, solver } = await openSolver(t, LINK, { options });
    await cagesDrawn(solver);
    if (touch) await solver.locator('[data-action="mode-next"]').tap();
    else await solver.getByRole('button', { name: 'Pencil' }).click();
    // R5C1 holds the 17 of its cage.
    await typeAt(page, solver, 36, '1289');
    const mark = solver.getByRole('gridcell').nth(36).locator('.marks > *').filter({ hasText: /^1$/ });
    const box = await mark.boundingBox();
    assert.ok(box, 'the mark 1 is drawn');
    const sums = await solver.evaluate((host) =>
      [...host.shadowRoot.querySelectorAll('.variant-marks .cage .sum-bg')].map((rect) => {
        const { x, y, width, height } = rect.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    const overlaps = sums.filter((sum) => overlap(sum, box));
    assert.deepEqual(overlaps, [], `the mark at ${JSON.stringify(box)} is under a sum`);
    // R5C2 holds the 12 of its cage: every digit a mark, all below the sum.
    await typeAt(page, solver, 37, '123456789');
    await screenshot(page, `variant-marks-${device}`, { scale: 'css' });
  });
}

test('a digit that leaves its cage no way to make its sum is a mistake before the cage is full', async (t) => {
  const { page, solver } = await openSolver(t, LINK);
  await cagesDrawn(solver);
  // The 12-cage of R5C2, R5C3 and R6C2: 2 and 5 leave 5 for the last cell, which the cage holds.
  await typeAt(page, solver, 37, '2');
  await typeAt(page, solver, 38, '5');
  await status(
    solver,
    /^Mistake: your 5 at row 5, column 3 leaves 5 for the last cell of the 12-cage at row 5, column 2, which has a 5 already/,
  );
  for (const index of [37, 38]) assert.equal(await cell(solver, index).getAttribute('aria-invalid'), 'true');
  await screenshot(page, 'variant-cage-short-desktop', { scale: 'css' });
  // 2 and 4 leave 6: no mistake.
  await typeAt(page, solver, 38, '4');
  await page.waitForFunction(() =>
    [...document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelectorAll('[role="gridcell"] input')]
      .slice(37, 39)
      .every((input) => input.getAttribute('aria-invalid') !== 'true'),
  );
  // The 16-cage of R1C1, R1C2, R1C3 and R2C1: 9 and 6 leave 1 for two cells.
  await typeAt(page, solver, 0, '9');
  await typeAt(page, solver, 1, '6');
  await status(
    solver,
    /your 6 at row 1, column 2 leaves 1 for the 2 empty cells of the 16-cage at row 1, column 1: too little for 2 different digits/,
  );
});

test('Hint on an empty killer teaches its sums before any guess: a cage’s one way, the 45 rule, applied, and the next step from them', async (t) => {
  const { page, solver } = await openSolver(t);
  const hint = () => solver.getByRole('button', { name: 'Hint', exact: true }).click();
  // Wikipedia's killer: its cage of 3 in two cells first (the sentence whole behind More).
  await solver.getByRole('textbox', { name: /paste a puzzle/i }).fill(WIKIPEDIA_KILLER);
  await solver.getByRole('button', { name: 'Load', exact: true }).click();
  await status(solver, /Loaded a 9 × 9 killer puzzle\./);
  await hint();
  await status(solver, /^Hint: Look at the cage of 3 at row 1, column 1: what can make it\? Press Hint again/);
  await hint();
  await status(
    solver,
    /^Hint: The cage of 3 in two cells at row 1, column 1 can only be 1 and 2: \d+ candidates go, struck out in red\./,
  );
  assert.equal(await solver.locator('[data-part="grid-error"]').textContent(), '', 'no error');
  await screenshot(page, 'variant-cage-hint-desktop', { scale: 'css' });
  // TAREK #1, a hard killer: the 45 rule, applied, and the next hint reads the marks it wrote.
  await solver.getByRole('textbox', { name: /paste a puzzle/i }).fill(TAREK_1);
  await solver.getByRole('button', { name: 'Load', exact: true }).click();
  await status(solver, /Loaded a 9 × 9 killer puzzle\./);
  await hint();
  await status(solver, /^Hint: The 45 rule: look at row 1\. Press Hint again/);
  await hint();
  await status(solver, /^Hint: By the 45 rule, row 2, columns 1, 3, 4, 5, 6, 8 and 9 make 33 /);
  await solver.getByRole('button', { name: 'Apply this step', exact: true }).click();
  await status(solver, /^Applied: By the 45 rule/);
  await hint();
  await status(solver, /^Hint: /);
  const said = await solver.getByRole('status').first().textContent();
  assert.match(said ?? '', /^Hint: The 45 rule: look at column 9\./);
});

/** ISS's thermometer example (tests/variant_sketch.rs): a variant New game does not make. */
const THERMO =
  '.~R1C2_4~R1C8_1~R2C1_2~R2C9_6~R8C1_9~R8C9_2~R9C2_1~R9C8_9.Thermo~R9C4~R8C3~R7C2~R6C1~R5C2~R4C3.Thermo~R4C1~R3C2~R2C3~R1C4~R2C5~R3C6.Thermo~R1C6~R2C7~R3C8~R4C9~R5C8~R6C7.Thermo~R6C9~R7C8~R8C7~R9C6~R8C5~R7C4';

for (const [size, options, device] of /** @type {const} */ ([
  ['1280×900', { viewport: DESKTOP }, 'desktop'],
  ['375×800', PHONE_OPTIONS, 'phone'],
])) {
  test(`${size}: the bar's kind is the board's: a killer by a link says Killer, New game makes another; thermometers say Variant`, async (t) => {
    const { page, solver } = await openSolver(t, LINK, { options });
    await cagesDrawn(solver);
    const kind = solver.getByRole('combobox', { name: 'Kind of a new game' });
    assert.equal(await kind.inputValue(), 'killer', 'the killer on the board, not New game’s remembered Classic');
    const box = await kind.boundingBox();
    assert.ok(box && box.x + box.width <= options.viewport.width, `the kind in sight: ${JSON.stringify(box)}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `variant-bar-kind-${device}`, { scale: 'css' });
    // A variant New game does not make: said so, rather than a kind it is not.
    await solver.getByRole('textbox', { name: /paste a puzzle/i }).fill(THERMO);
    await solver.getByRole('button', { name: 'Load', exact: true }).click();
    await status(solver, /^Loaded a 9 × 9 thermometers puzzle\./);
    assert.equal(await kind.inputValue(), 'variant');
    assert.equal(await kind.locator('option:checked').textContent(), 'Variant');
    // Back to a classic puzzle: Classic, and New game makes one.
    await solver.getByRole('button', { name: 'Expert 9×9' }).click();
    await status(solver, /^Example: Expert 9×9\./);
    assert.equal(await kind.inputValue(), 'classic');
    await kind.selectOption('killer');
    await solver.getByRole('button', { name: 'New game', exact: true }).click();
    // Its level, when the bar's followed the example's rating (expert) before the press.
    await status(solver, /^New 9×9 killer, (easy, |medium, |hard, |expert, )?\d+ cages\./);
    assert.equal(await kind.inputValue(), 'killer');
  });
}

test('a clash by a variant’s rule singles out both cells: an entry a knight’s move from the same clue', async (t) => {
  const { page, solver } = await openSolver(t, `?puzzle=${encodeURIComponent('.AntiKnight.~R3C3_5')}`);
  await solver.locator('input.given').first().waitFor();
  // R4C1 is a knight's move from R3C3, in another row, column and box.
  await typeAt(page, solver, 27, '5');
  await status(solver, /^Mistake: your 5 at row 4, column 1 is also in row 3, column 3 \(same knight's move\)/);
  assert.equal(await cell(solver, 27).getAttribute('aria-invalid'), 'true');
  assert.equal(await cell(solver, 20).evaluate((input) => input.classList.contains('clash')), true, 'the clue too');
  await screenshot(solver.getByRole('grid'), 'variant-knight-clash');
});

test('a rule on a pair broken singles out both cells: a white dot between a clue 3 and an entry 5', async (t) => {
  const { page, solver } = await openSolver(t, `?puzzle=${encodeURIComponent('.WhiteDot~R1C1~R1C2.~R1C1_3')}`);
  await solver.locator('input.given').first().waitFor();
  await typeAt(page, solver, 1, '5');
  await status(
    solver,
    /^Mistake: your 5 at row 1, column 2 breaks the white dot rule between row 1, column 1 and row 1, column 2: the two are not consecutive/,
  );
  assert.equal(await cell(solver, 1).getAttribute('aria-invalid'), 'true');
  assert.equal(await cell(solver, 0).evaluate((input) => input.classList.contains('clash')), true, 'the clue too');
  // 4 keeps the dot: neither is marked.
  await typeAt(page, solver, 1, '4');
  await page.waitForFunction(
    () => !document.querySelector('sudoku-dlx[mode="solve"]').shadowRoot.querySelector('input.clash, input.wrong'),
  );
  await screenshot(solver.getByRole('grid'), 'variant-dot-clash');
});

test('the hint’s digit in a killer stands alone in its cell, nearly as large as an entry, clear of every sum', async (t) => {
  const { page, solver } = await openSolver(t, LINK);
  await cagesDrawn(solver);
  // The 16-cage of R1C1, R1C2, R1C3 and R2C1 three quarters filled: its sum's cell is left.
  for (const index of [1, 2, 9]) await typeAt(page, solver, index, TAREK_1_SOLVED[index]);
  const hint = solver.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await status(solver, /^Hint: .*Press Hint again to see the step\./);
  await hint.click();
  await status(solver, /^Hint: (?!Guess)/);
  const shown = await solver.evaluate((host) => {
    const cells = [...host.shadowRoot.querySelectorAll('[role="gridcell"]')];
    const index = cells.findIndex((cell) => cell.querySelector('input.hinted'));
    const placed = /** @type {Element} */ (cells[index].querySelector('.marks .placed'));
    const rect = (/** @type {Element} */ e) => {
      const { x, y, width, height } = e.getBoundingClientRect();
      return { x, y, width, height };
    };
    return {
      index,
      digit: placed.textContent,
      box: rect(placed),
      size: parseFloat(getComputedStyle(placed).fontSize),
      entrySize: parseFloat(getComputedStyle(/** @type {Element} */ (cells[index].querySelector('input'))).fontSize),
      sums: [...host.shadowRoot.querySelectorAll('.variant-marks .cage .sum-bg')].map(rect),
    };
  });
  assert.equal(shown.digit, TAREK_1_SOLVED[shown.index]);
  // Under a sum, a little smaller than an entry, in the room below it (as marks are): 9 tenths.
  assert.ok(shown.size >= shown.entrySize * 0.9, `drawn at ${shown.size}px, an entry at ${shown.entrySize}px`);
  const { box } = shown;
  const under = shown.sums.filter((sum) => overlap(sum, box));
  assert.deepEqual(under, [], `the digit at ${JSON.stringify(box)} is under a sum`);
  await screenshot(page, 'variant-hint-digit-desktop', { scale: 'css' });
});

test('New game’s kind stands beside it in the bar, is chosen there and is remembered', async (t) => {
  const { page, solver } = await openSolver(t);
  const kind = solver.getByRole('combobox', { name: 'Kind of a new game' });
  assert.equal(await kind.inputValue(), 'classic');
  await kind.selectOption('killer');
  assert.equal(await solver.locator('[data-part="new-kind"]').inputValue(), 'killer', 'New puzzle’s Kind agrees');
  await solver.getByRole('button', { name: 'New game', exact: true }).click();
  await status(solver, /^New 9×9 killer, \d+ cages\./);
  await cagesDrawn(solver);
  assert.equal(await solver.locator('[data-part="end-next"]').textContent(), 'Next killer');
  await page.reload();
  await status(solver, /^Resumed: New 9 × 9 killer\./);
  assert.equal(await kind.inputValue(), 'killer', 'remembered');
  await kind.selectOption('jigsaw');
  await solver.getByRole('button', { name: 'New game', exact: true }).click();
  await status(solver, /^New 9×9 jigsaw/);
  assert.equal(await solver.locator('[data-part="end-next"]').textContent(), 'Next jigsaw');
});
