// Frames per second of the visualizer with its search-tree panel during
// maximum-speed playback of the hard 9×9, in headless Chromium; playback
// loops, so the tree grows from nothing again and again. It also times the
// tree panel's own drawing per frame, and, at the end of the search, a
// drawing of the whole tree against one of only what changed. With
// --screenshot it saves the panel
// mid-search: docs/search-tree.png at 1280 wide, and
// test-results/search-tree-375.png at 375×800.
// Another puzzle can be given (the screenshots are of the hard 9×9).
//   usage: npm run build && node scripts/fps-tree.mjs [--screenshot] [PUZZLE]

/* global window, document, requestAnimationFrame */
import { join } from 'node:path';
import { ROOT, screenshot, startSite } from '../tests/e2e/harness.mjs';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const SECONDS = 5;
const PUZZLE = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? HARD;
const pageFor = (/** @type {string} */ puzzle) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>fps</title><link rel="icon" href="data:,"></head>
<body style="margin: 12px; font-family: system-ui"><div id="v"></div><script type="module">
  import { mountVisualizer } from '/www/sudoku-dlx/visualize/visualizer.js';
  window.vis = mountVisualizer(document.getElementById('v'), { puzzle: ${JSON.stringify(puzzle)} });
</script></body></html>`;

const site = await startSite();
try {
  const page = await open(site, { width: 1280, height: 900 }, PUZZLE);
  // Without the tree's drawing, then with it, in one run: the machine's load wanders.
  const without = await page.evaluate(measure, [SECONDS, false]);
  const measured = await page.evaluate(measure, [SECONDS, true]);
  console.log(
    `${PUZZLE === HARD ? 'hard 9x9' : PUZZLE} at max speed, looping, 1280x900: ${measured.fps.toFixed(1)} fps with the tree panel ` +
      `(${without.fps.toFixed(1)} fps with its drawing switched off); worst frame ${measured.worst.toFixed(1)} ms; ` +
      `the tree's drawing ${measured.treeMs.toFixed(2)} ms a frame on average, ${measured.treeWorst.toFixed(1)} ms at worst; ` +
      `${measured.loops} passes over the search`,
  );
  const redraw = await page.evaluate(redrawCost);
  console.log(
    `the whole tree (${redraw.shown} shown nodes) drawn again: ${redraw.whole.toFixed(2)} ms of script; ` +
      `a frame that draws only what changed: ${redraw.changed.toFixed(3)} ms`,
  );
  if (process.argv.includes('--screenshot')) await screenshots(site);
} finally {
  await site.close();
}

async function open(site, viewport, puzzle) {
  const { page } = await site.open('about:blank', { viewport });
  await page.route('**/__fps-tree.html', (route) => route.fulfill({ contentType: 'text/html', body: pageFor(puzzle) }));
  await page.goto(new URL('/__fps-tree.html', site.url).href);
  await page.waitForFunction(() => window.vis && window.vis.totalSteps > 0);
  return page;
}

/**
 * Runs in the page: plays for `seconds` at full speed, looping, counting
 * frames and timing the tree's render (or, without `drawTree`, skipping it).
 */
async function measure([seconds, drawTree]) {
  const vis = window.vis;
  const panel = document.querySelector('[data-panel="tree"] canvas');
  const view = panel && panel.closest('.dv-tree');
  if (!view) throw new Error('no tree panel');
  const timings = [];
  const { TreeView } = await import(/** @type {string} */ ('/www/sudoku-dlx/visualize/views/tree/tree-view.js'));
  const render = TreeView.prototype.render;
  TreeView.prototype.render = function (...args) {
    if (!drawTree) return;
    const start = performance.now();
    render.apply(this, args);
    timings.push(performance.now() - start);
  };
  vis.loop = true;
  vis.speed = Infinity;
  let loops = 0;
  let last = 0;
  const frames = [];
  await new Promise((done) => {
    const start = performance.now();
    const tick = (now) => {
      frames.push(now);
      if (vis.step < last) loops += 1;
      last = vis.step;
      if (now - start < seconds * 1000) requestAnimationFrame(tick);
      else done();
    };
    vis.play();
    requestAnimationFrame(tick);
  });
  vis.pause();
  TreeView.prototype.render = render;
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  return {
    fps: (frames.length - 1) / ((frames[frames.length - 1] - frames[0]) / 1000),
    seconds: (frames[frames.length - 1] - frames[0]) / 1000,
    worst: Math.max(...gaps),
    treeMs: timings.reduce((a, b) => a + b, 0) / Math.max(1, timings.length),
    treeWorst: Math.max(0, ...timings),
    loops,
  };
}

/** Runs in the page: the script time of drawing the whole tree at the end of the search, and of a frame with nothing new. */
async function redrawCost() {
  const { TreeView } = await import(/** @type {string} */ ('/www/sudoku-dlx/visualize/views/tree/tree-view.js'));
  const render = TreeView.prototype.render;
  /** @type {any} */
  let view = null;
  /** @type {any[]} */
  let args = [];
  TreeView.prototype.render = function (...given) {
    view = this;
    args = given;
    render.apply(this, given);
  };
  await window.vis.jumpToEnd();
  window.vis.stepBack();
  TreeView.prototype.render = render;
  const time = (/** @type {() => void} */ draw) => {
    const start = performance.now();
    for (let k = 0; k < 100; k++) draw();
    return (performance.now() - start) / 100;
  };
  const width = view.base.clientWidth;
  return {
    shown: view.tree.shownCount,
    whole: time(() => {
      view.layout(width);
      view.render(...args);
    }),
    changed: time(() => view.render(...args)),
  };
}

/** The tree mid-search at 1280 wide (into docs/) and at 375×800 (into test-results/). */
async function screenshots(site) {
  const docs = await midSearch(site, { width: 1280, height: 900 });
  await docs.screenshot({ path: join(ROOT, 'docs/search-tree.png') });
  await screenshot(await midSearch(site, { width: 375, height: 800 }), 'search-tree-375');
}

/** The tree panel at step 9,000 of the hard 9×9 in a page of `viewport`. */
async function midSearch(site, viewport) {
  const page = await open(site, viewport, HARD);
  await page.evaluate(() => window.vis.seek(9000));
  await page.waitForFunction(() => window.vis.step === 9000);
  const panel = page.locator('[data-panel="tree"]');
  await panel.scrollIntoViewIfNeeded();
  return panel;
}
