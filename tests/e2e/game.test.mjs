// A game you finish and come back to (issue 30), on the demo page at
// 1280×900 and on a 375×800 phone: the end (the grid locked, the card with
// the time, hints and mistakes, the `solved` event, Undo playing on), the
// game restored after a reload and in a new tab (entries, pencil marks, the
// undo history, the clock), storage that fails, the daily puzzle the same in
// two fresh browsers, the first screen, and Start with several solutions.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, showing, startSite, typeGame } from './harness.mjs';
import { allSolutions } from './sudoku9.mjs';

const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
const [SOLUTION] = allSolutions(EASY, 1);
const OPEN = [...EASY].flatMap((symbol, i) => (symbol === '.' ? [i] : []));
// The same game with all but its last three open cells given: its end played
// on a phone, where the whole game typed would be what 1280×900 plays already.
const LAST_THREE = OPEN.slice(-3);
const NEARLY_DONE = [...EASY]
  .map((symbol, i) => (symbol === '.' && !LAST_THREE.includes(i) ? SOLUTION[i] : symbol))
  .join('');
/** The daily puzzle of Friday 2026-11-27, as tests/daily.rs pins it natively. */
const FRIDAY = '...3..85258...9..4.....4...67..3.4...9.....7...5.2..36...6.....1..7...68846..3...';
const SEVERAL = '8.........95.......67.........472968...913245...856137....9.716...6.8492......583';

const SIZES = /** @type {const} */ ([
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
]);

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** The seconds a clock such as "1:05" reads. */
async function secondsOn(clock) {
  const [m, s] = ((await clock.textContent()) ?? '').split(':').map(Number);
  return m * 60 + s;
}

/** Waits until `clock` reads at least `least` seconds: a busy machine may tick late, never wrongly. */
function clockReaches(page, clock, least) {
  return page.waitForFunction(
    ([c, at]) => (c?.textContent ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0) >= at,
    /** @type {const} */ ([clock, least]),
    { timeout: 30_000 },
  );
}

/** Opens the demo page at `path` in a fresh browser context; closed after the test. */
async function open(t, path, options, scheme = 'light') {
  const opened = await site.open(path, { ...options, colorScheme: scheme });
  t.after(() => opened.context.close());
  const solver = opened.page.locator('sudoku-dlx[mode="solve"]');
  await solver.getByRole('grid').waitFor();
  return { ...opened, solver };
}

/** Waits until the solver's grid shows `puzzle`'s clues. */
function shows(page, puzzle) {
  return showing(page.locator('sudoku-dlx[mode="solve"]'), puzzle);
}

// A minute: Add a clue counts solutions in a worker, which on a machine
// running the whole suite on two cores once took over 20 s.
async function said(solver, pattern) {
  const status = solver.getByRole('status');
  try {
    await status.filter({ hasText: pattern }).waitFor({ timeout: 60_000 });
  } catch (error) {
    // What was said instead is what tells a slow machine from a wrong message.
    const instead = await status.allTextContents().catch(() => []);
    throw new Error(`waited a minute for ${pattern}; the status says ${JSON.stringify(instead)}`, { cause: error });
  }
}

function cell(solver, index) {
  return solver.getByRole('gridcell').nth(index).locator('input');
}

/** Every cell's value and own pencil marks. */
function readGrid(solver) {
  return solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('[role="gridcell"]')].map((gridcell) => ({
      value: /** @type {HTMLInputElement} */ (gridcell.querySelector('input')).value,
      marks: gridcell.querySelector('.marks.own')?.textContent ?? '',
    })),
  );
}

/** Presses the toolbar's or the pad's button for `action`, whichever shows. */
async function press(solver, action) {
  await solver.locator(`[data-action="${action}"]:visible`).first().click();
}

for (const [size, options] of SIZES) {
  test(`${size}: a grid completed and right ends the game: locked, said, a solved event, Undo plays on`, async (t) => {
    const [puzzle, played] = size === 'desktop' ? [EASY, OPEN] : [NEARLY_DONE, LAST_THREE];
    const { page, solver, problems } = await open(t, `/index.html?puzzle=${puzzle}`, options);
    await shows(page, puzzle);
    await page.evaluate(() => {
      /** @type {any} */ (window).solvedEvents = [];
      document.addEventListener('solved', (event) =>
        /** @type {any} */ (window).solvedEvents.push(/** @type {CustomEvent} */ (event).detail),
      );
    });
    // One wrong digit first (a mistake), mended, then the rest; the last cell left for later.
    const [first] = played;
    const wrong = String((Number(SOLUTION[first]) % 9) + 1);
    await cell(solver, first).click();
    await page.keyboard.type(wrong);
    // The rest typed over it, with Enter to each next open cell.
    await typeGame(solver, played.slice(0, -1), SOLUTION);
    const end = solver.locator('[data-part="end"]');
    assert.equal(await end.isVisible(), false, 'not ended with a cell open');
    await page.waitForTimeout(1100);
    // The end shows the clock's own time: what it read before the last digit, plus
    // at most the seconds the last digit took, however slow the machine.
    const clock = solver.locator('[data-part="clock"]');
    const atLast = await secondsOn(clock);
    const lastStarted = Date.now();
    await cell(solver, played.at(-1)).click();
    await page.keyboard.type(SOLUTION[played.at(-1)]);
    // A loaded machine may take past a minute: '1 minute', '1 minute 4 seconds'.
    await said(solver, /^Solved in \d+ (minutes?|seconds?)( \d+ seconds?)?, with no hints and 1 mistake\.$/);
    await end.getByRole('heading', { name: 'Solved!' }).waitFor();
    assert.equal(await end.locator('[data-part="end-mistakes"]').textContent(), '1');
    assert.equal(await end.locator('[data-part="end-hints"]').textContent(), '0');
    const endTime = end.locator('[data-part="end-time"]');
    const lastTook = Math.ceil((Date.now() - lastStarted) / 1000);
    assert.match((await endTime.textContent()) ?? '', /^\d+:\d\d$/);
    const ended = await secondsOn(endTime);
    assert.ok(
      ended >= Math.max(atLast, 1) && ended <= atLast + lastTook + 1,
      `ended at ${ended} s; the clock read ${atLast} s before the last digit, which took ${lastTook} s`,
    );
    const events = await page.evaluate(() => /** @type {any} */ (window).solvedEvents);
    assert.equal(events.length, 1);
    assert.deepEqual({ ...events[0], seconds: events[0].seconds > 0 }, { seconds: true, hints: 0, mistakes: 1 });
    // The card offers what next, and fits in the first screen.
    for (const name of ['Next puzzle', 'Today’s daily', 'See the grid']) {
      const button = end.getByRole('button', { name });
      const box = await button.boundingBox();
      assert.ok(box && box.y + box.height <= options.viewport.height, `${name} in the first screen`);
    }
    await screenshot(page, `game-end-${size}`);
    // The card and the wave move, unless the player asks for less motion.
    const motion = () =>
      solver.evaluate((host) =>
        ['.end', '.grid.won input'].map((s) => getComputedStyle(host.shadowRoot.querySelector(s)).animationName),
      );
    assert.deepEqual(await motion(), ['end-in', 'won']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.deepEqual(await motion(), ['none', 'none']);
    // The statistics count it: one game of this size.
    await end.getByRole('button', { name: 'See the grid' }).click();
    await solver.getByRole('button', { name: 'Menu' }).click();
    await solver.getByRole('button', { name: /^Statistics/ }).click();
    const stats = solver.getByRole('dialog', { name: 'Statistics' });
    const row = stats.getByRole('row', { name: /^9 × 9/ });
    assert.match((await row.textContent()) ?? '', /^9 × 9 (easy|not rated)1\d:\d\d\d:\d\d$/);
    await stats.getByRole('button', { name: 'Close' }).click();
    assert.equal(await stats.isVisible(), false);
    // Locked: typing changes nothing; the card went on request, the grid stays locked.
    assert.equal(await end.isVisible(), false);
    await cell(solver, first).click({ force: true });
    await page.keyboard.type(wrong);
    assert.equal(await cell(solver, first).inputValue(), SOLUTION[first]);
    // Undo takes the last digit back: the game goes on.
    await press(solver, 'undo');
    assert.equal(await cell(solver, played.at(-1)).inputValue(), '');
    await cell(solver, played.at(-1)).click();
    await page.keyboard.type(SOLUTION[played.at(-1)]);
    await said(solver, /^Solved in/);
    assert.equal((await page.evaluate(() => /** @type {any} */ (window).solvedEvents)).length, 2);
    assert.deepEqual(problems, []);
  });

  test(`${size}: the game comes back after a reload and in a new tab: entries, marks, history, clock`, async (t) => {
    const { page, context, solver, problems } = await open(t, `/index.html?puzzle=${EASY}`, options);
    await shows(page, EASY);
    const [a, b, c] = OPEN;
    await cell(solver, a).click();
    await page.keyboard.type(SOLUTION[a]);
    // X for corner (pencil) marks, Z for digits again, at either size.
    await cell(solver, b).click();
    await page.keyboard.press('x');
    await page.keyboard.type('12');
    await page.keyboard.press('z');
    await cell(solver, c).click();
    await page.keyboard.type(SOLUTION[c]);
    const before = await readGrid(solver);
    assert.equal(before[a].value, SOLUTION[a]);
    assert.equal(before[b].marks, '12');
    const clock = solver.locator('[data-part="clock"]');
    const seconds = () => secondsOn(clock);
    await clockReaches(page, await clock.elementHandle(), 2).catch(() => {});
    const played = await seconds();
    assert.ok(played >= 2, `the clock ran: ${played} s`);

    await page.reload();
    await solver
      .getByRole('status')
      .filter({ hasText: /^Resumed/ })
      .waitFor({ timeout: 20_000 })
      .catch(() => {});
    await page.waitForFunction(
      ([index, value]) =>
        /** @type {HTMLInputElement | undefined} */ (
          document.querySelector('sudoku-dlx[mode="solve"]')?.shadowRoot?.querySelectorAll('.grid input')[index]
        )?.value === value,
      [c, SOLUTION[c]],
    );
    assert.deepEqual(await readGrid(solver), before, 'entries and marks after the reload');
    assert.ok((await seconds()) >= played, 'the clock kept its time');
    // The history came back too: Undo takes back the last entry, then the marks.
    await press(solver, 'undo');
    assert.equal(await cell(solver, c).inputValue(), '');
    await press(solver, 'undo');
    assert.equal((await readGrid(solver))[b].marks, '1');
    await press(solver, 'redo');
    await press(solver, 'redo');
    assert.deepEqual(await readGrid(solver), before, 'redone');

    // A new tab of the plain page opens on the game in progress, not today's daily.
    const tab = await context.newPage();
    await tab.goto(new URL('/index.html', site.url).href);
    const other = tab.locator('sudoku-dlx[mode="solve"]');
    await shows(tab, EASY);
    await other
      .getByRole('status')
      .filter({ hasText: /^Resumed/ })
      .waitFor();
    await tab.waitForFunction(() => document.querySelector('sudoku-dlx[mode="solve"]')?.getAttribute('entries'));
    assert.deepEqual(await readGrid(other), before, 'entries and marks in a new tab');
    assert.ok((await secondsOn(other.locator('[data-part="clock"]'))) >= played, 'the clock in a new tab');
    assert.deepEqual(problems, []);
  });
}

for (const [how, script] of /** @type {const} */ ([
  [
    'full (every write refused)',
    () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  ],
  [
    'turned off (reading localStorage throws)',
    () => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    },
  ],
])) {
  test(`storage ${how}: play goes on, and the page says once that progress will not be kept`, async (t) => {
    const { page, context, problems } = await site.open('about:blank', SIZES[0][1]);
    t.after(() => context.close());
    await context.addInitScript(script);
    await page.goto(new URL(`/index.html?puzzle=${EASY}`, site.url).href);
    const solver = page.locator('sudoku-dlx[mode="solve"]');
    await shows(page, EASY);
    await said(solver, /progress will not be kept/);
    const [a, b] = OPEN;
    await cell(solver, a).click();
    await page.keyboard.type(SOLUTION[a]);
    await cell(solver, b).click();
    await page.keyboard.type(SOLUTION[b]);
    assert.equal(await cell(solver, b).inputValue(), SOLUTION[b]);
    await press(solver, 'undo');
    assert.equal(await cell(solver, b).inputValue(), '');
    await press(solver, 'hint');
    await said(solver, /^Hint:/);
    const status = (await solver.getByRole('status').textContent()) ?? '';
    assert.doesNotMatch(status, /not be kept/, 'said once');
    assert.deepEqual(problems, []);
  });
}

test('the clock stops while the tab is hidden and on Pause, which covers the grid, and can be hidden', async (t) => {
  const { page, solver, problems } = await open(t, `/index.html?puzzle=${EASY}`, SIZES[0][1]);
  await shows(page, EASY);
  const clock = solver.locator('[data-part="clock"]');
  const seconds = () => secondsOn(clock);
  await page.waitForTimeout(1500);
  assert.equal(await seconds(), 0, 'a page opened and left does not count');
  await cell(solver, OPEN[0]).click();
  await page.keyboard.type(SOLUTION[OPEN[0]]);
  await clockReaches(page, await clock.elementHandle(), 1).catch(() => {});
  assert.ok((await seconds()) >= 1, 'the first move starts it');
  /** @param {boolean} hidden */
  const tab = (hidden) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await tab(true);
  const atHide = await seconds();
  await page.waitForTimeout(2200);
  assert.equal(await seconds(), atHide, 'stopped while hidden');
  await tab(false);
  await clockReaches(page, await clock.elementHandle(), atHide + 1).catch(() => {});
  assert.ok((await seconds()) > atHide, 'running again once visible');
  await solver.getByRole('button', { name: 'Pause' }).click();
  const cover = solver.locator('[data-part="paused"]');
  await cover.getByText('Paused').waitFor();
  const atPause = await seconds();
  await page.waitForTimeout(2200);
  assert.equal(await seconds(), atPause, 'stopped on Pause');
  await cover.getByRole('button', { name: 'Resume' }).click();
  assert.equal(await cover.isVisible(), false);
  // Hidden on request, the time keeps its room and its count, and the choice is kept.
  await solver.getByRole('button', { name: 'Menu' }).click();
  await solver.getByRole('button', { name: 'Hide the time' }).click();
  assert.equal(await clock.evaluate((c) => getComputedStyle(c).visibility), 'hidden');
  await page.reload();
  await shows(page, EASY);
  assert.equal(await clock.evaluate((c) => getComputedStyle(c).visibility), 'hidden');
  // The saved game is put back after the grid shows the puzzle; wait for its time, not a moment.
  await clockReaches(page, await clock.elementHandle(), atPause).catch(() => {});
  assert.ok((await seconds()) >= atPause, 'saved with the game');
  assert.deepEqual(problems, []);
});

test('the menu goes back to the games left unfinished, each where it was left', async (t) => {
  const { page, solver, problems } = await open(t, `/index.html?puzzle=${EASY}`, SIZES[1][1]);
  await shows(page, EASY);
  await cell(solver, OPEN[0]).tap();
  await solver.locator(`.pad [data-symbol="${SOLUTION[OPEN[0]]}"]`).tap();
  const left = await readGrid(solver);
  await solver.getByRole('button', { name: 'Expert 9×9' }).click();
  await said(solver, /^Example: Expert 9×9\./);
  await page.evaluate(() => window.scrollTo(0, 0));
  await solver.getByRole('button', { name: 'Menu' }).tap();
  const games = solver.getByRole('group', { name: 'Unfinished games' });
  const back = games.getByRole('button', { name: /^A 9 × 9 puzzle/ });
  assert.match((await back.textContent()) ?? '', /\d% filled/);
  await back.tap();
  await said(solver, /^Resumed: A 9 × 9 puzzle\./);
  await shows(page, EASY);
  assert.deepEqual(await readGrid(solver), left);
  assert.deepEqual(problems, []);
});

test('the menu lists only games played, a digit entered: today’s daily opened and left is not one', async (t) => {
  const { page, solver, problems } = await open(t, '/index.html', SIZES[0][1]);
  await said(solver, /^Today’s puzzle/);
  await solver.getByRole('button', { name: 'Expert 9×9' }).click();
  await said(solver, /^Example: Expert 9×9\./);
  await page.evaluate(() => window.scrollTo(0, 0));
  const menu = solver.getByRole('button', { name: 'Menu' });
  await menu.click();
  await solver.getByRole('button', { name: 'Statistics' }).waitFor();
  const recent = solver.locator('[data-part="recent"] button');
  assert.deepEqual(await recent.allTextContents(), [], 'the daily, only opened, is no game to go back to');
  await page.keyboard.press('Escape');
  // A digit entered makes the example a game played, listed once another is on the board.
  const free = await solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('.grid input')].findIndex((input) => !input.classList.contains('given')),
  );
  await cell(solver, free).click();
  await page.keyboard.type('5');
  await menu.click();
  await solver.getByRole('button', { name: /^Today’s daily puzzle/ }).click();
  await said(solver, /^Today’s puzzle/);
  await menu.click();
  await solver.getByRole('button', { name: 'Statistics' }).waitFor();
  const listed = await recent.allTextContents();
  assert.equal(listed.length, 1, JSON.stringify(listed));
  assert.match(listed[0], /^Example: Expert 9×9/);
  await screenshot(page, 'game-menu-played-only-desktop');
  assert.deepEqual(problems, []);
});

test('an element without storage-key writes nothing to storage, played to the end', async (t) => {
  const { page, problems } = await site.open('/www/demo/embed-example.html', SIZES[0][1]);
  t.after(() => page.context().close());
  const solver = page.locator('#solver');
  const puzzle = (await solver.getAttribute('puzzle')) ?? '';
  const [solution] = allSolutions(puzzle, 1);
  await solver.locator('.solver:not(.setting-up)').waitFor();
  const open = [...puzzle].flatMap((symbol, i) => (symbol === '.' ? [i] : []));
  await typeGame(solver, open, solution);
  await said(solver, /^Solved in/);
  assert.equal(await page.evaluate(() => localStorage.length), 0);
  assert.deepEqual(problems, []);
});

test('the daily puzzle of a date is the same in two fresh browsers, and the same as natively', async (t) => {
  const opened = [];
  for (const size of SIZES) {
    const { page, solver } = await open(t, '/index.html?daily=2026-11-27', size[1]);
    await shows(page, FRIDAY);
    await said(solver, /Friday, 27 November 2026 \(hard\)/);
    opened.push({ page, solver });
  }
  assert.deepEqual(await Promise.all(opened.map(({ solver }) => solver.getAttribute('puzzle'))), [FRIDAY, FRIDAY]);
  // A day's puzzle at another level, chosen: New game's difficulty, from the
  // menu, on the desktop's page as it opened (a third page took a context).
  const [{ solver }] = opened;
  await solver.getByRole('combobox', { name: 'Difficulty of a new game' }).selectOption('easy');
  await solver.getByRole('button', { name: 'Menu' }).click();
  await solver.getByRole('button', { name: 'Today’s daily puzzle, easy' }).click();
  await said(solver, /^Today’s puzzle, .+ \(easy\)\. Good luck!/);
  assert.notEqual(await solver.getAttribute('puzzle'), FRIDAY);
});

// Today's puzzle, opened plain, is the first screen at either size, and the
// same in both fresh browsers: one page a size for both (they were two tests
// and a part of the daily's, each opening the plain page at both sizes).
test('the first screen is today’s puzzle to play, the same at both sizes, with New game and its difficulty, and links to the rest', async (t) => {
  const today = [];
  for (const [size, options] of SIZES) {
    const { page, context, solver, problems } = await open(t, '/index.html', options);
    await said(solver, /^Today’s puzzle/);
    today.push(await solver.getAttribute('puzzle'));
    await screenshot(page, `game-daily-${size}`);
    const height = options.viewport.height;
    const inView = async (locator, what) => {
      const box = await locator.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= height, `${size}, ${what}: ${JSON.stringify(box)}`);
    };
    await inView(solver.getByRole('grid'), 'the grid');
    await inView(solver.getByRole('button', { name: 'New game' }), 'New game');
    await inView(solver.getByRole('combobox', { name: 'Difficulty of a new game' }), 'its difficulty');
    await inView(page.getByRole('link', { name: 'Watch the search' }), 'the link to the visualizer');
    await inView(page.getByRole('link', { name: 'Why dancing links?' }), 'the link to the ladder');
    // Playable: a digit typed into an open cell is an entry.
    const free = await solver.evaluate((host) =>
      [...host.shadowRoot.querySelectorAll('.grid input')].findIndex((input) => !input.classList.contains('given')),
    );
    await cell(solver, free).click();
    await page.keyboard.type('5');
    assert.equal(await cell(solver, free).inputValue(), '5', size);
    if (size === 'phone') await inView(solver.getByRole('button', { name: 'Check' }), 'the pad’s last row');
    await screenshot(page, `game-first-screen-${size}`);
    assert.deepEqual(problems, [], size);
    // Given back, so that the next size's page is a kept one made fresh (page-pool.mjs).
    await context.close();
  }
  assert.equal(today[0], today[1]);
  assert.match(today[0] ?? '', /^[1-9.]{81}$/);
});

test("Add a clue's own edit, checked late, does not wipe what Start says after it", async (t) => {
  const { page, solver, problems } = await open(t, '/index.html?puzzle=', SIZES[0][1]);
  await cell(solver, 0).click();
  await page.keyboard.type(SEVERAL);
  await press(solver, 'start');
  await said(solver, /^These 35 clues have several solutions/);
  // The check of an edit answers late, as on a loaded machine: after Start
  // has said what the clue added made of the puzzle.
  await page.evaluate(() => {
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (/** @type {any} */ message, ...rest) {
      if (message?.type === 'normalize') setTimeout(() => post.call(this, message, ...rest), 1500);
      else post.call(this, message, ...rest);
    };
  });
  await solver.getByRole('button', { name: 'Add a clue' }).click();
  await said(solver, /^Added \d at row \d, column \d as a clue\. /);
  await page.waitForTimeout(2500);
  assert.match((await solver.getByRole('status').textContent()) ?? '', /^Added \d at row \d, column \d as a clue\. /);
  assert.deepEqual(problems, []);
});

test('Start with several solutions asks first; Check calls no digit wrong that some solution has', async (t) => {
  const { page, solver, problems } = await open(t, '/index.html?puzzle=', SIZES[0][1]);
  const solutions = allSolutions(SEVERAL, 10);
  assert.equal(solutions.length, 3);
  await cell(solver, 0).click();
  await page.keyboard.type(SEVERAL);
  await press(solver, 'start');
  await said(solver, /^These 35 clues have several solutions/);
  assert.equal(await solver.locator('.solver.setting-up').count(), 1, 'still setting up');
  // Add a clue: one the first two solutions disagree on, as a clue; still several, so it asks again.
  await solver.getByRole('button', { name: 'Add a clue' }).click();
  await said(solver, /^Added \d at row \d, column \d as a clue\. (These 36 clues have several|Playing)/);
  const added = (await solver.getAttribute('puzzle')) ?? '';
  assert.equal([...added].filter((s) => s !== '.').length, 36);
  const left = allSolutions(added, 10);
  assert.ok(left.length >= 1 && left.length < 3, `${left.length} solutions left`);
  if (left.length > 1) {
    await solver.getByRole('button', { name: 'Play anyway' }).click();
    await said(solver, /^Playing: 36 clues locked; several solutions, and any of them wins\./);
  }
  assert.equal(await solver.locator('.solver.setting-up').count(), 0, 'playing');
  // An entry of the second solution where the two differ is no mistake to Check.
  const [one, two] = left.length > 1 ? left : [left[0], left[0]];
  const cellOf = [...one].findIndex((s, i) => s !== two[i] && added[i] === '.');
  const index = cellOf >= 0 ? cellOf : [...added].indexOf('.');
  await cell(solver, index).click();
  await page.keyboard.type(two[index]);
  await press(solver, 'check');
  await said(solver, /^Check: your one entry fits a solution|^Check: your one entry agrees/);
  assert.equal(await cell(solver, index).getAttribute('aria-invalid'), null);
  assert.deepEqual(problems, []);
});
