// Knuth's estimate of the size of a problem's search tree, from the engine,
// for the tree panel to show beside the tree it draws.

/** @typedef {import('../../engine/load.js').StepperEngine} Engine */
/** @typedef {import('./problem.js').Problem} Problem */
/** @typedef {{ probes: number, nodes: number, standardError: number, gaveUp?: boolean }} TreeEstimate */

/** The probes on a 9×9: the figure holds to a few per cent, in tens of milliseconds. */
const PROBES = 1000;
/** A bigger matrix gets fewer probes, so that loading it waits about as long. */
const MIN_PROBES = 10;
/** The matrix nodes up to which a problem gets every probe: a hard 9×9 has about 1,700. */
const FULL_PROBES_UP_TO = 1700;
/** A fixed seed, so the figure is the same on every visit. */
const SEED = 1;

/**
 * How many probes `problem` gets: a probe's cost grows faster than the
 * matrix, about as its size to the power 1.5.
 * @param {Problem} problem
 */
export function probesFor(problem) {
  const scale = Math.min(1, FULL_PROBES_UP_TO / Math.max(1, problem.nodeCount)) ** 1.5;
  return Math.max(MIN_PROBES, Math.round(PROBES * scale));
}

/**
 * The estimate for `problem`, or null if the engine cannot make one. The
 * engine bounds the work of an estimate (about 100 ms), so a problem too
 * large for one probe in that time gets none, and the page no long task.
 * @param {Engine} engine
 * @param {Problem} problem
 * @returns {TreeEstimate | null}
 */
export function estimateTree(engine, problem) {
  const probes = probesFor(problem);
  try {
    const estimate = problem.isSudoku
      ? engine.estimateTree(problem.text, probes, SEED)
      : engine.estimateExactCover(problem.text, probes, SEED);
    return estimate.probes > 0 ? estimate : null;
  } catch {
    return null;
  }
}
