// How games come and go, for the controller: the puzzle a page opens on (a
// daily, the game in progress, a link), a saved game resumed where it was
// left, today's daily made in the worker, a cell revealed, and the game's
// own buttons (pause, the timer, the end, the statistics, the games to go
// back to). The game itself (its clock, hints, mistakes, end and saving)
// is the session's (game/session.js); this file only decides what to show.

import { cellName } from './model/clashes.js';
import { writeMarks } from './model/marks-link.js';
import { inRows } from './model/paste.js';
import { NewPuzzle } from './new-puzzle.js';
import { dateWords, isDate, todayUTC } from './game/daily-date.js';
import { GameSession } from './game/session.js';
import { GameStore } from './game/store.js';
import { statsRows, streak } from './game/stats.js';

/** @typedef {import('./game/record.js').GameRecord} GameRecord */
/** @typedef {Omit<import('./game/record.js').GameInfo, 'id'>} Info */
/** @typedef {import('./model/board.js').BoardState & { solution?: string | null }} BoardShown */

/** Said once, when storage first fails. */
export const STORAGE_FAILED = 'Your progress will not be kept: this browser’s storage is off or full.';

/** A puzzle opened by a link or given to the element. */
const LINKED = /** @type {Info} */ ({ kind: 'link', title: '', level: '', date: '' });

/**
 * @typedef {object} FlowPort
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {import('../engine/solver-client.js').SolverClient} client
 * @property {import('./model/panel-state.js').Line} line
 * @property {import('./model/mistakes.js').SolutionCache} solutions
 * @property {import('./model/cage-breaks.js').CageBreaks} breaks the broken cage sums, as the engine judges them
 * @property {(puzzle: string, message: string, state: Partial<BoardShown>, resumed: GameRecord | null) => void} show
 *   puts a puzzle in play as loaded (undoably over the player's work), or a saved game with its own history
 * @property {(name: string, job: () => Promise<unknown>) => Promise<unknown>} run runs a job busy, as its button's
 * @property {(change: import('./model/board.js').BoardChange) => void} change makes an edit as if typed
 * @property {() => number} active the cell the player chose
 * @property {(game: import('./game/session.js').GameState) => void} showGame the game's part of the panel's state
 * @property {(stats: Stats | null) => void} showStats the statistics shown, or null
 * @property {(open: boolean) => void} showMenu opens or closes the menu
 * @property {(detail: object) => void} solved fires `solved`
 * @property {string} storageKey where games are saved ('' for this page's memory alone)
 * @property {Document} document
 */

/**
 * The statistics as the dialog shows them.
 * @typedef {object} Stats
 * @property {import('./game/stats.js').StatsRow[]} rows
 * @property {number} current the daily streak up to today
 * @property {number} longest the longest daily streak
 */

export class GameFlow {
  #port;
  /** Where games and the player's choices are kept. */
  store;
  session;
  #newPuzzle;
  /** Storage failed before a puzzle was shown: the next one shown says so. */
  #untold = false;

  /** @param {FlowPort} port */
  constructor(port) {
    this.#port = port;
    this.store = new GameStore(port.storageKey, { onFailure: () => this.#storageFailure() });
    this.session = new GameSession({
      store: this.store,
      show: port.showGame,
      say: (message) => port.line.say(message),
      solved: port.solved,
      solutionOf: (puzzle) => port.solutions.of(puzzle),
      breaksOf: (grid) => port.breaks.of(grid),
      document: port.document,
    });
    this.#newPuzzle = new NewPuzzle({
      client: port.client,
      line: port.line,
      show: (puzzle, message, info, variant) => this.open(puzzle, null, message, info, null, variant),
    });
  }

  /** New game's picks as the player last chose them, in an earlier visit too; null before any. */
  get savedPicks() {
    return this.store.settings().picks;
  }

  /**
   * Keeps New game's picks for the next visit.
   * @param {import('./model/panel-state.js').Picks} picks
   */
  keepPicks(picks) {
    this.store.saveSettings({ picks });
  }

  /**
   * A new game: a puzzle made in the worker with New puzzle's picks.
   * @param {import('./model/panel-state.js').Picks} picks
   */
  newGame(picks) {
    return this.#newPuzzle.run(picks);
  }

  /**
   * What the element opens on when it is given no puzzle: the daily of an
   * explicit date; else the game in progress; else today's daily when
   * `daily` is "today"; else nothing (an empty grid to set up).
   * @param {string} daily the `daily` attribute: '', 'today' or `YYYY-MM-DD`
   */
  begin(daily) {
    if (daily && daily !== 'today') return this.daily(daily);
    const saved = this.session.savedCurrent();
    if (saved) return this.#resume(saved, `Resumed: ${saved.title}.`);
    if (daily === 'today') return this.daily('today');
  }

  /**
   * Puts a puzzle in play: a saved game of it where there is one (with
   * `entries`, only one with exactly those, and with `marks` those marks and
   * colours), else afresh.
   * @param {string} puzzle one-line form
   * @param {string | null} entries a link's entries, or null for any saved game
   * @param {string} message what to say
   * @param {Info} [info] what the game is, when it is new
   * @param {import('./model/marks-link.js').LinkedMarks | null} [marks] a link's marks and colours
   * @param {import('./model/variant.js').Variant | null} [variant] a variant's rules, whose givens are `puzzle`
   */
  open(puzzle, entries, message, info = LINKED, marks = null, variant = null) {
    const saved = this.session.resumable(variant?.text ?? puzzle, entries, marks ? writeMarks(marks) : '');
    if (saved) return this.#resume(saved, message || `Resumed: ${saved.title}.`);
    this.session.expect(info);
    this.#port.show(puzzle, this.#told(message), { entries: entries ?? '', setup: false, ...marks, variant }, null);
  }

  /**
   * The daily puzzle of `date` ('today' for today's, in UTC) at `level`
   * (the weekday's when null), made in the worker; a saved game of it is
   * resumed.
   * @param {string} date
   * @param {import('../engine/protocol.js').Difficulty | null} [level]
   */
  daily(date, level = null) {
    const day = date === 'today' ? todayUTC() : date;
    const { run, client, line } = this.#port;
    if (!isDate(day)) {
      line.error(`"${date}" is not a date for a daily puzzle: write it as YYYY-MM-DD, such as ${todayUTC()}.`);
      return Promise.resolve();
    }
    return run('daily', async () => {
      line.say(day === todayUTC() ? 'Making today’s puzzle…' : `Making the puzzle of ${dateWords(day)}…`);
      const made = await client.daily(day, level);
      const today = day === todayUTC() ? 'Today’s puzzle' : 'Daily puzzle';
      const title = `${today}, ${dateWords(day)} (${made.difficulty})`;
      const info = /** @type {Info} */ ({ kind: 'daily', title, level: made.difficulty, date: day });
      this.open(made.puzzle, null, `${title}. Good luck!`, info);
    });
  }

  /**
   * Puts a game from the list of games back on the board.
   * @param {string} id
   */
  resumeGame(id) {
    const saved = this.session.saved(id);
    if (saved) this.#resume(saved, `Resumed: ${saved.title}.`);
    else this.#port.line.say('That game is no longer kept.');
  }

  /**
   * While setting up clues with several solutions: adds, as a clue, the
   * first solution's symbol in the first cell where two solutions differ,
   * which rules the other out. Resolves to what to say ('' when nothing was added).
   */
  async addClue() {
    const { grid, client, change } = this.#port;
    const board = grid.board;
    const puzzle = board.puzzle;
    const [first, second] = (await client.solutions(inRows(puzzle), 2)) ?? [];
    if (!board.setup || board.puzzle !== puzzle || !first || !second) return '';
    const index = [...first].findIndex((symbol, i) => symbol !== second[i]);
    change({ kind: 'write', index, symbol: first[index] });
    return `Added ${first[index]} at ${cellName(index, board.side)} as a clue.`;
  }

  /** Reveals the chosen cell's digit, as an entry of the player's, counted as a hint. */
  async reveal() {
    const { grid, solutions, line, active, change } = this.#port;
    const board = grid.board;
    const index = active();
    const where = cellName(index, board.side);
    if (board.setup) return line.say('Reveal works once the puzzle is played: press Start first.');
    if (board.givens[index]) return line.say(`${capital(where)} is a clue; choose an open cell to reveal.`);
    const puzzle = board.puzzle;
    const { solution } = await solutions.of(puzzle);
    if (!solution || board.puzzle !== puzzle) return line.say('There is no solution to reveal a cell from.');
    const symbol = solution[index];
    if (board.entries[index] === symbol) return line.say(`${capital(where)} is right already.`);
    change({ kind: 'write', index, symbol });
    this.session.hinted();
    line.say(`Revealed ${where}: ${symbol}. Undo takes it back.`);
  }

  /**
   * The game's own buttons, which answer at once even while a job runs;
   * false for any other action.
   * @param {string} action
   * @param {boolean} menuOpen
   */
  act(action, menuOpen) {
    const { session } = this;
    const port = this.#port;
    /** @type {Record<string, () => void>} */
    const actions = {
      menu: () => port.showMenu(!menuOpen),
      'menu-close': () => port.showMenu(false),
      pause: () => session.togglePause(),
      timer: () => session.toggleTimer(),
      'end-close': () => session.closeEnd(),
      stats: () => port.showStats(this.stats()),
      'stats-close': () => port.showStats(null),
    };
    actions[action]?.();
    return Object.hasOwn(actions, action);
  }

  /** The statistics of the games finished here, for the dialog. @returns {Stats} */
  stats() {
    const finishes = this.store.finishes();
    return { rows: statsRows(finishes), ...streak(finishes, todayUTC()) };
  }

  destroy() {
    this.session.destroy();
  }

  /**
   * @param {GameRecord} saved
   * @param {string} message
   */
  #resume(saved, message) {
    this.#port.show(saved.board.puzzle, this.#told(message), saved.board, saved);
  }

  /**
   * The store told its first failure (it tells only one): said at once in
   * play, else with the first puzzle shown.
   */
  #storageFailure() {
    if (this.#port.grid.board.setup && !this.#port.grid.board.givens.some(Boolean)) this.#untold = true;
    else this.#port.line.say(STORAGE_FAILED);
  }

  /** @param {string} message */
  #told(message) {
    if (!this.#untold) return message;
    this.#untold = false;
    return `${message} ${STORAGE_FAILED}`.trim();
  }
}

/** @param {string} text */
function capital(text) {
  return text[0].toUpperCase() + text.slice(1);
}

/**
 * What an example is, as a game.
 * @param {string} label
 * @returns {Info}
 */
export function exampleInfo(label) {
  return { kind: 'example', title: `Example: ${label}`, level: '', date: '' };
}

/**
 * The level New puzzle's difficulty names, or null for "any".
 * @param {string} difficulty
 * @returns {import('../engine/protocol.js').Difficulty | null}
 */
export function levelOf(difficulty) {
  return difficulty === 'any' ? null : /** @type {import('../engine/protocol.js').Difficulty} */ (difficulty);
}
