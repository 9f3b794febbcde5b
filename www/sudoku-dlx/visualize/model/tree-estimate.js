// Knuth's estimate of the size of a problem's search tree, from the engine,
// for the tree panel to show beside the tree it draws: on the main thread
// for a small problem, in a worker of the page's pool for a large one.

/** @typedef {import('../../engine/load.js').StepperEngine} Engine */
/** @typedef {import('../../engine/solver-client.js').SolverClient} SolverClient */
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
 * The matrix nodes above which the estimate runs in a worker: an empty
 * 16×16 has 16,384 and is estimated in tens of milliseconds; an empty
 * 25×25 has 62,500, and the 60,000-item problem of the tests 120,000.
 */
const IN_WORKER_ABOVE = 20_000;
/**
 * The nodes a worker's probes may enter: all 10 probes of the 60,000-item
 * problem (30,000 nodes each, about a second), where the main thread's
 * bound of about 100 ms allows 3.
 */
const WORKER_BUDGET = 1_000_000;

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
 * Whether `problem` is estimated in a worker (see `estimateInWorker`).
 * @param {Problem} problem
 */
export function estimatedInWorker(problem) {
  return problem.nodeCount > IN_WORKER_ABOVE;
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
    // The tree of the rule the search branches by, as the tree view draws it.
    const { rule } = problem;
    const estimate =
      problem.isSudoku || problem.isVariant
        ? engine.estimateTree(problem.text, probes, SEED, undefined, rule)
        : engine.estimateExactCover(problem.text, probes, SEED, undefined, rule);
    return usable(estimate);
  } catch {
    return null;
  }
}

/**
 * The estimate for a large `problem`, made by `client` in a worker under a
 * budget of nodes (and the client's time budget): the same figure as
 * `estimateTree` for the probes both make. Null if none could be made.
 * @param {SolverClient} client
 * @param {Problem} problem
 * @returns {Promise<TreeEstimate | null>}
 */
export async function estimateInWorker(client, problem) {
  const request = {
    text: problem.text,
    isSudoku: problem.isSudoku || problem.isVariant,
    probes: probesFor(problem),
    seed: SEED,
    budget: WORKER_BUDGET,
    rule: problem.rule,
  };
  return client.estimate(request).then(usable, () => null);
}

/** @param {TreeEstimate} estimate */
function usable(estimate) {
  return estimate.probes > 0 ? estimate : null;
}
