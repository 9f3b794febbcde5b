// Whether a board is a finished game, with no DOM: every cell filled and no
// symbol twice in a row, column or box. Such a grid is a solution of its
// clues, so this holds for a puzzle with several solutions too, and asks
// nothing of the solver.

import { clashesOf } from '../model/clashes.js';

/**
 * @param {import('../model/board.js').Board} board
 */
export function isSolved(board) {
  if (board.setup) return false;
  const grid = board.grid;
  return !grid.includes('.') && [...grid].every((symbol) => board.symbols.includes(symbol)) && !clashesOf(grid).size;
}
