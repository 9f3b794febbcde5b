// The grid's cells as elements: building them for a shape, and drawing the
// small marks of an empty cell. Marks that are symbols (corner marks,
// candidates, a hint's) each keep their own place in the cell, as on paper,
// so a cell with one candidate never looks like a filled one; all
// possibilities' too (a value forced, in every solution, large in the
// middle, but never when the tally stopped at its cap), each shaded by its share of the solutions, with its
// count in two figures (2.6K) under it where the cell has room (a
// container query: on a phone's 9×9 it has none, and selecting the cell
// says the figures in full); any other text is written out as it comes. Centre marks
// sit together in the middle of the cell, as SudokuPad draws them; so the
// player's corner marks in a 3×3 layout fill the corners first, then the
// edges, in the order written, and leave the middle to them.

/** The places of a 3×3 layout (row, column) that the player's corner marks fill in turn, SudokuPad's order. */
const CORNER_ORDER = [
  [1, 1],
  [1, 3],
  [3, 1],
  [3, 3],
  [1, 2],
  [3, 2],
  [2, 1],
  [2, 3],
  [2, 2],
];

import { formatCompact } from '../../shared/format.js';
import { SYMBOLS } from '../../shared/grid-shape.js';

/**
 * The rows of cells of a grid of `shape`, each cell an input with a marks
 * box over it.
 * @param {import('../../shared/grid-shape.js').GridShape} shape
 * @param {boolean} readOnly
 */
export function buildCells({ side, boxRows, boxCols }, readOnly) {
  /** @type {HTMLInputElement[]} */
  const inputs = [];
  /** @type {HTMLElement[]} */
  const marks = [];
  /** @type {HTMLElement[]} */
  const centres = [];
  /** @type {HTMLElement[]} */
  const colours = [];
  const rows = [];
  for (let row = 0; row < side; row++) {
    const rowElement = document.createElement('div');
    rowElement.setAttribute('role', 'row');
    rowElement.className = 'row';
    if ((row + 1) % boxRows === 0 && row < side - 1) rowElement.classList.add('box-end');
    for (let col = 0; col < side; col++) {
      const cell = document.createElement('div');
      cell.setAttribute('role', 'gridcell');
      cell.className = 'cell';
      if ((col + 1) % boxCols === 0 && col < side - 1) cell.classList.add('box-end');
      const input = cellInput(side, row * side + col, readOnly);
      // The order of the win's wave (styles/stage.js), along the diagonals.
      input.style.setProperty('--wave', String(row + col));
      const [layer, box, centre] = ['colours', 'marks', 'centre-marks'].map((className) => {
        const span = document.createElement('span');
        span.className = className;
        span.setAttribute('aria-hidden', 'true');
        return span;
      });
      marks.push(box);
      centres.push(centre);
      colours.push(layer);
      cell.append(input, layer, box, centre);
      rowElement.append(cell);
      inputs.push(input);
    }
    rows.push(rowElement);
  }
  inputs[0].tabIndex = 0;
  return { inputs, marks, centres, colours, rows };
}

/**
 * @param {number} side
 * @param {number} index
 * @param {boolean} readOnly
 */
function cellInput(side, index, readOnly) {
  const input = document.createElement('input');
  input.type = 'text';
  input.autocomplete = 'off';
  input.spellcheck = false;
  // On a touch screen the pad under the grid types; the keyboard would cover it.
  const touch = globalThis.matchMedia?.('(pointer: coarse)').matches;
  input.inputMode = touch ? 'none' : side <= 9 ? 'numeric' : 'text';
  input.setAttribute('autocapitalize', 'characters');
  input.setAttribute('enterkeyhint', 'next');
  input.tabIndex = -1;
  input.readOnly = readOnly;
  input.dataset.index = String(index);
  return input;
}

/**
 * Paints a cell's colours (palette numbers): one fills it, several share it in diagonal bands.
 * @param {HTMLElement} layer
 * @param {string} colours
 */
export function paintColours(layer, colours) {
  const bands = [...colours].map((colour, i) => {
    const [from, to] = [i, i + 1].map((edge) => `${((edge * 100) / colours.length).toFixed(2)}%`);
    return `var(--sd-colour-${colour}) ${from} ${to}`;
  });
  const background =
    bands.length > 1
      ? `linear-gradient(135deg, ${bands.join(', ')})`
      : bands.length
        ? `var(--sd-colour-${colours})`
        : '';
  if (layer.style.background !== background) layer.style.background = background;
}

/**
 * Draws `marks` in a cell's marks box: symbols each in its place in a
 * box-shaped layout (or side by side in the centre box), other text as it is.
 * @param {HTMLElement} box
 * @param {string} marks
 * @param {import('../../shared/grid-shape.js').GridShape} shape
 * @param {{ own: boolean, styles?: Map<string, string>, lit?: string, centre?: boolean, figures?: { counts: number[], solutions: number, complete: boolean } }} how whether
 *   they are the player's own marks, a class for some symbols, the symbol lit, whether they are centre marks,
 *   and for all possibilities, how many of the solutions put each symbol there, and whether those were all
 */
export function paintMarks(box, marks, { side, boxRows, boxCols }, { own, styles, lit = '', centre = false, figures }) {
  box.classList.toggle('own', own && Boolean(marks));
  // A value every solution puts there is forced: drawn alone, large, in the
  // middle. A sample (a tally stopped at its cap) proves nothing forced, and
  // is drawn apart, so that its gaps are not read as impossible values.
  const forced = Boolean(figures?.complete) && marks.length === 1 && figures?.counts[0] === figures?.solutions;
  const tallied = forced ? undefined : figures;
  box.classList.toggle('tally', Boolean(tallied));
  box.classList.toggle('sample', Boolean(tallied) && !tallied?.complete);
  box.classList.toggle('forced', forced);
  const symbols = SYMBOLS.slice(0, side);
  const placed = [...marks].every((symbol) => symbols.includes(symbol));
  // A hint's placement: its digit alone, large in the middle of the cell, as an entry stands.
  const placing = Boolean(marks) && [...marks].every((symbol) => styles?.get(symbol) === 'placed');
  box.classList.toggle('placed', placed && !centre && !placing);
  box.classList.toggle('placing', placing);
  box.classList.toggle('many', centre && marks.length > 4);
  const inCorners = own && !centre && boxRows === 3 && boxCols === 3;
  if (!placed) {
    box.textContent = marks;
    return;
  }
  box.replaceChildren(
    ...[...marks].map((symbol, nth) => {
      const slot = symbols.indexOf(symbol);
      const span = box.ownerDocument.createElement('span');
      span.textContent = symbol;
      if (tallied) {
        const count = box.ownerDocument.createElement('small');
        count.textContent = formatCompact(tallied.counts[nth]);
        span.append(count);
        span.style.setProperty('--share', (tallied.counts[nth] / tallied.solutions).toFixed(3));
      }
      const style = styles?.get(symbol) ?? (symbol === lit ? 'lit' : '');
      if (style) span.className = style;
      const [row, col] = inCorners ? CORNER_ORDER[nth] : [Math.floor(slot / boxCols) + 1, (slot % boxCols) + 1];
      if (!centre) span.style.gridArea = `${row} / ${col}`;
      return span;
    }),
  );
}
