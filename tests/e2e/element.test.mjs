// The <sudoku-dlx> element's programmatic API, as a documentation author
// would script it: properties, methods and events, in both modes.
// Run with `npm run build && node --test tests/e2e/`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pressTool, startSite } from './harness.mjs';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

async function open(t) {
  const { page, context, problems } = await site.open('/www/demo/embed-example.html');
  t.after(async () => {
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  });
  return page;
}

test('the visualize element plays, steps, seeks and solves through its methods', async (t) => {
  const page = await open(t);
  const result = await page.evaluate(async (puzzle) => {
    const element = document.createElement('sudoku-dlx');
    element.setAttribute('mode', 'visualize');
    element.puzzle = puzzle;
    const seen = { step: 0, solution: null };
    element.addEventListener('step', () => seen.step++);
    element.addEventListener('solution', (event) => (seen.solution = event.detail.grid));
    document.body.append(element);
    await element.stepForward();
    await element.stepForward();
    await element.stepForward();
    const afterThree = element.step;
    await element.stepBack();
    const afterBack = element.step;
    const sought = await element.seek(40);
    const afterSeek = element.step;
    const solvedAt = await element.solve();
    return {
      afterThree,
      afterBack,
      sought,
      afterSeek,
      solvedAt,
      step: element.step,
      total: element.totalSteps,
      seen,
    };
  }, HARD);
  assert.equal(result.afterThree, 3);
  assert.equal(result.afterBack, 2);
  assert.equal(result.sought, 40);
  assert.equal(result.afterSeek, 40);
  assert.ok(result.solvedAt > 40, `the solution comes later (${result.solvedAt})`);
  assert.equal(result.step, result.solvedAt);
  assert.ok(result.total >= result.step);
  assert.ok(result.seen.step > 0, 'step events reach the host');
  assert.equal(result.seen.solution?.length, 81, 'the solution event carries the grid');
  assert.ok(!result.seen.solution.includes('.'));
});

test('play and pause work through the element', async (t) => {
  const page = await open(t);
  const moved = await page.evaluate(async () => {
    const element = /** @type {import('../../www/sudoku-dlx/element.js').SudokuDlx} */ (
      document.querySelector('sudoku-dlx[mode="visualize"]')
    );
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await element.pause();
    const paused = element.step;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { paused, later: element.step };
  });
  assert.ok(moved.paused > 0, 'playback advanced');
  assert.equal(moved.later, moved.paused, 'pause stops it');
});

test('solve() in solve mode solves and fires a solution event', async (t) => {
  const page = await open(t);
  const solution = await page.evaluate(async () => {
    const element = /** @type {import('../../www/sudoku-dlx/element.js').SudokuDlx} */ (
      document.querySelector('sudoku-dlx[mode="solve"]')
    );
    const fired = new Promise((resolve) =>
      element.addEventListener('solution', (/** @type {CustomEvent} */ e) => resolve(e.detail.solution), {
        once: true,
      }),
    );
    await element.solve();
    return fired;
  });
  assert.equal(solution.length, 81);
  assert.ok(!solution.includes('.'));
});

test('a puzzle set just before solve() is the one solved', async (t) => {
  const page = await open(t);
  const result = await page.evaluate(async () => {
    const element = /** @type {import('../../www/sudoku-dlx/element.js').SudokuDlx} */ (
      document.querySelector('sudoku-dlx[mode="solve"]')
    );
    const solutions = [];
    element.addEventListener('solution', (/** @type {CustomEvent} */ e) => solutions.push(e.detail));
    element.puzzle = '.4....1....24...';
    await element.solve();
    const cells = [...element.shadowRoot.querySelectorAll('[role="gridcell"] input')].map(
      (input) => /** @type {HTMLInputElement} */ (input).value,
    );
    return { solutions, cells, status: element.shadowRoot.querySelector('[role="status"]').textContent };
  });
  assert.deepEqual(
    result.solutions.map((s) => [s.puzzle, s.solution]),
    [['.4....1....24...', '1423231431424231']],
  );
  assert.equal(result.cells.join(''), '1423231431424231', 'the grid shows the 4×4 and its solution');
  assert.match(result.status, /^The solution:/);
});

test('once loaded, the visualizer methods act before they return', async (t) => {
  const page = await open(t);
  const result = await page.evaluate(async () => {
    const element = /** @type {import('../../www/sudoku-dlx/element.js').SudokuDlx} */ (
      document.querySelector('sudoku-dlx[mode="visualize"]')
    );
    await element.seek(0);
    const returned = element.stepForward();
    const afterForward = element.step;
    element.seek(7);
    const afterSeek = element.step;
    element.stepBack();
    const afterBack = element.step;
    return { isPromise: returned instanceof Promise, afterForward, afterSeek, afterBack };
  });
  assert.deepEqual(result, { isPromise: true, afterForward: 1, afterSeek: 7, afterBack: 6 });
});

test('methods called right after the puzzle changes act on the new puzzle', async (t) => {
  const page = await open(t);
  const grid = await page.evaluate(async (puzzle) => {
    const element = /** @type {import('../../www/sudoku-dlx/element.js').SudokuDlx} */ (
      document.querySelector('sudoku-dlx[mode="visualize"]')
    );
    await element.seek(0);
    element.puzzle = puzzle;
    await element.seek(0);
    return /** @type {HTMLCanvasElement} */ (element.shadowRoot.querySelector('.dv-grid canvas')).dataset.grid;
  }, '..4....32......1');
  assert.equal(grid, '..4....32......1');
});

test('a blank or removed puzzle shows the visualizer its default problem', async (t) => {
  const page = await open(t);
  const seen = await page.evaluate(async () => {
    const element = document.createElement('sudoku-dlx');
    element.setAttribute('mode', 'visualize');
    element.setAttribute('puzzle', '');
    const errors = [];
    element.addEventListener('error', (/** @type {any} */ e) => errors.push(e.detail.message));
    document.body.append(element);
    const read = async () => {
      await element.seek(0);
      const root = element.shadowRoot;
      return {
        description: root.querySelector('.dv-describe').textContent,
        picked: /** @type {HTMLSelectElement} */ (root.querySelector('.dv-preset')).value,
        alert: root.querySelector('.dlx-vis > [role="alert"]').textContent,
      };
    };
    const blank = await read();
    element.puzzle = '..4....32......1';
    const sudoku = await read();
    element.removeAttribute('puzzle');
    const removed = await read();
    return { blank, sudoku, removed, errors };
  });
  const knuth = { description: seen.blank.description, picked: 'knuth', alert: '' };
  assert.match(seen.blank.description, /^Start: 7 items/);
  assert.deepEqual(seen.blank, knuth);
  assert.equal(seen.sudoku.picked, 'sudoku4');
  assert.deepEqual(seen.removed, knuth);
  assert.deepEqual(seen.errors, []);
});

test('seek() with no finite number rejects clearly and leaves the visualizer working', async (t) => {
  const page = await open(t);
  const result = await page.evaluate(async () => {
    const element = /** @type {import('../../www/sudoku-dlx/element.js').SudokuDlx} */ (
      document.querySelector('sudoku-dlx[mode="visualize"]')
    );
    await element.seek(3);
    const messages = [];
    for (const bad of [undefined, NaN, 'x', Infinity]) {
      messages.push(
        await element.seek(/** @type {any} */ (bad)).then(
          () => 'resolved',
          (error) => `${error.name}: ${error.message}`,
        ),
      );
    }
    const stayed = element.step;
    const sought = await element.seek(12.7);
    await element.stepForward();
    return { messages, stayed, sought, step: element.step, negative: await element.seek(-5) };
  });
  assert.deepEqual(result.messages, [
    'RangeError: seek(n) takes a finite number of steps, not undefined',
    'RangeError: seek(n) takes a finite number of steps, not NaN',
    'RangeError: seek(n) takes a finite number of steps, not "x"',
    'RangeError: seek(n) takes a finite number of steps, not Infinity',
  ]);
  assert.equal(result.stayed, 3, 'a rejected seek does not move');
  assert.equal(result.sought, 12);
  assert.equal(result.step, 13);
  assert.equal(result.negative, 0);
});

test('a call still running when the element is removed rejects with an AbortError, and no job left behind throws', async (t) => {
  const page = await open(t);
  const outcomes = await page.evaluate(async (puzzle) => {
    /** How `call` on a new element of `mode` ends when `end` follows it at once. */
    const outcome = async (mode, call, end = (element) => element.remove()) => {
      const element = document.createElement('sudoku-dlx');
      element.setAttribute('mode', mode);
      element.setAttribute('storage-key', '');
      element.puzzle = puzzle;
      document.body.append(element);
      const called = call(element);
      end(element);
      try {
        return `resolved ${await called}`;
      } catch (error) {
        return `${error instanceof DOMException ? 'DOMException' : 'other'} ${error.name}: ${error.message}`;
      }
    };
    return [
      await outcome('solve', (element) => element.solve()),
      await outcome('visualize', (element) => element.seek(40)),
      await outcome('visualize', (element) => element.solve()),
      await outcome(
        'solve',
        (element) => element.solve(),
        (element) => (element.mode = 'visualize'),
      ),
    ];
  }, HARD);
  // Before: the solve resolved to undefined, as if solved, or rejected with
  // "Invalid value used as weak map key" from a view already destroyed.
  for (const said of outcomes) {
    assert.equal(said, 'DOMException AbortError: the element was removed before the call ended');
  }
  // Each of the solver's jobs clicked, and the element removed while it runs.
  for (const action of ['solve', 'count', 'hint', 'candidates']) {
    await page.evaluate((puzzle) => {
      const element = document.createElement('sudoku-dlx');
      element.id = 'removed';
      element.setAttribute('storage-key', '');
      element.puzzle = puzzle;
      document.body.append(element);
    }, HARD);
    const solver = page.locator('#removed');
    await solver.locator('input.given').first().waitFor();
    await pressTool(solver, action);
    await page.evaluate(() => document.querySelector('#removed')?.remove());
  }
  // Long enough for any job cancelled by the removal to have answered.
  await page.waitForTimeout(1000);
});
