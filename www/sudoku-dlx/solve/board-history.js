// The board's undo history as the controller keeps it (model/history.js
// holds the steps): each edit one step, a puzzle loaded over nothing the
// player did a fresh start, a saved game resumed with its own steps, and
// every change handed to the game's session, which saves it.

import { History } from './model/history.js';

/** @typedef {import('./game/record.js').Shown} Shown */
/** @typedef {import('./game/record.js').GameRecord} GameRecord */

/**
 * @typedef {object} HistoryPort
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {() => import('./game/session.js').GameSession} session the game being played
 * @property {() => void} changed has the view draw what Undo and Redo can do now
 */

export class BoardHistory {
  #o;
  /** @type {History<Shown>} */
  #history = new History();

  /** @param {HistoryPort} port */
  constructor(port) {
    this.#o = port;
  }

  get canUndo() {
    return this.#history.canUndo;
  }

  get canRedo() {
    return this.#history.canRedo;
  }

  /** Notes the board as one step of undo. */
  record() {
    this.#history.record(this.#snapshot());
    this.#changed(null);
  }

  /**
   * Notes a board just shown. A puzzle loaded (a link, an example, a paste,
   * a new puzzle) starts a fresh history over nothing the player did, so
   * Undo never takes a just-opened puzzle back to an empty set-up, and
   * over a game in play, as a new game does in every Sudoku app: Undo
   * works within a game, and the game left is saved with its own history
   * (Menu's games resume it), as a saved game resumed brings its own.
   * Loaded over clues the player is still typing in it is a step, so that
   * work is not lost.
   * @param {'step' | 'load' | 'history'} how
   * @param {GameRecord | null} resumed
   */
  remember(how, resumed) {
    const { past = [], future = [] } = resumed?.history ?? {};
    // Over a game in play, or over nothing: the clues being set up are kept as a step.
    const fresh = how === 'load' && (!this.#history.canUndo || !this.#history.steps().current.setup);
    if (resumed) this.#history.restore({ past, current: this.#snapshot(), future });
    else if (fresh) this.#history.restart(this.#snapshot());
    else if (how !== 'history') this.#history.record(this.#snapshot());
    this.#changed(resumed);
  }

  /**
   * The board one step back or on, or undefined at either end.
   * @param {'undo' | 'redo'} direction
   */
  travel(direction) {
    return direction === 'undo' ? this.#history.undo() : this.#history.redo();
  }

  /** @param {GameRecord | null} resumed */
  #changed(resumed) {
    this.#o.changed();
    this.#o.session().changed(this.#o.grid.board, this.#history, resumed);
  }

  /** @returns {Shown} */
  #snapshot() {
    return { ...this.#o.grid.board.state, solution: this.#o.grid.solution };
  }
}
