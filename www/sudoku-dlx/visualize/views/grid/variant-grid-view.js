// A variant's grid beside its matrix: the givens (shaded), the digits the
// partial solution places (in the selection colour), the boxes when they are a
// rule, and the variant's marks as solve mode draws them (cages dashed
// with their sums, regions, diagonals, windows, thermometers, dots), from
// the engine's sketch (`variantSketch`) and the replay's grid. One SVG,
// one unit a cell, so it scales with its panel and needs no canvas.

import { DRAWERS, MARK_STYLES } from '../../../shared/variant-marks.js';
import { SYMBOLS } from '../../../shared/grid-shape.js';
import * as render from '../../../shared/render.js';

/** @typedef {import('../../model/problem.js').VariantShape} VariantShape */
/** @typedef {import('../../model/replay-state.js').ReplayState} ReplayState */

const SVG = 'http://www.w3.org/2000/svg';
/** The largest cell drawn, in CSS pixels, as the Sudoku grid's. */
const MOST_CELL = 40;

/** The grid's look; the marks' own come from solve mode's (MARK_STYLES). */
export const VARIANT_GRID_STYLES = `
.dv-vgrid { --sd-bg: var(--dv-bg); --sd-fg: var(--dv-fg); --sd-box-rule: var(--dv-fg); margin: 0; }
.dv-vgrid svg { display: block; width: 100%; height: auto; font-family: inherit; }
.dv-vgrid .dv-vgrid-lines { fill: none; stroke: var(--dv-rule); stroke-width: 1px; vector-effect: non-scaling-stroke; }
.dv-vgrid .dv-vgrid-boxes { fill: none; stroke: var(--dv-fg); stroke-width: 2px; vector-effect: non-scaling-stroke; }
.dv-vgrid .dv-vgrid-given { fill: var(--dv-given-bg); }
.dv-vgrid-digits text { font-size: 0.58px; text-anchor: middle; dominant-baseline: central; fill: var(--dv-fg); }
.dv-vgrid-digits text.placed { fill: var(--dv-selected); font-weight: 600; }
${MARK_STYLES}
`;

export class VariantGridView {
  /**
   * @param {Document} doc
   * @param {VariantShape} shape
   */
  constructor(doc, shape) {
    this.shape = shape;
    const { side } = shape;
    this.element = doc.createElement('figure');
    this.element.className = 'dv-grid dv-vgrid';
    this.element.toggleAttribute('data-wide', side > 9);
    this.svg = doc.createElementNS(SVG, 'svg');
    this.svg.setAttribute('viewBox', `0 0 ${side} ${side}`);
    this.svg.setAttribute('role', 'img');
    this.svg.setAttribute('aria-label', `The ${side}×${side} grid with its variant's marks and the digits placed`);
    this.digits = doc.createElementNS(SVG, 'g');
    this.digits.classList.add('dv-vgrid-digits');
    const marks = doc.createElementNS(SVG, 'g');
    marks.classList.add('variant-marks');
    // Drawn in DRAWERS' order: shading under lines, cages' sums last, over all.
    marks.innerHTML = Object.entries(DRAWERS)
      .map(([kind, draw]) => {
        const ofKind = shape.marks.filter((mark) => mark.kind === kind);
        return ofKind.length ? `<g class="${kind}">${draw(ofKind, side)}</g>` : '';
      })
      .join('');
    this.svg.innerHTML = `<path class="dv-vgrid-lines" d="${lines(side, 1, 1)}"/>${
      shape.boxes ? `<path class="dv-vgrid-boxes" d="${lines(side, shape.boxRows, shape.boxCols)}"/>` : ''
    }`;
    this.svg.prepend(givenShading(doc, shape));
    this.svg.append(marks, this.digits);
    this.element.append(this.svg);
  }

  /** @param {number} width the panel's inner width in CSS pixels */
  layout(width) {
    this.element.style.maxWidth = `${Math.min(width, MOST_CELL * this.shape.side)}px`;
  }

  /**
   * Draws the digits at `state`: the givens, then what the partial solution places.
   * @param {ReplayState} state
   */
  render(state) {
    const grid = state.grid() ?? this.shape.givens;
    const { side, givens } = this.shape;
    let digits = '';
    for (let cell = 0; cell < side * side; cell++) {
      const symbol = grid[cell];
      if (!SYMBOLS.includes(symbol)) continue;
      const [x, y] = [(cell % side) + 0.5, Math.floor(cell / side) + 0.55];
      digits += `<text${givens[cell] === '.' ? ' class="placed"' : ''} x="${x}" y="${y}">${symbol}</text>`;
    }
    render.commit(this.digits, 'digits', digits, () => (this.digits.innerHTML = digits));
    render.data(this.element, 'grid', grid);
  }
}

/**
 * The lines between every `rows` rows and `cols` columns of a grid of `side`, inside its border and along it.
 * @param {number} side
 * @param {number} rows
 * @param {number} cols
 */
function lines(side, rows, cols) {
  let d = `M0 0H${side}V${side}H0Z`;
  for (let k = rows; k < side; k += rows) d += `M0 ${k}H${side}`;
  for (let k = cols; k < side; k += cols) d += `M${k} 0V${side}`;
  return d;
}

/**
 * The givens' cells shaded, under everything else.
 * @param {Document} doc
 * @param {VariantShape} shape
 */
function givenShading(doc, { side, givens }) {
  const g = doc.createElementNS(SVG, 'g');
  let cells = '';
  for (let cell = 0; cell < side * side; cell++) {
    if (givens[cell] === '.') continue;
    cells += `<rect class="dv-vgrid-given" x="${cell % side}" y="${Math.floor(cell / side)}" width="1" height="1"/>`;
  }
  g.innerHTML = cells;
  return g;
}
