// The solver as solve mode asks it, by the rules of the puzzle in play: a
// classic grid goes to the engine as before; for a variant, Solve, the
// solution that Check and the mistakes are judged by, and Count go to its
// own search (the techniques' module, with the variant's rules and the
// grid's filled cells as givens), a hint is the next single its rules
// imply (or where to guess), the candidates are what they allow and its
// broken cage sums are the engine's judgement; what knows only the
// classic rules (the possibilities, listing solutions) says so rather
// than answer by the wrong rules.

import { SolverClient } from '../engine/solver-client.js';
import { variantName, withGivens } from './model/variant.js';

/** @typedef {import('./model/variant.js').Variant} Variant */

export class RulesClient extends SolverClient {
  /** @type {() => Variant | null} the variant in play, or null */
  #variant = () => null;

  /**
   * The puzzle in play's rules are read from `variant` from now on.
   * @param {() => Variant | null} variant
   */
  follow(variant) {
    this.#variant = variant;
  }

  /**
   * @param {string} grid
   * @param {(progress: { nodes: number, ms: number }) => void} [onProgress]
   */
  async solve(grid, onProgress) {
    const variant = this.#variant();
    if (!variant) return super.solve(grid, onProgress);
    const started = performance.now();
    const { solution, unique, nodes, updates } = await this.solveVariant(withGivens(variant, grid));
    const solutions = solution ? [solution] : [];
    return { solution, solutions, unique, nodes, updates, ms: performance.now() - started };
  }

  /**
   * @param {string} grid
   * @param {number} limit
   * @param {(progress: { count: number, nodes: number }) => void} [onProgress]
   */
  async count(grid, limit, onProgress) {
    const variant = this.#variant();
    if (!variant) return super.count(grid, limit, onProgress);
    const started = performance.now();
    const count = await this.countVariant(withGivens(variant, grid), limit);
    if (count === null) throw new Error('Count gave up: the search took too long.');
    return { count, limit, ended: true, nodes: 0, updates: 0, ms: performance.now() - started };
  }

  /**
   * @param {string} grid
   * @param {number} limit
   */
  solutions(grid, limit) {
    return this.#variant() ? this.#classicOnly('The list of solutions follows') : super.solutions(grid, limit);
  }

  /** @param {string} grid */
  candidates(grid) {
    const variant = this.#variant();
    return variant ? this.variantCandidates(withGivens(variant, grid)) : super.candidates(grid);
  }

  /**
   * The killer cages whose sums `grid`'s digits already break, and the
   * pairs of cells that break a rule on the two (a dot, a thermometer…);
   * none for a classic grid.
   * @param {string} grid one line, `.` for empty
   * @returns {Promise<import('./model/cage-breaks.js').CageBreak[]>}
   */
  async cageBreaks(grid) {
    const variant = this.#variant();
    return variant ? this.variantBreaks(withGivens(variant, grid)) : [];
  }

  /**
   * A variant's hint is the next single its rules imply, or where to guess, from the grid (the player's marks are not read).
   * @param {string} grid
   * @param {string[] | null} [marks]
   */
  hint(grid, marks = null) {
    const variant = this.#variant();
    return variant ? this.variantHint(withGivens(variant, grid)) : super.hint(grid, marks);
  }

  /**
   * @param {string} grid
   * @param {number} limit
   * @param {(progress: { solutions: number, nodes: number }) => void} [onProgress]
   */
  possibilities(grid, limit, onProgress) {
    return this.#variant()
      ? this.#classicOnly('The possibilities follow')
      : super.possibilities(grid, limit, onProgress);
  }

  /**
   * What knows only the classic rules refuses a variant, by name.
   * @param {string} what the tool and its verb: "Hints and candidates follow"
   * @returns {Promise<never>}
   */
  #classicOnly(what) {
    const name = variantName(/** @type {Variant} */ (this.#variant()));
    return Promise.reject(new Error(`${what} the classic rules only, not this puzzle's ${name}.`));
  }
}
