// The solver, off the main thread so the page never freezes. Each request
// carries an id; its answer is one `result` or `error` message, and a count
// also sends `progress` messages while it searches.

import { loadEngine } from './load.js';

// Nodes per call into the counter: a few milliseconds of search, short enough
// that progress stays live, long enough that the calls cost nothing.
const SLICE_NODES = 20_000;
const PROGRESS_EVERY_MS = 100;

const ready = loadEngine().catch((error) => {
  throw new Error(`the solver could not be loaded: ${error.message}`);
});

const handlers = {
  normalize: (engine, { grid }) => engine.normalize(grid),

  solve(engine, { grid }) {
    const started = performance.now();
    const report = engine.solveWithStats(grid);
    try {
      return {
        solution: report.solution ?? null,
        nodes: report.nodes,
        updates: report.updates,
        ms: performance.now() - started,
      };
    } finally {
      report.free();
    }
  },

  // Synchronous on purpose: cancelling terminates the worker, so the loop
  // never needs to yield to hear about it.
  count(engine, { id, grid, limit }) {
    const started = performance.now();
    const counter = new engine.Counter(grid, limit);
    try {
      let reported = started;
      while (!counter.run(SLICE_NODES)) {
        const now = performance.now();
        if (now - reported >= PROGRESS_EVERY_MS) {
          reported = now;
          postMessage({ id, type: 'progress', value: { count: counter.count, nodes: counter.nodes } });
        }
      }
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

addEventListener('message', async ({ data }) => {
  const { id, type } = data;
  try {
    const engine = await ready;
    postMessage({ id, type: 'result', value: handlers[type](engine, data) });
  } catch (error) {
    postMessage({ id, type: 'error', message: error?.message ?? String(error) });
  }
});
