// Previous and next through the solutions a search listed, shown on the
// grid one at a time; when Next runs past those listed, more are listed
// (up to a limit) before it moves.

import { SolutionList } from './model/solution-list.js';

/** @typedef {import('./model/panel-state.js').SolutionsBar} SolutionsBar */

/**
 * @typedef {object} SteppingOptions
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {() => SolutionsBar} solutionsBar the solutions bar's state now
 * @property {(solutionsBar: SolutionsBar) => void} show puts the solutions bar's new state in the panel's
 * @property {() => number} limit how many solutions may be listed at most
 * @property {(limit: number) => Promise<string[] | null>} list lists the solutions up to `limit`; null when it could not
 */

export class SolutionStepping {
  #options;
  #list = new SolutionList();

  /** @param {SteppingOptions} options */
  constructor(options) {
    this.#options = options;
  }

  /**
   * Shows the first of `solutions`; `complete` tells whether they are all there are.
   * @param {string[]} solutions
   * @param {boolean} complete
   */
  start(solutions, complete) {
    this.#list.start(solutions, complete);
    this.#showListed();
  }

  /** The solutions bar hides: the solutions are forgotten. */
  hide() {
    this.#list.clear();
    this.#options.show(this.#list.view(this.#options.solutionsBar()));
  }

  /**
   * Previous or next through the solutions, listing more (up to a limit)
   * when Next runs past those listed.
   * @param {number} by
   */
  async step(by) {
    const list = this.#list;
    const aim = list.aim(by);
    if (aim === null) return;
    if (aim === 'more') {
      const limit = this.#options.limit();
      const wanted = list.wanted(limit);
      const target = list.index + by;
      const listed = await this.#options.list(wanted);
      if (!listed) return;
      list.extend(listed, wanted, limit);
      if (target < listed.length) list.moveTo(target);
    } else list.moveTo(aim);
    this.#showListed();
  }

  /** The solution the list stands at on the grid, and the solutions bar in line. */
  #showListed() {
    const solution = this.#list.current;
    if (solution) this.#options.grid.showSolution(solution, this.#list.differs);
    this.#options.show(this.#list.view(this.#options.solutionsBar()));
  }
}
