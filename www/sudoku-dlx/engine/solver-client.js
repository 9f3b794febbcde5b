// The main thread's handle on the solver worker: every call posts one request
// and returns a promise of its answer. `cancel()` stops the work at once by
// ending the worker; the next call starts a fresh one.

/** The rejection of a request that `cancel()` stopped. */
export class CancelledError extends Error {
  name = 'CancelledError';

  constructor() {
    super('cancelled');
  }
}

export class SolverClient {
  #worker = null;
  #pending = new Map();
  #nextId = 1;

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
    return this.#request({ type: 'hint', grid, marks });
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
   * A new puzzle with exactly one solution, in the one-line form; rejects
   * with the generator's reason when no grid meets `options`.
   * @param {{ size?: number, symmetry?: string, difficulty?: string }} options see `generate` in the README
   */
  generate(options) {
    return this.#request({ type: 'generate', options });
  }

  /** `{ level, score }`; rejects ("cannot rate: ...") unless the puzzle has exactly one solution. */
  rate(grid) {
    return this.#request({ type: 'rate', grid });
  }

  /** Stops every request now; their promises reject with a CancelledError. */
  cancel() {
    this.#worker?.terminate();
    this.#worker = null;
    this.#rejectAll(new CancelledError());
  }

  #request(message, onProgress) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, onProgress });
      this.#started().postMessage({ ...message, id });
    });
  }

  #started() {
    if (!this.#worker) {
      const worker = new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' });
      worker.addEventListener('message', ({ data }) => this.#answer(data));
      // A module worker that fails to load reports a bare Event, with no message.
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        if (this.#worker === worker) this.#worker = null;
        worker.terminate();
        this.#rejectAll(new Error(`the solver failed to start${event.message ? `: ${event.message}` : ''}`));
      });
      this.#worker = worker;
    }
    return this.#worker;
  }

  #answer({ id, type, value, message }) {
    const request = this.#pending.get(id);
    if (!request) return;
    if (type === 'progress') {
      request.onProgress?.(value);
      return;
    }
    this.#pending.delete(id);
    if (type === 'result') request.resolve(value);
    else request.reject(new Error(message));
  }

  #rejectAll(error) {
    const requests = [...this.#pending.values()];
    this.#pending.clear();
    for (const request of requests) request.reject(error);
  }
}
