// The grid and the matrix point at each other: a click or tap on a grid cell
// highlights the cell's item and options in the matrix (a second one on the
// same cell lets go), and whatever the matrix highlights is outlined in the
// grid. The outlines are drawn over the grid's canvas, so the grid view
// itself needs to know nothing of this.

import { NO_HIGHLIGHT, cellHighlight, cellName } from '../../model/highlight.js';

/** @typedef {import('../matrix/matrix-view.js').MatrixView} MatrixView */
/** @typedef {import('./grid-view.js').GridView} GridView */

export class GridLink {
  #picked = -1;

  /**
   * @param {GridView} grid
   * @param {MatrixView} matrix
   * @param {import('../../model/problem.js').Problem} problem
   * @param {() => import('../../model/replay-state.js').ReplayState} stateNow
   */
  constructor(grid, matrix, problem, stateNow) {
    const doc = grid.element.ownerDocument;
    this.grid = grid;
    this.problem = problem;
    this.side = /** @type {import('../../model/problem.js').SudokuShape} */ (problem.sudoku).side;
    this.overlay = doc.createElement('div');
    this.overlay.className = 'dv-grid-marks';
    this.overlay.setAttribute('aria-hidden', 'true');
    this.overlay.dataset.cells = '';
    Object.assign(this.overlay.style, { position: 'absolute', pointerEvents: 'none' });
    grid.element.style.position = 'relative';
    grid.element.append(this.overlay);
    grid.canvas.style.cursor = 'pointer';
    matrix.onHighlight = (highlight, fromGrid) => {
      if (!fromGrid) this.#picked = -1;
      this.#mark(highlight.cells);
    };
    grid.canvas.addEventListener('click', (/** @type {MouseEvent} */ event) => {
      const cell = this.#cellAt(event);
      if (cell < 0) return;
      if (cell === this.#picked) {
        this.#picked = -1;
        matrix.highlightFromGrid(NO_HIGHLIGHT, null);
        return;
      }
      const highlight = cellHighlight(problem, cell);
      matrix.highlightFromGrid(highlight, () => this.#describe(cell, highlight, stateNow()));
      this.#picked = cell;
    });
  }

  /** @param {MouseEvent} event */
  #cellAt(event) {
    const rect = this.grid.canvas.getBoundingClientRect();
    const column = Math.floor(((event.clientX - rect.left) / rect.width) * this.side);
    const row = Math.floor(((event.clientY - rect.top) / rect.height) * this.side);
    const inside = row >= 0 && row < this.side && column >= 0 && column < this.side;
    return inside ? row * this.side + column : -1;
  }

  /** Fits the outlines to the grid again, after it was laid out. */
  refresh() {
    const cells = this.overlay.dataset.cells;
    this.#mark(cells ? cells.split(' ').map(Number) : []);
  }

  /**
   * Outlines `cells` over the grid's canvas.
   * @param {number[]} cells
   */
  #mark(cells) {
    const { overlay, side } = this;
    const canvas = this.grid.canvas;
    Object.assign(overlay.style, {
      left: `${canvas.offsetLeft}px`,
      top: `${canvas.offsetTop}px`,
      width: `${canvas.offsetWidth}px`,
      height: `${canvas.offsetHeight}px`,
    });
    overlay.dataset.cells = cells.join(' ');
    overlay.replaceChildren(
      ...cells.map((cell) => {
        const box = overlay.ownerDocument.createElement('div');
        Object.assign(box.style, {
          position: 'absolute',
          left: `${((cell % side) / side) * 100}%`,
          top: `${(Math.floor(cell / side) / side) * 100}%`,
          width: `${100 / side}%`,
          height: `${100 / side}%`,
          boxSizing: 'border-box',
          border: '3px solid var(--dv-highlight)',
          background: 'color-mix(in srgb, var(--dv-highlight) 22%, transparent)',
        });
        return box;
      }),
    );
  }

  /**
   * What picking `cell` shows in the matrix, in words.
   * @param {number} cell
   * @param {import('../../model/highlight.js').Highlight} highlight
   * @param {import('../../model/replay-state.js').ReplayState} state
   */
  #describe(cell, { items, options }, state) {
    const { problem } = this;
    const name = cellName(cell, this.side);
    if (!items.length) {
      return `${name} is a given: its constraints are met before the search, so no item or option stands for it.`;
    }
    const item = items[0];
    if (state.covered[item]) {
      return `${name}: item ${problem.itemName(item)} is covered (the cell is filled), and with it its ${options.length} options.`;
    }
    const linked = options.filter((o) => state.hiddenBy[o] < 0).map((o) => problem.optionName(o));
    return `${name}: item ${problem.itemName(item)}, ${linked.length} of its ${options.length} options still linked${linked.length ? `: ${linked.join(', ')}` : ''}.`;
  }
}
