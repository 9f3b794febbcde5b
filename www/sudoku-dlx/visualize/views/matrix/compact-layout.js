// The compact matrix's geometry: the frozen bands along the top (groups,
// item names, lengths) and the left (option names), sized from the names
// themselves as the font in use draws them (a page's --dv-font may be a
// wider serif), and the panel's height. Each frame then sizes the cells to
// the rows and columns shown (compact-matrix.js) and draws them
// (compact-paint.js) from the geometry made here.

import { plural } from '../../../shared/format.js';

// Cell sides in CSS pixels: the smallest keeps 11 px names readable.
export const MIN_CELL = 13;
export const MAX_CELL = 24;
const MAX_VIEW_HEIGHT = 520;
const FONT = 11;
/** The names of each kind measured for the bands: a 25×25 has 2,500 items (all measured) and 15,625 options. */
const MEASURED = 2500;
/** Of those, the longest measured: measuring all 5,000 took 40 ms. */
const LONGEST = 64;

/**
 * The view's geometry, in device pixels, measuring the names on `ctx`.
 * @param {CanvasRenderingContext2D} ctx
 * @param {object} of
 * @param {import('../../model/problem.js').Problem} of.problem
 * @param {(o: number) => string} of.label each option's name
 * @param {number} of.groupsUsed how many groups the items fall in
 * @param {number} of.ratio the device's pixel ratio
 * @param {string} of.family the font family the names are drawn in
 * @param {number} of.viewWidth the panel's width in CSS pixels
 */
export function compactGeometry(ctx, { problem, label, groupsUsed, ratio, family, viewWidth }) {
  ctx.font = `${FONT * ratio}px ${family}`;
  // The bands are sized from the first MEASURED names of each kind: a
  // problem of 60,000 items took seconds of measuring text.
  const itemNames = Array.from({ length: Math.min(problem.itemCount, MEASURED) }, (_, i) => problem.itemName(i));
  const widestItem = widest(ctx, itemNames);
  const widestOption = widest(
    ctx,
    Array.from({ length: Math.min(problem.optionCount, MEASURED) }, (_, o) => label(o)),
  );
  // The counts in the corner (compact-paint.js) at their largest, before any cover.
  const corner = widest(ctx, [`${plural(problem.itemCount, 'item')} →`, `${plural(problem.optionCount, 'option')} ↓`]);
  const groupBand = groupsUsed > 1 ? 16 * ratio : 0;
  // At least the room the counts in the corner take.
  const nameBand = Math.max(Math.min(widestItem, 70 * ratio) + 8 * ratio, 30 * ratio);
  const lengthBand = 14 * ratio;
  return {
    ratio,
    family,
    top: Math.round(groupBand + nameBand + lengthBand),
    left: Math.round(
      Math.max(
        Math.min(widestOption, labelRoom(problem, viewWidth) * ratio) + 12 * ratio,
        corner + 8 * ratio,
        64 * ratio,
      ),
    ),
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
}

/** @typedef {ReturnType<typeof compactGeometry>} CompactGeometry */

/**
 * The font the view draws its names with, at the device's pixel ratio.
 * @param {CompactGeometry} g
 * @param {string} [weight] e.g. 'bold'
 */
export function compactFont(g, weight = '') {
  return `${weight ? `${weight} ` : ''}${FONT * g.ratio}px ${g.family}`;
}

/**
 * The panel's height in CSS pixels: room for every row at the largest
 * cell, but no more than most of the screen.
 * @param {number} rows
 * @param {CompactGeometry} g
 * @param {number | undefined} screen the window's inner height
 */
export function panelHeight(rows, g, screen) {
  const contentHeight = g.top / g.ratio + Math.max(1, rows) * MAX_CELL + 4;
  const room = Math.max(240, 0.6 * (screen || MAX_VIEW_HEIGHT));
  return Math.ceil(Math.min(MAX_VIEW_HEIGHT, room, contentHeight));
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

/**
 * The most CSS pixels an option's name takes at the left: a variant's
 * filling (`cage R1C1 sum 15: R1C1=7 R1C2=8`) is worth more room than a
 * typed option's items, up to a third of a narrow panel.
 * @param {{ isVariant: boolean }} problem
 * @param {number} viewWidth the panel's width in CSS pixels
 */
function labelRoom(problem, viewWidth) {
  return problem.isVariant ? Math.max(140, Math.min(230, viewWidth / 3)) : 140;
}
