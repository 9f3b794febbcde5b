// The player's own marks as a hint reads them: the one place that does.
// A cell's centre marks are what it can hold (SudokuPad's reading, and
// where filled-in candidates go), so they speak for the cell where it has
// any; else its corner marks do. Marks are notes unless the player says
// they are complete (or filled in the candidates, or a hint's step,
// applied, wrote them): notes tell a hint nothing it may rely on, complete
// marks are the candidates it works from.

/**
 * @typedef {object} PlayerMarks
 * @property {string[]} marks each cell's marks, '' where there are none
 * @property {boolean} complete whether they are every candidate: a cell
 *   without marks then has every candidate its row, column and box allow
 */

/**
 * @param {import('./board.js').Board} board
 * @returns {PlayerMarks}
 */
export function playerMarks(board) {
  const marks = board.pencil.map((corner, cell) => board.centre[cell] || corner);
  return { marks, complete: board.marksComplete };
}
