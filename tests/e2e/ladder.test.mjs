// Ladder mode on the demo page, as a learner uses it: the race of every rung
// (each answers, with a solution that obeys the rules and keeps the givens,
// dancing links with the engine's own nodes; budgets give up; Cancel ends
// every worker at once), the backtracking animation (N steps forward and N
// back restore the grid at every step), the solver's puzzle taken over, and
// bad input refused while the mode goes on working.
// Run after `npm run build`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadEngine, loadLadderEngine } from '../../www/sudoku-dlx/engine/load.js';
import { EXAMPLES } from '../../www/sudoku-dlx/solve/examples.js';
import { rungIdea } from '../../www/sudoku-dlx/ladder/model/rung-words.js';
import { shapeOf } from '../../www/sudoku-dlx/shared/grid-shape.js';
import { screenshot, startSite } from './harness.mjs';

const RUNGS = ['brute', 'marks', 'bitmask', 'fewest', 'singles', 'dlx'];
/** The race's lanes: the rungs, then dancing cells beside the top one. */
const LANES = [...RUNGS, 'cells'];
const example = (/** @type {string} */ label) => EXAMPLES.findIndex((e) => e.label === label);
const engine = await loadEngine();
const ladderEngine = await loadLadderEngine();

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** Opens the demo page at `viewport`, a touch screen's when `touch`, scrolled to ladder mode. */
async function open(t, viewport = { width: 1280, height: 900 }, touch = false) {
  const options = touch ? { viewport, isMobile: true, hasTouch: true } : { viewport };
  const { page, context, problems } = await site.open('/index.html', options);
  t.after(async () => {
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  });
  const ladder = page.locator('sudoku-dlx[mode="ladder"]');
  // Below the fold, the mode loads only once a reader scrolls near it.
  await ladder.scrollIntoViewIfNeeded();
  await ladder.locator('.race').waitFor();
  return { page, ladder };
}

/** Asserts that `solution` obeys the rules and keeps every given of `puzzle`. */
function assertSolves(puzzle, solution, what) {
  const side = Math.sqrt(puzzle.length);
  const { boxRows, boxCols } = shapeOf(side);
  assert.equal(solution.length, puzzle.length, `${what}: a whole grid`);
  assert.ok(!solution.includes('.'), `${what}: every cell filled`);
  [...puzzle].forEach((given, i) => given === '.' || assert.equal(solution[i], given, `${what}: given ${i} kept`));
  const seen = new Set();
  [...solution].forEach((symbol, i) => {
    const row = Math.floor(i / side);
    const column = i % side;
    const box = Math.floor(row / boxRows) * boxRows + Math.floor(column / boxCols);
    for (const unit of [`r${row}`, `c${column}`, `b${box}`]) {
      const key = `${unit}:${symbol}`;
      assert.ok(!seen.has(key), `${what}: ${symbol} twice in ${unit}`);
      seen.add(key);
    }
  });
}

/**
 * Races the example `label` within `budget` nodes; resolves to the `race`
 * event's detail. The listener is in place before Race is pressed (a 4×4
 * race ends in milliseconds: a listener set by an evaluate not awaited
 * came after it once, and the test waited for good); a race that has not
 * ended in three minutes fails with what its lanes and status say.
 */
async function race(ladder, label, budget) {
  await ladder.locator('.example').selectOption(String(example(label)));
  await ladder.locator('.budget').selectOption(String(budget));
  await ladder.evaluate((element) => {
    /** @type {any} */ (element).raced = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no race event in 180 s')), 180_000);
      element.addEventListener(
        'race',
        (event) => {
          clearTimeout(timer);
          resolve(/** @type {CustomEvent} */ (event).detail);
        },
        { once: true },
      );
    });
  });
  await ladder.locator('.race').click();
  try {
    return await ladder.evaluate((element) => /** @type {any} */ (element).raced);
  } catch (error) {
    const status = await ladder.locator('.ladder-status').textContent();
    assert.fail(
      `${label} at ${budget} nodes: ${error}; status "${status}"; lanes ${JSON.stringify(await laneTexts(ladder))}`,
    );
  }
}

/**
 * Waits until `condition()` holds (the page reports workers asynchronously);
 * the timeout only stops a test that would hang, so it is generous.
 */
async function until(condition, what, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    assert.ok(Date.now() < deadline, `timed out: ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

async function laneTexts(ladder) {
  return ladder.locator('.lane').evaluateAll((lanes) => lanes.map((lane) => lane.textContent));
}

/**
 * Asserts that every lane of a race of `label` that solved it has a
 * solution that obeys the rules and keeps the givens, that dancing links
 * searched the engine's nodes and dancing cells its engine's, and that
 * every lane shows its nodes and time.
 */
async function assertAnswers(ladder, label, lanes) {
  const puzzle = EXAMPLES[example(label)].puzzle;
  assert.deepEqual(
    lanes.map((lane) => lane.name),
    LANES,
  );
  for (const lane of lanes.filter((l) => l.state === 'solved')) {
    assert.ok(lane.nodes > 0, `${lane.name}: nodes`);
    assertSolves(puzzle, lane.solution, `${lane.name} on ${label}`);
  }
  const dlx = lanes.find((lane) => lane.name === 'dlx');
  assert.equal(dlx.nodes, engine.solveWithStats(puzzle).nodes, `dlx on ${label}: the engine's nodes`);
  // Dancing cells's lane (its solution checked above) has its engine's nodes.
  const cells = lanes.find((lane) => lane.name === 'cells');
  const alone = ladderEngine.solveWith('cells', puzzle, 1_000_000, undefined);
  assert.equal(cells.nodes, alone.nodes, `cells on ${label}: the cells engine's nodes`);
  const shown = await laneTexts(ladder);
  assert.ok(
    shown.every((text) => /nodes ·/.test(text)),
    'every lane shows nodes and time',
  );
}

test('every rung answers with a valid solution, dancing links with the engine’s nodes', async (t) => {
  const { ladder } = await open(t);
  // The 16×16, where the first three rungs give up, is the next test's race.
  for (const label of ['Easy 9×9', '4×4']) {
    const { lanes } = await race(ladder, label, 1_000_000);
    for (const lane of lanes) assert.equal(lane.state, 'solved', `${lane.name} on ${label}`);
    await assertAnswers(ladder, label, lanes);
  }
  assert.match(await ladder.locator('.ladder-status').textContent(), /Every rung has answered/);
  // Every lane has its subtitle, the one idea that sets it apart.
  assert.deepEqual(await ladder.locator('.lane .idea').allTextContents(), LANES.map(rungIdea));
});

test('a budget stops the slow rungs, which say so, while the others solve', async (t) => {
  const { ladder } = await open(t);
  // The 16×16: its three slow rungs give up at a million nodes, and its
  // other rungs are held to the rules and the engines here. One race of
  // three rungs giving up, where the file ran two: this 16×16 in the test
  // before, and 17 clues here, which gave up alike.
  const { lanes } = await race(ladder, '16×16', 1_000_000);
  await assertAnswers(ladder, '16×16', lanes);
  assert.match(await ladder.locator('.ladder-status').textContent(), /Every rung has answered/);
  const states = Object.fromEntries(lanes.map((lane) => [lane.name, lane.state]));
  assert.deepEqual(states, {
    brute: 'gave up',
    marks: 'gave up',
    bitmask: 'gave up',
    fewest: 'solved',
    singles: 'solved',
    dlx: 'solved',
    cells: 'solved',
  });
  for (const lane of lanes.filter((l) => l.state === 'gave up')) assert.equal(lane.nodes, 1_000_000);
  // Every lane, quick or given up, is timed over several runs: the median, and the spread, after the nodes.
  for (const lane of lanes) {
    const { name } = lane;
    assert.ok(lane.times.length >= 3 && lane.times.length <= 7, `${name} timed ${lane.times.length} times`);
    const sorted = [...lane.times].sort((a, b) => a - b);
    assert.ok(lane.ms >= sorted[0] && lane.ms <= sorted.at(-1), `${name}: the median lies within the runs`);
    const text = await ladder.locator(`.lane[data-rung="${name}"] .figures`).textContent();
    assert.match(
      text,
      new RegExp(
        `^${lane.nodes.toLocaleString('en-US')} nodes · .+, median of ${lane.times.length} runs \\(.+ to .+\\)$`,
      ),
    );
  }
  const brute = ladder.locator('.lane[data-rung="brute"]');
  assert.match(await brute.textContent(), /gave up after 1,000,000 nodes/);
  const width = await brute.locator('.bar').evaluate((bar) => bar.style.width);
  assert.equal(width, '100%', 'a rung that gave up fills its lane');
  assert.match(await ladder.locator('.race-summary').textContent(), /gave up after 1,000,000 nodes/);
});

test('Cancel stops every rung at once: their workers end and nothing updates afterwards', async (t) => {
  const { page, ladder } = await open(t);
  const raceWorkers = () => page.workers().filter((worker) => worker.url().includes('race-worker.js')).length;
  const poolLimit = await page.evaluate(() => Math.min(navigator.hardwareConcurrency, 4));
  await ladder.locator('.example').selectOption(String(example('17 clues')));
  await ladder.locator('.budget').selectOption('100000000');
  await ladder.locator('.race').click();
  // The page's one pool: as many rungs run at once as it has workers, never more.
  await until(() => raceWorkers() === poolLimit, 'the pool full of rungs');
  const workers = poolLimit === 1 ? 'one worker' : `${poolLimit} workers`;
  assert.match(await ladder.locator('.ladder-status').textContent(), new RegExp(`^Racing 7 searches on ${workers}`));
  // Live progress: a slow rung's nodes grow while it runs, past 100,000. Which
  // rung gets there first, and when, is the pool's and the machine's affair
  // (on two workers brute force waits for marks or bitmask to end), so the
  // test waits for whichever does, not for a given rung within a given time.
  const counting = ladder.locator('.lane[data-state="running"]').filter({ hasText: /\d{3},\d{3} nodes/ });
  await counting.first().waitFor({ timeout: 120_000 });
  const rung = await counting.first().getAttribute('data-rung');
  await ladder.locator('.cancel').click();
  await until(() => raceWorkers() === 0, 'every worker ended');
  const stopped = await laneTexts(ladder);
  // The rung seen counting was stopped, and so was brute force, started last
  // (the rungs start fastest first), whether it was searching or waiting for
  // a worker; every other rung has stopped too, cancelled or finished first.
  assert.equal(await ladder.locator(`.lane[data-rung="${rung}"]`).getAttribute('data-state'), 'cancelled', rung);
  assert.equal(await ladder.locator('.lane[data-rung="brute"]').getAttribute('data-state'), 'cancelled');
  const states = await ladder.locator('.lane').evaluateAll((lanes) => lanes.map((lane) => lane.dataset.state));
  assert.ok(
    states.every((state) => ['cancelled', 'solved', 'gave up'].includes(state ?? '')),
    states.join(),
  );
  assert.match(await ladder.locator('.ladder-status').textContent(), /Cancelled/);
  assert.ok(await ladder.locator('.cancel').isHidden());
  await page.waitForTimeout(500);
  assert.deepEqual(await laneTexts(ladder), stopped, 'no update after Cancel');
  // Escape stops a race too, and a new race runs afterwards.
  await ladder.locator('.race').click();
  await ladder.locator('.race').press('Escape');
  await until(() => raceWorkers() === 0, 'Escape ended every worker');
  const { lanes } = await race(ladder, 'Easy 9×9', 1_000_000);
  assert.ok(lanes.every((lane) => lane.state === 'solved'));
});

/**
 * The animation's grid as text: a dot for an empty cell, and the newest
 * move's mark in brackets after its cell (a removed symbol shows struck
 * through in an empty cell: `.[removed 7]`).
 */
async function board(ladder) {
  return (await boardsAfter(ladder, 'forward', 0))[0];
}

/**
 * The board as text, one cell after another: its symbol (or `.`), marked
 * placed or forced, or removed with what was taken; then again after each
 * of `times` presses of the animation's `part` button (forward or back),
 * pressed in the page one a task as a person's clicks come: hundreds of
 * presses in one round trip, where a Playwright click each took a round
 * trip and two animation frames.
 * @param {import('playwright-core').Locator} ladder
 * @param {'forward' | 'back'} part
 * @param {number} times
 */
async function boardsAfter(ladder, part, times) {
  return ladder.evaluate(async (element, [part, times]) => {
    const root = /** @type {ShadowRoot | Element} */ (element.shadowRoot ?? element);
    const button = /** @type {HTMLButtonElement} */ (root.querySelector(`.${part}`));
    const grid = /** @type {Element} */ (root.querySelector('.board'));
    const read = () =>
      [...grid.children]
        .map((cell) => {
          if (cell.classList.contains('removed')) return `.[removed ${cell.textContent}]`;
          const mark = ['placed', 'forced'].find((name) => cell.classList.contains(name));
          return `${cell.textContent || '.'}${mark ? `[${mark}]` : ''}`;
        })
        .join('');
    const boards = [read()];
    for (let i = 0; i < times; i++) {
      await new Promise((done) => setTimeout(done));
      button.click();
      boards.push(read());
    }
    return boards;
  }, /** @type {const} */ ([part, times]));
}

/** The grid's symbols only. */
const symbols = (/** @type {string} */ text) => text.replace(/\[[^\]]*\]/g, '');

test('the animation steps N forward and N back, restoring the grid exactly at every step', async (t) => {
  const { ladder } = await open(t);
  await ladder.locator('.example').selectOption(String(example('Expert 9×9')));
  const hard = EXAMPLES[example('Expert 9×9')].puzzle;
  for (const rung of ['brute', 'singles', 'dlx']) {
    await ladder.locator('.rung').selectOption(rung);
    const start = await board(ladder);
    assert.equal(start, hard, `${rung}: the givens at the start`);
    // The first press of each way is a person's click; the rest are pressed in the page.
    await ladder.locator('.forward').click();
    const seen = [start, ...(await boardsAfter(ladder, 'forward', 59))];
    assert.equal(await ladder.locator('.counters .step').textContent(), '60');
    assert.notEqual(seen[60], seen[0], `${rung}: the grid changed`);
    assert.notEqual(seen[60], seen[59], `${rung}: the last press moved`);
    assert.match(await ladder.locator('.move').textContent(), /^(Try|Place|Take|Solution)/);
    await ladder.locator('.back').click();
    const restored = await boardsAfter(ladder, 'back', 59);
    restored.forEach((text, back) => assert.equal(text, seen[59 - back], `${rung}: step ${59 - back} restored`));
    assert.ok(await ladder.locator('.back').isDisabled(), 'nothing before the start');
  }
  // Keys: → steps forward, ← back, Home to the start.
  await ladder.locator('.forward').click();
  await ladder.locator('.forward').press('ArrowRight');
  assert.equal(await ladder.locator('.counters .step').textContent(), '2');
  await ladder.locator('.forward').press('ArrowLeft');
  assert.equal(await ladder.locator('.counters .step').textContent(), '1');
  await ladder.locator('.forward').press('Home');
  assert.equal(await ladder.locator('.counters .step').textContent(), '0');
});

test('the buttons the move line names at the start are there, and Step takes one move', async (t) => {
  const { ladder } = await open(t);
  await ladder.locator('.rung').selectOption('singles');
  assert.equal(await ladder.locator('.rung-idea').textContent(), `Singles first ${rungIdea('singles')}.`);
  const line = await ladder.locator('.move').textContent();
  const named = /press (\w+) or (\w+)/.exec(line ?? '');
  assert.ok(named, `the start names its buttons: ${line}`);
  for (const name of named.slice(1)) {
    assert.equal(await ladder.getByRole('button', { name, exact: true }).count(), 1, `a ${name} button`);
  }
  await ladder.getByRole('button', { name: 'Step', exact: true }).click();
  assert.equal(await ladder.locator('.counters .step').textContent(), '1');
  assert.match(await ladder.locator('.move').textContent(), /^(Try|Place|Take)/);
});

test('the animation plays to a solution and pauses; dancing links walks straight in', async (t) => {
  const { page, ladder } = await open(t);
  await ladder.locator('.example').selectOption(String(example('Expert 9×9')));
  await ladder.locator('.rung').selectOption('dlx');
  await ladder.locator('.speed').selectOption('Infinity');
  await ladder.locator('.play').click();
  await ladder.locator('.play:text-is("Play")').waitFor();
  assert.equal(await ladder.locator('.counters .found').textContent(), '1', 'paused at the solution');
  assert.equal(await ladder.locator('.move').textContent(), 'Solution 1 found.');
  assert.equal(await ladder.locator('.counters .nodes').textContent(), '489', 'the engine’s nodes');
  const solution = engine.solve(EXAMPLES[example('Expert 9×9')].puzzle);
  assert.equal(symbols(await board(ladder)), solution);
  await screenshot(page.locator('#ladder'), 'ladder-animation-solution');
  // Played on, the search backs out to the givens, finding no second solution.
  await ladder.locator('.play').click();
  await page.waitForFunction(
    (note) => note.textContent.startsWith('The search is over'),
    await ladder.locator('.log-note').elementHandle(),
  );
  assert.equal(await ladder.locator('.play').textContent(), 'Play', 'paused at the end');
  assert.equal(await ladder.locator('.counters .found').textContent(), '1');
  assert.equal(symbols(await board(ladder)), EXAMPLES[example('Expert 9×9')].puzzle, 'back to the givens');
  assert.ok(await ladder.locator('.forward').isDisabled());
});

test('the solver’s puzzle is raced; bad input is refused and the mode goes on working', async (t) => {
  const { page, ladder } = await open(t);
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  const easy = EXAMPLES[example('Easy 9×9')].puzzle;
  await solver.evaluate((element, puzzle) => (element.puzzle = puzzle), easy);
  await page.locator('#use-solver-puzzle').click();
  assert.equal(await board(ladder), easy);
  assert.match(await ladder.locator('.ladder-status').textContent(), /The puzzle given/);
  assert.equal(await ladder.locator('.example').inputValue(), '');

  await ladder.evaluate((element) => (element.puzzle = '12x'));
  const status = ladder.locator('.ladder-status');
  assert.match(await status.textContent(), /cannot be raced: unexpected 'x' at column 3/);
  assert.ok(await ladder.locator('.race').isDisabled());
  assert.equal(await board(ladder), '', 'no grid for a bad puzzle');
  await ladder.evaluate((element) => (element.puzzle = '11..............'));
  assert.match(await status.textContent(), /cannot be raced: .*1/);

  await page.locator('#use-solver-puzzle').click();
  assert.equal(await board(ladder), easy);
  const { lanes } = await race(ladder, 'Several solutions', 1_000_000);
  assert.ok(lanes.every((lane) => lane.state === 'solved'));
  assertSolves(EXAMPLES[example('Several solutions')].puzzle, lanes[0].solution, 'brute after errors');
});

test('the race tells why each rung does better, and a lane opens its rung where its tree parts', async (t) => {
  const { page, ladder } = await open(t);
  const { lanes } = await race(ladder, 'Expert 9×9', 1_000_000);
  const story = ladder.locator('.race-story li');
  assert.equal(await story.count(), RUNGS.length, 'a line a step up the ladder, and one for dancing cells');
  const lines = await story.allTextContents();
  const nodes = Object.fromEntries(lanes.map((lane) => [lane.name, lane.nodes.toLocaleString('en-US')]));
  assert.match(lines[0], new RegExp(`^Marks searched the same ${nodes.marks} nodes as brute force`));
  assert.match(lines[2], new RegExp(`^Fewest candidates searched ${nodes.fewest} nodes`));
  // The last line sets dancing cells beside dancing links, by their figures.
  const cellsLine = lines[RUNGS.length - 1];
  assert.match(cellsLine, /^Dancing cells, which runs the search of dancing links on sparse sets/);
  assert.ok(cellsLine.includes(`${nodes.cells} nodes`) && cellsLine.includes(nodes.dlx), cellsLine);
  assert.match(
    cellsLine,
    /it took (.* against .*, [\d.,]+× (faster|slower), at .* a node against .*|about the same time, .* against .*, at .* a node against .*: each within the other's spread of runs, so the difference is noise)\.\s*$/,
  );
  // The lane of fewest candidates opens the board at the move where its tree
  // leaves bitmask's, the move its line names.
  const parted = /and fewest candidates (?:tried|placed) (\d) in row (\d), column (\d)/.exec(lines[2]);
  assert.ok(parted, lines[2]);
  await ladder.locator('.lane[data-rung="fewest"]').click();
  assert.equal(await ladder.locator('.rung').inputValue(), 'fewest');
  assert.ok(Number(await ladder.locator('.counters .step').textContent()) > 0);
  const [, symbol, row, column] = parted;
  assert.match(await ladder.locator('.move').textContent(), new RegExp(`${symbol} in row ${row}, column ${column}`));
  // Its line's button does the same from the keyboard.
  await ladder.locator('.rung').selectOption('brute');
  await story.nth(4).locator('button').press('Enter');
  assert.equal(await ladder.locator('.rung').inputValue(), 'dlx');
  // A lane that opens is reached by the keyboard too; one that does not says why.
  await ladder.locator('.rung').selectOption('brute');
  await ladder.locator('.lane[data-rung="singles"]').press('Enter');
  assert.equal(await ladder.locator('.rung').inputValue(), 'singles');
  const shut = await ladder
    .locator('.lane')
    .evaluateAll((items) =>
      items.map((item) => [item.getAttribute('data-rung'), item.className, item.tabIndex, item.title]),
    );
  for (const [rung, className, tabIndex, title] of shut) {
    if (className.includes('opens')) {
      assert.equal(tabIndex, 0, `${rung} opens, from the keyboard too`);
      continue;
    }
    assert.ok(className.includes('shut') && tabIndex < 0, `${rung} neither opens nor is focusable`);
    const why = {
      brute: /first rung/,
      marks: /same tree as brute force/,
      bitmask: /same tree as marks/,
      cells: /dancing links/,
    };
    assert.match(title, why[rung] ?? /agree as far as both were read/, `${rung}: ${title}`);
  }
  assert.deepEqual(
    shut.filter(([, className]) => className.includes('opens')).map(([rung]) => rung),
    ['fewest', 'singles', 'dlx'],
  );
  await screenshot(page.locator('#ladder'), 'race-story');
});

test('the race and the animation fit a phone, and a tap on a lane that does not open says why', async (t) => {
  const { page, ladder } = await open(t, { width: 375, height: 800 }, true);
  // The race of the test before, whose lanes open and shut as this one's
  // should; at 20 million nodes the first three rungs searched 18 million
  // each, some 35 CPU s, where a million gives up with the same lanes.
  await race(ladder, 'Expert 9×9', 1_000_000);
  // A touch screen shows no title: the lane says it under itself, one lane at a time.
  const why = (rung) => ladder.locator(`.lane[data-rung="${rung}"] .why`);
  await ladder.locator('.lane[data-rung="marks"]').tap();
  assert.ok(await why('marks').isVisible(), 'the tapped lane says why');
  assert.match(
    await why('marks').textContent(),
    /^Marks searches the same tree as brute force.*no move where they part to show\.$/,
  );
  assert.equal(await ladder.locator('.rung').inputValue(), 'brute', 'and opens nothing');
  await ladder.locator('.lane[data-rung="brute"]').tap();
  assert.match(await why('brute').textContent(), /is the first rung/);
  assert.ok(await why('marks').isHidden(), 'one lane says it at a time');
  await screenshot(page.locator('#ladder .race-part'), 'race-why-phone');
  await ladder.locator('.lane[data-rung="brute"]').tap();
  assert.ok(await why('brute').isHidden(), 'a second tap puts it away');
  // A lane that opens still opens.
  await ladder.locator('.lane[data-rung="singles"]').tap();
  assert.equal(await ladder.locator('.rung').inputValue(), 'singles');
  // The animation works beside a finished race.
  await ladder.locator('.rung').selectOption('dlx');
  await ladder.locator('.forward').click();
  assert.equal(await ladder.locator('.counters .step').textContent(), '1');
  const overflow = await ladder.evaluate((element) => element.scrollWidth - element.clientWidth);
  assert.ok(overflow <= 0, `${overflow}px wider than the screen`);
  await screenshot(page.locator('#ladder'), 'ladder-phone');
});

test('a page without ladder mode fetches none of it', async (t) => {
  const { page, context, problems } = await site.open('about:blank');
  t.after(() => context.close());
  const fetched = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(new URL('/www/demo/embed-example.html', site.url).href);
  await page.locator('sudoku-dlx').first().locator('input').first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.ok(
    fetched.some((url) => url.includes('/pkg/sudoku_dlx_bg.wasm')),
    'the engine is fetched',
  );
  assert.deepEqual(
    fetched.filter((url) => /pkg-ladder|\/ladder\/(?!mode\.js)/.test(url)),
    [],
  );
  assert.deepEqual(problems, []);
});
