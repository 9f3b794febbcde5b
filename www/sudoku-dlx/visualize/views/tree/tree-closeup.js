// A close-up of a search tree too wide to read whole: the columns around
// the node the search stands at, at a readable width, following it as the
// search moves (a jump only when it nears an edge). Each
// frame draws only the columns in the window, which the tree keeps as runs
// of consecutive shown nodes, so a close-up costs the same however big the
// tree (past the whole tree's cap of drawn nodes too).

import { PAD, drawMark, geometryFor, traceEdge } from './tree-drawing.js';

/** @typedef {import('../../model/search-tree.js').SearchTree} SearchTree */
/** @typedef {ReturnType<typeof geometryFor>} Geometry */

/** Below this many CSS pixels a column, the whole tree is too dense to read: the close-up takes over. */
export const DENSE = 5;
/** A column's width in the close-up, wide enough for the branches' labels. */
const COLUMN = 16;
/** Columns kept between the followed node and the window's edges. */
const MARGIN = 3;

/**
 * The close-up's scale: `COLUMN` a column, the levels as the whole tree's.
 * @param {number} width
 * @param {number} height
 * @param {number} levels
 * @param {boolean} exact room for exactly `levels` (the tree is known whole)
 * @returns {Geometry}
 */
export function closeUpGeometry(width, height, levels, exact) {
  const whole = geometryFor(width, height, 1, levels, exact);
  return { ...whole, dx: COLUMN, key: `close:${whole.key}` };
}

/**
 * How many columns the close-up of `width` CSS pixels shows.
 * @param {number} width
 */
export function windowColumns(width) {
  return Math.max(1, Math.floor((width - 2 * PAD) / COLUMN));
}

/**
 * The first column to show, from `first` now: unchanged while `column`
 * stays in the window (`MARGIN` columns clear of its edges when `clear`);
 * otherwise the window moves to put it two thirds of the way across, since
 * the search grows the tree to the right.
 * @param {number} first
 * @param {number} column
 * @param {number} window columns in the window
 * @param {number} columns columns in the tree
 * @param {boolean} clear
 */
export function followColumn(first, column, window, columns, clear) {
  const margin = clear ? Math.min(MARGIN, Math.floor((window - 1) / 3)) : 0;
  if (column >= first + margin && column < first + window - margin) return first;
  return Math.max(0, Math.min(columns - 1, column - Math.floor((window * 2) / 3)));
}

/**
 * Draws the edges and marks of nodes `from` to `shown` in columns
 * [`first`, `first` + `window`), at opacity `alpha` (unlabelled when
 * faded); the context is already shifted so that column `first` sits at
 * the left.
 * @param {CanvasRenderingContext2D} ctx
 * @param {SearchTree} tree
 * @param {Geometry} geometry
 * @param {{ first: number, window: number, from: number, shown: number, nodes: number, alpha: number }} range
 * @param {Record<string, string>} colors
 */
export function drawWindow(ctx, tree, geometry, { first, window, from: lowest, shown, nodes, alpha }, colors) {
  const from = Math.max(lowest, first < tree.columns ? tree.columnStart[first] : shown);
  const last = first + window;
  const to = Math.min(shown, last < tree.columns ? tree.columnStart[last] : tree.shownCount);
  ctx.strokeStyle = colors.muted;
  ctx.globalAlpha = 0.45 * alpha;
  ctx.beginPath();
  for (let s = from; s < to; s++) traceEdge(ctx, tree, geometry, s);
  ctx.stroke();
  ctx.globalAlpha = alpha;
  for (let s = from; s < to; s++) drawMark(ctx, tree, geometry, s, tree.weight(s, nodes), colors, alpha === 1);
  ctx.globalAlpha = 1;
}
