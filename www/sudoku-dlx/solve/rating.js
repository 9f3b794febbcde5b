// The difficulty of the puzzle in the grid ("Difficulty: medium (score 12)"),
// beside the status. Rating runs in a worker of its own, so that a long one
// never holds up typing or a job; a newer puzzle ends the older rating.

import { CancelledError, SolverClient } from '../engine/solver-client.js';
import { formatNumber } from '../shared/format.js';
import { Latest } from '../shared/latest.js';

export class Rating {
  #place;
  #client = new SolverClient();
  #requests = new Latest();
  /** Ratings under way: only they are worth ending the worker for. */
  #running = 0;

  /** @param {HTMLElement} place where the rating is written */
  constructor(place) {
    this.#place = place;
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
      const { level, score } = await this.#client.rate(puzzle);
      if (isNewest()) this.#place.textContent = `Difficulty: ${level} (score ${formatNumber(score)}).`;
    } catch (error) {
      if (!isNewest() || error instanceof CancelledError) return;
      const several = /multiple|several|more than one/i.test(error instanceof Error ? error.message : '');
      if (several) this.#place.textContent = 'Not rated: several solutions.';
    } finally {
      this.#running -= 1;
    }
  }

  /** Forgets the rating shown and stops any rating under way. */
  clear() {
    this.#requests.invalidate();
    if (this.#running) this.#client.cancel();
    this.#place.textContent = '';
  }

  /** Ends the worker, idle or not. */
  destroy() {
    this.#requests.invalidate();
    this.#client.cancel();
  }
}
