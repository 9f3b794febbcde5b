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

import { formatNumber } from '../../../shared/format.js';
import { fitCanvas, fontFamily, themeColors } from '../canvas.js';
import { optionLabel } from '../../model/describe.js';
import { EventKind } from '../../../engine/event-kind.js';
import { chosenItem } from '../../model/chosen-item.js';
import { buildLinksLegend } from './links-legend.js';
import { linksGeometry, rowY } from './links-geometry.js';
import { INSPECT_HINT, describeTarget, targetAt } from './links-inspect.js';
import { followLinks } from './links-follow.js';
import { FollowToggle } from '../follow.js';
import { withScrollCue } from '../scroll-cue.js';
import { bindLinksKeys } from './links-keys.js';
import * as render from '../../../shared/render.js';

/** @typedef {import('../../model/problem.js').Problem} Problem */
/** @typedef {import('../../model/replay-links.js').ReplayLinks} ReplayLinks */
/** @typedef {import('../../model/replay-links.js').LinkChange} LinkChange */
/** @typedef {import('../../model/replay-state.js').ReplayState} ReplayState */
/** @typedef {import('../../model/event-log.js').EventLog} EventLog */
/** @typedef {import('./links-geometry.js').LinksGeometry} LinksGeometry */
/** @typedef {(typeof LINKS_COLORS)[number]} LinksColor */
/** @typedef {{ from: number, to: number, order: number }} LinkStep one change of a link, the `order`-th of its step */
/**
 * The link changes of the step shown, animated.
 * @typedef {{ byPointer: Map<number, LinkStep[]>, count: number, kind: number, start: number, duration: number }} Transition
 */
/** @typedef {{ event: number, kind: number, item: number, chosen: number, selected: Set<number> }} Shown */

/** The theme colours the view draws with; the legend has a key for each but the background. */
export const LINKS_COLORS = /** @type {const} */ ([
  'bg',
  'fg',
  'muted',
  'node',
  'link',
  'covered',
  'selected',
  'chosen',
  'cover',
  'restore',
]);

export const LINKS_LIMITS = { items: 64, options: 80, nodes: 400 };

/**
 * Why the links view is not shown for `problem`, or '' when it is.
 * @param {Problem} problem
 */
export function linksUnavailableReason(problem) {
  const { items, options, nodes } = LINKS_LIMITS;
  if (problem.itemCount <= items && problem.optionCount <= options && problem.nodeCount <= nodes) return '';
  return `The links view draws every node and link, so it is kept for small problems (up to ${items} items, ${options} options and ${nodes} nodes, like Knuth's example or a 4×4 Sudoku). This one has ${formatNumber(problem.itemCount)} items, ${formatNumber(problem.optionCount)} options and ${formatNumber(problem.nodeCount)} nodes: its links would be thinner than a pixel. The matrix view shows the same covers.`;
}

export class LinksView {
  /** @type {import('./links-inspect.js').Target | null} what the pointer or a tap shows */
  #inspected = null;
  #pinned = false;
  #hint = INSPECT_HINT;
  /** @type {[ReplayState, EventLog, number] | null} the state, log and step last drawn */
  #drawn = null;
  /** Whether `layout` has placed everything, so a render can draw. */
  #laidOut = false;
  /** @type {Transition | null} the link changes being animated */
  transition = null;
  /** @type {Record<LinksColor, string>} the theme's colours, read at each layout */
  colors = /** @type {Record<LinksColor, string>} */ (Object.fromEntries(LINKS_COLORS.map((name) => [name, '#888'])));
  /** The canvas's pixels per CSS pixel. */
  ratio = 1;

  /**
   * @param {Document} doc
   * @param {Problem} problem
   * @param {ReplayLinks} links
   */
  constructor(doc, problem, links) {
    this.doc = doc;
    this.problem = problem;
    this.links = links;
    this.element = doc.createElement('figure');
    this.element.className = 'dv-links';
    const scroller = doc.createElement('div');
    scroller.className = 'dv-links-scroll';
    // The options' names stay in view while the links scroll sideways.
    this.labels = doc.createElement('canvas');
    this.labels.className = 'dv-links-labels';
    this.labels.setAttribute('aria-hidden', 'true');
    this.canvas = doc.createElement('canvas');
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-label', 'The dancing-links structure: every node with its up and down links');
    scroller.append(this.labels, this.canvas);
    this.scroller = scroller;
    this.follow = new FollowToggle(doc, [scroller], () => this.#redraw());
    this.inspect = doc.createElement('p');
    this.inspect.className = 'dv-inspect dv-muted';
    this.inspect.setAttribute('aria-live', 'polite');
    this.inspect.textContent = INSPECT_HINT;
    const legend = buildLinksLegend(doc, problem.primaryCount < problem.itemCount);
    const bar = doc.createElement('div');
    bar.className = 'dv-follow-bar';
    bar.append(this.follow.button);
    this.element.append(bar, withScrollCue(scroller), this.inspect, legend);
    const nodes = indexNodes(problem, links);
    /** Each node's column: 0 the root's, an item's from 1; -1 for a spacer. */
    this.nodeCol = nodes.col;
    /** Each node's row: 0 the headers', an option's from 1; -1 for a spacer. */
    this.nodeRow = nodes.row;
    /** Each node's option, or -1. */
    this.nodeOption = nodes.option;
    /**
     * How many nodes sit above each in its column, header included, to tell
     * a link to the next node from one that skips hidden nodes.
     */
    this.columnIndex = nodes.columnIndex;
    /** Option nodes by row × (items + 1) + column. */
    this.nodeGrid = nodes.grid;
    /** Where things are drawn: laid out for no width until `layout`. */
    this.g = linksGeometry(
      /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d')),
      problem,
      0,
      'sans-serif',
    );
    this.#listen();
    bindLinksKeys(this);
  }

  /** What the pointer, a tap or the keyboard's cursor shows, or null. */
  get inspected() {
    return this.#inspected;
  }

  get pinned() {
    return this.#pinned;
  }

  /**
   * Shows what `target` is, as hovering does, letting go of a pinned one.
   * @param {import('./links-inspect.js').Target | null} target
   */
  point(target) {
    this.#pinned = false;
    this.#show(target);
  }

  /**
   * Pins `target` as a click does; a second pick of it, or a pick of nothing, lets go.
   * @param {import('./links-inspect.js').Target | null} target
   */
  pick(target) {
    const same = target && JSON.stringify(target) === JSON.stringify(this.#inspected);
    this.#pinned = Boolean(target) && !(same && this.#pinned);
    this.#show(this.#pinned ? target : null);
  }

  /**
   * The node at `row` (an option's, from 1) and `col` (an item's, from 1), or -1.
   * @param {number} row
   * @param {number} col
   */
  nodeAt(row, col) {
    return this.nodeGrid.get(row * (this.problem.itemCount + 1) + col) ?? -1;
  }

  /** The state last drawn, for the words of what is inspected. */
  get state() {
    return this.#drawn?.[0];
  }

  #listen() {
    for (const canvas of [this.canvas, this.labels]) {
      const at = (/** @type {MouseEvent} */ event) => {
        const rect = this.canvas.getBoundingClientRect();
        const x = canvas === this.labels ? 0 : event.clientX - rect.left;
        return targetAt(this, x, event.clientY - rect.top);
      };
      canvas.addEventListener('pointermove', (/** @type {PointerEvent} */ event) => {
        if (event.pointerType === 'mouse' && !this.#pinned) this.#show(at(event));
      });
      canvas.addEventListener('pointerleave', (/** @type {PointerEvent} */ event) => {
        if (event.pointerType === 'mouse' && !this.#pinned) this.#show(null);
      });
      // A tap or a click pins what it hits; one on nothing, or on the same, lets go.
      canvas.addEventListener('click', (/** @type {MouseEvent} */ event) => this.pick(at(event)));
    }
  }

  /** @param {import('./links-inspect.js').Target | null} target */
  #show(target) {
    if (JSON.stringify(target) === JSON.stringify(this.#inspected)) return;
    this.#inspected = target;
    this.#describe();
    this.#redraw();
  }

  #redraw() {
    if (this.#drawn) this.render(...this.#drawn, this.doc.defaultView?.performance.now() ?? 0);
  }

  #describe() {
    const state = this.state;
    const text = this.#inspected && state ? describeTarget(this, this.#inspected, state) : this.#hint;
    render.text(this.inspect, text);
  }

  /** @param {number} width */
  layout(width) {
    this.colors = themeColors(this.element, LINKS_COLORS);
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    this.g = linksGeometry(ctx, this.problem, width, fontFamily(this.element));
    this.#laidOut = true;
    const { g } = this;
    this.ratio = fitCanvas(this.canvas, Math.round(g.width), Math.round(g.height));
    fitCanvas(this.labels, g.labelW + 4, Math.round(g.height));
    this.labels.style.marginRight = `-${g.labelW + 4}px`;
    // Where columns and rows are, for tests that read the pixels a person sees.
    const { left, dx, top, headerHalf, firstRow, dy, labelW, upright, headerW } = g;
    const shown = { left, dx, top, headerHalf, firstRow, dy, labelW, upright, headerW };
    this.canvas.dataset.geometry = JSON.stringify(shown);
    // Following matters, and so does its button, only when the links are wider than the panel.
    /** @type {HTMLElement} */ (this.follow.button.parentElement).hidden = g.width <= width;
    this.#hint =
      g.width > width
        ? `${INSPECT_HINT} Scroll sideways for all ${formatNumber(this.problem.itemCount)} items.`
        : INSPECT_HINT;
    this.#describe();
  }

  /** @param {number} n a node */
  x(n) {
    return this.g.left + this.nodeCol[n] * this.g.dx;
  }

  /** @param {number} n a node */
  y(n) {
    return rowY(this.g, this.nodeRow[n]);
  }

  /**
   * Animates the link changes the last step made (from `ReplayLinks.changes`)
   * over `duration` ms; `kind` colours them (cover or uncover).
   * @param {LinkChange[]} changes
   * @param {number} kind
   * @param {number} duration
   * @param {number} now
   */
  animate(changes, kind, duration, now) {
    if (!changes.length || duration <= 0) {
      this.transition = null;
      return;
    }
    /** @type {Map<number, LinkStep[]>} */
    const byPointer = new Map();
    changes.forEach(([node, isDown, from, to], order) => {
      const key = isDown ? node * 2 + 1 : node * 2;
      const steps = byPointer.get(key) ?? [];
      steps.push({ from, to, order });
      byPointer.set(key, steps);
    });
    this.transition = { byPointer, count: changes.length, kind, start: now, duration };
  }

  get animating() {
    return this.transition !== null;
  }

  /**
   * @param {ReplayState} state
   * @param {EventLog} log
   * @param {number} step
   * @param {number} now
   */
  render(state, log, step, now) {
    if (!this.#laidOut) return;
    this.#drawn = [state, log, step];
    followLinks(this, state, log, step);
    const { colors, links } = this;
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    ctx.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    ctx.fillStyle = colors.bg;
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.font = this.g.font;
    ctx.lineCap = 'round';

    const t = this.#progress(now);
    const event = step > 0 ? step - 1 : -1;
    /** @type {Shown} */
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
    this.#drawTarget(ctx);
    this.#drawOptionLabels(state, shown.selected);
    if (this.#inspected) this.#describe();
  }

  /**
   * A ring around what the pointer or a tap inspects.
   * @param {CanvasRenderingContext2D} ctx
   */
  #drawTarget(ctx) {
    const target = this.#inspected;
    if (!target || !('node' in target)) return;
    const { g } = this;
    const n = target.node;
    const x = n === 0 ? g.left : this.x(n);
    const halfW = n <= this.problem.itemCount ? (g.upright ? g.headerW / 2 : g.dx / 2 - 3) : g.half;
    const halfH = n <= this.problem.itemCount ? g.headerHalf : g.half;
    ctx.strokeStyle = this.colors.fg;
    ctx.lineWidth = 1.5;
    ctx.setLineDash([2, 2]);
    roundRect(ctx, x - halfW - 3, (n === 0 ? g.top : this.y(n)) - halfH - 3, 2 * halfW + 6, 2 * halfH + 6, 4);
    ctx.stroke();
    ctx.setLineDash([]);
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

  /**
   * Headers: name and current length; covered ones filled, the chosen one outlined.
   * @param {CanvasRenderingContext2D} ctx
   * @param {ReplayState} state
   * @param {Shown} shown
   */
  #drawHeaders(ctx, state, { kind, item, chosen }) {
    const { problem, colors, g } = this;
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
      const length = covered ? (g.upright ? '' : 'cov.') : String(state.lengths[i]);
      this.#drawBox(ctx, this.x(h), problem.itemName(i), length, text);
    }
  }

  /**
   * A header box at column `x` with its name and, below it, `length`;
   * upright headers run the name up inside a narrow box.
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} x
   * @param {string} name
   * @param {string} length
   * @param {string} text the text's colour
   */
  #drawBox(ctx, x, name, length, text) {
    const { g, colors } = this;
    const y = g.top;
    const w = g.upright ? g.headerW : Math.max(2 * g.half + 10, Math.min(g.dx - 6, ctx.measureText(name).width + 10));
    roundRect(ctx, x - w / 2, y - g.headerHalf, w, 2 * g.headerHalf, 4);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = text;
    ctx.textBaseline = 'middle';
    if (g.upright) {
      ctx.save();
      ctx.translate(x, y - 6);
      ctx.rotate(-Math.PI / 2);
      ctx.textAlign = 'center';
      ctx.fillText(name, 0, 0);
      ctx.restore();
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
   * @param {CanvasRenderingContext2D} ctx
   * @param {EventLog} log
   * @param {Shown} shown
   */
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

  /**
   * The options' names, on their own canvas, which stays in view while the links scroll.
   * @param {ReplayState} state
   * @param {Set<number>} selected
   */
  #drawOptionLabels(state, selected) {
    const { problem, colors, g } = this;
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.labels.getContext('2d'));
    ctx.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    ctx.fillStyle = colors.bg;
    ctx.fillRect(0, 0, g.labelW + 4, g.height);
    ctx.font = g.font;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    for (let o = 0; o < problem.optionCount; o++) {
      const by = state.hiddenBy[o];
      ctx.fillStyle = by >= 0 ? colors.muted : selected.has(o) ? colors.selected : colors.fg;
      ctx.fillText(optionLabel(problem, o), g.labelW, rowY(g, o + 1), g.labelW - 4);
    }
    const target = this.#inspected;
    if (target && 'option' in target) {
      ctx.strokeStyle = colors.fg;
      ctx.setLineDash([2, 2]);
      ctx.strokeRect(1.5, rowY(g, target.option + 1) - g.dy / 2 + 1.5, g.labelW + 1, g.dy - 3);
      ctx.setLineDash([]);
    }
  }

  /**
   * Where a link from `n` ends now, sliding between targets while it animates.
   * @param {number} n
   * @param {boolean} isDown
   * @param {number} t
   */
  #target(n, isDown, t) {
    const current = isDown ? this.links.down[n] : this.links.up[n];
    const tr = this.transition;
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
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} n
   * @param {boolean} isDown
   * @param {number} t
   */
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
    const endOf = (/** @type {number} */ m) => ({
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

  /** @param {number} n */
  #halfHeight(n) {
    return this.nodeRow[n] === 0 ? this.g.headerHalf : this.g.half;
  }

  /**
   * Whether a link from n to m goes around the end of the column.
   * @param {number} n
   * @param {number} m
   * @param {boolean} isDown
   */
  #wraps(n, m, isDown) {
    return isDown ? this.nodeRow[m] <= this.nodeRow[n] : this.nodeRow[m] >= this.nodeRow[n];
  }

  /**
   * The implicit left/right order of each option: its nodes are contiguous.
   * @param {CanvasRenderingContext2D} ctx
   * @param {ReplayState} state
   */
  #drawRowOrder(ctx, state) {
    const { problem, g, colors } = this;
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
   * @param {CanvasRenderingContext2D} ctx
   * @param {ReplayState} state
   */
  #drawHeaderOrder(ctx, state) {
    const { problem, g, colors } = this;
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
    this.#drawBox(ctx, g.left, 'root', '', colors.fg);
  }
}

/**
 * Positions of nodes in the grid of columns (items) and rows (options).
 * @param {Problem} problem
 * @param {ReplayLinks} links
 */
function indexNodes(problem, links) {
  const count = links.up.length;
  const col = new Int32Array(count).fill(-1);
  const row = new Int32Array(count).fill(-1);
  const option = new Int32Array(count).fill(-1);
  const columnIndex = new Int32Array(count);
  const seen = new Int32Array(problem.itemCount);
  /** @type {Map<number, number>} */
  const grid = new Map();
  // Column 0 is the root's, row 0 the headers'.
  for (let n = 0; n < count; n++) {
    const item = links.item[n];
    if (item < 0) continue;
    col[n] = item + 1;
    row[n] = links.option[n] + 1;
    option[n] = links.option[n];
    if (option[n] < 0) continue;
    columnIndex[n] = ++seen[item];
    grid.set(row[n] * (problem.itemCount + 1) + col[n], n);
  }
  return { col, row, option, columnIndex, grid };
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x0
 * @param {number} y0
 * @param {number} x1
 * @param {number} y1
 */
function line(ctx, x0, y0, x1, y1) {
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  ctx.stroke();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {number} size
 */
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

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  if (ctx.roundRect) ctx.roundRect(x, y, w, h, r);
  else ctx.rect(x, y, w, h);
}
