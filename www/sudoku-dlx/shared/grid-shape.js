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
 * The units of a grid of a supported side, each as its name and its cells
 * in row order: row 1, column 1, box 1, row 2, and so on. Each cell's box
 * is the engine's (`boxes` of engine-facts.js, from src/sudoku/grid.rs).
 * @param {{ side: number }} shape
 */
export function unitsOf({ side }) {
  const { boxes } = /** @type {(typeof SHAPES)[number]} */ (SHAPES.find((known) => known.side === side));
  /** @type {number[][]} */
  const boxCells = Array.from({ length: side }, () => []);
  for (let cell = 0; cell < side * side; cell++) boxCells[parseInt(boxes[cell], 36)].push(cell);
  const line = (/** @type {(j: number) => number} */ cell) => Array.from({ length: side }, (_, j) => cell(j));
  /** @type {{ name: string, cells: number[] }[]} */
  const units = [];
  for (let i = 0; i < side; i++) {
    units.push(
      { name: 'row', cells: line((j) => i * side + j) },
      { name: 'column', cells: line((j) => j * side + i) },
      { name: 'box', cells: boxCells[i] },
    );
  }
  return units;
}

/**
 * The symbols of a grid, e.g. "1-9" or "1-9, A-G", for hints.
 * @param {number} side
 */
export function symbolRange(side) {
  return side <= 9 ? `1-${side}` : `1-9, A-${SYMBOLS[side - 1]}`;
}
