// The compact matrix: only the active items and the options still linked
// (model/compact-selection.js says which), in cells large enough to read their
// names. Cells grow as covers shrink the matrix; while it is larger than the
// panel, the panel scrolls, and the names stay frozen along the top and the
// left edge like a spreadsheet's headers.
//
// The canvas is the size of the panel, not of the matrix, and sticks in
// place while the panel scrolls: a frame draws only the cells in view, with
// buffers allocated once, so playback at full speed stays cheap. This module
// owns the panel and its scrolling; compact-layout.js measures the bands and
// compact-paint.js draws.

import { CompactSelection, cellSide, columnAt, columnEdges } from '../../model/compact-selection.js';
import { optionLabel } from '../../model/describe.js';
import { fitCanvas, pixelRatio, fontFamily, themeColors } from '../canvas.js';
import { MAX_CELL, MIN_CELL, compactGeometry, panelHeight } from './compact-layout.js';
import { paintCursor, paintFrame } from './compact-paint.js';
import { SCROLLBAR, nearestScroll, spanOf } from '../follow.js';
import { SolvedNote } from './compact-solved.js';

/** @typedef {import('../../model/highlight.js').Highlight} Highlight */
/** @typedef {import('../../model/touched.js').Touched} Touched */
/** @typedef {import('./compact-layout.js').CompactGeometry} CompactGeometry */

const COLORS = [
  'bg',
  'fg',
  'muted',
  'rule',
  'node',
  'covered',
  'selected',
  'on-selected',
  'chosen',
  'cover',
  'restore',
  'highlight',
];

export class CompactMatrix {
  /**
   * @param {Document} doc
   * @param {import('../../model/problem.js').Problem} problem
   * @param {() => void} onScroll the view scrolled: draw it again
   */
  constructor(doc, problem, onScroll) {
    this.doc = doc;
    this.problem = problem;
    this.selection = new CompactSelection(problem);
    this.edges = new Float64Array(problem.itemCount + 1);
    /** @type {string[]} */
    this.labels = [];
    this.groupsUsed = new Set(problem.groups).size;
    this.element = doc.createElement('div');
    this.element.className = 'dv-mx-scroll';
    this.sizer = doc.createElement('div');
    this.sizer.className = 'dv-mx-sizer';
    this.canvas = doc.createElement('canvas');
    this.canvas.setAttribute('role', 'img');
    this.sizer.append(this.canvas);
    this.solved = new SolvedNote(doc, problem);
    this.element.append(this.sizer, this.solved.element);
    // A scroll the last frame already drew (following sets them) needs no new frame.
    const drawnThere = () =>
      this.g &&
      this.element.scrollLeft * this.g.ratio === this.g.sx &&
      this.element.scrollTop * this.g.ratio === this.g.sy;
    this.element.addEventListener('scroll', () => drawnThere() || onScroll(), { passive: true });
    /** @type {CompactGeometry | null} */
    this.g = null;
    /** @type {import('./compact-paint.js').Frame | null} */
    this.frame = null;
    /** The size last given to the scrolled content, in CSS pixels. */
    this.sized = { width: 0, height: 0 };
    /** Whether the last frame's matrix was larger than the panel. */
    this.overflows = false;
  }

  /**
   * Lays the view out for `width` CSS pixels (the panel's inner width).
   * @param {number} width
   */
  layout(width) {
    const { problem, canvas } = this;
    const colors = /** @type {Record<string, string>} */ (themeColors(this.element, COLORS));
    const ratio = pixelRatio(this.canvas);
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const label = (/** @type {number} */ o) => this.#label(o);
    const family = fontFamily(this.element);
    const viewWidth = Math.max(120, Math.floor(this.element.clientWidth || width));
    const g = compactGeometry(ctx, { problem, label, groupsUsed: this.groupsUsed, ratio, family, viewWidth });
    const viewHeight = panelHeight(problem.optionCount, g, this.doc.defaultView?.innerHeight);
    this.element.style.height = `${viewHeight}px`;
    fitCanvas(canvas, viewWidth, viewHeight);
    this.g = g;
    this.frame = { ctx, canvas, g, selection: this.selection, problem, colors, edges: this.edges, label };
    this.sized = { width: 0, height: 0 };
  }

  /** @param {number} o */
  #label(o) {
    return (this.labels[o] ??= optionLabel(this.problem, o));
  }

  /**
   * Draws the matrix at `step`, with `highlight` marked, first scrolling
   * what the step touched into sight when `follow` names it.
   * @param {import('../../model/replay-state.js').ReplayState} state
   * @param {import('../../model/event-log.js').EventLog} log
   * @param {number} step
   * @param {Highlight} highlight
   * @param {Touched | null} follow
   */
  render(state, log, step, highlight, follow = null) {
    const { g, frame } = this;
    if (!g || !frame) return;
    this.selection.select(state, log, step);
    this.#fit();
    if (follow) this.#follow(follow);
    paintFrame(frame, state, log, step, highlight);
    this.solved.render(state, this.selection.optionTotal);
  }

  /** Sizes the cells and columns for the selection, and finds the rows and columns in view. */
  #fit() {
    const { selection, canvas } = this;
    const g = /** @type {CompactGeometry} */ (this.g);
    const room = { width: (canvas.width - g.left) / g.ratio - 4, height: (canvas.height - g.top) / g.ratio - 4 };
    const counts = {
      columns: selection.itemTotal,
      rows: selection.optionTotal,
      gaps: this.groupsUsed - 1,
      gap: g.gap / g.ratio,
    };
    g.cell = cellSide(counts, room, { min: MIN_CELL, max: MAX_CELL }) * g.ratio;
    const right = columnEdges(selection, this.problem.groups, { left: g.left, width: g.cell, gap: g.gap }, this.edges);
    // Scroll offsets read before the content is resized, so the frame forces no layout.
    g.sx = this.element.scrollLeft * g.ratio;
    g.sy = this.element.scrollTop * g.ratio;
    this.#size(right, g.top + selection.optionTotal * g.cell);
    this.#inView();
  }

  /** Finds the rows and columns in view at the frame's scroll offsets. */
  #inView() {
    const { selection, canvas } = this;
    const g = /** @type {CompactGeometry} */ (this.g);
    g.firstRow = Math.max(0, Math.floor(g.sy / g.cell));
    g.endRow = Math.min(selection.optionTotal, Math.ceil((g.sy + canvas.height - g.top) / g.cell));
    let column = 0;
    while (column < selection.itemTotal && this.edges[column] + g.cell - g.sx < g.left) column++;
    g.firstColumn = column;
    while (column < selection.itemTotal && this.edges[column] - g.sx < canvas.width) column++;
    g.endColumn = column;
  }

  /**
   * The scroll offset nearest `sx` that puts a column's left edge at the
   * frozen names' edge, so that no name is cut in half there: the next
   * column's when scrolling `right` (the columns sought stay in sight at the
   * right), else this one's; the end of the scroll as it is.
   * @param {number} sx
   * @param {boolean} right
   * @param {number} maxX
   */
  #onColumnEdge(sx, right, maxX) {
    const g = /** @type {CompactGeometry} */ (this.g);
    if (sx >= maxX) return sx;
    const total = this.selection.itemTotal;
    let c = 0;
    while (c < total && this.edges[c] - g.left < sx) c++;
    if (c < total && this.edges[c] - g.left === sx) return sx;
    const at = right && c < total ? c : Math.max(0, c - 1);
    return Math.min(maxX, Math.max(0, this.edges[at] - g.left));
  }

  /**
   * Scrolls the least that brings the touched columns and rows into sight.
   * @param {Touched} touched
   */
  #follow(touched) {
    const { selection, canvas, element } = this;
    const g = /** @type {CompactGeometry} */ (this.g);
    const bar = SCROLLBAR * g.ratio;
    const columns = spanOf(touched.items, (item) => this.#shownAt(selection.columnOf[item], this.edges), g.cell);
    const rows = spanOf(
      touched.options,
      (o) => (selection.rowOf[o] < 0 ? NaN : g.top + selection.rowOf[o] * g.cell),
      g.cell,
    );
    const maxX = this.sized.width * g.ratio - canvas.width;
    const maxY = this.sized.height * g.ratio - canvas.height + bar;
    const nearest = columns ? nearestScroll(g.sx, columns.from, columns.to, g.left, canvas.width - bar, maxX) : g.sx;
    const sx = nearest === g.sx ? g.sx : this.#onColumnEdge(nearest, nearest > g.sx, maxX);
    const sy = rows ? nearestScroll(g.sy, rows.from, rows.to, g.top, canvas.height - bar, maxY) : g.sy;
    if (Math.abs(sx - g.sx) < 1 && Math.abs(sy - g.sy) < 1) return;
    element.scrollTo(sx / g.ratio, sy / g.ratio);
    g.sx = element.scrollLeft * g.ratio;
    g.sy = element.scrollTop * g.ratio;
    this.#inView();
  }

  /**
   * @param {number} index a column, or -1
   * @param {Float64Array} edges
   */
  #shownAt(index, edges) {
    return index < 0 ? NaN : edges[index];
  }

  /**
   * Sizes the scrolled content to the matrix, when its size changed.
   * @param {number} right the matrix's right edge, in device pixels
   * @param {number} bottom its bottom edge
   */
  #size(right, bottom) {
    const { ratio } = /** @type {CompactGeometry} */ (this.g);
    const width = Math.ceil((right + 4 * ratio) / ratio);
    const height = Math.ceil((bottom + 4 * ratio) / ratio);
    this.overflows = width > this.canvas.width / ratio || height > this.canvas.height / ratio;
    if (width === this.sized.width && height === this.sized.height) return;
    this.sized.width = width;
    this.sized.height = height;
    this.sizer.style.width = `${width}px`;
    this.sizer.style.height = `${height}px`;
  }

  /**
   * The item and option under canvas point (`x`, `y`), in device pixels; -1 for none.
   * @param {number} x
   * @param {number} y
   */
  hitTest(x, y) {
    const g = this.g;
    const { selection } = this;
    if (!g) return { item: -1, option: -1 };
    const column = x >= g.left ? columnAt(this.edges, selection.itemTotal, g.cell, x + g.sx) : -1;
    const row = y >= g.top ? Math.floor((y - g.top + g.sy) / g.cell) : -1;
    return {
      item: column >= 0 ? selection.items[column] : -1,
      option: row >= 0 && row < selection.optionTotal ? selection.options[row] : -1,
    };
  }

  /**
   * Scrolls the first highlighted column and row into view, if shown.
   * @param {Highlight} highlight
   */
  reveal(highlight) {
    const g = this.g;
    if (!g) return;
    const { selection, element } = this;
    const column = highlight.items.length ? selection.columnOf[highlight.items[0]] : -1;
    const rows = highlight.options.map((o) => selection.rowOf[o]).filter((row) => row >= 0);
    const options = /** @type {ScrollToOptions} */ ({});
    if (column >= 0) options.left = Math.max(0, (this.edges[column] - g.left) / g.ratio - 3 * MIN_CELL);
    if (rows.length) options.top = Math.max(0, (Math.min(...rows) * g.cell) / g.ratio - MIN_CELL);
    element.scrollTo(options);
  }

  /**
   * Scrolls to the first shown column of `group`; returns whether it has one.
   * @param {number} group
   */
  showGroup(group) {
    const g = this.g;
    const { selection } = this;
    if (!g) return false;
    for (let c = 0; c < selection.itemTotal; c++) {
      if (this.problem.groups[selection.items[c]] !== group) continue;
      this.element.scrollTo({ left: (this.edges[c] - g.left) / g.ratio });
      return true;
    }
    return false;
  }

  /**
   * Outlines the keyboard's cursor: a cell, or with no option the item's name.
   * @param {{ item: number, option: number }} cursor
   */
  drawCursor(cursor) {
    if (this.frame) paintCursor(this.frame, cursor);
  }

  /** The items and the options shown, in order. */
  order() {
    const { selection } = this;
    return {
      items: selection.items.subarray(0, selection.itemTotal),
      options: selection.options.subarray(0, selection.optionTotal),
    };
  }
}
