// The search-tree panel in headless Chromium: its node count equals the
// engine's node counter at every step checked, forward, back and during
// playback, on Knuth's example and the hard 9×9; a click on a node seeks to
// its step; and Knuth's estimate is shown, then compared with the real
// count once the search ends. In Node, the binding's estimate is checked
// against the real count. Run after `npm run build`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { screenshot } from './harness.mjs';
import { HARD, KNUTH, visualizerSite } from './visualizer-page.mjs';

const { openVisualizer } = visualizerSite();

/** A page at 1280×900 with the visualizer of `source` as `window.vis`. */
function openTree(t, source) {
  return openVisualizer(t, source, { viewport: { width: 1280, height: 900 } });
}

/** The engine's node counter after each number of steps in `steps` (ascending), from a fresh Stepper. */
async function engineNodes(page, source, steps) {
  return page.evaluate(
    async ([source, steps]) => {
      const { loadStepperEngine } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/load.js'));
      const engine = await loadStepperEngine();
      const stepper = source.puzzle ? new engine.Stepper(source.puzzle) : engine.Stepper.fromExactCover(source.problem);
      const nodes = [];
      for (const step of steps) {
        while (stepper.steps < step && stepper.next() !== undefined);
        nodes.push(stepper.nodes);
      }
      const total = stepper.steps;
      while (stepper.next() !== undefined);
      const result = { nodes, total, final: stepper.nodes };
      stepper.free();
      return result;
    },
    [source, steps],
  );
}

/** The panel's node count after seeking to each step of `steps`, in the order given. */
async function panelNodes(page, steps) {
  return page.evaluate(async (steps) => {
    const panel = /** @type {HTMLElement} */ (document.querySelector('.dv-tree'));
    const counts = [];
    for (const step of steps) {
      await window.vis.seek(step);
      counts.push(Number(panel.dataset.nodes));
    }
    return counts;
  }, steps);
}

for (const [label, source] of [
  ["Knuth's example", { problem: KNUTH }],
  ['the hard 9x9', { puzzle: HARD }],
]) {
  test(`the tree's node count is the engine's at each step, forward and back: ${label}`, async (t) => {
    const { page, problems } = await openTree(t, source);
    const { total } = await engineNodes(page, source, []);
    const forward = [];
    const stride = Math.max(1, Math.floor(total / 400));
    for (let step = 0; step <= total; step += stride) forward.push(step);
    forward.push(total);
    const expected = (await engineNodes(page, source, forward)).nodes;
    assert.deepEqual(await panelNodes(page, forward), expected, 'seeking forward');
    const backward = [...forward].reverse();
    assert.deepEqual(await panelNodes(page, backward), [...expected].reverse(), 'seeking back');
    // Single steps back from the end, through the last solution and dead ends.
    const singles = await page.evaluate(
      async (n) => {
        const panel = /** @type {HTMLElement} */ (document.querySelector('.dv-tree'));
        const seen = [];
        for (let k = 0; k < n; k++) {
          window.vis.stepBack();
          seen.push([window.vis.step, Number(panel.dataset.nodes)]);
        }
        return seen;
      },
      Math.min(total, 60),
    );
    const want = (await engineNodes(page, source, singles.map(([step]) => step).reverse())).nodes.reverse();
    assert.deepEqual(
      singles.map(([, nodes]) => nodes),
      want,
    );
    assert.deepEqual(problems, []);
  });
}

test('during playback the tree grows with the engine, and a click on a node seeks to its step', async (t) => {
  const { page, problems } = await openTree(t, { puzzle: HARD });
  const played = await page.evaluate(async () => {
    const vis = window.vis;
    vis.speed = 3000;
    vis.play();
    await new Promise((done) => setTimeout(done, 700));
    vis.pause();
    return {
      step: vis.step,
      nodes: Number(/** @type {HTMLElement} */ (document.querySelector('.dv-tree')).dataset.nodes),
    };
  });
  assert.ok(played.step > 0, 'playback moved');
  assert.equal(played.nodes, (await engineNodes(page, { puzzle: HARD }, [played.step])).nodes[0]);

  // The solution's node, placed as the panel places it, from a tree built apart.
  const point = await page.evaluate(async (hard) => {
    const { loadStepperEngine } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/load.js'));
    const { EventLog } = await import(/** @type {string} */ ('/www/sudoku-dlx/visualize/model/event-log.js'));
    const { SearchTree, NodeKind } = await import(
      /** @type {string} */ ('/www/sudoku-dlx/visualize/model/search-tree.js')
    );
    const { geometryFor, place } = await import(
      /** @type {string} */ ('/www/sudoku-dlx/visualize/views/tree/tree-drawing.js')
    );
    const engine = await loadStepperEngine();
    await window.vis.jumpToEnd();
    const log = new EventLog(new engine.Stepper(hard), 1e6);
    while (!log.complete) log.pull();
    const tree = new SearchTree();
    tree.update(log);
    let solution = -1;
    for (let s = 0; s < tree.shownCount; s++) if (tree.shownKind(s) === NodeKind.Solution) solution = s;
    const canvas = document.querySelector('.dv-tree canvas + canvas');
    const box = canvas.getBoundingClientRect();
    const last = tree.shownCount - 1;
    const geometry = geometryFor(box.width, box.height, tree.columnsSoFar[last], tree.deepestSoFar[last] + 1);
    const { x, y } = place(geometry, tree.column[solution], tree.depth[solution]);
    return { x, y, step: tree.stepOf(tree.first[solution]), solutionStep: log.solutionSteps[0] };
  }, HARD);
  assert.equal(point.step, point.solutionStep, "the solution's node is entered at the solution's step");
  const canvas = page.locator('.dv-tree canvas + canvas');
  await canvas.hover({ position: { x: point.x, y: point.y } });
  assert.match(await page.locator('.dv-tree-info').textContent(), /^Solution 1, step /);
  await canvas.click({ position: { x: point.x, y: point.y } });
  await page.waitForFunction((step) => window.vis.step === step, point.step);
  assert.match(await page.locator('.dv-describe').textContent(), /olution/);
  await screenshot(page.locator('[data-panel="tree"]'), 'tree-panel-clicked');
  assert.deepEqual(problems, []);
});

test('seeking back from the tree keeps the tree explored so far drawn, what comes later faded', async (t) => {
  const { page, problems } = await openTree(t, { problem: KNUTH });
  await page.evaluate(() => window.vis.seek(24));
  const panel = page.locator('.dv-tree');
  const before = await panel.evaluate((element) => ({ .../** @type {HTMLElement} */ (element).dataset }));
  assert.ok(Number(before.shown) >= 3, `${before.shown} nodes shown at step 24`);
  // The keys the reader pressed: up to the parent, left to the root, Enter.
  const overlay = page.locator('.dv-tree canvas + canvas');
  await overlay.focus();
  for (const key of ['ArrowUp', 'ArrowLeft', 'Enter']) await overlay.press(key);
  await page.waitForFunction(() => window.vis.step === 1);
  const after = await panel.evaluate((element) => ({ .../** @type {HTMLElement} */ (element).dataset }));
  assert.equal(after.shown, '1', 'at step 1 the search has entered the root');
  assert.equal(after.explored, before.shown, 'the nodes explored by step 24 are still there');
  assert.match(await page.locator('.dv-tree-caption').textContent(), /Faded: the \d+ nodes entered after this step\./);
  // Every explored node is drawn on the base canvas, the later ones faded.
  const alphas = await page.evaluate(async (count) => {
    const { SearchTree } = await import(/** @type {string} */ ('/www/sudoku-dlx/visualize/model/search-tree.js'));
    const { geometryFor, place } = await import(
      /** @type {string} */ ('/www/sudoku-dlx/visualize/views/tree/tree-drawing.js')
    );
    const { EventLog } = await import(/** @type {string} */ ('/www/sudoku-dlx/visualize/model/event-log.js'));
    const { loadStepperEngine } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/load.js'));
    const engine = await loadStepperEngine();
    const log = new EventLog(engine.Stepper.fromExactCover('a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g'), 1e6);
    while (!log.complete) log.pull();
    const tree = new SearchTree();
    tree.update(log);
    const base = /** @type {HTMLCanvasElement} */ (document.querySelector('.dv-tree canvas'));
    const box = base.getBoundingClientRect();
    const ratio = base.width / box.width;
    // Knuth's tree is read whole before the panel draws: it is drawn at the whole tree's scale.
    const geometry = geometryFor(box.width, box.height, tree.columns, tree.maxDepth + 1, true);
    const image = /** @type {CanvasRenderingContext2D} */ (base.getContext('2d')).getImageData(
      0,
      0,
      base.width,
      base.height,
    );
    return Array.from({ length: count }, (_, s) => {
      const { x, y } = place(geometry, tree.column[s], tree.depth[s]);
      const r = Math.round(3 * ratio);
      let most = 0;
      for (let py = Math.round(y * ratio) - r; py <= Math.round(y * ratio) + r; py++) {
        for (let px = Math.round(x * ratio) - r; px <= Math.round(x * ratio) + r; px++) {
          most = Math.max(most, image.data[4 * (py * base.width + px) + 3]);
        }
      }
      return most;
    });
  }, Number(before.shown));
  const later = alphas.slice(1);
  assert.ok(later.length >= 2 && later.every((alpha) => alpha > 20 && alpha < 140), `faded nodes: ${alphas}`);
  await screenshot(page.locator('[data-panel="tree"]'), 'tree-panel-seeked-back');
  assert.deepEqual(problems, []);
});

test("Knuth's estimate is shown, and compared with the real count once the whole search is read", async (t) => {
  const { page, problems } = await openTree(t, { puzzle: HARD });
  const line = page.locator('.dv-tree-estimate');
  const estimate = /^Knuth's estimate from 1,000 random probes: ≈ [\d,]+ nodes \(standard error ± \d+%\); /;
  assert.match(await line.textContent(), estimate);
  // The visualizer reads the rest of the search right after a load, so the
  // real count follows at once, before playback reaches the end.
  const { final } = await engineNodes(page, { puzzle: HARD }, []);
  const whole = new RegExp(`the whole tree has ${final.toLocaleString('en-US')}\\.$`);
  await page.waitForFunction(
    ([pattern]) => new RegExp(pattern).test(document.querySelector('.dv-tree-estimate')?.textContent ?? ''),
    [whole.source],
  );
  assert.match(await line.textContent(), estimate);
  await page.evaluate(() => window.vis.jumpToEnd());
  assert.match(await line.textContent(), whole);
  assert.deepEqual(problems, []);
});

test('the binding estimates the tree within the README factor, the same for the same seed', async () => {
  const engine = await loadStepperEngine();
  const stepper = new engine.Stepper(HARD);
  while (!stepper.done) stepper.nextBatch(4096);
  const real = stepper.nodes;
  stepper.free();
  const estimate = engine.estimateTree(HARD, 1000, 1);
  assert.equal(estimate.probes, 1000);
  assert.ok(estimate.nodes / real < 1.5 && real / estimate.nodes < 1.5, `${estimate.nodes} against ${real}`);
  assert.ok(estimate.standardError > 0);
  assert.deepEqual(engine.estimateTree(HARD, 1000, 1), estimate);
  assert.notDeepEqual(engine.estimateTree(HARD, 1000, 2), estimate);
  // Knuth's example: the probes' mean of a tree of a few nodes.
  const knuth = engine.estimateExactCover(KNUTH, 1000, 1);
  assert.ok(knuth.nodes > 1 && knuth.nodes < 20, `${knuth.nodes}`);
  assert.throws(() => engine.estimateTree('1234', 10, 1), /cells|length|81|16/);
  assert.throws(() => engine.estimateExactCover('a b\nc', 10, 1), /line 2/);
});

test('a tree too dense to read whole shows a close-up that follows the search, and a click there seeks', async (t) => {
  const { page, problems } = await openTree(t, { problem: 'pentominoes 3x20' });
  const tree = page.locator('.dv-tree');
  /** Where the followed node is, the canvas's width, the mode shown and the caption. */
  const now = () =>
    tree.evaluate((element) => {
      const [x, y] = (element.dataset.focus ?? 'NaN,NaN').split(',').map(Number);
      const canvas = /** @type {HTMLElement} */ (element.querySelector('.dv-tree-frame canvas + canvas'));
      return {
        x,
        y,
        width: canvas.clientWidth,
        height: canvas.clientHeight,
        closeUp: element.dataset.closeUp,
        caption: element.querySelector('.dv-tree-caption')?.textContent ?? '',
      };
    });
  await page.evaluate(() => window.vis.seek(40));
  assert.equal((await now()).closeUp, 'false', 'a young tree shows whole');
  for (const step of [20_000, 60_000, 150_000, 120_000, 250_000]) {
    await page.evaluate((step) => window.vis.seek(step), step);
    const { x, y, width, height, closeUp, caption } = await now();
    assert.equal(closeUp, 'true', `step ${step}: the close-up shows`);
    assert.match(caption, /too many to read at once: a close-up follows the current node/);
    assert.ok(
      x >= 16 && x <= width - 16 && y > 0 && y < height,
      `step ${step}: the current node at ${x},${y} is in sight`,
    );
  }
  // Step by step, the node moves across the window, which jumps only near an edge.
  const seen = new Set();
  for (let step = 250_000; step <= 250_600; step += 20) {
    await page.evaluate((step) => window.vis.seek(step), step);
    const { x, width } = await now();
    assert.ok(x >= 16 && x <= width - 16, `step ${step}: the current node at ${x} is in sight`);
    seen.add(Math.round(x));
  }
  assert.ok(seen.size > 3, `the current node moved within the window (${[...seen]})`);
  // A click on a node of the close-up goes to the step hovering names.
  await page.evaluate(() => window.vis.seek(260_000));
  const { x, y } = await now();
  const overlay = page.locator('.dv-tree-frame canvas + canvas');
  await overlay.hover({ position: { x: x - 16, y } });
  await overlay.hover({ position: { x, y } });
  const said = (await page.locator('.dv-tree-info').textContent()) ?? '';
  const target = Number(/step ([\d,]+)\. Click to go there\.$/.exec(said)?.[1].replace(/,/g, ''));
  assert.ok(target > 200_000 && target < 260_000, `hovering names the current node's step (${said})`);
  await overlay.click({ position: { x, y } });
  await page.waitForFunction((target) => window.vis.step === target, target);
  // The whole tree, capped, on demand; and back.
  await page.getByRole('button', { name: 'Whole tree' }).click();
  assert.equal((await now()).closeUp, 'false');
  assert.doesNotMatch((await now()).caption, /close-up/);
  await page.getByRole('button', { name: 'Close-up' }).click();
  assert.equal((await now()).closeUp, 'true');
  await screenshot(tree, 'tree-close-up');
  assert.deepEqual(problems, []);
});

test('a small tree read whole gets a panel of its own height, which playback never changes; a long search keeps the panel’s', async (t) => {
  const { page, problems } = await openTree(t, { problem: KNUTH });
  const tree = page.locator('.dv-tree');
  const height = () =>
    tree
      .locator('.dv-tree-frame canvas')
      .first()
      .evaluate((canvas) => canvas.clientHeight);
  const { total } = await engineNodes(page, { problem: KNUTH }, []);
  const heights = new Set();
  for (const step of [0, 10, 25, total, 5]) {
    await page.evaluate((step) => window.vis.seek(step), step);
    heights.add(await height());
  }
  assert.equal(heights.size, 1, `one height at every step: ${[...heights]}`);
  await page.evaluate((step) => window.vis.seek(step), total);
  // The lowest row anything is drawn in, on either canvas (copied, so each is read back once).
  const lowest = await tree.evaluate((element) => {
    let row = -1;
    for (const canvas of element.querySelectorAll('.dv-tree-frame canvas')) {
      const { width, height } = /** @type {HTMLCanvasElement} */ (canvas);
      const copy = document.createElement('canvas');
      Object.assign(copy, { width, height });
      const ctx = copy.getContext('2d', { willReadFrequently: true });
      ctx.drawImage(/** @type {HTMLCanvasElement} */ (canvas), 0, 0);
      const pixels = ctx.getImageData(0, 0, width, height).data;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]) row = Math.max(row, Math.floor(i / 4 / width));
    }
    return row / devicePixelRatio;
  });
  const whole = await height();
  assert.equal(await tree.getAttribute('data-sized'), 'tree');
  // Three levels: a branch, two forced choices, a dead end and a solution.
  assert.ok(whole <= 100, `Knuth's three levels in ${whole}px, not the long search's 240`);
  assert.ok(lowest >= whole * 0.7, `drawn down to ${lowest} of ${whole}px`);
  await screenshot(tree, 'tree-small');
  const long = await openTree(t, { puzzle: HARD });
  await long.page.evaluate(() => window.vis.seek(2000));
  const panel = long.page.locator('.dv-tree');
  assert.equal(await panel.getAttribute('data-sized'), 'panel');
  assert.equal(
    await panel
      .locator('.dv-tree-frame canvas')
      .first()
      .evaluate((canvas) => canvas.clientHeight),
    240,
  );
  assert.deepEqual([...problems, ...long.problems], []);
});
