// The player's own marks as a hint reads them: the one place that does, so
// that when marks come in kinds (corner and centre) only this changes.
// Marks are notes unless the player says they are complete (or a hint's
// step, applied, wrote them): notes tell a hint nothing it may rely on,
// complete marks are the candidates it works from.

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
  return { marks: board.pencil, complete: board.marksComplete };
}
