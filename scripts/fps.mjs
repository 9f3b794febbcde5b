// Frames a second of the visualizer while it plays the hard 9×9 at maximum
// speed (looping, so it never stops), in headless Chromium: every
// requestAnimationFrame is counted, and so is every frame that drew a new
// step; Chromium's own counters (over CDP) give the main thread's and the
// scripts' time per frame. At maximum speed the controller spends a fixed
// budget of each frame reading and applying events; at 60 events a second
// that work is one event, so the script time is nearly all drawing. Both
// matrix modes are measured, each speed on a fresh page. Then the matrix's
// drawing alone: each mode's render timed in the page over every 40th step
// of the search, best of six rounds, at device pixel ratios 1 and 2.
//
//   npm run build && node scripts/fps.mjs [SECONDS]   (default 5)

/* global window, document, requestAnimationFrame */
import { startSite } from '../tests/e2e/harness.mjs';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>fps</title>
<link rel="icon" href="data:,"></head><body style="margin: 12px"><div id="v"></div>
<script type="module">
  import { mountVisualizer } from '/www/sudoku-dlx/visualize/visualizer.js';
  window.mountVisualizer = mountVisualizer;
</script></body></html>`;

const seconds = Number(process.argv[2] ?? 5);
const site = await startSite();
try {
  for (const speed of [Infinity, 60]) {
    for (const mode of /** @type {const} */ (['compact', 'full'])) console.log(await measure(mode, speed));
  }
  for (const ratio of [1, 2]) console.log(await drawing(ratio));
} finally {
  await site.close();
}

/**
 * @param {'compact' | 'full'} mode
 * @param {number} speed events a second
 */
async function measure(mode, speed) {
  const { page, context } = await site.open('about:blank', { viewport: { width: 1280, height: 900 } });
  await page.route('**/__fps.html', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto(new URL('/__fps.html', site.url).href);
  await page.waitForFunction(() => window.mountVisualizer);
  await page.evaluate(async ([puzzle, mode]) => {
    sessionStorage.setItem('sudoku-dlx:matrix-mode', mode);
    window.vis = window.mountVisualizer(document.getElementById('v'), { puzzle });
    await window.vis.ready;
    // Every event read before timing starts, so the frames measure drawing, not reading.
    await window.vis.jumpToEnd();
    await window.vis.seek(0);
  }, /** @type {[string, string]} */ ([HARD, mode]));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await metrics(cdp);
  const frames = await page.evaluate(
    ([seconds, speed]) =>
      new Promise((done) => {
        const vis = window.vis;
        const root = /** @type {HTMLElement} */ (document.querySelector('.dlx-vis'));
        vis.speed = speed ?? Infinity;
        vis.loop = true;
        let count = 0;
        let drawn = 0;
        let worst = 0;
        let shown = root.dataset.step;
        let first = 0;
        let last = 0;
        const tick = (/** @type {number} */ now) => {
          if (first) {
            count += 1;
            worst = Math.max(worst, now - last);
            if (root.dataset.step !== shown) drawn += 1;
          } else {
            first = now;
          }
          last = now;
          shown = root.dataset.step;
          if (now - first < seconds * 1000) requestAnimationFrame(tick);
          else done({ count, drawn, worst, elapsed: (now - first) / 1000 });
        };
        vis.play();
        requestAnimationFrame(tick);
      }),
    /** @type {[number, number | null]} */ ([seconds, speed === Infinity ? null : speed]),
  );
  const after = await metrics(cdp);
  await page.evaluate(() => window.vis.pause());
  await context.close();
  const { count, drawn, worst, elapsed } =
    /** @type {{ count: number, drawn: number, worst: number, elapsed: number }} */ (frames);
  const perFrame = (/** @type {string} */ metric) => (((after[metric] - before[metric]) * 1000) / count).toFixed(2);
  return (
    `${mode} matrix, hard 9×9 at ${speed === Infinity ? 'maximum speed' : `${speed} events/s`} (looping), ${elapsed.toFixed(1)} s: ` +
    `${(count / elapsed).toFixed(1)} frames/s, ${(drawn / elapsed).toFixed(1)} of them drew a new step; ` +
    `worst frame ${worst.toFixed(1)} ms; main thread per frame ${perFrame('TaskDuration')} ms ` +
    `(script ${perFrame('ScriptDuration')}, style ${perFrame('RecalcStyleDuration')}, layout ${perFrame('LayoutDuration')} ms)`
  );
}

/** @param {import('playwright-core').CDPSession} cdp */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/**
 * Milliseconds a frame of each matrix mode takes to draw, at device pixel ratio `ratio`.
 * @param {number} ratio
 */
async function drawing(ratio) {
  const { page, context } = await site.open('about:blank', {
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: ratio,
  });
  await page.route('**/__draw.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><div id="v" style="width: 880px"></div>' }),
  );
  await page.goto(new URL('/__draw.html', site.url).href);
  const best = await page.evaluate(async (puzzle) => {
    const load = (/** @type {string} */ path) => import(path);
    const { loadStepperEngine } = await load('/www/sudoku-dlx/engine/load.js');
    const { openProblem } = await load('/www/sudoku-dlx/visualize/model/problem.js');
    const { EventLog } = await load('/www/sudoku-dlx/visualize/model/event-log.js');
    const { Timeline } = await load('/www/sudoku-dlx/visualize/model/timeline.js');
    const { CompactMatrix } = await load('/www/sudoku-dlx/visualize/views/matrix/compact-matrix.js');
    const { FullMatrix } = await load('/www/sudoku-dlx/visualize/views/matrix/full-matrix.js');
    const problem = openProblem(await loadStepperEngine(), { puzzle });
    const log = new EventLog(problem.stepper, 2_000_000);
    const timeline = new Timeline(problem, log, { withLinks: false });
    while (!log.complete) log.pull();
    // Each sampled step's state read from the replay beforehand, so that the
    // timing is the drawing alone.
    const fields = ['covered', 'hiddenBy', 'lengths', 'levelItem', 'levelLength', 'levelTried', 'levelOption'];
    const counters = ['depth', 'partialLength', 'nodes', 'updates', 'solutions', 'coveredCount', 'hiddenCount'];
    const sample = [];
    for (let step = 40; step <= log.length; step += 40) {
      timeline.moveToward(step);
      const { state } = timeline;
      const frozen = Object.fromEntries([...fields, ...counters].map((key) => [key, state[key]]));
      const partial = state.partial();
      const grid = state.grid();
      sample.push([step, { ...frozen, partial: () => partial, grid: () => grid }]);
    }
    const none = { items: [], options: [], cells: [] };
    /** @type {Record<string, number>} */
    const times = {};
    for (let round = 0; round < 6; round++) {
      for (const mode of ['compact', 'full']) {
        const view =
          mode === 'compact' ? new CompactMatrix(document, problem, () => {}) : new FullMatrix(document, problem);
        document.getElementById('v').replaceChildren(view.element);
        view.layout(880);
        const start = performance.now();
        for (const [step, state] of sample) view.render(state, log, step, none);
        // Reading a pixel waits for the canvas to finish drawing.
        view.canvas.getContext('2d').getImageData(0, 0, 1, 1);
        times[mode] = Math.min(times[mode] ?? Infinity, (performance.now() - start) / sample.length);
      }
    }
    return { ...times, steps: sample.length };
  }, HARD);
  await context.close();
  return (
    `drawing alone at device pixel ratio ${ratio}, over ${best.steps} steps (best of 6): ` +
    `compact ${best.compact.toFixed(2)} ms, full ${best.full.toFixed(2)} ms a frame`
  );
}
