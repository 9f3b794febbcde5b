// What the Sudoku grid shows at a step, as data: each filled cell's symbol,
// each open cell's candidates (the options still linked under its item),
// the candidates the step's cover struck out or its uncover restored, and
// the item the search is working on: a cell with its candidates, or a
// symbol with its places in a row, column or box.

import { EventKind } from '../../engine/event-kind.js';
import { chosenItem } from './chosen-item.js';
import { linkedOptions } from './linked-options.js';

/** @typedef {import('./problem.js').Problem} Problem */
/** @typedef {import('./problem.js').SudokuShape} SudokuShape */
/** @typedef {import('./event-log.js').EventLog} EventLog */
/** @typedef {import('./replay-state.js').ReplayState} ReplayState */

/**
 * @typedef {object} PencilMarks
 * @property {string} text the grid, one line, '.' for an open cell
 * @property {number[][]} candidates per cell, the options linked under its item (none for a filled cell)
 * @property {number[]} struck options the step's cover hid from open cells
 * @property {number[]} restored options the step's uncover put back in open cells
 * @property {{ item: number, isCell: boolean, cells: Iterable<number> & ArrayLike<number>, options: number[] } | null} chosen
 *   the item being worked on, its cells (one, or a unit) and the options linked under it
 */

/** The Sudoku group of cell items; see SUDOKU_GROUPS in problem.js. */
const CELL_GROUP = 0;

/** @type {WeakMap<Problem, Int32Array>} */
const cellItemsOf = new WeakMap();

/**
 * Each cell's item, -1 for a given: an option's item in the cells group.
 * @param {Problem} problem
 */
function cellItems(problem) {
  let items = cellItemsOf.get(problem);
  if (items) return items;
  const { placements, side } = /** @type {SudokuShape} */ (problem.sudoku);
  items = new Int32Array(side * side).fill(-1);
  for (let o = 0; o < problem.optionCount; o++) {
    for (const item of problem.itemsOf(o)) {
      if (problem.groups[item] === CELL_GROUP) items[placements.cell[o]] = item;
    }
  }
  cellItemsOf.set(problem, items);
  return items;
}

/**
 * The grid at `step`, which `state` stands at.
 * @param {Problem} problem a Sudoku
 * @param {ReplayState} state
 * @param {EventLog} log
 * @param {number} step
 * @returns {PencilMarks}
 */
export function pencilMarks(problem, state, log, step) {
  const shape = /** @type {SudokuShape} */ (problem.sudoku);
  const text = /** @type {string} */ (state.grid());
  const items = cellItems(problem);
  const candidates = Array.from(items, (item, cell) =>
    item >= 0 && text[cell] === '.' ? linkedOptions(problem, state, item) : [],
  );
  const item = chosenItem(state, log, step);
  const chosen =
    item < 0
      ? null
      : {
          item,
          isCell: problem.groups[item] === CELL_GROUP,
          cells: shape.unitCells(item),
          options: linkedOptions(problem, state, item),
        };
  return { text, candidates, ...changedMarks(problem, log, step, text), chosen };
}

/**
 * The options a step's cover took out of open cells, or its uncover put
 * back; not those of the cover's own cell, nor the options of an item just
 * chosen, which stay on the grid as its places.
 * @param {Problem} problem
 * @param {EventLog} log
 * @param {number} step
 * @param {string} text
 */
function changedMarks(problem, log, step, text) {
  const i = step - 1;
  const kind = i >= 0 ? log.kinds[i] : -1;
  const justChosen = i > 0 && log.kinds[i - 1] === EventKind.Choose;
  if (kind !== EventKind.Uncover && (kind !== EventKind.Cover || justChosen)) return { struck: [], restored: [] };
  const items = cellItems(problem);
  const { placements } = /** @type {SudokuShape} */ (problem.sudoku);
  const shown = Array.from(log.list(i)).filter((o) => {
    const cell = placements.cell[o];
    return text[cell] === '.' && items[cell] !== log.a[i];
  });
  return kind === EventKind.Cover ? { struck: shown, restored: [] } : { struck: [], restored: shown };
}
