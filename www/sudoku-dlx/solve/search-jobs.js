// Solve and Count, the searches of the puzzle itself: its givens, never the
// player's entries, which Solve then holds against the solution it found.

import { offeredAgainIfCancelled, runAll, searchSize } from './all-solutions.js';
import { wrongEntries } from './model/mistakes.js';
import { inRows } from './model/paste.js';
import {
  allCancelled,
  allStarting,
  counted,
  countingProgress,
  listing,
  noSolution,
  solved,
  solvingProgress,
} from './model/search-words.js';

/**
 * @typedef {object} JobsOptions
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {import('../engine/solver-client.js').SolverClient} client
 * @property {import('./model/panel-state.js').Line} line
 * @property {{ start(solutions: string[], complete: boolean): void, hide(): void }} solutionsBar previous and next through the solutions
 * @property {import('./rating.js').Rating} rating
 * @property {import('./model/mistakes.js').SolutionCache} solutions
 * @property {(type: string, detail: object) => void} fire
 * @property {() => number} countLimit
 * @property {(offered: boolean) => void} offerCountAll Count them all stands beside the status, or goes
 */

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
    const { grid, client, line, solutionsBar, rating, fire, solutions } = this.#o;
    const puzzle = grid.puzzle;
    const entries = grid.entries;
    line.say('Solving…');
    // In play, a player's words; the work the search did is the solver's view's (search-words.js).
    const plain = !grid.board.setup;
    const result = await client.solve(inRows(puzzle), (progress) => line.progress(solvingProgress(progress, plain)));
    if (grid.puzzle !== puzzle || grid.entries !== entries) return null;
    fire('solution', { puzzle, ...result });
    if (!result.solution) {
      solutionsBar.hide();
      line.say(noSolution(result, plain));
      return null;
    }
    solutions.keep(puzzle, result);
    grid.showSolution(result.solution);
    const wrong = wrongEntries(entries, result.solution);
    grid.markWrong(wrong);
    solutionsBar.start(result.solutions, result.unique);
    // Several solutions: the solutions bar says so, and "Not rated: several
    // solutions" would only take the status's room.
    // The rating's techniques know the classic rules only.
    if (result.unique && !grid.board.variant) rating.rate(puzzle);
    else rating.clear();
    line.say(solved(result, wrong.size, plain));
    return result.solution;
  }

  /**
   * Lists the puzzle's solutions up to `limit`, for the solutions bar; null when
   * the puzzle changed meanwhile.
   * @param {number} limit
   */
  async list(limit) {
    const { grid, client, line } = this.#o;
    const puzzle = grid.puzzle;
    line.progress(listing(limit));
    const found = await client.solutions(inRows(puzzle), limit);
    return grid.puzzle === puzzle ? found : null;
  }

  /** Counts up to the count limit; a count stopped there offers Count them all. */
  async count() {
    const { grid, client, line, countLimit, offerCountAll } = this.#o;
    const puzzle = grid.puzzle;
    const plain = !grid.board.setup;
    line.say('Counting…');
    const result = await client.count(inRows(puzzle), countLimit(), (progress) =>
      line.progress(countingProgress(progress, plain)),
    );
    if (grid.puzzle !== puzzle) return;
    line.say(counted(result, plain));
    offerCountAll(result.limit > 0 && result.count >= result.limit);
  }

  /**
   * Counts every solution, however long that takes, told first how long it
   * may; cancelled, Count them all stands beside the status again.
   */
  async countAll() {
    const { grid, client, line, offerCountAll } = this.#o;
    const puzzle = grid.puzzle;
    const plain = !grid.board.setup;
    await offeredAgainIfCancelled(offerCountAll, async () => {
      line.progress('Estimating the search…');
      // A variant's search is not the classic grid's, whose tree the estimate knows.
      const estimate = grid.board.variant ? null : await searchSize(client, inRows(puzzle));
      if (grid.puzzle !== puzzle) return;
      line.say(...allStarting('count', estimate));
      const ran = await runAll(line, estimate, (report) =>
        client.count(inRows(puzzle), 0, ({ count, nodes }) => report(count, nodes)),
      );
      if (grid.puzzle !== puzzle) return;
      line.say('answer' in ran ? counted(ran.answer, plain) : allCancelled('count', ran.cancelled));
      offerCountAll('cancelled' in ran);
    });
  }
}
