// Where the links view puts things. Columns are as wide as the room allows
// (never under MIN_COLUMN pixels: a 4×4 Sudoku's 64 items then scroll
// sideways on a phone rather than shrink to dots). When an item's name is
// wider than its column, the headers stand upright and the names run up
// inside them, so 64 headers never touch and the root never overlaps one.

import { optionLabel } from '../../model/describe.js';

/** Sizes of the names and labels, and of the lengths under the names, in CSS pixels. */
const FONT_SIZE = 12;
const SMALL_FONT_SIZE = 10;

const MIN_COLUMN = 15;
const MAX_COLUMN = 64;
/** A header that reads sideways is this tall at half height. */
const WIDE_HEADER_HALF = 15;

/**
 * @typedef {object} LinksGeometry
 * @property {number} labelW the width of the option labels' column
 * @property {number} dx the distance between columns
 * @property {number} dy the distance between option rows
 * @property {number} left the x of the root's column
 * @property {number} top the y of the headers' middle
 * @property {number} firstRow the y of the first option row
 * @property {number} half half a node's width
 * @property {number} off how far up and down links run from a column's middle
 * @property {boolean} upright whether the headers stand upright, their names running up
 * @property {number} headerHalf half a header's height
 * @property {number} headerW an upright header's width
 * @property {number} topEdge where wrap-around links leave and enter at the top
 * @property {number} bottomEdge and at the bottom
 * @property {number} width the whole drawing's width in CSS pixels
 * @property {number} height and its height
 * @property {string} font the font of names and labels
 * @property {string} smallFont the font of the lengths under the names
 */

/**
 * Lays the links view out for `problem` in `width` CSS pixels; `ctx`
 * measures text in `family`, the family it is drawn in, so that a wider
 * font widens the columns and bands rather than overlapping.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('../../model/problem.js').Problem} problem
 * @param {number} width
 * @param {string} family
 * @returns {LinksGeometry}
 */
export function linksGeometry(ctx, problem, width, family) {
  const font = `${FONT_SIZE}px ${family}`;
  ctx.font = font;
  let labelW = 0;
  for (let o = 0; o < problem.optionCount; o++) {
    labelW = Math.max(labelW, ctx.measureText(optionLabel(problem, o)).width);
  }
  labelW = Math.ceil(Math.min(labelW + 14, 150));
  let nameW = 0;
  for (let i = 0; i < problem.itemCount; i++) nameW = Math.max(nameW, ctx.measureText(problem.itemName(i)).width);
  const cols = problem.itemCount + 1;
  const dx = Math.max(MIN_COLUMN, Math.min(MAX_COLUMN, Math.floor((width - labelW - 40) / cols)));
  const upright = nameW + 10 > dx - 4;
  // Upright, the root's name runs up its header like the items' names.
  const headerHalf = upright ? Math.ceil((Math.max(nameW, ctx.measureText('root').width) + 24) / 2) : WIDE_HEADER_HALF;
  const dy = problem.optionCount > 30 ? 28 : 38;
  const top = headerHalf + 37;
  const firstRow = top + headerHalf + dy - WIDE_HEADER_HALF;
  const lastRow = firstRow + (problem.optionCount - 1) * dy;
  return {
    labelW,
    dx,
    dy,
    left: labelW + 24,
    top,
    firstRow,
    half: Math.min(9, Math.floor(dx / 3)),
    off: dx < 20 ? 3 : 4,
    upright,
    headerHalf,
    headerW: dx - 3,
    topEdge: top - headerHalf - 22,
    bottomEdge: lastRow + 26,
    width: Math.max(width, labelW + 24 + cols * dx + 16),
    height: lastRow + 34,
    font,
    smallFont: `${SMALL_FONT_SIZE}px ${family}`,
  };
}

/**
 * The y of row `row`: 0 for the headers, then the options from 1.
 * @param {LinksGeometry} g
 * @param {number} row
 */
export function rowY(g, row) {
  return row === 0 ? g.top : g.firstRow + (row - 1) * g.dy;
}

/**
 * Positions of nodes in the grid of columns (items) and rows (options).
 * @param {import('../../model/problem.js').Problem} problem
 * @param {import('../../model/replay-links.js').ReplayLinks} links
 */
export function indexNodes(problem, links) {
  const count = links.up.length;
  const col = new Int32Array(count).fill(-1);
  const row = new Int32Array(count).fill(-1);
  const option = new Int32Array(count).fill(-1);
  const columnIndex = new Int32Array(count);
  const seen = new Int32Array(problem.itemCount);
  /** @type {Map<number, number>} */
  const grid = new Map();
  // Column 0 is the root's, row 0 the headers'.
  for (let n = 0; n < count; n++) {
    const item = links.item[n];
    if (item < 0) continue;
    col[n] = item + 1;
    row[n] = links.option[n] + 1;
    option[n] = links.option[n];
    if (option[n] < 0) continue;
    columnIndex[n] = ++seen[item];
    grid.set(row[n] * (problem.itemCount + 1) + col[n], n);
  }
  return { col, row, option, columnIndex, grid };
}
