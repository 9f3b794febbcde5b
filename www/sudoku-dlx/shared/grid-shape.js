// The grid sizes the solver accepts, their symbols and how each is cut into
// boxes, so the page can lay out a grid before the solver answers. The facts
// are the engine's (engine-facts.js is written from the Rust); this module
// answers questions about them.

import { SHAPES, SYMBOLS } from './engine-facts.js';

export { SYMBOLS };

export const SIDES = SHAPES.map((shape) => shape.side);

/** @typedef {{ side: number, boxRows: number, boxCols: number }} GridShape */

/**
 * The shape of a grid of a supported side, else undefined.
 * @param {number} side
 * @returns {GridShape | undefined}
 */
export function shapeOf(side) {
  const shape = SHAPES.find((known) => known.side === side);
  return shape && { ...shape };
}

/**
 * The side of a grid with `cells` cells, or undefined when none has that many.
 * @param {number} cells
 */
export function sideOf(cells) {
  return SIDES.find((side) => side * side === cells);
}

/**
 * The symbols of a grid, e.g. "1-9" or "1-9, A-G", for hints.
 * @param {number} side
 */
export function symbolRange(side) {
  return side <= 9 ? `1-${side}` : `1-9, A-${SYMBOLS[side - 1]}`;
}
