// An editable Sudoku grid in the ARIA grid pattern: the grid is one tab stop,
// arrow keys move, a typed symbol fills the cell and moves on (past the
// givens, once play has started), as Enter does, Backspace or Delete clears,
// and pasting more than one symbol offers a whole puzzle. What the cells hold
// is the controller's Board (model/board.js): givens apart from the player's
// entries. The editor reads it and reports each change typed as a
// BoardChange, which the controller makes. While a puzzle is set up a cell
// keeps whatever was typed, valid or not, so that the solver's parser, not
// this file, says what is wrong and where.

import { EMPTY_CELLS, IGNORED } from '../../shared/engine-facts.js';
import { shapeOf } from '../../shared/grid-shape.js';
import { EMPTY_OVERLAY } from '../model/panel-state.js';
import { ChainArrows } from './chain-arrows.js';
import { buildCells, paintMarks } from './grid-cells.js';

// Typed into a cell, these empty it: the parser's empty cells, and what it
// skips between cells (a space and the borders' characters), which kept in
// a cell would shift every later cell. Both from the parser (engine-facts.js).
const CLEARS = new Set([...EMPTY_CELLS, ...IGNORED, ' ']);

/**
 * @typedef {object} EditorOptions
 * @property {import('../model/board.js').Board} board what the cells hold
 * @property {(change: import('../model/board.js').BoardChange) => void} onChange hears every change the player makes to the board
 * @property {(text: string) => void} onPaste hears every paste of more than one character
 * @property {(index: number, why: 'given' | 'symbol', symbol: string) => void} onRefuse hears a change refused: a given typed over in play, a symbol not of the grid
 */

export class GridEditor {
  /** The `role="grid"` element to put in the page. */
  element;
  /** @type {import('../model/board.js').Board} */
  board;
  /** @type {import('../../shared/grid-shape.js').GridShape | undefined} the shape the cells were built for */
  #shape;
  /** @type {import('../model/panel-state.js').GridOverlay} what the cells show over the board */
  #overlay = EMPTY_OVERLAY;
  #pencilMode = false;
  /** @type {HTMLElement[]} each cell's pencil marks */
  #markElements = [];
  /** @type {HTMLInputElement[]} */
  #inputs = [];
  #active = 0;
  /** Whether a cell has had focus since the cells were built. */
  #visited = false;
  #readOnly = false;
  #options;
  /** A hint's chain, over the cells. */
  #arrows = new ChainArrows(
    (cell, symbol) =>
      [...(this.#markElements[cell]?.children ?? [])].find((mark) => mark.textContent === symbol) ?? null,
  );

  /** @param {EditorOptions} options */
  constructor(options) {
    this.#options = options;
    this.board = options.board;
    this.element = document.createElement('div');
    this.element.className = 'grid';
    this.element.setAttribute('role', 'grid');
    this.element.addEventListener('keydown', (event) => this.#keydown(event));
    this.element.addEventListener('beforeinput', (event) => this.#beforeinput(event));
    this.element.addEventListener('input', (event) => this.#input(event));
    this.element.addEventListener('focusin', (event) => this.#focusin(event));
    this.showBoard();
  }

  /** The side of the grid the cells were built for (the constructor builds them). */
  get side() {
    return /** @type {import('../../shared/grid-shape.js').GridShape} */ (this.#shape).side;
  }

  /** The cell the grid's tab stop is on. */
  get active() {
    return this.#active;
  }

  /** Shows the board as loaded anew (cells of its size), with nothing over it until the next render. */
  showBoard() {
    this.#build(this.board.side);
    this.#overlay = EMPTY_OVERLAY;
    this.showStage();
  }

  /** Shows the board's stage: while setting up, what is typed is a clue. */
  showStage() {
    this.#paintSetup();
    this.#paintAll();
  }

  /**
   * Draws `overlay` over the board: a solution, cells marked wrong, small
   * marks in the empty cells, highlights. A new overlay repaints every cell,
   * so a change of the board is drawn with the overlay that follows it.
   * @param {import('../model/panel-state.js').GridOverlay} overlay
   */
  render(overlay) {
    if (overlay === this.#overlay) return;
    this.#overlay = overlay;
    this.#paintAll();
  }

  /**
   * Whether a typed symbol toggles a pencil mark in an empty cell rather than filling it.
   * @param {boolean} on
   */
  set pencilMode(on) {
    this.#pencilMode = on;
    this.element.classList.toggle('pencil', on);
  }

  /** Focuses the cell that the grid's tab stop is on. */
  focus() {
    this.#inputs[this.#active].focus();
  }

  /** Focuses the cell last visited, or the first cell play may change when none was. */
  focusForPlay() {
    this.#moveTo(this.#visited ? this.#active : this.board.nextOpen(-1));
  }

  /** @param {boolean} readOnly */
  set readOnly(readOnly) {
    this.#readOnly = readOnly;
    this.element.setAttribute('aria-readonly', String(readOnly));
    for (const input of this.#inputs) input.readOnly = readOnly;
  }

  /**
   * What the on-screen pad does: `symbol` into the active cell, as typed
   * there (a pencil mark in pencil mode), '' to erase; the cell stays active.
   * @param {string} symbol
   */
  press(symbol) {
    const index = this.#active;
    if (symbol) this.#type(index, symbol, false);
    else this.#erase(index);
  }

  /** @param {number} side */
  #build(side) {
    if (this.#shape?.side === side) return;
    const shape = shapeOf(side);
    if (!shape) throw new Error(`no grid has side ${side}`);
    // Replacing the cells would drop focus to the page.
    const hadFocus = this.element.matches(':focus-within');
    this.#shape = shape;
    const { boxRows, boxCols } = this.#shape;
    const style = this.element.style;
    style.setProperty('--side', String(side));
    style.setProperty('--box-rows', String(boxRows));
    style.setProperty('--box-cols', String(boxCols));
    // Marks stay readable (10px) up to 9×9; bigger grids have too many to fit at that size.
    style.setProperty('--mark-min', side <= 9 ? '10px' : '0px');
    this.element.setAttribute('aria-label', `Sudoku, ${side} by ${side}`);
    const { inputs, marks, rows } = buildCells(this.#shape, this.#readOnly);
    this.#inputs = inputs;
    this.#markElements = marks;
    this.#active = 0;
    this.#visited = false;
    this.element.replaceChildren(...rows, this.#arrows.element);
    if (hadFocus) this.focus();
  }

  #paintSetup() {
    this.element.classList.toggle('setup', this.board.setup);
  }

  #paintAll() {
    this.#inputs.forEach((_, index) => this.#paint(index));
    this.#arrows.show(this.#overlay.links);
  }

  /** @param {number} index */
  #paint(index) {
    const input = this.#inputs[index];
    const board = this.board;
    const given = board.givens[index];
    const entry = board.entries[index];
    const { solution, notes, marks: shown, marksLabel, markStyles, differs, highlights } = this.#overlay;
    const solved = !given && !entry && solution ? solution[index] : '';
    const invalid = Boolean(given) && !board.symbols.includes(given);
    const note = notes.get(index) ?? '';
    const isOwn = !shown;
    const marks = given || entry || solved ? '' : ((isOwn ? board.pencil[index] : shown?.[index]) ?? '');
    const shape = /** @type {import('../../shared/grid-shape.js').GridShape} */ (this.#shape);
    paintMarks(this.#markElements[index], marks, shape, { own: isOwn, styles: markStyles.get(index) });
    input.value = given || entry || solved;
    input.classList.toggle('given', Boolean(given));
    input.classList.toggle('entry', Boolean(entry));
    input.classList.toggle('solved', Boolean(solved));
    input.classList.toggle('differs', Boolean(solved) && differs.has(index));
    input.classList.toggle('invalid', invalid);
    input.classList.toggle('wrong', Boolean(note));
    input.classList.remove('hinted', 'in-unit', 'evidence', 'cover', 'crossing');
    const highlight = highlights.get(index);
    if (highlight) input.classList.add(highlight);
    if (invalid || note) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    // The reason shows on hover; focus shows it beside the grid.
    if (note) input.title = note;
    else input.removeAttribute('title');
    const row = Math.floor(index / this.side) + 1;
    const col = (index % this.side) + 1;
    const role = given ? `, clue ${given}` : entry ? `, your ${entry}` : solved ? `, solved ${solved}` : ', empty';
    const heard = marks ? `, ${isOwn ? 'your marks' : marksLabel} ${marks}` : '';
    input.setAttribute('aria-label', `Row ${row}, column ${col}${role}${heard}${note ? `: ${note}` : ''}`);
  }

  /**
   * @param {number} index
   * @param {string} value
   */
  #set(index, value) {
    if (this.#readOnly) return;
    if (this.board.isLocked(index)) return this.#options.onRefuse(index, 'given', value);
    // Clearing an empty cell still drops a solution shown in it.
    if (this.board.valueAt(index) === value && !this.#overlay.solution && !this.#overlay.marks) return;
    // The controller renders what follows, which repaints the cells.
    this.#options.onChange({ kind: 'write', index, symbol: value });
  }

  /**
   * @param {number} index
   * @param {string} text
   * @param {boolean} moveOn whether the cursor then moves to the next open cell:
   *   in setup, where clues are copied in one after another, as from a book;
   *   in play the cell stays selected, as in every Sudoku app
   */
  #type(index, text, moveOn = this.board.setup) {
    const symbol = Array.from(text.trim() || text).at(-1);
    if (symbol === undefined || this.#readOnly) return;
    const upper = symbol.toUpperCase();
    const cleared = CLEARS.has(symbol);
    if (this.board.isLocked(index)) return this.#options.onRefuse(index, 'given', upper);
    if (!this.board.setup && !cleared && !this.board.symbols.includes(upper)) {
      return this.#options.onRefuse(index, 'symbol', upper);
    }
    if (this.#pencilMode && !this.board.valueAt(index)) return this.#togglePencil(index, upper);
    this.#set(index, cleared ? '' : upper);
    if (moveOn) this.#moveTo(this.board.nextOpen(index));
  }

  /** @param {number} index */
  #erase(index) {
    if (this.#readOnly) return;
    // Clearing an empty cell still drops a solution shown in it.
    if (this.board.valueAt(index) || this.board.isLocked(index) || this.#overlay.solution) return this.#set(index, '');
    if (!this.board.pencil[index]) return;
    this.#options.onChange({ kind: 'marks', index, marks: '' });
  }

  /**
   * Adds or removes `symbol` from the cell's pencil marks; other text is ignored.
   * @param {number} index
   * @param {string} symbol
   */
  #togglePencil(index, symbol) {
    this.#options.onChange({ kind: 'mark', index, symbol });
  }

  /** @param {number} index */
  #moveTo(index) {
    this.#inputs[this.#active].tabIndex = -1;
    this.#active = index;
    this.#inputs[index].tabIndex = 0;
    this.#inputs[index].focus();
  }

  /** @param {EventTarget | null} target */
  #indexOf(target) {
    return target instanceof HTMLInputElement ? Number(target.dataset.index) : -1;
  }

  /** @param {FocusEvent} event */
  #focusin(event) {
    const index = this.#indexOf(event.target);
    if (index < 0) return;
    this.#inputs[this.#active].tabIndex = -1;
    this.#active = index;
    this.#visited = true;
    this.#inputs[index].tabIndex = 0;
  }

  /** @param {KeyboardEvent} event */
  #keydown(event) {
    const index = this.#indexOf(event.target);
    if (index < 0 || event.altKey || event.metaKey || event.isComposing) return;
    const side = this.side;
    const row = Math.floor(index / side);
    const col = index % side;
    const last = this.board.givens.length - 1;
    /** @type {Record<string, number>} */
    const targets = {
      ArrowLeft: col > 0 ? index - 1 : index,
      ArrowRight: col < side - 1 ? index + 1 : index,
      ArrowUp: row > 0 ? index - side : index,
      ArrowDown: row < side - 1 ? index + side : index,
      Home: event.ctrlKey ? 0 : row * side,
      End: event.ctrlKey ? last : row * side + side - 1,
      // As the keyboard's "next" key promises, past the givens in play.
      Enter: Math.min(this.board.nextOpen(index), last),
    };
    if (event.key in targets) {
      event.preventDefault();
      this.#moveTo(targets[event.key]);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      this.#erase(index);
    }
  }

  // Typing is handled here rather than on keydown because phone keyboards
  // often send no usable key, only the text they insert.
  /** @param {InputEvent} event */
  #beforeinput(event) {
    const index = this.#indexOf(event.target);
    if (index < 0 || !event.cancelable) return;
    event.preventDefault();
    // A read-only input still hears typed text in Chromium.
    if (this.#readOnly) return;
    const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
    if (event.inputType.startsWith('delete')) this.#erase(index);
    else if (event.inputType === 'insertFromPaste' && text.trim().length > 1) this.#options.onPaste(text);
    else this.#type(index, text);
  }

  // Composition (some phone keyboards) cannot be cancelled, so the input's
  // text is taken afterwards.
  /** @param {Event} event */
  #input(event) {
    const index = this.#indexOf(event.target);
    if (index < 0) return;
    const typed = this.#inputs[index].value;
    this.#paint(index);
    if (this.#readOnly) return;
    if (typed) this.#type(index, typed);
    else this.#set(index, '');
  }
}
