// One rung of the ladder's race, off the main thread: a worker of the page's
// pool (pool.js) running the engine built with the `ladder` feature
// (pkg-ladder/), answering as worker-serve.js says. The search runs in
// slices of a node budget on one resumable search (RungSearch), never
// started again, so its nodes and time are those of one run; between slices
// it posts its progress. Once timed, it reads the rung's search move by move
// with the ladder's model (readRung), for the race's story.
//
// One module with static imports only, like solver-worker.js, so that every
// bundler can build it in its default worker format.

import * as engine from '../../../pkg-ladder/sudoku_dlx.js';
import { readRung } from '../ladder/model/race-story.js';
import { serve } from './worker-serve.js';

// A few milliseconds of search on any rung: progress stays live, and the
// calls between slices cost nothing next to the search.
const SLICE_NODES = 16_384;
const PROGRESS_EVERY_MS = 50;

/** @type {import('./protocol.js').Handlers<import('./protocol.js').RaceProtocol, import('./protocol.js').LadderEngine>} */
const handlers = {
  // Runs the rung `name` on `grid` until it finishes or spends `budget` nodes.
  race: (engine, { id, name, grid, budget }) => {
    const search = new engine.RungSearch(name, grid, undefined);
    try {
      const started = performance.now();
      let reported = started;
      while (search.nodes < budget && !search.run(Math.min(SLICE_NODES, budget - search.nodes))) {
        const now = performance.now();
        if (now - reported >= PROGRESS_EVERY_MS) {
          reported = now;
          postMessage({ id, type: 'progress', value: { nodes: search.nodes, ms: now - started } });
        }
      }
      const ms = performance.now() - started;
      // Dancing cells is compared by its figures alone.
      const moves = name === 'cells' ? null : readRung(engine, name, grid);
      return { nodes: search.nodes, ms, solution: search.solution ?? null, finished: search.finished, moves };
    } finally {
      search.free();
    }
  },
};

serve(engine, handlers, 'the ladder');
