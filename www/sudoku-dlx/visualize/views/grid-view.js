// The Sudoku grid with the partial solution filled in: givens in plain ink,
// placed digits in the selection colour, the newest one marked, and the
// cells of the item being chosen outlined.

import { chosenItem } from '../model/chosen-item.js';
import { fillGrid } from '../model/problem.js';
import { fitCanvas, themeColors } from './canvas.js';

const COLORS = ['bg', 'fg', 'muted', 'rule', 'selected', 'chosen', 'given-bg', 'newest-bg'];

export class GridView {
  constructor(doc, problem) {
    this.doc = doc;
    this.problem = problem;
    this.shape = problem.sudoku;
    this.element = doc.createElement('figure');
    this.element.className = 'dv-grid';
    this.canvas = doc.createElement('canvas');
    this.canvas.setAttribute('role', 'img');
    const caption = doc.createElement('figcaption');
    caption.className = 'dv-caption';
    caption.innerHTML =
      '<span class="dv-swatch dv-given"></span>given <span class="dv-swatch dv-placed"></span>placed by the search';
    this.element.append(this.canvas, caption);
    this.text = '';
  }

  layout(width) {
    this.colors = themeColors(this.element, COLORS);
    this.size = Math.max(120, Math.min(320, Math.floor(width)));
    this.ratio = fitCanvas(this.canvas, this.size, this.size);
  }

  render(state, log, step) {
    if (!this.colors) return;
    const { side, givens } = this.shape;
    const { colors } = this;
    const ctx = this.canvas.getContext('2d');
    const px = this.size * this.ratio;
    const cell = px / side;
    const text = fillGrid(this.shape, state);
    if (text !== this.text) {
      this.text = text;
      this.canvas.dataset.grid = text;
      this.canvas.setAttribute('aria-label', `Sudoku grid, row by row: ${text}`);
    }

    ctx.fillStyle = colors.bg;
    ctx.fillRect(0, 0, px, px);
    for (let c = 0; c < side * side; c++) {
      if (givens[c] !== '.') {
        ctx.fillStyle = colors['given-bg'];
        ctx.fillRect((c % side) * cell, Math.floor(c / side) * cell, cell, cell);
      }
    }
    const partial = state.partialLength;
    if (partial > 0) {
      const newest = this.shape.placements[2 * state.levelOption[partial - 1]];
      ctx.fillStyle = colors['newest-bg'];
      ctx.fillRect((newest % side) * cell, Math.floor(newest / side) * cell, cell, cell);
    }
    const chosen = chosenItem(state, log, step);
    if (chosen >= 0) {
      ctx.strokeStyle = colors.chosen;
      ctx.lineWidth = Math.max(2, 2 * this.ratio);
      for (const c of this.shape.unitCells(chosen)) {
        ctx.strokeRect(
          (c % side) * cell + ctx.lineWidth,
          Math.floor(c / side) * cell + ctx.lineWidth,
          cell - 2 * ctx.lineWidth,
          cell - 2 * ctx.lineWidth,
        );
      }
    }

    this.#drawLines(ctx, px);

    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const fontSize = Math.round(cell * 0.58);
    for (let c = 0; c < side * side; c++) {
      const ch = text[c];
      if (ch === '.') continue;
      const given = givens[c] !== '.';
      ctx.fillStyle = given ? colors.fg : colors.selected;
      ctx.font = `${given ? 700 : 500} ${fontSize}px system-ui, sans-serif`;
      ctx.fillText(ch, ((c % side) + 0.5) * cell, (Math.floor(c / side) + 0.55) * cell);
    }
  }

  /** Thin lines first, so the box lines are drawn over them. */
  #drawLines(ctx, px) {
    const { side, boxRows, boxCols } = this.shape;
    const { colors } = this;
    const cell = px / side;
    for (const thick of [false, true]) {
      ctx.fillStyle = thick ? colors.fg : colors.rule;
      const w = thick ? Math.max(2, Math.round(2 * this.ratio)) : Math.max(1, Math.round(this.ratio));
      for (let k = 0; k <= side; k++) {
        const at = Math.min(px - w, Math.max(0, Math.round(k * cell - w / 2)));
        if ((k % boxCols === 0) === thick) ctx.fillRect(at, 0, w, px);
        if ((k % boxRows === 0) === thick) ctx.fillRect(0, at, px, w);
      }
    }
  }
}
