// One rung of the ladder's race, off the main thread: a worker of the page's
// pool (pool.js) running the engine built with the `ladder` feature
// (pkg-ladder/), answering as worker-serve.js says. The search runs in
// slices of a node budget on one resumable search (RungSearch), never
// started again, so its nodes are those of one run; between slices it posts
// its progress. Every rung, quick or slow, finished or given up, is then
// timed again, for the lane's median and spread: one run says little on
// cores the other lanes share (a first race on the hard 9×9 once read
// dancing cells 9.2× slower than dancing links, two more 1.3× faster): at
// least three runs, more while they fit in 1.5 s, at most seven (RUNS in
// race-model.js). Once timed, it reads the rung's search move by move with the
// ladder's model (readRung), for the race's story.
//
// One module with static imports only, like solver-worker.js, so that every
// bundler can build it in its default worker format.

import * as engine from '../../../pkg-ladder/sudoku_dlx.js';
import { RUNS } from '../ladder/model/race-model.js';
import { readRung } from '../ladder/model/race-story.js';
import { serve } from './worker-serve.js';

// A few milliseconds of search on any rung: progress stays live, and the
// calls between slices cost nothing next to the search.
const SLICE_NODES = 16_384;
const PROGRESS_EVERY_MS = 50;
/**
 * Runs a search of `name` on `grid` to its end or `budget` nodes, posting
 * its progress to request `id` as run `run` of the lane: its time in ms and
 * what it found. Every run of a rung searches the same nodes.
 * @param {import('./protocol.js').LadderEngine} engine
 * @param {{ id: number, name: string, grid: string, budget: number }} request
 * @param {number} run the run's number, 1 the first
 */
function timedRun(engine, { id, name, grid, budget }, run) {
  const search = new engine.RungSearch(name, grid, undefined);
  try {
    const started = performance.now();
    let reported = started;
    while (search.nodes < budget && !search.run(Math.min(SLICE_NODES, budget - search.nodes))) {
      const now = performance.now();
      if (now - reported >= PROGRESS_EVERY_MS) {
        reported = now;
        postMessage({ id, type: 'progress', value: { nodes: search.nodes, ms: now - started, run } });
      }
    }
    const ms = performance.now() - started;
    return { ms, nodes: search.nodes, finished: search.finished, solution: search.solution ?? null };
  } finally {
    search.free();
  }
}

/** @type {import('./protocol.js').Handlers<import('./protocol.js').RaceProtocol, import('./protocol.js').LadderEngine>} */
const handlers = {
  // Runs the rung `name` on `grid` until it finishes or spends `budget`
  // nodes, then again until its runs are timed.
  race: (engine, request) => {
    const { ms, nodes, finished, solution } = timedRun(engine, request, 1);
    // The first run's own figures, which the lane keeps while the others time it.
    postMessage({ id: request.id, type: 'progress', value: { nodes, ms, run: 1 } });
    const times = [ms];
    let spent = ms;
    while (times.length < RUNS.least || (times.length < RUNS.most && spent < RUNS.withinMs)) {
      const again = timedRun(engine, request, times.length + 1).ms;
      times.push(again);
      spent += again;
    }
    // Dancing cells is compared by its figures alone.
    const moves = request.name === 'cells' ? null : readRung(engine, request.name, request.grid);
    return { nodes, ms, times, solution, finished, moves };
  },
};

serve(engine, handlers, 'the ladder');
