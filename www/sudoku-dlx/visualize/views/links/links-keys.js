// The links view from the keyboard: it takes focus, the arrow keys move a
// cursor over the root, the headers, the nodes and the options' names (the
// words under the drawing say what it is on, as hovering does), and Enter
// pins it as a click does. Moving the cursor stops following the search, so
// the view stays where the reader took it.

import { nearestScroll } from '../follow.js';
import { rowY } from './links-geometry.js';

/** @typedef {import('./links-inspect.js').Target} Target */
/** @typedef {import('./links-view.js').LinksView} LinksView */

/**
 * Where `target` sits: row 0 the headers (column 0 the root), rows from 1
 * the options (column 0 an option's name, columns from 1 its nodes).
 * @param {LinksView} view
 * @param {Target} target
 */
function placeOf(view, target) {
  if ('option' in target) return { row: target.option + 1, col: 0 };
  const n = target.node;
  if (n <= view.problem.itemCount) return { row: 0, col: n };
  return { row: view.nodeRow[n], col: view.nodeCol[n] };
}

/**
 * The target at `row` and `col`, or null where there is no node.
 * @param {LinksView} view
 * @param {number} row
 * @param {number} col
 * @returns {Target | null}
 */
function targetOf(view, row, col) {
  if (row === 0) return { node: col };
  if (col === 0) return { option: row - 1 };
  const node = view.nodeAt(row, col);
  return node >= 0 ? { node } : null;
}

/**
 * The first target from (`row`, `col`) going by (`dr`, `dc`), skipping
 * places with no node; a column's walk up ends at its header, a row's walk
 * left at the option's name.
 * @param {LinksView} view
 * @param {{ row: number, col: number }} from
 * @param {number} dr
 * @param {number} dc
 */
function step(view, { row, col }, dr, dc) {
  const { itemCount, optionCount } = view.problem;
  // The root has no column of nodes: down from it are the options' names.
  if (row === 0 && col === 0 && dr > 0) return targetOf(view, 1, 0);
  return walk(view, row, col, dr, dc, itemCount, optionCount);
}

/**
 * @param {LinksView} view
 * @param {number} row
 * @param {number} col
 * @param {number} dr
 * @param {number} dc
 * @param {number} itemCount
 * @param {number} optionCount
 */
function walk(view, row, col, dr, dc, itemCount, optionCount) {
  for (let r = row + dr, c = col + dc; r >= 0 && r <= optionCount && c >= 0 && c <= itemCount; r += dr, c += dc) {
    const target = targetOf(view, r, c);
    if (target) return target;
  }
  return null;
}

const MOVES = /** @type {Record<string, [number, number]>} */ ({
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
});

/**
 * Lets `view` take focus and answer the arrow keys and Enter.
 * @param {LinksView} view
 */
export function bindLinksKeys(view) {
  const { scroller } = view;
  scroller.tabIndex = 0;
  scroller.setAttribute(
    'aria-label',
    'The links: arrow keys move over the root, the headers, the nodes and the options, Enter pins one',
  );
  scroller.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const at = view.inspected ?? { node: 0 };
    const move = MOVES[event.key];
    if (event.key === 'Enter') {
      view.pick(at);
      // Letting go of a pinned target leaves the cursor on it.
      if (!view.inspected) view.point(at);
    } else if (move) {
      const next = view.inspected ? step(view, placeOf(view, at), ...move) : at;
      view.follow.set(false);
      if (next) {
        view.point(next);
        bringIntoView(view, next);
      }
    } else return;
    event.preventDefault();
    event.stopPropagation();
  });
  scroller.addEventListener('blur', () => {
    if (!view.pinned) view.point(null);
  });
}

/**
 * Scrolls sideways the least that shows `target`'s column beside the options' names.
 * @param {LinksView} view
 * @param {Target} target
 */
function bringIntoView(view, target) {
  const { scroller, g } = view;
  const { row, col } = placeOf(view, target);
  if (!g) return;
  // Down the page: a tall view's row under the sticky description or below the screen.
  const win = scroller.ownerDocument.defaultView;
  if (win) {
    const y = view.canvas.getBoundingClientRect().top + (row === 0 ? g.top : rowY(g, row));
    // An option's row stays below the headers' strip too (sticky-head.js).
    const top = (parseFloat(win.getComputedStyle(scroller).scrollMarginTop) || 0) + (row === 0 ? 0 : view.head.height);
    if (y < top + g.dy || y > win.innerHeight - g.dy) win.scrollBy(0, y - (top + win.innerHeight) / 2);
  }
  if (col === 0) return;
  const x = g.left + col * g.dx;
  const max = scroller.scrollWidth - scroller.clientWidth;
  scroller.scrollLeft = nearestScroll(
    scroller.scrollLeft,
    x - g.dx / 2,
    x + g.dx / 2,
    g.labelW + 4,
    scroller.clientWidth,
    max,
  );
}
