// The dancing-links visualizer in headless Chromium: exact stepping back and
// forth, seeking, playback, scrubbing, the custom-problem form, keyboard
// control and the embed page; screenshots of each view go to test-results/.
// It also measures (and prints, without asserting) how many events a second
// the wasm Stepper produces and how many frames a second playback draws.
// Run with `npm run build && node --test tests/e2e/visualizer.test.mjs`.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { RESULTS, contrast, screenshot, startSite } from './harness.mjs';

const KNUTH = 'a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g';
// Knuth's example as a 0/1 matrix: the same six options over seven items.
const KNUTH_MATRIX = '0010100\n1001001\n0110010\n1001010\n0100001\n0001101';
const SMALL = '..4....32......1';
const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const EMPTY = '.'.repeat(81);

// A page with room for two independent visualizers, served by the test
// itself so that no test page has to live in the site.
const SCRATCH = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>visualizer test</title><link rel="icon" href="data:,"></head>
<body style="margin: 12px; font-family: system-ui">
<div id="v1"></div>
<div id="v2" style="margin-top: 16px"></div>
<script type="module">
  import { mountVisualizer } from '/www/sudoku-dlx/visualize/visualizer.js';
  window.events = [];
  for (const id of ['v1', 'v2']) {
    for (const type of ['step', 'solution', 'error']) {
      document.getElementById(id).addEventListener(type, (e) => window.events.push({ id, type, detail: e.detail }));
    }
  }
  window.mountVisualizer = mountVisualizer;
</script></body></html>`;

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** Mounts a visualizer for `source` in #v1 of a fresh page; `window.vis` is its controller. */
async function openVisualizer(t, source, options) {
  const { page, context, problems } = await site.openScratch(SCRATCH, options);
  t.after(() => context.close());
  await page.waitForFunction(() => window.mountVisualizer);
  await mount(page, 'v1', source, 'vis');
  return { page, problems, root: page.locator('#v1 .dlx-vis') };
}

async function mount(page, id, source, name) {
  await page.evaluate(
    async ([id, source, name]) => {
      const visualizer = window.mountVisualizer(document.getElementById(id), source);
      /** @type {any} */ (window)[name] = visualizer;
      await visualizer.ready;
    },
    [id, source, name],
  );
}

/** What a person sees, plus the state digest the visualizer exposes for tests. */
function snapshot(page, id = 'v1') {
  return page.evaluate((id) => {
    const root = /** @type {HTMLElement} */ (document.querySelector(`#${id} .dlx-vis`));
    /** @type {Record<string, string>} */
    const counters = {};
    for (const dd of root.querySelectorAll('[data-counter]')) {
      counters[/** @type {HTMLElement} */ (dd).dataset.counter] = dd.textContent;
    }
    // The step counter also shows how many steps are known, which grows.
    delete counters.step;
    return {
      step: Number(root.dataset.step),
      digest: root.dataset.digest,
      counters,
      grid: /** @type {HTMLElement | null} */ (root.querySelector('.dv-grid canvas'))?.dataset.grid ?? null,
      description: root.querySelector('.dv-describe').textContent,
      stack: /** @type {HTMLElement} */ (root.querySelector('.dv-stack-list')).innerText,
    };
  }, id);
}

function inspect(page, name = 'vis') {
  return page.evaluate((name) => /** @type {any} */ (window)[name].inspect(), name);
}

async function shoot(locator, name) {
  await locator.screenshot({ path: join(RESULTS, `${name}.png`) });
}

test('stepping forward N and back N returns exactly to the start', async (t) => {
  for (const [label, source, n] of [
    ['Knuth', { problem: KNUTH }, 40],
    ['4x4', { puzzle: SMALL }, 133],
    ['hard 9x9', { puzzle: HARD }, 1500],
  ]) {
    const { page, problems } = await openVisualizer(t, source);
    const start = await snapshot(page);
    assert.equal(start.step, 0);
    const middle = await page.evaluate((n) => {
      for (let k = 0; k < n; k++) window.vis.stepForward();
      return window.vis.step;
    }, n);
    assert.equal(middle, n, `${label}: ${n} steps forward`);
    const there = await snapshot(page);
    assert.notEqual(there.digest, start.digest, `${label}: the state changed on the way`);
    await page.evaluate((n) => {
      for (let k = 0; k < n; k++) window.vis.stepBack();
    }, n);
    assert.deepEqual(await snapshot(page), start, `${label}: back at the start`);
    assert.deepEqual(problems, []);
  }
});

test('every step of the view agrees with the engine, links included', async (t) => {
  for (const source of [{ problem: KNUTH }, { puzzle: SMALL }]) {
    const { page, problems } = await openVisualizer(t, source);
    const mismatches = await page.evaluate(async (source) => {
      const { loadStepperEngine } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/load.js'));
      const engine = await loadStepperEngine();
      const vis = window.vis;
      await vis.jumpToEnd();
      const total = vis.totalSteps;
      const bad = [];
      for (let k = 0; k <= total; k++) {
        const stepper = source.puzzle
          ? new engine.Stepper(source.puzzle)
          : engine.Stepper.fromExactCover(source.problem);
        if (k > 0) stepper.nextBatch(k);
        await vis.seek(k);
        const view = vis.inspect();
        const links = stepper.links();
        const linksAgree = view.links.up.every(
          (up, n) => links[3 * n] === up && links[3 * n + 1] === view.links.down[n],
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
      return { bad, total };
    }, source);
    assert.ok(mismatches.total > 0);
    assert.deepEqual(mismatches.bad, [], `steps where the view and the engine differ (of ${mismatches.total})`);
    assert.deepEqual(problems, []);
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

test('a custom exact-cover problem loads, solves, and reports errors inline', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { puzzle: SMALL });
  const form = root.locator('.dv-custom');
  await form.locator('summary').click();
  const textarea = form.getByRole('textbox');
  const load = form.getByRole('button', { name: 'Load' });

  for (const text of [KNUTH, KNUTH_MATRIX]) {
    await textarea.fill(text);
    await load.click();
    await page.waitForFunction(() => window.vis.inspect()?.itemCount === 7);
    await page.evaluate(() => window.vis.solve());
    const solved = await inspect(page);
    // Options {c e}, {a d f} and {b g}: rows 1, 4 and 5 of the matrix.
    const expected = text === KNUTH ? ['a d f', 'b g', 'c e'] : ['row 1', 'row 4', 'row 5'];
    assert.deepEqual([...solved.partialNames].sort(), expected);
    assert.match(solved.description, /^Solution 1 found: /);
    assert.equal(await form.locator('[role="alert"]').textContent(), '');
  }
  await shoot(root.locator('.dv-links-section'), 'visualizer-links-knuth-matrix-solved');

  await textarea.fill('a b c\na b\nc x');
  await load.click();
  const alert = form.getByRole('alert');
  await page.waitForFunction(() => window.events.some((e) => e.type === 'error'));
  assert.match(await alert.textContent(), /line 3/);
  assert.match(await alert.textContent(), /"x"/);
  assert.equal((await inspect(page)).itemCount, 7, 'the previous problem stays loaded');
  await screenshot(page, 'visualizer-custom-error');

  // A bad puzzle through the API: an error event and an alert at the top.
  assert.equal(await page.evaluate(() => window.vis.load({ puzzle: '12345' })), false);
  const error = await page.evaluate(() => window.events.filter((e) => e.type === 'error').at(-1).detail.message);
  assert.ok(error.length > 0);
  assert.equal(await root.locator(':scope > [role="alert"]').textContent(), error);
  assert.deepEqual(problems, []);
});

test('the keyboard plays, pauses and steps', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { problem: KNUTH });
  await root.focus();
  for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowRight');
  assert.equal((await snapshot(page)).step, 3);
  await page.keyboard.press('Shift+ArrowRight');
  assert.equal((await snapshot(page)).step, 13);
  await page.keyboard.press('ArrowLeft');
  assert.equal((await snapshot(page)).step, 12);
  await page.keyboard.press('Shift+ArrowLeft');
  assert.equal((await snapshot(page)).step, 2);
  await page.keyboard.press('Home');
  assert.equal((await snapshot(page)).step, 0);

  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), true);
  assert.equal(await root.getAttribute('data-playing'), 'true');
  await page.waitForFunction(() => window.vis.step > 0);
  // A step key pauses playback.
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => window.vis.playing), false);
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), true);
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), false);

  // Space on a focused button presses that button; on Play, that plays.
  const forward = root.getByRole('button', { name: 'Step forward' });
  await forward.focus();
  const before = (await snapshot(page)).step;
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), false);
  assert.equal((await snapshot(page)).step, before + 1);
  await root.getByRole('button', { name: 'Play' }).focus();
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), true);
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), false);
  await page.keyboard.press('End');
  await page.waitForFunction(() => window.vis.step === window.vis.totalSteps && window.vis.complete);

  // Every move was told with a step event carrying the engine's event.
  const told = await page.evaluate(() => window.events.filter((e) => e.type === 'step').at(-1).detail);
  assert.equal(told.step, 40);
  assert.deepEqual(Object.keys(told.event), ['kind', 'algorithmStep', 'item', 'options']);
  assert.equal(told.event.kind, 'uncover');
  assert.equal(told.event.algorithmStep, 7, "the last event is Knuth's X7: uncover the first item chosen");

  // destroy() takes everything away, listeners and frames included.
  await page.evaluate(() => window.vis.destroy());
  assert.equal(await page.evaluate(() => document.getElementById('v1').childElementCount), 0);
  assert.deepEqual(problems, []);
});

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
  const { page, context, problems } = await site.open('/www/demo/embed-example.html', {
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

test('a toolbar button that can no longer act keeps focus, so the keys still work', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { problem: KNUTH });
  const end = root.getByRole('button', { name: 'Jump to the end of the search' });
  await end.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.vis.complete && window.vis.step === window.vis.totalSteps);
  const total = (await snapshot(page)).step;
  assert.equal(await end.evaluate((button) => button === document.activeElement), true, 'focus stays on the button');
  assert.equal(await end.getAttribute('aria-disabled'), 'true', 'which says it cannot act');
  await page.keyboard.press('Enter');
  assert.equal((await snapshot(page)).step, total, 'pressed again, it does nothing');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await snapshot(page)).step, total - 1);
  assert.equal(await end.getAttribute('aria-disabled'), null);
  assert.deepEqual(problems, []);
});

test('Space opens the custom-problem form from its summary, without playing', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { problem: KNUTH });
  const form = root.locator('.dv-custom');
  await form.locator('summary').focus();
  await page.keyboard.press('Space');
  assert.equal(await form.evaluate((details) => details.open), true);
  assert.equal(await page.evaluate(() => window.vis.playing), false);
  assert.equal((await snapshot(page)).step, 0);
  // Space with the visualizer itself focused still plays.
  await root.focus();
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.vis.playing), true);
  assert.deepEqual(problems, []);
});

test('choosing Custom in the picker loads the problem in the form', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { puzzle: SMALL });
  const picker = root.locator('.dv-preset');
  const form = root.locator('.dv-custom');
  const textarea = form.locator('textarea');
  assert.equal(await picker.inputValue(), 'sudoku4');
  // Typed earlier, with the form since closed.
  await textarea.evaluate((element, text) => (element.value = text), KNUTH_MATRIX);
  await picker.selectOption('custom');
  await page.waitForFunction(() => window.vis.inspect()?.itemCount === 7, null, { timeout: 5000 });
  assert.equal(await form.evaluate((details) => details.open), true);
  assert.equal(await picker.inputValue(), 'custom');
  await page.evaluate(() => window.vis.solve());
  assert.deepEqual([...(await inspect(page)).partialNames].sort(), ['row 1', 'row 4', 'row 5']);

  // A form that does not parse leaves the picker naming what is shown.
  await picker.selectOption('sudoku4');
  await page.waitForFunction(() => window.vis.inspect()?.itemCount === 48);
  await textarea.fill('a b\nc');
  await picker.selectOption('custom');
  await form.getByRole('alert').filter({ hasText: /\S/ }).waitFor();
  assert.equal(await picker.inputValue(), 'sudoku4');
  assert.equal((await inspect(page)).itemCount, 48);
  assert.deepEqual(problems, []);
});

test('accessible names and states: Play says what it does, Speed keeps its name', async (t) => {
  const { page, problems, root } = await openVisualizer(t, { problem: KNUTH });
  await page.keyboard.press('Tab');
  const ring = await root.evaluate((element) => [
    element.matches(':focus-visible'),
    getComputedStyle(element).boxShadow,
  ]);
  assert.equal(ring[0], true, 'the visualizer takes keyboard focus first');
  assert.ok(contrast(ring[1], 'rgb(255, 255, 255)') >= 3, `the focus ring ${ring[1]} stands out 3:1`);
  const play = root.getByRole('button', { name: 'Play', exact: true });
  assert.equal(await play.getAttribute('aria-pressed'), null, 'the label changes, so no pressed state as well');
  await play.click();
  const pause = root.getByRole('button', { name: 'Pause', exact: true });
  assert.equal(await pause.getAttribute('aria-pressed'), null);
  await pause.click();
  const speed = root.getByRole('slider', { name: 'Speed', exact: true });
  await speed.fill('9');
  assert.equal(await speed.count(), 1, 'the shown speed is not part of the name');
  assert.equal(await speed.getAttribute('aria-valuetext'), '10,000 / s');
  // No live region is rewritten by playback: the outputs are plain text.
  assert.equal(await root.locator('output').count(), 0);
  assert.deepEqual(problems, []);
});
