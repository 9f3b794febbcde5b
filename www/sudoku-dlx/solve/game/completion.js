// Whether a board is a finished game, with no DOM: every cell filled and no
// symbol twice in a row, column or box. Such a grid is a solution of its
// clues, so this holds for a puzzle with several solutions too, and asks
// nothing of the solver. A variant's rules ask more than no repeats (a
// cage's sum, an odd cell): it is finished when its grid is its solution,
// which the engine found when it was loaded; one with several solutions,
// or whose search gave up, when no group repeats a symbol.

import { clashesOf } from '../model/clashes.js';

/**
 * @param {import('../model/board.js').Board} board
 */
export function isSolved(board) {
  if (board.setup) return false;
  const grid = board.grid;
  const { variant } = board;
  if (variant?.unique && variant.solution) return grid === variant.solution;
  return (
    !grid.includes('.') &&
    [...grid].every((symbol) => board.symbols.includes(symbol)) &&
    !clashesOf(grid, board.units).size
  );
}
