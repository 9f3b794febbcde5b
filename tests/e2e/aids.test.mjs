// The player's aids (issue 34), at 1280×900 and 375×800: corner and centre
// marks as SudokuPad has them (Z X C and Space on a keyboard, the pad's mode
// key on a phone), both in the undo history and saved; marks that follow the
// digits placed, undone with them; the chosen digit and units lit; and the
// candidates filled into centre marks, then pruned.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrast, showScheme } from './harness.mjs';
import { candidatesOf } from './sudoku9.mjs';
import {
  EASY,
  SOLUTION,
  OPEN,
  PHONE,
  SIZES,
  readMarks,
  choose,
  write,
  setMode,
  undo,
  menuItem,
  look,
  reopen,
  A,
  B,
  FAR,
  aidsSite,
} from './aids-page.mjs';

const open = aidsSite();

for (const [size, options] of SIZES) {
  const touch = options === PHONE;
  test(`${size}: corner and centre marks, both at once, each toggled per digit; a digit hides them; undo and saving keep them`, async (t) => {
    const { page, context, solver, problems } = await open(t, options);
    const modeKey = solver.locator('.pad [data-action="mode-next"]');
    if (touch) {
      // The mode shows at a glance: the key names it, and is filled while marks are on.
      assert.equal(await modeKey.textContent(), 'Digit');
      const fill = () => modeKey.evaluate((key) => getComputedStyle(key).backgroundColor);
      const digitFill = await fill();
      await setMode(page, solver, 'Corner', touch);
      assert.notEqual(await fill(), digitFill, 'the key is filled while marks are on');
      await setMode(page, solver, 'Digit', touch);
    }
    await choose(solver, FAR, touch);
    await setMode(page, solver, 'Corner', touch);
    await write(page, solver, '137', touch);
    await setMode(page, solver, 'Centre', touch);
    await write(page, solver, '2662', touch);
    await write(page, solver, '9', touch);
    let far = (await readMarks(solver))[FAR];
    assert.deepEqual(far, { value: '', corner: '137', centre: '9' }, 'each digit toggles; both kinds show at once');
    await look(page, solver, 'aids-marks', touch);
    await undo(page, solver, touch);
    far = (await readMarks(solver))[FAR];
    assert.equal(far.centre, '', 'Undo takes the last centre mark back');
    assert.equal(far.corner, '137', 'and keeps the corner marks');
    await write(page, solver, '4', touch);
    // Space (or the mode key) cycles: centre, colour, then digits.
    if (touch) await setMode(page, solver, 'Digit', touch);
    else {
      const pencil = solver.locator('.toolbar [data-action="pencil"]');
      assert.match(
        (await pencil.getAttribute('title')) ?? '',
        /^Numbers write centre marks/,
        'Pencil says what a number writes',
      );
      await page.keyboard.press('Space');
      assert.match((await pencil.getAttribute('title')) ?? '', /^Numbers colour cells/);
      await page.keyboard.press('Space');
      assert.equal(await pencil.getAttribute('aria-pressed'), 'false');
    }
    await write(page, solver, SOLUTION[FAR], touch);
    far = (await readMarks(solver))[FAR];
    assert.deepEqual(far, { value: SOLUTION[FAR], corner: '', centre: '' }, 'a digit hides the marks');
    await undo(page, solver, touch);
    far = (await readMarks(solver))[FAR];
    assert.deepEqual(far, { value: '', corner: '137', centre: '4' }, 'Undo brings the marks back with the cell');
    // Saved with the game: a reload in a new tab brings both kinds back.
    const { page: again, solver: reloaded } = await reopen(context, page);
    await again.waitForFunction(
      (i) =>
        document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelectorAll('.centre-marks')[i]
          ?.textContent === '4',
      FAR,
    );
    assert.deepEqual((await readMarks(reloaded))[FAR], far);
    assert.deepEqual(problems, []);
  });

  test(`${size}: a digit placed takes itself out of its row's, column's and box's marks; one Undo puts them back; the switch is remembered`, async (t) => {
    const { page: first, context, solver: firstSolver, problems } = await open(t, options);
    let [page, solver] = [first, firstSolver];
    const digit = SOLUTION[A];
    assert.ok(candidatesOf([...EASY], B).includes(digit), 'B could hold the digit');
    await choose(solver, B, touch);
    await setMode(page, solver, 'Corner', touch);
    await write(page, solver, digit, touch);
    await setMode(page, solver, 'Centre', touch);
    await write(page, solver, digit, touch);
    await choose(solver, FAR, touch);
    await write(page, solver, digit, touch);
    await choose(solver, A, touch);
    await setMode(page, solver, 'Digit', touch);
    await write(page, solver, digit, touch);
    let marks = await readMarks(solver);
    assert.equal(marks[A].value, digit);
    assert.deepEqual([marks[B].corner, marks[B].centre], ['', ''], 'the digit left the marks of a cell it sees');
    assert.equal(marks[FAR].centre, digit, 'and stayed in a cell it does not see');
    await undo(page, solver, touch);
    marks = await readMarks(solver);
    assert.equal(marks[A].value, '', 'one Undo takes the digit back');
    assert.deepEqual([marks[B].corner, marks[B].centre], [digit, digit], 'and the marks with it');
    // Off in the menu, and remembered: the marks stay.
    await menuItem(solver, 'marksFollow');
    assert.equal(await solver.locator('[data-item="marksFollow"]').getAttribute('aria-pressed'), 'false');
    ({ page, solver } = await reopen(context, page));
    await page.waitForFunction(
      (i) => document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelectorAll('.marks')[i]?.textContent,
      B,
    );
    assert.equal(await solver.locator('[data-item="marksFollow"]').getAttribute('aria-pressed'), 'false');
    await choose(solver, A, touch);
    await write(page, solver, digit, touch);
    marks = await readMarks(solver);
    assert.equal(marks[A].value, digit);
    assert.deepEqual([marks[B].corner, marks[B].centre], [digit, digit], 'with the switch off the marks stay');
    assert.deepEqual(problems, []);
  });

  test(`${size}: the chosen cell's digit is lit where it stands and in marks; its units on request; both switches remembered`, async (t) => {
    const { page: first, context, solver: firstSolver, problems } = await open(t, options);
    const page = first;
    let solver = firstSolver;
    const digit = SOLUTION[A];
    await choose(solver, FAR, touch);
    await setMode(page, solver, 'Centre', touch);
    await write(page, solver, `${digit}${digit === '1' ? '2' : '1'}`, touch);
    await setMode(page, solver, 'Digit', touch);
    const given = [...EASY].indexOf(digit);
    await choose(solver, given, touch);
    const lit = () =>
      solver.evaluate((host) => ({
        cells: [...(host.shadowRoot?.querySelectorAll('input.lit-digit') ?? [])].map((i) =>
          Number(/** @type {HTMLElement} */ (i).dataset.index),
        ),
        units: host.shadowRoot?.querySelectorAll('input.lit-unit').length ?? 0,
        // Where each lit mark stands, so a failure says which cell lit it.
        marks: [...(host.shadowRoot?.querySelectorAll('[role="gridcell"]') ?? [])].flatMap((gridcell, i) =>
          [...gridcell.querySelectorAll('.centre-marks .lit, .marks .lit')].map(
            (m) => `${m.textContent} in ${m.closest('.centre-marks') ? 'centre' : 'corner'} marks of cell ${i}`,
          ),
        ),
      }));
    const every = [...EASY].flatMap((s, i) => (s === digit ? [i] : []));
    // The choice repaints the grid before the tap or the click returns.
    const seen = await lit();
    assert.deepEqual(seen.cells, every, `every ${digit} is lit`);
    assert.deepEqual(seen.marks, [`${digit} in centre marks of cell ${FAR}`], 'and the mark of it');
    assert.equal(seen.units, 0, 'units are not lit unless asked');
    await menuItem(solver, 'litUnits');
    assert.equal((await lit()).units, 20, 'the 20 cells the chosen cell sees are lit');
    await look(page, solver, 'aids-lit', touch);
    await menuItem(solver, 'litDigit');
    ({ solver } = await reopen(context, page));
    await choose(solver, given, touch);
    const remembered = await lit();
    assert.deepEqual([remembered.cells, remembered.units], [[], 20], 'both switches are remembered');
    assert.deepEqual(problems, []);
  });

  test(`${size}: candidates filled into centre marks, then pruned; the Candidates view never hides the player's marks`, async (t) => {
    const { page, solver, problems } = await open(t, options);
    await choose(solver, FAR, touch);
    await setMode(page, solver, 'Corner', touch);
    await write(page, solver, '5', touch);
    await menuItem(solver, 'candidates');
    await page.waitForFunction(() =>
      document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelector('.marks:not(.own):not(:empty)'),
    );
    assert.equal((await readMarks(solver))[FAR].corner, '5', "the player's own mark stays under Candidates");
    await menuItem(solver, 'candidates');
    await menuItem(solver, 'fill-candidates');
    await solver
      .getByRole('status')
      .filter({ hasText: /^Candidates filled in as centre marks/ })
      .waitFor();
    let marks = await readMarks(solver);
    for (const index of OPEN) {
      assert.equal(marks[index].centre, candidatesOf([...EASY], index), `cell ${index}'s centre marks`);
    }
    // Pruned: a centre mark toggled off in the centre mode.
    const pruned = marks[A].centre[0];
    await choose(solver, A, touch);
    await setMode(page, solver, 'Centre', touch);
    await write(page, solver, pruned, touch);
    marks = await readMarks(solver);
    assert.equal(marks[A].centre, candidatesOf([...EASY], A).replace(pruned, ''));
    await look(page, solver, 'aids-candidates', touch);
    await undo(page, solver, touch);
    await undo(page, solver, touch);
    marks = await readMarks(solver);
    assert.equal(marks[A].centre, '', 'Undo takes the whole fill back at once');
    assert.deepEqual(problems, []);
  });
}

test('the aids are readable at both sizes, light and dark: marks of both kinds, the lit digit and units, the mode key', async (t) => {
  for (const [size, options] of SIZES) {
    const touch = options === PHONE;
    const { page, solver, problems } = await open(t, options);
    await menuItem(solver, 'litUnits');
    await choose(solver, FAR, touch);
    await setMode(page, solver, 'Corner', touch);
    await write(page, solver, '1379', touch);
    await setMode(page, solver, 'Centre', touch);
    await write(page, solver, `${SOLUTION[A]}8`, touch);
    await choose(solver, A, touch);
    await setMode(page, solver, 'Digit', touch);
    await write(page, solver, SOLUTION[A], touch);
    await choose(solver, A, touch);
    if (touch) await setMode(page, solver, 'Centre', touch);
    // What the scheme changes is colour: read in light and in dark on the same page (emulateMedia).
    for (const scheme of /** @type {const} */ (['light', 'dark'])) {
      await showScheme(solver, scheme);
      const colours = await solver.evaluate((host) => {
        const root = /** @type {ShadowRoot} */ (host.shadowRoot);
        const style = (/** @type {string} */ selector) => {
          const element = root.querySelector(selector);
          return element ? getComputedStyle(element) : null;
        };
        const page = getComputedStyle(host).getPropertyValue('--sd-bg');
        const canvas = document.createElement('canvas').getContext('2d');
        /** @param {string} css */
        const rgb = (css) => {
          if (!canvas) return css;
          canvas.fillStyle = css.trim();
          const hex = String(canvas.fillStyle);
          return hex.startsWith('#')
            ? `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`
            : hex;
        };
        const litMark = style('.centre-marks .lit');
        const litCell = style('input.lit-digit.given');
        const mode = style('.pad .mode');
        return {
          page: rgb(page),
          centre: style('.centre-marks:not(:empty)')?.color,
          corner: style('.marks.own')?.color,
          litMark: litMark && [litMark.color, litMark.backgroundColor],
          litCell: litCell && [litCell.color, litCell.backgroundColor],
          mode: mode && [mode.color, mode.backgroundColor],
        };
      });
      const [litMark, litCell] = [colours.litMark, colours.litCell];
      assert.ok(litMark && litCell, `${size}, ${scheme}: a lit mark and a lit clue show`);
      assert.ok(
        contrast(String(colours.centre), colours.page) >= 4.5,
        `${size}, ${scheme}: centre marks ${colours.centre} on ${colours.page}`,
      );
      assert.ok(contrast(String(colours.corner), colours.page) >= 4.5, `${size}, ${scheme}: corner marks`);
      assert.ok(contrast(litMark[0], litMark[1]) >= 4.5, `${size}, ${scheme}: a lit mark ${litMark}`);
      assert.ok(contrast(litCell[0], litCell[1]) >= 4.5, `${size}, ${scheme}: a lit clue ${litCell}`);
      if (touch) {
        assert.ok(
          colours.mode && contrast(colours.mode[0], colours.mode[1]) >= 4.5,
          `${scheme}: the mode key ${colours.mode}`,
        );
      }
      await look(page, solver, `aids-${scheme}`, touch);
    }
    assert.deepEqual(problems, []);
  }
});

/**
 * A colour as a person with protanopia or deuteranopia sees it (Viénot,
 * Brettel and Mollon 1999, on linear RGB), and the CIELAB distance of two.
 */
