// The player's mistakes: an entry that repeats a symbol of its row, column
// or box, or a variant's cage, region, diagonal… (seen at once, from the grid alone), and entries that differ from
// the puzzle's solution (Check, or as they are typed when the player asks).
// The givens are the puzzle; only entries can be mistakes.

import { plural } from '../../shared/format.js';
import { cellName, clashesOf } from './clashes.js';

/**
 * Clashes split by whose they are: entries that clash (each with why), and
 * clashes among the givens alone (the puzzle being set up is wrong).
 * @param {import('./board.js').Board} board
 */
export function clashesByOwner(board) {
  const all = clashesOf(board.grid, board.units);
  /** @type {Map<number, string>} */
  const entries = new Map();
  /** @type {Map<number, string>} */
  const givens = new Map();
  const givensOnly = clashesOf(board.puzzle, board.units);
  for (const [cell, reason] of all) {
    if (board.isEntry(cell)) entries.set(cell, `your ${reason}`);
    else if (givensOnly.has(cell)) givens.set(cell, givensOnly.get(cell) ?? reason);
  }
  return { entries, givens };
}

/**
 * One sentence about the clashes among the givens, or '' for none.
 * @param {Map<number, string>} clashes
 * @param {number} side
 */
export function describeGivenClashes(clashes, side) {
  if (!clashes.size) return '';
  const [[cell, reason]] = clashes;
  const others = clashes.size - 2;
  const more = others > 0 ? `; ${plural(others, 'other cell')} clash too` : '';
  return `Clues clash: the ${reason.replace(' is also', ` at ${cellName(cell, side)} is also`)}${more}.`;
}

/**
 * What to say of entries that clash: "Your 5 at row 2, column 1 is also in
 * row 1, column 1 (same column)."
 * @param {Map<number, string>} clashes
 * @param {number} side
 */
export function describeEntryClashes(clashes, side) {
  if (!clashes.size) return '';
  const [[cell, reason]] = clashes;
  const others = clashes.size - 1;
  const more = others > 0 ? ` (${plural(others, 'other entry', 'other entries')} marked too)` : '';
  return `Mistake: ${reason.replace(' is also', ` at ${cellName(cell, side)} is also`)}${more}.`;
}

/**
 * The entries that differ from `solution`, each with why.
 * @param {string} entries one-line form, `.` where there is none
 * @param {string} solution
 */
export function wrongEntries(entries, solution) {
  /** @type {Map<number, string>} */
  const wrong = new Map();
  [...entries].forEach((symbol, i) => {
    if (symbol !== '.' && symbol !== solution[i]) wrong.set(i, `${symbol} is not what the solution has here`);
  });
  return wrong;
}

/** @typedef {{ solution: string | null, unique: boolean }} Answer a puzzle's solution, and whether it is the only one */

/**
 * The solution of the givens, asked of the worker once per puzzle; the
 * answer is kept for Check, mistakes as typed and Solve.
 */
export class SolutionCache {
  #puzzle = '';
  /** @type {Promise<Answer> | null} */
  #answer = null;
  #solve;

  /** @param {(puzzle: string) => Promise<Answer>} solve */
  constructor(solve) {
    this.#solve = solve;
  }

  /** @param {string} puzzle the givens */
  of(puzzle) {
    if (puzzle !== this.#puzzle || !this.#answer) {
      this.#puzzle = puzzle;
      this.#answer = this.#solve(puzzle).catch((error) => {
        this.#answer = null;
        throw error;
      });
    }
    return this.#answer;
  }

  /**
   * Notes an answer found elsewhere (Solve) for `puzzle`.
   * @param {string} puzzle
   * @param {Answer} answer
   */
  keep(puzzle, answer) {
    this.#puzzle = puzzle;
    this.#answer = Promise.resolve(answer);
  }
}
