// Givens that break the rules on sight: the same symbol twice in a row, a
// column or a box, or in any group a variant's rules keep free of repeats
// (a cage, a region, a diagonal: the engine names them). Found here, from
// the grid's units alone (the engine's, through shared/grid-shape.js or a
// variant's sketch), so both cells of every clash can be marked as the
// person types, before any search.

import { shapeOf, sideOf, unitsOf } from '../../shared/grid-shape.js';

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
 * @param {{ name: string, cells: number[] }[]} [units] the groups that may not repeat a symbol (a variant's); the grid's rows, columns and boxes by default
 * @returns {Map<number, string>}
 */
export function clashesOf(puzzle, units) {
  const shape = shapeOf(sideOf(puzzle.length) ?? 0);
  /** @type {Map<number, Map<number, string[]>>} each cell's clashing cells, with the units they share */
  const reasons = new Map();
  if (!shape) return new Map();
  for (const { name, cells } of units ?? unitsOf(shape)) {
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
