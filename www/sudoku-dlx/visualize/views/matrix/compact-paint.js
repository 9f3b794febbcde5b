// Drawing the compact matrix's frame: the cells in view, what the step
// marks on them, and the frozen bands of names over them; and the keyboard's
// cursor on top. The geometry comes laid out (compact-layout.js) and fitted
// to the frame (compact-matrix.js): nothing here measures or scrolls.

import { chosenItem, chosenLength } from '../../model/chosen-item.js';
import { RowMark } from '../../model/compact-selection.js';
import { compactFont } from './compact-layout.js';
import { drawLengthTag } from '../canvas.js';

/** @typedef {import('../../model/highlight.js').Highlight} Highlight */
/** @typedef {import('../../model/replay-state.js').ReplayState} ReplayState */
/** @typedef {import('../../model/event-log.js').EventLog} EventLog */

/**
 * What a frame draws with, made once a layout.
 * @typedef {object} Frame
 * @property {CanvasRenderingContext2D} ctx
 * @property {HTMLCanvasElement} canvas
 * @property {import('./compact-layout.js').CompactGeometry} g
 * @property {import('../../model/compact-selection.js').CompactSelection} selection
 * @property {import('../../model/problem.js').Problem} problem
 * @property {Record<string, string>} colors
 * @property {Float64Array} edges each shown column's left edge, in device pixels
 * @property {(o: number) => string} label each option's name
 */

/**
 * Draws the frame at `step`, with `highlight` marked.
 * @param {Frame} f
 * @param {ReplayState} state
 * @param {EventLog} log
 * @param {number} step
 * @param {Highlight} highlight
 */
export function paintFrame(f, state, log, step, highlight) {
  const { ctx, canvas, g } = f;
  ctx.fillStyle = f.colors.bg;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.save();
  ctx.beginPath();
  ctx.rect(g.left, g.top, canvas.width - g.left, canvas.height - g.top);
  ctx.clip();
  drawHighlight(f, highlight);
  drawRows(f);
  drawColumns(f, state, log, step);
  ctx.restore();
  drawHeaders(f, state, log, step, highlight);
  drawOptionNames(f, highlight);
}

/**
 * Outlines the keyboard's cursor: a cell, or with no option the item's name.
 * @param {Frame} f
 * @param {{ item: number, option: number }} cursor
 */
export function paintCursor(f, { item, option }) {
  const { ctx, g, selection } = f;
  const column = item >= 0 ? selection.columnOf[item] : -1;
  const row = option >= 0 ? selection.rowOf[option] : -1;
  if (column < 0 || (option >= 0 && row < 0)) return;
  ctx.strokeStyle = f.colors.fg;
  ctx.lineWidth = 2 * g.ratio;
  const x = columnX(f, column);
  if (row >= 0) ctx.strokeRect(x, rowY(f, row), g.cell, g.cell);
  else ctx.strokeRect(x, g.groupBand, g.cell, g.nameBand);
}

/**
 * @param {Frame} f
 * @param {number} row
 */
function rowY({ g }, row) {
  return g.top + row * g.cell - g.sy;
}

/**
 * @param {Frame} f
 * @param {number} column
 */
function columnX({ g, edges }, column) {
  return edges[column] - g.sx;
}

/**
 * The height of the rows in view.
 * @param {Frame} f
 */
function plotHeight({ g, canvas, selection }) {
  return Math.min(canvas.height, g.top + selection.optionTotal * g.cell - g.sy) - g.top;
}

/**
 * Row guides, the marks of rows the event touched, and every node in view.
 * @param {Frame} f
 */
function drawRows(f) {
  const { ctx, selection, colors, canvas, problem, g } = f;
  const { firstRow: first, endRow: end } = g;
  const width = canvas.width - g.left;
  const pad = Math.max(1, Math.round(g.cell * 0.16));
  for (let row = first; row < end; row++) {
    const y = rowY(f, row);
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
      const x = columnX(f, column);
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
 * @param {Frame} f
 * @param {Highlight} highlight
 */
function drawHighlight(f, highlight) {
  const { ctx, selection, canvas, g } = f;
  ctx.globalAlpha = 0.3;
  ctx.fillStyle = f.colors.highlight;
  for (const o of highlight.options) {
    const row = selection.rowOf[o];
    if (row >= 0) ctx.fillRect(g.left, rowY(f, row), canvas.width - g.left, g.cell);
  }
  for (const item of highlight.items) {
    const column = selection.columnOf[item];
    if (column >= 0) ctx.fillRect(columnX(f, column), g.top, g.cell, plotHeight(f));
  }
  ctx.globalAlpha = 1;
}

/**
 * The column the cover just removed, and the chosen column.
 * @param {Frame} f
 * @param {ReplayState} state
 * @param {EventLog} log
 * @param {number} step
 */
function drawColumns(f, state, log, step) {
  const { ctx, selection, colors, g } = f;
  const height = plotHeight(f);
  const covered = selection.justCovered >= 0 ? selection.columnOf[selection.justCovered] : -1;
  if (covered >= 0) {
    ctx.globalAlpha = 0.22;
    ctx.fillStyle = colors.cover;
    ctx.fillRect(columnX(f, covered), g.top, g.cell, height);
    ctx.globalAlpha = 1;
  }
  const chosen = chosenItem(state, log, step);
  const column = chosen >= 0 ? selection.columnOf[chosen] : -1;
  if (column >= 0) {
    ctx.strokeStyle = colors.chosen;
    ctx.lineWidth = Math.max(2, Math.round(1.5 * g.ratio));
    ctx.strokeRect(columnX(f, column), g.top, g.cell, height);
  }
}

/**
 * The frozen band on top: groups, item names (upright) and lengths, and
 * the counts in the corner.
 * @param {Frame} f
 * @param {ReplayState} state
 * @param {EventLog} log
 * @param {number} step
 * @param {Highlight} highlight
 */
function drawHeaders(f, state, log, step, highlight) {
  const { ctx, selection, colors, canvas, g } = f;
  ctx.save();
  ctx.beginPath();
  ctx.rect(g.left, 0, canvas.width - g.left, g.top);
  ctx.clip();
  drawGroups(f);
  const chosen = chosenItem(state, log, step);
  const { firstColumn: first, endColumn: end } = g;
  ctx.font = compactFont(g);
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
    ctx.fillText(f.problem.itemName(item), -nameBottom, columnX(f, c) + g.cell / 2, g.nameBand - 6 * g.ratio);
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  drawLengths(f, state, log, step);
  ctx.restore();
  drawCorner(f);
}

/** @param {Frame} f */
function drawGroups(f) {
  const { ctx, selection, colors, problem, g } = f;
  if (!g.groupBand) return;
  ctx.font = compactFont(g);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  let from = 0;
  for (let c = 1; c <= selection.itemTotal; c++) {
    const group = problem.groups[selection.items[from]];
    if (c < selection.itemTotal && problem.groups[selection.items[c]] === group) continue;
    const x0 = columnX(f, from);
    const x1 = columnX(f, c - 1) + g.cell;
    ctx.fillStyle = colors.rule;
    ctx.fillRect(x0, g.groupBand - g.ratio, x1 - x0, g.ratio);
    ctx.fillStyle = colors.muted;
    const label = `${problem.groupNames[group]} (${c - from})`;
    const width = ctx.measureText(label).width;
    // A band scrolled partly out of view keeps its label whole at the left
    // edge while it fits there; once it does not, the label goes, rather
    // than show its tail under the next band's.
    const fits = x0 >= g.left || x1 - g.left >= width + 2 * g.ratio;
    if (fits) ctx.fillText(label, Math.max(x0, Math.min(g.left + 2 * g.ratio, x1 - width)), g.groupBand / 2, x1 - x0);
    from = c;
  }
}

/**
 * Each column in view's length as a bar: the shortest is the one chosen
 * next, whose length is written instead (drawLengthTag).
 * @param {Frame} f
 * @param {ReplayState} state
 * @param {EventLog} log
 * @param {number} step
 */
function drawLengths(f, state, log, step) {
  const { ctx, selection, colors, problem, g } = f;
  const { firstColumn: first, endColumn: end } = g;
  const bottom = g.top - 2 * g.ratio;
  const band = g.lengthBand - 4 * g.ratio;
  const chosen = chosenItem(state, log, step);
  for (let c = first; c < end; c++) {
    const item = selection.items[c];
    if (item === chosen) continue;
    const len = state.lengths[item];
    const h = Math.max(len > 0 ? g.ratio : 0, Math.round((band * len) / g.maxLength));
    ctx.fillStyle = item < problem.primaryCount && len === 0 ? colors.cover : colors.muted;
    ctx.fillRect(columnX(f, c) + g.ratio, bottom - h, g.cell - 2 * g.ratio, h);
  }
  const column = chosen >= 0 ? selection.columnOf[chosen] : -1;
  if (column < first || column >= end) return;
  ctx.font = compactFont(g, 'bold');
  drawLengthTag(ctx, colors, {
    text: String(chosenLength(state, log, step, chosen)),
    middle: columnX(f, column) + g.cell / 2,
    width: g.cell - 2 * g.ratio,
    top: bottom - band - 2 * g.ratio,
    height: band + 2 * g.ratio,
    pad: 2 * g.ratio,
  });
}

/**
 * How many columns and rows there are (CompactSelection.headerCounts), in the corner the headers leave.
 * @param {Frame} f
 */
function drawCorner({ ctx, selection, colors, g }) {
  ctx.fillStyle = colors.bg;
  ctx.fillRect(0, 0, g.left, g.top);
  ctx.fillStyle = colors.muted;
  ctx.font = compactFont(g);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const x = 4 * g.ratio;
  const { items, options } = selection.headerCounts();
  ctx.fillText(`${items} →`, x, g.top - 26 * g.ratio, g.left - x);
  ctx.fillText(`${options} ↓`, x, g.top - 10 * g.ratio, g.left - x);
}

/**
 * The frozen band on the left: each row's option name.
 * @param {Frame} f
 * @param {Highlight} highlight
 */
function drawOptionNames(f, highlight) {
  const { ctx, selection, colors, canvas, g } = f;
  ctx.fillStyle = colors.bg;
  ctx.fillRect(0, g.top, g.left, canvas.height - g.top);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, g.top, g.left, canvas.height - g.top);
  ctx.clip();
  ctx.font = compactFont(g);
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
    ctx.fillText(f.label(o), g.left - 6 * g.ratio, rowY(f, row) + g.cell / 2, g.left - 10 * g.ratio);
  }
  ctx.restore();
}
