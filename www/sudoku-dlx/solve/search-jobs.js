// Solve and Count, the searches of the puzzle itself: its givens, never the
// player's entries, which Solve then holds against the solution it found.

import { formatNumber, formatTime, plural } from '../shared/format.js';
import { wrongEntries } from './model/mistakes.js';

/**
 * @typedef {object} JobsOptions
 * @property {import('./views/grid-editor.js').GridEditor} grid
 * @property {import('../engine/solver-client.js').SolverClient} client
 * @property {import('./model/panel-state.js').Line} line
 * @property {{ start(solutions: string[], complete: boolean): void, hide(): void }} stepper previous and next through the solutions
 * @property {import('./rating.js').Rating} rating
 * @property {import('./model/mistakes.js').SolutionCache} solutions
 * @property {(type: string, detail: object) => void} fire
 * @property {() => number} countLimit
 */

/**
 * The one-line `puzzle` one row per line, so that the parser's messages
 * name the grid's rows and columns.
 * @param {string} puzzle
 */
export function inRows(puzzle) {
  const side = Math.round(Math.sqrt(puzzle.length));
  const rows = [];
  for (let start = 0; start < puzzle.length; start += side) rows.push(puzzle.slice(start, start + side));
  return rows.join('\n');
}

export class SearchJobs {
  #o;

  /** @param {JobsOptions} options */
  constructor(options) {
    this.#o = options;
  }

  /**
   * Solves the puzzle and shows the solution in the open cells; entries
   * that differ from it are marked. Resolves to the solution shown, or null.
   * A result that comes back for a puzzle no longer shown is dropped.
   */
  async solve() {
    const { grid, client, line, stepper, rating, fire, solutions } = this.#o;
    const puzzle = grid.puzzle;
    const entries = grid.entries;
    line.say('Solving…');
    const result = await client.solve(inRows(puzzle), ({ nodes, ms }) =>
      line.progress(`${formatNumber(nodes)} nodes searched, ${formatTime(ms)}.`),
    );
    if (grid.puzzle !== puzzle || grid.entries !== entries) return null;
    const work = `${formatNumber(result.nodes)} nodes, ${formatNumber(result.updates)} updates`;
    fire('solution', { puzzle, ...result });
    if (!result.solution) {
      stepper.hide();
      line.say(`No solution: the search tried every possibility (${work}, ${formatTime(result.ms)}).`);
      return null;
    }
    solutions.keep(puzzle, result);
    grid.showSolution(result.solution);
    const wrong = wrongEntries(entries, result.solution);
    grid.markWrong(wrong);
    stepper.start(result.solutions, result.unique);
    rating.rate(puzzle);
    const verdict = result.unique ? 'unique' : 'not unique (at least 2)';
    const mistakes = wrong.size
      ? ` ${plural(wrong.size, 'entry', 'entries')} of yours ${wrong.size === 1 ? 'differs' : 'differ'} from it (marked).`
      : '';
    line.say(`Solved in ${formatTime(result.ms)}, ${verdict}: ${work}.${mistakes}`);
    return result.solution;
  }

  /**
   * Lists the puzzle's solutions up to `limit`, for the stepper; null when
   * the puzzle changed meanwhile.
   * @param {number} limit
   */
  async list(limit) {
    const { grid, client, line } = this.#o;
    const puzzle = grid.puzzle;
    line.progress(`Listing up to ${plural(limit, 'solution')}…`);
    const found = await client.solutions(inRows(puzzle), limit);
    return grid.puzzle === puzzle ? found : null;
  }

  async count() {
    const { grid, client, line, countLimit } = this.#o;
    const puzzle = grid.puzzle;
    line.say('Counting…');
    const result = await client.count(inRows(puzzle), countLimit(), ({ count, nodes }) => {
      line.progress(`${plural(count, 'solution')} found in ${formatNumber(nodes)} nodes.`);
    });
    if (grid.puzzle !== puzzle) return;
    const work = `${formatNumber(result.nodes)} nodes, ${formatNumber(result.updates)} updates, ${formatTime(result.ms)}`;
    line.say(`${describeCount(result.count, result.limit)} (${work}).`);
  }
}

/**
 * @param {number} count
 * @param {number} limit
 */
function describeCount(count, limit) {
  if (count === 0) return 'No solution';
  if (count === 1) return 'Unique: exactly one solution';
  if (limit && count >= limit) return `At least ${formatNumber(limit)} solutions (counting stops there)`;
  return `${formatNumber(count)} solutions`;
}
