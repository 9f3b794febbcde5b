// A count or an "all possibilities" tally on several of the pool's workers at
// once. The search is first run alone within ALONE_NODES, where nearly every
// puzzle a person gives ends, answered as one worker answers it. A search
// still running then is split by the engine into pieces (`pieces`, on the
// estimate's worker, whose module holds the split), each the subtree at a
// path of options, and the pieces run on up to `workers` of the estimate's
// workers (only its module descends to a piece), the next
// piece going to the first worker free. Their counts sum, and their tallies,
// taken piece after piece up to the limit, to exactly what one search gives;
// progress is the pieces' summed; one `cancel()` stops every worker.

import { CancelledError } from './pool.js';
import { SYMBOLS } from '../shared/engine-facts.js';

/** @typedef {import('./protocol.js').SolverProtocol} SolverProtocol */
/** @typedef {import('./protocol.js').PieceFields} PieceFields */
/** @typedef {import('./protocol.js').CountAnswer & { ended: boolean }} CountAnswer */
/** @typedef {import('./protocol.js').PossibilitiesAnswer & { ended: boolean }} TallyAnswer */
/** @typedef {{ promise: Promise<any>, cancel: () => void }} Job */
/**
 * Starts one job on the pool: a request of `type` to the solver's worker,
 * or `pieces`, and a count or tally with a `path`, to the estimate's.
 * @typedef {(type: 'count' | 'possibilities' | 'pieces', fields: object, onProgress?: (value: any) => void) => Job} Start
 */

/** Nodes a search runs alone before it is split: milliseconds of search. */
export const ALONE_NODES = 50_000;

/** Pieces a worker: enough that a worker that drew small ones takes more. */
const PIECES_PER_WORKER = 16;

export class PooledSearch {
  /** @type {Set<Job>} */
  #jobs = new Set();
  #cancelled = false;
  #start;
  #workers;
  #warm;

  /**
   * @param {Start} start
   * @param {number} workers the most pieces searched at once
   * @param {(workers: number) => void} [warm] starts that many workers for the pieces, ahead of them
   */
  constructor(start, workers, warm = () => {}) {
    this.#start = start;
    this.#workers = Math.max(1, workers);
    this.#warm = warm;
  }

  /** Stops every worker of this search; its promise rejects with a CancelledError. */
  cancel() {
    this.#cancelled = true;
    const jobs = [...this.#jobs];
    this.#jobs.clear();
    for (const job of jobs) job.cancel();
  }

  /**
   * `{ count, limit, nodes, updates, ms }` of `grid`, counting up to `limit` (0: all).
   * @param {string} grid
   * @param {number} limit
   * @param {(progress: { count: number, nodes: number }) => void} [onProgress]
   * @returns {Promise<CountAnswer>}
   */
  async count(grid, limit, onProgress) {
    const started = performance.now();
    const alone = await this.#alone('count', { grid, limit }, onProgress);
    if (alone.ended) return alone;
    /** @type {CountAnswer[]} */
    const done = [];
    /** @type {Map<number, { count: number, nodes: number }>} */
    const running = new Map();
    const capped = (/** @type {number} */ count) => (limit === 0 ? count : Math.min(count, limit));
    const total = (/** @type {'count' | 'nodes'} */ field) =>
      sum(done, field) + sum([...running.values()], field) + (field === 'nodes' ? alone.nodes : 0);
    const report = () => onProgress?.({ count: capped(total('count')), nodes: total('nodes') });
    await this.#pieces(grid, (path, index) =>
      this.#job('count', { grid, limit, path }, (progress) => {
        running.set(index, progress);
        report();
      }).then((answer) => {
        running.delete(index);
        done.push(answer);
        report();
        // The rest is not needed once the limit is reached.
        return limit === 0 || sum(done, 'count') < limit;
      }),
    );
    return {
      count: capped(sum(done, 'count')),
      limit,
      ended: true,
      nodes: alone.nodes + sum(done, 'nodes'),
      updates: alone.updates + sum(done, 'updates'),
      ms: performance.now() - started,
    };
  }

  /**
   * Every value some solution allows, tallied over up to `limit` solutions,
   * as the solver's `possibilities` answers.
   * @param {string} grid
   * @param {number} limit
   * @param {(progress: { solutions: number, nodes: number }) => void} [onProgress]
   * @returns {Promise<TallyAnswer>}
   */
  async possibilities(grid, limit, onProgress) {
    const started = performance.now();
    const alone = await this.#alone('possibilities', { grid, limit }, onProgress);
    if (alone.ended) return alone;
    /** @type {(TallyAnswer | undefined)[]} */
    const done = [];
    /** @type {Map<number, { solutions: number, nodes: number }>} */
    const running = new Map();
    let nodes = alone.nodes;
    const solutionsIn = (/** @type {number} */ end) => sum(done.slice(0, end).filter(isDefined), 'solutions');
    const report = () => {
      const found = solutionsIn(done.length) + sum([...running.values()], 'solutions');
      onProgress?.({ solutions: Math.min(found, limit), nodes: nodes + sum([...running.values()], 'nodes') });
    };
    const paths = await this.#pieces(grid, (path, index) =>
      this.#job('possibilities', { grid, limit, path }, (progress) => {
        running.set(index, progress);
        report();
      }).then((answer) => {
        running.delete(index);
        done[index] = answer;
        nodes += answer.nodes;
        report();
        // Done once the pieces answered so far, in order, hold the limit.
        let prefix = 0;
        while (done[prefix]) prefix += 1;
        return solutionsIn(prefix) < limit;
      }),
    );
    // The pieces in order, up to the limit: the piece that crosses it is
    // tallied again up to what is left, as one search would stop in it.
    /** @type {TallyAnswer[]} */
    const taken = [];
    let found = 0;
    for (const [index, answer] of done.entries()) {
      if (!answer || found >= limit) break;
      let piece = answer;
      if (found + piece.solutions > limit) {
        piece = await this.#job('possibilities', { grid, limit: limit - found, path: paths[index] });
        nodes += piece.nodes;
      }
      taken.push(piece);
      found += piece.solutions;
    }
    return {
      ...mergeTallies(taken),
      complete: found < limit,
      limit,
      ended: true,
      nodes,
      ms: performance.now() - started,
    };
  }

  /**
   * The search alone within ALONE_NODES, or to its end when it has one worker.
   * @template {'count' | 'possibilities'} K
   * @param {K} type
   * @param {{ grid: string, limit: number }} fields
   * @param {((value: any) => void) | undefined} onProgress
   */
  #alone(type, fields, onProgress) {
    if (this.#workers === 1) return this.#job(type, fields, onProgress);
    // Unheard: the pieces' progress starts again from nothing.
    return this.#job(type, { ...fields, budget: ALONE_NODES });
  }

  /**
   * Splits `grid`'s search into pieces and runs `piece` on each, at most
   * `workers` at once, until every piece is answered or one answers `false`;
   * the pieces' paths.
   * @param {string} grid
   * @param {(path: Uint32Array, index: number) => Promise<boolean>} piece
   * @returns {Promise<Uint32Array[]>}
   */
  async #pieces(grid, piece) {
    // Every worker starts while the first splits, not after it.
    this.#warm(this.#workers);
    /** @type {Uint32Array[]} */
    const paths = await this.#job('pieces', { grid, wanted: PIECES_PER_WORKER * this.#workers });
    let next = 0;
    let more = true;
    const worker = async () => {
      while (more && next < paths.length) {
        const index = next++;
        let wanted;
        try {
          wanted = await piece(paths[index], index);
        } catch (error) {
          // A piece stopped because the others had answered enough.
          if (!more && error instanceof CancelledError) return;
          throw error;
        }
        if (!wanted && more) {
          more = false;
          for (const job of [...this.#jobs]) job.cancel();
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(this.#workers, paths.length) }, worker));
    } catch (error) {
      this.cancel();
      throw error;
    }
    return paths;
  }

  /**
   * One job on the pool, kept so that `cancel()` stops it.
   * @param {'count' | 'possibilities' | 'pieces'} type
   * @param {object} fields
   * @param {(value: any) => void} [onProgress]
   * @returns {Promise<any>}
   */
  #job(type, fields, onProgress) {
    if (this.#cancelled) return Promise.reject(new CancelledError());
    const job = this.#start(type, fields, onProgress);
    this.#jobs.add(job);
    const forget = () => this.#jobs.delete(job);
    job.promise.then(forget, forget);
    return job.promise;
  }
}

/**
 * The sum of `field` over `items`.
 * @template {string} F
 * @param {Record<F, number>[]} items
 * @param {F} field
 */
function sum(items, field) {
  return items.reduce((total, item) => total + item[field], 0);
}

/**
 * @template T
 * @param {T | undefined} value
 * @returns {value is T}
 */
function isDefined(value) {
  return value !== undefined;
}

/**
 * The tallies of several pieces as one: each cell's symbols (in symbol
 * order) and how many solutions put each there.
 * @param {TallyAnswer[]} pieces
 * @returns {{ solutions: number, cells: string[], counts: number[][] }}
 */
export function mergeTallies(pieces) {
  const cells = pieces[0]?.cells.length ?? 0;
  const merged = {
    solutions: sum(pieces, 'solutions'),
    cells: /** @type {string[]} */ ([]),
    counts: /** @type {number[][]} */ ([]),
  };
  for (let cell = 0; cell < cells; cell++) {
    const tally = new Map();
    for (const piece of pieces) {
      Array.from(piece.cells[cell]).forEach((symbol, i) =>
        tally.set(symbol, (tally.get(symbol) ?? 0) + piece.counts[cell][i]),
      );
    }
    const symbols = [...tally.keys()].sort((a, b) => SYMBOLS.indexOf(a) - SYMBOLS.indexOf(b));
    merged.cells.push(symbols.join(''));
    merged.counts.push(symbols.map((symbol) => tally.get(symbol)));
  }
  return merged;
}
