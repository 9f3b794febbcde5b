// The rows and columns the compact matrix shows at a step: the matrix
// Algorithm X is still working on, that is the active (uncovered) items as
// columns and the options still linked as rows, plus what the event just
// shown touched though it is out of that matrix (the item a cover just
// removed with the options it hid, and the option being tried). No DOM: the
// view draws it, and the tests hold it equal to the engine's links.

import { EventKind } from '../../engine/event-kind.js';
import { plural } from '../../shared/format.js';

/** How a shown row relates to the event just shown. */
export const RowMark = Object.freeze({ Linked: 0, JustHidden: 1, JustRestored: 2, Trying: 3 });

export class CompactSelection {
  /** @param {import('./problem.js').Problem} problem */
  constructor(problem) {
    this.problem = problem;
    const { itemCount, optionCount } = problem;
    /** The items shown, left to right: `items[0 .. itemTotal]`. */
    this.items = new Int32Array(itemCount);
    this.itemTotal = 0;
    /** Each item's column, or -1 when it is not shown. */
    this.columnOf = new Int32Array(itemCount);
    /** The options shown, top to bottom: `options[0 .. optionTotal]`. */
    this.options = new Int32Array(optionCount);
    this.optionTotal = 0;
    /** Each option's row, or -1 when it is not shown. */
    this.rowOf = new Int32Array(optionCount);
    /** Each shown row's RowMark. */
    this.rowMark = new Uint8Array(optionCount);
    /** The item the event just covered (shown though covered), or -1. */
    this.justCovered = -1;
    /** Active items and linked options, without the event's extras. */
    this.activeItems = 0;
    this.linkedOptions = 0;
  }

  /**
   * Fills the selection for `state`, standing at `step` of `log`; allocates nothing.
   * @param {import('./replay-state.js').ReplayState} state
   * @param {import('./event-log.js').EventLog} log
   * @param {number} step
   */
  select(state, log, step) {
    const event = step - 1;
    const kind = event >= 0 ? log.kinds[event] : -1;
    const subject = event >= 0 ? log.a[event] : -1;
    this.justCovered = kind === EventKind.Cover ? subject : -1;
    this.#selectItems(state);
    const trying = kind === EventKind.Select || kind === EventKind.Deselect ? subject : -1;
    this.#selectOptions(state, trying);
    if (kind === EventKind.Uncover) {
      for (const o of log.list(event)) this.rowMark[this.rowOf[o]] = RowMark.JustRestored;
    }
  }

  /**
   * The header's counts, as the line under the matrix counts: the active
   * items and the linked options; that line names the event's extras drawn
   * though out of the matrix (the item just covered, the options it hid, the
   * option being tried). "+ n" beside them did not fit the header's corner.
   */
  headerCounts() {
    return { items: plural(this.activeItems, 'item'), options: plural(this.linkedOptions, 'option') };
  }

  /** @param {import('./replay-state.js').ReplayState} state */
  #selectItems({ covered }) {
    const { items, columnOf, justCovered } = this;
    let shown = 0;
    let active = 0;
    for (let i = 0; i < columnOf.length; i++) {
      if (!covered[i]) active += 1;
      if (covered[i] && i !== justCovered) {
        columnOf[i] = -1;
      } else {
        columnOf[i] = shown;
        items[shown++] = i;
      }
    }
    this.itemTotal = shown;
    this.activeItems = active;
  }

  /**
   * @param {import('./replay-state.js').ReplayState} state
   * @param {number} trying the option being selected or deselected, or -1
   */
  #selectOptions({ hiddenBy }, trying) {
    const { options, rowOf, rowMark, justCovered } = this;
    let shown = 0;
    let linked = 0;
    for (let o = 0; o < rowOf.length; o++) {
      const by = hiddenBy[o];
      let mark = -1;
      if (by < 0) {
        mark = RowMark.Linked;
        linked += 1;
      } else if (o === trying) {
        mark = RowMark.Trying;
      } else if (by === justCovered) {
        mark = RowMark.JustHidden;
      }
      if (mark < 0) {
        rowOf[o] = -1;
      } else {
        rowOf[o] = shown;
        rowMark[shown] = mark;
        options[shown++] = o;
      }
    }
    this.optionTotal = shown;
    this.linkedOptions = linked;
  }
}

/**
 * The left edge of each shown column, `left` onwards, `width` apart, with
 * `gap` more between constraint groups; `out[itemTotal]` is the right edge
 * of the last. `out` needs `itemTotal + 1` places.
 * @param {CompactSelection} selection
 * @param {ArrayLike<number>} groups each item's group
 * @param {{ left: number, width: number, gap: number }} spacing
 * @param {Float64Array} out
 */
export function columnEdges({ items, itemTotal }, groups, { left, width, gap }, out) {
  let x = left;
  for (let c = 0; c < itemTotal; c++) {
    if (c > 0 && groups[items[c]] !== groups[items[c - 1]]) x += gap;
    out[c] = x;
    x += width;
  }
  out[itemTotal] = x;
  return x;
}

/**
 * The column whose cell contains `x`, or -1 (in a gap, or outside).
 * @param {Float64Array} edges from columnEdges
 * @param {number} total the columns
 * @param {number} width a column's width
 * @param {number} x
 */
export function columnAt(edges, total, width, x) {
  let low = 0;
  let high = total - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (x < edges[mid]) high = mid - 1;
    else if (x >= edges[mid] + width) low = mid + 1;
    else return mid;
  }
  return -1;
}

/**
 * The side of a compact cell, in CSS pixels: as large as lets every shown
 * column and row fit in `room`, between `min` (names stay readable; past
 * it the panel scrolls) and `max`.
 * @param {{ columns: number, rows: number, gaps: number, gap: number }} counts
 * @param {{ width: number, height: number }} room for the cells alone
 * @param {{ min: number, max: number }} bounds
 */
export function cellSide({ columns, rows, gaps, gap }, { width, height }, { min, max }) {
  const across = (width - gaps * gap) / Math.max(1, columns);
  const down = height / Math.max(1, rows);
  return Math.max(min, Math.min(max, Math.floor(Math.min(across, down))));
}
