// The Sudoku grid as pencil marks: givens in plain ink, placed digits in the
// selection colour (the newest shaded), and in each open cell its remaining
// candidates. The step's cover strikes out the candidates it hides, its
// uncover shows those it restores, and the item being worked on is drawn as
// what it is: a cell with its candidates (outlined), or a symbol with its
// places in a row, column or box (the unit shaded, the places ringed).
// What it shows is written at each render (data-grid, data-candidates,
// data-chosen, the accessible name); the canvas is drawn at most once an
// animation frame, and only near the screen (`FrameDraw`): hundreds of
// marks, each a line of text in the software canvas.

import { pencilMarks } from '../../model/pencil-marks.js';
import { symbol } from '../../model/sudoku-terms.js';
import { fitCanvas, fontFamily, themeColors } from '../canvas.js';
import { gridLegend } from './grid-legend.js';
import * as render from '../../../shared/render.js';
import { FrameDraw } from '../frame-draw.js';

/** @typedef {import('../../model/pencil-marks.js').PencilMarks} PencilMarks */
/** @typedef {import('../../model/replay-state.js').ReplayState} ReplayState */
/** @typedef {import('../../model/event-log.js').EventLog} EventLog */
/** @typedef {import('../frame-draw.js').RenderPass} RenderPass */

const COLORS = /** @type {const} */ ([
  'bg',
  'fg',
  'muted',
  'rule',
  'selected',
  'chosen',
  'given-bg',
  'newest-bg',
  'cover',
  'restore',
]);

/** Below this size in CSS pixels a candidate is a small square, not a symbol. */
const SMALLEST_MARK_TEXT = 5;

export class GridView {
  /** @type {Record<(typeof COLORS)[number], string> | null} the theme's colours, null until laid out */
  colors = null;
  family = 'system-ui, sans-serif';
  /** The grid's side in CSS pixels, its pixels per CSS pixel, and a cell's side in device pixels. */
  size = 0;
  ratio = 1;
  cell = 0;

  /**
   * @param {Document} doc
   * @param {import('../../model/problem.js').Problem} problem a Sudoku
   */
  constructor(doc, problem) {
    this.doc = doc;
    this.problem = problem;
    this.shape = /** @type {import('../../model/problem.js').SudokuShape} */ (problem.sudoku);
    this.element = doc.createElement('figure');
    this.element.className = 'dv-grid';
    // A 16×16 or larger grid needs more room for its marks than the side
    // column gives; the stylesheet makes room when it sees this.
    this.element.toggleAttribute('data-wide', this.shape.side > 9);
    this.canvas = doc.createElement('canvas');
    this.canvas.setAttribute('role', 'img');
    this.element.append(this.canvas, gridLegend(doc));
    /** @type {[ReplayState, PencilMarks] | null} the last render's state and marks */
    this.shown = null;
    this.painter = new FrameDraw(this.canvas, () => this.#draw());
  }

  /** The colours, once laid out: every drawing comes after a layout. */
  get #theme() {
    if (!this.colors) throw new Error('the grid is drawn before it is laid out');
    return this.colors;
  }

  /** @param {number} width */
  layout(width) {
    this.colors = themeColors(this.element, COLORS);
    this.family = fontFamily(this.element);
    // On a projector (presentation mode) the grid fills its half of the screen, as high as it can.
    const presenting = this.element.closest('[data-presenting]') !== null;
    const view = this.element.ownerDocument.defaultView;
    const room = view ? view.innerHeight - this.element.getBoundingClientRect().top - 24 : 0;
    const most = presenting ? Math.max(360, room) : this.shape.side > 9 ? 520 : 360;
    this.size = Math.max(120, Math.min(most, Math.floor(width)));
    this.ratio = fitCanvas(this.canvas, this.size, this.size);
  }

  /**
   * Shows step `step`: what it shows written at once, the canvas when its `FrameDraw` says.
   * @param {ReplayState} state
   * @param {EventLog} log
   * @param {number} step
   * @param {number} now
   * @param {RenderPass} [pass]
   */
  render(state, log, step, now, pass = 'alone') {
    if (!this.colors) return;
    const marks = pencilMarks(this.problem, state, log, step);
    this.#expose(marks);
    this.shown = [state, marks];
    this.painter.request(now, pass);
  }

  /** Draws the last render on the canvas. */
  #draw() {
    if (!this.shown) return;
    const [state, marks] = this.shown;
    const colors = this.#theme;
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    const px = this.size * this.ratio;
    this.cell = px / this.shape.side;
    ctx.fillStyle = colors.bg;
    ctx.fillRect(0, 0, px, px);
    this.#drawShading(ctx, state, marks);
    this.#drawLines(ctx, px);
    this.#drawChosenOutline(ctx, marks);
    this.#drawDigits(ctx, marks.text);
    this.#drawMarks(ctx, marks);
  }

  /**
   * What the grid shows, for the accessible name and for tests (data-grid,
   * data-candidates, data-chosen).
   * @param {PencilMarks} marks
   */
  #expose({ text, candidates, chosen }) {
    const { placements } = this.shape;
    const symbols = candidates.map((options) => options.map((o) => symbol(placements.value[o])).join('')).join(',');
    const { canvas } = this;
    render.data(canvas, 'candidates', symbols);
    render.data(canvas, 'chosen', chosen ? `${chosen.item}:${chosen.options.join(' ')}` : '');
    render.data(canvas, 'grid', text);
    render.attribute(canvas, 'aria-label', `Sudoku grid, row by row: ${text}`);
  }

  /**
   * Givens, the newest placement and the chosen unit, behind everything.
   * @param {CanvasRenderingContext2D} ctx
   * @param {ReplayState} state
   * @param {PencilMarks} marks
   */
  #drawShading(ctx, state, { chosen }) {
    const { side, givens, placements } = this.shape;
    const fill = (/** @type {number} */ c) =>
      ctx.fillRect((c % side) * this.cell, Math.floor(c / side) * this.cell, this.cell, this.cell);
    ctx.fillStyle = this.#theme['given-bg'];
    for (let c = 0; c < side * side; c++) if (givens[c] !== '.') fill(c);
    if (chosen && !chosen.isCell) {
      ctx.globalAlpha = 0.14;
      ctx.fillStyle = this.#theme.chosen;
      for (const c of chosen.cells) fill(c);
      ctx.globalAlpha = 1;
    }
    const partial = state.partialLength;
    if (partial > 0) {
      ctx.fillStyle = this.#theme['newest-bg'];
      fill(placements.cell[state.levelOption[partial - 1]]);
    }
  }

  /**
   * A chosen cell is outlined; a chosen unit gets one outline around it.
   * @param {CanvasRenderingContext2D} ctx
   * @param {PencilMarks} marks
   */
  #drawChosenOutline(ctx, { chosen }) {
    if (!chosen) return;
    const { side } = this.shape;
    const cells = Array.from(chosen.cells);
    const rows = cells.map((c) => Math.floor(c / side));
    const cols = cells.map((c) => c % side);
    const w = Math.max(2, 2 * this.ratio);
    const [top, left] = [Math.min(...rows), Math.min(...cols)];
    const [bottom, right] = [Math.max(...rows) + 1, Math.max(...cols) + 1];
    ctx.strokeStyle = this.#theme.chosen;
    ctx.lineWidth = w;
    ctx.strokeRect(
      left * this.cell + w,
      top * this.cell + w,
      (right - left) * this.cell - 2 * w,
      (bottom - top) * this.cell - 2 * w,
    );
  }

  /**
   * @param {CanvasRenderingContext2D} ctx
   * @param {string} text the grid, one line
   */
  #drawDigits(ctx, text) {
    const { side, givens } = this.shape;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const fontSize = Math.round(this.cell * 0.58);
    for (let c = 0; c < side * side; c++) {
      const ch = text[c];
      if (ch === '.') continue;
      const given = givens[c] !== '.';
      ctx.fillStyle = given ? this.#theme.fg : this.#theme.selected;
      ctx.font = `${given ? 700 : 500} ${fontSize}px ${this.family}`;
      ctx.fillText(ch, ((c % side) + 0.5) * this.cell, (Math.floor(c / side) + 0.55) * this.cell);
    }
  }

  /**
   * Candidates in the muted colour at their symbol's place in the cell
   * (1 top left, as on paper); restored ones in the restore colour, struck
   * ones crossed out; a chosen cell's in bold, a chosen symbol's places ringed.
   * @param {CanvasRenderingContext2D} ctx
   * @param {PencilMarks} marks
   */
  #drawMarks(ctx, { text, candidates, struck, restored, chosen }) {
    const { placements } = this.shape;
    const restoredSet = new Set(restored);
    const places = new Set(chosen?.options ?? []);
    const placeStyle = chosen?.isCell ? 'bold' : 'ring';
    for (const options of candidates) {
      for (const o of options) {
        if (restoredSet.has(o)) this.#mark(ctx, o, this.#theme.restore, 'bold');
        else if (places.has(o)) this.#mark(ctx, o, this.#theme.chosen, placeStyle);
        else this.#mark(ctx, o, this.#theme.muted, 'plain');
      }
    }
    // A chosen symbol's places leave their cells' lists when it is covered,
    // yet they are what the search tries: drawn all the same.
    for (const o of places) {
      const cell = placements.cell[o];
      if (text[cell] === '.' && !candidates[cell].includes(o)) this.#mark(ctx, o, this.#theme.chosen, placeStyle);
    }
    for (const o of struck) this.#mark(ctx, o, this.#theme.cover, 'struck');
  }

  /**
   * One candidate at its symbol's place in the cell, `style` plain, bold,
   * ringed or struck out; a small square where a symbol would be too small to read.
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} option
   * @param {string} color
   * @param {'plain' | 'bold' | 'ring' | 'struck'} style
   */
  #mark(ctx, option, color, style) {
    const { side, boxCols, placements } = this.shape;
    const cell = placements.cell[option];
    const value = placements.value[option] - 1;
    const across = Math.max(boxCols, Math.ceil(Math.sqrt(side)));
    // Inset from the cell's lines, so no mark touches them.
    const pad = this.cell * 0.05;
    const slotX = (this.cell - 2 * pad) / across;
    const slotY = (this.cell - 2 * pad) / Math.ceil(side / across);
    const slot = Math.min(slotX, slotY);
    const x = (cell % side) * this.cell + pad + ((value % across) + 0.5) * slotX;
    const y = Math.floor(cell / side) * this.cell + pad + (Math.floor(value / across) + 0.5) * slotY;
    ctx.fillStyle = color;
    ctx.strokeStyle = color;
    ctx.lineWidth = Math.max(1, this.ratio);
    if (slot / this.ratio < SMALLEST_MARK_TEXT) {
      // Squares, not circles: a 25×25 grid can hold 15,000 of them.
      const r = slot * (style === 'plain' ? 0.18 : 0.3);
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
    } else {
      ctx.font = `${style === 'plain' ? 600 : 800} ${Math.round(slot * 0.9)}px ${this.family}`;
      ctx.fillText(symbol(value + 1), x, y + slot * 0.05);
    }
    if (style === 'ring' || style === 'struck') {
      ctx.beginPath();
      if (style === 'ring') {
        ctx.arc(x, y, slot * 0.48, 0, 2 * Math.PI);
      } else {
        ctx.moveTo(x - slot * 0.42, y + slot * 0.36);
        ctx.lineTo(x + slot * 0.42, y - slot * 0.36);
      }
      ctx.stroke();
    }
  }

  /**
   * Thin lines first, so the box lines are drawn over them.
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} px the grid's side in device pixels
   */
  #drawLines(ctx, px) {
    const { side, boxRows, boxCols } = this.shape;
    const colors = this.#theme;
    const cell = px / side;
    for (const thick of [false, true]) {
      ctx.fillStyle = thick ? colors.fg : colors.rule;
      const w = thick ? Math.max(2, Math.round(2 * this.ratio)) : Math.max(1, Math.round(this.ratio));
      for (let k = 0; k <= side; k++) {
        const at = Math.min(px - w, Math.max(0, Math.round(k * cell - w / 2)));
        if ((k % boxCols === 0) === thick) ctx.fillRect(at, 0, w, px);
        if ((k % boxRows === 0) === thick) ctx.fillRect(0, at, px, w);
      }
    }
  }
}
