// One rung of the ladder's race, off the main thread: a worker of the page's
// pool (pool.js) running the engine built with the `ladder` feature
// (pkg-ladder/), answering as worker-serve.js says. The search runs in
// slices of a node budget on one resumable search (RungSearch), never
// started again, so its nodes and time are those of one run; between slices
// it posts its progress. A rung that finished quickly is then timed again,
// up to RUNS runs in all, for the lane's median and spread: one run of a
// millisecond says little on cores the other lanes share. Once timed, it
// reads the rung's search move by move with the ladder's model (readRung),
// for the race's story.
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
/** The most runs a lane is timed over. */
const RUNS = 7;
/** Runs again only a rung whose first run took less than this... */
const REPEAT_UNDER_MS = 250;
/** ...and stops once its runs have taken this long in all. */
const REPEATS_MS = 600;

/**
 * The times of a search of `name` on `grid` run again, after the first
 * `first` ms, while the runs stay short: every run's time, the first first.
 * @param {import('./protocol.js').LadderEngine} engine
 * @param {string} name
 * @param {string} grid
 * @param {number} budget
 * @param {number} first
 */
function timesOf(engine, name, grid, budget, first) {
  const times = [first];
  if (first >= REPEAT_UNDER_MS) return times;
  let spent = first;
  while (times.length < RUNS && spent < REPEATS_MS) {
    const again = new engine.RungSearch(name, grid, undefined);
    try {
      const started = performance.now();
      let done = false;
      while (!done && again.nodes < budget) done = again.run(Math.min(SLICE_NODES, budget - again.nodes));
      const ms = performance.now() - started;
      times.push(ms);
      spent += ms;
    } finally {
      again.free();
    }
  }
  return times;
}

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
      const times = search.finished ? timesOf(engine, name, grid, budget, ms) : [ms];
      // Dancing cells is compared by its figures alone.
      const moves = name === 'cells' ? null : readRung(engine, name, grid);
      const { nodes, finished } = search;
      return { nodes, ms, times, solution: search.solution ?? null, finished, moves };
    } finally {
      search.free();
    }
  },
};

serve(engine, handlers, 'the ladder');
