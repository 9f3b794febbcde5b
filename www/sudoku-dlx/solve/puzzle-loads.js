// The puzzles given to the element (its `puzzle` and `entries` attributes,
// load()): only the newest may show, every action waits until it shows, and
// why the newest could not be shown is kept until another puzzle shows.

import { CancelledError, UnreachableError } from '../engine/solver-client.js';
import { Latest } from '../shared/latest.js';
import { messageOf } from './job-runner.js';
import { cleanPaste } from './model/paste.js';

/**
 * @typedef {object} LoadsOptions
 * @property {import('../engine/solver-client.js').SolverClient} client
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {() => boolean} busy whether a job runs
 * @property {(puzzle: string, entries: string) => void} show puts a valid one-line puzzle and its entries in play
 * @property {() => unknown} check checks the grid as it stands
 * @property {(message: string) => void} showError says what is wrong beside the status
 */

export class PuzzleLoads {
  #options;
  #loads = new Latest();
  /** Why the newest puzzle given to load() could not be shown, or ''. */
  #error = '';

  /** @param {LoadsOptions} options */
  constructor(options) {
    this.#options = options;
  }

  /**
   * Loads a puzzle in any text form, with the player's entries (one-line
   * form, `.` elsewhere), reporting a bad one beside the status.
   * @param {string} text
   * @param {string} entries
   */
  load(text, entries) {
    return this.#loads.track(this.#loadText(text, entries, this.#loads.begin()));
  }

  /** Whether the puzzle given to load() is shown. */
  get loaded() {
    return this.#loads.settled;
  }

  /** Resolves once the newest puzzle given to load() is shown, or could not be. */
  whenLoaded() {
    return this.#loads.outcome();
  }

  /** Why the newest puzzle given to load() could not be shown, or ''. */
  get error() {
    return this.#error;
  }

  /** Another puzzle shows, or the grid was edited: whatever a load said is moot. */
  forgetError() {
    this.#error = '';
  }

  /**
   * @param {string} text
   * @param {string} entries
   * @param {() => boolean} isNewest
   */
  async #loadText(text, entries, isNewest) {
    const { client, grid, busy } = this.#options;
    if (!text.trim()) text = '.'.repeat(grid.side ** 2);
    // Back to the puzzle shown: whatever a load since then said is moot.
    if (text === grid.puzzle && sameEntries(entries, grid.entries)) {
      this.#error = '';
      return this.#options.check();
    }
    // A new puzzle makes whatever runs for the old one moot.
    if (busy()) client.cancel();
    try {
      const puzzle = await client.normalize(cleanPaste(text));
      if (!isNewest()) return;
      // So does a job begun for it meanwhile.
      if (busy()) client.cancel();
      this.#error = '';
      // Entries for another size of grid are refused, not cut or padded
      // to fit: the puzzle shows without them, and the player is told why.
      const refused = entries && entries.length !== puzzle.length ? entries.length : 0;
      if (refused) entries = '';
      if (puzzle !== grid.puzzle || !sameEntries(entries, grid.entries)) this.#options.show(puzzle, entries);
      else this.#options.check();
      if (refused) {
        this.#options.showError(
          `The entries were not loaded: ${refused} of them for a grid of ${puzzle.length} cells (one for each cell, in the one-line form).`,
        );
      }
    } catch (error) {
      if (isNewest() && !(error instanceof CancelledError)) {
        // A solver that cannot start says why; the puzzle is not to blame.
        this.#error =
          error instanceof UnreachableError ? error.message : `This puzzle could not be loaded: ${messageOf(error)}`;
        this.#options.showError(this.#error);
      }
    }
  }
}

/**
 * Whether `entries` as set on the element are the ones shown (blank for none).
 * @param {string} entries
 * @param {string} shown
 */
function sameEntries(entries, shown) {
  return entries.padEnd(shown.length, '.') === shown;
}
