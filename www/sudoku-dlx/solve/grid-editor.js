// An editable Sudoku grid in the ARIA grid pattern: the grid is one tab stop,
// arrow keys move, a typed symbol fills the cell and moves on, as Enter does,
// Backspace or Delete clears, and pasting more than one symbol offers a whole
// puzzle. A cell keeps whatever was typed, valid or not, so that the solver's
// parser, not this file, says what is wrong and where.

import { shapeOf, sideOf, SYMBOLS } from '../shared/grid-shape.js';

// Typed into a cell, these empty it. The parser skips separators (space,
// `|`, `-`, `+`), so kept in a cell they would shift every later cell.
const CLEARS = new Set(['.', '0', '_', ' ', '|', '-', '+']);

export class GridEditor {
  /** The `role="grid"` element to put in the page. */
  element;
  #shape;
  #cells = []; // '' or the one character typed
  #solution = null; // the one-line solution shown in the empty cells
  #differs = new Set(); // cells where the solution shown differs from another
  #notes = new Map(); // cell index -> why the cell is marked wrong
  /** @type {string[] | null} small text shown in each empty cell: candidates, possibilities */
  #marks = null;
  #marksLabel = '';
  #highlights = new Map(); // cell index -> class name
  /** @type {Map<number, Set<string>>} the person's own pencil marks, kept across edits */
  #pencil = new Map();
  #pencilMode = false;
  #markElements = [];
  #inputs = [];
  #active = 0;
  #readOnly = false;
  #onEdit;
  #onPaste;

  /** `onEdit()` hears every change the user makes to a cell, and
   * `onPaste(text)` every paste of more than one character. */
  constructor({ onEdit, onPaste }) {
    this.#onEdit = onEdit;
    this.#onPaste = onPaste;
    this.element = document.createElement('div');
    this.element.className = 'grid';
    this.element.setAttribute('role', 'grid');
    this.element.addEventListener('keydown', (event) => this.#keydown(event));
    this.element.addEventListener('beforeinput', (event) => this.#beforeinput(event));
    this.element.addEventListener('input', (event) => this.#input(event));
    this.element.addEventListener('focusin', (event) => this.#focusin(event));
    this.clear(9);
  }

  get side() {
    return this.#shape.side;
  }

  /** The grid as the parser reads it: one row per line, so the line and
   * column numbers in its messages are the grid's rows and columns. */
  get text() {
    const rows = [];
    for (let start = 0; start < this.#cells.length; start += this.side) {
      rows.push(
        this.#cells
          .slice(start, start + this.side)
          .map((cell) => cell || '.')
          .join(''),
      );
    }
    return rows.join('\n');
  }

  /** The grid in the one-line form, `.` for empty. */
  get puzzle() {
    return this.#cells.map((cell) => cell || '.').join('');
  }

  /** Shows a puzzle given in the one-line form. */
  load(puzzle) {
    const side = sideOf(puzzle.length);
    if (!side) throw new Error(`a grid has no side for ${puzzle.length} cells`);
    this.#build(side);
    this.#cells = Array.from(puzzle, (symbol) => (symbol === '.' ? '' : symbol.toUpperCase()));
    this.#solution = null;
    this.#differs = new Set();
    this.#notes = new Map();
    this.#marks = null;
    this.#highlights = new Map();
    this.#pencil = new Map();
    this.#paintAll();
  }

  /** Empties the grid, at a new size when `side` is given. */
  clear(side = this.side) {
    this.load('.'.repeat(side * side));
  }

  /** Fills the empty cells from a one-line solution, marked as solved;
   * the cells in `differs` are marked as differing between solutions. */
  showSolution(solution, differs = new Set()) {
    this.#solution = solution;
    this.#differs = differs;
    this.#paintAll();
  }

  /** Marks the cells of `notes` (index to reason) as wrong, and only those. */
  markWrong(notes) {
    this.#notes = notes;
    this.#paintAll();
  }

  /**
   * Shows `marks[i]` small in each empty cell i (null: none); screen readers
   * hear it after `label`, e.g. "candidates".
   * @param {string[] | null} marks
   * @param {string} label
   */
  showMarks(marks, label = '') {
    this.#marks = marks;
    this.#marksLabel = label;
    this.#paintAll();
  }

  /** Whether a typed symbol toggles a pencil mark in an empty cell rather than filling it. */
  set pencilMode(on) {
    this.#pencilMode = on;
    this.element.classList.toggle('pencil', on);
  }

  /** Gives the cells of `highlights` (index to class name) that class, and no others. */
  highlight(highlights) {
    this.#highlights = highlights;
    this.#paintAll();
  }

  /** Why the cell at `index` is marked wrong, or ''. */
  noteAt(index) {
    return this.#notes.get(index) ?? '';
  }

  /** Focuses the cell that the grid's tab stop is on. */
  focus() {
    this.#inputs[this.#active].focus();
  }

  set readOnly(readOnly) {
    this.#readOnly = readOnly;
    this.element.setAttribute('aria-readonly', String(readOnly));
    for (const input of this.#inputs) input.readOnly = readOnly;
  }

  #build(side) {
    if (this.#shape?.side === side) return;
    // Replacing the cells would drop focus to the page.
    const hadFocus = this.element.matches(':focus-within');
    this.#shape = shapeOf(side);
    const { boxRows, boxCols } = this.#shape;
    this.element.style.setProperty('--side', side);
    this.element.setAttribute('aria-label', `Sudoku, ${side} by ${side}`);
    this.#inputs = [];
    this.#markElements = [];
    this.#active = 0;
    const rows = [];
    for (let row = 0; row < side; row++) {
      const rowElement = document.createElement('div');
      rowElement.setAttribute('role', 'row');
      rowElement.className = 'row';
      if ((row + 1) % boxRows === 0 && row < side - 1) rowElement.classList.add('box-end');
      for (let col = 0; col < side; col++) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = 'cell';
        if ((col + 1) % boxCols === 0 && col < side - 1) cell.classList.add('box-end');
        const input = document.createElement('input');
        input.type = 'text';
        input.autocomplete = 'off';
        input.spellcheck = false;
        input.inputMode = side <= 9 ? 'numeric' : 'text';
        input.setAttribute('autocapitalize', 'characters');
        input.setAttribute('enterkeyhint', 'next');
        input.tabIndex = -1;
        input.readOnly = this.#readOnly;
        input.dataset.index = String(row * side + col);
        const marks = document.createElement('span');
        marks.className = 'marks';
        marks.setAttribute('aria-hidden', 'true');
        this.#markElements.push(marks);
        cell.append(input, marks);
        rowElement.append(cell);
        this.#inputs.push(input);
      }
      rows.push(rowElement);
    }
    this.#inputs[0].tabIndex = 0;
    this.element.replaceChildren(...rows);
    if (hadFocus) this.focus();
  }

  #paintAll() {
    this.#inputs.forEach((_, index) => this.#paint(index));
  }

  #paint(index) {
    const input = this.#inputs[index];
    const given = this.#cells[index];
    const solved = !given && this.#solution ? this.#solution[index] : '';
    const invalid = Boolean(given) && !SYMBOLS.slice(0, this.side).includes(given);
    const note = this.#notes.get(index) ?? '';
    const own = [...(this.#pencil.get(index) ?? [])].sort().join('');
    const shown = this.#marks?.[index] ?? own;
    const marks = !given && !solved ? shown : '';
    const isOwn = Boolean(marks) && !this.#marks;
    this.#markElements[index].textContent = marks;
    this.#markElements[index].classList.toggle('single', marks.length === 1 && !isOwn);
    this.#markElements[index].classList.toggle('own', isOwn);
    input.value = given || solved;
    input.classList.toggle('given', Boolean(given));
    input.classList.toggle('solved', Boolean(solved));
    input.classList.toggle('differs', Boolean(solved) && this.#differs.has(index));
    input.classList.toggle('invalid', invalid);
    input.classList.toggle('wrong', Boolean(note));
    const highlight = this.#highlights.get(index);
    input.classList.remove('hinted', 'in-unit');
    if (highlight) input.classList.add(highlight);
    if (invalid || note) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    // The reason shows on hover; focus shows it beside the grid.
    if (note) input.title = note;
    else input.removeAttribute('title');
    const row = Math.floor(index / this.side) + 1;
    const col = (index % this.side) + 1;
    const role = given ? `, given ${given}` : solved ? `, solved ${solved}` : ', empty';
    const heard = marks ? `, ${isOwn ? 'your marks' : this.#marksLabel} ${marks}` : '';
    input.setAttribute('aria-label', `Row ${row}, column ${col}${role}${heard}${note ? `: ${note}` : ''}`);
  }

  #set(index, value) {
    if (this.#readOnly) return;
    // Clearing an empty cell still drops a solution shown in it.
    if (this.#cells[index] === value && !this.#solution) return;
    this.#cells[index] = value;
    if (this.#solution || this.#marks || this.#highlights.size) {
      // The solution, marks and highlights belonged to the old givens.
      this.#solution = null;
      this.#differs = new Set();
      this.#marks = null;
      this.#highlights = new Map();
      this.#paintAll();
    } else {
      this.#paint(index);
    }
    this.#onEdit();
  }

  #type(index, text) {
    const symbol = Array.from(text.trim() || text).at(-1);
    if (symbol === undefined) return;
    if (this.#pencilMode && !this.#cells[index]) return this.#togglePencil(index, symbol.toUpperCase());
    this.#set(index, CLEARS.has(symbol) ? '' : symbol.toUpperCase());
    this.#moveTo(Math.min(index + 1, this.#cells.length - 1));
  }

  /** Adds or removes `symbol` from the cell's pencil marks; other text is ignored. */
  #togglePencil(index, symbol) {
    if (this.#readOnly || !SYMBOLS.slice(0, this.side).includes(symbol)) return;
    const marks = this.#pencil.get(index) ?? new Set();
    if (!marks.delete(symbol)) marks.add(symbol);
    this.#pencil.set(index, marks);
    this.#paint(index);
  }

  #moveTo(index) {
    this.#inputs[this.#active].tabIndex = -1;
    this.#active = index;
    this.#inputs[index].tabIndex = 0;
    this.#inputs[index].focus();
  }

  #indexOf(target) {
    return target instanceof HTMLInputElement ? Number(target.dataset.index) : -1;
  }

  #focusin(event) {
    const index = this.#indexOf(event.target);
    if (index < 0) return;
    this.#inputs[this.#active].tabIndex = -1;
    this.#active = index;
    event.target.tabIndex = 0;
  }

  #keydown(event) {
    const index = this.#indexOf(event.target);
    if (index < 0 || event.altKey || event.metaKey || event.isComposing) return;
    const side = this.side;
    const row = Math.floor(index / side);
    const col = index % side;
    const last = this.#cells.length - 1;
    const targets = {
      ArrowLeft: col > 0 ? index - 1 : index,
      ArrowRight: col < side - 1 ? index + 1 : index,
      ArrowUp: row > 0 ? index - side : index,
      ArrowDown: row < side - 1 ? index + side : index,
      Home: event.ctrlKey ? 0 : row * side,
      End: event.ctrlKey ? last : row * side + side - 1,
      Enter: Math.min(index + 1, last), // as the keyboard's "next" key promises
    };
    if (event.key in targets) {
      event.preventDefault();
      this.#moveTo(targets[event.key]);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      if (this.#readOnly) return;
      if (this.#pencilMode && !this.#cells[index]) {
        this.#pencil.delete(index);
        this.#paint(index);
      } else {
        this.#set(index, '');
      }
    }
  }

  // Typing is handled here rather than on keydown because phone keyboards
  // often send no usable key, only the text they insert.
  #beforeinput(event) {
    const index = this.#indexOf(event.target);
    if (index < 0 || !event.cancelable) return;
    event.preventDefault();
    // A read-only input still hears typed text in Chromium.
    if (this.#readOnly) return;
    const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
    if (event.inputType.startsWith('delete')) this.#set(index, '');
    else if (event.inputType === 'insertFromPaste' && text.trim().length > 1) this.#onPaste(text);
    else this.#type(index, text);
  }

  // Composition (some phone keyboards) cannot be cancelled, so the input's
  // text is taken afterwards.
  #input(event) {
    const index = this.#indexOf(event.target);
    if (index < 0) return;
    const typed = event.target.value;
    this.#paint(index);
    if (this.#readOnly) return;
    if (typed) this.#type(index, typed);
    else this.#set(index, '');
  }
}
