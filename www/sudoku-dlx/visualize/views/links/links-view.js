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
//
// The canvas is drawn at most once an animation frame, and only near the
// screen (`FrameDraw`); the memory table and the words of what is inspected
// follow each render at once.

import { formatNumber } from '../../../shared/format.js';
import { fitCanvas, fontFamily, themeColors } from '../canvas.js';
import { chosenItem } from '../../model/chosen-item.js';
import { buildLinksLegend } from './links-legend.js';
import { indexNodes, linksGeometry, rowY } from './links-geometry.js';
import { drawHeaders, drawOptionLabels, drawOptionNodes, drawTarget } from './links-nodes.js';
import { drawHeaderOrder, drawRowOrder } from './links-order.js';
import { drawPointer } from './links-pointers.js';
import { INSPECT_HINT, describeTarget, targetAt } from './links-inspect.js';
import { followLinks } from './links-follow.js';
import { FollowToggle } from '../follow.js';
import { withScrollCue } from '../scroll-cue.js';
import { StickyHead } from '../sticky-head.js';
import { bindLinksKeys } from './links-keys.js';
import { MemoryTable } from './memory-table.js';
import * as render from '../../../shared/render.js';
import { FrameDraw } from '../frame-draw.js';

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
/** @typedef {import('../frame-draw.js').RenderPass} RenderPass */

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
    /** The headers, kept in sight as the page scrolls the options up (sticky-head.js). */
    this.head = new StickyHead(scroller, this.canvas, this.labels);
    this.follow = new FollowToggle(doc, [scroller], () => this.#redraw());
    this.inspect = doc.createElement('p');
    this.inspect.className = 'dv-inspect dv-muted';
    this.inspect.setAttribute('aria-live', 'polite');
    this.inspect.textContent = INSPECT_HINT;
    const legend = buildLinksLegend(doc, problem.primaryCount < problem.itemCount);
    const bar = doc.createElement('div');
    bar.className = 'dv-follow-bar';
    bar.append(this.follow.button);
    this.memory = new MemoryTable(doc, problem, links, () => {
      // Link by link, each write shows as it is made, not animated.
      this.transition = null;
      this.#redraw();
    });
    this.element.append(bar, withScrollCue(scroller, this.head.element), this.inspect, legend, this.memory.element);
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
    this.painter = new FrameDraw(scroller, (now) => this.#draw(now));
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
        // The box is measured on the screen, the diagram in its own pixels: a zoomed
        // panel (presentation mode) scales one into the other.
        const rect = this.canvas.getBoundingClientRect();
        const zoom = rect.width / (this.canvas.offsetWidth || rect.width);
        const x = canvas === this.labels ? 0 : (event.clientX - rect.left) / zoom;
        return targetAt(this, x, (event.clientY - rect.top) / zoom);
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

  #now() {
    return this.doc.defaultView?.performance.now() ?? 0;
  }

  /** @param {import('./links-inspect.js').Target | null} target */
  #show(target) {
    if (JSON.stringify(target) === JSON.stringify(this.#inspected)) return;
    this.#inspected = target;
    this.#describe();
    this.#redraw();
  }

  #redraw() {
    if (this.#drawn) this.render(...this.#drawn, this.#now());
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
    this.memory.layout(width);
    const { g } = this;
    this.ratio = fitCanvas(this.canvas, Math.round(g.width), Math.round(g.height));
    fitCanvas(this.labels, g.labelW + 4, Math.round(g.height));
    this.labels.style.marginRight = `-${g.labelW + 4}px`;
    // The headers' boxes, with room for the ring around one inspected.
    const band = { top: g.top - g.headerHalf - 5, height: 2 * g.headerHalf + 10 };
    this.head.layout({ ...band, width: this.scroller.clientWidth || width });
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

  /**
   * Item `i`'s length as drawn: part way through a step, link by link, the
   * LEN of the memory table at the write shown; else the step's.
   * @param {number} i
   * @param {ReplayState} state
   */
  lengthOf(i, state) {
    return this.links.within === null ? state.lengths[i] : this.links.table.memory.nodes.top[i + 1];
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
   * Shows step `step`: the memory table and what is inspected at once, the
   * canvas when its `FrameDraw` says.
   * @param {ReplayState} state
   * @param {EventLog} log
   * @param {number} step
   * @param {number} now
   * @param {RenderPass} [pass]
   */
  render(state, log, step, now, pass = 'alone') {
    if (!this.#laidOut) return;
    this.#drawn = [state, log, step];
    followLinks(this, state, log, step);
    const event = step > 0 ? step - 1 : -1;
    this.memory.render(event >= 0 ? log.kinds[event] : -1, event >= 0 ? log.a[event] : -1);
    if (this.#inspected) this.#describe();
    // Unseen, an animation still ends on time, so the search's frames stop with it.
    if (!this.painter.request(now, pass)) this.#progress(now);
  }

  /**
   * Draws the last render's step on the canvas, `now` into its animation.
   * @param {number} now
   */
  #draw(now) {
    const [state, log, step] = /** @type {[ReplayState, EventLog, number]} */ (this.#drawn);
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

    drawRowOrder(this, ctx, state);
    drawHeaderOrder(this, ctx, state);
    for (let n = 1; n < links.up.length; n++) {
      if (this.nodeCol[n] < 0) continue;
      for (const isDown of [false, true]) drawPointer(this, ctx, n, isDown, t);
    }
    drawHeaders(this, ctx, state, shown);
    drawOptionNodes(this, ctx, log, shown);
    drawTarget(this, ctx);
    drawOptionLabels(this, state, shown.selected);
    this.head.draw();
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
}
