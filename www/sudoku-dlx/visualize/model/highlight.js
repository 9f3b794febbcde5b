// What the grid and the matrix point at together: a cell picked in the grid
// stands for its item and its options; an item or an option picked in the
// matrix stands for the cells it constrains or fills.

/**
 * @typedef {object} Highlight
 * @property {number[]} items
 * @property {number[]} options
 * @property {number[]} cells grid cells, row by row (none for exact cover)
 */

/** @type {Highlight} */
export const NO_HIGHLIGHT = Object.freeze({ items: [], options: [], cells: [] });

/**
 * A Sudoku cell's item (none for a given: the givens' constraints are met
 * before the search) and every option that fills it.
 * @param {import('./problem.js').Problem} problem
 * @param {number} cell
 * @returns {Highlight}
 */
export function cellHighlight(problem, cell) {
  const { placements } = /** @type {import('./problem.js').SudokuShape} */ (problem.sudoku);
  const options = [];
  const items = new Set();
  for (let o = 0; o < problem.optionCount; o++) {
    if (placements.cell[o] !== cell) continue;
    options.push(o);
    for (const item of problem.itemsOf(o)) if (problem.groups[item] === 0) items.add(item);
  }
  return { items: [...items], options, cells: [cell] };
}

/**
 * An item and the cells it constrains.
 * @param {import('./problem.js').Problem} problem
 * @param {number} item
 * @returns {Highlight}
 */
export function itemHighlight(problem, item) {
  return { items: [item], options: [], cells: problem.sudoku ? Array.from(problem.sudoku.unitCells(item)) : [] };
}

/**
 * An option and the cell it fills.
 * @param {import('./problem.js').Problem} problem
 * @param {number} option
 * @returns {Highlight}
 */
export function optionHighlight(problem, option) {
  return { items: [], options: [option], cells: problem.sudoku ? [problem.sudoku.placements.cell[option]] : [] };
}

/**
 * A cell's name, as the items name cells: R3C4.
 * @param {number} cell
 * @param {number} side
 */
export function cellName(cell, side) {
  return `R${Math.floor(cell / side) + 1}C${(cell % side) + 1}`;
}
