// The whole exact-cover matrix on a canvas: every item as a column (grouped,
// with labels), every option as a row, one mark per node.
//
// Everything that never changes (labels, separators, the nodes) is drawn
// once into a cached base image; a frame is that image plus a few hundred
// rectangles for the state, so a 324×729 Sudoku matrix redraws in well under
// a millisecond and the DOM is never touched during playback.

import { drawLengthTag, fitCanvas, pixelRatio, fontFamily, themeColors, offscreenCanvas } from '../canvas.js';
import { EventKind } from '../../../engine/event-kind.js';
import { chosenItem, chosenLength } from '../../model/chosen-item.js';
import { optionLabel } from '../../model/describe.js';
import { plural } from '../../../shared/format.js';
import { nearestScroll, spanOf } from '../follow.js';
import * as render from '../../../shared/render.js';
import { StickyHead } from '../sticky-head.js';

/** @typedef {import('../../model/problem.js').Problem} Problem */
/** @typedef {import('../../model/replay-state.js').ReplayState} ReplayState */
/** @typedef {import('../../model/event-log.js').EventLog} EventLog */
/** @typedef {import('../../model/highlight.js').Highlight} Highlight */
/**
 * Where the matrix is drawn, in device pixels: the cells' size, each
 * column's left edge, the bands above the rows, and whether names fit.
 * @typedef {object} FullGeometry
 * @property {number} ratio device pixels per CSS pixel
 * @property {number} colW
 * @property {number} rowH
 * @property {Float64Array} colX
 * @property {number} left
 * @property {number} top
 * @property {number} plotRight
 * @property {number} font
 * @property {string} family
 * @property {number} gap
 * @property {number} groupBand
 * @property {number} nameBand
 * @property {number} lengthBand
 * @property {boolean} namesFit
 * @property {boolean} rowNamesFit
 * @property {number} maxLength
 */

const COLORS = /** @type {const} */ ([
  'bg',
  'fg',
  'muted',
  'rule',
  'node',
  'veil',
  'covered',
  'selected',
  'on-selected',
  'chosen',
  'cover',
  'restore',
  'highlight',
]);
const MAX_HEIGHT = 560;
const MAX_COLUMN = 34;
const MAX_ROW = 26;

export class FullMatrix {
  /** @type {Record<(typeof COLORS)[number], string>} the theme's colours, read at each layout */
  colors = /** @type {Record<(typeof COLORS)[number], string>} */ (Object.fromEntries(COLORS.map((c) => [c, '#888'])));
  /** @type {FullGeometry | null} null until laid out */
  geometry = null;
  /** @type {HTMLCanvasElement | null} the cached base image */
  base = null;

  /**
   * @param {Document} doc
   * @param {Problem} problem
   */
  constructor(doc, problem) {
    this.doc = doc;
    this.problem = problem;
    this.element = doc.createElement('div');
    this.element.className = 'dv-matrix-scroll';
    this.canvas = doc.createElement('canvas');
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute(
      'aria-label',
      `Exact-cover matrix: ${plural(problem.itemCount, 'item')} as columns, ${plural(problem.optionCount, 'option')} as rows`,
    );
    this.element.append(this.canvas);
    /** The item names and lengths, kept in sight as the page scrolls the rows up (sticky-head.js). */
    this.head = new StickyHead(this.element, this.canvas);
    /** @type {{ items: Int32Array, options: Int32Array } | null} */
    this.all = null;
    // Kept from scroll events and layout, so following reads no layout during playback.
    this.view = { left: 0, top: 0, width: 0, height: 0 };
    this.element.addEventListener(
      'scroll',
      () => {
        this.view.left = this.element.scrollLeft;
        this.view.top = this.element.scrollTop;
      },
      { passive: true },
    );
  }

  /** The geometry, once laid out: every drawing comes after a layout. */
  get #g() {
    if (!this.geometry) throw new Error('the full matrix is drawn before it is laid out');
    return this.geometry;
  }

  /**
   * Lays the matrix out for `width` CSS pixels and redraws the base image.
   * @param {number} width
   */
  layout(width) {
    const { problem } = this;
    this.colors = themeColors(this.element, COLORS);
    const ratio = pixelRatio(this.canvas);
    const groupsUsed = new Set(problem.groups).size;
    const gap = Math.round(4 * ratio);
    const { colW, rowH } = this.#cellSize(width, ratio, gap, groupsUsed);
    const font = Math.round(11 * ratio);
    const family = fontFamily(this.element);
    const namesFit = colW >= 12 * ratio;
    const rowNamesFit = rowH >= 11 * ratio;
    const { left, nameBand } = this.#labelBands({ ratio, font, family, colW }, namesFit, rowNamesFit);
    const groupBand = groupsUsed > 1 ? Math.round(16 * ratio) : 0;
    const lengthBand = Math.round(18 * ratio);
    const top = groupBand + nameBand + lengthBand + Math.round(2 * ratio);

    const colX = new Float64Array(Math.max(1, problem.itemCount) + 1);
    let x = left;
    for (let i = 0; i < problem.itemCount; i++) {
      if (i > 0 && problem.groups[i] !== problem.groups[i - 1]) x += gap;
      colX[i] = x;
      x += colW;
    }
    colX[problem.itemCount] = x;
    const plotRight = x;
    const height = Math.ceil(top + Math.max(1, problem.optionCount) * rowH + 2 * ratio);
    const cssWidth = Math.max(width, (plotRight + 4 * ratio) / ratio);
    fitCanvas(this.canvas, Math.round(cssWidth), Math.ceil(height / ratio));

    this.geometry = {
      ratio,
      colW,
      rowH,
      colX,
      left,
      top,
      plotRight,
      font,
      family,
      gap,
      groupBand,
      nameBand,
      lengthBand,
      namesFit,
      rowNamesFit,
      maxLength: Math.max(1, ...problem.initialLengths),
    };
    this.base = this.#drawBase();
    const { element, view } = this;
    Object.assign(view, { left: element.scrollLeft, top: element.scrollTop });
    Object.assign(view, { width: element.clientWidth, height: element.clientHeight });
    this.head.layout({ top: 0, height: top / ratio, width: element.clientWidth || width });
  }

  /**
   * Scrolls the least that brings the touched columns and rows into sight.
   * @param {import('../../model/touched.js').Touched} touched
   */
  follow(touched) {
    const g = this.geometry;
    if (!g || !this.view.height) return;
    const { view, canvas } = this;
    const columns = spanOf(touched.items, (item) => g.colX[item] / g.ratio, g.colW / g.ratio);
    const rows = spanOf(touched.options, (o) => this.rowY(o) / g.ratio, g.rowH / g.ratio);
    const content = { width: canvas.width / g.ratio, height: canvas.height / g.ratio };
    const [left, top] = [
      columns
        ? nearestScroll(view.left, columns.from, columns.to, 0, view.width, content.width - view.width)
        : view.left,
      // Below the item names, which stay at the top of the box (sticky-head.js).
      rows
        ? nearestScroll(view.top, rows.from, rows.to, g.top / g.ratio, view.height, content.height - view.height)
        : view.top,
    ];
    if (Math.abs(left - view.left) < 1 && Math.abs(top - view.top) < 1) return;
    Object.assign(view, { left, top });
    this.element.scrollTo(left, top);
  }

  /**
   * Whole device pixels per column and row while they fit, so nodes stay
   * crisp; a 16×16 or 25×25 matrix gets fractions of a pixel instead, and
   * its rows blend into a density picture rather than a mile-long canvas.
   * @param {number} width
   * @param {number} ratio
   * @param {number} gap
   * @param {number} groupsUsed
   */
  #cellSize(width, ratio, gap, groupsUsed) {
    const cols = Math.max(1, this.problem.itemCount);
    const rows = Math.max(1, this.problem.optionCount);
    let colW = ((width - 8) * ratio - gap * (groupsUsed - 1)) / cols;
    colW = colW >= 1 ? Math.min(Math.floor(colW), Math.round(MAX_COLUMN * ratio)) : Math.max(colW, 0.5);
    let rowH = (MAX_HEIGHT * ratio) / rows;
    rowH =
      rowH >= 1
        ? Math.min(Math.round(rowH), Math.max(1, Math.floor(colW)), Math.round(MAX_ROW * ratio))
        : Math.min(1, (3 * MAX_HEIGHT * ratio) / rows);
    return { colW, rowH };
  }

  /**
   * Room for the option names on the left and the item names on top, when they fit, measured in the font they are drawn in.
   * @param {{ ratio: number, font: number, family: string, colW: number }} at
   * @param {boolean} namesFit
   * @param {boolean} rowNamesFit
   */
  #labelBands({ ratio, font, family, colW }, namesFit, rowNamesFit) {
    const { problem } = this;
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    ctx.font = `${font}px ${family}`;
    ctx.textBaseline = 'middle';
    let left = Math.round(4 * ratio);
    if (rowNamesFit) {
      let widest = 0;
      for (let o = 0; o < problem.optionCount; o++) {
        widest = Math.max(widest, ctx.measureText(optionLabel(problem, o)).width);
      }
      left = Math.round(Math.min(widest, 160 * ratio) + 10 * ratio);
    }
    let nameBand = 0;
    if (namesFit) {
      // A name turned upright needs its width; one written across needs its ink above
      // the middle line, which #drawItemNames sets font/2 above the band's foot: a band
      // as tall as a one-letter name is wide cut the top off "f" and "d".
      let tallest = 0;
      for (let i = 0; i < problem.itemCount; i++) {
        const text = ctx.measureText(problem.itemName(i));
        const upright = text.width > colW - 2 * ratio;
        tallest = Math.max(
          tallest,
          upright ? Math.min(text.width, 60 * ratio) : font / 2 + text.actualBoundingBoxAscent + ratio,
        );
      }
      nameBand = Math.ceil(tallest + 6 * ratio);
    }
    return { left, nameBand };
  }

  /** @param {number} o */
  rowY(o) {
    return this.#g.top + o * this.#g.rowH;
  }

  #drawBase() {
    const { problem, colors } = this;
    const g = this.#g;
    const base = offscreenCanvas(this.doc, this.canvas.width, this.canvas.height);
    const ctx = /** @type {CanvasRenderingContext2D} */ (base.getContext('2d'));
    ctx.fillStyle = colors.bg;
    ctx.fillRect(0, 0, base.width, base.height);
    ctx.font = `${g.font}px ${g.family}`;
    ctx.textBaseline = 'middle';
    this.#drawGroups(ctx, base.height);
    if (g.namesFit) this.#drawItemNames(ctx);
    if (g.rowNamesFit) {
      ctx.fillStyle = colors.fg;
      ctx.textAlign = 'right';
      for (let o = 0; o < problem.optionCount; o++) {
        ctx.fillText(optionLabel(problem, o), g.left - 6 * g.ratio, this.rowY(o) + g.rowH / 2, g.left - 8 * g.ratio);
      }
    }
    // Faint guides under the rows when rows are tall enough to follow.
    if (g.rowH >= 6 * g.ratio) {
      ctx.fillStyle = colors.rule;
      for (let o = 0; o <= problem.optionCount; o++) ctx.fillRect(g.left, this.rowY(o), g.plotRight - g.left, 1);
    }
    ctx.fillStyle = colors.node;
    for (let o = 0; o < problem.optionCount; o++) this.#nodes(ctx, o);
    return base;
  }

  /**
   * Group labels and the separators between groups.
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} height
   */
  #drawGroups(ctx, height) {
    const { problem, colors } = this;
    const g = this.#g;
    for (const { group, from, to } of groupSpans(problem.groups)) {
      const x0 = g.colX[from];
      const x1 = g.colX[to - 1] + g.colW;
      if (g.groupBand) {
        ctx.fillStyle = colors.muted;
        ctx.textAlign = 'center';
        const name = problem.groupNames[group];
        const label = [`${name} (${to - from})`, name].find((text) => ctx.measureText(text).width < x1 - x0) ?? name[0];
        ctx.fillText(label, (x0 + x1) / 2, g.groupBand / 2);
        ctx.fillStyle = colors.rule;
        ctx.fillRect(x0, g.groupBand - g.ratio, x1 - x0, g.ratio);
      }
      if (from > 0) {
        ctx.fillStyle = colors.rule;
        const x = x0 - Math.ceil(g.gap / 2) - Math.floor(g.ratio / 2);
        ctx.fillRect(x, g.groupBand, Math.max(1, Math.round(g.ratio)), height);
      }
    }
  }

  /**
   * Item names above their columns, turned upright when wider than a column.
   * @param {CanvasRenderingContext2D} ctx
   */
  #drawItemNames(ctx) {
    const { problem, colors } = this;
    const g = this.#g;
    ctx.fillStyle = colors.fg;
    for (let i = 0; i < problem.itemCount; i++) {
      const name = problem.itemName(i);
      const cx = g.colX[i] + g.colW / 2;
      const wide = ctx.measureText(name).width > g.colW - 2 * g.ratio;
      ctx.save();
      ctx.translate(cx, g.groupBand + g.nameBand - 3 * g.ratio);
      if (wide) {
        ctx.rotate(-Math.PI / 2);
        ctx.textAlign = 'left';
        ctx.fillText(name, 0, 0);
      } else {
        ctx.textAlign = 'center';
        ctx.fillText(name, 0, -g.font / 2);
      }
      ctx.restore();
    }
  }

  /**
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} o
   */
  #nodes(ctx, o) {
    for (const item of this.problem.itemsOf(o)) this.#node(ctx, o, item);
  }

  /**
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} o
   * @param {number} item
   */
  #node(ctx, o, item) {
    const g = this.#g;
    const pad = g.colW >= 5 ? Math.max(1, Math.round(g.colW * 0.14)) : 0;
    const padY = g.rowH >= 4 ? Math.max(1, Math.round(g.rowH * 0.14)) : 0;
    ctx.fillRect(g.colX[item] + pad, this.rowY(o) + padY, g.colW - 2 * pad, g.rowH - 2 * padY);
  }

  /**
   * Draws `state`; `log` and `step` say which event just happened, to
   * emphasise it, and `highlight` what the grid or a tap picked.
   * @param {import('../../model/replay-state.js').ReplayState} state
   * @param {import('../../model/event-log.js').EventLog} log
   * @param {number} step
   * @param {import('../../model/highlight.js').Highlight} highlight
   */
  render(state, log, step, highlight) {
    if (!this.geometry) return;
    const { problem, colors } = this;
    const g = this.#g;
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    ctx.globalAlpha = 1;
    if (this.base) ctx.drawImage(this.base, 0, 0);
    const plotH = problem.optionCount * g.rowH;
    const event = step > 0 ? step - 1 : -1;
    const kind = event >= 0 ? log.kinds[event] : -1;
    const eventItem = event >= 0 ? log.a[event] : -1;

    // Hidden options fade out, except at the item that hid them: they stay
    // in its own list, which is what makes uncovering possible.
    ctx.fillStyle = colors.veil;
    const width = g.plotRight - g.left;
    for (let o = 0; o < problem.optionCount; o++) {
      if (state.hiddenBy[o] >= 0) ctx.fillRect(g.left, this.rowY(o), width, g.rowH);
    }
    ctx.fillStyle = colors.covered;
    for (let o = 0; o < problem.optionCount; o++) {
      const by = state.hiddenBy[o];
      if (by >= 0) this.#node(ctx, o, by);
    }

    ctx.globalAlpha = 0.1;
    for (let i = 0; i < problem.itemCount; i++) {
      if (state.covered[i]) ctx.fillRect(g.colX[i], g.top, g.colW, plotH);
    }

    if (kind === EventKind.Cover || kind === EventKind.Uncover) {
      ctx.globalAlpha = 0.25;
      ctx.fillStyle = kind === EventKind.Cover ? colors.cover : colors.restore;
      for (const o of log.list(event)) ctx.fillRect(g.left, this.rowY(o), width, g.rowH);
      ctx.fillRect(g.colX[eventItem], g.top, g.colW, plotH);
    }

    // The partial solution: its rows tinted, its nodes solid.
    const partial = state.partialLength;
    ctx.globalAlpha = 0.16;
    ctx.fillStyle = colors.selected;
    for (let d = 0; d < partial; d++) ctx.fillRect(g.left, this.rowY(state.levelOption[d]), width, g.rowH);
    ctx.globalAlpha = 1;
    for (let d = 0; d < partial; d++) this.#nodes(ctx, state.levelOption[d]);
    if (kind === EventKind.Select || kind === EventKind.Deselect) {
      ctx.strokeStyle = kind === EventKind.Select ? colors.selected : colors.muted;
      ctx.lineWidth = Math.max(1, g.ratio);
      const y = this.rowY(eventItem);
      ctx.strokeRect(g.left - 0.5, y - 0.5, width + 1, g.rowH + 1);
    }

    this.#drawLengths(ctx, state, log, step);
    if (highlight.items.length || highlight.options.length) this.#drawHighlight(ctx, highlight);
  }

  /**
   * Each item's current length as a bar above its column: the MRV rule
   * picks the shortest, so the choice can be seen before it is made.
   * @param {CanvasRenderingContext2D} ctx
   * @param {ReplayState} state
   * @param {EventLog} log
   * @param {number} step
   */
  #drawLengths(ctx, state, log, step) {
    const { problem, colors } = this;
    const g = this.#g;
    const band = g.lengthBand - 4 * g.ratio;
    const bottom = g.groupBand + g.nameBand + g.lengthBand;
    const chosen = chosenItem(state, log, step);
    for (let i = 0; i < problem.itemCount; i++) {
      if (state.covered[i] && i !== chosen) {
        ctx.fillStyle = colors.covered;
        ctx.fillRect(g.colX[i], bottom - 2 * g.ratio, g.colW, 2 * g.ratio);
        continue;
      }
      if (i === chosen) continue;
      const len = state.lengths[i];
      const h = Math.max(len > 0 ? g.ratio : 0, Math.round((band * len) / g.maxLength));
      ctx.fillStyle = i < problem.primaryCount && len === 0 ? colors.cover : colors.muted;
      ctx.fillRect(g.colX[i], bottom - h, g.colW, h);
    }
    if (chosen >= 0) {
      const x = g.colX[chosen];
      const w = g.colW;
      ctx.strokeStyle = colors.chosen;
      ctx.lineWidth = Math.max(1, Math.round(1.5 * g.ratio));
      ctx.strokeRect(x - 1, g.top - 1, w + 2, problem.optionCount * g.rowH + 2);
      ctx.font = `bold ${g.font}px ${g.family}`;
      const tag = drawLengthTag(ctx, /** @type {Record<string, string>} */ (colors), {
        text: String(chosenLength(state, log, step, chosen)),
        middle: x + w / 2,
        width: w,
        top: bottom - band - 2 * g.ratio,
        height: band + 2 * g.ratio,
        pad: 2 * g.ratio,
      });
      // Where the tag is, in device pixels, for tests.
      const box = [tag.left, tag.top, tag.width, tag.height].map(Math.round).join(' ');
      render.data(this.canvas, 'lengthTag', box);
    }
  }

  /**
   * The item and option under canvas point (`x`, `y`), in device pixels; -1 for none.
   * @param {number} x
   * @param {number} y
   */
  hitTest(x, y) {
    const g = this.geometry;
    if (!g) return { item: -1, option: -1 };
    let item = -1;
    for (let i = 0; i < this.problem.itemCount; i++) {
      if (x >= g.colX[i] && x < g.colX[i] + g.colW) item = i;
    }
    const o = Math.floor((y - g.top) / g.rowH);
    return { item, option: o >= 0 && o < this.problem.optionCount && x >= 0 ? o : -1 };
  }

  /**
   * Outlines the keyboard's cursor: a cell, or with no option the item's name.
   * @param {{ item: number, option: number }} cursor
   */
  drawCursor({ item, option }) {
    const g = this.geometry;
    if (!g || item < 0) return;
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    ctx.strokeStyle = this.colors.fg;
    ctx.lineWidth = 2 * g.ratio;
    if (option >= 0) ctx.strokeRect(g.colX[item], this.rowY(option), g.colW, g.rowH);
    else ctx.strokeRect(g.colX[item], 0, g.colW, g.top);
  }

  /** The items and the options shown, in order: all of them. */
  order() {
    const all = (/** @type {number} */ n) => Int32Array.from({ length: n }, (_, k) => k);
    return (this.all ??= { items: all(this.problem.itemCount), options: all(this.problem.optionCount) });
  }

  /**
   * Tints and outlines the highlighted columns and rows.
   * @param {CanvasRenderingContext2D} ctx
   * @param {import('../../model/highlight.js').Highlight} highlight
   */
  #drawHighlight(ctx, highlight) {
    const { colors } = this;
    const g = this.#g;
    const width = g.plotRight - g.left;
    const plotH = this.problem.optionCount * g.rowH;
    ctx.globalAlpha = 0.28;
    ctx.fillStyle = colors.highlight;
    for (const o of highlight.options) ctx.fillRect(g.left, this.rowY(o), width, g.rowH);
    for (const i of highlight.items) ctx.fillRect(g.colX[i], g.top, g.colW, plotH);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = colors.highlight;
    ctx.lineWidth = Math.max(1, g.ratio);
    for (const i of highlight.items) ctx.strokeRect(g.colX[i] - 0.5, g.top - 0.5, g.colW + 1, plotH + 1);
  }
}

/**
 * @param {Int8Array} groups
 * @returns {{ group: number, from: number, to: number }[]}
 */
function groupSpans(groups) {
  /** @type {{ group: number, from: number, to: number }[]} */
  const spans = [];
  for (let i = 0; i < groups.length; i++) {
    if (i === 0 || groups[i] !== groups[i - 1]) spans.push({ group: groups[i], from: i, to: i + 1 });
    else spans[spans.length - 1].to = i + 1;
  }
  return spans;
}
