// The left/right order of the links view: each option's nodes in a row,
// and the ring of active primary items across the headers, as dlx1 keeps it.

import { rowY } from './links-geometry.js';
import { drawBox } from './links-nodes.js';
import { arrowHead, line } from './links-shapes.js';

/** @typedef {import('./links-view.js').LinksView} LinksView */
/** @typedef {import('../../model/replay-state.js').ReplayState} ReplayState */

/**
 * The implicit left/right order of each option: its nodes are contiguous.
 * @param {LinksView} view
 * @param {CanvasRenderingContext2D} ctx
 * @param {ReplayState} state
 */
export function drawRowOrder(view, ctx, state) {
  const { problem, g, colors } = view;
  ctx.strokeStyle = colors.muted;
  ctx.fillStyle = colors.muted;
  ctx.lineWidth = 1;
  for (let o = 0; o < problem.optionCount; o++) {
    const first = problem.optionStart[o];
    const end = problem.optionStart[o + 1];
    const y = rowY(g, o + 1);
    ctx.globalAlpha = state.hiddenBy[o] >= 0 ? 0.2 : 0.55;
    const xs = [];
    for (let k = first; k < end; k++) xs.push(g.left + (problem.optionItems[k] + 1) * g.dx);
    for (let k = 0; k + 1 < xs.length; k++) {
      line(ctx, xs[k] + g.half + 1, y, xs[k + 1] - g.half - 4, y);
      arrowHead(ctx, xs[k + 1] - g.half - 1, y, 0, 4);
    }
    // The wrap from the last node back to the first, as stubs at both ends.
    line(ctx, xs[xs.length - 1] + g.half + 1, y, xs[xs.length - 1] + g.half + 9, y);
    line(ctx, xs[0] - g.half - 10, y, xs[0] - g.half - 3, y);
    arrowHead(ctx, xs[0] - g.half - 1, y, 0, 4);
  }
  ctx.globalAlpha = 1;
}

/**
 * The circular order of the active primary items after the root, as
 * Knuth's dlx1 keeps them (this engine keeps their lengths instead; the
 * legend says so); covered items are passed by.
 * @param {LinksView} view
 * @param {CanvasRenderingContext2D} ctx
 * @param {ReplayState} state
 */
export function drawHeaderOrder(view, ctx, state) {
  const { problem, g, colors } = view;
  const y = g.top;
  ctx.strokeStyle = colors.muted;
  ctx.fillStyle = colors.muted;
  ctx.lineWidth = 1;
  const ring = [0];
  for (let i = 0; i < problem.primaryCount; i++) if (!state.covered[i]) ring.push(i + 1);
  const below = y + g.headerHalf;
  // Where an arrow meets the next header, and half the root's width.
  const edge = g.upright ? g.headerW / 2 : 13;
  const rootHalf = g.upright ? g.headerW / 2 : Math.min(g.dx - 6, ctx.measureText('root').width + 10) / 2;
  for (let k = 0; k < ring.length; k++) {
    const a = g.left + ring[k] * g.dx;
    if (k + 1 < ring.length) {
      const b = g.left + ring[k + 1] * g.dx;
      if (ring[k + 1] - ring[k] > 1) {
        ctx.beginPath();
        ctx.moveTo(a + Math.min(8, edge), below);
        ctx.quadraticCurveTo((a + b) / 2, below + 22, b - Math.min(8, edge), below + 2);
        ctx.stroke();
        arrowHead(ctx, b - Math.min(8, edge), below + 2, -0.9, 5);
      } else if (g.dx - 2 * edge >= 8) {
        line(ctx, a, y, b - edge - 3, y);
        arrowHead(ctx, b - edge, y, 0, 5);
      } else {
        // Too little room for an arrow: the boxes cover all but the gap.
        line(ctx, a, y, b, y);
      }
    } else {
      // Back to the root: out to the right, in again from the left.
      const out = a + Math.max(edge + 8, Math.min(g.dx - 4, 30));
      line(ctx, a, y, out, y);
      arrowHead(ctx, out + 2, y, 0, 5);
      line(ctx, g.left - rootHalf - 18, y, g.left - rootHalf - 6, y);
      arrowHead(ctx, g.left - rootHalf - 3, y, 0, 5);
    }
  }
  ctx.fillStyle = colors.bg;
  ctx.strokeStyle = colors.fg;
  ctx.lineWidth = 1.25;
  drawBox(view, ctx, g.left, 'root', '', colors.fg);
}
