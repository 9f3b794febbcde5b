// The solver, off the main thread so the page never freezes: a worker of the
// page's pool (pool.js), answering as worker-serve.js says, with `progress`
// messages while a solve or a count searches. Hints, ratings and the
// generator run in logic-worker.js, on the larger module.
//
// One module with static imports only, so that every bundler can build it
// in its default worker format (Vite's is a classic script, which cannot
// split code).

import * as engine from '../../../pkg/sudoku_dlx.js';
import { serve } from './worker-serve.js';

// Nodes per call into the counter: a few milliseconds of search, short enough
// that progress stays live, long enough that the calls cost nothing.
const SLICE_NODES = 20_000;
const PROGRESS_EVERY_MS = 100;

/**
 * Runs a budgeted search (a Counter, Possibilities) to its end, or past
 * `budget` nodes when one is given, posting `progress()` as request `id`'s
 * progress every PROGRESS_EVERY_MS; returns whether it ended.
 * @param {{ run: (nodes: number) => boolean, nodes: number }} search
 * @param {() => object} progress
 * @param {number} id
 * @param {number} [budget]
 */
function runInSlices(search, progress, id, budget = Infinity) {
  let reported = performance.now();
  while (!search.run(Math.min(SLICE_NODES, Math.max(1, budget - search.nodes)))) {
    if (search.nodes >= budget) return false;
    const now = performance.now();
    if (now - reported >= PROGRESS_EVERY_MS) {
      reported = now;
      postMessage({ id, type: 'progress', value: progress() });
    }
  }
  return true;
}

/** @type {import('./protocol.js').Handlers<import('./protocol.js').SolverProtocol, import('./protocol.js').CoreEngine>} */
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
      // The same search again, stopping at the last solution counted: the
      // count's nodes bound it (doubled for margin), not the default budget.
      const solutions = (count && engine.solutions(grid, count, 2 * counter.nodes + 1)) || [];
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

  // Every value some solution allows, tallied in slices like a count: of
  // the whole search, or of the piece at `path` (pooled-search.js).
  possibilities(engine, { id, grid, limit, path, budget }) {
    const started = performance.now();
    const tally = new engine.Possibilities(grid, limit);
    try {
      if (path) tally.descend(path);
      const ended = runInSlices(tally, () => ({ solutions: tally.solutions, nodes: tally.nodes }), id, budget);
      return { ...tally.report(), limit, ended, nodes: tally.nodes, ms: performance.now() - started };
    } finally {
      tally.free();
    }
  },

  // Synchronous on purpose: cancelling terminates the worker, so the loop
  // never needs to yield to hear about it. The whole search, or the piece
  // at `path`; within `budget` nodes when given (`ended` says whether it
  // ended).
  count(engine, { id, grid, limit, path, budget }) {
    const started = performance.now();
    const counter = new engine.Counter(grid, limit);
    try {
      if (path) counter.descend(path);
      const ended = runInSlices(counter, () => ({ count: counter.count, nodes: counter.nodes }), id, budget);
      return {
        count: counter.count,
        limit,
        ended,
        nodes: counter.nodes,
        updates: counter.updates,
        ms: performance.now() - started,
      };
    } finally {
      counter.free();
    }
  },
};

serve(engine, handlers, 'the solver');
