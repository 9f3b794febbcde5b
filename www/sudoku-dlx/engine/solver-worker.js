// The solver, off the main thread so the page never freezes: a worker of the
// page's pool (pool.js). Its first message hands it the compiled wasm module;
// then each request carries an id, and its answer is one `result` or `error`
// message, with `progress` messages while a solve or a count searches.
//
// One module with static imports only, so that every bundler can build it
// in its default worker format (Vite's is a classic script, which cannot
// split code).

import * as engine from '../../../pkg/sudoku_dlx.js';

// Nodes per call into the counter: a few milliseconds of search, short enough
// that progress stays live, long enough that the calls cost nothing.
const SLICE_NODES = 20_000;
const PROGRESS_EVERY_MS = 100;

/**
 * Runs a budgeted search (a Counter, Possibilities) to its end, posting `progress()` as
 * request `id`'s progress every PROGRESS_EVERY_MS.
 */
function runInSlices(search, progress, id) {
  let reported = performance.now();
  while (!search.run(SLICE_NODES)) {
    const now = performance.now();
    if (now - reported >= PROGRESS_EVERY_MS) {
      reported = now;
      postMessage({ id, type: 'progress', value: progress() });
    }
  }
}

const handlers = {
  normalize: (engine, { grid }) => engine.normalize(grid),

  // Counts to two in slices, so a long search reports progress and says
  // whether the solution is unique; then lists the solutions it counted.
  solve(engine, { id, grid }) {
    const started = performance.now();
    const counter = new engine.Counter(grid, 2);
    try {
      runInSlices(counter, () => ({ nodes: counter.nodes, ms: performance.now() - started }), id);
      const count = counter.count;
      const solutions = count ? engine.solutions(grid, count) : [];
      return {
        solution: solutions[0] ?? null,
        solutions,
        unique: count === 1,
        nodes: counter.nodes,
        updates: counter.updates,
        ms: performance.now() - started,
      };
    } finally {
      counter.free();
    }
  },

  solutions: (engine, { grid, limit }) => engine.solutions(grid, limit),

  candidates: (engine, { grid }) => engine.candidates(grid),

  hint: (engine, { grid, marks }) => engine.hint(grid, marks ?? undefined) ?? null,

  // One call into the generator: cancelling ends the worker, so it needs no slices.
  generate: (engine, { options }) => engine.generate(options),

  rate: (engine, { grid }) => engine.rate(grid),

  // Every value some solution allows, tallied in slices like a count.
  possibilities(engine, { id, grid, limit }) {
    const started = performance.now();
    const tally = new engine.Possibilities(grid, limit);
    try {
      runInSlices(tally, () => ({ solutions: tally.solutions, nodes: tally.nodes }), id);
      return { ...tally.report(), limit, nodes: tally.nodes, ms: performance.now() - started };
    } finally {
      tally.free();
    }
  },

  // Synchronous on purpose: cancelling terminates the worker, so the loop
  // never needs to yield to hear about it.
  count(engine, { id, grid, limit }) {
    const started = performance.now();
    const counter = new engine.Counter(grid, limit);
    try {
      runInSlices(counter, () => ({ count: counter.count, nodes: counter.nodes }), id);
      return {
        count: counter.count,
        limit,
        nodes: counter.nodes,
        updates: counter.updates,
        ms: performance.now() - started,
      };
    } finally {
      counter.free();
    }
  },
};

/** @type {Error | null} why the module could not be started, if it could not */
let broken = null;

addEventListener('message', ({ data }) => {
  const { id, type } = data;
  if (type === 'init') {
    try {
      engine.initSync({ module: data.module });
    } catch (error) {
      broken = new Error(`the solver could not be loaded: ${error?.message ?? error}`);
    }
    return;
  }
  try {
    if (broken) throw broken;
    postMessage({ id, type: 'result', value: handlers[type](engine, data) });
  } catch (error) {
    postMessage({ id, type: 'error', message: error?.message ?? String(error) });
  }
});
