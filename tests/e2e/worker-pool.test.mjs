// Loading once and working within bounds, as a page with many elements sees
// it: each wasm file fetched once per page however many elements and workers
// use it, the rating's (pkg-logic/) only once the page has loaded, the race's
// wasm only once the race is near the viewport, one pool
// of at most min(hardwareConcurrency, 4) workers for every element, idle
// workers ended, a rating nobody asked for giving up, and saying so,
// instead of holding a core, and a job cancelled before its worker started
// leaving that worker to start for the next job.
// Run after `npm run build`.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pressTool, ROOT, startSite } from './harness.mjs';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/**
 * @param {import('playwright-core').Page} page
 * @param {() => boolean} condition
 * @param {string} what
 * @param {number} [ms]
 */
async function until(page, condition, what, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await page.waitForTimeout(50);
  }
}

/** Every request `page` makes, by path. */
function recordRequests(page) {
  /** @type {string[]} */
  const paths = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('the demo page fetches each wasm once, and the race only once it is near', async (t) => {
  const { page, context, problems } = await site.open('about:blank', { viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  const paths = recordRequests(page);
  await page.goto(new URL(`/index.html?puzzle=${EASY}`, site.url).href);
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solver
    .locator('.rating')
    .filter({ hasText: /^Difficulty: / })
    .waitFor();
  await solver.locator('.solver:not(.setting-up)').waitFor();
  await pressTool(solver, 'solve');
  await solver
    .locator('[data-part="status"]')
    .filter({ hasText: /^The solution/ })
    .waitFor();
  // The visualizer starts once it is near the window (below the game and the solver's tools):
  // its top brought just into the window, the race far below.
  await page
    .locator('sudoku-dlx[mode="visualize"]')
    .evaluate((vis) => scrollBy(0, vis.getBoundingClientRect().top - innerHeight + 100));
  await page.locator('sudoku-dlx[mode="visualize"] .dlx-vis').waitFor();
  await page.waitForLoadState('networkidle');
  const wasm = () => paths.filter((path) => path.endsWith('.wasm')).sort();
  assert.deepEqual(
    wasm(),
    ['/pkg-logic/sudoku_dlx_bg.wasm', '/pkg-stepper/sudoku_dlx_bg.wasm', '/pkg/sudoku_dlx_bg.wasm'],
    'the engine once, for the page and every solver worker, the techniques once, for the rating, and the stepper once, for the visualizer',
  );
  assert.deepEqual(
    paths.filter((path) => path.includes('/ladder/') && !path.endsWith('/mode.js')),
    [],
    'nothing of the race before it is near',
  );
  const ladder = page.locator('sudoku-dlx[mode="ladder"]');
  await ladder.scrollIntoViewIfNeeded();
  await ladder.locator('.race').click();
  await ladder.locator('.lane[data-rung="dlx"][data-state="solved"]').waitFor();
  assert.deepEqual(wasm(), [
    '/pkg-ladder/sudoku_dlx_bg.wasm',
    '/pkg-logic/sudoku_dlx_bg.wasm',
    '/pkg-stepper/sudoku_dlx_bg.wasm',
    '/pkg/sudoku_dlx_bg.wasm',
  ]);
  assert.deepEqual(problems, []);
});

test('twenty solvers share one small pool of workers, and idle workers end', async (t) => {
  const elements = Array.from({ length: 20 }, () => `<sudoku-dlx puzzle="${EASY}"></sudoku-dlx>`).join('\n');
  const html = `<!doctype html><script type="module" src="/www/sudoku-dlx/index.js"></script>${elements}`;
  const { page, context, problems } = await site.open('about:blank');
  t.after(() => context.close());
  let most = 0;
  page.on('worker', () => {
    most = Math.max(most, page.workers().length);
  });
  await page.route('**/__scratch.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(new URL('/__scratch.html', site.url).href);
  const limit = await page.evaluate(() => Math.min(navigator.hardwareConcurrency, 4));
  const ratings = page.locator('sudoku-dlx .rating').filter({ hasText: /^Difficulty: easy/ });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('sudoku-dlx')].every((el) =>
        /Difficulty/.test(el.shadowRoot?.querySelector('.rating')?.textContent ?? ''),
      ),
    undefined,
    { timeout: 30_000 },
  );
  assert.equal(await ratings.count(), 20, 'every solver rated its puzzle');
  assert.ok(most >= 1 && most <= limit, `${most} workers at most, of a pool of ${limit}`);
  await until(page, () => page.workers().length === 0, 'idle workers ended');
  assert.deepEqual(problems, []);
});

test('a rating nobody asked for gives up, says so, and frees its core', async (t) => {
  const text = await readFile(join(ROOT, 'tests/fixtures/pigeonhole25.txt'), 'utf8');
  const puzzle = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .join('');
  const { page, context, problems } = await site.open(`/index.html?puzzle=${encodeURIComponent(puzzle)}`);
  t.after(() => context.close());
  const rating = page.locator('sudoku-dlx[mode="solve"] .rating');
  // Its time budget (10 s) or the rating's node budget, whichever runs out first on this machine.
  await rating.filter({ hasText: /^Not rated: gave up after (10 s|2,000,000 nodes)\.$/ }).waitFor({ timeout: 30_000 });
  // The pool ends the rating's worker at once, and the rest once idle.
  await until(page, () => page.workers().length === 0, 'every worker ended', 15_000);
  // The solver still answers, on a fresh worker.
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await pressTool(solver, 'clear');
  await solver.locator('.solver.setting-up').waitFor();
  await pressTool(solver, 'solve');
  await solver
    .locator('[data-part="status"]')
    .filter({ hasText: /^Solved/ })
    .waitFor();
  assert.deepEqual(problems, []);
});

test('a job a person asks for does not wait behind the page’s own: it takes a background worker', async (t) => {
  const text = await readFile(join(ROOT, 'tests/fixtures/pigeonhole25.txt'), 'utf8');
  const pigeonhole = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .join('');
  const { page, context, problems } = await site.openScratch('<!doctype html><title>pool</title>');
  t.after(() => context.close());
  const seen = await page.evaluate(
    async ({ pigeonhole, easy }) => {
      const { SolverClient } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/solver-client.js'));
      const { workerPool } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/pool.js'));
      const background = new SolverClient({ background: true, timeoutMs: 120_000 });
      // Every worker of the pool busy rating a puzzle that takes minutes.
      const settled = [];
      const ratings = Array.from({ length: workerPool().limit }, (_, i) =>
        background.rate(pigeonhole).then(
          () => settled.push(i),
          (error) => {
            settled.push(i);
            return error.name;
          },
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { solution } = await new SolverClient().solve(easy);
      const settledBeforeSolve = settled.length;
      background.cancel();
      return { solution, settledBeforeSolve, ratings: await Promise.all(ratings) };
    },
    { pigeonhole, easy: EASY },
  );
  assert.equal(seen.solution?.length, 81);
  assert.ok(
    [...EASY].every((c, i) => c === '.' || seen.solution[i] === c),
    'the solution keeps the givens',
  );
  assert.equal(seen.settledBeforeSolve, 0, 'the solve answered while every rating was still under way');
  assert.ok(
    seen.ratings.every((name) => name === 'CancelledError'),
    `the ratings ran on until cancelled: ${seen.ratings}`,
  );
  assert.deepEqual(problems, []);
});

test('a job cancelled while its worker starts leaves the worker to start, for the next job', async (t) => {
  const { page, context, problems } = await site.openScratch('<!doctype html><title>pool</title>');
  t.after(() => context.close());
  const paths = recordRequests(page);
  const seen = await page.evaluate(async (easy) => {
    const { SolverClient } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/solver-client.js'));
    const client = new SolverClient();
    // A new puzzle loaded while the page still starts: the first rating is moot at once.
    const moot = client.rate(easy).then(
      () => 'answered',
      (error) => error.name,
    );
    client.cancel();
    const { level } = await client.rate(easy);
    return { moot: await moot, level };
  }, EASY);
  assert.deepEqual(seen, { moot: 'CancelledError', level: 'easy' });
  assert.deepEqual(
    paths.filter((path) => path.endsWith('/logic-worker.js')),
    ['/www/sudoku-dlx/engine/logic-worker.js'],
    'one worker, started once, answered the second rating',
  );
  assert.deepEqual(problems, [], 'no request was cut off');
});

test('warm starts workers of a kind ahead of their jobs, ending idle ones of other kinds, never a busy one', async (t) => {
  const { page, context, problems } = await site.openScratch('<!doctype html><title>pool</title>');
  t.after(() => context.close());
  const seen = await page.evaluate(async (easy) => {
    const { WorkerPool } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/pool.js'));
    const { coreWasm, stepperWasm } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/wasm-files.js'));
    const engine = new URL('/www/sudoku-dlx/engine/', location.href);
    const solver = { kind: 'solver', script: new URL('solver-worker.js', engine), wasm: coreWasm, what: 'The solver' };
    const estimate = {
      kind: 'estimate',
      script: new URL('estimate-worker.js', engine),
      wasm: stepperWasm,
      what: 'The estimate',
    };
    /** @type {string[]} */
    const started = [];
    const PageWorker = globalThis.Worker;
    globalThis.Worker = class extends PageWorker {
      /** @param {string | URL} url @param {WorkerOptions} [options] */
      constructor(url, options) {
        super(url, options);
        started.push(String(url).slice(String(url).lastIndexOf('/') + 1));
      }
    };
    const pool = new WorkerPool(2, 60_000);
    const run = (/** @type {typeof solver} */ spec, /** @type {object} */ message) =>
      pool.run({ ...spec, message }).promise;
    await run(solver, { type: 'normalize', grid: easy });
    // The solver idle: it makes room for the second.
    pool.warm(estimate, 2);
    const warmed = [pool.size, [...started]];
    const pieces = await Promise.all([1, 2].map(() => run(estimate, { type: 'pieces', grid: easy, wanted: 2 })));
    // A busy worker is never ended: with one estimate's worker searching, warming the
    // solver's starts one beside it.
    const busy = run(estimate, { type: 'count', grid: '.'.repeat(81), limit: 0, budget: 200_000 });
    pool.warm(solver, 2);
    const beside = [pool.size, started.length];
    const counted = await busy;
    return { warmed, pieces: pieces.map((paths) => paths.length), started, beside, ended: counted.ended };
  }, EASY);
  assert.deepEqual(seen.warmed, [2, ['solver-worker.js', 'estimate-worker.js', 'estimate-worker.js']]);
  assert.deepEqual(seen.pieces, [1, 1], 'both jobs answered (a unique puzzle is one piece)');
  assert.deepEqual(
    seen.started,
    ['solver-worker.js', 'estimate-worker.js', 'estimate-worker.js', 'solver-worker.js'],
    'the jobs took the warmed workers, and the busy one was kept',
  );
  assert.deepEqual(seen.beside, [2, 4]);
  assert.equal(seen.ended, false, 'the busy count ran to its budget');
  assert.deepEqual(problems, []);
});
