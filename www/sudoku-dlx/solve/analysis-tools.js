// What solve mode tells a person about a puzzle beyond its solution: the
// candidates of every empty cell (a toggle that follows each edit) and all
// possibilities (every value some solution allows, with how many solutions
// use it). Hints are hint-flow.js's.

import { formatNumber, formatTime, plural } from '../shared/format.js';
import { Latest } from '../shared/latest.js';

/** All possibilities stop tallying here, and say so. */
export const POSSIBILITIES_CAP = 10_000;

/**
 * @typedef {object} ToolsOptions
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {import('../engine/solver-client.js').SolverClient} client
 * @property {import('./model/panel-state.js').Line} line
 * @property {() => boolean} candidatesShown whether the Candidates toggle is on
 */

export class AnalysisTools {
  #grid;
  #client;
  #line;
  #shown;
  #requests = new Latest();

  /** @param {ToolsOptions} options */
  constructor({ grid, client, line, candidatesShown }) {
    this.#grid = grid;
    this.#client = client;
    this.#line = line;
    this.#shown = candidatesShown;
  }

  /** After the Candidates toggle changed: the candidates shown, or the player's own marks again. */
  candidatesToggled() {
    if (this.#shown()) return this.refresh();
    this.#requests.invalidate();
    this.#grid.showMarks(null);
  }

  /** After the grid changed: the candidates again, if they are shown. */
  async refresh() {
    if (!this.#shown()) return;
    const isNewest = this.#requests.begin();
    try {
      const candidates = await this.#client.candidates(this.#grid.text);
      if (isNewest()) this.#grid.showMarks(candidates, 'candidates');
    } catch {
      // A grid the parser rejects has no candidates; the check says why.
      if (isNewest()) this.#grid.showMarks(null);
    }
  }

  /** Tallies every value some solution allows, with progress, and shows them. */
  async possibilities() {
    const puzzle = this.#grid.puzzle;
    this.#line.say('Finding all possibilities…');
    const result = await this.#client.possibilities(this.#grid.text, POSSIBILITIES_CAP, ({ solutions, nodes }) =>
      this.#line.progress(`${plural(solutions, 'solution')} tallied in ${formatNumber(nodes)} nodes.`),
    );
    if (this.#grid.puzzle !== puzzle) return;
    const work = `${formatNumber(result.nodes)} nodes, ${formatTime(result.ms)}`;
    if (result.solutions === 0) {
      const why = this.#grid.board.entries.some(Boolean) ? ' with your entries: Check marks the wrong ones' : '';
      return this.#line.say(`No solution${why}, so no possibilities (${work}).`);
    }
    const marks = result.cells.map((/** @type {string} */ symbols, /** @type {number} */ i) =>
      markOf(symbols, result.counts[i], result.solutions),
    );
    this.#grid.showMarks(marks, 'possible');
    const scope = result.complete
      ? result.solutions === 1
        ? 'over the only solution'
        : `over all ${formatNumber(result.solutions)} solutions`
      : `capped at ${formatNumber(result.solutions)} solutions: the values shown come from those, and there are more`;
    this.#line.say(`All possibilities ${scope}; each value with how many solutions use it (${work}).`);
  }
}

/**
 * A cell's possibilities as shown: the value alone when every solution agrees,
 * else each value with its count, "2×2 4×1".
 * @param {string} symbols
 * @param {number[]} counts
 * @param {number} solutions
 */
function markOf(symbols, counts, solutions) {
  if (symbols.length === 1 && counts[0] === solutions) return symbols;
  return Array.from(symbols, (symbol, i) => `${symbol}×${formatNumber(counts[i])}`).join(' ');
}
