// What a player has on the board, with no DOM: the givens (the puzzle's
// clues), the player's entries and pencil marks, and whether the puzzle is
// still being set up. While setting up, what is typed becomes a given; once
// play starts the givens are locked and what is typed is an entry.

import { sideOf, SYMBOLS } from '../../shared/grid-shape.js';

/**
 * One state of the board, as undo keeps it and a link carries it.
 * @typedef {object} BoardState
 * @property {string} puzzle the givens, one-line form
 * @property {string} entries the entries, one-line form (`.` elsewhere)
 * @property {string[]} pencil each cell's own pencil marks
 * @property {boolean} [marksComplete] whether the player says the marks are
 *   every candidate (a cell without marks then has all its row, column and
 *   box allow), not notes: a hint then works from them
 * @property {boolean} setup whether the givens are still being typed in
 */

/**
 * A change the player makes: a symbol written ('' clears), a pencil mark
 * toggled, a cell's pencil marks set, or the marks said complete or not.
 * @typedef {{ kind: 'write', index: number, symbol: string }
 *   | { kind: 'mark', index: number, symbol: string }
 *   | { kind: 'marks', index: number, marks: string }
 *   | { kind: 'complete', on: boolean }} BoardChange
 */

export class Board {
  side = 9;
  /** @type {string[]} '' or the symbol given */
  givens = [];
  /** @type {string[]} '' or the symbol the player entered */
  entries = [];
  /** @type {string[]} each cell's own pencil marks, in symbol order */
  pencil = [];
  /** whether the marks are every candidate, not notes (BoardState) */
  marksComplete = false;
  setup = true;

  /**
   * @param {string} puzzle the givens, one-line form
   * @param {{ entries?: string, pencil?: string[], marksComplete?: boolean, setup?: boolean }} [state]
   */
  load(puzzle, { entries = '', pencil = [], marksComplete = false, setup = false } = {}) {
    const side = sideOf(puzzle.length);
    if (!side) throw new Error(`a grid has no side for ${puzzle.length} cells`);
    this.side = side;
    const cells = this.side ** 2;
    this.givens = Array.from(puzzle, (symbol) => (symbol === '.' ? '' : symbol.toUpperCase()));
    this.entries = Array.from({ length: cells }, (_, i) => {
      const symbol = (entries[i] ?? '.').toUpperCase();
      return this.givens[i] || !this.symbols.includes(symbol) ? '' : symbol;
    });
    this.pencil = Array.from({ length: cells }, (_, i) => (this.valueAt(i) ? '' : sortMarks(pencil[i] ?? '')));
    this.marksComplete = marksComplete;
    this.setup = setup;
  }

  /** The symbols of this size of grid. */
  get symbols() {
    return SYMBOLS.slice(0, this.side);
  }

  /** The givens in the one-line form. */
  get puzzle() {
    return this.givens.map((symbol) => symbol || '.').join('');
  }

  /** The entries in the one-line form, `.` where there is none. */
  get entryLine() {
    return this.entries.map((symbol) => symbol || '.').join('');
  }

  /** Givens and entries together, the grid as the player sees it. */
  get grid() {
    return this.givens.map((symbol, i) => symbol || this.entries[i] || '.').join('');
  }

  /** @returns {BoardState} */
  get state() {
    const { puzzle, entryLine: entries, marksComplete, setup } = this;
    return { puzzle, entries, pencil: [...this.pencil], ...(marksComplete ? { marksComplete } : {}), setup };
  }

  /** @param {number} index */
  valueAt(index) {
    return this.givens[index] || this.entries[index];
  }

  /** @param {number} index whether play has started and the cell holds a clue */
  isLocked(index) {
    return !this.setup && Boolean(this.givens[index]);
  }

  /** @param {number} index */
  isEntry(index) {
    return Boolean(this.entries[index]);
  }

  /**
   * Writes `symbol` ('' clears) into the cell: a given while setting up, an
   * entry in play. A filled cell loses its pencil marks. False when refused.
   * @param {number} index
   * @param {string} symbol
   */
  write(index, symbol) {
    if (this.isLocked(index)) return false;
    if (this.setup) this.givens[index] = symbol;
    else this.entries[index] = symbol;
    if (symbol) this.pencil[index] = '';
    return true;
  }

  /**
   * Adds `symbol` to the cell's pencil marks, or removes it; false for a
   * filled cell or a symbol not of this grid.
   * @param {number} index
   * @param {string} symbol
   */
  toggleMark(index, symbol) {
    if (this.valueAt(index) || !this.symbols.includes(symbol)) return false;
    const marks = this.pencil[index];
    this.pencil[index] = marks.includes(symbol) ? marks.replace(symbol, '') : sortMarks(marks + symbol);
    return true;
  }

  /**
   * Sets the cell's pencil marks.
   * @param {number} index
   * @param {string} marks
   */
  setMarks(index, marks) {
    this.pencil[index] = this.valueAt(index) ? '' : sortMarks(marks);
  }

  /**
   * Makes `change`; false when refused (a locked cell, a mark where there is a symbol).
   * @param {BoardChange} change
   */
  apply(change) {
    if (change.kind === 'write') return this.write(change.index, change.symbol);
    if (change.kind === 'mark') return this.toggleMark(change.index, change.symbol);
    if (change.kind === 'complete') {
      const changed = this.marksComplete !== change.on;
      this.marksComplete = change.on;
      return changed;
    }
    this.setMarks(change.index, change.marks);
    return true;
  }

  /** Ends setting up: the givens typed are locked and what is typed is an entry. */
  start() {
    this.setup = false;
  }

  /**
   * Replaces the entries and pencil marks (a hint applied).
   * @param {string} entries
   * @param {string[]} pencil
   * @param {boolean} marksComplete
   */
  replacePlay(entries, pencil, marksComplete) {
    this.load(this.puzzle, { entries, pencil, marksComplete, setup: this.setup });
  }

  /** Whether any cell has pencil marks. */
  get hasPencil() {
    return this.pencil.some(Boolean);
  }

  /**
   * The next cell after `index` that play may change, else `index`.
   * @param {number} index
   */
  nextOpen(index) {
    for (let next = index + 1; next < this.givens.length; next++) if (!this.isLocked(next)) return next;
    return index;
  }
}

/** @param {string} marks */
function sortMarks(marks) {
  return [...new Set(marks)].sort((a, b) => SYMBOLS.indexOf(a) - SYMBOLS.indexOf(b)).join('');
}
