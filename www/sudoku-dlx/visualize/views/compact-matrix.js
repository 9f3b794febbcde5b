// The compact matrix: only the active items and the options still linked
// (model/compact-selection.js says which), in cells large enough to read their
// names. Cells grow as covers shrink the matrix; while it is larger than the
// panel, the panel scrolls, and the names stay frozen along the top and the
// left edge like a spreadsheet's headers.
//
// The canvas is the size of the panel, not of the matrix, and sticks in
// place while the panel scrolls: a frame draws only the cells in view, with
// buffers allocated once, so playback at full speed stays cheap.

import { chosenItem, chosenLength } from '../model/chosen-item.js';
import { CompactSelection, RowMark, cellSide, columnAt, columnEdges } from '../model/compact-selection.js';
import { optionLabel } from '../model/describe.js';
import { fitCanvas, themeColors } from './canvas.js';
import { SCROLLBAR, nearestScroll, spanOf, watchHandScroll } from './follow.js';

/** @typedef {import('../model/highlight.js').Highlight} Highlight */
/** @typedef {import('../model/touched.js').Touched} Touched */

const COLORS = ['bg', 'fg', 'muted', 'rule', 'node', 'covered', 'selected', 'chosen', 'cover', 'restore', 'highlight'];
// Cell sides in CSS pixels: the smallest keeps 11 px names readable.
const MIN_CELL = 13;
const MAX_CELL = 24;
const MAX_VIEW_HEIGHT = 520;
const FONT = 11;
/** The names of each kind measured for the bands: a 25×25 has 2,500 items (all measured) and 15,625 options. */
const MEASURED = 2500;
/** Of those, the longest measured: measuring all 5,000 took 40 ms. */
const LONGEST = 64;

export class CompactMatrix {
  /**
   * @param {Document} doc
   * @param {import('../model/problem.js').Problem} problem
   * @param {() => void} onScroll the view scrolled: draw it again
   * @param {() => void} onHand the reader scrolled it
   */
  constructor(doc, problem, onScroll, onHand) {
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
    this.element.append(this.sizer);
    // A scroll the last frame already drew (following sets them) needs no new frame.
    const drawnThere = () =>
      this.g &&
      this.element.scrollLeft * this.g.ratio === this.g.sx &&
      this.element.scrollTop * this.g.ratio === this.g.sy;
    this.element.addEventListener('scroll', () => drawnThere() || onScroll(), { passive: true });
    watchHandScroll(this.element, onHand);
    this.g = null;
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
    const { problem } = this;
    this.colors = themeColors(this.element, COLORS);
    const ratio = this.doc.defaultView?.devicePixelRatio || 1;
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    ctx.font = `${FONT * ratio}px system-ui, sans-serif`;
    // The bands are sized from the first MEASURED names of each kind: a
    // problem of 60,000 items took seconds of measuring text.
    const itemNames = Array.from({ length: Math.min(problem.itemCount, MEASURED) }, (_, i) => problem.itemName(i));
    const widestItem = widest(ctx, itemNames);
    const widestOption = widest(
      ctx,
      Array.from({ length: Math.min(problem.optionCount, MEASURED) }, (_, o) => this.#label(o)),
    );
    const groupBand = this.groupsUsed > 1 ? 16 * ratio : 0;
    // At least the room the counts in the corner take.
    const nameBand = Math.max(Math.min(widestItem, 70 * ratio) + 8 * ratio, 30 * ratio);
    const lengthBand = 14 * ratio;
    const top = Math.round(groupBand + nameBand + lengthBand);
    const left = Math.round(Math.max(Math.min(widestOption, 140 * ratio) + 12 * ratio, 64 * ratio));
    const viewWidth = Math.max(120, Math.floor(this.element.clientWidth || width));
    const contentHeight = top / ratio + Math.max(1, problem.optionCount) * MAX_CELL + 4;
    const screen = this.doc.defaultView?.innerHeight || MAX_VIEW_HEIGHT;
    const viewHeight = Math.ceil(Math.min(MAX_VIEW_HEIGHT, Math.max(240, 0.6 * screen), contentHeight));
    this.element.style.height = `${viewHeight}px`;
    fitCanvas(this.canvas, viewWidth, viewHeight);
    this.g = {
      ratio,
      top,
      left,
      groupBand,
      nameBand,
      lengthBand,
      gap: Math.round(5 * ratio),
      cell: MIN_CELL * ratio,
      maxLength: Math.max(1, ...problem.initialLengths),
      // Each frame's: the scroll offsets, and the rows and columns in view.
      sx: 0,
      sy: 0,
      firstRow: 0,
      endRow: 0,
      firstColumn: 0,
      endColumn: 0,
    };
    this.sized = { width: 0, height: 0 };
  }

  /** @param {number} o */
  #label(o) {
    return (this.labels[o] ??= optionLabel(this.problem, o));
  }

  /**
   * Draws the matrix at `step`, with `highlight` marked, first scrolling
   * what the step touched into sight when `follow` names it.
   * @param {import('../model/replay-state.js').ReplayState} state
   * @param {import('../model/event-log.js').EventLog} log
   * @param {number} step
   * @param {Highlight} highlight
   * @param {Touched | null} follow
   */
  render(state, log, step, highlight, follow = null) {
    const g = this.g;
    if (!g) return;
    const { selection, canvas } = this;
    selection.select(state, log, step);
    this.#fit();
    if (follow) this.#follow(follow);
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    ctx.fillStyle = this.colors.bg;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.save();
    ctx.beginPath();
    ctx.rect(g.left, g.top, canvas.width - g.left, canvas.height - g.top);
    ctx.clip();
    this.#drawHighlight(ctx, highlight);
    this.#drawRows(ctx);
    this.#drawColumns(ctx, state, log, step);
    ctx.restore();
    this.#drawHeaders(ctx, state, log, step, highlight);
    this.#drawOptionNames(ctx, highlight);
  }

  /** Sizes the cells and columns for the selection, and finds the rows and columns in view. */
  #fit() {
    const { selection, canvas } = this;
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
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
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    g.firstRow = Math.max(0, Math.floor(g.sy / g.cell));
    g.endRow = Math.min(selection.optionTotal, Math.ceil((g.sy + canvas.height - g.top) / g.cell));
    let column = 0;
    while (column < selection.itemTotal && this.edges[column] + g.cell - g.sx < g.left) column++;
    g.firstColumn = column;
    while (column < selection.itemTotal && this.edges[column] - g.sx < canvas.width) column++;
    g.endColumn = column;
  }

  /**
   * Scrolls the least that brings the touched columns and rows into sight.
   * @param {Touched} touched
   */
  #follow(touched) {
    const { selection, canvas, element } = this;
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    const bar = SCROLLBAR * g.ratio;
    const columns = spanOf(touched.items, (item) => this.#shownAt(selection.columnOf[item], this.edges), g.cell);
    const rows = spanOf(
      touched.options,
      (o) => (selection.rowOf[o] < 0 ? NaN : g.top + selection.rowOf[o] * g.cell),
      g.cell,
    );
    const maxX = this.sized.width * g.ratio - canvas.width;
    const maxY = this.sized.height * g.ratio - canvas.height + bar;
    const sx = columns ? nearestScroll(g.sx, columns.from, columns.to, g.left, canvas.width - bar, maxX) : g.sx;
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
    const { ratio } = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    const width = Math.ceil((right + 4 * ratio) / ratio);
    const height = Math.ceil((bottom + 4 * ratio) / ratio);
    this.overflows = width > this.canvas.width / ratio || height > this.canvas.height / ratio;
    if (width === this.sized.width && height === this.sized.height) return;
    this.sized.width = width;
    this.sized.height = height;
    this.sizer.style.width = `${width}px`;
    this.sizer.style.height = `${height}px`;
  }

  /** @param {number} row */
  #rowY(row) {
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    return g.top + row * g.cell - g.sy;
  }

  /** @param {number} column */
  #columnX(column) {
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    return this.edges[column] - g.sx;
  }

  /**
   * Row guides, the marks of rows the event touched, and every node in view.
   * @param {CanvasRenderingContext2D} ctx
   */
  #drawRows(ctx) {
    const { selection, colors, canvas, problem } = this;
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    const { firstRow: first, endRow: end } = g;
    const width = canvas.width - g.left;
    const pad = Math.max(1, Math.round(g.cell * 0.16));
    for (let row = first; row < end; row++) {
      const y = this.#rowY(row);
      const mark = selection.rowMark[row];
      ctx.fillStyle = colors.rule;
      ctx.fillRect(g.left, y + g.cell - 1, width, 1);
      if (mark !== RowMark.Linked) {
        ctx.globalAlpha = 0.2;
        ctx.fillStyle =
          mark === RowMark.JustHidden ? colors.cover : mark === RowMark.JustRestored ? colors.restore : colors.selected;
        ctx.fillRect(g.left, y, width, g.cell);
        ctx.globalAlpha = 1;
      }
      const o = selection.options[row];
      ctx.fillStyle =
        mark === RowMark.Trying ? colors.selected : mark === RowMark.JustHidden ? colors.muted : colors.node;
      const { optionStart, optionItems } = problem;
      for (let k = optionStart[o]; k < optionStart[o + 1]; k++) {
        const column = selection.columnOf[optionItems[k]];
        if (column < 0) continue;
        const x = this.#columnX(column);
        if (x + g.cell >= g.left && x <= canvas.width) {
          ctx.fillRect(x + pad, y + pad, g.cell - 2 * pad, g.cell - 2 * pad);
        }
      }
      if (mark === RowMark.JustHidden) {
        ctx.fillStyle = colors.cover;
        ctx.fillRect(g.left, y + g.cell / 2 - g.ratio / 2, width, Math.max(1, g.ratio));
      }
    }
  }

  /**
   * Highlighted rows and columns, under the nodes.
   * @param {CanvasRenderingContext2D} ctx
   * @param {Highlight} highlight
   */
  #drawHighlight(ctx, highlight) {
    const { selection, canvas } = this;
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    ctx.globalAlpha = 0.3;
    ctx.fillStyle = this.colors.highlight;
    for (const o of highlight.options) {
      const row = selection.rowOf[o];
      if (row >= 0) ctx.fillRect(g.left, this.#rowY(row), canvas.width - g.left, g.cell);
    }
    for (const item of highlight.items) {
      const column = selection.columnOf[item];
      if (column >= 0) ctx.fillRect(this.#columnX(column), g.top, g.cell, this.#plotHeight());
    }
    ctx.globalAlpha = 1;
  }

  /** The height of the rows in view. */
  #plotHeight() {
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    return Math.min(this.canvas.height, g.top + this.selection.optionTotal * g.cell - g.sy) - g.top;
  }

  /**
   * The column the cover just removed, and the chosen column.
   * @param {CanvasRenderingContext2D} ctx
   * @param {import('../model/replay-state.js').ReplayState} state
   * @param {import('../model/event-log.js').EventLog} log
   * @param {number} step
   */
  #drawColumns(ctx, state, log, step) {
    const { selection, colors } = this;
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    const height = this.#plotHeight();
    const covered = selection.justCovered >= 0 ? selection.columnOf[selection.justCovered] : -1;
    if (covered >= 0) {
      ctx.globalAlpha = 0.22;
      ctx.fillStyle = colors.cover;
      ctx.fillRect(this.#columnX(covered), g.top, g.cell, height);
      ctx.globalAlpha = 1;
    }
    const chosen = chosenItem(state, log, step);
    const column = chosen >= 0 ? selection.columnOf[chosen] : -1;
    if (column >= 0) {
      ctx.strokeStyle = colors.chosen;
      ctx.lineWidth = Math.max(2, Math.round(1.5 * g.ratio));
      ctx.strokeRect(this.#columnX(column), g.top, g.cell, height);
    }
  }

  /**
   * The frozen band on top: groups, item names (upright) and lengths, and
   * the counts in the corner.
   * @param {CanvasRenderingContext2D} ctx
   * @param {import('../model/replay-state.js').ReplayState} state
   * @param {import('../model/event-log.js').EventLog} log
   * @param {number} step
   * @param {Highlight} highlight
   */
  #drawHeaders(ctx, state, log, step, highlight) {
    const { selection, colors, canvas } = this;
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    ctx.save();
    ctx.beginPath();
    ctx.rect(g.left, 0, canvas.width - g.left, g.top);
    ctx.clip();
    this.#drawGroups(ctx);
    const chosen = chosenItem(state, log, step);
    const { firstColumn: first, endColumn: end } = g;
    ctx.font = `${FONT * g.ratio}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    ctx.rotate(-Math.PI / 2);
    const nameBottom = g.groupBand + g.nameBand - 3 * g.ratio;
    for (let c = first; c < end; c++) {
      const item = selection.items[c];
      ctx.fillStyle = highlight.items.includes(item)
        ? colors.highlight
        : item === chosen
          ? colors.chosen
          : item === selection.justCovered
            ? colors.cover
            : colors.fg;
      ctx.fillText(this.problem.itemName(item), -nameBottom, this.#columnX(c) + g.cell / 2, g.nameBand - 6 * g.ratio);
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.#drawLengths(ctx, state, log, step, first, end);
    ctx.restore();
    this.#drawCorner(ctx);
  }

  /** @param {CanvasRenderingContext2D} ctx */
  #drawGroups(ctx) {
    const { selection, colors, problem } = this;
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    if (!g.groupBand) return;
    ctx.font = `${FONT * g.ratio}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    let from = 0;
    for (let c = 1; c <= selection.itemTotal; c++) {
      const group = problem.groups[selection.items[from]];
      if (c < selection.itemTotal && problem.groups[selection.items[c]] === group) continue;
      const x0 = this.#columnX(from);
      const x1 = this.#columnX(c - 1) + g.cell;
      ctx.fillStyle = colors.rule;
      ctx.fillRect(x0, g.groupBand - g.ratio, x1 - x0, g.ratio);
      ctx.fillStyle = colors.muted;
      const label = `${problem.groupNames[group]} (${c - from})`;
      ctx.fillText(
        label,
        Math.max(x0, Math.min(g.left + 2 * g.ratio, x1 - ctx.measureText(label).width)),
        g.groupBand / 2,
        x1 - x0,
      );
      from = c;
    }
  }

  /**
   * Each column's length as a bar: the shortest is the one chosen next.
   * @param {CanvasRenderingContext2D} ctx
   * @param {import('../model/replay-state.js').ReplayState} state
   * @param {import('../model/event-log.js').EventLog} log
   * @param {number} step
   * @param {number} first
   * @param {number} end
   */
  #drawLengths(ctx, state, log, step, first, end) {
    const { selection, colors, problem } = this;
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    const bottom = g.top - 2 * g.ratio;
    const band = g.lengthBand - 4 * g.ratio;
    const chosen = chosenItem(state, log, step);
    for (let c = first; c < end; c++) {
      const item = selection.items[c];
      const len = item === chosen ? chosenLength(state, log, step, item) : state.lengths[item];
      const h = Math.max(len > 0 ? g.ratio : 0, Math.round((band * len) / g.maxLength));
      ctx.fillStyle =
        item === chosen ? colors.chosen : item < problem.primaryCount && len === 0 ? colors.cover : colors.muted;
      ctx.fillRect(this.#columnX(c) + g.ratio, bottom - h, g.cell - 2 * g.ratio, h);
    }
    const column = chosen >= 0 ? selection.columnOf[chosen] : -1;
    if (column >= first && column < end) {
      ctx.fillStyle = colors.chosen;
      ctx.font = `bold ${FONT * g.ratio}px system-ui, sans-serif`;
      ctx.textAlign = 'left';
      ctx.fillText(
        String(chosenLength(state, log, step, chosen)),
        this.#columnX(column) + g.cell + 2 * g.ratio,
        bottom - band / 2,
      );
    }
  }

  /** How many columns and rows there are (CompactSelection.headerCounts), in the corner the headers leave. */
  #drawCorner(ctx) {
    const { selection, colors } = this;
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    ctx.fillStyle = colors.bg;
    ctx.fillRect(0, 0, g.left, g.top);
    ctx.fillStyle = colors.muted;
    ctx.font = `${FONT * g.ratio}px system-ui, sans-serif`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    const x = 4 * g.ratio;
    const { items, options } = selection.headerCounts();
    ctx.fillText(`${items} →`, x, g.top - 26 * g.ratio, g.left - x);
    ctx.fillText(`${options} ↓`, x, g.top - 10 * g.ratio, g.left - x);
  }

  /**
   * The frozen band on the left: each row's option name.
   * @param {CanvasRenderingContext2D} ctx
   * @param {Highlight} highlight
   */
  #drawOptionNames(ctx, highlight) {
    const { selection, colors, canvas } = this;
    const g = /** @type {NonNullable<CompactMatrix['g']>} */ (this.g);
    ctx.fillStyle = colors.bg;
    ctx.fillRect(0, g.top, g.left, canvas.height - g.top);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, g.top, g.left, canvas.height - g.top);
    ctx.clip();
    ctx.font = `${FONT * g.ratio}px system-ui, sans-serif`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    const { firstRow: first, endRow: end } = g;
    for (let row = first; row < end; row++) {
      const o = selection.options[row];
      const mark = selection.rowMark[row];
      const lit = highlight.options.includes(o);
      ctx.fillStyle = lit
        ? colors.highlight
        : mark === RowMark.Trying
          ? colors.selected
          : mark === RowMark.JustHidden
            ? colors.cover
            : colors.fg;
      ctx.fillText(this.#label(o), g.left - 6 * g.ratio, this.#rowY(row) + g.cell / 2, g.left - 10 * g.ratio);
    }
    ctx.restore();
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
  drawCursor({ item, option }) {
    const g = this.g;
    const { selection } = this;
    const column = item >= 0 ? selection.columnOf[item] : -1;
    const row = option >= 0 ? selection.rowOf[option] : -1;
    if (!g || column < 0 || (option >= 0 && row < 0)) return;
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    ctx.strokeStyle = this.colors.fg;
    ctx.lineWidth = 2 * g.ratio;
    const x = this.#columnX(column);
    if (row >= 0) ctx.strokeRect(x, this.#rowY(row), g.cell, g.cell);
    else ctx.strokeRect(x, g.groupBand, g.cell, g.nameBand);
  }

  /** The items and the options shown, in order. */
  order() {
    const { selection } = this;
    return {
      items: selection.items.subarray(0, selection.itemTotal),
      options: selection.options.subarray(0, selection.optionTotal),
    };
  }

  /** What the last frame drew, for tests: the items and options, in order. */
  drawn() {
    const { selection } = this;
    return {
      items: Array.from(selection.items.subarray(0, selection.itemTotal)),
      options: Array.from(selection.options.subarray(0, selection.optionTotal)),
      activeItems: selection.activeItems,
      linkedOptions: selection.linkedOptions,
    };
  }
}

/**
 * About the width of the widest of `texts` on `ctx`: the widest of the
 * LONGEST longest. Glyphs differ in width, but a text of fewer characters
 * is seldom wider than all of those, and the bands are capped anyway.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string[]} texts
 */
function widest(ctx, texts) {
  const longest = [...texts].sort((x, y) => y.length - x.length).slice(0, LONGEST);
  return longest.reduce((width, text) => Math.max(width, ctx.measureText(text).width), 0);
}
