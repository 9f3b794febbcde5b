// A count or a tally run in slices of the search, posting progress as it
// goes: the solver's worker runs them on the core module, the estimate's
// worker on the stepper's, whose Counter and Possibilities can also start
// at a piece of the search (`descend`, for pooled-search.js), so that the
// core module carries no piece of it.

// Nodes per call into the counter: a few milliseconds of search, short enough
// that progress stays live, long enough that the calls cost nothing.
const SLICE_NODES = 20_000;
const PROGRESS_EVERY_MS = 100;

/**
 * A Counter or a Possibilities of either module, as these functions use it.
 * @typedef {object} Sliced
 * @property {(nodes: number) => boolean} run
 * @property {number} nodes
 * @property {() => void} free
 * @property {(path: Uint32Array) => void} [descend]
 */

/** @typedef {Sliced & { count: number, updates: number }} CounterLike */
/** @typedef {Sliced & { solutions: number, report(): import('../../../pkg/sudoku_dlx.js').PossibilitiesReport }} TallyLike */
/**
 * @typedef {object} SearchFields
 * @property {number} id
 * @property {string} grid
 * @property {number} limit
 * @property {Uint32Array} [path] the piece to search, from `pieces`; the whole search when absent
 * @property {number} [budget] nodes to stop after (`ended` says whether it ended)
 */

/**
 * Runs a budgeted search to its end, or past `budget` nodes when one is
 * given, posting `progress()` as request `id`'s progress every
 * PROGRESS_EVERY_MS; returns whether it ended.
 * @param {Sliced} search
 * @param {() => object} progress
 * @param {number} id
 * @param {number} [budget]
 */
export function runInSlices(search, progress, id, budget = Infinity) {
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

/**
 * Starts `search` at the piece `path`, if one is given.
 * @param {Sliced} search
 * @param {Uint32Array | undefined} path
 */
function start(search, path) {
  if (!path) return;
  if (!search.descend) throw new Error('this module searches whole problems only, not pieces');
  search.descend(path);
}

/**
 * Counts `grid`'s solutions up to `limit` (0: all). Synchronous on purpose:
 * cancelling terminates the worker, so the loop never needs to yield to
 * hear about it.
 * @param {{ Counter: new (grid: string, limit: number) => CounterLike }} engine
 * @param {SearchFields} fields
 */
export function countInSlices(engine, { id, grid, limit, path, budget }) {
  const started = performance.now();
  const counter = new engine.Counter(grid, limit);
  try {
    start(counter, path);
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
}

/**
 * Every value some solution allows, tallied over up to `limit` solutions.
 * @param {{ Possibilities: new (grid: string, limit: number) => TallyLike }} engine
 * @param {SearchFields} fields
 */
export function tallyInSlices(engine, { id, grid, limit, path, budget }) {
  const started = performance.now();
  const tally = new engine.Possibilities(grid, limit);
  try {
    start(tally, path);
    const ended = runInSlices(tally, () => ({ solutions: tally.solutions, nodes: tally.nodes }), id, budget);
    return { ...tally.report(), limit, ended, nodes: tally.nodes, ms: performance.now() - started };
  } finally {
    tally.free();
  }
}
