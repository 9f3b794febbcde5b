// What a player has on the board, with no DOM: the givens (the puzzle's
// clues), the player's entries and marks, and whether the puzzle is still
// being set up. While setting up, what is typed becomes a given; once play
// starts the givens are locked and what is typed is an entry. Marks come in
// SudokuPad's two kinds: corner marks (`pencil`, each digit in its place,
// where a digit can go) and centre marks (`centre`, what a cell can hold);
// beside them each cell's colours (`colours`, palette numbers 1 to 9, any
// cell, a clue too).

import { shapeOf, sideOf, SYMBOLS, unitsOf } from '../../shared/grid-shape.js';

/**
 * One state of the board, as undo keeps it and a link carries it.
 * @typedef {object} BoardState
 * @property {string} puzzle the givens, one-line form
 * @property {string} entries the entries, one-line form (`.` elsewhere)
 * @property {string[]} pencil each cell's own corner (pencil) marks
 * @property {string[]} [centre] each cell's own centre marks (none in a state saved before they came)
 * @property {string[]} [colours] each cell's colours, palette numbers '1' to '9'
 * @property {boolean} [marksComplete] whether the player says the marks are
 *   every candidate (a cell without marks then has all its row, column and
 *   box allow), not notes: a hint then works from them
 * @property {boolean} setup whether the givens are still being typed in
 * @property {import('./variant.js').Variant | null} [variant] the variant's rules, for a variant puzzle
 */

/**
 * A change the player makes: a symbol written ('' clears), a corner mark,
 * a centre mark or a colour toggled, a cell's corner marks set (and its
 * centre marks and colours, when given), the marks said complete or not,
 * or several changes made as one (model/many-cells.js).
 * @typedef {{ kind: 'write', index: number, symbol: string }
 *   | { kind: 'mark', index: number, symbol: string }
 *   | { kind: 'centre', index: number, symbol: string }
 *   | { kind: 'colour', index: number, symbol: string }
 *   | { kind: 'marks', index: number, marks: string, centre?: string, colours?: string }
 *   | { kind: 'complete', on: boolean }
 *   | { kind: 'many', changes: BoardChange[] }} BoardChange
 */

export class Board {
  side = 9;
  /** @type {string[]} '' or the symbol given */
  givens = [];
  /** @type {string[]} '' or the symbol the player entered */
  entries = [];
  /** @type {string[]} each cell's own corner (pencil) marks, in symbol order */
  pencil = [];
  /** @type {string[]} each cell's own centre marks, in symbol order */
  centre = [];
  /** @type {string[]} each cell's colours, palette numbers in order */
  colours = [];
  /** whether the marks are every candidate, not notes (BoardState) */
  marksComplete = false;
  setup = true;
  /** @type {import('./variant.js').Variant | null} the variant's rules; null for classic Sudoku */
  variant = null;
  /** Whether an entry takes its symbol out of the marks of its row, column and box. */
  marksFollow = true;

  /**
   * @param {string} puzzle the givens, one-line form
   * @param {{ entries?: string, pencil?: string[], centre?: string[], colours?: string[], marksComplete?: boolean, setup?: boolean, variant?: import('./variant.js').Variant | null }} [state]
   */
  load(
    puzzle,
    { entries = '', pencil = [], centre = [], colours = [], marksComplete = false, setup = false, variant = null } = {},
  ) {
    const side = sideOf(puzzle.length);
    if (!side) throw new Error(`a grid has no side for ${puzzle.length} cells`);
    this.side = side;
    this.variant = variant && variant.givens === puzzle ? variant : null;
    const cells = this.side ** 2;
    this.givens = Array.from(puzzle, (symbol) => (symbol === '.' ? '' : symbol.toUpperCase()));
    this.entries = Array.from({ length: cells }, (_, i) => {
      const symbol = (entries[i] ?? '.').toUpperCase();
      return this.givens[i] || !this.symbols.includes(symbol) ? '' : symbol;
    });
    /** @param {string[]} marks */
    const open = (marks) => Array.from({ length: cells }, (_, i) => (this.valueAt(i) ? '' : sortMarks(marks[i] ?? '')));
    this.pencil = open(pencil);
    this.centre = open(centre);
    this.colours = Array.from({ length: cells }, (_, i) => sortColours(colours[i] ?? ''));
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
    const { puzzle, entryLine: entries, marksComplete, setup, variant } = this;
    const marks = { pencil: [...this.pencil], centre: [...this.centre], colours: [...this.colours] };
    return {
      puzzle,
      entries,
      ...marks,
      ...(marksComplete ? { marksComplete } : {}),
      setup,
      ...(variant ? { variant } : {}),
    };
  }

  /** The puzzle as a link and the saved games name it: a variant's constraint string, else the givens. */
  get key() {
    return this.variant?.text ?? this.puzzle;
  }

  /** Every group of cells that may hold no symbol twice, named: the rows, columns and boxes, or the variant's. */
  get units() {
    return (
      this.variant?.groups ??
      unitsOf(/** @type {import('../../shared/grid-shape.js').GridShape} */ (shapeOf(this.side)))
    );
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
   * entry in play. A filled cell loses its marks; an entry, with
   * `marksFollow`, takes its symbol out of the marks of the cells it sees.
   * False when refused.
   * @param {number} index
   * @param {string} symbol
   */
  write(index, symbol) {
    if (this.isLocked(index)) return false;
    if (this.setup) this.givens[index] = symbol;
    else this.entries[index] = symbol;
    if (!symbol) return true;
    this.pencil[index] = '';
    this.centre[index] = '';
    if (this.marksFollow && !this.setup) {
      for (const peer of this.peersOf(index)) {
        this.pencil[peer] = this.pencil[peer].replace(symbol, '');
        this.centre[peer] = this.centre[peer].replace(symbol, '');
      }
    }
    return true;
  }

  /**
   * The other cells of the cell's row, column and box (of every group of a variant).
   * @param {number} index
   */
  peersOf(index) {
    const { side } = this;
    if (this.variant) {
      const peers = new Set(
        this.variant.groups.filter(({ cells }) => cells.includes(index)).flatMap(({ cells }) => cells),
      );
      peers.delete(index);
      return peers;
    }
    const { boxRows, boxCols } = /** @type {import('../../shared/grid-shape.js').GridShape} */ (shapeOf(side));
    const row = Math.floor(index / side);
    const col = index % side;
    const top = row - (row % boxRows);
    const left = col - (col % boxCols);
    /** @type {Set<number>} */
    const peers = new Set();
    for (let i = 0; i < side; i++) {
      peers.add(row * side + i);
      peers.add(i * side + col);
      peers.add((top + Math.floor(i / boxCols)) * side + left + (i % boxCols));
    }
    peers.delete(index);
    return peers;
  }

  /**
   * Adds `symbol` to the cell's corner marks (or its centre marks), or
   * removes it; false for a filled cell or a symbol not of this grid.
   * @param {number} index
   * @param {string} symbol
   * @param {'pencil' | 'centre'} [kind]
   */
  toggleMark(index, symbol, kind = 'pencil') {
    if (this.valueAt(index) || !this.symbols.includes(symbol)) return false;
    const marks = this[kind][index];
    this[kind][index] = marks.includes(symbol) ? marks.replace(symbol, '') : sortMarks(marks + symbol);
    return true;
  }

  /**
   * Adds colour `symbol` ('1' to '9') to the cell, or takes it off; any
   * cell may be coloured. False for another symbol.
   * @param {number} index
   * @param {string} symbol
   */
  toggleColour(index, symbol) {
    if (!PALETTE.includes(symbol) || index >= this.colours.length) return false;
    const colours = this.colours[index];
    this.colours[index] = colours.includes(symbol) ? colours.replace(symbol, '') : sortColours(colours + symbol);
    return true;
  }

  /**
   * Sets the cell's corner marks, and its centre marks and colours when given.
   * @param {number} index
   * @param {string} marks
   * @param {string} [centre]
   * @param {string} [colours]
   */
  setMarks(index, marks, centre, colours) {
    this.pencil[index] = this.valueAt(index) ? '' : sortMarks(marks);
    if (centre !== undefined) this.centre[index] = this.valueAt(index) ? '' : sortMarks(centre);
    if (colours !== undefined) this.colours[index] = sortColours(colours);
  }

  /**
   * Sets every open cell's centre marks to its candidates, which makes the
   * marks complete: a hint works from them as the player prunes them.
   * @param {string[]} centre
   */
  fillCentre(centre) {
    this.marksComplete = true;
    this.centre = this.centre.map((_, i) => (this.valueAt(i) ? '' : sortMarks(centre[i] ?? '')));
  }

  /**
   * Makes `change`; false when refused (a locked cell, a mark where there
   * is a symbol; several changes, when every one is).
   * @param {BoardChange} change
   * @returns {boolean}
   */
  apply(change) {
    if (change.kind === 'many') return change.changes.map((each) => this.apply(each)).includes(true);
    if (change.kind === 'write') return this.write(change.index, change.symbol);
    if (change.kind === 'mark') return this.toggleMark(change.index, change.symbol);
    if (change.kind === 'centre') return this.toggleMark(change.index, change.symbol, 'centre');
    if (change.kind === 'colour') return this.toggleColour(change.index, change.symbol);
    if (change.kind === 'complete') {
      const changed = this.marksComplete !== change.on;
      this.marksComplete = change.on;
      return changed;
    }
    this.setMarks(change.index, change.marks, change.centre, change.colours);
    return true;
  }

  /** Ends setting up: the givens typed are locked and what is typed is an entry. */
  start() {
    this.setup = false;
  }

  /**
   * Replaces the entries and marks (a hint applied); centre marks, when not
   * given, stay where the cell stays open.
   * @param {string} entries
   * @param {string[]} pencil
   * @param {boolean} marksComplete
   * @param {string[]} [centre]
   */
  replacePlay(entries, pencil, marksComplete, centre = this.centre) {
    // The variant stays: a killer's hint applied had made the board a classic grid.
    const { colours, setup, variant } = this;
    this.load(this.puzzle, { entries, pencil, centre, colours, marksComplete, setup, variant });
  }

  /** Whether any cell has corner (pencil) marks. */
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

/** The palette's numbers: views/styles/theme.js sets `--sd-colour-1` to `--sd-colour-9`. */
export const PALETTE = '123456789';

/** @param {string} colours */
function sortColours(colours) {
  return [...new Set(colours)]
    .filter((colour) => PALETTE.includes(colour))
    .sort()
    .join('');
}

/** @param {string} marks */
function sortMarks(marks) {
  return [...new Set(marks)].sort((a, b) => SYMBOLS.indexOf(a) - SYMBOLS.indexOf(b)).join('');
}
