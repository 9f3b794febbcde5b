// The search tree panel: the tree explored up to the current step, drawn
// from a SearchTree, with Knuth's estimate of its size beside it. Finished
// nodes go on a base canvas once, as the tree grows; the node still growing,
// the current path and the node under the pointer go on an overlay redrawn
// each frame. Seeking back keeps the tree explored up to the furthest step
// reached in sight, what lies after the current step faded, so the tree a
// reader is finding their way in never vanishes under them. Clicking or tapping a node asks to seek to its step; so does
// Enter on the node the arrow keys moved to, once the tree has focus.
// A small search, read whole before the first frame (Knuth's example, a
// 4×4), gets a panel of its tree's own height, drawn at the scale of the
// whole from the first step, so nothing in it or under it moves as it
// grows; a longer one keeps the panel's height and rescales as it grows.

import { formatNumber, plural } from '../../../shared/format.js';
import { NodeKind, SearchTree } from '../../model/search-tree.js';
import { fitCanvas, fontFamily, offscreenCanvas, themeColors } from '../canvas.js';
import { PAD, drawMark, geometryFor, heightFor, nodeAt, place, traceEdge } from './tree-drawing.js';
import { DENSE, closeUpGeometry, drawWindow, followColumn, windowColumns } from './tree-closeup.js';
import * as render from '../../../shared/render.js';

/** @typedef {import('../../model/problem.js').Problem} Problem */
/** @typedef {import('../../model/event-log.js').EventLog} EventLog */
/** @typedef {import('../../model/tree-estimate.js').TreeEstimate} TreeEstimate */

const COLORS = ['bg', 'fg', 'muted', 'rule', 'chosen', 'selected', 'error', 'restore'];
/** The most shown nodes drawn; a bigger tree is drawn up to here, and the caption says so. */
export const MAX_DRAWN = 20_000;
/**
 * Up to this many nodes drawn, a new scale draws them all again; beyond,
 * the picture is shrunk to the new scale instead, which costs the same
 * however big the tree.
 */
const REDRAW_UP_TO = 2000;
const HEIGHT = 240;
/** The least height of a panel sized to its tree: two levels. */
const MIN_HEIGHT = heightFor(2);
/** The opacity of the nodes explored after the step shown. */
const FADED = 0.3;

export class TreeView {
  #ratio = 1;
  #width = 300;
  #height = HEIGHT;
  /** The font family of the labels, the page's (read at layout). */
  #family = 'system-ui, sans-serif';
  /** Shown nodes on the base canvas, and the scale they were drawn at. */
  #drawn = 0;
  /** @type {ReturnType<typeof geometryFor> | null} */
  #drawnGeometry = null;
  #step = 0;
  /** The furthest step shown yet: the tree up to it stays drawn, its part after the current step faded. */
  #reached = 0;
  /** @type {EventLog | null} */
  #log = null;
  #hover = -1;
  #geometry = geometryFor(300, HEIGHT, 1, 1);
  /** Whether the tree is too dense to read whole, and the close-up shows instead (unless the reader asked for the whole). */
  #dense = false;
  #wholeAsked = false;
  /** The close-up's first column. */
  #first = 0;
  /**
   * The whole tree's shape when the search was read whole by the first
   * render and its levels need less than the panel's height (the panel is
   * then sized to it); null when not; undefined before the first render.
   * @type {{ columns: number, levels: number } | null | undefined}
   */
  #whole;

  /**
   * @param {Document} doc
   * @param {Problem} problem
   * @param {TreeEstimate | null} estimate
   * @param {(step: number) => void} onSeek
   */
  constructor(doc, problem, estimate, onSeek) {
    this.problem = problem;
    this.estimate = estimate;
    /** Whether the estimate is still being made, in a worker. */
    this.estimating = false;
    this.tree = new SearchTree();
    this.element = doc.createElement('div');
    this.element.className = 'dv-tree';
    this.caption = doc.createElement('p');
    this.caption.className = 'dv-tree-caption';
    this.estimateLine = doc.createElement('p');
    this.estimateLine.className = 'dv-tree-estimate';
    const frame = doc.createElement('div');
    frame.className = 'dv-tree-frame';
    this.base = doc.createElement('canvas');
    this.overlay = doc.createElement('canvas');
    this.overlay.setAttribute('role', 'img');
    this.overlay.setAttribute(
      'aria-label',
      'The search tree so far: arrow keys move between nodes, Enter goes to the step of the one ringed.',
    );
    this.overlay.tabIndex = 0;
    this.zoom = doc.createElement('button');
    this.zoom.type = 'button';
    this.zoom.className = 'dv-tree-zoom';
    this.zoom.hidden = true;
    this.zoom.addEventListener('click', () => {
      this.#wholeAsked = !this.#wholeAsked;
      if (this.#log) this.render(this.#log, this.#step);
    });
    frame.append(this.base, this.overlay, this.zoom);
    this.info = doc.createElement('p');
    this.info.className = 'dv-tree-info dv-muted';
    this.info.setAttribute('aria-live', 'polite');
    this.element.append(this.estimateLine, this.caption, frame, this.info, legend(doc));
    this.colors = /** @type {Record<string, string>} */ (themeColors(this.element, COLORS));
    this.overlay.addEventListener('click', (event) => {
      const s = this.#nodeAtEvent(event);
      if (s >= 0) onSeek(this.tree.stepOf(this.tree.first[s]));
    });
    this.overlay.addEventListener('pointermove', (event) => this.#setHover(this.#nodeAtEvent(event)));
    this.overlay.addEventListener('pointerleave', () => this.#setHover(-1));
    this.overlay.addEventListener('keydown', (event) => this.#key(event, onSeek));
    this.overlay.addEventListener('blur', () => this.#setHover(-1));
  }

  /**
   * The arrow keys move the ring: ← and → to the node before and after in
   * the order the search entered them, ↑ to the parent, ↓ to the first
   * child; Enter goes to the ringed node's step.
   * @param {KeyboardEvent} event
   * @param {(step: number) => void} onSeek
   */
  #key(event, onSeek) {
    const { tree } = this;
    const shown = this.#shownLimit();
    if (shown === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const current = tree.currentAt(this.#step);
    const at = this.#hover >= 0 ? this.#hover : current >= 0 ? Math.min(tree.shownOf[current], shown - 1) : 0;
    /** @type {Record<string, () => number>} */
    const moves = {
      ArrowLeft: () => Math.max(0, at - 1),
      ArrowRight: () => Math.min(shown - 1, at + 1),
      ArrowUp: () => (tree.shownParent[at] >= 0 ? tree.shownParent[at] : at),
      ArrowDown: () => (at + 1 < shown && tree.shownParent[at + 1] === at ? at + 1 : at),
    };
    if (event.key === 'Enter') onSeek(tree.stepOf(tree.first[at]));
    else if (moves[event.key]) this.#setHover(moves[event.key]());
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  /** @param {number} width */
  layout(width) {
    this.#width = Math.max(200, Math.floor(width));
    this.#fit();
  }

  /** The panel's height for a tree not sized to: less on a narrow screen. */
  get #usualHeight() {
    return this.#width < 500 ? 200 : HEIGHT;
  }

  /** Sizes the canvases: the tree's own height when it is known whole and small, else the panel's. */
  #fit() {
    this.#height = this.#whole ? Math.max(MIN_HEIGHT, heightFor(this.#whole.levels)) : this.#usualHeight;
    this.#ratio = fitCanvas(this.base, this.#width, this.#height);
    fitCanvas(this.overlay, this.#width, this.#height);
    this.colors = /** @type {Record<string, string>} */ (themeColors(this.element, COLORS));
    this.#family = fontFamily(this.element);
    this.#drawnGeometry = null;
  }

  /**
   * @param {EventLog} log
   * @param {number} step
   */
  render(log, step) {
    const tree = this.tree;
    tree.update(log);
    this.#step = step;
    this.#reached = Math.max(this.#reached, step);
    this.#log = log;
    if (this.#whole === undefined) this.#measureWhole(log);
    const whole = this.#whole ?? null;
    let shown = Math.min(tree.shownAt(step), MAX_DRAWN);
    const explored = Math.min(tree.shownAt(this.#reached), MAX_DRAWN);
    const last = explored - 1;
    const levels = whole ? whole.levels : last < 0 ? 1 : tree.deepestSoFar[last] + 1;
    const columns = whole ? whole.columns : last < 0 ? 1 : tree.columnsSoFar[last];
    this.#geometry = geometryFor(this.#width, this.#height, columns, levels, Boolean(whole));
    this.#dense = this.#geometry.dx < DENSE;
    this.#showMode();
    if (this.#closeUp) {
      shown = tree.shownAt(step);
      const reached = tree.shownAt(this.#reached);
      const deepest = whole ? whole.levels : tree.deepestSoFar[reached - 1] + 1;
      this.#geometry = closeUpGeometry(this.#width, this.#height, deepest, Boolean(whole));
      this.#clearBase();
    } else {
      this.#drawBase(shown - 1, explored);
    }
    this.#drawOverlay(shown);
    this.#writeCaption(log, step, tree.shownAt(step));
  }

  /**
   * Decides, once, whether the panel is sized to the whole tree: only when
   * the search was read whole before the first frame, so the panel never
   * changes size under a reader, and only when the tree needs less than
   * the panel's usual height.
   * @param {EventLog} log
   */
  #measureWhole(log) {
    const { tree } = this;
    const levels = tree.maxDepth + 1;
    const small = log.searchDone && tree.shownCount <= MAX_DRAWN && heightFor(levels) < this.#usualHeight;
    this.#whole = small ? { columns: tree.columns, levels } : null;
    this.element.dataset.sized = this.#whole ? 'tree' : 'panel';
    if (this.#whole) this.#fit();
  }

  /** The mode's button and, for tests, the mode: written only when they change, not every frame. */
  #showMode() {
    const mode = String(this.#closeUp);
    if (this.element.dataset.closeUp === mode && this.zoom.hidden === !this.#dense) return;
    this.zoom.hidden = !this.#dense;
    this.zoom.textContent = this.#closeUp ? 'Whole tree' : 'Close-up';
    this.element.dataset.closeUp = mode;
  }

  /** Whether the close-up shows: the tree is too dense to read whole, and the reader has not asked for the whole. */
  get #closeUp() {
    return this.#dense && !this.#wholeAsked;
  }

  /** The explored nodes that can be drawn, and so pointed at: all of them in the close-up, up to the cap in the whole tree. */
  #shownLimit() {
    const explored = this.tree.shownAt(this.#reached);
    return this.#closeUp ? explored : Math.min(explored, MAX_DRAWN);
  }

  /** Empties the base canvas (the close-up draws on the overlay alone), so the whole tree is drawn afresh next. */
  #clearBase() {
    if (!this.#drawnGeometry) return;
    context(this.base, this.#ratio, this.#family).clearRect(0, 0, this.#width, this.#height);
    this.#drawn = 0;
    this.#drawnGeometry = null;
  }

  /**
   * Shifts the close-up to keep the ringed node (under the keyboard's ring,
   * or the current one) in sight, and draws its columns.
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} shown
   */
  #drawCloseUp(ctx, shown) {
    const { tree } = this;
    const current = tree.currentAt(this.#step);
    const focus = this.#hover >= 0 ? this.#hover : current >= 0 ? tree.shownOf[current] : 0;
    const window = windowColumns(this.#width);
    // The node under the pointer is in sight already: the window moves for it only when the keys take it out.
    this.#first = followColumn(this.#first, tree.column[focus], window, tree.columns, this.#hover < 0);
    const dx = this.#geometry.dx;
    ctx.translate(-this.#first * dx, 0);
    const nodes = tree.nodesAt(this.#step);
    const later = { first: this.#first, window, from: shown, shown: this.#shownLimit(), nodes, alpha: FADED };
    drawWindow(ctx, tree, this.#geometry, later, this.colors);
    drawWindow(ctx, tree, this.#geometry, { first: this.#first, window, from: 0, shown, nodes, alpha: 1 }, this.colors);
    const at = place(this.#geometry, tree.column[focus] - this.#first, tree.depth[focus]);
    // Where the followed node is drawn, for tests.
    const where = `${at.x},${at.y}`;
    render.data(this.element, 'focus', where);
  }

  /**
   * Draws finished nodes up to (not including) `upTo` on the base canvas,
   * only those not yet there; on a fresh canvas, first the nodes from `upTo`
   * to `explored`, faded: explored by a later step than the one shown.
   * Stepping forward then draws each node over its faded self.
   * @param {number} upTo
   * @param {number} explored
   */
  #drawBase(upTo, explored) {
    const geometry = this.#geometry;
    const before = this.#drawnGeometry;
    let from = this.#drawn;
    if (
      !before ||
      before.size !== geometry.size ||
      upTo < from ||
      (before.key !== geometry.key && from <= REDRAW_UP_TO)
    ) {
      context(this.base, this.#ratio, this.#family).clearRect(0, 0, this.#width, this.#height);
      this.#drawFaded(Math.max(0, upTo), explored, geometry);
      from = 0;
    } else if (before.key !== geometry.key) {
      this.#shrink(before, geometry);
    }
    this.#drawnGeometry = geometry;
    const ctx = context(this.base, this.#ratio, this.#family);
    ctx.strokeStyle = this.colors.muted;
    ctx.globalAlpha = 0.45;
    ctx.beginPath();
    for (let s = from; s < upTo; s++) traceEdge(ctx, this.tree, geometry, s);
    ctx.stroke();
    ctx.globalAlpha = 1;
    for (let s = from; s < upTo; s++) {
      drawMark(ctx, this.tree, geometry, s, this.tree.weight(s, this.tree.nodeCount), this.colors);
    }
    this.#drawn = Math.max(0, upTo);
  }

  /**
   * Shown nodes `from` to `to` faded and unlabelled on the base canvas.
   * @param {number} from
   * @param {number} to
   * @param {ReturnType<typeof geometryFor>} geometry
   */
  #drawFaded(from, to, geometry) {
    if (from >= to) return;
    const ctx = context(this.base, this.#ratio, this.#family);
    ctx.strokeStyle = this.colors.muted;
    ctx.globalAlpha = 0.45 * FADED;
    ctx.beginPath();
    for (let s = from; s < to; s++) traceEdge(ctx, this.tree, geometry, s);
    ctx.stroke();
    ctx.globalAlpha = FADED;
    for (let s = from; s < to; s++) drawMark(ctx, this.tree, geometry, s, 0, this.colors, false);
    ctx.globalAlpha = 1;
  }

  /**
   * Scales the base canvas's picture from geometry `before` to `after`,
   * about the corner the tree grows from.
   * @param {{ dx: number, dy: number }} before
   * @param {{ dx: number, dy: number }} after
   */
  #shrink(before, after) {
    const { width, height } = this.base;
    const copy = offscreenCanvas(this.element.ownerDocument, width, height);
    /** @type {CanvasRenderingContext2D} */ (copy.getContext('2d')).drawImage(this.base, 0, 0);
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.base.getContext('2d'));
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const [kx, ky, pad] = [after.dx / before.dx, after.dy / before.dy, PAD * this.#ratio];
    ctx.setTransform(kx, 0, 0, ky, pad * (1 - kx), pad * (1 - ky));
    ctx.drawImage(copy, 0, 0);
  }

  /**
   * The node still growing, the path from the root to the current node, and the node under the pointer.
   * @param {number} shown
   */
  #drawOverlay(shown) {
    const { tree, colors } = this;
    const geometry = this.#geometry;
    const ctx = context(this.overlay, this.#ratio, this.#family);
    ctx.clearRect(0, 0, this.#width, this.#height);
    if (this.#closeUp && this.#shownLimit() > 0) this.#drawCloseUp(ctx, shown);
    const nodes = tree.nodesAt(this.#step);
    if (shown > 0) {
      ctx.strokeStyle = colors.muted;
      ctx.globalAlpha = 0.45;
      ctx.beginPath();
      traceEdge(ctx, tree, geometry, shown - 1);
      ctx.stroke();
      ctx.globalAlpha = 1;
      drawMark(ctx, tree, geometry, shown - 1, tree.weight(shown - 1, nodes), colors);
    }
    const current = tree.currentAt(this.#step);
    ctx.strokeStyle = colors.selected;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    // Past the drawing's cap, the path shows from the last ancestor drawn.
    for (let s = current < 0 ? -1 : tree.shownOf[current]; s >= 0; s = tree.shownParent[s]) {
      if (s < shown) traceEdge(ctx, tree, geometry, s);
    }
    ctx.stroke();
    ctx.lineWidth = 1;
    if (current >= 0 && tree.shownOf[current] < shown) {
      ring(ctx, geometry, tree, tree.shownOf[current], colors.selected);
    }
    if (this.#hover >= 0 && this.#hover < shown) ring(ctx, geometry, tree, this.#hover, colors.fg);
  }

  /**
   * @param {EventLog} log
   * @param {number} step
   * @param {number} shown
   */
  #writeCaption(log, step, shown) {
    const nodes = this.tree.nodesAt(step);
    const data = this.element.dataset;
    data.nodes = String(nodes);
    data.shown = String(shown);
    const cut = shown > MAX_DRAWN ? ` Drawn: the first ${formatNumber(MAX_DRAWN)}.` : '';
    const later = this.tree.shownAt(this.#reached) - shown;
    data.explored = String(shown + later);
    const faded = later > 0 ? ` Faded: the ${plural(later, 'node')} entered after this step.` : '';
    const so = `${plural(nodes, 'node')} so far, drawn as ${formatNumber(shown)}`;
    const caption =
      nodes === 0
        ? 'No node yet: each level the search enters adds one. Click a node to go to its step.'
        : this.#closeUp
          ? `${so}, too many to read at once: a close-up follows the current node. Click a node to go to its step.`
          : `${so}: a run of forced choices is one bar. Click a node to go to its step.${cut}`;
    const text = caption + faded;
    render.text(this.caption, text);
    this.#writeEstimate(log);
  }

  /**
   * Shows `estimate`, made in the background: `undefined` while it is being
   * made, null when none could be.
   * @param {TreeEstimate | null | undefined} estimate
   * @param {EventLog} log
   */
  showEstimate(estimate, log) {
    this.estimating = estimate === undefined;
    this.estimate = estimate ?? null;
    this.#writeEstimate(log);
  }

  /** @param {EventLog} log */
  #writeEstimate(log) {
    const line = this.estimating
      ? "Knuth's estimate of the tree's size: probing it in the background…"
      : estimateText(this.estimate, log.searchDone ? this.tree.nodeCount : null, log.capped);
    render.text(this.estimateLine, line);
  }

  /** @param {MouseEvent} event */
  #nodeAtEvent(event) {
    const box = this.overlay.getBoundingClientRect();
    const shift = this.#closeUp ? this.#first * this.#geometry.dx : 0;
    return nodeAt(
      this.tree,
      this.#geometry,
      this.#shownLimit(),
      event.clientX - box.left + shift,
      event.clientY - box.top,
    );
  }

  /** @param {number} s */
  #setHover(s) {
    if (s === this.#hover) return;
    this.#hover = s;
    this.info.textContent = s < 0 ? '' : this.#describeNode(s);
    this.#drawOverlay(this.#shownLimit());
  }

  /** @param {number} s */
  #describeNode(s) {
    const { tree, problem } = this;
    const node = tree.first[s];
    const at = `step ${formatNumber(tree.stepOf(node))}`;
    const item = problem.itemName(tree.item[node]);
    switch (tree.shownKind(s)) {
      case NodeKind.Branch:
        return `Branch on ${item}: ${tree.options[node]} options, ${at}. Click to go there.`;
      case NodeKind.Forced:
        return `${forcedChoices(tree.weight(s, tree.nodesAt(this.#step)))} from ${item}, ${at}. Click to go there.`;
      case NodeKind.DeadEnd:
        return `Dead end: ${item} has no option left, ${at}. Click to go there.`;
      default:
        return `Solution ${formatNumber(tree.item[node])}, ${at}. Click to go there.`;
    }
  }
}

/**
 * Knuth's estimate, compared with the real count once the search is over.
 * @param {TreeEstimate | null} estimate
 * @param {number | null} actual
 * @param {boolean} capped
 */
export function estimateText(estimate, actual, capped) {
  if (!estimate) return '';
  const { probes, nodes, standardError } = estimate;
  const size = Number.isFinite(nodes)
    ? `≈ ${roughly(nodes)} nodes (standard error ± ${Math.round((100 * standardError) / Math.max(1, nodes))}%)`
    : 'more nodes than a number can hold (over 10³⁰⁸)';
  const guess = `Knuth's estimate from ${formatNumber(probes)} random probes: ${size}`;
  if (actual !== null) return `${guess}; the whole tree has ${formatNumber(actual)}.`;
  return capped
    ? `${guess}; the search is longer than the visualizer reads.`
    : `${guess}; the real count shows when the search ends.`;
}

/**
 * A count too large to write out as a power of ten: 2.8 × 10⁸⁵.
 * @param {number} n
 */
function roughly(n) {
  if (n < 1e9) return formatNumber(Math.round(n));
  const exponent = Math.floor(Math.log10(n));
  const superscript = String(exponent).replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]);
  return `${(n / 10 ** exponent).toFixed(1)} × 10${superscript}`;
}

/** @param {number} n */
function forcedChoices(n) {
  return n === 1 ? '1 forced choice' : `${formatNumber(n)} forced choices`;
}

/**
 * @param {HTMLCanvasElement} canvas
 * @param {number} ratio
 * @param {string} family the font family the labels are drawn in
 */
function context(canvas, ratio, family) {
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.font = `11px ${family}`;
  ctx.textBaseline = 'middle';
  return ctx;
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./tree-drawing.js').TreeGeometry} geometry
 * @param {import('../../model/search-tree.js').SearchTree} tree
 * @param {number} s
 * @param {string} color
 */
function ring(ctx, geometry, tree, s, color) {
  const { x, y } = place(geometry, tree.column[s], tree.depth[s]);
  ctx.strokeStyle = color;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(x, y, Math.max(4, Math.min(8, geometry.dx * 0.6)), 0, 2 * Math.PI);
  ctx.stroke();
  ctx.lineWidth = 1;
}

/** @param {Document} doc */
function legend(doc) {
  const p = doc.createElement('p');
  p.className = 'dv-tree-legend dv-muted';
  const entries = [
    ['dv-key-branch', 'branch: 2 or more options'],
    ['dv-key-forced', 'forced choices'],
    ['dv-key-dead', 'dead end'],
    ['dv-key-solution', 'solution'],
    ['dv-key-path', 'path to the current step'],
  ];
  for (const [name, text] of entries) {
    const entry = doc.createElement('span');
    entry.className = 'dv-tree-entry';
    const key = doc.createElement('span');
    key.className = `dv-key ${name}`;
    entry.append(key, ` ${text}`);
    p.append(entry, ' ');
  }
  return p;
}
