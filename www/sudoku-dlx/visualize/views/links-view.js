// Every node and link of a small problem, drawn as in Knuth's figures:
// item headers across the top, each option's nodes on its own row, up/down
// links as arrows along the columns, left/right order along the rows and
// across the headers, and wrap-around links leaving one edge and entering
// the opposite one.
//
// Down links run on the right of a column and up links on the left, so the
// asymmetry of a hidden node shows: its own links (dashed) still point at its
// neighbours while theirs bow around it. Each link change of the last step
// is animated in the order the engine made it.

import { formatNumber } from '../../shared/format.js';
import { fitCanvas, themeColors } from './canvas.js';
import { optionLabel } from '../model/describe.js';
import { EventKind } from '../../engine/load.js';
import { chosenItem } from '../model/chosen-item.js';

const COLORS = ['bg', 'fg', 'muted', 'rule', 'node', 'link', 'covered', 'selected', 'chosen', 'cover', 'restore'];

const HEADER_HALF = 15;

export const LINKS_LIMITS = { items: 64, options: 80, nodes: 400 };

/** Why the links view is not shown for `problem`, or '' when it is. */
export function linksUnavailableReason(problem) {
  const { items, options, nodes } = LINKS_LIMITS;
  if (problem.itemCount <= items && problem.optionCount <= options && problem.nodeCount <= nodes) return '';
  return `The links view draws every node and link, so it is kept for small problems (up to ${items} items, ${options} options and ${nodes} nodes, like Knuth's example or a 4×4 Sudoku). This one has ${formatNumber(problem.itemCount)} items, ${formatNumber(problem.optionCount)} options and ${formatNumber(problem.nodeCount)} nodes: its links would be thinner than a pixel. The matrix view shows the same covers.`;
}

export class LinksView {
  constructor(doc, problem, links) {
    this.doc = doc;
    this.problem = problem;
    this.links = links;
    this.element = doc.createElement('figure');
    this.element.className = 'dv-links';
    const scroller = doc.createElement('div');
    scroller.className = 'dv-links-scroll';
    this.canvas = doc.createElement('canvas');
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-label', 'The dancing-links structure: every node with its up and down links');
    scroller.append(this.canvas);
    const caption = doc.createElement('figcaption');
    caption.className = 'dv-caption';
    caption.textContent =
      'Down links run on the right of a column, up links on the left; a hidden node (faded) keeps its own links (dashed) while its neighbours skip it. Grey lines: the left/right order of each option (its nodes are contiguous) and of the active items.';
    this.element.append(scroller, caption);
    this.transition = null;
    this.#indexNodes();
  }

  /** Positions of nodes in the grid of columns (items) and rows (options). */
  #indexNodes() {
    const { problem, links } = this;
    const count = links.up.length;
    this.nodeCol = new Int32Array(count).fill(-1);
    this.nodeRow = new Int32Array(count).fill(-1);
    this.nodeOption = new Int32Array(count).fill(-1);
    // How many nodes sit above this one in its column, header included, to
    // tell a link to the next node from one that skips hidden nodes.
    this.columnIndex = new Int32Array(count);
    const seen = new Int32Array(problem.itemCount);
    for (let h = 1; h <= problem.itemCount; h++) {
      this.nodeCol[h] = h;
      this.nodeRow[h] = 0;
    }
    let option = 0;
    for (let n = problem.itemCount + 2; n < count; n++) {
      const top = links.top[n];
      if (top <= 0) {
        option += 1;
        continue;
      }
      this.nodeCol[n] = top;
      this.nodeRow[n] = option + 1;
      this.nodeOption[n] = option;
      this.columnIndex[n] = ++seen[top - 1];
    }
  }

  layout(width) {
    const { problem } = this;
    this.colors = themeColors(this.element, COLORS);
    const ctx = this.canvas.getContext('2d');
    ctx.font = '12px system-ui, sans-serif';
    let labelW = 0;
    for (let o = 0; o < problem.optionCount; o++) {
      labelW = Math.max(labelW, ctx.measureText(optionLabel(problem, o)).width);
    }
    labelW = Math.min(labelW + 14, 150);
    const cols = problem.itemCount + 1;
    const dx = Math.max(26, Math.min(64, Math.floor((width - labelW - 40) / cols)));
    const dy = problem.optionCount > 30 ? 28 : 38;
    this.g = {
      labelW,
      dx,
      dy,
      left: labelW + 24,
      top: 52,
      half: Math.min(9, Math.floor(dx / 3)),
      off: 4,
    };
    const cssWidth = Math.max(width, this.g.left + cols * dx + 16);
    const cssHeight = this.g.top + problem.optionCount * dy + 34;
    this.g.bottomEdge = this.g.top + problem.optionCount * dy + 26;
    this.g.topEdge = this.g.top - HEADER_HALF - 22;
    this.ratio = fitCanvas(this.canvas, Math.round(cssWidth), Math.round(cssHeight));
  }

  x(n) {
    return this.g.left + this.nodeCol[n] * this.g.dx;
  }

  y(n) {
    return this.g.top + this.nodeRow[n] * this.g.dy;
  }

  /**
   * Animates the link changes the last step made (from `LinkModel.changes`)
   * over `duration` ms; `kind` colours them (cover or uncover).
   */
  animate(changes, kind, duration, now) {
    if (!changes.length || duration <= 0) {
      this.transition = null;
      return;
    }
    const byPointer = new Map();
    changes.forEach(([node, isDown, from, to], order) => {
      const key = isDown ? node * 2 + 1 : node * 2;
      if (!byPointer.has(key)) byPointer.set(key, []);
      byPointer.get(key).push({ from, to, order });
    });
    this.transition = { byPointer, count: changes.length, kind, start: now, duration };
  }

  get animating() {
    return this.transition !== null;
  }

  render(state, log, step, now) {
    if (!this.g) return;
    const { colors, links } = this;
    const ctx = this.canvas.getContext('2d');
    ctx.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    ctx.fillStyle = colors.bg;
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.font = '12px system-ui, sans-serif';
    ctx.lineCap = 'round';

    const t = this.#progress(now);
    const event = step > 0 ? step - 1 : -1;
    const shown = {
      event,
      kind: event >= 0 ? log.kinds[event] : -1,
      item: event >= 0 ? log.a[event] : -1,
      chosen: chosenItem(state, log, step),
      selected: new Set(state.partial()),
    };

    this.#drawRowOrder(ctx, state);
    this.#drawHeaderOrder(ctx, state);
    for (let n = 1; n < links.up.length; n++) {
      if (this.nodeCol[n] < 0) continue;
      for (const isDown of [false, true]) this.#drawPointer(ctx, n, isDown, t);
    }
    this.#drawHeaders(ctx, state, shown);
    this.#drawOptionNodes(ctx, log, shown);
    this.#drawOptionLabels(ctx, state, shown.selected);
  }

  /**
   * How far the running animation has got, from 0 to 1 (1 when none runs);
   * ends it once it is over.
   * @param {number} now
   */
  #progress(now) {
    if (!this.transition) return 1;
    const t = (now - this.transition.start) / this.transition.duration;
    if (t < 1) return t;
    this.transition = null;
    return 1;
  }

  /** Headers: name and current length; covered ones filled, the chosen one outlined. */
  #drawHeaders(ctx, state, { kind, item, chosen }) {
    const { problem, colors, g } = this;
    for (let i = 0; i < problem.itemCount; i++) {
      const h = i + 1;
      const x = this.x(h);
      const y = this.y(h);
      const covered = state.covered[i] === 1;
      const w = Math.max(2 * g.half + 10, Math.min(g.dx - 6, ctx.measureText(problem.itemName(i)).width + 10));
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
      roundRect(ctx, x - w / 2, y - HEADER_HALF, w, 2 * HEADER_HALF, 4);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = highlight || covered ? colors.bg : colors.fg;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(problem.itemName(i), x, y - 6, w - 4);
      ctx.font = '10px system-ui, sans-serif';
      ctx.fillStyle = highlight || covered ? colors.bg : colors.muted;
      ctx.fillText(covered ? 'cov.' : String(state.lengths[i]), x, y + 8, w - 4);
      ctx.font = '12px system-ui, sans-serif';
    }
  }

  /** Option nodes; the ones hidden from their lists fade. */
  #drawOptionNodes(ctx, log, { event, kind, selected }) {
    const { problem, colors, links, g } = this;
    for (let n = problem.itemCount + 2; n < links.up.length; n++) {
      if (this.nodeCol[n] < 0) continue;
      const inList = links.down[links.up[n]] === n;
      const option = this.nodeOption[n];
      ctx.globalAlpha = inList ? 1 : 0.35;
      ctx.fillStyle = selected.has(option) ? colors.selected : colors.node;
      roundRect(ctx, this.x(n) - g.half, this.y(n) - g.half, 2 * g.half, 2 * g.half, 3);
      ctx.fill();
      if (kind === EventKind.Select && log.a[event] === option) {
        ctx.strokeStyle = colors.chosen;
        ctx.lineWidth = 2;
        ctx.stroke();
      }
    }
    ctx.globalAlpha = 1;
  }

  #drawOptionLabels(ctx, state, selected) {
    const { problem, colors, g } = this;
    ctx.fillStyle = colors.fg;
    ctx.textAlign = 'right';
    for (let o = 0; o < problem.optionCount; o++) {
      const by = state.hiddenBy[o];
      ctx.fillStyle = by >= 0 ? colors.muted : selected.has(o) ? colors.selected : colors.fg;
      ctx.fillText(optionLabel(problem, o), g.labelW, g.top + (o + 1) * g.dy, g.labelW - 4);
    }
  }

  /** Where a link from `n` ends now, sliding between targets while it animates. */
  #target(n, isDown, t) {
    const current = isDown ? this.links.down[n] : this.links.up[n];
    const tr = this.transition;
    const steps = tr?.byPointer.get(isDown ? n * 2 + 1 : n * 2);
    if (!steps) return { to: current, from: current, p: 1, moving: false };
    const span = Math.max(0.3, 1 / tr.count);
    let active = null;
    for (const s of steps) {
      const begin = (s.order / tr.count) * (1 - span);
      if (t >= begin) active = { ...s, p: Math.min(1, (t - begin) / span) };
    }
    if (!active) return { to: steps[0].from, from: steps[0].from, p: 1, moving: true };
    return { to: active.to, from: active.from, p: active.p, moving: true };
  }

  #drawPointer(ctx, n, isDown, t) {
    const { g, colors, links } = this;
    const { to, from, p, moving } = this.#target(n, isDown, t);
    const inList = links.down[links.up[n]] === n;
    const side = isDown ? g.off : -g.off;
    const sx = this.x(n) + side;
    const sy = this.y(n) + (isDown ? this.#halfHeight(n) : -this.#halfHeight(n));
    ctx.setLineDash(inList || moving ? [] : [3, 3]);
    ctx.lineWidth = moving ? 2 : 1.1;
    const tone = this.transition?.kind === EventKind.Cover ? colors.cover : colors.restore;
    ctx.strokeStyle = moving ? tone : inList ? colors.link : colors.muted;
    ctx.fillStyle = ctx.strokeStyle;

    // While a link moves it slides from its old target to its new one; a
    // move across the end of the column switches halfway instead.
    let target = to;
    let slideFrom = null;
    if (p < 1 && from !== to) {
      if (this.#wraps(n, from, isDown) === this.#wraps(n, to, isDown)) slideFrom = from;
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
    const endOf = (m) => ({
      x: this.x(m) + side,
      y: this.y(m) + (isDown ? -this.#halfHeight(m) : this.#halfHeight(m)),
    });
    let end = endOf(target);
    if (slideFrom !== null && slideFrom !== n) {
      const a = endOf(slideFrom);
      end = { x: a.x + (end.x - a.x) * p, y: a.y + (end.y - a.y) * p };
    }
    const direction = isDown ? Math.PI / 2 : -Math.PI / 2;
    if (this.#wraps(n, target, isDown)) {
      // Leave through one edge of the figure and come back through the other.
      const exit = isDown ? g.bottomEdge : g.topEdge;
      const enter = isDown ? g.topEdge : g.bottomEdge;
      line(ctx, sx, sy, sx, exit);
      arrowHead(ctx, sx, exit, direction, 5);
      line(ctx, end.x, enter, end.x, end.y);
      arrowHead(ctx, end.x, end.y, direction, 6);
    } else {
      const skips = Math.abs(this.columnIndex[target] - this.columnIndex[n]) > 1;
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

  #halfHeight(n) {
    return this.nodeRow[n] === 0 ? HEADER_HALF : this.g.half;
  }

  /** Whether a link from n to m goes around the end of the column. */
  #wraps(n, m, isDown) {
    return isDown ? this.nodeRow[m] <= this.nodeRow[n] : this.nodeRow[m] >= this.nodeRow[n];
  }

  /** The implicit left/right order of each option: its nodes are contiguous. */
  #drawRowOrder(ctx, state) {
    const { problem, g, colors } = this;
    ctx.strokeStyle = colors.muted;
    ctx.fillStyle = colors.muted;
    ctx.lineWidth = 1;
    for (let o = 0; o < problem.optionCount; o++) {
      const first = problem.optionStart[o];
      const end = problem.optionStart[o + 1];
      const y = g.top + (o + 1) * g.dy;
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

  /** The circular order of the active primary items after the root; covered items are passed by. */
  #drawHeaderOrder(ctx, state) {
    const { problem, g, colors } = this;
    const y = g.top;
    ctx.strokeStyle = colors.muted;
    ctx.fillStyle = colors.muted;
    ctx.lineWidth = 1;
    const ring = [0];
    for (let i = 0; i < problem.primaryCount; i++) if (!state.covered[i]) ring.push(i + 1);
    const below = y + HEADER_HALF;
    for (let k = 0; k < ring.length; k++) {
      const a = g.left + ring[k] * g.dx;
      if (k + 1 < ring.length) {
        const b = g.left + ring[k + 1] * g.dx;
        if (ring[k + 1] - ring[k] === 1) {
          line(ctx, a, y, b - 16, y);
          arrowHead(ctx, b - 13, y, 0, 5);
        } else {
          ctx.beginPath();
          ctx.moveTo(a + 8, below);
          ctx.quadraticCurveTo((a + b) / 2, below + 22, b - 8, below + 2);
          ctx.stroke();
          arrowHead(ctx, b - 8, below + 2, -0.9, 5);
        }
      } else {
        // Back to the root: out to the right, in again from the left.
        const out = a + Math.min(g.dx - 4, 30);
        line(ctx, a, y, out, y);
        arrowHead(ctx, out + 2, y, 0, 5);
        line(ctx, g.left - 36, y, g.left - 24, y);
        arrowHead(ctx, g.left - 21, y, 0, 5);
      }
    }
    ctx.fillStyle = colors.bg;
    ctx.strokeStyle = colors.fg;
    ctx.lineWidth = 1.25;
    roundRect(ctx, g.left - 18, y - HEADER_HALF, 36, 2 * HEADER_HALF, 4);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = colors.fg;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('root', g.left, y);
  }
}

function line(ctx, x0, y0, x1, y1) {
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  ctx.stroke();
}

function arrowHead(ctx, x, y, angle, size) {
  ctx.save();
  ctx.setLineDash([]);
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(-size, -size * 0.55);
  ctx.lineTo(-size, size * 0.55);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  if (ctx.roundRect) ctx.roundRect(x, y, w, h, r);
  else ctx.rect(x, y, w, h);
}
