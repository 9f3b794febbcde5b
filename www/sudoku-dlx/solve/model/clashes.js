// Givens that break the rules on sight: the same symbol twice in a row, a
// column or a box. Found here, from the grid's shape alone, so both cells of
// every clash can be marked as the person types, before any search.

import { shapeOf } from '../../shared/grid-shape.js';

/**
 * The units of a grid, each as its name and its cells in row order: row 1,
 * column 1, box 1, row 2, and so on.
 * @param {import('../../shared/grid-shape.js').GridShape} shape
 */
export function unitsOf({ side, boxRows, boxCols }) {
  /** @type {{ name: string, cells: number[] }[]} */
  const units = [];
  const boxesAcross = side / boxCols;
  for (let i = 0; i < side; i++) {
    const top = Math.floor(i / boxesAcross) * boxRows;
    const left = (i % boxesAcross) * boxCols;
    units.push(
      { name: 'row', cells: Array.from({ length: side }, (_, j) => i * side + j) },
      { name: 'column', cells: Array.from({ length: side }, (_, j) => j * side + i) },
      {
        name: 'box',
        cells: Array.from({ length: side }, (_, j) => (top + Math.floor(j / boxCols)) * side + left + (j % boxCols)),
      },
    );
  }
  return units;
}

/**
 * "row 1, column 4"
 * @param {number} cell
 * @param {number} side
 */
export function cellName(cell, side) {
  return `row ${Math.floor(cell / side) + 1}, column ${(cell % side) + 1}`;
}

/**
 * Every given that repeats a symbol of its row, column or box, with why:
 * "5 is also in row 1, column 4 (same row and box)", each other cell named once.
 * @param {string} puzzle the one-line form, `.` for empty
 * @returns {Map<number, string>}
 */
export function clashesOf(puzzle) {
  const shape = shapeOf(Math.sqrt(puzzle.length));
  /** @type {Map<number, Map<number, string[]>>} each cell's clashing cells, with the units they share */
  const reasons = new Map();
  if (!shape) return new Map();
  for (const { name, cells } of unitsOf(shape)) {
    /** @type {Map<string, number>} */
    const seen = new Map();
    for (const cell of cells) {
      const symbol = puzzle[cell];
      if (symbol === '.') continue;
      const other = seen.get(symbol);
      if (other === undefined) {
        seen.set(symbol, cell);
        continue;
      }
      for (const [here, there] of [
        [cell, other],
        [other, cell],
      ]) {
        const others = reasons.get(here) ?? new Map();
        others.set(there, [...(others.get(there) ?? []), name]);
        reasons.set(here, others);
      }
    }
  }
  return new Map(
    [...reasons].map(([cell, others]) => {
      const list = [...others].map(([there, units]) => `${cellName(there, shape.side)} (same ${units.join(' and ')})`);
      return [cell, `${puzzle[cell]} is also in ${list.join('; ')}`];
    }),
  );
}
