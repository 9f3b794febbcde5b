// One rung's search as playback, with no DOM: its moves read lazily into the
// log, and the board after the first `step` of them, moved forwards or
// exactly undone backwards. Moving forwards stops after a solution, so that
// a learner sees it before the search backs out of it.

import { MoveKind } from '../../engine/move-kind.js';
import { formatNumber } from '../../shared/format.js';
import { SYMBOLS, sideOf } from '../../shared/grid-shape.js';
import { BacktrackBoard } from './backtrack-board.js';
import { describeMove } from './backtrack-describe.js';
import { BacktrackLog } from './backtrack-log.js';
import { rungEvents } from './backtrack-source.js';

/** @typedef {import('../../engine/load.js').LadderEngine} LadderEngine */
/** @typedef {import('./backtrack-describe.js').Move} Move */

/** The most events kept for stepping back: 13 bytes each. */
const EVENT_CAP = 1_000_000;

export class Playback {
  /** Moves played so far. */
  step = 0;
  #source;
  #log;
  /** The symbol of each cell at the start, from 1; 0 for empty. */
  givens;
  board;

  /**
   * Starts the rung `rung`'s search of `grid` (one-line form) at its first move.
   * Throws the binding's message for a bad grid or name.
   * @param {LadderEngine} engine
   * @param {string} rung
   * @param {string} grid
   */
  constructor(engine, rung, grid) {
    this.#source = rungEvents(engine, rung, grid);
    this.#log = new BacktrackLog(this.#source, EVENT_CAP);
    this.givens = Int8Array.from(grid, (c) => SYMBOLS.indexOf(c) + 1);
    this.board = new BacktrackBoard(this.givens);
  }

  get atStart() {
    return this.step === 0;
  }

  /** No move is left to play: the search is over, or the log is full. */
  get atEnd() {
    return !this.#log.has(this.step);
  }

  /**
   * Plays up to `n` moves, stopping after a solution; returns whether
   * playback may go on.
   * @param {number} n
   */
  forward(n) {
    const log = this.#log;
    for (let played = 0; played < n && log.has(this.step); played++) {
      const i = this.step++;
      this.board.apply(log.kinds[i], log.cells[i], log.symbols[i]);
      if (log.kinds[i] === MoveKind.Solution) return false;
    }
    return log.has(this.step);
  }

  /**
   * Undoes up to `n` moves, exactly.
   * @param {number} n
   */
  backward(n) {
    const log = this.#log;
    for (let left = Math.min(n, this.step); left > 0; left--) {
      const i = --this.step;
      this.board.undo(log.kinds[i], log.cells[i], log.symbols[i]);
    }
  }

  /**
   * The move played last, or null at the start.
   * @returns {Move | null}
   */
  get move() {
    const log = this.#log;
    const i = this.step - 1;
    if (i < 0) return null;
    const { kinds, cells, symbols, candidates, items, options } = log;
    return {
      kind: kinds[i],
      cell: cells[i],
      symbol: symbols[i],
      candidates: candidates[i],
      item: items[i],
      options: options[i],
    };
  }

  /** The move played last in words, or what to do at the start. */
  get sentence() {
    const move = this.move;
    if (!move) return 'The givens: press Play or Step.';
    return describeMove(move, /** @type {number} */ (sideOf(this.board.cells.length)), this.#source.constraintOf);
  }

  /** What the end of the log means, once playback reaches it; else ''. */
  get note() {
    if (!this.atEnd) return '';
    if (this.#log.capped) return `The animation keeps the first ${formatNumber(EVENT_CAP)} events; the search goes on.`;
    return this.board.solutions ? 'The search is over.' : 'The search is over: no solution.';
  }

  /** Releases the rung's search in the engine. */
  free() {
    this.#source.free();
  }
}
