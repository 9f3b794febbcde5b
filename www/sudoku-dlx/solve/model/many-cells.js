// A change typed with several cells selected, made to all of them as one
// step, with no DOM. As SudokuPad does it, a mark or a colour goes onto
// every selected cell that lacks it, or, when all have it, comes off all of
// them; a digit or Erase goes to each cell (the board refuses a clue).

/** @typedef {import('./board.js').BoardChange} BoardChange */

/**
 * The change `change` (typed at one of `cells`) made to every cell of `cells`.
 * @param {import('./board.js').Board} board
 * @param {BoardChange} change
 * @param {Set<number>} cells the cells selected, the one typed at among them
 * @returns {BoardChange}
 */
export function forAll(board, change, cells) {
  if (change.kind === 'many' || change.kind === 'complete' || cells.size < 2 || !cells.has(change.index)) return change;
  const all = [...cells];
  if (change.kind === 'write') return { kind: 'many', changes: all.map((index) => ({ ...change, index })) };
  if (change.kind === 'marks') {
    const changes = all.map((index) =>
      change.colours === undefined
        ? { kind: 'marks', index, marks: '', centre: '' }
        : { kind: 'marks', index, marks: board.pencil[index], colours: '' },
    );
    return { kind: 'many', changes: /** @type {BoardChange[]} */ (changes) };
  }
  const held = { mark: board.pencil, centre: board.centre, colour: board.colours }[change.kind];
  // A mark goes only where it can stand: an open cell (any cell for a colour).
  const open = all.filter((index) => change.kind === 'colour' || !board.valueAt(index));
  const everyHas = open.every((index) => held[index].includes(change.symbol));
  const toggled = open.filter((index) => held[index].includes(change.symbol) === everyHas);
  return { kind: 'many', changes: toggled.map((index) => ({ ...change, index })) };
}
