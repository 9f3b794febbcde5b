// What is under the pointer in the links view, in words: a header, a node
// or an option, with where its up and down links point. A mouse shows it on
// hover; a tap (or a click) pins it until the next tap, so touch screens get
// the same as a mouse.

import { optionLabel } from '../../model/describe.js';
import { plural } from '../../../shared/format.js';
import { rowY } from './links-geometry.js';

/** @typedef {{ node: number } | { option: number }} Target a node (0 is the root) or an option's label */

export const INSPECT_HINT = 'Hover over or tap a header, a node or an option’s name to read its links.';

/**
 * What lies at (x, y) of the drawing (CSS pixels), or null.
 * @param {import('./links-view.js').LinksView} view
 * @param {number} x
 * @param {number} y
 * @returns {Target | null}
 */
export function targetAt(view, x, y) {
  const { g, problem } = view;
  if (!g) return null;
  const col = Math.round((x - g.left) / g.dx);
  const near = Math.abs(x - (g.left + col * g.dx)) <= g.dx / 2;
  if (Math.abs(y - g.top) <= g.headerHalf) return near && col >= 0 && col <= problem.itemCount ? { node: col } : null;
  const row = Math.round((y - g.firstRow) / g.dy) + 1;
  if (row < 1 || row > problem.optionCount || Math.abs(y - rowY(g, row)) > g.dy / 2) return null;
  if (x < g.labelW) return { option: row - 1 };
  const node = near ? view.nodeAt(row, col) : -1;
  return node >= 0 ? { node } : null;
}

/**
 * The words for `target` in the state `view` last drew.
 * @param {import('./links-view.js').LinksView} view
 * @param {Target} target
 * @param {import('../../model/replay-state.js').ReplayState} state the state drawn
 */
export function describeTarget(view, target, state) {
  const { problem, links } = view;
  if ('option' in target) return describeOption(view, target.option, state);
  const n = target.node;
  if (n === 0) {
    return "The root of Knuth's dlx1, from which its ring of active primary items hangs, left to right. This engine has no ring: it keeps the items' lengths in one array.";
  }
  const ends = `Up link to ${nodeName(view, links.up[n])}; down link to ${nodeName(view, links.down[n])}.`;
  if (n <= problem.itemCount) {
    const i = n - 1;
    const kind = i < problem.primaryCount ? 'Item' : 'Secondary item';
    const now = state.covered[i] ? 'covered' : `${plural(state.lengths[i], 'option')} in its list`;
    return `${kind} ${problem.itemName(i)}: ${now}. ${ends}`;
  }
  const inList = links.down[links.up[n]] === n;
  const where = inList ? 'in its column’s list' : 'hidden: its neighbours skip it, its own links are kept';
  return `Node of ${optionLabel(problem, view.nodeOption[n])} in column ${problem.itemName(view.nodeCol[n] - 1)}, ${where}. ${ends}`;
}

/**
 * @param {import('./links-view.js').LinksView} view
 * @param {number} o
 * @param {import('../../model/replay-state.js').ReplayState} state
 */
function describeOption(view, o, state) {
  const { problem } = view;
  const items = Array.from(problem.itemsOf(o), problem.itemName).join(', ');
  const by = state.hiddenBy[o];
  const now = state.partial().includes(o)
    ? 'in the partial solution'
    : by >= 0
      ? `hidden by covering ${problem.itemName(by)}`
      : 'active';
  return `Option ${optionLabel(problem, o)}: covers ${items}; ${now}.`;
}

/**
 * @param {import('./links-view.js').LinksView} view
 * @param {number} m
 */
function nodeName(view, m) {
  const { problem } = view;
  if (m === 0) return 'the root';
  if (m <= problem.itemCount) return `the header ${problem.itemName(m - 1)}`;
  return `the node of ${optionLabel(problem, view.nodeOption[m])}`;
}
