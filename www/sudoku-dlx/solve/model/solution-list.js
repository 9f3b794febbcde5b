// The solutions the solutions bar steps through, with no DOM: those listed so
// far, the one shown, and whether more may be asked for (up to a limit)
// when Next runs past them.

/** @typedef {import('./panel-state.js').SolutionsBar} SolutionsBar */

export class SolutionList {
  /** @type {string[]} */
  #solutions = [];
  #index = 0;
  /** Whether #solutions holds every solution there is, up to the limit. */
  #complete = true;

  /**
   * Starts at the first of `solutions`; `complete` tells whether they are all there are.
   * @param {string[]} solutions
   * @param {boolean} complete
   */
  start(solutions, complete) {
    this.#solutions = solutions;
    this.#complete = complete;
    this.#index = 0;
  }

  /** Forgets the solutions: the solutions bar hides. */
  clear() {
    this.#solutions = [];
  }

  /**
   * Where a step of `by` lands: the index of a solution listed, 'more' when
   * more must be listed first, or null when there is nowhere to go.
   * @param {number} by
   * @returns {number | 'more' | null}
   */
  aim(by) {
    const target = this.#index + by;
    if (target < 0) return null;
    if (target < this.#solutions.length) return target;
    return this.#complete ? null : 'more';
  }

  /**
   * How many solutions to list next, at most `limit`.
   * @param {number} limit
   */
  wanted(limit) {
    return Math.min(limit, this.#solutions.length * 10);
  }

  /**
   * Takes the longer list asked for with `wanted`, `limit` being the most there may be.
   * @param {string[]} listed
   * @param {number} wanted
   * @param {number} limit
   */
  extend(listed, wanted, limit) {
    this.#complete = listed.length < wanted || wanted >= limit;
    this.#solutions = listed;
  }

  /** The number of solutions listed. */
  get length() {
    return this.#solutions.length;
  }

  /** The index of the solution shown. */
  get index() {
    return this.#index;
  }

  /** @param {number} index the solution to show, one of those listed */
  moveTo(index) {
    this.#index = index;
  }

  /** The solution shown, if any. */
  get current() {
    return this.#solutions[this.#index];
  }

  /** The cells where the solution shown differs from the one before it (the second, for the first). */
  get differs() {
    const solution = this.current ?? '';
    const other = this.#solutions[this.#index === 0 ? 1 : this.#index - 1];
    /** @type {Set<number>} */
    const cells = new Set();
    if (other) for (let i = 0; i < solution.length; i++) if (solution[i] !== other[i]) cells.add(i);
    return cells;
  }

  /**
   * What the solutions bar shows; `before` is kept while no solution is shown.
   * @param {SolutionsBar} before
   * @returns {SolutionsBar}
   */
  view(before) {
    const shown = this.#solutions.length >= 2;
    if (!this.current) return { ...before, shown };
    const count = this.#solutions.length;
    const known = this.#complete ? `${count}` : `at least ${count}`;
    return {
      shown,
      position: `${this.#index + 1} of ${known}`,
      atStart: this.#index === 0,
      atEnd: this.#index === count - 1 && this.#complete,
    };
  }
}
