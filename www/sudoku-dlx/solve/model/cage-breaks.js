// A variant's killer cages whose digits break their sums, as the engine
// judges them (variantBreaks: past the sum, a full cage of another total,
// or empty cells no distinct digits left can fill), and the pairs of cells
// that break a rule on the two (a dot, a thermometer's step; their `cage`
// is the pair), kept for the grid they
// were judged on. A break is a fact of its cage's cells alone, so while a
// new grid's answer is on its way, the last answer's breaks whose cages
// hold the same digits stand: a mark never blinks off and on as the
// player types elsewhere.

/** @typedef {import('../../../../pkg-logic/sudoku_dlx.js').CageBreak} CageBreak */

export class CageBreaks {
  #ask;
  #rules;
  /** The rules and grid last asked about, and the answer. */
  #key = '';
  /** @type {Promise<CageBreak[]>} */
  #answer = Promise.resolve([]);
  /** The last answer come back, and the grid and rules it is for. */
  #judged = { rules: '', grid: '', breaks: /** @type {CageBreak[]} */ ([]) };

  /**
   * @param {(grid: string) => Promise<CageBreak[]>} ask the engine's breaks of a grid under the rules in play
   * @param {() => string} rules the rules in play (a variant's text), '' for the classic ones
   */
  constructor(ask, rules) {
    this.#ask = ask;
    this.#rules = rules;
  }

  /**
   * The breaks known now for `grid`: the last answer's, each whose cage holds the same digits in `grid`.
   * @param {string} grid one line, `.` for empty
   */
  known(grid) {
    const { rules, grid: judged, breaks } = this.#judged;
    if (rules !== this.#rules()) return [];
    return breaks.filter(({ cage }) => cage.every((cell) => grid[cell] === judged[cell]));
  }

  /**
   * The engine's breaks of `grid` (asked once a grid); what is known when the question fails.
   * @param {string} grid one line, `.` for empty
   * @returns {Promise<CageBreak[]>}
   */
  of(grid) {
    const rules = this.#rules();
    const key = `${rules}\n${grid}`;
    if (key !== this.#key) {
      this.#key = key;
      this.#answer = this.#ask(grid).then(
        (breaks) => {
          if (this.#key === key) this.#judged = { rules, grid, breaks };
          return breaks;
        },
        () => {
          if (this.#key === key) this.#key = '';
          return this.known(grid);
        },
      );
    }
    return this.#answer;
  }
}

/**
 * Each filled cell of a broken cage, with why: "9 makes the 16-cage at row
 * 1, column 1 add up to 18 before it is full".
 * @param {string} grid one line, `.` for empty
 * @param {CageBreak[]} breaks the breaks of `grid`
 * @returns {Map<number, string>}
 */
export function breakReasons(grid, breaks) {
  return new Map(breaks.flatMap(({ cells, says }) => cells.map((cell) => [cell, `${grid[cell]} ${says}`])));
}
