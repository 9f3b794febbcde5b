// The game around the board: which game is played (the same puzzle is the
// same game, record.js), its clock, hints and mistakes, its end, and its
// saving (store.js). The controller tells it every state of the board it
// records and what the player does; it answers with the game's part of the
// panel's state (`GameState`), which the views draw, and with the `solved`
// event. It never changes the board: resuming a game hands the board and
// its history back to the controller.

import { plural } from '../../shared/format.js';
import { sideOf } from '../../shared/grid-shape.js';
import { clashesByOwner } from '../model/mistakes.js';
import { Clock, clockText, clockWords } from './clock.js';
import { isSolved } from './completion.js';
import { todayUTC } from './daily-date.js';
import { writeMarks } from '../model/marks-link.js';
import { gameId } from './record.js';
import { played } from './store.js';
import { puzzleKind } from '../model/variant.js';
import { median, streak } from './stats.js';

/** How often the clock shown is looked at while it runs. */
const TICK_MS = 250;
/** How often the game is saved while the clock runs and nothing else changes. */
const SAVE_EVERY_MS = 5_000;

/**
 * The end of a game as the end view shows it.
 * @typedef {object} Ending
 * @property {string} title the game's name
 * @property {number} ms
 * @property {number} hints
 * @property {number} mistakes
 * @property {string} daily the daily puzzle's date, or ''
 * @property {number} count games of this size and level finished, this one included
 * @property {number} bestMs the best time of those
 * @property {number} medianMs their median time
 * @property {number} streak days in a row with a daily puzzle finished (for a daily)
 */

/**
 * The game's part of the panel's state.
 * @typedef {object} GameState
 * @property {boolean} playing a game is under way (not setting up, not ended)
 * @property {string} title what the game is: "Daily puzzle, Friday, 27 November 2026 (hard)"
 * @property {string} clock the time played: "4:12"
 * @property {boolean} paused stopped on request: the grid is covered
 * @property {boolean} timerHidden the player hides the time
 * @property {Ending | null} ended how the game ended, while its board is the finished one
 * @property {boolean} endShown the end's card is over the grid
 * @property {import('./store.js').GameEntry[]} unfinished other games to go back to, newest first
 * @property {boolean} daily the game is today's daily puzzle
 */

/** @type {GameState} */
export const NO_GAME = Object.freeze({
  playing: false,
  title: '',
  clock: '0:00',
  paused: false,
  timerHidden: false,
  ended: null,
  endShown: false,
  unfinished: [],
  daily: false,
});

/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {Omit<import('./record.js').GameInfo, 'id'>} Info */

/**
 * @typedef {object} SessionOptions
 * @property {import('./store.js').GameStore} store
 * @property {(game: GameState) => void} show puts the game's state in the panel's
 * @property {(message: string) => void} say the status line
 * @property {(detail: { seconds: number, hints: number, mistakes: number }) => void} solved fires `solved`
 * @property {(puzzle: string) => Promise<{ solution: string | null, unique: boolean }>} solutionOf the puzzle's solution
 * @property {(grid: string) => Promise<import('../model/cage-breaks.js').CageBreak[]>} [breaksOf] the cage sums a grid breaks
 * @property {Document} document whose visibility pauses the clock
 * @property {() => number} [now] milliseconds since the epoch
 * @property {() => number} [monotonic] milliseconds on a monotonic clock
 */

export class GameSession {
  #o;
  #clock;
  #now;
  /** @type {GameRecord | null} */
  #game = null;
  /** @type {Info | null} what the next new game is, when the controller knows (a daily, a new puzzle, an example) */
  #expected = null;
  /** The board is the game's solution: locked until an undo. */
  #ended = false;
  /** The end's card shows over the grid. */
  #cardShown = false;
  /** The player has acted in this game since it was opened: the clock may run. */
  #active = false;
  #paused = false;
  #timerHidden;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  #tick;
  /** @type {GameState} the last state shown: a tick shows a new one only when the time shown changes */
  #shown = NO_GAME;
  /** @type {Ending | null} the end as the card shows it, worked out once when the game ends */
  #ending = null;
  #savedAt = 0;
  #stopListening;

  /** @param {SessionOptions} options */
  constructor(options) {
    this.#o = options;
    this.#now = options.now ?? (() => Date.now());
    this.#clock = new Clock(options.monotonic);
    this.#timerHidden = options.store.settings().timerHidden;
    const doc = options.document;
    const visibility = () => this.#render();
    const leaving = () => this.#save();
    doc.addEventListener('visibilitychange', visibility);
    doc.defaultView?.addEventListener('pagehide', leaving);
    this.#stopListening = () => {
      doc.removeEventListener('visibilitychange', visibility);
      doc.defaultView?.removeEventListener('pagehide', leaving);
    };
  }

  /** The game saved as in progress when the page was last left, if any. */
  savedCurrent() {
    return this.#o.store.current();
  }

  /**
   * A saved game of `puzzle` to resume instead of starting it afresh: one
   * not finished (a daily, even finished), or, when `entries` are given (a
   * link, a reload), one with exactly those entries, and with `marks`
   * (marks-link.js) exactly those marks and colours.
   * @param {string} puzzle the givens, or a variant's constraint string (`Board.key`)
   * @param {string | null} entries
   * @param {string} [marks]
   */
  resumable(puzzle, entries, marks = '') {
    const saved = this.#o.store.game(gameId(puzzle));
    if (!saved || saved.board.setup || (saved.board.variant?.text ?? saved.board.puzzle) !== puzzle) return null;
    const { pencil, centre = [], colours = [] } = saved.board;
    if (marks && writeMarks({ pencil, centre, colours }) !== marks) return null;
    if (entries !== null) return saved.board.entries === entries.padEnd(saved.board.puzzle.length, '.') ? saved : null;
    if (saved.finished) return saved.kind === 'daily' ? saved : null;
    // A game never touched is the puzzle afresh: loaded as any puzzle is, undoably over the player's work.
    const touched =
      /[^.]/.test(saved.board.entries) ||
      [...saved.board.pencil, ...(saved.board.centre ?? []), ...(saved.board.colours ?? [])].some(Boolean) ||
      saved.ms > 0 ||
      saved.hints > 0;
    return touched ? saved : null;
  }

  /**
   * A saved game by id, from the list of games.
   * @param {string} id
   */
  saved(id) {
    return this.#o.store.game(id);
  }

  /**
   * Says what the next new game will be, for the puzzle about to be shown.
   * @param {Info} info
   */
  expect(info) {
    this.#expected = info;
  }

  /** Whether the board is a finished game's, locked until an undo. */
  get ended() {
    return this.#ended;
  }

  /** Whether the player paused the game: the grid is covered until Resume. */
  get paused() {
    return this.#paused;
  }

  /**
   * The board as now recorded, after any change: a new puzzle is a new (or
   * a saved) game, an edit may end the game, an undo may reopen it.
   * @param {import('../model/board.js').Board} board
   * @param {import('../model/history.js').History<import('./record.js').Shown>} history
   * @param {GameRecord | null} [resumed] the saved game just put back on the board
   */
  changed(board, history, resumed = null) {
    const id = board.setup ? `setup-${board.side}` : gameId(board.key);
    if (resumed) this.#open(resumed, board);
    else if (id !== this.#game?.id) this.#switchTo(id, board);
    const game = /** @type {GameRecord} */ (this.#game);
    const { past, current, future } = history.steps();
    game.board = current;
    game.history = { past, future };
    game.updated = this.#now();
    if (isSolved(board)) this.#end(board);
    else {
      this.#ended = this.#cardShown = false;
      this.#ending = null;
    }
    this.#save();
    this.#render();
  }

  /**
   * The player typed `change`: the clock starts, and a wrong entry counts
   * as a mistake (one that clashes at once or breaks its cage's sum, or,
   * when the puzzle has one solution, one that differs from it).
   * @param {import('../model/board.js').BoardChange} change
   * @param {import('../model/board.js').Board} board
   */
  async played(change, board) {
    this.activity();
    if (change.kind !== 'write' || !change.symbol || board.setup) return;
    const game = this.#game;
    const { index, symbol } = change;
    if (clashesByOwner(board).entries.has(index)) return this.#mistake(game);
    const breaks = (await this.#o.breaksOf?.(board.grid)) ?? [];
    if (breaks.some(({ cells }) => cells.includes(index))) return this.#mistake(game);
    const { solution, unique } = await this.#o
      .solutionOf(board.puzzle)
      .catch(() => ({ solution: null, unique: false }));
    if (unique && solution && solution[index] !== symbol) this.#mistake(game);
  }

  /** A hint shown, or a cell or the solution revealed. */
  hinted() {
    this.activity();
    if (!this.#playing) return;
    /** @type {GameRecord} */ (this.#game).hints += 1;
    this.#save();
  }

  /** The player is at the grid: from now on the clock runs while the game is played. */
  activity() {
    if (!this.#playing || (this.#active && !this.#paused)) return;
    this.#active = true;
    this.#paused = false;
    this.#render();
  }

  /** Pause or go on, as the player asks. */
  togglePause() {
    if (!this.#playing) return;
    this.#paused = !this.#paused;
    this.#active = true;
    this.#o.say(this.#paused ? 'Paused: the clock has stopped and the grid is covered until you resume.' : '');
    this.#render();
  }

  toggleTimer() {
    this.#timerHidden = !this.#timerHidden;
    this.#o.store.saveSettings({ timerHidden: this.#timerHidden });
    this.#render();
  }

  /** The end's card goes; the finished grid stays locked. */
  closeEnd() {
    this.#cardShown = false;
    this.#render();
  }

  /**
   * How the game played came and its level ('' while not known), or null
   * with no game or one being set up.
   * @returns {{ kind: GameRecord['kind'], level: string } | null}
   */
  get shown() {
    const game = this.#game;
    return game && !game.board.setup ? { kind: game.kind, level: game.level } : null;
  }

  /** The rating found the puzzle's level. @param {string} level */
  rated(level) {
    if (this.#game && !this.#game.level && !this.#game.finished) this.#game.level = level;
  }

  destroy() {
    this.#save();
    this.#halt();
    this.#stopListening();
  }

  /** Whether a game is under way: in play, not ended. */
  get #playing() {
    return Boolean(this.#game && !this.#game.board.setup && !this.#ended);
  }

  /**
   * @param {string} id
   * @param {import('../model/board.js').Board} board
   */
  #switchTo(id, board) {
    const saved = board.setup ? null : this.#o.store.game(id);
    const info = this.#expected ?? { kind: board.setup ? 'setup' : 'link', title: '', level: '', date: '' };
    this.#expected = null;
    const fresh = !saved || (saved.finished && saved.kind !== 'daily');
    this.#open(fresh ? this.#fresh(id, info, board) : saved, board);
  }

  /**
   * Makes `game` the one played, its clock stopped at its time.
   * @param {GameRecord} game
   * @param {import('../model/board.js').Board} board
   */
  #open(game, board) {
    this.#save();
    this.#halt();
    this.#game = game;
    this.#ending = null;
    this.#clock.reset(game.ms);
    this.#active = this.#paused = false;
    this.#ended = this.#cardShown = Boolean(game.finished) && isSolved(board);
  }

  /**
   * @param {string} id
   * @param {Info} info
   * @param {import('../model/board.js').Board} board
   * @returns {GameRecord}
   */
  #fresh(id, info, board) {
    const now = this.#now();
    const kind = board.setup ? 'setup' : info.kind === 'setup' ? 'own' : info.kind;
    const title =
      info.title || (kind === 'own' ? 'Your puzzle' : `A ${board.side} × ${board.side} ${puzzleKind(board.variant)}`);
    return {
      ...info,
      id,
      kind,
      title,
      board: { ...board.state, solution: null },
      history: { past: [], future: [] },
      ms: 0,
      hints: 0,
      mistakes: 0,
      created: now,
      updated: now,
      finished: null,
    };
  }

  /**
   * The grid is solved: the clock stops, the first finish counts in the
   * statistics, the end shows and the page is told.
   * @param {import('../model/board.js').Board} board
   */
  #end(board) {
    if (this.#ended) return;
    const game = /** @type {GameRecord} */ (this.#game);
    this.#halt();
    this.#ended = this.#cardShown = true;
    if (!game.finished) {
      const { ms, hints, mistakes } = game;
      game.finished = { ms, hints, mistakes, at: this.#now() };
      const finish = {
        size: board.side,
        level: game.level,
        ms,
        hints,
        mistakes,
        daily: game.date,
        at: game.finished.at,
      };
      this.#o.store.addFinish(finish);
    }
    const { ms, hints, mistakes } = game.finished;
    const said = `Solved in ${clockWords(ms)}, with ${counted(hints, 'hint')} and ${counted(mistakes, 'mistake')}.`;
    // After the edit that ended the game has said what it says.
    queueMicrotask(() => this.#ended && this.#o.say(said));
    this.#o.solved({ seconds: Math.round(ms / 1000), hints, mistakes });
  }

  /** @param {GameRecord | null} game */
  #mistake(game) {
    if (!game || game !== this.#game || this.#ended) return;
    game.mistakes += 1;
    this.#save();
  }

  /** The clock stops; the time so far is kept in the game. */
  #halt() {
    this.#clock.stop();
    if (this.#game && !this.#ended) this.#game.ms = this.#clock.ms;
    clearInterval(this.#tick);
    this.#tick = undefined;
  }

  #save() {
    const game = this.#game;
    // An empty grid waiting for clues is no game to come back to; a killer's
    // grid is empty too, but its rules are the puzzle.
    if (!game || !(/[^.]/.test(game.board.puzzle) || game.board.variant)) return;
    if (!this.#ended) game.ms = this.#clock.ms;
    this.#savedAt = this.#now();
    this.#o.store.save(game);
  }

  /** The clock runs exactly while a game the player has begun is played in a visible page, unpaused. */
  #render() {
    const run = this.#playing && this.#active && !this.#paused && !this.#o.document.hidden;
    if (run && !this.#clock.running) {
      this.#clock.start();
      this.#tick = setInterval(() => this.#ticked(), TICK_MS);
    } else if (!run && this.#clock.running) {
      this.#halt();
      this.#save();
    }
    this.#o.show((this.#shown = this.#state()));
  }

  #ticked() {
    if (this.#now() - this.#savedAt > SAVE_EVERY_MS) this.#save();
    const clock = clockText(this.#clock.ms);
    if (clock !== this.#shown.clock) this.#o.show((this.#shown = { ...this.#shown, clock }));
  }

  /** @returns {GameState} */
  #state() {
    const game = this.#game;
    if (!game) return { ...NO_GAME, timerHidden: this.#timerHidden };
    const unfinished = this.#o.store
      .games()
      .filter((entry) => !entry.finished && played(entry) && entry.id !== game.id && !entry.id.startsWith('setup'));
    return {
      playing: this.#playing,
      title: game.board.setup ? '' : game.title,
      clock: clockText(this.#ended && game.finished ? game.finished.ms : this.#clock.ms),
      paused: this.#paused,
      timerHidden: this.#timerHidden,
      ended: this.#ended ? (this.#ending ??= this.#endingOf(game)) : null,
      endShown: this.#cardShown,
      unfinished: unfinished.slice(0, 5),
      daily: game.kind === 'daily' && game.date === todayUTC(this.#now()),
    };
  }

  /**
   * @param {GameRecord} game
   * @returns {Ending}
   */
  #endingOf(game) {
    const finished = game.finished ?? { ms: game.ms, hints: game.hints, mistakes: game.mistakes, at: 0 };
    const finishes = this.#o.store.finishes();
    const side = sideOf(game.board.puzzle.length) ?? 0;
    const alike = finishes.filter((finish) => finish.size === side && finish.level === game.level).map((f) => f.ms);
    const times = alike.length ? alike : [finished.ms];
    return {
      title: game.title,
      ms: finished.ms,
      hints: finished.hints,
      mistakes: finished.mistakes,
      daily: game.date,
      count: times.length,
      bestMs: Math.min(...times),
      medianMs: median(times),
      streak: game.date ? streak(finishes, todayUTC(this.#now())).current : 0,
    };
  }
}

/**
 * "no hints", "1 hint", "3 mistakes".
 * @param {number} n
 * @param {string} noun
 */
function counted(n, noun) {
  return n ? plural(n, noun) : `no ${noun}s`;
}
