// Several cells at once (issue 34): Shift- and Ctrl-click, Shift+arrows,
// a mouse's or a finger's drag; what is typed goes to every open cell
// selected, clues skipped; and Pencil naming the mode on a desktop.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  EASY,
  OPEN,
  DESKTOP,
  PHONE,
  SIZES,
  cell,
  readMarks,
  write,
  setMode,
  look,
  FAR,
  aidsSite,
} from './aids-page.mjs';

const open = aidsSite();

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
  // Shift-clicks alone: typing goes to the cells, not to a text selection
  // the clicks stretched across them (a cold trial's find: nothing went in).
  await cell(solver, ROW[0]).click();
  await cell(solver, ROW[1]).click({ modifiers: ['Shift'] });
  await cell(solver, FAR).click({ modifiers: ['Shift'] });
  await page.keyboard.type('6');
  marks = await readMarks(solver);
  assert.deepEqual(
    [ROW[0], ROW[1], FAR].map((i) => marks[i].corner),
    ['6', '6', '6'],
    'a mark goes to every Shift-clicked cell',
  );
  await page.keyboard.press('Control+z');
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

test('1280×900: Pencil names the mode at a glance (Corner, Centre, Colour, Pencil for digits), in its accessible name too, its width and the grid unmoved', async (t) => {
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
    // Label in name (WCAG 2.5.3): the word shown is in the name a reader and voice control use, Pencil too.
    const named = solver.locator('.toolbar').getByRole('button', { name: word });
    assert.equal(await named.getAttribute('data-action'), 'pencil', `after ${key}, the button named ${word}`);
    assert.match(await named.getAttribute('aria-label'), new RegExp(`^${word}\\b.*Pencil|^Pencil$`));
    if (word === 'Centre') await look(page, solver, 'aids-mode-word', false);
  }
  assert.deepEqual(problems, []);
});

/**
 * Opens the example grid of `side` and returns the first three open cells
 * side by side whose centres show in the grid's window, with those centres.
 * @param {import('playwright-core').Locator} solver
 * @param {number} side
 */
async function bigGrid(solver, side) {
  await solver.getByRole('button', { name: `${side}×${side}`, exact: true }).click();
  await solver
    .page()
    .waitForFunction(
      (count) =>
        document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelectorAll('[role="gridcell"]').length ===
        count,
      side * side,
    );
  await solver.getByRole('grid').scrollIntoViewIfNeeded();
  const run = await solver.evaluate((host, side) => {
    const root = /** @type {ShadowRoot} */ (host.shadowRoot);
    const frame = /** @type {Element} */ (root.querySelector('.scroller')).getBoundingClientRect();
    const inputs = [...root.querySelectorAll('[role="gridcell"] input')];
    const shows = (/** @type {number} */ i) => {
      const box = inputs[i].getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      return !(/** @type {HTMLInputElement} */ (inputs[i]).value) && x > frame.left && x < frame.right && y > frame.top;
    };
    for (let i = 0; i + 2 < inputs.length; i++) {
      if (i % side <= side - 3 && shows(i) && shows(i + 1) && shows(i + 2)) return [i, i + 1, i + 2];
    }
    return [];
  }, side);
  assert.equal(run.length, 3, `three open cells side by side in the ${side}×${side} window`);
  return run;
}

for (const side of [16, 25]) {
  test(`375×800, ${side}×${side}: a finger's drag selects, zoomed in from the chosen cell (from another it pans), zoomed out anywhere`, async (t) => {
    const { page, context, solver, problems } = await open(t, PHONE);
    const run = await bigGrid(solver, side);
    const scroller = solver.locator('.scroller');
    assert.equal(await scroller.evaluate((s) => s.classList.contains('zoomed')), true, 'zoomed in');
    const cdp = await context.newCDPSession(page);
    /** A finger from the first cell's centre to the last's. */
    const drag = async (/** @type {number[]} */ cells) => {
      const [from, , to] = await centres(solver, cells);
      const at = (/** @type {number} */ x) => [{ x, y: from.y }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x) });
      for (let step = 1; step <= 8; step++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: at(from.x + ((to.x - from.x) * step) / 8),
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const panned = () => scroller.evaluate((s) => s.scrollLeft);
    await cell(solver, run[0]).tap();
    const start = await panned();
    await drag(run);
    assert.deepEqual(await selected(solver), run, 'from the chosen cell, the drag selected the cells it passed');
    assert.equal(await panned(), start, 'and did not pan');
    await look(page, solver, `aids-select-${side}`, true);
    await setMode(page, solver, 'Corner', true);
    await write(page, solver, '3', true);
    const marks = await readMarks(solver);
    assert.deepEqual(
      run.map((i) => marks[i].corner),
      ['3', '3', '3'],
      'the pad wrote to all',
    );
    await setMode(page, solver, 'Digit', true);
    // From another cell, leftwards: the window pans (the grid moves with the finger) and the selection stays.
    const before = await panned();
    await drag([run[2], run[1], run[0]]);
    const after = await panned();
    assert.ok(after - before > 20, `a drag from another cell pans: ${before} to ${after}`);
    assert.deepEqual(await selected(solver), run, 'and selects nothing');
    // A tap during the pan's fling only stops it: the window is let come to rest first.
    await scroller.evaluate(
      (s) =>
        new Promise((done) => {
          let last = -1;
          const still = () =>
            s.scrollLeft === last ? done(undefined) : ((last = s.scrollLeft), setTimeout(still, 150));
          still();
        }),
    );
    // Zoomed out, the whole grid: a drag from any cell selects.
    await solver.getByRole('button', { name: 'Zoom out to the whole grid' }).tap();
    await solver.locator('.scroller:not(.zoomed)').waitFor({ timeout: 5000 });
    const row = [side * 5, side * 5 + 1, side * 5 + 2];
    await drag(row);
    assert.deepEqual(await selected(solver), row, 'zoomed out, the drag selected the cells it passed');
    assert.deepEqual(problems, []);
  });
}
