// The matrix panel: the compact or the full matrix (one toggle apart), a
// line that says what is shown, the legend, and inspection: hovering, or
// tapping on a touch screen, names the item and option under the pointer; a
// click or a tap also picks it, highlighting it here and its cells in the
// grid, until a second tap on it or a tap elsewhere. With the panel focused,
// the arrow keys move a cursor over the items' names and the cells, and
// Enter picks what it is on as a click does and goes to the next step
// that tries it.

import { formatNumber, plural } from '../../../shared/format.js';
import { optionLabel } from '../../model/describe.js';
import { NO_HIGHLIGHT, itemHighlight, optionHighlight } from '../../model/highlight.js';
import { NOTHING_TOUCHED, touchedAt } from '../../model/touched.js';
import { CompactMatrix } from './compact-matrix.js';
import { SOLVED_STYLES } from './compact-solved.js';
import { FollowToggle } from '../follow.js';
import { withScrollCue } from '../scroll-cue.js';
import { FullMatrix } from './full-matrix.js';
import { LEGEND_STYLES, buildLegend } from './matrix-legend.js';
import { matrixMode, rememberMatrixMode } from './matrix-mode.js';
import * as render from '../../../shared/render.js';

/** @typedef {import('../../model/highlight.js').Highlight} Highlight */
/** @typedef {import('./matrix-mode.js').MatrixMode} MatrixMode */

const HINT = 'Columns are items, rows are options. Hover or tap for names; pick a cell of the grid to find it here.';

/** The matrix panel's styles, adopted with the visualizer's own (visualizer-view.js). */
export const MATRIX_STYLES = `
.dv-mx-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; margin-bottom: 6px; font-size: 12px; color: var(--dv-muted); }
.dv-mx-toggle { display: inline-flex; }
.dv-mx-toggle button { height: 26px; padding: 0 10px; border: 1px solid var(--dv-rule); background: var(--dv-bg); cursor: pointer; font-size: 12px; }
.dv-mx-toggle button:first-child { border-radius: 6px 0 0 6px; }
.dv-mx-toggle button:last-child { border-radius: 0 6px 6px 0; border-left: none; }
.dv-mx-toggle button[aria-pressed="true"] { background: var(--dv-selected); border-color: var(--dv-selected); color: var(--dv-on-selected); font-weight: 600; }
.dv-mx-groups { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 4px; }
.dv-mx-groups button { height: 24px; padding: 0 8px; border: 1px solid var(--dv-rule); border-radius: 6px; background: var(--dv-panel); cursor: pointer; font-size: 12px; }
.dv-matrix[data-mode="full"] .dv-mx-groups { display: none; }
/* Both change every frame of playback; contained, neither lays out anything around it. */
.dv-mx-scroll { overflow: auto; scrollbar-gutter: stable; contain: strict; }
/* Room for the longest line, so that its changes during playback move nothing below. */
.dv-mx-shown { flex-basis: 100%; line-height: 1.45; height: 2.9em; contain: strict; }
@container (max-width: 520px) { .dv-mx-shown { height: 4.35em; } }
.dlx-vis[data-compact] .dv-mx-legend, .dlx-vis[data-compact] .dv-mx-groups { display: none; }
.dv-mx-sizer { position: relative; min-width: 100%; }
.dv-mx-sizer canvas { position: sticky; top: 0; left: 0; }
.dv-matrix [hidden] { display: none; }
${LEGEND_STYLES}
${SOLVED_STYLES}`;

export class MatrixView {
  /** @type {Highlight} */
  #highlight = NO_HIGHLIGHT;
  /**
   * What a pick pinned, said afresh at each step while the mouse is not over the matrix.
   * @type {(() => string) | null}
   */
  #pinned = null;
  #hovering = false;
  #pinnedKey = '';
  /** @type {((event: Event) => void) | null} */
  #outside = null;
  /**
   * The last render's state, log and step.
   * @type {[import('../../model/replay-state.js').ReplayState, import('../../model/event-log.js').EventLog, number] | null}
   */
  #last = null;
  #width = 0;
  /** What the step shown touches, as its description names it. */
  #touched = NOTHING_TOUCHED;
  #touchedStep = -1;
  /** The keyboard's cursor, drawn while the panel has focus: an item, and an option or -1 for the item's name. */
  #cursor = { item: -1, option: -1, on: false };
  /** @type {Record<MatrixMode, HTMLButtonElement>} the mode toggle's buttons */
  buttons = /** @type {Record<MatrixMode, HTMLButtonElement>} */ ({});

  /**
   * @param {Document} doc
   * @param {import('../../model/problem.js').Problem} problem
   * @param {(step: number) => void} [onSeek] goes to a step (Enter on an option or an item)
   */
  constructor(doc, problem, onSeek = () => {}) {
    this.onSeek = onSeek;
    this.doc = doc;
    this.problem = problem;
    this.win = /** @type {Window} */ (doc.defaultView);
    /**
     * Told when the highlight changes; `fromGrid` when the grid asked for it.
     * @type {(highlight: Highlight, fromGrid: boolean) => void}
     */
    this.onHighlight = () => {};
    this.element = doc.createElement('figure');
    this.element.className = 'dv-matrix';
    this.compact = new CompactMatrix(doc, problem, () => this.#redraw());
    this.full = new FullMatrix(doc, problem);
    /** Whether the panel scrolls to what each step touches; a reader's own scroll stops it. */
    this.follow = new FollowToggle(doc, [this.compact.element, this.full.element], () => this.#redraw());
    this.shown = doc.createElement('span');
    this.shown.className = 'dv-mx-shown';
    this.caption = doc.createElement('figcaption');
    this.caption.className = 'dv-caption';
    this.caption.textContent = HINT;
    this.element.append(
      this.#toolbar(),
      withScrollCue(this.compact.element),
      withScrollCue(this.full.element, this.full.head.element),
      this.caption,
      buildLegend(doc),
    );
    for (const canvas of [this.compact.canvas, this.full.canvas]) this.#inspect(canvas);
    for (const scroller of [this.compact.element, this.full.element]) this.#keys(scroller);
    this.#show(matrixMode(problem, this.win));
  }

  /** @returns {MatrixMode} */
  get mode() {
    return this.element.dataset.mode === 'full' ? 'full' : 'compact';
  }

  /** The mode toggle and the line that says what is shown. */
  #toolbar() {
    const bar = this.doc.createElement('div');
    bar.className = 'dv-mx-bar';
    const group = this.doc.createElement('div');
    group.className = 'dv-mx-toggle';
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', 'Matrix shown');
    for (const [mode, label] of /** @type {[MatrixMode, string][]} */ ([
      ['compact', 'Active only'],
      ['full', 'Full matrix'],
    ])) {
      const button = this.doc.createElement('button');
      button.type = 'button';
      button.dataset.mode = mode;
      button.textContent = label;
      button.addEventListener('click', () => {
        rememberMatrixMode(mode, this.win);
        this.#show(mode);
      });
      this.buttons[mode] = button;
      group.append(button);
    }
    bar.append(group, this.follow.button, ...this.#groupLinks(), this.shown);
    return bar;
  }

  /** Buttons that scroll the compact matrix to each constraint group, when there are several. */
  #groupLinks() {
    const { problem, doc } = this;
    const groups = [...new Set(problem.groups)];
    if (groups.length < 2) return [];
    const links = doc.createElement('span');
    links.className = 'dv-mx-groups';
    links.setAttribute('role', 'group');
    links.setAttribute('aria-label', 'Scroll the compact matrix to the items of a constraint group');
    links.append('Go to');
    for (const group of groups) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.textContent = problem.groupNames[group];
      button.addEventListener('click', () => {
        this.follow.set(false);
        if (!this.compact.showGroup(group)) this.#say(`No ${problem.groupNames[group]} item is active.`);
      });
      links.append(button);
    }
    return [links];
  }

  /** @param {MatrixMode} mode */
  #show(mode) {
    this.element.dataset.mode = mode;
    this.follow.again();
    this.compact.element.hidden = mode !== 'compact';
    this.full.element.hidden = mode !== 'full';
    for (const [name, button] of Object.entries(this.buttons)) {
      button.setAttribute('aria-pressed', String(name === mode));
    }
    if (this.#width) this.layout(this.#width);
    this.#redraw();
  }

  /**
   * Lays the mode shown out for `width` CSS pixels.
   * @param {number} width
   */
  layout(width) {
    this.#width = width;
    this.follow.again();
    if (this.mode === 'compact') this.compact.layout(width);
    else this.full.layout(width);
  }

  /**
   * @param {import('../../model/replay-state.js').ReplayState} state
   * @param {import('../../model/event-log.js').EventLog} log
   * @param {number} step
   */
  render(state, log, step) {
    this.#last = [state, log, step];
    if (step !== this.#touchedStep) {
      this.#touched = touchedAt(this.problem, log, step, state);
      this.#touchedStep = step;
    }
    const follow = this.follow.takes(step) ? this.#touched : null;
    if (this.mode === 'compact') {
      this.compact.render(state, log, step, this.#highlight, follow);
      this.#say(this.#compactSummary());
    } else {
      if (follow) this.full.follow(follow);
      this.full.render(state, log, step, this.#highlight);
      this.#say(this.#fullSummary());
    }
    if (this.#cursor.on) (this.mode === 'compact' ? this.compact : this.full).drawCursor(this.#cursor);
    if (this.mode === 'full') this.full.head.draw();
    if (!this.#hovering && !this.#cursor.on) this.#caption(this.#pinned?.() || HINT);
  }

  /**
   * The panel takes focus; the arrow keys move the cursor, and Enter picks
   * what it is on and goes to the next step that tries it.
   * @param {HTMLElement} scroller
   */
  #keys(scroller) {
    scroller.tabIndex = 0;
    scroller.setAttribute(
      'aria-label',
      'The matrix: arrow keys move over items and options, Enter picks one and goes to the next step that tries it',
    );
    scroller.addEventListener('keydown', (event) => this.#key(event));
    scroller.addEventListener('focus', () => {
      this.#cursor.on = true;
      this.#redraw();
    });
    scroller.addEventListener('blur', () => {
      this.#cursor.on = false;
      this.#redraw();
    });
  }

  /** @param {KeyboardEvent} event */
  #key(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const view = this.mode === 'compact' ? this.compact : this.full;
    const { items, options } = view.order();
    const cursor = this.#cursor;
    const column = Math.max(0, items.indexOf(cursor.item));
    const row = cursor.option >= 0 ? options.indexOf(cursor.option) : -1;
    /** @type {Record<string, [number, number]>} */
    const moves = {
      ArrowLeft: [Math.max(0, column - 1), row],
      ArrowRight: [Math.min(items.length - 1, column + 1), row],
      ArrowUp: [column, Math.max(-1, row - 1)],
      ArrowDown: [column, Math.min(options.length - 1, row + 1)],
    };
    const move = moves[event.key];
    if (event.key === 'Enter') this.#pickAndSeek({ item: cursor.item, option: cursor.option });
    else if (move && items.length) this.#moveCursor(items[move[0]], move[1] >= 0 ? options[move[1]] : -1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  /**
   * Picks `target` as a click does, then goes to the next step that tries
   * it: the select of an option, the choice of an item (or the first such
   * step, when none comes after this one), so the keyboard seeks as the
   * tree's Enter does.
   * @param {{ item: number, option: number }} target
   */
  #pickAndSeek(target) {
    this.#pick(target);
    const last = this.#last;
    const step = last ? last[1].stepTrying(target, last[2]) : -1;
    if (step >= 0) this.onSeek(step);
  }

  /**
   * @param {number} item
   * @param {number} option
   */
  #moveCursor(item, option) {
    Object.assign(this.#cursor, { item, option, on: true });
    this.follow.set(false);
    const last = this.#last;
    const touched = { items: [item], options: option >= 0 ? [option] : [] };
    if (last && this.mode === 'compact') this.compact.render(...last, this.#highlight, touched);
    else if (last) this.full.follow(touched);
    this.#redraw();
    this.#caption(this.#describe({ item, option }));
  }

  /** What the full matrix shows, and where its cells are too small to name, which mode names them. */
  #fullSummary() {
    const { itemCount, optionCount } = this.problem;
    const all = `All ${formatNumber(itemCount)} items × ${formatNumber(optionCount)} options; covered and hidden ones stay, marked.`;
    const g = this.full.geometry;
    if (!g || (g.namesFit && g.rowNamesFit)) return all;
    // Three lines of a phone's width at most: the line's box holds no more.
    return `${all} Too many to name: hover or tap for names, or see Active only.`;
  }

  /** @param {string} text */
  #caption(text) {
    render.text(this.caption, text);
  }

  #redraw() {
    if (this.#last) this.render(...this.#last);
  }

  /** @param {string} text */
  #say(text) {
    render.text(this.shown, text);
  }

  #compactSummary() {
    const { selection, overflows, solved } = this.compact;
    if (!solved.element.hidden) return 'Showing a solution: no item is left to cover.';
    let text = `Showing ${plural(selection.activeItems, 'active item')} × ${plural(selection.linkedOptions, 'linked option')}`;
    const extra = selection.optionTotal - selection.linkedOptions;
    if (selection.justCovered >= 0) {
      text += `, with ${this.problem.itemName(selection.justCovered)} just covered and the ${plural(extra, 'option')} it hid`;
    } else if (extra) {
      text += ', with the option being tried';
    }
    return overflows ? `${text}; scroll for the rest.` : `${text}.`;
  }

  /**
   * Highlights `highlight` (from the grid, or none), saying what `describe`
   * says under the matrix.
   * @param {Highlight} highlight
   * @param {(() => string) | null} describe
   */
  highlightFromGrid(highlight, describe) {
    this.#unpin();
    this.#pinned = describe;
    this.#setHighlight(highlight, true);
    if (this.mode === 'compact' && highlight.options.length + highlight.items.length) {
      this.follow.set(false);
      this.compact.reveal(highlight);
    }
  }

  /**
   * @param {Highlight} highlight
   * @param {boolean} fromGrid
   */
  #setHighlight(highlight, fromGrid) {
    this.#highlight = highlight;
    this.onHighlight(highlight, fromGrid);
    this.#redraw();
  }

  /**
   * Hover names what is under the pointer; a click or tap pins it.
   * @param {HTMLCanvasElement} canvas
   */
  #inspect(canvas) {
    canvas.addEventListener('pointermove', (event) => {
      if (event.pointerType !== 'mouse') return;
      this.#hovering = true;
      this.#caption(this.#describe(this.#hit(canvas, event)) || this.#pinned?.() || HINT);
    });
    canvas.addEventListener('pointerleave', () => {
      this.#hovering = false;
      this.#caption(this.#pinned?.() || HINT);
    });
    canvas.addEventListener('click', (event) => this.#pick(this.#hit(canvas, event)));
  }

  /**
   * @param {HTMLCanvasElement} canvas
   * @param {MouseEvent} event
   */
  #hit(canvas, event) {
    const rect = canvas.getBoundingClientRect();
    const x = (event.clientX - rect.left) * (canvas.width / rect.width);
    const y = (event.clientY - rect.top) * (canvas.height / rect.height);
    return (this.mode === 'compact' ? this.compact : this.full).hitTest(x, y);
  }

  /**
   * Pins what is under a click, as hover names it, and highlights its
   * option (or, on the column names, its item); the same one again, or
   * nothing, unpins.
   * @param {{ item: number, option: number }} hit
   */
  #pick({ item, option }) {
    const key = option >= 0 ? `o${option}` : item >= 0 ? `i${item}` : '';
    if (!key || key === this.#pinnedKey) {
      this.#clear();
      return;
    }
    this.#unpin();
    this.#pinnedKey = key;
    this.#pinned = () => this.#describe({ item, option });
    this.#caption(this.#pinned());
    this.#setHighlight(option >= 0 ? optionHighlight(this.problem, option) : itemHighlight(this.problem, item), false);
    // A tap anywhere else lets go; listened for only while something is pinned.
    this.#outside = (event) => {
      if (!this.element.isConnected || !event.composedPath().includes(this.element)) this.#clear();
    };
    this.doc.addEventListener('pointerdown', this.#outside, true);
  }

  #unpin() {
    if (this.#outside) this.doc.removeEventListener('pointerdown', this.#outside, true);
    this.#outside = null;
    this.#pinnedKey = '';
    this.#pinned = null;
  }

  #clear() {
    const had = this.#pinnedKey;
    this.#unpin();
    this.#caption(HINT);
    if (had) this.#setHighlight(NO_HIGHLIGHT, false);
  }

  /**
   * What hover and taps say about a point: its column and its row.
   * @param {{ item: number, option: number }} hit
   */
  #describe({ item, option }) {
    const { problem } = this;
    const state = this.#last?.[0];
    const parts = [];
    if (item >= 0) {
      const length = state ? (state.covered[item] ? 'covered' : `${state.lengths[item]} options`) : '';
      parts.push(`column ${problem.itemName(item)}${length ? ` (${length})` : ''}`);
    }
    if (option >= 0) {
      const by = state?.hiddenBy[option] ?? -1;
      parts.push(`row ${optionLabel(problem, option)}${by >= 0 ? `, hidden by ${problem.itemName(by)}` : ''}`);
    }
    return parts.join(' · ');
  }

  /** What is highlighted: the items and options picked or hovered. */
  get highlight() {
    return this.#highlight;
  }

  /** The keyboard's cursor: an item, and an option or -1 for the item's name; `on` while the panel has focus. */
  get cursor() {
    return this.#cursor;
  }

  /** What the step shown touches, as its description names it. */
  get touched() {
    return this.#touched;
  }
}
