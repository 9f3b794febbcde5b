// The puzzles given to the element (its `puzzle`, `entries` and `marks`
// attributes, load()): only the newest may show, every action waits until
// it shows, and why the newest could not be shown is kept until another
// puzzle shows. Marks that cannot be read are left out, and said to be:
// the puzzle and its entries show without them.

import { CancelledError, UnreachableError } from '../engine/solver-client.js';
import { Latest } from '../shared/latest.js';
import { messageOf } from './job-runner.js';
import { readMarks, writeMarks } from './model/marks-link.js';
import { cleanPaste } from './model/paste.js';

/**
 * @typedef {object} LoadsOptions
 * @property {import('../engine/solver-client.js').SolverClient} client
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {() => boolean} busy whether a job runs
 * @property {(puzzle: string, entries: string, marks: import('./model/marks-link.js').LinkedMarks | null, variant: Variant | null) => void} show
 *   puts a valid one-line puzzle in play with its entries, and with these marks and colours (null: none given), by a variant's rules when given
 * @property {() => unknown} check checks the grid as it stands
 * @property {(message: string) => void} showError says what is wrong beside the status
 */

/** @typedef {import('./model/variant.js').Variant} Variant */

/**
 * A puzzle in any text form the page reads: a grid (its givens, one line),
 * or a variant puzzle (its givens and its rules). A grid is tried first;
 * text that is no grid is read as a variant by the techniques' module, and
 * the error shown is the variant parser's when the text is a variant, the
 * grid parser's otherwise.
 * @param {import('../engine/solver-client.js').SolverClient} client
 * @param {string} text
 * @returns {Promise<{ puzzle: string, variant: Variant | null }>}
 */
export async function readPuzzle(client, text) {
  try {
    return { puzzle: await client.normalize(cleanPaste(text)), variant: null };
  } catch (error) {
    if (error instanceof CancelledError || error instanceof UnreachableError || !mightBeVariant(text)) throw error;
    const variant = await client.readVariant(text.trim());
    if (!variant) throw error;
    return { puzzle: variant.givens, variant };
  }
}

/**
 * Whether `text` could be a variant: every constraint string starts with
 * `.`, and every forum killer holds an arrow other than `.`. A coarse
 * sieve (the engine's `isVariant` decides), so that a mistyped grid never
 * fetches the techniques' module to be told it is no variant.
 * @param {string} text
 */
function mightBeVariant(text) {
  return /^\s*\./.test(text) || /[<>^v`',]/.test(text);
}

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
   * form, `.` elsewhere) and marks (marks-link.js), reporting a bad one
   * beside the status.
   * @param {string} text
   * @param {string} entries
   * @param {string} [marks]
   */
  load(text, entries, marks = '') {
    return this.#loads.track(this.#loadText(text, entries, marks, this.#loads.begin()));
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
   * @param {string} marks
   * @param {() => boolean} isNewest
   */
  async #loadText(text, entries, marks, isNewest) {
    const { client, grid, busy } = this.#options;
    if (!text.trim()) text = '.'.repeat(grid.side ** 2);
    const sameMarks = !marks || marks === writeMarks(grid.board);
    // Back to the puzzle shown: whatever a load since then said is moot.
    if ((text === grid.puzzle || text === grid.board.key) && sameEntries(entries, grid.entries) && sameMarks) {
      this.#error = '';
      return this.#options.check();
    }
    // A new puzzle makes whatever runs for the old one moot.
    if (busy()) client.cancel();
    try {
      const { puzzle, variant } = await readPuzzle(client, text);
      if (!isNewest()) return;
      // So does a job begun for it meanwhile.
      if (busy()) client.cancel();
      this.#error = '';
      // Entries for another size of grid are refused, not cut or padded
      // to fit: the puzzle shows without them, and the player is told why.
      const wrongEntries = entries && entries.length !== puzzle.length ? entries.length : 0;
      if (wrongEntries) entries = '';
      const { linked, refused } = linkedMarks(marks, puzzle, entries);
      const sameRules = (variant?.text ?? null) === (grid.board.variant?.text ?? null);
      if (puzzle !== grid.puzzle || !sameRules || !sameEntries(entries, grid.entries) || !sameMarks) {
        this.#options.show(puzzle, entries, linked, variant);
      } else this.#options.check();
      if (refused) this.#error = refused;
      const said = [
        wrongEntries
          ? `The entries were not loaded: ${wrongEntries} of them for a grid of ${puzzle.length} cells (one for each cell, in the one-line form).`
          : '',
        refused,
      ];
      if (wrongEntries || refused) {
        this.#options.showError(said.filter(Boolean).join(' '));
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
 * `marks` read for the puzzle and entries, or why they were left out.
 * @param {string} marks
 * @param {string} puzzle
 * @param {string} entries
 */
function linkedMarks(marks, puzzle, entries) {
  if (!marks) return { linked: null, refused: '' };
  try {
    return { linked: readMarks(marks, puzzle, entries), refused: '' };
  } catch (error) {
    return { linked: null, refused: `The marks given were left out: ${messageOf(error)}.` };
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
