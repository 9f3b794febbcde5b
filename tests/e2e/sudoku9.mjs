// A plain 9×9 Sudoku model for the page tests, independent of the engine
// they check: the units, each cell's peers, candidates and solutions by
// backtracking.

/** The 27 units of a 9×9 grid, as cell indices: rows, columns and boxes interleaved. */
export const UNITS = Array.from({ length: 9 }, (_, i) => [
  Array.from({ length: 9 }, (_, j) => i * 9 + j),
  Array.from({ length: 9 }, (_, j) => j * 9 + i),
  Array.from({ length: 9 }, (_, j) => (Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3)),
]).flat();

/** Each cell's peers (itself included), as sets of cell indices. */
export const PEERS = Array.from({ length: 81 }, (_, cell) => new Set(UNITS.filter((u) => u.includes(cell)).flat()));

/**
 * The symbols no peer of `cell` holds, in order.
 * @param {string[]} cells
 * @param {number} cell
 */
export function candidatesOf(cells, cell) {
  const used = new Set([...PEERS[cell]].map((peer) => cells[peer]));
  return [...'123456789'].filter((symbol) => !used.has(symbol)).join('');
}

/**
 * Every solution of a 9×9 puzzle, up to `limit`, by plain backtracking.
 * @param {string} puzzle
 */
export function allSolutions(puzzle, limit = 100) {
  const cells = [...puzzle];
  /** @type {string[]} */
  const found = [];
  const search = () => {
    const empty = cells.indexOf('.');
    if (empty < 0) return found.push(cells.join('')) >= limit;
    for (const symbol of candidatesOf(cells, empty)) {
      cells[empty] = symbol;
      if (search()) return true;
    }
    cells[empty] = '.';
    return false;
  };
  search();
  return found;
}
