// Judges the board for the panel: clashes seen at once (an entry's are the
// player's mistake, the givens' a puzzle set up wrong; a killer cage's
// broken sum is the engine's word, drawn when it comes), Check against the
// solution, mistakes shown as they are typed when the player asks, and
// whether clues typed in by hand make a puzzle to play (Start).

import { plural } from '../shared/format.js';
import { symbolRange } from '../shared/grid-shape.js';
import { Latest } from '../shared/latest.js';
import { checkEntries } from './model/check.js';
import { cellName } from './model/clashes.js';
import { clashesByOwner, describeEntryClashes, describeGivenClashes, wrongEntries } from './model/mistakes.js';

/**
 * @typedef {object} RefereeOptions
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {import('./model/panel-state.js').Line} line
 * @property {import('./model/mistakes.js').SolutionCache} solutions
 * @property {import('./model/cage-breaks.js').CageBreaks} breaks the broken cage sums, as the engine judges them
 * @property {(grid: string) => Promise<{ solution: string | null }>} solveGrid a solution of a grid, its entries taken as clues
 * @property {() => boolean} liveCheck whether "Show mistakes as I type" is on
 * @property {(note: string) => void} cellNote says why the focused cell is marked ('' when it is not)
 * @property {() => Element | null | undefined} focused the element focused in the shadow root
 */

export class Referee {
  #o;
  #checks = new Latest();

  /** @param {RefereeOptions} options */
  constructor(options) {
    this.#o = options;
  }

  /**
   * A change the grid refused: says why, gently.
   * @param {number} index
   * @param {'given' | 'symbol'} why
   * @param {string} symbol what was typed
   */
  refused(index, why, symbol) {
    const { grid, line } = this.#o;
    const where = cellName(index, grid.side);
    if (why === 'given') line.say(`${where[0].toUpperCase()}${where.slice(1)} is a clue: it stays as it is.`);
    else line.error(`unexpected '${symbol}' at ${where}: only ${symbolRange(grid.side)} go in this grid.`);
  }

  /** Makes every check begun so far stale. */
  invalidate() {
    this.#checks.invalidate();
  }

  /**
   * Marks both cells of every clash: among the givens, and every entry that
   * clashes (with the cage sums broken as far as they are known) with the
   * clue it clashes with beside it. Returns what to say of each ('' for none).
   */
  markClashes() {
    const { grid, cellNote, focused } = this.#o;
    const { entries, givens, clues } = this.#clashes();
    grid.markWrong(new Map([...givens, ...entries]), clues);
    const index = Number(/** @type {HTMLElement | null | undefined} */ (focused())?.dataset?.index ?? NaN);
    cellNote(Number.isInteger(index) ? grid.noteAt(index) : '');
    return {
      givens: describeGivenClashes(givens, grid.side),
      entries: describeEntryClashes(entries, grid.side, index),
    };
  }

  /** As markClashes, once the engine has judged the cage sums of the grid as it is now. */
  async markClashesNow() {
    await this.#o.breaks.of(this.#o.grid.board.grid);
    return this.markClashes();
  }

  /** The clashes by whose they are, with the cage sums broken as far as they are known. */
  #clashes() {
    const board = this.#o.grid.board;
    return clashesByOwner(board, this.#o.breaks.known(board.grid));
  }

  /**
   * Whether the clues typed make a puzzle to play: none clash and it has a
   * solution. With several, the player chooses (unless `anyway`): the
   * answer says so with `several`. Throws what is wrong; resolves to what
   * to say, or null when the board changed meanwhile.
   * @param {boolean} [anyway] play the clues even if they have several solutions
   * @returns {Promise<{ message: string, several: boolean } | null>}
   */
  async readyToStart(anyway = false) {
    const { grid, line, solutions } = this.#o;
    const board = grid.board;
    const { givens } = await this.markClashesNow();
    if (givens) throw new Error(givens);
    const count = board.givens.filter(Boolean).length;
    if (!count) throw new Error('Type the clues first: Start makes the digits typed the puzzle to play.');
    const puzzle = board.puzzle;
    line.say('Checking the clues…');
    const { solution, unique } = await solutions.of(puzzle);
    if (board.puzzle !== puzzle || !board.setup) return null;
    if (!solution) throw new Error('These clues have no solution: change one and Start again.');
    const clues = plural(count, 'clue');
    // Short enough for the status's three lines on a phone, beside the choice.
    if (!unique && !anyway) {
      return {
        several: true,
        message: `${count === 1 ? 'This clue has' : `These ${clues} have`} several solutions: any grid that keeps the rules will win. Play so, or add a clue?`,
      };
    }
    const rest = unique ? 'what you type now is yours' : 'several solutions, and any of them wins';
    return { several: false, message: `Playing: ${clues} locked; ${rest}.` };
  }

  /** Check: marks the entries that differ from the puzzle's solution, and says how many. */
  async check() {
    const { grid, line, solutions } = this.#o;
    const board = grid.board;
    if (board.setup) {
      return line.say('Check compares your entries with the solution: press Start to play these clues first.');
    }
    const givens = board.puzzle;
    const entries = board.entryLine;
    if (grid.solution && !/[^.]/.test(entries)) {
      return line.say("Check: those are the solver's digits, not yours; Undo takes them away.");
    }
    line.say('Checking…');
    const result = await solutions.of(givens);
    if (board.puzzle !== givens || board.entryLine !== entries) return;
    const { wrong, message } =
      result.solution && !result.unique
        ? await this.#checkSeveral(givens, entries)
        : checkEntries(entries, result.solution, result.unique);
    await this.#o.breaks.of(board.grid);
    if (board.puzzle !== givens || board.entryLine !== entries) return;
    const { entries: clashing, clues } = this.#clashes();
    grid.markWrong(new Map([...clashing, ...wrong]), clues);
    line.say(message);
  }

  /**
   * Check, when the clues have several solutions: an entry is wrong only
   * when no solution of the clues has it, never for differing from one of
   * them.
   * @param {string} givens
   * @param {string} entries
   */
  async #checkSeveral(givens, entries) {
    const { solveGrid } = this.#o;
    const together = [...givens].map((clue, i) => (clue === '.' ? entries[i] : clue)).join('');
    const entered = [...entries].map((symbol, i) => [symbol, i]).filter(([symbol]) => symbol !== '.');
    const count = entered.length;
    if (!count) return checkEntries(entries, givens, false);
    if ((await solveGrid(together)).solution) {
      const fit = count === 1 ? 'your one entry fits' : `all ${count} of your entries fit`;
      return { wrong: new Map(), message: `Check: ${fit} a solution (the clues have several).` };
    }
    /** @type {Map<number, string>} */
    const wrong = new Map();
    for (const [symbol, i] of entered) {
      const alone = givens.slice(0, Number(i)) + symbol + givens.slice(Number(i) + 1);
      if (!(await solveGrid(alone)).solution) wrong.set(Number(i), `${symbol} is in no solution here`);
    }
    if (!wrong.size) {
      return { wrong, message: `Check: each of your ${count} entries fits some solution, but not all of them one.` };
    }
    const one = wrong.size === 1;
    const them = `${one ? 'it' : 'they'} ${one ? 'is' : 'are'} marked in red`;
    return { wrong, message: `Check: ${plural(wrong.size, 'entry', 'entries')} of ${count} fit no solution; ${them}.` };
  }

  /**
   * Before a hint: marks the entries that clash or differ from the
   * solution, and says what to mend first; '' when there is nothing to mend.
   */
  async mistakesFirst() {
    const { grid, solutions } = this.#o;
    const board = grid.board;
    const { entries } = await this.markClashesNow();
    if (entries) return `${entries} Mend it, then ask again.`;
    if (board.setup) return this.#cluesFirst();
    const { puzzle, entryLine } = board;
    const { solution, unique } = await solutions.of(puzzle);
    if (!solution || !unique || board.entryLine !== entryLine) return '';
    const wrong = wrongEntries(entryLine, solution);
    if (!wrong.size) return '';
    grid.markWrong(wrong);
    const count = plural(wrong.size, 'entry', 'entries');
    return `First mend your mistakes: ${count} ${wrong.size === 1 ? 'differs' : 'differ'} from the solution (marked). Then ask again.`;
  }

  /**
   * While setting up: asks for the clues when there are none, or too few to
   * fix one solution, where a hint could only say "guess"; '' otherwise.
   */
  async #cluesFirst() {
    const { grid, solutions } = this.#o;
    const puzzle = grid.board.puzzle;
    const count = grid.board.givens.filter(Boolean).length;
    if (!count) return 'Hint: no clues yet; type them in, or load an example.';
    const { solution, unique } = await solutions.of(puzzle).catch(() => ({ solution: null, unique: false }));
    if (!solution || unique || grid.board.puzzle !== puzzle) return '';
    return 'Hint: too few clues yet for one solution; type more, or load an example.';
  }

  /** The clashes, and with "Show mistakes as I type" on, each entry that differs from the solution. */
  async asTyped() {
    const { grid, liveCheck, solutions } = this.#o;
    const board = grid.board;
    const said = await this.markClashesNow();
    if (!liveCheck() || board.setup) return said;
    const isNewest = this.#checks.begin();
    const { puzzle, entryLine } = board;
    try {
      const { solution, unique } = await solutions.of(puzzle);
      // With several solutions, differing from the first is no mistake.
      if (!isNewest() || !solution || !unique || board.entryLine !== entryLine) return said;
      const { entries, clues } = this.#clashes();
      grid.markWrong(new Map([...entries, ...wrongEntries(entryLine, solution)]), clues);
    } catch {
      // A puzzle with no solution, or a cancelled search: the check of the grid says why.
    }
    return said;
  }
}
