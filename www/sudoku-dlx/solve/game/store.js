// Where games are kept: the browser's localStorage under the element's
// `storage-key`, or, without one, this page's memory alone (an embedded
// element writes nothing unasked). Storage that fails (disabled, private
// mode, full) leaves play as it was: the failure is told once, through
// `onFailure`, and the games live on in memory.
//
// Under the key: `<key>/games` the list of games (newest first), one
// `<key>/game/<id>` a game (record.js), `<key>/current` the game in
// progress, `<key>/finishes` every game finished (stats.js) and
// `<key>/settings` the player's choices.

import { sideOf } from '../../shared/grid-shape.js';
import { decode, encode } from './record.js';

/** Games kept, finished or not; the oldest go first. */
export const MAX_GAMES = 20;
/** Finishes kept for the statistics. */
const MAX_FINISHES = 5000;

/**
 * One game as the list of games names it.
 * @typedef {object} GameEntry
 * @property {string} id
 * @property {string} title
 * @property {number} side
 * @property {number} ms the time played
 * @property {number} filled how much of the open grid is filled, 0 to 1
 * @property {boolean} [played] a digit has been entered, now or in the undo history (lists kept
 *   before it have none: `filled` stands in)
 * @property {boolean} finished
 * @property {number} updated milliseconds since the epoch
 */

/**
 * The player's choices, kept between visits.
 * @typedef {object} Settings
 * @property {boolean} timerHidden the time is hidden
 * @property {import('../model/panel-state.js').Picks | null} picks New game's size, difficulty and symmetry, once chosen
 * @property {boolean} marksFollow an entry takes its digit out of the marks of its row, column and box
 * @property {boolean} litDigit the chosen cell's digit is lit wherever it stands, in marks too
 * @property {boolean} litUnits the chosen cell's row, column and box are lit
 */

/** @type {Settings} what a player starts with */
export const DEFAULT_SETTINGS = Object.freeze({
  timerHidden: false,
  picks: null,
  marksFollow: true,
  litDigit: true,
  litUnits: false,
});

/** The settings that are switches, each on or off. */
const SWITCHES = /** @type {const} */ (['timerHidden', 'marksFollow', 'litDigit', 'litUnits']);

/** A Storage in this page's memory: what the store uses without a key, or after a failure. */
class MemoryStorage {
  #items = new Map();
  /** @param {string} name */
  getItem(name) {
    return this.#items.get(name) ?? null;
  }
  /** @param {string} name @param {string} value */
  setItem(name, value) {
    this.#items.set(name, value);
  }
  /** @param {string} name */
  removeItem(name) {
    this.#items.delete(name);
  }
}

export class GameStore {
  #key;
  /** @type {Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>} */
  #storage;
  #onFailure;
  #failed = false;

  /**
   * @param {string} key the `storage-key`, or '' to keep games in memory only
   * @param {{ storage?: () => Storage, onFailure?: () => void }} [options]
   *   `storage` reads the browser's storage (reading it can throw); `onFailure` hears the first failure
   */
  constructor(key, { storage = () => globalThis.localStorage, onFailure = () => {} } = {}) {
    this.#key = key || 'memory';
    this.#onFailure = onFailure;
    this.#storage = new MemoryStorage();
    if (!key) return;
    try {
      const local = storage();
      // Some browsers give a storage that refuses every write (private mode, a quota of 0).
      local.setItem(`${key}/probe`, '1');
      local.removeItem(`${key}/probe`);
      this.#storage = local;
    } catch {
      this.#fail();
    }
  }

  /** Whether what is saved outlives the page. */
  get persistent() {
    return !(this.#storage instanceof MemoryStorage);
  }

  /**
   * The game saved under `id`, or null.
   * @param {string} id
   */
  game(id) {
    return decode(this.#read(`game/${id}`));
  }

  /** The game in progress when the page was last left, or null. */
  current() {
    const id = this.#read('current');
    return typeof id === 'string' ? this.game(id) : null;
  }

  /**
   * Saves `game` as the game in progress.
   * @param {import('./record.js').GameRecord} game
   */
  save(game) {
    const entry = entryOf(game);
    const others = this.games().filter((other) => other.id !== game.id);
    const kept = [entry, ...others].slice(0, MAX_GAMES);
    this.#write(`game/${game.id}`, encode(game));
    this.#write('games', kept);
    this.#write('current', game.id);
    for (const dropped of others.slice(MAX_GAMES - 1)) this.#remove(`game/${dropped.id}`);
  }

  /** Every game kept, newest first. @returns {GameEntry[]} */
  games() {
    const games = this.#read('games');
    return Array.isArray(games) ? games : [];
  }

  /** @returns {import('./stats.js').Finish[]} */
  finishes() {
    const finishes = this.#read('finishes');
    return Array.isArray(finishes) ? finishes : [];
  }

  /** @param {import('./stats.js').Finish} finish */
  addFinish(finish) {
    this.#write('finishes', [...this.finishes(), finish].slice(-MAX_FINISHES));
  }

  /** @returns {Settings} */
  settings() {
    const saved = this.#read('settings');
    /** @type {Settings} */
    const settings = { ...DEFAULT_SETTINGS, picks: picksOf(saved?.picks) };
    for (const name of SWITCHES) if (typeof saved?.[name] === 'boolean') settings[name] = saved[name];
    return settings;
  }

  /**
   * Keeps `changed`, and the settings it does not name as they were.
   * @param {Partial<Settings>} changed
   */
  saveSettings(changed) {
    this.#write('settings', { ...this.settings(), ...changed });
  }

  /** @param {string} name */
  #read(name) {
    try {
      const text = this.#storage.getItem(`${this.#key}/${name}`);
      return text === null ? null : JSON.parse(text);
    } catch {
      return null;
    }
  }

  /**
   * @param {string} name
   * @param {unknown} value
   */
  #write(name, value) {
    const text = JSON.stringify(value);
    try {
      this.#storage.setItem(`${this.#key}/${name}`, text);
    } catch {
      // Full: the finished games go, then the write is tried once more.
      try {
        for (const game of this.games().filter((entry) => entry.finished)) this.#remove(`game/${game.id}`);
        this.#storage.setItem(`${this.#key}/${name}`, text);
      } catch {
        this.#fail();
        this.#storage.setItem(`${this.#key}/${name}`, text);
      }
    }
  }

  /** @param {string} name */
  #remove(name) {
    try {
      this.#storage.removeItem(`${this.#key}/${name}`);
    } catch {
      // What cannot be removed is overwritten or ignored later.
    }
  }

  /** From now on, games live in memory; the failure is told once. */
  #fail() {
    if (!(this.#storage instanceof MemoryStorage)) this.#storage = new MemoryStorage();
    if (this.#failed) return;
    this.#failed = true;
    this.#onFailure();
  }
}

/**
 * Picks as saved, when they have the picks' shape (whether a size offers
 * them is the controller's to fit); null otherwise.
 * @param {any} saved
 * @returns {import('../model/panel-state.js').Picks | null}
 */
function picksOf(saved) {
  const { kind, size, difficulty, symmetry } = saved ?? {};
  const fits = Number.isInteger(size) && typeof difficulty === 'string' && typeof symmetry === 'string';
  // Picks kept before New puzzle made variants have no kind: classic ones.
  const kept = typeof kind === 'string' ? { kind } : {};
  return fits ? { ...kept, size, difficulty, symmetry } : null;
}

/**
 * @param {import('./record.js').GameRecord} game
 * @returns {GameEntry}
 */
function entryOf({ id, title, board, history, ms, finished, updated }) {
  const open = [...board.puzzle].filter((symbol) => symbol === '.').length;
  const entered = [...board.entries].filter((symbol) => symbol !== '.').length;
  const steps = [board, ...history.past, ...history.future];
  return {
    id,
    title,
    side: sideOf(board.puzzle.length) ?? 0,
    ms,
    filled: open ? entered / open : 1,
    played: steps.some((step) => /[^.]/.test(step.entries)),
    finished: Boolean(finished),
    updated,
  };
}

/**
 * Whether `entry` is a game the player has played, a digit entered: one
 * only opened (the daily on the first screen, an example looked at) is no
 * game to go back to.
 * @param {GameEntry} entry
 */
export function played(entry) {
  return entry.played ?? entry.filled > 0;
}
