// Knuth's estimate of the size of a problem's search tree, from the engine,
// for the tree panel to show beside the tree it draws.

/** @typedef {import('../../engine/load.js').Engine} Engine */
/** @typedef {import('./problem.js').Problem} Problem */
/** @typedef {{ probes: number, nodes: number, standardError: number }} TreeEstimate */

/** Enough probes for a figure that holds to a few per cent on a 9×9, in milliseconds. */
export const PROBES = 1000;
/** A fixed seed, so the figure is the same on every visit. */
const SEED = 1;

/**
 * The estimate for `problem`, or null if the engine cannot make one.
 * @param {Engine} engine
 * @param {Problem} problem
 * @returns {TreeEstimate | null}
 */
export function estimateTree(engine, problem) {
  try {
    return problem.isSudoku
      ? engine.estimateTree(problem.text, PROBES, SEED)
      : engine.estimateExactCover(problem.text, PROBES, SEED);
  } catch {
    return null;
  }
}
