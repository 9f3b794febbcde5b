// One rung of the race, in a worker of its own, so the rungs run side by side
// and Cancel can end them all at once. The search runs in slices of a node
// budget on one resumable search (RungSearch), never started again, so its
// nodes and time are those of one run; between slices it posts its progress.

import { loadLadderEngine } from '../engine/load.js';

// A few milliseconds of search on any rung: progress stays live, and the
// calls between slices cost nothing next to the search.
const SLICE_NODES = 16_384;
const PROGRESS_EVERY_MS = 50;

/**
 * Runs the rung `name` on `grid` until it finishes or spends `budget` nodes.
 * @param {import('../engine/load.js').LadderEngine} engine
 * @param {{ name: string, grid: string, budget: number }} request
 */
function race(engine, { name, grid, budget }) {
  const search = new engine.RungSearch(name, grid, undefined);
  try {
    const started = performance.now();
    let reported = started;
    while (search.nodes < budget && !search.run(Math.min(SLICE_NODES, budget - search.nodes))) {
      const now = performance.now();
      if (now - reported >= PROGRESS_EVERY_MS) {
        reported = now;
        postMessage({ type: 'progress', nodes: search.nodes, ms: now - started });
      }
    }
    const ms = performance.now() - started;
    return { type: 'result', nodes: search.nodes, ms, solution: search.solution ?? null, finished: search.finished };
  } finally {
    search.free();
  }
}

addEventListener('message', async ({ data }) => {
  try {
    const engine = await loadLadderEngine();
    postMessage(race(engine, data));
  } catch (error) {
    postMessage({ type: 'error', message: error?.message ?? String(error) });
  }
});
