// Count and "all possibilities" on every worker of the pool (pooled-search.js):
// a search that runs past its time alone is split by the engine into pieces
// that the pool's workers search at once. The answers are one worker's
// exactly (counts against the command line's, a tally merged piece by piece
// up to its cap, a limit reached early), progress sums the workers', and one
// cancel stops them all, leaving the pool to answer the next job. Run after
// `npm run build`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSite } from './harness.mjs';

const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
/** The solution's first `givens` cells, the rest empty. */
const prefix = (givens) => SOLUTION.slice(0, givens) + '.'.repeat(81 - givens);
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

// Counts from the command line (`sudoku-dlx count --threads 1`): 6,000
// solutions in 89,459 nodes and 39,240 in 571,503, both past the count alone.
const GRIDS = [
  { name: 'a unique 9×9, counted alone', grid: EASY, count: 1 },
  { name: 'the empty 4×4', grid: '.'.repeat(16), count: 288 },
  { name: 'a 9×9 of 6,000 solutions', grid: prefix(40), count: 6000 },
  { name: 'a 9×9 of 39,240 solutions', grid: prefix(38), count: 39_240 },
];

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** A page of the site, to import the engine's client in. */
async function open(t) {
  const opened = await site.openScratch('<!doctype html><title>pooled</title>');
  t.after(() => opened.context.close());
  return opened;
}

test('the pooled count and tally equal one worker’s, on every grid', async (t) => {
  const { page, problems } = await open(t);
  const limit = await page.evaluate(async () => {
    const { workerPool } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/pool.js'));
    return workerPool().limit;
  });
  assert.ok(limit >= 2, 'the pool has two workers');
  for (const { name, grid, count } of GRIDS) {
    const answers = await page.evaluate(async (grid) => {
      const { SolverClient } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/solver-client.js'));
      const one = new SolverClient({ workers: 1 });
      const two = new SolverClient({ workers: 2 });
      /** @type {number[]} */
      const progress = [];
      const pooled = await two.count(grid, 0, ({ count }) => progress.push(count));
      return {
        single: await one.count(grid, 0),
        pooled,
        progress,
        limited: [await one.count(grid, 1000), await two.count(grid, 1000)].map((answer) => answer.count),
        tallies: await Promise.all(
          [one, two].flatMap((client) => [10_000, 100_000].map((cap) => client.possibilities(grid, cap))),
        ),
      };
    }, grid);
    assert.equal(answers.single.count, count, `${name}: one worker's count`);
    assert.equal(answers.pooled.count, count, `${name}: the pooled count`);
    assert.deepEqual(answers.limited, [Math.min(count, 1000), Math.min(count, 1000)], `${name}: up to 1,000`);
    const [single, singleAll, pooled, pooledAll] = answers.tallies.map(({ solutions, complete, cells, counts }) => ({
      solutions,
      complete,
      cells,
      counts,
    }));
    assert.deepEqual(pooled, single, `${name}: the tally capped at 10,000`);
    assert.deepEqual(pooledAll, singleAll, `${name}: the whole tally`);
    assert.equal(singleAll.solutions, count, `${name}: the whole tally counts every solution`);
    assert.ok(answers.progress.every((found, i) => found <= count && found >= (answers.progress[i - 1] ?? 0)));
    if (count > 6000) assert.ok(answers.progress.length > 0, `${name}: progress while the pieces run`);
  }
  assert.deepEqual(problems, []);
});

test('one cancel stops every worker of a pooled count, and the pool answers after', async (t) => {
  const { page, problems } = await open(t);
  const outcome = await page.evaluate(async (easy) => {
    const { SolverClient } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/solver-client.js'));
    const { workerPool } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/pool.js'));
    const client = new SolverClient({ workers: 2 });
    /** @type {{ count: number, nodes: number }[]} */
    const progress = [];
    const counting = client.count('.'.repeat(256), 0, (value) => progress.push(value));
    // Until the pieces run on both workers and have reported.
    while (progress.length < 6) await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = workerPool().size;
    client.cancel();
    const error = await counting.then(
      () => null,
      (error) => error.name,
    );
    const { solution } = await client.solve(easy);
    // A worker still starting when the cancel came is kept, idle, for the
    // next job (pool.js); idle workers end after IDLE_MS (5 s). A piece left
    // running would hold its worker for minutes, so the pool empties only if
    // the cancel ended every one.
    const deadline = Date.now() + 20_000;
    while (workerPool().size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return { busy, error, after: workerPool().size, solution, progress: progress.at(-1) };
  }, EASY);
  assert.equal(outcome.error, 'CancelledError');
  assert.ok(outcome.busy >= 2, `${outcome.busy} workers were busy`);
  assert.ok(outcome.progress.count > 0 && outcome.progress.nodes > 50_000, JSON.stringify(outcome.progress));
  assert.equal(outcome.after, 0, 'every worker ended: none was left running a piece');
  assert.equal(outcome.solution, SOLUTION);
  assert.deepEqual(problems, []);
});
