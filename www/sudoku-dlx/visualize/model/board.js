// The board a classic problem is played on (queens' chessboard, Langford's
// line of slots, the pentominoes' box), as the engine writes it: where each
// option puts what (src/classic.rs, through the binding). And, at a step,
// what stands on it: the options placed, and the squares no option can fill
// any more. No drawing: views/grid/board-view.js draws it.

/** @typedef {import('./replay-state.js').ReplayState} ReplayState */

/**
 * @typedef {object} Board
 * @property {'queens' | 'langford' | 'pentominoes'} family
 * @property {number} rows
 * @property {number} cols
 * @property {Uint32Array} label each option's label: 0 for a queen, k for Langford's pair of k, the pentomino (0 to 11)
 * @property {Uint32Array} start where each option's squares begin in `squares` (one more entry than options)
 * @property {Uint32Array} squares the squares (`row * cols + col`) of every option, in turn
 */

/**
 * Reads the engine's flat board (`rows, cols`, then per option `label,
 * count, squares...`).
 * @param {Board['family']} family
 * @param {Uint32Array} flat
 * @returns {Board}
 */
export function readBoard(family, flat) {
  const [rows, cols] = flat;
  const labels = [];
  const starts = [0];
  const squares = [];
  for (let at = 2; at < flat.length; at += 2 + flat[at + 1]) {
    labels.push(flat[at]);
    squares.push(...flat.subarray(at + 2, at + 2 + flat[at + 1]));
    starts.push(squares.length);
  }
  return {
    family,
    rows,
    cols,
    label: Uint32Array.from(labels),
    start: Uint32Array.from(starts),
    squares: Uint32Array.from(squares),
  };
}

/**
 * The squares option `o` fills.
 * @param {Board} board
 * @param {number} o
 */
export function squaresOf(board, o) {
  return board.squares.subarray(board.start[o], board.start[o + 1]);
}

/**
 * What stands on `board` in `state`: each square's option placed there
 * (-1: none), and 1 for each empty square that no option left can fill (a
 * queen's attacked square, a slot or cell no piece fits any more).
 * @param {Board} board
 * @param {ReplayState} state
 */
export function boardAt(board, state) {
  const size = board.rows * board.cols;
  const placedAt = new Int32Array(size).fill(-1);
  const placed = state.partial();
  for (const o of placed) for (const square of squaresOf(board, o)) placedAt[square] = o;
  const open = new Uint8Array(size);
  const { hiddenBy } = state;
  for (let o = 0; o < board.label.length; o++) {
    if (hiddenBy[o] >= 0) continue;
    for (const square of squaresOf(board, o)) open[square] = 1;
  }
  const closed = new Uint8Array(size);
  for (let square = 0; square < size; square++) closed[square] = placedAt[square] < 0 && !open[square] ? 1 : 0;
  return { placed, placedAt, closed };
}
