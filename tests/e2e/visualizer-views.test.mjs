// The visualizer as seen: screenshots of the matrix, links and grid views
// on a desktop and a phone (to test-results/), the embed page's two
// independent instances, and playback. It also measures (and prints, without
// asserting) how many events a second the wasm Stepper produces and how
// many frames a second playback draws.
// Run with `npm run build && node --test tests/e2e/visualizer-views.test.mjs`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { screenshot } from './harness.mjs';
import { EMPTY, HARD, KNUTH, shoot, snapshot, visualizerSite } from './visualizer-page.mjs';

const { site, openVisualizer } = visualizerSite();

test('views: screenshots of the matrix, links and grid, desktop and phone', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { problem: KNUTH });
  await page.evaluate(() => window.vis.seek(8));
  await page.evaluate(() => window.vis.stepForward());
  await page.waitForTimeout(250); // mid-animation: links moving
  await shoot(root.locator('.dv-links-section'), 'visualizer-links-knuth-animating');
  await page.waitForTimeout(600);
  await shoot(root.locator('.dv-links-section'), 'visualizer-links-knuth');
  await shoot(root.locator('.dv-matrix-panel'), 'visualizer-matrix-knuth');
  await screenshot(page, 'visualizer-knuth');

  await page.evaluate(() => window.vis.load({ puzzle: '..4....32......1' }));
  await page.evaluate(() => window.vis.seek(40));
  await shoot(root.locator('.dv-links-section'), 'visualizer-links-4x4');
  await screenshot(page, 'visualizer-4x4');

  await page.evaluate((hard) => window.vis.load({ puzzle: hard }), HARD);
  const note = await root.locator('.dv-links-section').textContent();
  assert.match(note, /kept for small problems/);
  await page.evaluate(() => window.vis.seek(2600));
  await shoot(root.locator('.dv-matrix-panel'), 'visualizer-matrix-9x9');
  await shoot(root.locator('.dv-grid-panel'), 'visualizer-grid-9x9');
  await screenshot(page, 'visualizer-9x9');
  assert.deepEqual(problems, []);

  const phone = await openVisualizer(
    t,
    { puzzle: HARD },
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  );
  await phone.page.evaluate(() => window.vis.seek(300));
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling on a phone (${overflow}px too wide)`);
  await screenshot(phone.page, 'visualizer-phone');
  assert.deepEqual(phone.problems, []);
});

test('the embed page runs two independent instances', async (t) => {
  const { page, context, problems } = await site().open('/www/demo/embed-example.html', {
    viewport: { width: 1280, height: 900 },
  });
  t.after(() => context.close());
  const visualizer = page.locator('sudoku-dlx[mode="visualize"]');
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await visualizer.locator('.dlx-vis[data-step]').waitFor();
  await solver.getByRole('grid').waitFor();
  const solverState = () =>
    solver.evaluate((host) => [
      host.getAttribute('puzzle'),
      [...host.shadowRoot.querySelectorAll('input')].map((i) => i.value).join(''),
    ]);
  const solverBefore = await solverState();

  const vis = visualizer.locator('.dlx-vis');
  assert.equal(await vis.getAttribute('data-step'), '0');
  assert.equal(await vis.getByRole('slider', { name: /Timeline/ }).count(), 1);
  await vis.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  assert.equal(await vis.getAttribute('data-step'), '11');
  await vis.getByRole('button', { name: 'Next solution' }).click();
  await page.waitForFunction(() => document.getElementById('visualizer-log').textContent.startsWith('Solution found'));
  assert.match(await page.locator('#visualizer-log').textContent(), /Solution found at step \d+: [1-9]{81}/);
  assert.deepEqual(await solverState(), solverBefore, 'the solver did not change');
  await screenshot(page, 'visualizer-embed');
  assert.deepEqual(problems, []);
});

test('playback moves, and both ways of reading events agree; measures events/s and fps', async (t) => {
  // In Node, for the engine alone.
  const engine = await loadStepperEngine();
  const rate = (stepper, take) => {
    let events = 0;
    const start = performance.now();
    while (performance.now() - start < 1000) {
      take(stepper);
      if (stepper.done) {
        events += stepper.steps;
        stepper.reset();
      }
    }
    events += stepper.steps;
    return Math.round(events / ((performance.now() - start) / 1000));
  };
  const stepper = new engine.Stepper(HARD);
  const nodeBatch = rate(stepper, (s) => s.nextBatch(4096));
  stepper.reset();
  const nodeNext = rate(stepper, (s) => {
    for (let k = 0; k < 256; k++) s.next();
  });
  stepper.free();
  // Whatever the speed, both ways of reading walk the same whole search.
  const viaBatch = new engine.Stepper(HARD);
  while (!viaBatch.done) viaBatch.nextBatch(4096);
  const viaNext = new engine.Stepper(HARD);
  while (viaNext.next() !== undefined);
  assert.equal(viaBatch.steps, viaNext.steps);
  assert.equal(viaBatch.solutions, 1);
  viaBatch.free();
  viaNext.free();
  console.log(
    `wasm Stepper in Node, hard 9x9: ${nodeBatch.toLocaleString('en-US')} events/s with nextBatch(4096), ${nodeNext.toLocaleString('en-US')} events/s with next()`,
  );

  // Frames first, on a fresh page: the benchmark below leaves garbage to collect.
  const { page, problems } = await openVisualizer(t, { puzzle: HARD });
  // The hard puzzle's search is 17,179 events; the empty grid's never ends
  // and has the full 324×729 matrix, so it is the one played at full speed.
  for (const [label, puzzle, speed] of [
    ['the hard 9x9', HARD, 60],
    ['the hard 9x9', HARD, 2000],
    ['the empty 9x9 (324x729)', EMPTY, 60],
    ['the empty 9x9 (324x729)', EMPTY, Infinity],
  ]) {
    const measured = await page.evaluate(
      async ([puzzle, speed]) => {
        const vis = window.vis;
        await vis.load({ puzzle });
        vis.speed = speed === null ? Infinity : speed;
        const frames = [];
        await new Promise((done) => {
          const start = performance.now();
          const tick = (now) => {
            frames.push(now);
            if (now - start < 3000 && vis.playing) requestAnimationFrame(tick);
            else done();
          };
          vis.play();
          requestAnimationFrame(tick);
        });
        vis.pause();
        const gaps = frames.slice(1).map((t, i) => t - frames[i]);
        const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
        return { fps: (frames.length - 1) / seconds, worst: Math.max(...gaps), steps: vis.step, seconds };
      },
      [puzzle, speed === Infinity ? null : speed],
    );
    assert.ok(measured.steps > 0, `playback of ${label} moved`);
    assert.ok(measured.fps > 0, `frames of ${label} were drawn`);
    console.log(
      `matrix-view playback of ${label} at ${speed === Infinity ? 'max' : `${speed} events/s`}: ${measured.fps.toFixed(1)} fps over ${measured.seconds.toFixed(1)} s (worst frame ${measured.worst.toFixed(1)} ms, reached step ${measured.steps.toLocaleString('en-US')})`,
    );
  }
  const browserBatch = await page.evaluate(async (hard) => {
    const { loadStepperEngine } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/load.js'));
    const engine = await loadStepperEngine();
    const stepper = new engine.Stepper(hard);
    let events = 0;
    const start = performance.now();
    while (performance.now() - start < 1000) {
      stepper.nextBatch(4096);
      if (stepper.done) {
        events += stepper.steps;
        stepper.reset();
      }
    }
    events += stepper.steps;
    stepper.free();
    return Math.round(events / ((performance.now() - start) / 1000));
  }, HARD);
  assert.ok(browserBatch > 0);
  console.log(
    `wasm Stepper in Chromium, hard 9x9: ${browserBatch.toLocaleString('en-US')} events/s with nextBatch(4096)`,
  );

  assert.deepEqual(problems, []);
});

test('the empty stack says why it is empty: before the search, or once it is over', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { problem: KNUTH });
  const empty = root.locator('.dv-stack > .dv-muted');
  assert.equal(await empty.textContent(), 'Empty: nothing chosen yet.');
  await page.evaluate(() => window.vis.jumpToEnd());
  await page.waitForFunction(() => window.vis.inspect().complete);
  assert.equal(await empty.textContent(), 'Empty: the search is over, every option tried.');
  assert.ok(await empty.isVisible());
  assert.match((await snapshot(page)).description, /\. Search complete: 1 solution\.$/);
  await page.evaluate(() => window.vis.seek(0));
  assert.equal(await empty.textContent(), 'Empty: nothing chosen yet.');
  assert.deepEqual(problems, []);
});
