// What the chosen cell lights, with no DOM: its digit wherever it stands
// (and in marks), and the cells of its row, column and box, each when the
// player wants it.

/**
 * @param {import('./board.js').Board} board
 * @param {number} active the chosen cell
 * @param {{ litDigit: boolean, litUnits: boolean }} lighting
 * @returns {{ digit: string, units: Set<number> }}
 */
export function litCells(board, active, { litDigit, litUnits }) {
  const inGrid = active < board.givens.length;
  const digit = litDigit && inGrid ? board.valueAt(active) : '';
  return { digit, units: litUnits && inGrid ? board.peersOf(active) : new Set() };
}
