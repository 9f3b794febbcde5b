// What a cold player trial of the game found (issue 30), on the demo page at
// 1280×900 and on a 375×800 phone; each test failed before its fix: a
// digit typed in play keeps its cell (setting up still moves on), New
// game's difficulty outlives a reload, every status the game says fits its
// box on a phone, the pause's cover covers the grid and nothing else, Undo
// at the end is enabled exactly as it acts, the first screen is the game
// with the solver's tools below it, and the page's colour scheme is read
// without working out the page's styles while it is still being built.
//
// What is the game's behaviour and not its layout (a typed digit keeps its
// cell, the difficulty outlives a reload, Undo walks back a whole game) is
// played once, at 1280×900; what is layout is checked at both sizes, and
// in the dark scheme by switching the page's scheme (emulateMedia) rather
// than opening it again.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, showing, showScheme, startSite, typeGame } from './harness.mjs';
import { allSolutions } from './sudoku9.mjs';

const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
const [SOLUTION] = allSolutions(EASY, 1);
const OPEN = [...EASY].flatMap((symbol, i) => (symbol === '.' ? [i] : []));
// The same game with all but its last three open cells given: the end of a
// game on a phone, where only the controls shown differ from the desktop's.
const LAST_THREE = OPEN.slice(-3);
const NEARLY_DONE = [...EASY]
  .map((symbol, i) => (symbol === '.' && !LAST_THREE.includes(i) ? SOLUTION[i] : symbol))
  .join('');

const SIZES = /** @type {const} */ ([
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
]);

// A browser of its own: one test traces the whole browser, where the
// pages of a file run beside this one would show (see startSite).
let site;
before(async () => {
  site = await startSite({ own: true });
});
after(async () => {
  await site?.close();
});

/** Opens the demo page at `path` in a fresh context, closed after the test; waits until `puzzle` is played when given. */
async function open(t, path, options, { scheme = 'light', puzzle = '' } = {}) {
  const opened = await site.open(path, { ...options, colorScheme: scheme });
  t.after(() => opened.context.close());
  const solver = opened.page.locator('sudoku-dlx[mode="solve"]');
  await solver.getByRole('grid').waitFor();
  if (puzzle) {
    await showing(solver, puzzle);
    await solver.locator('.solver:not(.setting-up)').waitFor();
  }
  return { ...opened, solver };
}

function cell(solver, index) {
  return solver.getByRole('gridcell').nth(index).locator('input');
}

function focused(solver) {
  return solver.evaluate((host) => host.shadowRoot.activeElement?.getAttribute('aria-label'));
}

function said(solver, pattern) {
  return solver.getByRole('status').filter({ hasText: pattern }).waitFor({ timeout: 60_000 });
}

/** The box of `locator` in CSS pixels, rounded. */
async function box(locator) {
  const found = await locator.boundingBox();
  assert.ok(found, 'laid out');
  return Object.fromEntries(Object.entries(found).map(([key, value]) => [key, Math.round(value)]));
}

// Behaviour, played at 1280×900 only.
const DESKTOP = SIZES[0][1];

test('desktop: a digit typed in play keeps its cell; setting up moves on', async (t) => {
  const { page, solver, problems } = await open(t, `/index.html?puzzle=${EASY}`, DESKTOP, { puzzle: EASY });
  const [first] = OPEN;
  await cell(solver, first).click();
  await page.keyboard.type(SOLUTION[first]);
  assert.equal(await focused(solver), `Row 1, column 1, your ${SOLUTION[first]}`, 'the cell stays selected');
  // A second digit corrects the same cell, as in SudokuPad or Good Sudoku.
  const other = String((Number(SOLUTION[first]) % 9) + 1);
  await page.keyboard.type(other);
  assert.equal(await cell(solver, first).inputValue(), other);
  await page.keyboard.type(SOLUTION[first]);
  // Enter still moves on, past the clues.
  await page.keyboard.press('Enter');
  assert.equal(await focused(solver), 'Row 1, column 3, empty');

  // An empty grid is set up: clues copied in one run of keys move on.
  await solver.getByRole('button', { name: 'Menu' }).click();
  await solver.getByRole('button', { name: /^Set up a puzzle/ }).click();
  await cell(solver, 0).click();
  await page.keyboard.type('5.3');
  assert.equal(await focused(solver), 'Row 1, column 4, empty');
  assert.deepEqual(problems, []);
});

test("desktop: New game's difficulty is kept after a reload", async (t) => {
  // An empty grid to set up: a puzzle in play shows its own level in the bar (play-new-game.test.mjs).
  const { page, solver, problems } = await open(t, '/index.html?puzzle=', DESKTOP);
  const level = solver.getByRole('combobox', { name: 'Difficulty of a new game' });
  await level.selectOption('hard');
  // The page settled, so that the reload aborts no request.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await solver.getByRole('grid').waitFor();
  await page.waitForFunction(
    () =>
      /** @type {HTMLSelectElement | null} */ (
        document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelector('[data-part="bar-difficulty"]')
      )?.value === 'hard',
    undefined,
    { timeout: 20_000 },
  );
  assert.equal(await solver.locator('[data-part="new-difficulty"]').inputValue(), 'hard', 'New puzzle’s too');
  assert.deepEqual(problems, []);
});

for (const [size, options] of SIZES) {
  test(`${size}: every status the game says fits its box, and the grid stays where it is`, async (t) => {
    const { page, solver, problems } = await open(t, `/index.html?puzzle=${EASY}`, options, { puzzle: EASY });
    const grid = solver.getByRole('grid');
    // Where the grid is on the page, wherever the page is scrolled to.
    const onPage = () =>
      grid.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return [x, y + scrollY, width, height].map(Math.round);
      });
    const place = await onPage();
    const fits = async (what) => {
      const sizes = await solver.evaluate((host) => {
        const box = /** @type {HTMLElement} */ (host.shadowRoot.querySelector('[data-part="said"]'));
        return { scroll: box.scrollHeight, client: box.clientHeight };
      });
      assert.ok(sizes.scroll <= sizes.client + 1, `${what}: ${sizes.scroll} px of text in ${sizes.client} px`);
      assert.deepEqual(await onPage(), place, `${what}: the grid stayed`);
    };
    // Two mistakes: a 5 beside row 1's clue 5 (same row and box), and a 3 in column 1 under its clue 3.
    await cell(solver, 0).click();
    await page.keyboard.type('5');
    await cell(solver, 9).click();
    await page.keyboard.type('3');
    await said(solver, /^Mistake: /);
    await fits('a mistake');
    // The longest the game says: a hint asked for with the mistakes on the grid.
    await solver.locator('[data-action="hint"]:visible').first().click();
    await said(solver, /^Mistake: .* Mend it\b/);
    await screenshot(page, `game-trial-status-${size}`);
    await fits('a hint before the mistakes are mended');
    await cell(solver, 0).click();
    await page.keyboard.press('Backspace');
    await cell(solver, 9).click();
    await page.keyboard.press('Backspace');
    await solver.locator('[data-action="pause"]').first().click();
    await said(solver, /^Paused: /);
    await fits('paused');
    await solver.getByRole('button', { name: 'Resume' }).click();
    await solver.locator('[data-action="hint"]:visible').first().click();
    await said(solver, /^Hint: /);
    await fits('a hint');
    await solver.locator('[data-action="hint"]:visible').first().click();
    await solver.locator('[data-action="apply-hint"]').waitFor();
    await fits('a hint’s step');
    assert.deepEqual(problems, []);
  });

  // The cover and the controls of one pause: they were two tests, each
  // opening the page, playing a digit and pausing.
  test(`${size}: the pause's cover covers exactly the grid; while paused, Undo, Redo, Hint, Check and the marks' mode are disabled and refused, keys too, until Resume`, async (t) => {
    const { page, solver, problems } = await open(t, `/index.html?puzzle=${EASY}`, options, { puzzle: EASY });
    const [first] = OPEN;
    await cell(solver, first).click();
    await page.keyboard.type(SOLUTION[first]);
    await solver.locator('[data-action="pause"]:visible').first().click();
    const cover = solver.locator('[data-part="paused"]');
    await cover.waitFor();
    for (const scheme of /** @type {const} */ (['light', 'dark'])) {
      await showScheme(solver, scheme);
      assert.deepEqual(await box(cover), await box(solver.getByRole('grid')), scheme);
      await screenshot(page, `game-trial-paused-${size}-${scheme}`);
    }
    const states = () =>
      solver.evaluate((host) =>
        Object.fromEntries(
          ['undo', 'redo', 'hint', 'check', 'pencil', 'mode-next'].flatMap((action) => {
            const shown = [...host.shadowRoot.querySelectorAll(`[data-action="${action}"]`)].filter((button) =>
              button.checkVisibility(),
            );
            return shown.length
              ? [[action, shown.every((button) => button.getAttribute('aria-disabled') === 'true')]]
              : [];
          }),
        ),
      );
    const disabled = await states();
    assert.ok(Object.keys(disabled).length >= 4, `the controls are shown: ${Object.keys(disabled)}`);
    assert.ok(Object.values(disabled).every(Boolean), `every control of play is disabled: ${JSON.stringify(disabled)}`);
    // Pressed anyway, by a click and by the keys: nothing happens under the cover.
    for (const action of ['undo', 'hint', 'check']) {
      await solver.locator(`[data-action="${action}"]:visible`).first().click({ force: true });
    }
    await page.keyboard.press('Control+z');
    await page.waitForTimeout(300);
    const said = await solver.getByRole('status').allTextContents();
    assert.ok(!said.some((line) => /Undone|Hint|mistake|correct/i.test(line)), `nothing said: ${said}`);
    await solver.getByRole('button', { name: 'Resume' }).click();
    assert.equal(await cell(solver, first).inputValue(), SOLUTION[first], 'the digit is still there');
    // Redo has nothing to redo yet.
    const { redo, ...others } = await states();
    assert.ok(redo && Object.values(others).every((on) => !on), `Resume enables them again: ${JSON.stringify(others)}`);
    await solver.locator('[data-action="undo"]:visible').first().click();
    assert.equal(await cell(solver, first).inputValue(), '', 'Undo acts again');
    assert.deepEqual(problems, []);
  });

  test(`${size}: the menu lists today's daily puzzle once, at New game's difficulty when one is chosen`, async (t) => {
    const { page, solver, problems } = await open(t, `/index.html?puzzle=${EASY}`, options, { puzzle: EASY });
    const menu = solver.getByRole('button', { name: 'Menu' });
    const dailies = () =>
      solver.locator('.menu-box button:visible', { hasText: 'Today’s daily puzzle' }).allTextContents();
    for (const difficulty of ['any', 'medium']) {
      await solver.getByRole('combobox', { name: 'Difficulty of a new game' }).selectOption(difficulty);
      await menu.click();
      const listed = await dailies();
      assert.equal(listed.length, 1, `once with ${difficulty}: ${listed}`);
      if (difficulty === 'medium') assert.match(listed[0], /^Today’s daily puzzle, medium/);
      await page.keyboard.press('Escape');
    }
    await menu.click();
    await solver.locator('.menu-box button:visible', { hasText: 'Today’s daily puzzle' }).click();
    await said(solver, /^Today’s puzzle, .+ \(medium\)\. Good luck!/);
    assert.deepEqual(problems, []);
  });

  test(`${size}: New game's kind and difficulty show each choice whole, and the game bar stays one row`, async (t) => {
    const { page, solver, problems } = await open(t, `/index.html?puzzle=${EASY}`, options, { puzzle: EASY });
    const select = solver.getByRole('combobox', { name: 'Difficulty of a new game' });
    const kind = solver.getByRole('combobox', { name: 'Kind of a new game' });
    // "Level", never a choice, shows only while the board's level is not known.
    const levels = await select
      .locator('option')
      .evaluateAll((options) => options.map((option) => option.value).filter((level) => level !== 'unrated'));
    assert.ok(levels.includes('medium'), `the levels: ${levels}`);
    // The choices offered: Variant, hidden, shows only while a variant New game does not make is on the board.
    const kinds = await kind
      .locator('option')
      .evaluateAll((options) => options.filter((option) => !option.hidden).map((option) => option.value));
    assert.deepEqual(kinds, ['classic', 'killer', 'jigsaw']);
    const choices = [...levels.map((level) => ['bar-difficulty', level]), ...kinds.map((k) => ['bar-kind', k])];
    for (const [part, choice] of choices) {
      await (part === 'bar-kind' ? kind : select).selectOption(choice);
      const fit = await solver.evaluate((host, part) => {
        const bar = host.shadowRoot.querySelector('.game-bar');
        const picker = bar.querySelector(`[data-part="${part}"]`);
        // A copy as wide as it wants to be: as wide as its longest level, with the arrow.
        const copy = picker.cloneNode(true);
        copy.style.width = 'auto';
        picker.after(copy);
        const wanted = copy.getBoundingClientRect().width;
        copy.remove();
        // The longest time of an hour's game, which the bar must hold too.
        const clock = bar.querySelector('.clock');
        const time = clock.textContent;
        clock.textContent = '59:59';
        const tops = [...bar.children]
          .filter((child) => child.checkVisibility())
          .map((child) => child.getBoundingClientRect());
        const fits = {
          bar: bar.scrollWidth <= bar.clientWidth,
          rows: new Set(tops.map((box) => Math.round(box.top + box.height / 2))).size,
        };
        clock.textContent = time;
        return { has: picker.getBoundingClientRect().width, wanted, ...fits };
      }, part);
      assert.ok(fit.has >= fit.wanted - 0.5, `${choice} is shown whole: ${fit.has} px of ${fit.wanted}`);
      assert.ok(fit.bar, `the bar holds its controls with ${choice}`);
      assert.equal(fit.rows, 1, `the bar is one row with ${choice}`);
    }
    await select.selectOption('medium');
    await screenshot(page, `game-trial-difficulty-${size}`, {
      clip: { x: 0, y: 0, width: options.viewport.width, height: 260 },
    });
    assert.deepEqual(problems, []);
  });

  test(`${size}: at the end Undo is enabled as it acts: it takes the last digit back, and play goes on`, async (t) => {
    // The whole game typed and walked back once, at 1280×900; on a phone the
    // last three cells of it, for the controls a phone shows.
    const [puzzle, played] = size === 'desktop' ? [EASY, OPEN] : [NEARLY_DONE, LAST_THREE];
    const { page, solver, problems } = await open(t, `/index.html?puzzle=${puzzle}`, options, { puzzle });
    await typeGame(solver, played, SOLUTION);
    await said(solver, /^Solved in/);
    const enabled = () =>
      solver.evaluate((host) =>
        Object.fromEntries(
          ['undo', 'redo', 'hint', 'check', 'pencil'].map((action) => {
            // On a phone the pad's mode key (digits, marks, colours) stands for Pencil.
            const selector =
              action === 'pencil' ? '[data-action="pencil"], [data-action="mode-next"]' : `[data-action="${action}"]`;
            const shown = [...host.shadowRoot.querySelectorAll(selector)].filter((button) => button.checkVisibility());
            return [
              action,
              shown.length > 0 && shown.every((button) => button.getAttribute('aria-disabled') !== 'true'),
            ];
          }),
        ),
      );
    // The grid is locked but for Undo, the one way back into this game (the card offers the next ones).
    assert.deepEqual(await enabled(), { undo: true, redo: false, hint: false, check: false, pencil: false });
    await solver.getByRole('button', { name: 'See the grid' }).click();
    await solver.locator('[data-action="undo"]:visible').first().click();
    assert.equal(await cell(solver, played.at(-1)).inputValue(), '');
    assert.deepEqual(await enabled(), { undo: true, redo: true, hint: true, check: true, pencil: true });
    // Back to the start of the history, Undo has nothing left to do, and says so. Its
    // shortcut, Ctrl+Z, takes back all but the first digit, the button that.
    const undo = solver.locator('[data-action="undo"]:visible').first();
    await undo.focus();
    for (let steps = 0; steps < played.length - 2; steps++) await page.keyboard.press('Control+z');
    await undo.click();
    await page.waitForFunction(() =>
      [
        ...(document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelectorAll('[data-action="undo"]') ??
          []),
      ].every((button) => button.getAttribute('aria-disabled') === 'true'),
    );
    assert.equal(await solver.evaluate((host) => host.entries.replaceAll('.', '')), '');
    assert.deepEqual(problems, []);
  });

  test(`${size}: the first screen is the game, the solver's tools below it`, async (t) => {
    const { page, solver, problems } = await open(t, `/index.html?puzzle=${EASY}`, options, { puzzle: EASY });
    for (const scheme of /** @type {const} */ (['light', 'dark'])) {
      await showScheme(solver, scheme);
      const fold = options.viewport.height;
      const grid = await box(solver.getByRole('grid'));
      for (const [name, locator] of [
        ['the grid', solver.getByRole('grid')],
        ['New game', solver.getByRole('button', { name: 'New game' })],
        ['its difficulty', solver.getByRole('combobox', { name: 'Difficulty of a new game' })],
        ['Hint', solver.locator('[data-action="hint"]:visible').first()],
        ...(size === 'phone' ? [['the pad', solver.getByRole('group', { name: 'Number pad' })]] : []),
      ]) {
        const { y, height } = await box(/** @type {import('playwright-core').Locator} */ (locator));
        assert.ok(y + height <= fold, `${name} in the first screen (${y + height} of ${fold} px)`);
      }
      // Examples, New puzzle's options and the paste box: below the game, none beside the grid.
      const tools = await box(solver.locator('.controls'));
      assert.ok(
        tools.y >= grid.y + grid.height,
        `the tools start at ${tools.y}, under the grid's ${grid.y + grid.height}`,
      );
      await screenshot(page, `game-trial-first-screen-${size}-${scheme}`);
    }
    assert.deepEqual(problems, []);
  });
}

// A new player's look at a phone (375×800): the tour's link wrapped alone
// onto a line, the rating was cut off beside Apply this step, and a short
// saying left a blank line between itself and the grid.
test('phone: the three links in one row, the saying against the grid, and nothing cut off beside Apply this step', async (t) => {
  const { page, solver, problems } = await open(t, `/index.html?puzzle=${EASY}`, SIZES[1][1], { puzzle: EASY });
  const links = await Promise.all(
    ['Watch the search', 'Why dancing links?', 'Tour'].map((name) => box(page.getByRole('link', { name }))),
  );
  assert.deepEqual(
    links.map(({ y }) => y),
    Array(3).fill(links[0].y),
    `one row: ${JSON.stringify(links)}`,
  );
  assert.ok(links[2].x + links[2].width <= 375, 'the tour in sight');
  const rating = solver.locator('[data-part="rating"]');
  await rating.filter({ hasText: /^Difficulty: / }).waitFor();
  /** The room the status box leaves between what it says and the grid, and whether all of it shows. */
  const room = () =>
    solver.evaluate((host) => {
      const root = /** @type {ShadowRoot} */ (host.shadowRoot);
      const said = /** @type {HTMLElement} */ (root.querySelector('.said'));
      const shown = [...said.children].filter((child) => child.getClientRects().length);
      const last = Math.max(...shown.map((child) => child.getBoundingClientRect().bottom));
      return {
        below: Math.round(/** @type {Element} */ (root.querySelector('.grid')).getBoundingClientRect().top - last),
        fits: said.scrollHeight <= said.clientHeight + 1,
        text: said.innerText,
      };
    });
  const first = await room();
  // The toolbar's margin and the grid's frame: no line's worth of blank between.
  assert.ok(first.below <= 12, `${first.below} px of blank above the grid under "${first.text}"`);
  const hint = solver.locator('[data-action="hint"]:visible').first();
  await hint.click();
  await said(solver, /^Hint: /);
  await hint.click();
  await solver.getByRole('button', { name: 'Apply this step' }).waitFor();
  const step = await room();
  assert.ok(step.fits, `the step beside Apply this step shows whole: "${step.text}"`);
  assert.equal(await rating.isVisible(), false, 'the rating steps aside rather than show cut off');
  await screenshot(page, 'game-trial-phone-step');
  assert.deepEqual(problems, []);
});

// Reading the page's computed color-scheme while the element connects made
// the browser work out the styles of a page still being built, then again:
// the element now reads it once laid out, before the first paint (element.js).
test('phone: the element reads the page’s colour scheme without a forced style recalculation', async (t) => {
  const { page, context } = await site.open('about:blank', SIZES[1][1]);
  t.after(() => context.close());
  const browser = /** @type {import('playwright-core').Browser} */ (context.browser());
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
  });
  let trace;
  try {
    await page.goto(new URL('/index.html', site.url).href);
    await page.locator('sudoku-dlx[mode="solve"]').getByRole('grid').waitFor();
  } finally {
    trace = await browser.stopTracing();
  }
  /** @type {{ traceEvents: { name: string, args?: { beginData?: { stackTrace?: { functionName: string, url: string, lineNumber: number }[] } } }[] }} */
  const { traceEvents } = JSON.parse(trace.toString());
  const forced = traceEvents
    .filter((event) => event.name === 'UpdateLayoutTree' || event.name === 'Layout')
    .map((event) => event.args?.beginData?.stackTrace ?? [])
    .filter((stack) => stack.some((frame) => frame.url.includes('/shared/theme.js')))
    .map((stack) => stack.map((frame) => `${frame.functionName} ${frame.url.split('/').pop()}:${frame.lineNumber}`));
  assert.deepEqual(forced, []);
});
