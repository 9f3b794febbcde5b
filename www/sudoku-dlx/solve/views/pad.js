// The on-screen pad under the grid, for playing on a touch screen: a
// button for each symbol of the grid and Erase after them (in the 9×9's
// free tenth place, across the rest of the row where more are free), with
// Zoom beside it for the big grids (grid-zoom.js), then the mode key (what
// a number writes: a digit, a corner or a centre mark; aids-view.js draws
// it and the number keys as the mode has them), Undo, Redo, Hint and Check, or Start in
// Check's place while a puzzle is set up (panel-view.js shows one of the
// two, so the row has no hole and no key that does nothing). Symbols go
// into the cell last selected, which keeps its place, so a player picks a
// cell, then a symbol. The tools are the toolbar's own actions
// (`data-action`), shown here instead on a narrow screen, so that all a
// player needs is under the grid and the toolbar keeps to two rows.

import { SYMBOLS } from '../../shared/grid-shape.js';
import { ZOOMED_SIDES } from './grid-zoom.js';

/** A magnifying glass, for the Zoom key: its name says in or out. */
const MAGNIFIER =
  '<svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true"><circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12.5 12.5l5 5" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>';

/**
 * Fills `root` with the pad for a grid of `side`.
 * @param {HTMLElement} root
 * @param {number} side
 */
export function buildPad(root, side) {
  if (root.dataset.side === String(side)) return;
  root.dataset.side = String(side);
  const doc = root.ownerDocument;
  const symbols = doc.createElement('div');
  symbols.className = 'pad-symbols';
  // Two rows for a 9×9 (and three or four for the big grids), each key 44px wide or more on a phone.
  const columns = side <= 6 ? side : Math.ceil(side / Math.ceil(side / 7));
  symbols.style.setProperty('--pad-columns', String(columns));
  for (const [i, symbol] of [...SYMBOLS.slice(0, side)].entries()) {
    const key = padButton(doc, symbol, { symbol });
    // In colour mode the first nine keys show the palette (aids-view.js, styles/pad.js).
    if (i < 9) key.style.setProperty('--swatch', `var(--sd-colour-${symbol})`);
    symbols.append(key);
  }
  // Erase takes what the last row leaves (a whole row when the symbols fill theirs), so its word fits.
  const zooms = ZOOMED_SIDES.includes(side);
  const free = (columns - (side % columns)) % columns || columns;
  const erase = padButton(doc, 'Erase', { symbol: '' });
  erase.style.setProperty('grid-column', `span ${Math.max(1, free - (zooms ? 1 : 0))}`);
  symbols.append(erase);
  if (zooms) {
    const zoomKey = padButton(doc, '', { action: 'zoom' });
    zoomKey.innerHTML = MAGNIFIER;
    zoomKey.className = 'zoom';
    symbols.append(zoomKey);
  }
  const tools = doc.createElement('div');
  tools.className = 'pad-tools';
  const mode = padButton(doc, 'Digit', { action: 'mode-next' });
  mode.className = 'mode';
  mode.setAttribute('aria-keyshortcuts', 'Space');
  const start = padButton(doc, 'Start', { action: 'start' });
  start.className = 'primary';
  tools.append(
    mode,
    padButton(doc, 'Undo', { action: 'undo' }),
    padButton(doc, 'Redo', { action: 'redo' }),
    padButton(doc, 'Hint', { action: 'hint' }),
    padButton(doc, 'Check', { action: 'check' }),
    start,
  );
  root.replaceChildren(symbols, tools);
}

/**
 * @param {Document} doc
 * @param {string} label
 * @param {{ symbol?: string, action?: string }} what
 */
function padButton(doc, label, { symbol, action }) {
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = label;
  if (symbol !== undefined) button.dataset.symbol = symbol;
  if (action) button.dataset.action = action;
  // The grid keeps focus, so the cell chosen stays chosen.
  for (const type of ['pointerdown', 'mousedown']) button.addEventListener(type, (event) => event.preventDefault());
  return button;
}
