// Dancing cells, as Knuth draws them in his paper on the sparse-set
// representation: a row for each item, its options in one run, the active
// ones first and a bar at its size, the options hidden from it after the
// bar. A cover swaps each option it hides past its item's bar, so the run
// shrinks; an uncover only moves the bar back, so it grows again over the
// same entries. The entries the step's move changed are ringed, and the
// active items themselves form a sparse set, shown above the rows.

import { EventKind } from '../../../engine/event-kind.js';
import { formatNumber } from '../../../shared/format.js';
import { chosenItem } from '../../model/chosen-item.js';
import { cut } from '../../model/problem.js';
import { touchedAt } from '../../model/touched.js';
import { FollowToggle, nearestScroll } from '../follow.js';
import { LINKS_LIMITS } from '../links/links-view.js';
import { withScrollCue } from '../scroll-cue.js';
import * as render from '../../../shared/render.js';

/** @typedef {import('../../model/replay-cells.js').ReplayCells} ReplayCells */
/** @typedef {import('../../model/replay-state.js').ReplayState} ReplayState */
/** @typedef {import('../../model/event-log.js').EventLog} EventLog */

/**
 * Why the cells view is not shown for `problem`, or '' when it is: it draws the problems the links view draws.
 * @param {import('../../model/problem.js').Problem} problem
 */
export function cellsUnavailableReason(problem) {
  const { items, options, nodes } = LINKS_LIMITS;
  if (problem.itemCount <= items && problem.optionCount <= options && problem.nodeCount <= nodes) return '';
  return `The dancing-cells view draws a row for every item, so it is kept for small problems (up to ${items} items, ${options} options and ${nodes} nodes, like Knuth's example or a 4×4 Sudoku). This one has ${formatNumber(problem.itemCount)} items and ${formatNumber(problem.nodeCount)} nodes. The matrix view shows the same covers.`;
}

export const CELLS_STYLES = `
.dv-reps { display: grid; grid-template-columns: minmax(0, 1fr); gap: 14px; margin-top: 14px; }
.dv-reps > .dv-links-section { margin-top: 0; }
/* Side by side on a wide screen, when both are shown and the cells are narrow enough. */
@container (min-width: 1000px) {
  .dlx-vis:not([data-panels]) .dv-reps:has(.dv-cells[data-narrow]),
  .dlx-vis[data-panels~="links"][data-panels~="cells"] .dv-reps:has(.dv-cells[data-narrow]) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
}
.dv-cells-items { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; margin: 0 0 10px; }
.dv-cells-items > b, .dv-cells-head { font-size: 12px; font-weight: 600; color: var(--dv-muted); }
.dv-cells-items > b { margin-right: 4px; }
.dv-cells-scroll { overflow: auto; max-height: 480px; }
.dv-cells-rows { display: grid; grid-template-columns: max-content max-content max-content; gap: 4px 10px; align-items: center; width: max-content; }
.dv-cells-name { justify-self: start; font-weight: 600; white-space: nowrap; padding: 0 3px; }
.dv-cells-size { font-variant-numeric: tabular-nums; text-align: right; }
.dv-cells-run { display: flex; align-items: center; gap: 3px; }
.dv-cell {
  min-width: 4.2em; padding: 1px 6px; border: 1px solid var(--dv-node); border-radius: 5px;
  text-align: center; white-space: nowrap; font-variant-numeric: tabular-nums;
}
.dv-cell.dv-in { background: var(--dv-panel); }
.dv-cell.dv-out { border-style: dashed; color: var(--dv-muted); }
.dv-cell.dv-partial { color: var(--dv-selected); font-weight: 600; }
.dv-cell.dv-swapped { outline: 3px solid var(--dv-cover); outline-offset: 1px; }
.dv-cell.dv-restored { outline: 3px solid var(--dv-restore); outline-offset: 1px; }
.dv-cells-rows .dv-covered, .dv-cells-legend .dv-covered { color: var(--dv-covered); }
.dv-cells .dv-chosen { outline: 2px solid var(--dv-chosen); outline-offset: 1px; border-radius: 4px; }
.dv-item { min-width: 1.8em; padding: 0 5px; text-align: center; border: 1px solid var(--dv-node); border-radius: 4px; background: var(--dv-panel); }
.dv-item.dv-out { border-style: dashed; background: none; color: var(--dv-covered); }
.dv-cells-bar { flex: none; width: 3px; height: 1.5em; border-radius: 1px; background: var(--dv-fg); margin: 0 3px; }
/* Fixed heights, so that playing never moves what is below: the caption's
   words change with the event, and the items' order with the covers. */
.dv-cells .dv-cells-caption { height: 4.35em; overflow-y: auto; }
@container (max-width: 520px) { .dv-cells .dv-cells-caption { height: 7.25em; } }
.dv-cells-legend { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 8px 0 0; font-size: 12px; color: var(--dv-muted); }
.dv-cells-legend > span { display: inline-flex; align-items: center; gap: 5px; }
.dv-cells-legend .dv-cell { min-width: 2em; height: 1.2em; }
.dv-cells-legend .dv-cells-bar { height: 1.2em; margin: 0; }
`;

export class CellsView {
  /** @type {[ReplayState, EventLog, number] | null} the last render's state, log and step */
  #last = null;
  /** @type {HTMLElement[][]} each item's entries */
  #entries = [];
  /** @type {HTMLElement[]} each item's row: name, size, run */
  #names = [];
  #sizes = /** @type {HTMLElement[]} */ ([]);
  /** The items row's parts, made once: its title, a box an item, a bar a region. */
  #itemsTitle;
  /** @type {HTMLElement[]} */
  #chips = [];
  #itemBars;
  #itemsKey = '';
  /** @type {HTMLElement[]} each item's run */
  #runs = [];
  /** @type {HTMLElement[]} each item's bar, after its active options */
  #bars = [];

  /**
   * @param {Document} doc
   * @param {import('../../model/problem.js').Problem} problem
   * @param {ReplayCells} cells
   */
  constructor(doc, problem, cells) {
    this.doc = doc;
    // Every item's box as wide as the longest name, so the items wrap the same in any order.
    let longest = 1;
    for (let item = 0; item < problem.itemCount; item++) longest = Math.max(longest, problem.itemName(item).length);
    const width = `calc(${longest}ch + 12px)`;
    this.#itemsTitle = doc.createElement('b');
    this.#itemsTitle.textContent = 'Items';
    this.#itemBars = [bar(doc), bar(doc)];
    for (let item = 0; item < problem.itemCount; item++) {
      const chip = doc.createElement('span');
      chip.textContent = problem.itemName(item);
      chip.style.width = width;
      this.#chips.push(chip);
    }
    this.problem = problem;
    this.cells = cells;
    this.element = doc.createElement('figure');
    this.element.className = 'dv-cells';
    this.items = doc.createElement('p');
    this.items.className = 'dv-cells-items';
    this.items.setAttribute('aria-label', 'The active items, a sparse set of their own');
    this.scroller = doc.createElement('div');
    this.scroller.className = 'dv-cells-scroll';
    this.scroller.tabIndex = 0;
    this.scroller.setAttribute('role', 'group');
    this.scroller.setAttribute('aria-label', "The dancing-cells structure: each item's options as a sparse set");
    this.rows = doc.createElement('div');
    this.rows.className = 'dv-cells-rows';
    this.scroller.append(this.rows);
    /** Whether the view scrolls to the rows each step changes; scrolling it by hand turns this off. */
    this.follow = new FollowToggle(doc, [this.scroller], () => this.#last && this.render(...this.#last));
    this.followBar = doc.createElement('div');
    this.followBar.className = 'dv-follow-bar';
    this.followBar.append(this.follow.button);
    this.caption = doc.createElement('figcaption');
    this.caption.className = 'dv-caption dv-cells-caption';
    this.#buildRows();
    this.element.append(this.items, this.followBar, withScrollCue(this.scroller), this.caption);
    this.element.append(buildCellsLegend(doc));
  }

  #buildRows() {
    const { doc, problem } = this;
    for (const words of ['item', 'size', 'options: active | hidden']) {
      const head = doc.createElement('span');
      head.className = 'dv-cells-head';
      head.textContent = words;
      this.rows.append(head);
    }
    for (let item = 0; item < problem.itemCount; item++) {
      const name = doc.createElement('span');
      name.className = 'dv-cells-name';
      name.textContent = problem.itemName(item);
      const size = doc.createElement('span');
      size.className = 'dv-cells-size';
      const run = doc.createElement('span');
      run.className = 'dv-cells-run';
      run.dataset.item = String(item);
      const entries = Array.from(this.cells.run(item), () => {
        const entry = doc.createElement('span');
        entry.className = 'dv-cell';
        return entry;
      });
      run.append(...entries);
      this.#bars.push(bar(doc));
      this.#runs.push(run);
      this.rows.append(name, size, run);
      this.#names.push(name);
      this.#sizes.push(size);
      this.#entries.push(entries);
    }
  }

  /** Marks the view narrow enough to stand beside the links view on a wide screen. */
  layout() {
    this.element.toggleAttribute('data-narrow', this.rows.scrollWidth < 560);
    // Following matters, and so does its button, only when the rows scroll.
    this.followBar.hidden = this.scroller.scrollHeight <= this.scroller.clientHeight;
  }

  /**
   * @param {ReplayState} state
   * @param {EventLog} log
   * @param {number} step
   */
  render(state, log, step) {
    this.#last = [state, log, step];
    const { cells, problem } = this;
    const chosen = chosenItem(state, log, step);
    const kind = step > 0 ? log.kinds[step - 1] : -1;
    const partial = new Set(state.partial());
    for (let item = 0; item < problem.itemCount; item++) {
      const size = cells.sizes[item];
      const run = cells.run(item);
      const active = cells.isActive(item);
      const name = this.#names[item];
      const nameClass = `dv-cells-name${active ? '' : ' dv-covered'}${item === chosen ? ' dv-chosen' : ''}`;
      if (name.className !== nameClass) name.className = nameClass;
      const sizeText = String(size);
      render.text(this.#sizes[item], sizeText);
      this.#entries[item].forEach((entry, at) => {
        const option = run[at];
        const text = this.#label(option);
        render.text(entry, text);
        render.data(entry, 'option', String(option));
        let className = `dv-cell ${at < size ? 'dv-in' : 'dv-out'}`;
        if (partial.has(option)) className += ' dv-partial';
        if (cells.isMarked(item, at)) className += kind === EventKind.Uncover ? ' dv-restored' : ' dv-swapped';
        if (entry.className !== className) entry.className = className;
      });
      const after = this.#entries[item][size] ?? null;
      const bar = this.#bars[item];
      if (!bar.parentNode || bar.nextSibling !== after) this.#runs[item].insertBefore(bar, after);
    }
    this.#renderItems(chosen);
    render.text(this.caption, this.#caption(kind));
    this.#follow(state, log, step);
  }

  /**
   * The option's name as short as the matrix names it.
   * @param {number} option
   */
  #label(option) {
    return cut(this.problem.optionName(option));
  }

  /**
   * The active items' own sparse set: the active ones, a bar, the covered ones.
   * @param {number} chosen the item chosen, or -1
   */
  #renderItems(chosen) {
    const { cells, problem } = this;
    // Covers reorder the items; a step that does not leaves them be.
    const key = `${chosen} ${cells.activePrimary} ${cells.activeSecondary} ${cells.order.join(',')}`;
    if (key === this.#itemsKey) return;
    this.#itemsKey = key;
    const parts = [this.#itemsTitle];
    const region = (/** @type {number} */ from, /** @type {number} */ to, /** @type {number} */ active) => {
      for (let at = from; at < to; at++) {
        if (at === from + active) parts.push(this.#itemBars[from === 0 ? 0 : 1]);
        const item = cells.order[at];
        const chip = this.#chips[item];
        chip.className = `dv-item${at < from + active ? '' : ' dv-out'}${item === chosen ? ' dv-chosen' : ''}`;
        parts.push(chip);
      }
      if (from + active === to) parts.push(this.#itemBars[from === 0 ? 0 : 1]);
    };
    region(0, cells.primaryCount, cells.activePrimary);
    if (problem.itemCount > cells.primaryCount) region(cells.primaryCount, problem.itemCount, cells.activeSecondary);
    this.items.replaceChildren(...parts);
  }

  /** @param {number} kind the kind of the event shown, or -1 */
  #caption(kind) {
    const updates = `${formatNumber(this.cells.updates)} cell updates so far (an item or an option taken out of a set; giving sizes back is free).`;
    if (kind === EventKind.Cover) {
      return `A cover swaps each option it hides to the end of its item's active run and shortens the run. ${updates}`;
    }
    if (kind === EventKind.Uncover) {
      return `An uncover only lengthens the runs again: the hidden options are still just past the bar. ${updates}`;
    }
    return updates;
  }

  /**
   * Scrolls the least that shows the rows the step changed, the event's item first.
   * @param {ReplayState} state
   * @param {EventLog} log
   * @param {number} step
   */
  #follow(state, log, step) {
    if (!this.follow.takes(step)) return;
    const { scroller } = this;
    if (scroller.scrollHeight <= scroller.clientHeight) return;
    const { items } = touchedAt(this.problem, log, step, state);
    const rows = [...items, ...this.cells.markedItems];
    if (!rows.length) return;
    const top = (/** @type {number} */ item) => this.#names[item].offsetTop - this.rows.offsetTop;
    const first = top(rows[0]);
    let from = first;
    let to = first + this.#names[rows[0]].offsetHeight;
    for (const item of rows) {
      from = Math.min(from, top(item));
      to = Math.max(to, top(item) + this.#names[item].offsetHeight + 4);
    }
    if (to - from > scroller.clientHeight) [from, to] = [first, first + 20];
    const max = scroller.scrollHeight - scroller.clientHeight;
    // Room for the rings around marked entries.
    scroller.scrollTop = nearestScroll(scroller.scrollTop, from - 6, to + 6, 0, scroller.clientHeight, max);
  }
}

/** @param {Document} doc */
function bar(doc) {
  const element = doc.createElement('span');
  element.className = 'dv-cells-bar';
  element.setAttribute('aria-hidden', 'true');
  return element;
}

/** @param {Document} doc */
function buildCellsLegend(doc) {
  const legend = doc.createElement('p');
  legend.className = 'dv-cells-legend';
  /** @type {[string, string, string][]} */
  const keys = [
    ['dv-cell dv-in', '', 'an active option of the item'],
    ['dv-cells-bar', '', "the item's size: the end of its active options"],
    ['dv-cell dv-out', '', 'an option hidden from it'],
    ['dv-cell dv-in dv-swapped', '', 'swapped by this cover'],
    ['dv-cell dv-in dv-restored', '', 'active again after this uncover'],
    ['dv-cells-name dv-covered', 'x', 'a covered item, out of the active set'],
    ['dv-cells-name dv-chosen', 'x', 'the item chosen to branch on'],
  ];
  for (const [className, text, words] of keys) {
    const key = doc.createElement('span');
    key.className = className;
    key.textContent = text;
    const entry = doc.createElement('span');
    entry.append(key, words);
    legend.append(entry);
  }
  return legend;
}
