// The visualizer's replay in headless Chromium, held to the engine: exact
// stepping back and forth, every step (links included) against the
// engine's, seek(n) against n single steps, playback to the solution,
// scrubbing the timeline, and a search too long to keep stopping at the cap.
// Run with `npm run build && node --test tests/e2e/visualizer-replay.test.mjs`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { EMPTY, HARD, KNUTH, SMALL, inspect, mount, shoot, snapshot, visualizerSite } from './visualizer-page.mjs';

const { openVisualizer } = visualizerSite();

// Knuth's and the 4×4's whole searches stepped one step at a time, each
// step's view held to the engine's own stepper: one walk for what were two
// tests, each drawing every step of both searches (the 4×4's step, its
// links and cells views laid out again, is most of this file's CPU).
test('stepping forward N and back N returns exactly to the start; every step of the view agrees with the engine, links included', async (t) => {
  // A step alone is drawn, and its links animated, where stepForward(count)
  // moves one event at a time just the same and draws once at the end.
  // Knuth's and the 4×4's searches are stepped one step at a time both ways,
  // links view and cells view included. The hard 9×9 has neither view (too
  // large): its 1,500 steps move the search as the small ones do, and a
  // step there differs from one of a count only in being drawn, 11 ms of
  // layout and canvas a step at load 19 (32 s for the 3,000). So its last 150
  // steps out and first 150 back, the deepest, are drawn one at a time, and
  // the rest are moved by one call each way.
  for (const [label, source, n, single] of /** @type {[string, Record<string, string>, number, number][]} */ ([
    ['Knuth', { problem: KNUTH }, 40, 40],
    ['4x4', { puzzle: SMALL }, 133, 133],
    ['hard 9x9', { puzzle: HARD }, 1500, 150],
  ])) {
    const { page, context, problems } = await openVisualizer(t, source);
    const whole = n === single;
    if (whole) {
      // The whole search read, and the view back at its start from its end, through the checkpoints.
      const total = await page.evaluate(async () => {
        await window.vis.jumpToEnd();
        const total = window.vis.totalSteps;
        await window.vis.seek(0);
        return total;
      });
      assert.equal(total, n, `${label}: the whole search is ${n} steps`);
    }
    const start = await snapshot(page);
    assert.equal(start.step, 0);
    const middle = await page.evaluate(async ([source, n, single, whole]) => {
      const vis = window.vis;
      if (n > single) vis.stepForward(n - single);
      const batched = vis.step;
      // Each step of a whole search against the engine's own stepper, a fresh one stepped there.
      const { loadStepperEngine } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/load.js'));
      const { readMatrixNodes } = await import(/** @type {string} */ ('/www/sudoku-dlx/shared/layouts.js'));
      const engine = await loadStepperEngine();
      // The same search: Knuth's example opens under Knuth's rule.
      const options = { rule: vis.inspect().rule };
      const bad = [];
      for (let k = 0; k <= single; k++) {
        if (k > 0) vis.stepForward();
        if (!whole) continue;
        const stepper = source.puzzle
          ? new engine.Stepper(source.puzzle, options)
          : engine.Stepper.fromExactCover(source.problem, options);
        if (k > 0) stepper.nextBatch(k);
        const view = vis.inspect();
        const links = readMatrixNodes(stepper.matrixNodes()).nodes;
        const linksAgree = view.links.up.every(
          (/** @type {number} */ up, /** @type {number} */ at) =>
            links.up[at] === up && links.down[at] === view.links.down[at],
        );
        const same =
          view.nodes === stepper.nodes &&
          view.updates === stepper.updates &&
          view.solutions === stepper.solutions &&
          JSON.stringify(view.partial) === JSON.stringify(Array.from(stepper.partial)) &&
          (source.puzzle ? view.grid === stepper.grid : true) &&
          linksAgree;
        if (!same) bad.push(k);
        stepper.free();
      }
      return { reached: [batched, vis.step], bad };
    }, /** @type {const} */ ([source, n, single, whole]));
    assert.deepEqual(middle.reached, [n - single, n], `${label}: ${n} steps forward, the last ${single} one at a time`);
    assert.deepEqual(middle.bad, [], `${label}: steps where the view and the engine differ (of ${n})`);
    const there = await snapshot(page);
    assert.notEqual(there.digest, start.digest, `${label}: the state changed on the way`);
    const back = await page.evaluate(
      ([n, single]) => {
        for (let k = 0; k < single; k++) window.vis.stepBack();
        const stepped = window.vis.step;
        if (n > single) window.vis.stepBack(n - single);
        return stepped;
      },
      [n, single],
    );
    assert.equal(back, n - single, `${label}: ${single} steps back one at a time`);
    assert.deepEqual(await snapshot(page), start, `${label}: back at the start`);
    assert.deepEqual(problems, []);
    // Given back before the next page opens: that is this page made fresh (page-pool.mjs), not a new context.
    await context.close();
  }
});

test('seek(n) equals n single steps forward, near and far', async (t) => {
  const { page, problems } = await openVisualizer(t, { puzzle: HARD });
  await mount(page, 'v2', { puzzle: HARD }, 'other');
  for (const n of [1, 7, 250, 5000, 12_345]) {
    await page.evaluate((n) => {
      const other = window.other;
      other.stepBack(other.step);
      // One call per step where that is quick; stepForward(count) also
      // applies one event at a time, only drawing once at the end.
      if (n <= 1000) for (let k = 0; k < n; k++) other.stepForward();
      else other.stepForward(n);
    }, n);
    // Seek from wherever v1 stands: past the target, behind it, or at 0.
    const reached = await page.evaluate((n) => window.vis.seek(n), n);
    assert.equal(reached, n);
    const [seeked, stepped] = [await snapshot(page, 'v1'), await snapshot(page, 'v2')];
    assert.deepEqual(seeked, stepped, `seek(${n})`);
  }
  // From the end of the search back to a step far behind, through checkpoints.
  await page.evaluate(() => window.vis.jumpToEnd());
  const end = await inspect(page);
  assert.equal(end.complete, true);
  assert.equal(end.engine.nodes, end.nodes, 'at the end the view counts the nodes the engine counted');
  assert.equal(end.engine.updates, end.updates);
  await page.evaluate(() => window.vis.seek(12_345));
  assert.deepEqual(await snapshot(page, 'v1'), await snapshot(page, 'v2'), 'seek back from the end');
  assert.deepEqual(problems, []);
});

test('play reaches the solution', async (t) => {
  const solution = await page9x9Solution();
  const { page, problems, root } = await openVisualizer(t, { puzzle: HARD });
  const found = page.evaluate(
    () =>
      new Promise((resolve) => {
        document.getElementById('v1').addEventListener('solution', (e) => resolve(e.detail), { once: true });
      }),
  );
  await page.evaluate(() => {
    window.vis.speed = 10000;
    window.vis.play();
  });
  assert.equal(await page.evaluate(() => window.vis.playing), true);
  const detail = await found;
  assert.equal(detail.grid, solution);
  await page.evaluate(() => window.vis.pause());
  await shoot(root.locator('.dv-grid-panel'), 'visualizer-grid-9x9-solved');

  // solve() jumps to the same step, and the description says so.
  await page.evaluate(() => window.vis.seek(0));
  const step = await page.evaluate(() => window.vis.solve());
  assert.equal(step, detail.step);
  assert.match((await snapshot(page)).description, /^Solution 1 found: R\dC\d=\d, /);
  assert.equal((await inspect(page)).grid, solution);

  // Knuth's example at a watchable speed plays to its end and stops.
  await mount(page, 'v2', { problem: KNUTH }, 'knuth');
  await page.evaluate(() => {
    window.knuth.speed = 150;
    window.knuth.play();
  });
  await page.waitForFunction(() => !window.knuth.playing, null, { timeout: 10_000 });
  const done = await inspect(page, 'knuth');
  assert.equal(done.step, done.totalSteps);
  assert.equal(done.solutions, 1);
  assert.match(done.description, /Search complete: 1 solution/);
  assert.deepEqual(problems, []);
});

/** The hard puzzle's solution, from the engine in Node. */
async function page9x9Solution() {
  const engine = await loadStepperEngine();
  return engine.solve(HARD);
}

test('the timeline slider scrubs to any step, on a scale that does not change under the thumb', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { puzzle: HARD });
  const slider = root.getByRole('slider', { name: /Timeline/ });
  const position = root.locator('.dv-timeline .dv-position');
  // The rest of the search is read in the background, with no move asked for.
  await page.waitForFunction(() => window.vis.complete);
  const total = await page.evaluate(() => window.vis.totalSteps);
  assert.equal(total, 13_488, 'the whole search of the hard 9×9');
  assert.equal(Number(await slider.getAttribute('max')), total);
  await slider.fill('123');
  assert.equal((await snapshot(page)).step, 123);
  const at123 = await snapshot(page);
  await slider.fill('3716');
  assert.equal((await snapshot(page)).step, 3716);
  assert.equal(await position.textContent(), 'step 3,716 of 13,488');
  // Playing on, the scale and the words stay as they were.
  await page.evaluate(() => {
    window.vis.speed = 2000;
    window.vis.play();
  });
  await page.waitForFunction(() => window.vis.step > 5000);
  await page.evaluate(() => window.vis.pause());
  assert.equal(Number(await slider.getAttribute('max')), total);
  assert.match(await position.textContent(), /^step [\d,]+ of 13,488$/);
  await slider.fill('123');
  assert.deepEqual(await snapshot(page), at123);
  assert.deepEqual(problems, []);
});

test('a search too long to keep stops at the cap, with a note', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { puzzle: EMPTY });
  // What a screen reader hears during the long jump: the live note's texts,
  // and whether the description was live each time it changed.
  await page.evaluate(() => {
    const root = document.querySelector('#v1 .dlx-vis');
    const note = root.querySelector('[role="status"]');
    const describe = root.querySelector('.dv-describe');
    window.heard = { notes: [], describeLive: [] };
    new MutationObserver(() => {
      if (window.heard.notes.at(-1) !== note.textContent) window.heard.notes.push(note.textContent);
    }).observe(note, { childList: true, characterData: true, subtree: true });
    new MutationObserver(() => window.heard.describeLive.push(describe.getAttribute('aria-live'))).observe(describe, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const reached = await page.evaluate(() => window.vis.jumpToEnd());
  const end = await inspect(page);
  assert.equal(end.complete, true);
  assert.equal(reached, end.totalSteps);
  assert.equal(end.totalSteps, 2_000_000);
  assert.match(await root.locator('.dv-note').textContent(), /Stopped reading the search after 2,000,000 events/);
  assert.match(end.description, /Stopped reading the search/);
  const heard = await page.evaluate(() => window.heard);
  assert.deepEqual(heard.notes, [
    'Reading the search…',
    'Stopped reading the search after 2,000,000 events: the rest of this search is not shown.',
  ]);
  assert.ok(heard.describeLive.length > 1, 'the jump took several frames');
  assert.deepEqual(
    heard.describeLive.slice(0, -1).filter((live) => live !== 'off'),
    [],
    'silent on the way',
  );
  assert.equal(heard.describeLive.at(-1), 'polite', 'the step landed on is told');
  // Far jumps in a long log go through checkpoints and stay exact.
  await page.evaluate(() => window.vis.seek(1_234_567));
  const seeked = await snapshot(page);
  await page.evaluate(() => window.vis.seek(1_234_000));
  await page.evaluate(() => window.vis.stepForward(567));
  assert.deepEqual(await snapshot(page), seeked);
  assert.equal(await root.getByRole('button', { name: 'Jump to the end of the search' }).isDisabled(), false);
  assert.deepEqual(problems, []);
});
