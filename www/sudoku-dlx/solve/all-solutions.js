// Count them all and Tally them all, offered once Count or All
// possibilities stopped at the page's cap: the search without a cap, on
// every worker of the pool (pooled-search.js). First, how big it is:
// Knuth's estimate of its tree, made on the pool's workers as the tree
// panel makes it (visualize/model/tree-estimate.js), so that a player who
// asks for every solution of a nearly empty grid is told it may never end.
// Then its progress, the time ticking between the workers' reports, and a
// Cancel that keeps what was found.

import { CancelledError } from '../engine/solver-client.js';
import { allProgress } from './model/search-words.js';

/** How often the time taken is written between reports. */
const TICK_MS = 250;

/** The probes: the figure holds to a few per cent on a 9×9, in tens of milliseconds. */
const PROBES = 1000;
/** A fixed seed, so the same grid is always told the same size. */
const SEED = 1;
/** The nodes the probes may enter: about a second's work, for a 25×25's few probes. */
const BUDGET = 1_000_000;

/**
 * The estimated nodes of `grid`'s search tree, or null when none could be made.
 * @param {import('../engine/solver-client.js').SolverClient} client
 * @param {string} grid Sudoku text
 * @returns {Promise<number | null>}
 */
export async function searchSize(client, grid) {
  try {
    const { probes, nodes } = await client.estimate({
      text: grid,
      isSudoku: true,
      probes: PROBES,
      seed: SEED,
      budget: BUDGET,
      rule: 'weighed',
    });
    return probes > 0 ? nodes : null;
  } catch (error) {
    // A cancel stops the job; any other failure only leaves the size untold.
    if (error instanceof CancelledError) throw error;
    return null;
  }
}

/** @typedef {{ found: number, nodes: number, ms: number }} Found how far a search had got */

/**
 * Runs `search`, a count or tally without a cap, writing its progress on
 * `line`: its answer, or how far it had got when it was cancelled.
 * @template T
 * @param {import('./model/panel-state.js').Line} line
 * @param {number | null} estimate the estimated nodes of its tree
 * @param {(report: (found: number, nodes: number) => void) => Promise<T>} search
 * @returns {Promise<{ answer: T } | { cancelled: Found }>}
 */
export async function runAll(line, estimate, search) {
  const started = performance.now();
  let last = { found: 0, nodes: 0 };
  const now = () => ({ ...last, ms: performance.now() - started });
  const show = () => line.progress(allProgress(now(), estimate));
  const tick = setInterval(show, TICK_MS);
  try {
    return {
      answer: await search((found, nodes) => {
        last = { found, nodes };
        show();
      }),
    };
  } catch (error) {
    if (error instanceof CancelledError) return { cancelled: now() };
    throw error;
  } finally {
    clearInterval(tick);
  }
}

/**
 * Runs `job`, Count them all or Tally them all, which offers its button
 * again when its search is cancelled; cancelled sooner, while its size was
 * still being estimated, the button is offered again here.
 * @param {(offered: boolean) => void} offer
 * @param {() => Promise<void>} job
 */
export async function offeredAgainIfCancelled(offer, job) {
  try {
    await job();
  } catch (error) {
    if (error instanceof CancelledError) offer(true);
    throw error;
  }
}
