// The up and down links of the links view, one arrow a link: down links on
// the right of a column, up links on the left, a hidden node's own links
// dashed, links that wrap around the column leaving one edge and entering
// the other, and each link the last step rewrote sliding from its old
// target to its new one in the order the engine rewrote it.

import { EventKind } from '../../../engine/event-kind.js';
import { arrowHead, line } from './links-shapes.js';

/** @typedef {import('./links-view.js').LinksView} LinksView */

/**
 * Where a link from `n` ends now, sliding between targets while it animates.
 * @param {LinksView} view
 * @param {number} n
 * @param {boolean} isDown
 * @param {number} t
 */
function linkEnd(view, n, isDown, t) {
  const current = isDown ? view.links.down[n] : view.links.up[n];
  const tr = view.transition;
  const steps = tr?.byPointer.get(isDown ? n * 2 + 1 : n * 2);
  if (!tr || !steps) return { to: current, from: current, p: 1, moving: false };
  const span = Math.max(0.3, 1 / tr.count);
  let active = null;
  for (const s of steps) {
    const begin = (s.order / tr.count) * (1 - span);
    if (t >= begin) active = { ...s, p: Math.min(1, (t - begin) / span) };
  }
  if (!active) return { to: steps[0].from, from: steps[0].from, p: 1, moving: true };
  return { to: active.to, from: active.from, p: active.p, moving: true };
}

/**
 * @param {LinksView} view
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} n
 * @param {boolean} isDown
 * @param {number} t
 */
export function drawPointer(view, ctx, n, isDown, t) {
  const { g, colors, links } = view;
  const { to, from, p, moving } = linkEnd(view, n, isDown, t);
  const inList = links.down[links.up[n]] === n;
  const side = isDown ? g.off : -g.off;
  const sx = view.x(n) + side;
  const sy = view.y(n) + (isDown ? halfHeight(view, n) : -halfHeight(view, n));
  ctx.setLineDash(inList || moving ? [] : [3, 3]);
  ctx.lineWidth = moving ? 2 : 1.1;
  const tone = view.transition?.kind === EventKind.Cover ? colors.cover : colors.restore;
  ctx.strokeStyle = moving ? tone : inList ? colors.link : colors.muted;
  ctx.fillStyle = ctx.strokeStyle;

  // While a link moves it slides from its old target to its new one; a
  // move across the end of the column switches halfway instead.
  let target = to;
  let slideFrom = null;
  if (p < 1 && from !== to) {
    if (wraps(view, n, from, isDown) === wraps(view, n, to, isDown)) slideFrom = from;
    else if (p < 0.5) target = from;
  }
  if (target === n) {
    // An empty list: the header points at itself.
    ctx.beginPath();
    ctx.arc(sx + side, sy + (isDown ? 5 : -5), 5, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.setLineDash([]);
    return;
  }
  const endOf = (/** @type {number} */ m) => ({
    x: view.x(m) + side,
    y: view.y(m) + (isDown ? -halfHeight(view, m) : halfHeight(view, m)),
  });
  let end = endOf(target);
  if (slideFrom !== null && slideFrom !== n) {
    const a = endOf(slideFrom);
    end = { x: a.x + (end.x - a.x) * p, y: a.y + (end.y - a.y) * p };
  }
  const direction = isDown ? Math.PI / 2 : -Math.PI / 2;
  if (wraps(view, n, target, isDown)) {
    // Leave through one edge of the figure and come back through the other.
    const exit = isDown ? g.bottomEdge : g.topEdge;
    const enter = isDown ? g.topEdge : g.bottomEdge;
    line(ctx, sx, sy, sx, exit);
    arrowHead(ctx, sx, exit, direction, 5);
    line(ctx, end.x, enter, end.x, end.y);
    arrowHead(ctx, end.x, end.y, direction, 6);
  } else {
    const skips = Math.abs(view.columnIndex[target] - view.columnIndex[n]) > 1;
    const bow = skips ? 2.5 * side : 0;
    const cy = (sy + end.y) / 2;
    ctx.beginPath();
    ctx.moveTo(sx, sy);
    ctx.quadraticCurveTo(sx + bow, cy, end.x, end.y);
    ctx.stroke();
    arrowHead(ctx, end.x, end.y, Math.atan2(end.y - cy, end.x - (sx + bow)), 6);
  }
  ctx.setLineDash([]);
}

/**
 * @param {LinksView} view
 * @param {number} n
 */
function halfHeight(view, n) {
  return view.nodeRow[n] === 0 ? view.g.headerHalf : view.g.half;
}

/**
 * Whether a link from n to m goes around the end of the column.
 * @param {LinksView} view
 * @param {number} n
 * @param {number} m
 * @param {boolean} isDown
 */
function wraps(view, n, m, isDown) {
  return isDown ? view.nodeRow[m] <= view.nodeRow[n] : view.nodeRow[m] >= view.nodeRow[n];
}
