// The grid's cells as elements: building them for a shape, and drawing the
// small marks of an empty cell. Marks that are symbols (pencil marks,
// candidates, a hint's) each keep their own place in the cell, as on paper,
// so a cell with one candidate never looks like a filled one; any other
// text (all possibilities' counts) is written out as it comes.

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
      // The order of the win's wave (styles.js), along the diagonals.
      input.style.setProperty('--wave', String(row + col));
      const box = document.createElement('span');
      box.className = 'marks';
      box.setAttribute('aria-hidden', 'true');
      marks.push(box);
      cell.append(input, box);
      rowElement.append(cell);
      inputs.push(input);
    }
    rows.push(rowElement);
  }
  inputs[0].tabIndex = 0;
  return { inputs, marks, rows };
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
 * Draws `marks` in a cell's marks box: symbols each in its place in a
 * box-shaped layout, other text as it is.
 * @param {HTMLElement} box
 * @param {string} marks
 * @param {import('../../shared/grid-shape.js').GridShape} shape
 * @param {{ own: boolean, styles?: Map<string, string> }} how whether they are the
 *   player's own pencil marks, and a class for some symbols
 */
export function paintMarks(box, marks, { side, boxCols }, { own, styles }) {
  box.classList.toggle('own', own && Boolean(marks));
  const symbols = SYMBOLS.slice(0, side);
  const placed = [...marks].every((symbol) => symbols.includes(symbol));
  box.classList.toggle('placed', placed);
  if (!placed) {
    box.textContent = marks;
    return;
  }
  box.replaceChildren(
    ...[...marks].map((symbol) => {
      const slot = symbols.indexOf(symbol);
      const span = box.ownerDocument.createElement('span');
      span.textContent = symbol;
      const style = styles?.get(symbol);
      if (style) span.className = style;
      span.style.gridArea = `${Math.floor(slot / boxCols) + 1} / ${(slot % boxCols) + 1}`;
      return span;
    }),
  );
}
