// The boxes of the links view: item headers with their lengths, option
// nodes (faded while hidden), the options' names on their own canvas, and
// the ring around what is inspected.

import { EventKind } from '../../../engine/event-kind.js';
import { optionLabel } from '../../model/describe.js';
import { rowY } from './links-geometry.js';
import { roundRect } from './links-shapes.js';

/** @typedef {import('./links-view.js').LinksView} LinksView */
/** @typedef {import('../../model/replay-state.js').ReplayState} ReplayState */
/** @typedef {import('../../model/event-log.js').EventLog} EventLog */
/** @typedef {import('./links-view.js').Shown} Shown */

/**
 * A ring around what the pointer or a tap inspects.
 * @param {LinksView} view
 * @param {CanvasRenderingContext2D} ctx
 */
export function drawTarget(view, ctx) {
  const target = view.inspected;
  if (!target || !('node' in target)) return;
  const { g } = view;
  const n = target.node;
  const x = n === 0 ? g.left : view.x(n);
  const halfW = n <= view.problem.itemCount ? (g.upright ? g.headerW / 2 : g.dx / 2 - 3) : g.half;
  const halfH = n <= view.problem.itemCount ? g.headerHalf : g.half;
  ctx.strokeStyle = view.colors.fg;
  ctx.lineWidth = 1.5;
  ctx.setLineDash([2, 2]);
  roundRect(ctx, x - halfW - 3, (n === 0 ? g.top : view.y(n)) - halfH - 3, 2 * halfW + 6, 2 * halfH + 6, 4);
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * Headers: name and current length; covered ones filled, the chosen one outlined.
 * @param {LinksView} view
 * @param {CanvasRenderingContext2D} ctx
 * @param {ReplayState} state
 * @param {Shown} shown
 */
export function drawHeaders(view, ctx, state, { kind, item, chosen }) {
  const { problem, colors, g } = view;
  for (let i = 0; i < problem.itemCount; i++) {
    const h = i + 1;
    const covered = state.covered[i] === 1;
    const highlight = (kind === EventKind.Cover || kind === EventKind.Uncover) && item === i;
    ctx.fillStyle = highlight
      ? kind === EventKind.Cover
        ? colors.cover
        : colors.restore
      : covered
        ? colors.covered
        : colors.bg;
    ctx.strokeStyle = i === chosen ? colors.chosen : i < problem.primaryCount ? colors.fg : colors.muted;
    ctx.lineWidth = i === chosen ? 3 : 1.25;
    const text = highlight || covered ? colors.bg : colors.fg;
    const length = covered ? (g.upright ? '' : 'cov.') : String(view.lengthOf(i, state));
    drawBox(view, ctx, view.x(h), problem.itemName(i), length, text);
  }
}

/**
 * A header box at column `x` with its name and, below it, `length`;
 * upright headers run the name up inside a narrow box.
 * @param {LinksView} view
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {string} name
 * @param {string} length
 * @param {string} text the text's colour
 */
export function drawBox(view, ctx, x, name, length, text) {
  const { g, colors } = view;
  const y = g.top;
  const w = g.upright ? g.headerW : Math.max(2 * g.half + 10, Math.min(g.dx - 6, ctx.measureText(name).width + 10));
  roundRect(ctx, x - w / 2, y - g.headerHalf, w, 2 * g.headerHalf, 4);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = text;
  ctx.textBaseline = 'middle';
  if (g.upright) {
    // Turned a quarter and back to the view's own transform: no save and
    // restore of the whole state, which cost more than the text.
    ctx.translate(x, y - 6);
    ctx.rotate(-Math.PI / 2);
    ctx.textAlign = 'center';
    ctx.fillText(name, 0, 0);
    ctx.setTransform(view.ratio, 0, 0, view.ratio, 0, 0);
  } else {
    ctx.textAlign = 'center';
    ctx.fillText(name, x, y - (length ? 6 : 0), w - 4);
  }
  if (!length) return;
  ctx.font = g.smallFont;
  ctx.fillStyle = text === colors.fg ? colors.muted : text;
  ctx.textAlign = 'center';
  ctx.fillText(length, x, y + g.headerHalf - 8, w - 2);
  ctx.font = g.font;
}

/**
 * Option nodes; the ones hidden from their lists fade.
 * @param {LinksView} view
 * @param {CanvasRenderingContext2D} ctx
 * @param {EventLog} log
 * @param {Shown} shown
 */
export function drawOptionNodes(view, ctx, log, { event, kind, selected }) {
  const { problem, colors, links, g } = view;
  for (let n = problem.itemCount + 2; n < links.up.length; n++) {
    if (view.nodeCol[n] < 0) continue;
    const inList = links.down[links.up[n]] === n;
    const option = view.nodeOption[n];
    ctx.globalAlpha = inList ? 1 : 0.35;
    ctx.fillStyle = selected.has(option) ? colors.selected : colors.node;
    roundRect(ctx, view.x(n) - g.half, view.y(n) - g.half, 2 * g.half, 2 * g.half, 3);
    ctx.fill();
    if (kind === EventKind.Select && log.a[event] === option) {
      ctx.strokeStyle = colors.chosen;
      ctx.lineWidth = 2;
      ctx.stroke();
    }
  }
  ctx.globalAlpha = 1;
}

/**
 * 1 for each option whose name is greyed: hidden at the step's end, or,
 * part way through a step link by link, as soon as one of its nodes is out
 * of its list at the write shown, as its nodes are (so a cover greys the
 * options it hides one by one, and an uncover brings them back in reverse).
 * @param {LinksView} view
 * @param {ReplayState} state
 */
function hiddenOptions(view, state) {
  const { problem, links } = view;
  if (links.within === null) return Uint8Array.from(state.hiddenBy, (by) => (by >= 0 ? 1 : 0));
  const hidden = new Uint8Array(problem.optionCount);
  for (let n = problem.itemCount + 2; n < links.up.length; n++) {
    if (view.nodeCol[n] >= 0 && links.down[links.up[n]] !== n) hidden[view.nodeOption[n]] = 1;
  }
  return hidden;
}

/**
 * The options' names, on their own canvas, which stays in view while the links scroll.
 * @param {LinksView} view
 * @param {ReplayState} state
 * @param {Set<number>} selected
 */
export function drawOptionLabels(view, state, selected) {
  const { problem, colors, g } = view;
  const ctx = /** @type {CanvasRenderingContext2D} */ (view.labels.getContext('2d'));
  ctx.setTransform(view.ratio, 0, 0, view.ratio, 0, 0);
  ctx.fillStyle = colors.bg;
  ctx.fillRect(0, 0, g.labelW + 4, g.height);
  ctx.font = g.font;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const hidden = hiddenOptions(view, state);
  for (let o = 0; o < problem.optionCount; o++) {
    ctx.fillStyle = hidden[o] ? colors.muted : selected.has(o) ? colors.selected : colors.fg;
    ctx.fillText(optionLabel(problem, o), g.labelW, rowY(g, o + 1), g.labelW - 4);
  }
  // Which names are greyed, for tests.
  const greyed = [];
  for (let o = 0; o < problem.optionCount; o++) if (hidden[o]) greyed.push(o);
  view.labels.dataset.hidden = greyed.join(' ');
  const target = view.inspected;
  if (target && 'option' in target) {
    ctx.strokeStyle = colors.fg;
    ctx.setLineDash([2, 2]);
    ctx.strokeRect(1.5, rowY(g, target.option + 1) - g.dy / 2 + 1.5, g.labelW + 1, g.dy - 3);
    ctx.setLineDash([]);
  }
}
