// The main thread's handle on the solver: every call is one job on the page's
// worker pool (pool.js) and returns a promise of its answer. `cancel()` stops
// this client's jobs at once (a running one by ending its worker). Hints,
// ratings and the generator run on workers of their own kind, with the
// larger `logic` module (pkg-logic/), and Knuth's estimate of a large
// problem on workers of the `stepper` module (pkg-stepper/), each fetched
// only when first asked for.

import { coreWasm, logicWasm, stepperWasm } from './wasm-files.js';
import { CancelledError, EngineError, GaveUpError, workerPool } from './pool.js';
import { combineEstimates, partSeed, shareProbes } from './pooled-estimate.js';
import { PooledSearch } from './pooled-search.js';
import { UnreachableError } from './unreachable.js';

export { CancelledError, EngineError, GaveUpError, UnreachableError };

/** @typedef {import('./protocol.js').SolverProtocol} SolverProtocol */
/** @typedef {import('./protocol.js').LogicProtocol} LogicProtocol */
/** @typedef {import('./protocol.js').EstimateProtocol} EstimateProtocol */
/**
 * @template P
 * @template {keyof P} K
 * @typedef {import('./protocol.js').Fields<P, K>} Fields
 */
/**
 * @template P
 * @template {keyof P} K
 * @typedef {import('./protocol.js').Answer<P, K>} Answer
 */
/**
 * @template P
 * @template {keyof P} K
 * @typedef {import('./protocol.js').Progress<P, K>} Progress
 */

/** The worker kinds of this client's jobs (see JobSpec in pool.js). */
const WORKERS = {
  solver: {
    kind: 'solver',
    script: new URL('./solver-worker.js', import.meta.url),
    wasm: coreWasm,
    what: 'The solver',
  },
  logic: {
    kind: 'logic',
    script: new URL('./logic-worker.js', import.meta.url),
    wasm: logicWasm,
    what: 'Hints and ratings',
  },
  estimate: {
    kind: 'estimate',
    script: new URL('./estimate-worker.js', import.meta.url),
    wasm: stepperWasm,
    what: 'The estimate',
  },
};

export class SolverClient {
  /** @type {Set<{ promise: Promise<any>, cancel: () => void }>} */
  #jobs = new Set();
  #options;
  #workers;

  /**
   * @param {{ background?: boolean, timeoutMs?: number, workers?: number }} [options] jobs the
   *   page starts on its own (a rating) run after a person's and give up after `timeoutMs`;
   *   a long count or tally runs on up to `workers` of the pool's workers (all by default)
   */
  constructor({ workers = Infinity, ...options } = {}) {
    this.#options = options;
    this.#workers = workers;
  }

  /**
   * Fetches and compiles the solver's wasm now, not with the first job, so
   * that a page's preload of it is used at once and the first Solve need
   * not wait for it. A failure is left to that job to report.
   */
  prepare() {
    coreWasm().catch(() => {});
  }

  /**
   * The puzzle in the one-line form; rejects with the parser's message.
   * @param {string} grid
   */
  normalize(grid) {
    return this.#solver('normalize', { grid });
  }

  /**
   * `{ solution (null when there is none), solutions (up to two), unique,
   * nodes, updates, ms }`; `onProgress({ nodes, ms })` hears how far a long
   * solve has got.
   * @param {string} grid
   * @param {(progress: Progress<SolverProtocol, 'solve'>) => void} [onProgress]
   */
  solve(grid, onProgress) {
    return this.#solver('solve', { grid }, onProgress);
  }

  /**
   * The solutions, up to `limit`, as one-line strings.
   * @param {string} grid
   * @param {number} limit
   */
  solutions(grid, limit) {
    return this.#solver('solutions', { grid, limit });
  }

  /**
   * Each cell's candidates, in row order; '' for a given.
   * @param {string} grid
   */
  candidates(grid) {
    return this.#solver('candidates', { grid });
  }

  /**
   * The next step a person could take (see `hint` in the README), or null
   * for a full grid; `marks` (one string a cell) are the candidates to
   * work on, null for the grid's own.
   * @param {string} grid
   * @param {string[] | null} [marks]
   */
  hint(grid, marks = null) {
    return this.#logic('hint', { grid, marks });
  }

  /**
   * `{ solutions, complete, cells, counts, limit, nodes, ms }`, tallying up
   * to `limit` solutions; `onProgress({ solutions, nodes })` hears how far
   * a long tally has got. A long tally runs in pieces on several workers
   * (pooled-search.js).
   * @param {string} grid
   * @param {number} limit
   * @param {(progress: Progress<SolverProtocol, 'possibilities'>) => void} [onProgress]
   */
  possibilities(grid, limit, onProgress) {
    return this.#pooled((search) => search.possibilities(grid, limit, onProgress));
  }

  /**
   * `{ count, limit, nodes, updates, ms }`, counting up to `limit` (0 for
   * all); `onProgress({ count, nodes })` hears how far a long count has got.
   * A long count runs in pieces on several workers (pooled-search.js).
   * @param {string} grid
   * @param {number} limit
   * @param {(progress: Progress<SolverProtocol, 'count'>) => void} [onProgress]
   */
  count(grid, limit, onProgress) {
    return this.#pooled((search) => search.count(grid, limit, onProgress));
  }

  /**
   * Knuth's estimate of the search tree of `text` (Sudoku text when
   * `isSudoku`, else exact-cover text): `{ probes, nodes, standardError,
   * gaveUp }`, from `probes` probes seeded by `seed` within `budget` nodes.
   * The probes are shared out among up to `workers` of the pool's workers,
   * each part with its share of the budget and a seed of its own, and the
   * parts combined as one estimate of all their probes (pooled-estimate.js);
   * on one worker, the figure is that worker's estimate.
   * @param {Fields<EstimateProtocol, 'estimate'>} request
   * @returns {Promise<Answer<EstimateProtocol, 'estimate'>>}
   */
  estimate(request) {
    const shares = shareProbes(request.probes, Math.min(this.#workers, workerPool().limit));
    const parts = shares.map((probes, part) => {
      const message = { type: 'estimate', ...request, probes, seed: partSeed(request.seed, part) };
      if (request.budget !== undefined) {
        message.budget = Math.max(1, Math.ceil((request.budget * probes) / request.probes));
      }
      return this.#job(message, undefined, WORKERS.estimate);
    });
    if (parts.length === 1) return parts[0].promise;
    return all(parts).then(combineEstimates);
  }

  /**
   * A new puzzle with exactly one solution, in the one-line form; rejects
   * with the generator's reason when no grid meets `options`. With
   * `racers` above 1 and no seed in `options`, up to that many of the
   * pool's workers (and `workers`) each make one from a seed of their own:
   * the first puzzle made is the answer and the other workers stop. A
   * seed (and the daily puzzle) always makes its one puzzle on one worker.
   * @param {Fields<LogicProtocol, 'generate'>['options']} options see `generate` in docs/javascript-api.md
   * @param {number} [racers]
   */
  generate(options, racers = 1) {
    const count = options.seed === undefined ? Math.min(racers, this.#workers, workerPool().limit) : 1;
    if (count <= 1) return this.#logic('generate', { options });
    const seeds = randomSeeds(count);
    return first(
      seeds.map((seed) => this.#job({ type: 'generate', options: { ...options, seed } }, undefined, WORKERS.logic)),
    );
  }

  /**
   * The daily puzzle of `date` (UTC, `YYYY-MM-DD`): `{ puzzle, date,
   * difficulty }`, at `difficulty` or, when null, the weekday's level.
   * @param {string} date
   * @param {Fields<LogicProtocol, 'daily'>['difficulty']} [difficulty]
   */
  daily(date, difficulty = null) {
    return this.#logic('daily', { date, difficulty });
  }

  /**
   * `{ level, technique, score }`; rejects with an EngineError (code
   * "several-solutions", "no-solution" or "gave-up") unless it can tell.
   * @param {string} grid
   */
  rate(grid) {
    return this.#logic('rate', { grid });
  }

  /**
   * What a page draws and referees of the variant puzzle `text` (see
   * `sketchVariant` in docs/javascript-api.md) with its solution, or null
   * when `text` is no variant; rejects with the parser's message, which
   * says where.
   * @param {string} text
   */
  readVariant(text) {
    return this.#logic('readVariant', { text });
  }

  /**
   * The variant puzzle's first solution (null for none), whether it is the only one, and the work.
   * @param {string} text a constraint string (docs/variants.md)
   */
  solveVariant(text) {
    return this.#logic('solveVariant', { text });
  }

  /**
   * The variant puzzle's solutions counted up to `limit` (0: all); null when the search gave up.
   * @param {string} text
   * @param {number} limit
   */
  countVariant(text, limit) {
    return this.#logic('countVariant', { text, limit });
  }

  /**
   * Each cell's candidates by the variant puzzle's rules, in row order; '' for a given.
   * @param {string} text
   */
  variantCandidates(text) {
    return this.#logic('variantCandidates', { text });
  }

  /**
   * The next step the variant puzzle's rules give, as `hint` gives one (a single, a cage's combination
   * or the 45 rule, a classic technique), from `marks` when the player's are complete; where to guess
   * (as `hint` offers one) when nothing follows; null for a full grid. Rejects with the code
   * `NoSolution` when the rules leave an open cell no digit, and `WrongMarks` when the marks leave out
   * a digit of the solution.
   * @param {string} text
   * @param {string[] | null} [marks]
   */
  variantHint(text, marks = null) {
    return this.#logic('variantHint', { text, marks });
  }

  /**
   * The killer cages whose sums the variant puzzle's filled cells already break (src/sudoku/variant/breaks.rs).
   * @param {string} text
   */
  variantBreaks(text) {
    return this.#logic('variantBreaks', { text });
  }

  /** Stops this client's requests now; their promises reject with a CancelledError. */
  cancel() {
    const jobs = [...this.#jobs];
    this.#jobs.clear();
    for (const job of jobs) job.cancel();
  }

  /**
   * A request to the solver's worker.
   * @template {keyof SolverProtocol} K
   * @param {K} type
   * @param {Fields<SolverProtocol, K>} fields
   * @param {(progress: Progress<SolverProtocol, K>) => void} [onProgress]
   * @returns {Promise<Answer<SolverProtocol, K>>}
   */
  #solver(type, fields, onProgress) {
    return this.#request(Object.assign({ type }, fields), onProgress, WORKERS.solver);
  }

  /**
   * A count or a tally in pieces on up to `workers` of the pool's workers:
   * the solver's runs the search alone first, the estimate's split it and
   * search its pieces.
   * @template T
   * @param {(search: PooledSearch) => Promise<T>} run
   * @returns {Promise<T>}
   */
  #pooled(run) {
    const pool = workerPool();
    const search = new PooledSearch(
      (type, fields, onProgress) =>
        pool.run({
          // The pieces, and each piece's search, on the stepper's module: the core has no split.
          ...(type === 'pieces' || 'path' in fields ? WORKERS.estimate : WORKERS.solver),
          message: { type, ...fields },
          onProgress,
          ...this.#options,
        }),
      Math.min(this.#workers, pool.limit),
      (workers) => pool.warm(WORKERS.estimate, workers),
    );
    const job = { promise: run(search), cancel: () => search.cancel() };
    this.#jobs.add(job);
    const forget = () => this.#jobs.delete(job);
    job.promise.then(forget, forget);
    return job.promise;
  }

  /**
   * A request to the techniques' worker.
   * @template {keyof LogicProtocol} K
   * @param {K} type
   * @param {Fields<LogicProtocol, K>} fields
   * @returns {Promise<Answer<LogicProtocol, K>>}
   */
  #logic(type, fields) {
    return this.#request(Object.assign({ type }, fields), undefined, WORKERS.logic);
  }

  /**
   * @param {object} message
   * @param {((value: any) => void) | undefined} onProgress
   * @param {typeof WORKERS.solver} worker the kind of worker that runs it
   */
  #request(message, onProgress, worker) {
    return this.#job(message, onProgress, worker).promise;
  }

  /**
   * `#request`, with the handle that cancels it alone.
   * @param {object} message
   * @param {((value: any) => void) | undefined} onProgress
   * @param {typeof WORKERS.solver} worker
   * @returns {{ promise: Promise<any>, cancel: () => void }}
   */
  #job(message, onProgress, worker) {
    const job = workerPool().run({ ...worker, message, onProgress, ...this.#options });
    this.#jobs.add(job);
    const forget = () => this.#jobs.delete(job);
    job.promise.then(forget, forget);
    return job;
  }
}

/**
 * Every job's answer, in order; at the first failure the others are
 * cancelled and the failure is the answer.
 * @param {{ promise: Promise<any>, cancel: () => void }[]} jobs
 */
function all(jobs) {
  return Promise.all(jobs.map((job) => job.promise)).catch((error) => {
    for (const job of jobs) job.cancel();
    throw error;
  });
}

/**
 * The first job's answer to come, the others cancelled then; when every
 * job fails, the first failure.
 * @param {{ promise: Promise<any>, cancel: () => void }[]} jobs
 */
function first(jobs) {
  return Promise.any(jobs.map((job) => job.promise)).then(
    (answer) => {
      for (const job of jobs) job.cancel();
      return answer;
    },
    (/** @type {AggregateError} */ failed) => {
      throw failed.errors[0];
    },
  );
}

/**
 * `count` random seeds, distinct, each a whole number the engine takes (below 2⁵³).
 * @param {number} count
 */
function randomSeeds(count) {
  const seeds = new Set();
  while (seeds.size < count) seeds.add(Math.floor(Math.random() * Number.MAX_SAFE_INTEGER));
  return [...seeds];
}
