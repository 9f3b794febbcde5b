// The grid sizes the solver accepts, their symbols and how each is cut into
// boxes, so the page can lay out a grid before the solver answers. Mirrors
// `SYMBOLS` and `Shape::for_cells` in src/sudoku/grid.rs;
// tests/e2e/contract.test.mjs holds them equal to what the engine parses and
// encodes.

export const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/** Box height and width for each supported side. */
const BOXES = new Map([
  [4, [2, 2]],
  [6, [2, 3]],
  [9, [3, 3]],
  [16, [4, 4]],
  [25, [5, 5]],
]);

export const SIDES = [...BOXES.keys()];

/** @typedef {{ side: number, boxRows: number, boxCols: number }} GridShape */

/**
 * The shape of a grid of a supported side, else undefined.
 * @param {number} side
 * @returns {GridShape | undefined}
 */
export function shapeOf(side) {
  const box = BOXES.get(side);
  return box && { side, boxRows: box[0], boxCols: box[1] };
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
