// A variant's marks drawn over the grid, in solve mode and beside the
// visualizer's matrix: killer cages dashed with their
// sums in the corner, jigsaw regions' thick borders, the X diagonals,
// windoku's windows shaded, thermometers, arrows, kropki dots, X and V, odd cells
// circled and even cells squared. What
// is drawn comes from the engine (the variant's sketch, solve/model/variant.js,
// or the stepper's `variantSketch`);
// each kind of mark is one drawing function of DRAWERS, so a new kind of
// constraint needs only its function here. A kind with none is named in
// the caption (views/variant-caption.js) as not drawn.
//
// One SVG over the cells, one unit a cell (its viewBox is the grid's
// side), so it scales with the grid and needs no measuring; it takes no
// pointer events, so every click still reaches a cell.

const SVG = 'http://www.w3.org/2000/svg';

/** How far a cage's dashed line runs inside its cells' edges, in cells. */
const CAGE_INSET = 0.09;

/** @typedef {import('../../../pkg-logic/sudoku_dlx.js').VariantMark} Mark */
/** @typedef {(marks: Mark[], side: number) => string} Drawer SVG markup for every mark of one kind */

/** @type {Record<string, Drawer>} */
export const DRAWERS = {
  region: regions,
  cage: (marks, side) => marks.map((mark) => cage(mark, side)).join(''),
  diagonal: (marks, side) => marks.map(({ cells }) => diagonal(cells, side)).join(''),
  window: (marks, side) => marks.map(({ cells }) => window(cells, side)).join(''),
  thermo: (marks, side) => marks.map(({ cells }) => thermometer(cells, side)).join(''),
  arrow: (marks, side) => marks.map(({ cells }) => arrow(cells, side)).join(''),
  'white-dot': (marks, side) => marks.map(({ cells }) => dot(cells, side)).join(''),
  'black-dot': (marks, side) => marks.map(({ cells }) => dot(cells, side)).join(''),
  xv: (marks, side) => marks.map((mark) => xv(mark, side)).join(''),
  odd: (marks, side) => marks.flatMap(({ cells }) => cells.map((cell) => odd(cell, side))).join(''),
  even: (marks, side) => marks.flatMap(({ cells }) => cells.map((cell) => even(cell, side))).join(''),
};

export class VariantMarks {
  /** The SVG over the cells: put it in the grid's box (positioned). */
  element;
  /** @type {import('../solve/model/variant.js').Variant | null} */
  #shown = null;

  constructor() {
    this.element = document.createElementNS(SVG, 'svg');
    this.element.classList.add('variant-marks');
    this.element.setAttribute('aria-hidden', 'true');
    this.element.setAttribute('preserveAspectRatio', 'none');
  }

  /**
   * Draws `variant`'s marks (null clears them).
   * @param {import('../solve/model/variant.js').Variant | null} variant
   */
  show(variant) {
    if (variant === this.#shown) return;
    this.#shown = variant;
    if (!variant) {
      this.element.replaceChildren();
      return;
    }
    const { side, marks } = variant;
    this.element.setAttribute('viewBox', `0 0 ${side} ${side}`);
    // Drawn in DRAWERS' order: shading under lines, cages' sums last, over all.
    this.element.innerHTML = Object.entries(DRAWERS)
      .map(([kind, draw]) => {
        const ofKind = marks.filter((mark) => mark.kind === kind);
        return ofKind.length ? `<g class="${kind}">${draw(ofKind, side)}</g>` : '';
      })
      .join('');
  }
}

/**
 * The cells that carry a cage's sum in their top-left corner: the grid
 * keeps their marks below it (`.cell.summed`), so no mark hides under a sum.
 * @param {import('../solve/model/variant.js').Variant | null} variant
 */
export function summedCells(variant) {
  const marks = variant?.marks ?? [];
  return new Set(
    marks.filter((mark) => mark.kind === 'cage' && mark.value !== null).map(({ cells }) => Math.min(...cells)),
  );
}

/**
 * The kinds of mark in `variant` that no function draws.
 * @param {import('../solve/model/variant.js').Variant} variant
 */
export function undrawnKinds(variant) {
  return [...new Set(variant.marks.map(({ kind }) => kind))].filter((kind) => !Object.hasOwn(DRAWERS, kind));
}

/**
 * Thick lines between cells of different regions.
 * @param {Mark[]} marks one a region
 * @param {number} side
 */
function regions(marks, side) {
  const region = new Array(side * side).fill(-1);
  marks.forEach(({ cells }, index) => cells.forEach((cell) => (region[cell] = index)));
  const lines = [];
  for (let cell = 0; cell < side * side; cell++) {
    const [row, col] = [Math.floor(cell / side), cell % side];
    if (col + 1 < side && region[cell] !== region[cell + 1]) lines.push(`M${col + 1} ${row}v1`);
    if (row + 1 < side && region[cell] !== region[cell + side]) lines.push(`M${col} ${row + 1}h1`);
  }
  return `<path d="${lines.join('')}"/>`;
}

/**
 * A cage: a dashed line just inside its outline, and its sum in the
 * corner of its first cell (top, then left).
 * @param {Mark} mark
 * @param {number} side
 */
function cage({ cells, value }, side) {
  const inCage = new Set(cells);
  /** @param {number} row @param {number} col */
  const has = (row, col) => row >= 0 && col >= 0 && row < side && col < side && inCage.has(row * side + col);
  const d = CAGE_INSET;
  /**
   * Where an inset edge ends, along it: short of the corner where the cage
   * turns away, at the edge where it goes on straight, past it where it
   * turns in (the neighbour and the diagonal cell both in the cage).
   * @param {boolean} beside @param {boolean} across
   */
  const reach = (beside, across) => (!beside ? -d : across ? d : 0);
  const lines = [];
  for (const cell of cells) {
    const [row, col] = [Math.floor(cell / side), cell % side];
    if (!has(row - 1, col)) {
      const [from, to] = [
        reach(has(row, col - 1), has(row - 1, col - 1)),
        reach(has(row, col + 1), has(row - 1, col + 1)),
      ];
      lines.push(`M${col - from} ${row + d}H${col + 1 + to}`);
    }
    if (!has(row + 1, col)) {
      const [from, to] = [
        reach(has(row, col - 1), has(row + 1, col - 1)),
        reach(has(row, col + 1), has(row + 1, col + 1)),
      ];
      lines.push(`M${col - from} ${row + 1 - d}H${col + 1 + to}`);
    }
    if (!has(row, col - 1)) {
      const [from, to] = [
        reach(has(row - 1, col), has(row - 1, col - 1)),
        reach(has(row + 1, col), has(row + 1, col - 1)),
      ];
      lines.push(`M${col + d} ${row - from}V${row + 1 + to}`);
    }
    if (!has(row, col + 1)) {
      const [from, to] = [
        reach(has(row - 1, col), has(row - 1, col + 1)),
        reach(has(row + 1, col), has(row + 1, col + 1)),
      ];
      lines.push(`M${col + 1 - d} ${row - from}V${row + 1 + to}`);
    }
  }
  const path = `<path d="${lines.map(round).join('')}"/>`;
  if (value === null) return path;
  const first = Math.min(...cells);
  const [row, col] = [Math.floor(first / side), first % side];
  const text = String(value);
  // A patch of the cell's own colour under the sum, so the dashes never cross it.
  const width = 0.06 + 0.16 * text.length;
  return `${path}<rect class="sum-bg" x="${col + 0.02}" y="${row + 0.02}" width="${width}" height="0.31"/><text x="${col + 0.05}" y="${row + 0.28}">${text}</text>`;
}

/**
 * A path's numbers to three decimals, so the markup stays short.
 * @param {string} path
 */
function round(path) {
  return path.replace(/-?\d+\.\d{4,}/g, (n) => String(Math.round(Number(n) * 1000) / 1000));
}

/**
 * A diagonal: a line from its first cell's centre to its last's.
 * @param {number[]} cells in order along it
 * @param {number} side
 */
function diagonal(cells, side) {
  const centre = (/** @type {number} */ cell) => `${(cell % side) + 0.5} ${Math.floor(cell / side) + 0.5}`;
  return `<path d="M${centre(cells[0])}L${centre(cells[cells.length - 1])}"/>`;
}

/**
 * A window: its cells shaded (a window is a rectangle of them).
 * @param {number[]} cells
 * @param {number} side
 */
function window(cells, side) {
  const rows = cells.map((cell) => Math.floor(cell / side));
  const cols = cells.map((cell) => cell % side);
  const [top, left] = [Math.min(...rows), Math.min(...cols)];
  const [height, width] = [Math.max(...rows) - top + 1, Math.max(...cols) - left + 1];
  return `<rect x="${left}" y="${top}" width="${width}" height="${height}"/>`;
}

/**
 * A cell's centre, in cells.
 * @param {number} cell
 * @param {number} side
 */
function centre(cell, side) {
  return { x: (cell % side) + 0.5, y: Math.floor(cell / side) + 0.5 };
}

/**
 * A thermometer: a round bulb in its first cell, and a thick line through the rest.
 * @param {number[]} cells from the bulb
 * @param {number} side
 */
function thermometer(cells, side) {
  const points = cells.map((cell) => centre(cell, side));
  const line = points.map(({ x, y }, i) => `${i ? 'L' : 'M'}${x} ${y}`).join('');
  return `<circle cx="${points[0].x}" cy="${points[0].y}" r="0.36"/><path d="${line}"/>`;
}

/**
 * An arrow: a hollow circle round its first cell, and a thin line from the
 * circle's edge through the rest, with a head in the last cell.
 * @param {number[]} cells from the circle
 * @param {number} side
 */
function arrow(cells, side) {
  const [circle, ...points] = cells.map((cell) => centre(cell, side));
  const first = points[0];
  const reach = Math.hypot(first.x - circle.x, first.y - circle.y);
  const start = {
    x: circle.x + ((first.x - circle.x) * 0.4) / reach,
    y: circle.y + ((first.y - circle.y) * 0.4) / reach,
  };
  const last = points[points.length - 1];
  const from = points.length > 1 ? points[points.length - 2] : circle;
  const length = Math.hypot(last.x - from.x, last.y - from.y);
  const [dx, dy] = [(last.x - from.x) / length, (last.y - from.y) / length];
  // The head stops short of the last cell's centre, clear of its digit.
  const tip = { x: last.x - 0.22 * dx, y: last.y - 0.22 * dy };
  const line = [start, ...points.slice(0, -1), tip].map(({ x, y }, i) => `${i ? 'L' : 'M'}${x} ${y}`).join('');
  const head = [
    { x: tip.x - 0.22 * dx - 0.14 * dy, y: tip.y - 0.22 * dy + 0.14 * dx },
    tip,
    { x: tip.x - 0.22 * dx + 0.14 * dy, y: tip.y - 0.22 * dy - 0.14 * dx },
  ];
  const headLine = head.map(({ x, y }, i) => `${i ? 'L' : 'M'}${x} ${y}`).join('');
  return `<circle cx="${circle.x}" cy="${circle.y}" r="0.4"/><path d="${line}${headLine}"/>`;
}

/**
 * A point on the edge between two neighbouring cells.
 * @param {number[]} cells
 * @param {number} side
 */
function between([a, b], side) {
  const [p, q] = [centre(a, side), centre(b, side)];
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
}

/**
 * A kropki dot on the edge between its two cells (white or black by its group's class).
 * @param {number[]} cells
 * @param {number} side
 */
function dot(cells, side) {
  const { x, y } = between(cells, side);
  return `<circle cx="${x}" cy="${y}" r="0.12"/>`;
}

/**
 * An X (two digits adding up to 10) or a V (to 5) on the edge between its cells.
 * @param {Mark} mark
 * @param {number} side
 */
function xv({ cells, value }, side) {
  const { x, y } = between(cells, side);
  const letter = value === 10 ? 'X' : value === 5 ? 'V' : String(value);
  return `<rect x="${x - 0.13}" y="${y - 0.15}" width="0.26" height="0.3" rx="0.05"/><text x="${x}" y="${y + 0.1}">${letter}</text>`;
}

/**
 * An odd cell: a grey circle.
 * @param {number} cell
 * @param {number} side
 */
function odd(cell, side) {
  return `<circle cx="${(cell % side) + 0.5}" cy="${Math.floor(cell / side) + 0.5}" r="0.4"/>`;
}

/**
 * An even cell: a grey square.
 * @param {number} cell
 * @param {number} side
 */
function even(cell, side) {
  return `<rect x="${(cell % side) + 0.14}" y="${Math.floor(cell / side) + 0.14}" width="0.72" height="0.72"/>`;
}

/**
 * The marks' colours, light and dark, and how each kind is drawn; a mode's
 * stylesheet gives `--sd-bg`, `--sd-fg` and `--sd-box-rule`.
 */
export const MARK_STYLES = `
:host { --sd-cage: #3d4654; --sd-window: rgb(29 78 216 / 0.1); --sd-diagonal: rgb(29 78 216 / 0.45); --sd-parity: rgb(85 95 109 / 0.2); --sd-thermo: rgb(85 95 109 / 0.28); --sd-arrow: rgb(85 95 109 / 0.65); }
:host(:state(dark)) { --sd-cage: #c9d1dc; --sd-window: rgb(107 155 255 / 0.14); --sd-diagonal: rgb(107 155 255 / 0.5); --sd-parity: rgb(164 173 186 / 0.22); --sd-thermo: rgb(164 173 186 / 0.3); --sd-arrow: rgb(164 173 186 / 0.7); }
svg.variant-marks { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
.variant-marks path { fill: none; vector-effect: non-scaling-stroke; }
.variant-marks .region path { stroke: var(--sd-box-rule); stroke-width: 3px; stroke-linecap: square; }
.variant-marks .cage path { stroke: var(--sd-cage); stroke-width: 1.25px; stroke-dasharray: 4 3; }
.variant-marks .cage text { font-size: 0.27px; font-weight: 600; fill: var(--sd-cage); font-family: inherit; }
.variant-marks .cage .sum-bg { fill: var(--sd-bg); }
.variant-marks .diagonal path { stroke: var(--sd-diagonal); stroke-width: 2px; }
.variant-marks .window rect { fill: var(--sd-window); }
.variant-marks .odd circle, .variant-marks .even rect { fill: var(--sd-parity); }
.variant-marks .thermo circle { fill: var(--sd-thermo); }
.variant-marks .arrow circle, .variant-marks .arrow path { fill: none; vector-effect: none; stroke: var(--sd-arrow); stroke-width: 0.05; stroke-linecap: round; stroke-linejoin: round; }
.variant-marks .thermo path { vector-effect: none; stroke: var(--sd-thermo); stroke-width: 0.3; stroke-linecap: round; stroke-linejoin: round; }
.variant-marks .white-dot circle { fill: var(--sd-bg); stroke: var(--sd-fg); stroke-width: 0.03; }
.variant-marks .black-dot circle { fill: var(--sd-fg); }
.variant-marks .xv rect { fill: var(--sd-bg); }
.variant-marks .xv text { font-size: 0.28px; font-weight: 700; text-anchor: middle; fill: var(--sd-fg); font-family: inherit; }
`;

/** The marks' styles, and solve mode's grid without thick box lines when its boxes are no rule. */
export const VARIANT_STYLES = `${MARK_STYLES}
.grid.no-boxes .cell.box-end { border-right: 1px solid var(--sd-rule); }
.grid.no-boxes .row.box-end .cell { border-bottom: 1px solid var(--sd-rule); }
/* A cage's sum and its patch take the top third of its cell: marks go below, a little smaller. */
.cell.summed .marks { top: 33%; }
/* Each row of marks as high as the two thirds left allow (8px on a phone's 9×9), never clipped. */
.cell.summed .marks.placed { font-size: calc((100cqi / var(--side) * 0.67 - 3px) / var(--box-rows)); }
.rules { margin: 0.5rem 0 0; max-width: 40rem; font-size: 0.9375em; }
.rules:empty { display: none; }
.rules b { font-weight: 600; }
`;
