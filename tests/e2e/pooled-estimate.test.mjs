// Knuth's estimate and New puzzle on every worker of the pool (issue 37).
// In Node: the parts' estimates combine to exactly what the textbook mean
// and standard error of all their probes give, each probe's value taken
// from the engine (a one-probe estimate). In the page: one worker's estimate
// is the engine's for the seed, as before; the pooled one is the combination
// of one worker's estimates of its parts, and for one probe a part, the
// textbook figures of those two probes; one cancel stops every part; a raced
// 25×25 is a valid puzzle, and a seeded puzzle is the seed's, raced or not.
// Run after `npm run build`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { combineEstimates, partSeed, shareProbes } from '../../www/sudoku-dlx/engine/pooled-estimate.js';
import { startSite } from './harness.mjs';

const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/**
 * The textbook figures of `values`: their mean and the standard error of it.
 * @param {number[]} values
 */
function textbook(values) {
  const n = values.length;
  const mean = values.reduce((sum, v) => sum + v, 0) / n;
  const variance = n < 2 ? 0 : values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1);
  return { probes: n, nodes: mean, standardError: Math.sqrt(variance / n), gaveUp: false };
}

/** @param {number} a @param {number} b */
const close = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

test('parts combine to the mean and standard error of all their probes', async () => {
  const engine = await loadStepperEngine();
  for (const grid of [HARD, '.'.repeat(81)]) {
    // Each probe's value: a one-probe estimate is that probe's.
    const values = Array.from({ length: 40 }, (_, seed) => engine.estimateTree(grid, 1, seed).nodes);
    assert.ok(new Set(values).size > 3, 'the probes differ');
    const whole = textbook(values);
    for (const cuts of [[40], [20, 20], [1, 39], [13, 13, 14], [1, 1, 1, 37], [10, 0, 30]]) {
      let start = 0;
      const parts = cuts.map((n) => {
        const part =
          n === 0 ? { probes: 0, nodes: 0, standardError: 0, gaveUp: false } : textbook(values.slice(start, start + n));
        start += n;
        return part;
      });
      const combined = combineEstimates(parts);
      assert.equal(combined.probes, 40, `${cuts}`);
      assert.ok(close(combined.nodes, whole.nodes), `${cuts}: ${combined.nodes} against ${whole.nodes}`);
      assert.ok(
        close(combined.standardError, whole.standardError),
        `${cuts}: ± ${combined.standardError} against ${whole.standardError}`,
      );
      assert.equal(combined.gaveUp, false);
    }
  }
  const values = Array.from({ length: 7 }, (_, seed) => engine.estimateTree(HARD, 1, seed).nodes);
  const gaveUp = combineEstimates([textbook(values.slice(0, 5)), { ...textbook(values.slice(5)), gaveUp: true }]);
  assert.deepEqual([gaveUp.probes, gaveUp.gaveUp], [7, true]);
  assert.ok(close(gaveUp.nodes, textbook(values).nodes), 'the probes made count');
  const infinite = combineEstimates([
    textbook(values),
    { probes: 1, nodes: Infinity, standardError: 0, gaveUp: false },
  ]);
  assert.deepEqual([infinite.nodes, infinite.standardError], [Infinity, Infinity]);
  assert.deepEqual(combineEstimates([{ probes: 0, nodes: 0, standardError: 0, gaveUp: true }]), {
    probes: 0,
    nodes: 0,
    standardError: 0,
    gaveUp: true,
  });
});

test('the probes are shared evenly, and each part has a seed of its own', () => {
  assert.deepEqual(shareProbes(10, 4), [3, 3, 2, 2]);
  assert.deepEqual(shareProbes(1000, 1), [1000]);
  assert.deepEqual(shareProbes(2, 4), [1, 1]);
  assert.deepEqual(shareProbes(5, Infinity), [1, 1, 1, 1, 1]);
  assert.equal(partSeed(1, 0), 1, "the first part keeps the estimate's seed");
  const seeds = [0, 1, 2, 3].map((part) => partSeed(Number.MAX_SAFE_INTEGER, part));
  assert.equal(new Set(seeds).size, 4);
  assert.ok(seeds.every((seed) => Number.isSafeInteger(seed) && seed >= 0));
});

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** A page of the site, to import the engine's client in. */
async function open(t) {
  const opened = await site.openScratch('<!doctype html><title>pooled estimate</title>');
  t.after(() => opened.context.close());
  return opened;
}

test('the pooled estimate is one estimate of every worker’s probes', async (t) => {
  const { page, problems } = await open(t);
  const answers = await page.evaluate(async (text) => {
    const { SolverClient } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/solver-client.js'));
    const { workerPool } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/pool.js'));
    const { loadStepperEngine } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/load.js'));
    const engine = await loadStepperEngine();
    const one = new SolverClient({ workers: 1 });
    const two = new SolverClient({ workers: 2 });
    const request = {
      text,
      isSudoku: true,
      probes: 1000,
      seed: 1,
      budget: 1_000_000,
      rule: /** @type {const} */ ('weighed'),
    };
    return {
      limit: workerPool().limit,
      engine: engine.estimateTree(text, 1000, 1, 1_000_000),
      single: await one.estimate(request),
      pooled: await two.estimate(request),
      parts: [
        await one.estimate({ ...request, probes: 500, budget: 500_000 }),
        await one.estimate({ ...request, probes: 500, seed: 1 + 2_654_435_769, budget: 500_000 }),
      ],
      pair: await two.estimate({ ...request, probes: 2 }),
      probes: [
        await one.estimate({ ...request, probes: 1 }),
        await one.estimate({ ...request, probes: 1, seed: 1 + 2_654_435_769 }),
      ],
    };
  }, HARD);
  assert.ok(answers.limit >= 2, 'the pool has two workers');
  assert.deepEqual(answers.single, answers.engine, "one worker's estimate is the engine's, as before");
  assert.equal(answers.pooled.probes, 1000);
  assert.equal(answers.pooled.gaveUp, false);
  assert.deepEqual(answers.pooled, combineEstimates(answers.parts), "the pooled estimate combines one worker's parts");
  assert.notDeepEqual(answers.pooled, answers.single, 'the second part has probes of its own');
  // Within a few standard errors of one worker's, as another sample of the same tree.
  const apart = Math.abs(answers.pooled.nodes - answers.single.nodes);
  assert.ok(apart < 4 * Math.hypot(answers.pooled.standardError, answers.single.standardError), `${apart}`);
  const [a, b] = answers.probes.map((estimate) => estimate.nodes);
  assert.equal(answers.pair.probes, 2);
  assert.ok(close(answers.pair.nodes, (a + b) / 2), `${answers.pair.nodes} against ${(a + b) / 2}`);
  assert.ok(close(answers.pair.standardError, Math.abs(a - b) / 2), `± ${answers.pair.standardError}`);
  assert.deepEqual(problems, []);
});

test('one cancel stops every part of an estimate, and the pool answers after', async (t) => {
  const { page, problems } = await open(t);
  const outcome = await page.evaluate(async () => {
    const { SolverClient } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/solver-client.js'));
    const { workerPool } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/pool.js'));
    const client = new SolverClient({ workers: 2 });
    // An empty 25×25's probes take milliseconds each: 100,000 of them, minutes.
    const text = '.'.repeat(625);
    const estimating = client.estimate({
      text,
      isSudoku: true,
      probes: 100_000,
      seed: 1,
      budget: 1e12,
      rule: 'weighed',
    });
    const deadline = Date.now() + 20_000;
    const busy = () => workerPool().size;
    while (busy() < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const working = busy();
    client.cancel();
    const error = await estimating.then(
      () => null,
      (error) => error.name,
    );
    const after = await client.estimate({ text, isSudoku: true, probes: 4, seed: 1, budget: 1e12, rule: 'weighed' });
    return { working, error, after: after.probes };
  });
  assert.equal(outcome.error, 'CancelledError');
  assert.ok(outcome.working >= 2, `${outcome.working} workers were busy`);
  assert.equal(outcome.after, 4);
  assert.deepEqual(problems, []);
});

test('a raced puzzle is a valid one, and a seed makes its own puzzle on one worker', async (t) => {
  const { page, problems } = await open(t);
  const outcome = await page.evaluate(async () => {
    const { SolverClient } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/solver-client.js'));
    const client = new SolverClient();
    const raced = await client.generate({ size: 9, difficulty: 'hard' }, Infinity);
    const seeded = await client.generate({ size: 9, seed: 42 }, Infinity);
    const alone = await new SolverClient({ workers: 1 }).generate({ size: 9, seed: 42 });
    const killer = await client.generate({ size: 6, variant: 'killer' }, Infinity);
    return {
      raced,
      count: (await client.count(raced, 2)).count,
      rating: (await client.rate(raced)).level,
      seeded,
      alone,
      killer: await client.countVariant(killer, 2),
    };
  });
  assert.match(outcome.raced, /^[1-9.]{81}$/);
  assert.equal(outcome.count, 1, 'the raced puzzle has one solution');
  assert.equal(outcome.rating, 'hard', 'at the difficulty asked for');
  assert.equal(outcome.seeded, '47....1..3.8..7..4.1.9..6....63.........6..7..4..79.1.......5.3..5...96.........2');
  assert.equal(outcome.alone, outcome.seeded);
  assert.equal(outcome.killer, 1, 'the raced killer has one solution');
  assert.deepEqual(problems, []);
});
