// The solver, off the main thread so the page never freezes: a worker of the
// page's pool (pool.js), answering as worker-serve.js says, with `progress`
// messages while a solve or a count searches. Hints, ratings and the
// generator run in logic-worker.js, on the larger module.
//
// One module with static imports only, so that every bundler can build it
// in its default worker format (Vite's is a classic script, which cannot
// split code).

import * as engine from '../../../pkg/sudoku_dlx.js';
import { countInSlices, runInSlices, tallyInSlices } from './search-slices.js';
import { serve } from './worker-serve.js';

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

  // Every value some solution allows, tallied in slices like a count.
  possibilities: (engine, request) => tallyInSlices(engine, request),

  // The whole search, within `budget` nodes when given. Its pieces are
  // counted on the estimate's worker (search-slices.js).
  count: (engine, request) => countInSlices(engine, request),
};

serve(engine, handlers, 'the solver');
