// The main thread's handle on the solver: every call is one job on the page's
// worker pool (pool.js) and returns a promise of its answer. `cancel()` stops
// this client's jobs at once (a running one by ending its worker). Hints,
// ratings and the generator run on workers of their own kind, with the
// larger `logic` module (pkg-logic/), fetched only when first asked for.

import { coreWasm, logicWasm } from './wasm-files.js';
import { CancelledError, GaveUpError, workerPool } from './pool.js';

export { CancelledError, GaveUpError };

/** The worker kinds of this client's jobs (see JobSpec in pool.js). */
const WORKERS = {
  solver: {
    kind: 'solver',
    create: () => new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' }),
    wasm: coreWasm,
    failure: 'the solver failed to start',
  },
  logic: {
    kind: 'logic',
    create: () => new Worker(new URL('./logic-worker.js', import.meta.url), { type: 'module' }),
    wasm: logicWasm,
    failure: 'the hints and ratings failed to start',
  },
};

export class SolverClient {
  /** @type {Set<{ promise: Promise<any>, cancel: () => void }>} */
  #jobs = new Set();
  #options;

  /**
   * @param {{ background?: boolean, timeoutMs?: number }} [options] jobs the page starts on
   *   its own (a rating) run after a person's and give up after `timeoutMs`
   */
  constructor(options = {}) {
    this.#options = options;
  }

  /** The puzzle in the one-line form; rejects with the parser's message. */
  normalize(grid) {
    return this.#request({ type: 'normalize', grid });
  }

  /**
   * `{ solution (null when there is none), solutions (up to two), unique,
   * nodes, updates, ms }`; `onProgress({ nodes, ms })` hears how far a long
   * solve has got.
   */
  solve(grid, onProgress) {
    return this.#request({ type: 'solve', grid }, onProgress);
  }

  /** The solutions, up to `limit`, as one-line strings. */
  solutions(grid, limit) {
    return this.#request({ type: 'solutions', grid, limit });
  }

  /** Each cell's candidates, in row order; '' for a given. */
  candidates(grid) {
    return this.#request({ type: 'candidates', grid });
  }

  /**
   * The next step a person could take (see `hint` in the README), or null
   * for a full grid; `marks` (one string a cell) are the candidates to
   * work on, null for the grid's own.
   */
  hint(grid, marks = null) {
    return this.#request({ type: 'hint', grid, marks }, undefined, WORKERS.logic);
  }

  /**
   * `{ solutions, complete, cells, counts, limit, nodes, ms }`, tallying up
   * to `limit` solutions; `onProgress({ solutions, nodes })` hears how far
   * a long tally has got.
   */
  possibilities(grid, limit, onProgress) {
    return this.#request({ type: 'possibilities', grid, limit }, onProgress);
  }

  /**
   * `{ count, limit, nodes, updates, ms }`, counting up to `limit` (0 for
   * all); `onProgress({ count, nodes })` hears how far a long count has got.
   */
  count(grid, limit, onProgress) {
    return this.#request({ type: 'count', grid, limit }, onProgress);
  }

  /**
   * Knuth's estimate of the search tree of `text` (Sudoku text when
   * `isSudoku`, else exact-cover text): `{ probes, nodes, standardError,
   * gaveUp }`, from `probes` probes seeded by `seed` within `budget` nodes.
   * @param {{ text: string, isSudoku: boolean, probes: number, seed: number, budget: number }} request
   */
  estimate(request) {
    return this.#request({ type: 'estimate', ...request });
  }

  /**
   * A new puzzle with exactly one solution, in the one-line form; rejects
   * with the generator's reason when no grid meets `options`.
   * @param {{ size?: number, symmetry?: string, difficulty?: string, timeout?: number }} options see `generate` in the README
   */
  generate(options) {
    return this.#request({ type: 'generate', options }, undefined, WORKERS.logic);
  }

  /** `{ level, score }`; rejects ("cannot rate: ...") unless the puzzle has exactly one solution. */
  rate(grid) {
    return this.#request({ type: 'rate', grid }, undefined, WORKERS.logic);
  }

  /** Stops this client's requests now; their promises reject with a CancelledError. */
  cancel() {
    const jobs = [...this.#jobs];
    this.#jobs.clear();
    for (const job of jobs) job.cancel();
  }

  /**
   * @param {object} message
   * @param {(value: any) => void} [onProgress]
   * @param {typeof WORKERS.solver} [worker] the kind of worker that runs it
   */
  #request(message, onProgress, worker = WORKERS.solver) {
    const job = workerPool().run({ ...worker, message, onProgress, ...this.#options });
    this.#jobs.add(job);
    const forget = () => this.#jobs.delete(job);
    job.promise.then(forget, forget);
    return job.promise;
  }
}
