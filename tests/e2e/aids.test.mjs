// The player's aids (issue 34), at 1280×900 and 375×800: corner and centre
// marks as SudokuPad has them (Z X C and Space on a keyboard, the pad's mode
// key on a phone), both in the undo history and saved; marks that follow the
// digits placed, undone with them; the chosen digit and units lit; and the
// candidates filled into centre marks, then pruned.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { join } from 'node:path';
import { contrast, RESULTS, startSite } from './harness.mjs';
import { PEERS, allSolutions, candidatesOf } from './sudoku9.mjs';

const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
const [SOLUTION] = allSolutions(EASY, 1);
const OPEN = [...EASY].flatMap((s, i) => (s === '.' ? [i] : []));
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SIZES = /** @type {const} */ ([
  ['1280×900', DESKTOP],
  ['375×800', PHONE],
]);

/** @type {Awaited<ReturnType<typeof startSite>>} */
let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/**
 * @param {import('node:test').TestContext} t
 * @param {object} options
 * @param {string} [scheme]
 */
async function open(t, options, scheme = 'light') {
  const { page, context, problems } = await site.open(`/index.html?puzzle=${EASY}`, {
    ...options,
    colorScheme: scheme,
  });
  t.after(() => context.close());
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await page.waitForFunction(
    (clues) =>
      document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelectorAll('input.given').length === clues,
    [...EASY].filter((s) => s !== '.').length,
  );
  return { page, context, solver, problems };
}

/** @param {import('playwright-core').Locator} solver @param {number} index */
function cell(solver, index) {
  return solver.getByRole('gridcell').nth(index).locator('input');
}

/** Every cell's value, corner marks and centre marks. */
function readMarks(/** @type {import('playwright-core').Locator} */ solver) {
  return solver.evaluate((host) =>
    [...(host.shadowRoot?.querySelectorAll('[role="gridcell"]') ?? [])].map((gridcell) => ({
      value: /** @type {HTMLInputElement} */ (gridcell.querySelector('input')).value,
      corner: gridcell.querySelector('.marks.own')?.textContent ?? '',
      centre: gridcell.querySelector('.centre-marks')?.textContent ?? '',
    })),
  );
}

/**
 * Chooses a cell: a click, or a tap on a touch screen.
 * @param {import('playwright-core').Locator} solver
 * @param {number} index
 * @param {boolean} touch
 */
async function choose(solver, index, touch) {
  if (touch) await cell(solver, index).tap();
  else await cell(solver, index).click();
}

/**
 * Writes `symbols` into the chosen cell: typed, or tapped on the pad.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} solver
 * @param {string} symbols
 * @param {boolean} touch
 */
async function write(page, solver, symbols, touch) {
  for (const symbol of symbols) {
    if (touch) await solver.locator(`.pad [data-symbol="${symbol}"]`).tap();
    else await page.keyboard.type(symbol);
  }
}

/**
 * Sets the entry mode: its key on a keyboard, the pad's mode key (tapped
 * until it names the mode) on a phone.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} solver
 * @param {'Digit' | 'Corner' | 'Centre' | 'Colour'} mode
 * @param {boolean} touch
 */
async function setMode(page, solver, mode, touch) {
  const key = solver.locator('.pad [data-action="mode-next"]');
  if (!touch) await page.keyboard.press({ Digit: 'z', Corner: 'x', Centre: 'c', Colour: 'v' }[mode]);
  else for (let taps = 0; (await key.textContent()) !== mode && taps < 4; taps++) await key.tap();
  assert.equal(await key.textContent(), mode, `the pad's mode key names ${mode}`);
}

/**
 * Undoes: Ctrl+Z at the grid, or the pad's Undo (which leaves the cell chosen).
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} solver
 * @param {boolean} touch
 */
async function undo(page, solver, touch) {
  if (touch) await solver.locator('.pad [data-action="undo"]').tap();
  else await page.keyboard.press('Control+z');
}

/**
 * Presses a menu item: opens the menu, presses, closes it when it stays open.
 * @param {import('playwright-core').Locator} solver
 * @param {string} item
 */
async function menuItem(solver, item) {
  const menu = solver.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await solver.locator(`[data-item="${item}"]`).click();
  if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
}

/**
 * Keeps a picture of what a person sees: the first screen of a phone, the
 * grid and the bars above it on a desktop (docs/page.md shows them).
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} solver
 * @param {string} name
 * @param {boolean} touch
 */
async function look(page, solver, name, touch) {
  if (touch) await page.screenshot({ path: join(RESULTS, `${name}-phone.png`), scale: 'css' });
  else {
    // The game bar, the toolbar and the grid: the side's controls are another story.
    const [whole, grid] = await Promise.all([solver.boundingBox(), solver.getByRole('grid').boundingBox()]);
    if (!whole || !grid) throw new Error('the solver is not shown');
    const bar = await solver.locator('.game-bar').boundingBox();
    const right = Math.max(grid.x + grid.width, bar ? bar.x + bar.width : 0) + 8;
    const clip = {
      x: whole.x,
      y: whole.y,
      width: right - whole.x,
      height: grid.y + grid.height + 8 - whole.y,
    };
    await page.screenshot({ path: join(RESULTS, `${name}-desktop.png`), clip });
  }
}

/**
 * The page opened again in a new tab (a reload, with the same storage),
 * once the grid shows its clues.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 */
async function reopen(context, page) {
  // Saving waits for the end of a task.
  await page.waitForTimeout(300);
  const again = await context.newPage();
  await again.goto(page.url());
  await again.waitForFunction(
    (clues) =>
      document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelectorAll('input.given').length === clues,
    [...EASY].filter((s) => s !== '.').length,
  );
  return { page: again, solver: again.locator('sudoku-dlx[mode="solve"]') };
}

/** Two open cells that see each other, where B could hold A's digit, and a third in neither's units. */
const [A, B] = (() => {
  for (const a of OPEN) {
    for (const b of OPEN) {
      if (a !== b && PEERS[a].has(b) && candidatesOf([...EASY], b).includes(SOLUTION[a])) return [a, b];
    }
  }
  throw new Error('no two open cells see each other');
})();
const FAR = /** @type {number} */ (OPEN.find((c) => c !== A && c !== B && !PEERS[A].has(c) && !PEERS[B].has(c)));

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
        marks: [...(host.shadowRoot?.querySelectorAll('.centre-marks .lit, .marks .lit') ?? [])].map(
          (m) => m.textContent,
        ),
      }));
    const every = [...EASY].flatMap((s, i) => (s === digit ? [i] : []));
    let seen = await lit();
    assert.deepEqual(seen.cells, every, `every ${digit} is lit`);
    assert.deepEqual(seen.marks, [digit], 'and the mark of it');
    assert.equal(seen.units, 0, 'units are not lit unless asked');
    await menuItem(solver, 'litUnits');
    seen = await lit();
    assert.equal(seen.units, 20, 'the 20 cells the chosen cell sees are lit');
    await look(page, solver, 'aids-lit', touch);
    await menuItem(solver, 'litDigit');
    ({ solver } = await reopen(context, page));
    await choose(solver, given, touch);
    seen = await lit();
    assert.deepEqual([seen.cells, seen.units], [[], 20], 'both switches are remembered');
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

for (const scheme of ['light', 'dark']) {
  test(`${scheme}: the aids are readable at both sizes: marks of both kinds, the lit digit and units, the mode key`, async (t) => {
    for (const [size, options] of SIZES) {
      const touch = options === PHONE;
      const { page, solver, problems } = await open(t, options, scheme);
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
      assert.ok(litMark && litCell, `${size}: a lit mark and a lit clue show`);
      assert.ok(
        contrast(String(colours.centre), colours.page) >= 4.5,
        `${size}: centre marks ${colours.centre} on ${colours.page}`,
      );
      assert.ok(contrast(String(colours.corner), colours.page) >= 4.5, `${size}: corner marks`);
      assert.ok(contrast(litMark[0], litMark[1]) >= 4.5, `${size}: a lit mark ${litMark}`);
      assert.ok(contrast(litCell[0], litCell[1]) >= 4.5, `${size}: a lit clue ${litCell}`);
      if (touch) {
        assert.ok(colours.mode && contrast(colours.mode[0], colours.mode[1]) >= 4.5, `the mode key ${colours.mode}`);
      }
      await look(page, solver, `aids-${scheme}`, touch);
      assert.deepEqual(problems, []);
    }
  });
}

/**
 * A colour as a person with protanopia or deuteranopia sees it (Viénot,
 * Brettel and Mollon 1999, on linear RGB), and the CIELAB distance of two.
 */
const SIGHT = {
  normal: null,
  protan: [
    [0.11238, 0.88762, 0],
    [0.11238, 0.88762, 0],
    [0.00401, -0.00401, 1],
  ],
  deutan: [
    [0.29275, 0.70725, 0],
    [0.29275, 0.70725, 0],
    [-0.02234, 0.02234, 1],
  ],
};
/** @param {number} c a channel, 0 to 255 */
const linear = (c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
/** @param {number[]} rgb @param {number[][] | null} sight */
function lab(rgb, sight) {
  let [r, g, b] = rgb.map(linear);
  if (sight) [r, g, b] = sight.map((row) => Math.max(0, row[0] * r + row[1] * g + row[2] * b));
  const f = (/** @type {number} */ t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const [x, y, z] = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map(f);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

for (const [size, options] of SIZES) {
  const touch = options === PHONE;
  test(`${size}: colours: nine, several to a cell, a clue too, in the undo history and saved; Erase takes them off`, async (t) => {
    const { page, context, solver, problems } = await open(t, options);
    const clue = [...EASY].findIndex((s) => s !== '.');
    await choose(solver, clue, touch);
    await setMode(page, solver, 'Colour', touch);
    await write(page, solver, '3', touch);
    await choose(solver, FAR, touch);
    await write(page, solver, '15', touch);
    const painted = () =>
      solver.evaluate((host) =>
        [...(host.shadowRoot?.querySelectorAll('.colours') ?? [])].map(
          (layer) => /** @type {HTMLElement} */ (layer).style.background,
        ),
      );
    let layers = await painted();
    assert.match(layers[clue], /^var\(--sd-colour-3\)$/, 'a clue takes a colour');
    assert.match(layers[FAR], /--sd-colour-1\).*--sd-colour-5\)/, 'a cell takes two, side by side');
    assert.match((await cell(solver, FAR).getAttribute('aria-label')) ?? '', /colours 1 5/);
    await look(page, solver, 'aids-colours', touch);
    await undo(page, solver, touch);
    layers = await painted();
    assert.equal(layers[FAR], 'var(--sd-colour-1)', 'Undo takes the last colour off');
    const { solver: reloaded } = await reopen(context, page);
    await reloaded.locator('.colours[style*="sd-colour-1"]').waitFor();
    assert.equal(await reloaded.locator('.colours[style*="sd-colour-3"]').count(), 1, 'saved with the game');
    await choose(solver, FAR, touch);
    if (touch) await solver.locator('.pad [data-symbol=""]').tap();
    else await page.keyboard.press('Backspace');
    layers = await painted();
    assert.equal(layers[FAR], '', 'Erase in colour mode takes the colours off');
    assert.deepEqual(problems, []);
  });
}

test('the palette: nine colours apart from each other for normal sight, protanopia and deuteranopia, light and dark; clues readable on each', async (t) => {
  for (const scheme of ['light', 'dark']) {
    const { solver, problems } = await open(t, DESKTOP, scheme);
    const palette = await solver.evaluate((host) => {
      const probe = document.createElement('span');
      host.shadowRoot?.append(probe);
      const colours = Array.from({ length: 9 }, (_, i) => {
        probe.style.color = `var(--sd-colour-${i + 1})`;
        return getComputedStyle(probe).color;
      });
      probe.style.color = 'var(--sd-fg)';
      const fg = getComputedStyle(probe).color;
      probe.remove();
      return { colours, fg };
    });
    const rgbs = palette.colours.map((css) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number));
    for (const [sight, matrix] of Object.entries(SIGHT)) {
      for (let i = 0; i < 9; i++) {
        for (let j = i + 1; j < 9; j++) {
          const [a, b] = [lab(rgbs[i], matrix), lab(rgbs[j], matrix)];
          const distance = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
          assert.ok(
            distance >= 8,
            `${scheme}, ${sight}: colours ${i + 1} and ${j + 1} are ${distance.toFixed(1)} apart`,
          );
        }
      }
    }
    // Blended (multiplied in light, screened in dark), a clue's digit keeps its contrast with what is under it.
    for (const css of palette.colours) {
      assert.ok(contrast(palette.fg, css) >= 4.5, `${scheme}: the digits on ${css}`);
    }
    assert.deepEqual(problems, []);
  }
});

/**
 * Cells of row 8 (the open ones) and their centres on the screen.
 * @param {import('playwright-core').Locator} solver
 * @param {number[]} cells
 */
async function centres(solver, cells) {
  return Promise.all(
    cells.map(async (index) => {
      const box = await cell(solver, index).boundingBox();
      if (!box) throw new Error(`cell ${index} is not shown`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
}

/** @param {import('playwright-core').Locator} solver */
function selected(solver) {
  return solver.evaluate((host) =>
    [...(host.shadowRoot?.querySelectorAll('input.selected') ?? [])].map((input) =>
      Number(/** @type {HTMLElement} */ (input).dataset.index),
    ),
  );
}

// Row 2 of EASY: its first three cells are open, and the next two.
const ROW = [9, 10, 11];

test('1280×900: several cells: Shift- and Ctrl-click, Shift+arrows and a drag select; a mark or colour goes to all, one Undo takes it off all', async (t) => {
  const { page, solver, problems } = await open(t, DESKTOP);
  assert.deepEqual(
    ROW.map((i) => EASY[i]),
    ['.', '.', '.'],
  );
  await cell(solver, ROW[0]).click();
  await cell(solver, ROW[1]).click({ modifiers: ['Shift'] });
  await cell(solver, FAR).click({ modifiers: ['Control'] });
  assert.deepEqual(
    await selected(solver),
    [ROW[0], ROW[1], FAR].sort((a, b) => a - b),
  );
  assert.equal(
    await solver.locator(`[role="gridcell"][aria-selected="true"]`).count(),
    3,
    'the grid says which are selected',
  );
  await page.keyboard.press('x');
  await page.keyboard.type('4');
  let marks = await readMarks(solver);
  assert.deepEqual(
    [ROW[0], ROW[1], FAR].map((i) => marks[i].corner),
    ['4', '4', '4'],
    'a mark goes to all',
  );
  await page.keyboard.press('Control+z');
  marks = await readMarks(solver);
  assert.deepEqual(
    [ROW[0], ROW[1], FAR].map((i) => marks[i].corner),
    ['', '', ''],
    'one Undo takes it off all',
  );
  // A plain click selects one; Shift+arrows extend from there.
  await cell(solver, ROW[0]).click();
  assert.deepEqual(await selected(solver), []);
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  assert.deepEqual(await selected(solver), ROW);
  await page.keyboard.press('v');
  await page.keyboard.type('2');
  const coloured = await solver.locator('.colours[style*="sd-colour-2"]').count();
  assert.equal(coloured, 3, 'a colour goes to all');
  // A mouse's drag along the row.
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await selected(solver), [], 'an arrow alone leaves one cell chosen');
  const [from, , to] = await centres(solver, ROW);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  assert.deepEqual(await selected(solver), ROW, 'a drag selects the cells it passes over');
  await page.keyboard.press('c');
  await page.keyboard.type('7');
  marks = await readMarks(solver);
  assert.deepEqual(
    ROW.map((i) => marks[i].centre),
    ['7', '7', '7'],
  );
  await look(page, solver, 'aids-select', false);
  assert.deepEqual(problems, []);
});

test("375×800: a finger's drag selects several cells, and the pad's mark goes to all of them", async (t) => {
  const { page, context, solver, problems } = await open(t, PHONE);
  const points = await centres(solver, ROW);
  const cdp = await context.newCDPSession(page);
  const touch = async (/** @type {string} */ type, /** @type {{ x: number, y: number }[]} */ at) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at.map(({ x, y }) => ({ x, y })) });
  await touch('touchStart', [points[0]]);
  for (let step = 1; step <= 8; step++) {
    const x = points[0].x + ((points[2].x - points[0].x) * step) / 8;
    await touch('touchMove', [{ x, y: points[0].y }]);
  }
  await touch('touchEnd', []);
  assert.deepEqual(await selected(solver), ROW, 'the finger selected the cells it passed over');
  await setMode(page, solver, 'Corner', true);
  await write(page, solver, '3', true);
  const marks = await readMarks(solver);
  assert.deepEqual(
    ROW.map((i) => marks[i].corner),
    ['3', '3', '3'],
    'the pad wrote to all',
  );
  await look(page, solver, 'aids-select', true);
  assert.deepEqual(problems, []);
});

// Row 2 of EASY from its clue (column 4) over the two open cells after it.
const FROM_CLUE = [12, 13, 14];

/** What the game's status lines say. */
function statusText(/** @type {import('playwright-core').Locator} */ solver) {
  return solver.getByRole('status').allTextContents();
}

for (const [size, options] of SIZES) {
  const touch = options === PHONE;
  test(`${size}: a selection with a clue in it: the open cells take a centre mark, a digit, Erase; the clue is skipped without a word`, async (t) => {
    const { page, context, solver, problems } = await open(t, options);
    assert.deepEqual(
      FROM_CLUE.map((i) => EASY[i]),
      ['1', '.', '.'],
    );
    const [from, , to] = await centres(solver, FROM_CLUE);
    if (touch) {
      const cdp = await context.newCDPSession(page);
      const at = (/** @type {number} */ x) => [{ x, y: from.y }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x) });
      for (let step = 1; step <= 8; step++) {
        const x = from.x + ((to.x - from.x) * step) / 8;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      await page.mouse.up();
    }
    assert.deepEqual(await selected(solver), FROM_CLUE, 'the drag from the clue selected it and the open cells');
    await setMode(page, solver, 'Centre', touch);
    await write(page, solver, '9', touch);
    let marks = await readMarks(solver);
    assert.deepEqual(
      FROM_CLUE.map((i) => [marks[i].value, marks[i].centre]),
      [
        ['1', ''],
        ['', '9'],
        ['', '9'],
      ],
      'the open cells took the centre mark',
    );
    await setMode(page, solver, 'Digit', touch);
    await write(page, solver, '6', touch);
    marks = await readMarks(solver);
    assert.deepEqual(
      FROM_CLUE.map((i) => marks[i].value),
      ['1', '6', '6'],
      'the open cells took the digit',
    );
    if (touch) await solver.locator('.pad [data-symbol=""]').tap();
    else await page.keyboard.press('Backspace');
    marks = await readMarks(solver);
    assert.deepEqual(
      FROM_CLUE.map((i) => marks[i].value),
      ['1', '', ''],
      'Erase cleared the open cells',
    );
    assert.ok(!(await statusText(solver)).some((text) => text.includes('is a clue')), 'nothing said of the clue');
    // Only clues selected: then the page says why nothing changes.
    if (!touch) {
      await cell(solver, 12).click();
      await cell(solver, 15).click({ modifiers: ['Control'] });
      assert.deepEqual(await selected(solver), [12, 15]);
      await page.keyboard.type('7');
      await solver.getByRole('status').filter({ hasText: 'is a clue' }).first().waitFor();
    }
    assert.deepEqual(problems, []);
  });
}

test('1280×900: Pencil names the mode at a glance (Corner, Centre, Colour, Pencil for digits), its width and the grid unmoved', async (t) => {
  const { page, solver, problems } = await open(t, DESKTOP);
  const pencil = solver.locator('.toolbar [data-action="pencil"]');
  /** The word Pencil shows, its box and the grid's, rounded. */
  const seen = () =>
    pencil.evaluate((button) => {
      const words = [...button.querySelectorAll('span span')].filter(
        (word) => getComputedStyle(word).visibility === 'visible',
      );
      const round = (/** @type {DOMRect} */ box) => [box.x, box.y, box.width, box.height].map(Math.round).join();
      const grid = /** @type {ShadowRoot} */ (button.getRootNode()).querySelector('[role="grid"]');
      return {
        words: words.map((word) => word.textContent),
        place: `${round(button.getBoundingClientRect())} ${round(/** @type {Element} */ (grid).getBoundingClientRect())}`,
      };
    });
  await cell(solver, OPEN[0]).click();
  const first = await seen();
  assert.deepEqual(first.words, ['Pencil']);
  for (const [key, word] of [
    ['x', 'Corner'],
    ['c', 'Centre'],
    ['v', 'Colour'],
    ['Space', 'Pencil'],
    ['Space', 'Corner'],
    ['z', 'Pencil'],
  ]) {
    await page.keyboard.press(key);
    const now = await seen();
    assert.deepEqual(now.words, [word], `after ${key}`);
    assert.equal(now.place, first.place, `after ${key}, Pencil and the grid stay where they are`);
    if (word === 'Centre') await look(page, solver, 'aids-mode-word', false);
  }
  assert.equal(await pencil.getAttribute('aria-label'), 'Pencil', 'its name stays for the keyboard and a reader');
  assert.deepEqual(problems, []);
});
