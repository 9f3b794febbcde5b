// What a cold trial of the Solve page found: a hint's "Apply this step"
// outliving the grid it was found for, Undo on a just-opened puzzle blanking
// the grid, toggles that widen when pressed and reflow the toolbar, a hint's
// shading too faint to see (or hiding the clues' grey), and Hint saying "no
// solution" as a lower-case error. Each test failed before its fix.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { contrast, pressTool, screenshot, startSite } from './harness.mjs';

const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
const DESKTOP = { width: 1280, height: 900 };

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

async function openSolver(t, path = '?puzzle=', scheme = 'light') {
  const { page, context, problems } = await site.open(`/index.html${path}`, { viewport: DESKTOP, colorScheme: scheme });
  t.after(() => context.close());
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solver.getByRole('grid').waitFor();
  return { page, context, solver, problems };
}

/** The grid as shown, one line: each cell's value or '.'. */
function shown(solver) {
  return solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')].map((i) => i.value || '.').join(''),
  );
}

/** Waits until the grid's clues are `puzzle`'s, in play. */
function cluesOf(page, puzzle) {
  return page.waitForFunction(
    (p) =>
      /** @type {any} */ (document.querySelector('sudoku-dlx[mode="solve"]'))?.puzzle === p &&
      document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelector('.solver:not(.setting-up)'),
    puzzle,
  );
}

const status = (solver, pattern) => solver.getByRole('status').filter({ hasText: pattern }).waitFor();
const button = (solver, name) => solver.getByRole('button', { name, exact: true });

test('a hint’s Apply goes when Solve, Count, Candidates or All possibilities draw over the grid', async (t) => {
  const { solver, problems } = await openSolver(t);
  await button(solver, 'Expert 9×9').click();
  const apply = button(solver, 'Apply this step');
  for (const [tool, said] of /** @type {const} */ ([
    ['solve', /^The solution:/],
    ['possibilities', /^All possibilities /],
    ['count', /solution/],
    ['candidates', /^Hint: /],
  ])) {
    await button(solver, 'Hint').click();
    await status(solver, /Press Hint again/);
    await button(solver, 'Hint').click();
    await apply.waitFor();
    await pressTool(solver, tool);
    await status(solver, said);
    assert.equal(await apply.isHidden(), true, `${tool} takes Apply away`);
    const shaded = await solver.evaluate(
      (host) => host.shadowRoot.querySelectorAll('input.in-unit, input.hinted').length,
    );
    assert.equal(shaded, 0, `${tool} takes the hint's shading away`);
    if (tool === 'solve') {
      const solved = await shown(solver);
      assert.doesNotMatch(solved, /\./, 'the grid is solved');
      await solver.getByRole('button', { name: 'Undo' }).click();
    }
    if (tool === 'candidates') await pressTool(solver, 'candidates');
  }
  assert.deepEqual(problems, []);
});

test('a just-opened link or example starts a fresh history: Undo is off and never blanks it', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`);
  await cluesOf(page, EASY);
  const undo = solver.getByRole('button', { name: 'Undo' });
  assert.equal(await undo.getAttribute('aria-disabled'), 'true', 'nothing to undo on a link just opened');
  await solver.getByRole('gridcell').nth(0).locator('input').focus();
  await page.keyboard.press('Control+z');
  assert.equal((await shown(solver)).replace(/[^.]/g, 'x'), EASY.replace(/[^.]/g, 'x'), 'Ctrl+Z leaves the clues');

  await button(solver, 'Expert 9×9').click();
  await status(solver, /^Example: /);
  assert.equal(await undo.getAttribute('aria-disabled'), 'true', 'an example over an untouched puzzle starts afresh');

  // Over a game in play a load starts afresh too, as a new game does: Undo
  // stays within a game, and the game left is saved, so opening it again
  // brings the player's work back.
  const open = (await shown(solver)).indexOf('.');
  await solver.getByRole('gridcell').nth(open).locator('input').click();
  await page.keyboard.type('1');
  const worked = await shown(solver);
  await button(solver, 'Easy 9×9').click();
  await status(solver, /^Example: /);
  assert.equal(await undo.getAttribute('aria-disabled'), 'true', 'Undo never goes back into the game left');
  await button(solver, 'Expert 9×9').click();
  await status(solver, /./);
  await page.waitForFunction(
    (grid) =>
      [
        ...(document
          .querySelector('sudoku-dlx[mode="solve"]')
          ?.shadowRoot?.querySelectorAll('[role="gridcell"] input') ?? []),
      ]
        .map((input) => /** @type {HTMLInputElement} */ (input).value || '.')
        .join('') === grid,
    worked,
  );
  assert.deepEqual(problems, []);
});

test('an edit is drawn once, when its task is done, with Undo read from the history', async (t) => {
  const { page, solver, problems } = await openSolver(t, `?puzzle=${EASY}`);
  await cluesOf(page, EASY);
  const undo = solver.getByRole('button', { name: 'Undo' });
  assert.equal(await undo.getAttribute('aria-disabled'), 'true');
  const open = EASY.indexOf('.');
  // A typed digit makes about ten changes (the board, the history, the
  // overlay, the status, the hint, the rating...): they render together
  // after the task, not each as it is made.
  const renders = await page.evaluate(async (cell) => {
    const { PanelView } = await import(/** @type {string} */ ('/www/sudoku-dlx/solve/views/panel-view.js'));
    const render = PanelView.prototype.render;
    let count = 0;
    PanelView.prototype.render = function (state) {
      count++;
      return render.call(this, state);
    };
    const host = /** @type {HTMLElement} */ (document.querySelector('sudoku-dlx[mode="solve"]'));
    const input = /** @type {HTMLInputElement} */ (host.shadowRoot?.querySelectorAll('[role="gridcell"] input')[cell]);
    const typed = { data: '4', inputType: 'insertText', cancelable: true, bubbles: true };
    input.dispatchEvent(new InputEvent('beforeinput', typed));
    const inTask = count;
    await null;
    PanelView.prototype.render = render;
    return { inTask, afterTask: count };
  }, open);
  assert.deepEqual(renders, { inTask: 0, afterTask: 1 });
  assert.equal((await shown(solver))[open], '4');
  assert.equal(await undo.getAttribute('aria-disabled'), 'false', 'the edit can be undone');
  assert.deepEqual(problems, []);
});

test('1280×900: pressing Pencil or Candidates changes no button’s width and never reflows the toolbar', async (t) => {
  for (const scheme of ['light', 'dark']) {
    const { page, context, solver, problems } = await openSolver(t, `?puzzle=${EASY}`, scheme);
    await cluesOf(page, EASY);
    const boxes = () =>
      solver.evaluate((host) =>
        [...host.shadowRoot.querySelectorAll('.toolbar button:not([hidden])')].map((b) => {
          const { x, y, width, height } = b.getBoundingClientRect();
          return `${b.textContent} ${x} ${y} ${width} ${height}`;
        }),
      );
    const unpressed = await boxes();
    await button(solver, 'Pencil').click();
    await button(solver, 'Candidates').click();
    // Pressed, it writes corner marks, and its name starts with the word it shows.
    assert.equal(await button(solver, 'Corner (Pencil)').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await boxes(), unpressed, `${scheme}: every button where it was, as wide`);
    await screenshot(page, `toggles-pressed-${scheme}`);
    assert.deepEqual(problems, []);
    // Given back before the next scheme's page opens: that is this page made fresh (page-pool.mjs), not a new context.
    await context.close();
  }
});

/**
 * A colour laid over another: `over` may carry an alpha ("rgba(…)" or
 * "rgb(… / a)"), as Chromium reports a gradient's colour.
 */
function composite(over, under) {
  const [r, g, b, a = 1] = over.match(/[\d.]+/g).map(Number);
  const [r0, g0, b0] = under.match(/[\d.]+/g).map(Number);
  const mix = (top, bottom) => Math.round(top * a + bottom * (1 - a));
  return `rgb(${mix(r, r0)}, ${mix(g, g0)}, ${mix(b, b0)})`;
}

test('a hint’s nudge shades clearly in light and dark, clues keep their grey, digits stay legible', async (t) => {
  for (const scheme of ['light', 'dark']) {
    const { context, solver, problems } = await openSolver(t, '', scheme);
    await button(solver, 'Expert 9×9').click();
    await button(solver, 'Hint').click();
    await status(solver, /Press Hint again/);
    await button(solver, 'Hint').click();
    await button(solver, 'Apply this step').waitFor();
    const look = await solver.evaluate((host) => {
      const inputs = [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')];
      const style = (input) => getComputedStyle(input);
      const tint = (input) => style(input).backgroundImage.match(/rgba?\([^)]*\)/)?.[0] ?? '';
      const open = inputs.find((i) => i.classList.contains('in-unit') && !i.classList.contains('given'));
      // Clues the chosen cell's lit digit leaves alone: the nudge's tint is what is compared.
      const clue = (i) => i.classList.contains('given') && !i.classList.contains('lit-digit');
      const given = inputs.find((i) => i.classList.contains('in-unit') && clue(i));
      const plainGiven = inputs.find((i) => !i.classList.contains('in-unit') && clue(i));
      const css = (name) => getComputedStyle(host).getPropertyValue(name).trim();
      return {
        tint: tint(open),
        cell: style(open).backgroundColor,
        page: getComputedStyle(host.shadowRoot.querySelector('.grid')).backgroundColor,
        givenTint: tint(given),
        givenBg: style(given).backgroundColor,
        plainGivenBg: style(plainGiven).backgroundColor,
        given: style(given).color,
        colours: ['--sd-fg', '--sd-entry', '--sd-solved', '--sd-marks'].map(css),
      };
    });
    assert.ok(look.tint, `${scheme}: the nudge tints its cells`);
    const background = look.cell === 'rgba(0, 0, 0, 0)' ? look.page : look.cell;
    const open = composite(look.tint, background);
    assert.ok(contrast(open, background) >= 1.25, `${scheme}: the nudge ${open} stands out from ${background}`);
    assert.equal(look.givenBg, look.plainGivenBg, `${scheme}: a clue in the nudge keeps its grey under the tint`);
    const given = composite(look.givenTint, look.givenBg);
    assert.ok(
      contrast(given, open) >= 1.1,
      `${scheme}: a shaded clue ${given} stays apart from a shaded open cell ${open}`,
    );
    assert.ok(contrast(look.given, given) >= 4.5, `${scheme}: a shaded clue's digit is legible`);
    for (const colour of look.colours) {
      const hex = colour.match(/^#(..)(..)(..)$/);
      const rgb = hex
        ? `rgb(${hex
            .slice(1)
            .map((h) => parseInt(h, 16))
            .join(', ')})`
        : colour;
      assert.ok(contrast(rgb, open) >= 4.5, `${scheme}: ${rgb} on the nudge ${open}`);
    }
    await screenshot(solver.getByRole('grid'), `hint-nudge-${scheme}`);
    assert.deepEqual(problems, []);
    // Given back before the next scheme's page opens: that is this page made fresh (page-pool.mjs), not a new context.
    await context.close();
  }
});

test('Hint while setting up asks for the clues when none or too few fix one solution, and shades nothing', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  const shaded = () =>
    solver.evaluate((host) => host.shadowRoot.querySelectorAll('input.in-unit, input.hinted').length);
  await button(solver, 'Hint').click();
  await status(solver, 'Hint: no clues yet; type them in, or load an example.');
  assert.equal(await shaded(), 0, 'no cell shaded on an empty grid');
  for (const [cell, symbol] of [
    [0, '1'],
    [10, '2'],
  ]) {
    await solver.getByRole('gridcell').nth(cell).locator('input').click();
    await page.keyboard.type(symbol);
  }
  await button(solver, 'Hint').click();
  await status(solver, 'Hint: too few clues yet for one solution; type more, or load an example.');
  assert.equal(await shaded(), 0, 'no cell shaded with too few clues');
  assert.deepEqual(problems, []);
});

test('Hint on a puzzle with no solution says so as Solve does, a sentence, not an error', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  await button(solver, 'No solution').click();
  await status(solver, /^Example: /);
  await button(solver, 'Hint').click();
  await status(solver, /^No solution: .+\.$/);
  const said = await solver.getByRole('status').innerText();
  assert.doesNotMatch(said, /no solution/, 'capitalised');
  assert.equal(
    await solver
      .getByRole('alert')
      .filter({ hasText: /solution/i })
      .count(),
    0,
    'not shown as an error',
  );
  await pressTool(solver, 'solve');
  await status(solver, /^No solution: no grid keeps the rules and these clues\.$/);
  // An error from the parsers, lower case for a log, shows as a sentence too.
  const open = (await shown(solver)).indexOf('.');
  await solver.getByRole('gridcell').nth(open).locator('input').click();
  // Q: Z, X, C and V choose what a key writes in play.
  await page.keyboard.type('Q');
  await solver
    .getByRole('alert')
    .filter({ hasText: /^Unexpected 'Q' at row \d+, column \d+: .+\.$/ })
    .waitFor();
  assert.deepEqual(problems, []);
});
