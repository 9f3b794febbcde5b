// Sudoku items and options in words, from the engine's structured account
// of them (`itemConstraint`, the placements of problem.js), never by reading
// their names back: "R9#7" is "7 in row 9", "R1C2" "the cell in row 1, column 2".

import { SYMBOLS } from '../../shared/grid-shape.js';

/** @typedef {import('./problem.js').Problem} Problem */
/**
 * @typedef {{ kind: 'cell', row: number, column: number }
 *   | { kind: 'row', row: number, value: number }
 *   | { kind: 'column', column: number, value: number }
 *   | { kind: 'box', index: number, value: number }} ItemConstraint
 */

/** @type {WeakMap<Problem, Map<number, ItemConstraint>>} */
const constraints = new WeakMap();

/**
 * What a Sudoku item stands for, read from the engine once.
 * @param {Problem} problem
 * @param {number} item
 * @returns {ItemConstraint}
 */
function constraintOf(problem, item) {
  let known = constraints.get(problem);
  if (!known) constraints.set(problem, (known = new Map()));
  let constraint = known.get(item);
  if (!constraint) {
    constraint = /** @type {ItemConstraint} */ (problem.stepper.itemConstraint(item));
    known.set(item, constraint);
  }
  return constraint;
}

/**
 * Whether a Sudoku item is a cell's (its options are the cell's candidates)
 * rather than a symbol's in a row, column or box (its options are places).
 * @param {Problem} problem
 * @param {number} item
 */
export function isCellItem(problem, item) {
  return constraintOf(problem, item).kind === 'cell';
}

/** @param {number} value a symbol's number from 1 */
export function symbol(value) {
  return SYMBOLS[value - 1];
}

/**
 * A cell's short name, R1C2.
 * @param {{ side: number }} shape
 * @param {number} cell
 */
function cellName({ side }, cell) {
  return `R${Math.floor(cell / side) + 1}C${(cell % side) + 1}`;
}

/**
 * The unit of a symbol's item in words: "row 9", "column 4", "box 7".
 * @param {ItemConstraint} constraint
 */
function unitWords(constraint) {
  switch (constraint.kind) {
    case 'row':
      return `row ${constraint.row + 1}`;
    case 'column':
      return `column ${constraint.column + 1}`;
    case 'box':
      return `box ${constraint.index + 1}`;
    default:
      return `row ${constraint.row + 1}, column ${constraint.column + 1}`;
  }
}

/**
 * What a Sudoku item means: "the cell in row 1, column 2", "7 in box 7".
 * @param {Problem} problem
 * @param {number} item
 */
function spelledItem(problem, item) {
  const constraint = constraintOf(problem, item);
  if (constraint.kind === 'cell') return `the cell in ${unitWords(constraint)}`;
  return `${symbol(constraint.value)} in ${unitWords(constraint)}`;
}

/**
 * The unit and symbol of a symbol's item, for "7 has one place left in box 7".
 * @param {Problem} problem
 * @param {number} item
 */
export function unitOf(problem, item) {
  const constraint = constraintOf(problem, item);
  return {
    symbol: 'value' in constraint ? symbol(constraint.value) : '',
    unit: unitWords(constraint),
  };
}

/**
 * An item's name with its meaning spelled out for a Sudoku, "B7#7 (7 in
 * box 7)"; just the name for any other problem.
 * @param {Problem} problem
 * @param {number} item
 */
export function namedItem(problem, item) {
  const name = problem.itemName(item);
  return problem.isSudoku ? `${name} (${spelledItem(problem, item)})` : name;
}

/**
 * A Sudoku option's cell and symbol.
 * @param {Problem} problem
 * @param {number} option
 */
export function placementOf(problem, option) {
  const shape = /** @type {import('./problem.js').SudokuShape} */ (problem.sudoku);
  const cell = shape.placements.cell[option];
  return { cell, name: cellName(shape, cell), symbol: symbol(shape.placements.value[option]) };
}
