// The <sudoku-dlx> element's programmatic API, as a documentation author
// would script it: properties, methods and events, in both modes.
// Run with `npm run build && node --test tests/e2e/`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSite } from './harness.mjs';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

async function open(t) {
  const { page, context, problems } = await site.open('/www/embed-example.html');
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
    const element = document.querySelector('sudoku-dlx[mode="visualize"]');
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
    const element = document.querySelector('sudoku-dlx[mode="solve"]');
    const fired = new Promise((resolve) => element.addEventListener('solution', (e) => resolve(e.detail.solution), { once: true }));
    await element.solve();
    return fired;
  });
  assert.equal(solution.length, 81);
  assert.ok(!solution.includes('.'));
});
