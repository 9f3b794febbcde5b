// An editable Sudoku grid in the ARIA grid pattern: the grid is one tab stop,
// arrow keys move, a typed symbol fills the cell and moves on (past the
// givens, once play has started), as Enter does, Backspace or Delete clears,
// and pasting more than one symbol offers a whole puzzle. In play a symbol
// may instead toggle a corner or a centre mark or a colour (the entry mode,
// which Z, X, C, V and Space choose, model/entry-mode.js), and the chosen
// cell's digit and units can be lit. Several cells can be selected (Shift-
// or Ctrl-click, Shift+arrows, a drag, drag-select.js): what is typed goes
// to all of them as one change (model/many-cells.js). What the cells hold
// is the controller's Board (model/board.js): givens apart from the player's
// entries. The editor reads it and reports each change typed as a
// BoardChange, which the controller makes. While a puzzle is set up a cell
// keeps whatever was typed, valid or not, so that the solver's parser, not
// this file, says what is wrong and where.

import { EMPTY_CELLS, IGNORED } from '../../shared/engine-facts.js';
import { shapeOf } from '../../shared/grid-shape.js';
import { MODE_KEYS } from '../model/entry-mode.js';
import { EMPTY_OVERLAY } from '../model/panel-state.js';
import { PALETTE } from '../model/board.js';
import { forAll } from '../model/many-cells.js';
import { litCells } from '../model/lit-cells.js';
import { tallyWords } from '../model/search-words.js';
import { ChainArrows } from './chain-arrows.js';
import { VariantMarks, summedCells } from '../../shared/variant-marks.js';
import { watchDrag } from './drag-select.js';
import { buildCells, paintColours, paintMarks } from './grid-cells.js';

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
 * @property {(action: string) => void} onMode hears a key that chooses the entry mode ('mode-next', 'mode-corner', …)
 */

/** @typedef {{ litDigit: boolean, litUnits: boolean }} Lighting what the chosen cell lights */

export class GridEditor {
  /** The `role="grid"` element to put in the page. */
  element;
  /** @type {import('../model/board.js').Board} */
  board;
  /** @type {import('../../shared/grid-shape.js').GridShape | undefined} the shape the cells were built for */
  #shape;
  /** @type {import('../model/panel-state.js').GridOverlay} what the cells show over the board */
  #overlay = EMPTY_OVERLAY;
  /** @type {import('../model/entry-mode.js').EntryMode} */
  #mode = 'digit';
  /** @type {Lighting} */
  #lighting = { litDigit: false, litUnits: false };
  /** @type {HTMLElement[]} each cell's corner marks (and candidates, possibilities, a hint's) */
  #markElements = [];
  /** @type {HTMLElement[]} each cell's centre marks */
  #centreElements = [];
  /** @type {HTMLElement[]} each cell's colours */
  #colourElements = [];
  /** The active cell when the cells were last painted, which is what they light. */
  #paintedFor = -1;
  /**
   * What each cell was last painted from (see #paint), so a repaint of all
   * writes only the cells whose drawing changed: a digit typed changed one
   * cell of 81, and writing all of them again cost about 8 of a keystroke's 19 ms.
   * @type {string[]}
   */
  #painted = [];
  /** @type {Set<number>} the cells selected, the active one among them: several when more than one */
  #selection = new Set();
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

  /** A variant's cages, regions, diagonals… over the cells. */
  #variantMarks = new VariantMarks();

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
    watchDrag(this.element, {
      indexOf: (target) => this.#indexOf(target),
      select: (index, how) => {
        // A finger's drag moves no focus: the cell it starts on is made the active one here.
        if (how === 'only' && index !== this.#active) this.#moveTo(index);
        this.#select(index, how);
        // A cell added with a modifier (whose press moved no focus) is the one typed at next.
        if (how === 'toggle' && index !== this.#active) this.#moveTo(index);
      },
      // On a big grid zoomed in, a drag from any other cell pans it (grid-zoom.js).
      enabled: (index) => !this.#readOnly && !this.board.setup && (index === this.#active || !this.#pans()),
    });
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
    const { variant } = this.board;
    this.#variantMarks.show(variant);
    const summed = summedCells(variant);
    this.#markElements.forEach((marks, index) => marks.parentElement?.classList.toggle('summed', summed.has(index)));
    this.element.classList.toggle('no-boxes', Boolean(variant && !variant.boxes));
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
   * What a typed symbol does in an empty cell: fill it, or toggle a corner or a centre mark.
   * @param {import('../model/entry-mode.js').EntryMode} mode
   */
  set mode(mode) {
    this.#mode = mode;
    this.element.dataset.mode = mode;
  }

  /**
   * What the chosen cell lights: its digit wherever it stands, its row, column and box.
   * @param {Lighting} lighting
   */
  set lighting(lighting) {
    this.#lighting = lighting;
    this.#paintAll();
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
    const { inputs, marks, centres, colours, rows } = buildCells(this.#shape, this.#readOnly);
    this.#colourElements = colours;
    this.#inputs = inputs;
    this.#painted = [];
    this.#markElements = marks;
    this.#centreElements = centres;
    this.#active = 0;
    this.#visited = false;
    this.#selection = new Set();
    this.element.replaceChildren(...rows, this.#variantMarks.element, this.#arrows.element);
    if (hadFocus) this.focus();
  }

  #paintSetup() {
    this.element.classList.toggle('setup', this.board.setup);
  }

  #paintAll() {
    this.#paintedFor = this.#active;
    const lit = litCells(this.board, this.#active, this.#lighting);
    this.#inputs.forEach((_, index) => this.#paint(index, lit));
    this.#arrows.show(this.#overlay.links);
  }

  /**
   * What cell `index` shows, and nothing else: its drawing (#paint) is made from this alone.
   * @param {number} index
   * @param {ReturnType<typeof litCells>} lit
   */
  #look(index, lit) {
    const board = this.board;
    const given = board.givens[index];
    const entry = board.entries[index];
    const {
      solution,
      notes,
      clashes,
      marks: shown,
      marksLabel,
      markStyles,
      differs,
      highlights,
      tally,
    } = this.#overlay;
    const solved = !given && !entry && solution ? solution[index] : '';
    const open = !given && !entry && !solved;
    // The candidates shown never hide the player's own marks, nor does a hint outside the cells it involves.
    const ownMarks = Boolean(board.pencil[index] || board.centre[index]);
    const isOwn = !shown || shown[index] === null || (marksLabel === 'candidates' && ownMarks);
    const marks = open ? ((isOwn ? board.pencil[index] : shown?.[index]) ?? '') : '';
    const centre = open && isOwn ? board.centre[index] : '';
    // The digit lit matters to a cell only where the cell shows it, so lighting another repaints only those.
    const shows = (given || entry) === lit.digit || marks.includes(lit.digit) || centre.includes(lit.digit);
    const styles = markStyles.get(index);
    return {
      given,
      entry,
      solved,
      invalid: Boolean(given) && !board.symbols.includes(given),
      note: notes.get(index) ?? '',
      // A clue an entry clashes with says why too, though it is no mistake (not aria-invalid).
      clash: clashes.get(index) ?? '',
      marks,
      centre,
      isOwn,
      marksLabel,
      styles: styles ? [...styles] : null,
      lit: lit.digit && shows ? lit.digit : '',
      figures: tally && !isOwn && marks ? { ...tally, counts: tally.counts[index] } : null,
      colours: board.colours[index] ?? '',
      differs: Boolean(solved) && differs.has(index),
      litUnit: lit.units.has(index),
      selected: this.#selection.size > 1 && this.#selection.has(index),
      highlight: highlights.get(index) ?? '',
    };
  }

  /**
   * Draws cell `index`, unless it shows what it was last drawn from.
   * @param {number} index
   * @param {ReturnType<typeof litCells>} lit
   */
  #paint(index, lit) {
    const look = this.#look(index, lit);
    const drawn = JSON.stringify(look);
    if (this.#painted[index] === drawn) return;
    this.#painted[index] = drawn;
    const { given, entry, solved, invalid, note, clash, marks, centre, isOwn, figures, colours, highlight } = look;
    const why = note || clash;
    const input = this.#inputs[index];
    const shape = /** @type {import('../../shared/grid-shape.js').GridShape} */ (this.#shape);
    const how = { own: isOwn, styles: look.styles ? new Map(look.styles) : undefined, lit: look.lit };
    paintMarks(this.#markElements[index], marks, shape, { ...how, figures: figures ?? undefined });
    paintMarks(this.#centreElements[index], centre, shape, { ...how, centre: true });
    paintColours(this.#colourElements[index], colours);
    input.value = given || entry || solved;
    input.classList.toggle('given', Boolean(given));
    input.classList.toggle('entry', Boolean(entry));
    input.classList.toggle('solved', Boolean(solved));
    input.classList.toggle('differs', look.differs);
    input.classList.toggle('invalid', invalid);
    input.classList.toggle('wrong', Boolean(note));
    input.classList.toggle('clash', Boolean(clash));
    input.classList.remove('hinted', 'in-unit', 'evidence', 'cover', 'crossing');
    input.classList.toggle('lit-digit', Boolean(look.lit) && (given || entry) === look.lit);
    input.classList.toggle('lit-unit', look.litUnit);
    input.classList.toggle('selected', look.selected);
    input.parentElement?.setAttribute('aria-selected', String(look.selected));
    if (highlight) input.classList.add(highlight);
    if (invalid || note) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    // The reason, or the possibilities' figures, show on hover; focus shows them beside the grid.
    const tallied = figures ? tallyWords(marks, figures.counts, figures.solutions, figures.complete) : null;
    const title = why || (tallied === null ? '' : `${tallied}.`);
    if (title) input.title = title;
    else input.removeAttribute('title');
    const row = Math.floor(index / this.side) + 1;
    const col = (index % this.side) + 1;
    const role = given ? `, clue ${given}` : entry ? `, your ${entry}` : solved ? `, solved ${solved}` : ', empty';
    const said = tallied ?? marks;
    const heard = `${marks ? `, ${isOwn ? 'your marks' : look.marksLabel} ${said}` : ''}${centre ? `, centre ${centre}` : ''}${colours ? `, colours ${[...colours].join(' ')}` : ''}`;
    input.setAttribute('aria-label', `Row ${row}, column ${col}${role}${heard}${why ? `: ${why}` : ''}`);
  }

  /**
   * @param {number} index
   * @param {string} value
   */
  #set(index, value) {
    if (this.#readOnly) return;
    if (this.board.isLocked(index)) return this.#options.onRefuse(index, 'given', value);
    // Clearing an empty cell still drops a solution shown in it; with several
    // selected, the others may still lack the value.
    const unchanged = this.board.valueAt(index) === value && this.#selection.size < 2;
    if (unchanged && !this.#overlay.solution && !this.#overlay.marks) return;
    // The controller renders what follows, which repaints the cells.
    this.#emit({ kind: 'write', index, symbol: value });
  }

  /**
   * @param {number} typed the cell typed at (#typedAt)
   * @param {string} text
   * @param {boolean} moveOn whether the cursor then moves to the next open cell:
   *   in setup, where clues are copied in one after another, as from a book;
   *   in play the cell stays selected, as in every Sudoku app
   */
  #type(typed, text, moveOn = this.board.setup) {
    const index = this.#typedAt(typed);
    const symbol = Array.from(text.trim() || text).at(-1);
    if (symbol === undefined || this.#readOnly) return;
    const upper = symbol.toUpperCase();
    const cleared = CLEARS.has(symbol);
    // Colours go on any cell in play, a clue too.
    if (this.#mode === 'colour' && !this.board.setup) {
      if (PALETTE.includes(upper)) this.#emit({ kind: 'colour', index, symbol: upper });
      return;
    }
    if (this.board.isLocked(index)) return this.#options.onRefuse(index, 'given', upper);
    if (!this.board.setup && !cleared && !this.board.symbols.includes(upper)) {
      return this.#options.onRefuse(index, 'symbol', upper);
    }
    if (this.#mode !== 'digit' && !this.board.setup && !this.board.valueAt(index)) {
      if (!cleared) this.#emit({ kind: this.#mode === 'centre' ? 'centre' : 'mark', index, symbol: upper });
      return;
    }
    this.#set(index, cleared ? '' : upper);
    if (moveOn && this.#selection.size < 2) this.#moveTo(this.board.nextOpen(index));
  }

  /** @param {number} erased the cell erased at (#typedAt) */
  #erase(erased) {
    if (this.#readOnly) return;
    const { pencil, centre, colours } = this.board;
    // Colours go on any cell, a clue too.
    if (this.#mode === 'colour' && !this.board.setup) {
      if (colours[erased]) this.#emit({ kind: 'marks', index: erased, marks: pencil[erased], colours: '' });
      return;
    }
    const index = this.#typedAt(erased);
    // Clearing an empty cell still drops a solution shown in it.
    if (this.board.valueAt(index) || this.board.isLocked(index) || this.#overlay.solution) return this.#set(index, '');
    const cells = this.#selection.size > 1 ? [...this.#selection] : [index];
    if (!cells.some((cell) => pencil[cell] || centre[cell])) return;
    this.#emit({ kind: 'marks', index, marks: '', centre: '' });
  }

  /**
   * The cell a change typed at `index` is made at. With several cells
   * selected and `index` a clue, an open cell among them (else one with an
   * entry): the change goes to every cell that can take it and skips the
   * clues, as in SudokuPad. `index` itself otherwise, so that a selection
   * of clues only is refused with a word.
   * @param {number} index
   */
  #typedAt(index) {
    if (this.#selection.size < 2 || !this.board.isLocked(index)) return index;
    const free = [...this.#selection].filter((cell) => !this.board.isLocked(cell));
    return free.find((cell) => !this.board.valueAt(cell)) ?? free[0] ?? index;
  }

  /** @param {number} index */
  #moveTo(index) {
    this.#inputs[this.#active].tabIndex = -1;
    this.#active = index;
    this.#inputs[index].tabIndex = 0;
    this.#inputs[index].focus();
  }

  /** Whether the grid is larger than its window (a big grid zoomed in on a phone), read as a finger goes down. */
  #pans() {
    const frame = this.element.parentElement;
    return frame ? frame.scrollWidth > frame.clientWidth || frame.scrollHeight > frame.clientHeight : false;
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
    const lights = this.#lighting.litDigit || this.#lighting.litUnits;
    if (lights && this.#paintedFor !== index) this.#paintAll();
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
    const modeKey = this.#modeKey(event);
    if (modeKey) {
      event.preventDefault();
      this.#options.onMode(modeKey);
    } else if (event.key in targets) {
      event.preventDefault();
      // Shift with an arrow takes the cell moved to into the selection.
      const extend = event.shiftKey && event.key.startsWith('Arrow') && !this.board.setup;
      if (extend) this.#select(index, 'add');
      else this.#select(targets[event.key], 'only');
      this.#moveTo(targets[event.key]);
      if (extend) this.#select(targets[event.key], 'add');
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      this.#erase(index);
    }
  }

  /**
   * A change typed, made to every cell selected.
   * @param {import('../model/board.js').BoardChange} change
   */
  #emit(change) {
    this.#options.onChange(forAll(this.board, change, this.#selection));
  }

  /**
   * Changes the selection: `only` the cell (no selection of several),
   * `toggle` it in or out (the active cell joins), or `add` it.
   * @param {number} index
   * @param {'only' | 'toggle' | 'add'} how
   */
  #select(index, how) {
    const selection = new Set(how === 'only' ? [] : [...this.#selection, this.#active]);
    if (how === 'toggle' && this.#selection.has(index)) selection.delete(index);
    else if (how !== 'only') selection.add(index);
    const shown = this.#selection.size > 1 || selection.size > 1;
    this.#selection = selection;
    if (shown) this.#paintAll();
  }

  /**
   * The entry mode a key asks for in play ('' for none): Space cycles, and
   * Z, X and C choose, unless they are symbols of the grid.
   * @param {KeyboardEvent} event
   */
  #modeKey(event) {
    if (this.board.setup || event.ctrlKey) return '';
    if (event.key === ' ') return 'mode-next';
    const action = MODE_KEYS[/** @type {keyof typeof MODE_KEYS} */ (event.code)] ?? '';
    return action && !this.board.symbols.includes(event.key.toUpperCase()) ? action : '';
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
    // The browser changed the cell itself: it is painted again whatever it was painted from.
    this.#painted[index] = '';
    this.#paint(index, litCells(this.board, this.#active, this.#lighting));
    if (this.#readOnly) return;
    if (typed) this.#type(index, typed);
    else this.#set(index, '');
  }
}
