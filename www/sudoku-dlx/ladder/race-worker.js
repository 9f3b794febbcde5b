// One rung of the race, a job on a worker of the page's pool (engine/pool.js),
// so rungs run side by side and Cancel can end them all at once. Its first
// message hands it the ladder's compiled wasm module. The search runs in
// slices of a node budget on one resumable search (RungSearch), never started
// again, so its nodes and time are those of one run; between slices it posts
// its progress.
//
// One module with static imports only, so that every bundler can build it
// in its default worker format.

import * as ladder from '../../../pkg-ladder/sudoku_dlx.js';
import { readRung } from './race-story.js';

// A few milliseconds of search on any rung: progress stays live, and the
// calls between slices cost nothing next to the search.
const SLICE_NODES = 16_384;
const PROGRESS_EVERY_MS = 50;

/**
 * Runs the rung `name` on `grid` until it finishes or spends `budget` nodes.
 * @param {{ id: number, name: string, grid: string, budget: number }} request
 */
function race({ id, name, grid, budget }) {
  const search = new ladder.RungSearch(name, grid, undefined);
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
    // Read move by move once the time is taken, for the race's story; dancing
    // cells is compared by its figures alone.
    const moves = name === 'cells' ? null : readRung(/** @type {any} */ (ladder), name, grid);
    return { nodes: search.nodes, ms, solution: search.solution ?? null, finished: search.finished, moves };
  } finally {
    search.free();
  }
}

/** @type {Error | null} why the module could not be started, if it could not */
let broken = null;

addEventListener('message', ({ data }) => {
  if (data.type === 'init') {
    try {
      ladder.initSync({ module: data.module });
    } catch (error) {
      broken = new Error(`the ladder could not be loaded: ${error?.message ?? error}`);
    }
    return;
  }
  try {
    if (broken) throw broken;
    postMessage({ id: data.id, type: 'result', value: race(data) });
  } catch (error) {
    postMessage({ id: data.id, type: 'error', message: error?.message ?? String(error) });
  }
});
