// The player's mistakes: an entry that repeats a symbol of its row, column
// or box, or a variant's cage, region, diagonal…, or that breaks a cage's
// sum (seen at once, from the grid alone: the engine judges the sums,
// cage-breaks.js), and entries that differ from the puzzle's solution
// (Check, or as they are typed when the player asks). The givens are the
// puzzle; only entries can be mistakes.

import { plural } from '../../shared/format.js';
import { breakReasons } from './cage-breaks.js';
import { cellName, clashesOf } from './clashes.js';

/**
 * Clashes split by whose they are: entries that clash (each with why),
 * clashes among the givens alone (the puzzle being set up is wrong), and
 * the clues an entry clashes with (`clues`: the other half of the clash,
 * singled out beside it, though no mistake of theirs). A variant's broken
 * cages (`breaks`, the engine's judgement of the grid) are the entries'
 * when an entry is in them, else the givens'.
 * @param {import('./board.js').Board} board
 * @param {import('./cage-breaks.js').CageBreak[]} [breaks] the broken cages of `board.grid`
 */
export function clashesByOwner(board, breaks = []) {
  const { grid, puzzle } = board;
  const ownBreaks = breaks.filter(({ cells }) => !cells.some((cell) => board.isEntry(cell)));
  const all = new Map([...breakReasons(grid, breaks), ...clashesOf(grid, board.units)]);
  /** @type {Map<number, string>} */
  const entries = new Map();
  /** @type {Map<number, string>} */
  const givens = new Map();
  /** @type {Map<number, string>} */
  const clues = new Map();
  const givensOnly = new Map([...breakReasons(grid, ownBreaks), ...clashesOf(puzzle, board.units)]);
  for (const [cell, reason] of all) {
    if (board.isEntry(cell)) entries.set(cell, `your ${reason}`);
    else if (givensOnly.has(cell)) givens.set(cell, givensOnly.get(cell) ?? reason);
    else clues.set(cell, reason);
  }
  return { entries, givens, clues };
}

/**
 * A reason with the cell it is about: "5 is also in…" at cell 9 of a 9×9
 * grid is "5 at row 2, column 1 is also in…" ("your 5 at…" for an entry's).
 * @param {string} reason
 * @param {number} cell
 * @param {number} side
 */
function placed(reason, cell, side) {
  return reason.replace(/^((?:your )?\S+) /, `$1 at ${cellName(cell, side)} `);
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
  return `Clues clash: the ${placed(reason, cell, side)}${more}.`;
}

/**
 * What to say of entries that clash: "Your 5 at row 2, column 1 is also in
 * row 1, column 1 (same column)", of the entry at `typed` when it is one of them.
 * @param {Map<number, string>} clashes
 * @param {number} side
 * @param {number} [typed] the cell just typed in
 */
export function describeEntryClashes(clashes, side, typed = -1) {
  if (!clashes.size) return '';
  const cell = clashes.has(typed) ? typed : [...clashes.keys()][0];
  const reason = clashes.get(cell) ?? '';
  const others = clashes.size - 1;
  const more = others > 0 ? ` (${plural(others, 'other entry', 'other entries')} marked too)` : '';
  return `Mistake: ${placed(reason, cell, side)}${more}.`;
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
 * answer is kept for Check, mistakes as typed and Solve. A puzzle is its
 * givens under the rules in play: two killers have the same givens (none),
 * so the rules are part of what the answer is kept for.
 */
export class SolutionCache {
  #key = '';
  /** @type {Promise<Answer> | null} */
  #answer = null;
  #solve;
  #rules;

  /**
   * @param {(puzzle: string) => Promise<Answer>} solve
   * @param {() => string} [rules] the rules in play (a variant's text), '' for the classic ones
   */
  constructor(solve, rules = () => '') {
    this.#solve = solve;
    this.#rules = rules;
  }

  /** @param {string} puzzle the givens */
  of(puzzle) {
    const key = this.#keyOf(puzzle);
    if (key !== this.#key || !this.#answer) {
      this.#key = key;
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
    this.#key = this.#keyOf(puzzle);
    this.#answer = Promise.resolve(answer);
  }

  /** @param {string} puzzle */
  #keyOf(puzzle) {
    return `${this.#rules()}\n${puzzle}`;
  }
}
