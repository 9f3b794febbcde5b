// The difficulty of the puzzle in the grid ("Difficulty: medium, 2.0 of 5
// (hardest step: pointing)."), in the one scale of model/difficulty.js,
// beside the status. Nobody asked for it, so it runs as a background job of
// the worker pool, after any job a person started, and under a time budget:
// a puzzle too hard to rate in RATING_BUDGET_MS says so instead of holding a
// core. A newer puzzle ends the older rating. It needs the larger `logic`
// wasm, so it starts only once the page has loaded and been idle a moment,
// and once the core wasm is in: a cold load fetches the core alone first,
// and the first Solve never shares the network with the rating.

import { CancelledError, EngineError, GaveUpError, SolverClient } from '../engine/solver-client.js';
import { coreWasm } from '../engine/wasm-files.js';
import { ErrorCode } from '../shared/engine-facts.js';
import { formatNumber } from '../shared/format.js';
import { afterLoad } from '../shared/after-load.js';
import { Latest } from '../shared/latest.js';
import { describeDifficulty } from './model/difficulty.js';

/** How long a rating may search before it gives up. */
export const RATING_BUDGET_MS = 10_000;

export class Rating {
  #show;
  #client = new SolverClient({ background: true, timeoutMs: RATING_BUDGET_MS });
  #requests = new Latest();
  /** Ratings under way: only they are worth ending the worker for. */
  #running = 0;

  /** @param {(text: string, level?: string) => void} show writes the rating ('' for none), with its level once known */
  constructor(show) {
    this.#show = show;
  }

  /**
   * Rates `puzzle`, showing the level once known; a puzzle with several
   * solutions says it is not rated, one with none or a bad one shows nothing.
   * @param {string} puzzle one-line form
   */
  async rate(puzzle) {
    this.clear();
    // An empty grid has every solution: there is nothing to rate.
    if (!/[^.]/.test(puzzle)) return;
    const isNewest = this.#requests.begin();
    this.#running += 1;
    try {
      await Promise.all([afterLoad(), coreWasm()]);
      if (!isNewest()) return;
      const rating = await this.#client.rate(puzzle);
      if (isNewest()) this.#show(`Difficulty: ${describeDifficulty(rating)}.`, rating.level);
    } catch (error) {
      if (!isNewest() || error instanceof CancelledError) return;
      if (error instanceof GaveUpError) {
        this.#show(`Not rated: gave up after ${formatNumber(error.ms / 1000)} s.`);
        return;
      }
      if (!(error instanceof EngineError)) return;
      // The rating's own node budget (2,000,000) can run out before the time budget.
      if (error.code === ErrorCode.GaveUp && error.nodes !== undefined) {
        this.#show(`Not rated: gave up after ${formatNumber(error.nodes)} nodes.`);
      } else if (error.code === ErrorCode.SeveralSolutions) {
        this.#show('Not rated: several solutions.');
      }
    } finally {
      this.#running -= 1;
    }
  }

  /** Forgets the rating shown and stops any rating under way. */
  clear() {
    this.#requests.invalidate();
    if (this.#running) this.#client.cancel();
    this.#show('');
  }

  /** Stops any rating under way. */
  destroy() {
    this.#requests.invalidate();
    this.#client.cancel();
  }
}
