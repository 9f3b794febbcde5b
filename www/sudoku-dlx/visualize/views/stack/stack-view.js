// The search stack, top first: one line per level, with the item chosen
// there, the option being tried and how many alternatives its item's list
// still holds. Each level keeps its own row (new levels are added at the
// top), so a frame only rewrites the rows whose text changed and nothing
// has to be scrolled to keep the top of the stack in view. Only the top
// levels have rows: a search of 60,000 items goes 30,000 levels deep, and a
// row a level made a jump there build tens of thousands of elements.

import { formatNumber } from '../../../shared/format.js';
import { optionLabel } from '../../model/describe.js';
import * as render from '../../../shared/render.js';

/** The most levels shown, from the top. */
const SHOWN_LEVELS = 100;

const EMPTY_AT_START = 'Empty: nothing chosen yet.';
const EMPTY_AT_END = 'Empty: the search is over, every option tried.';
const EMPTY_BETWEEN = 'Empty: back at the top level, before the next option there.';

/** @typedef {{ li: HTMLLIElement, option: HTMLSpanElement, left: HTMLSpanElement, key: string }} Row */

export class StackView {
  /** The level of `rows[0]`: rows are kept for levels base, base + 1, … */
  #base = 0;
  /** @type {Row[]} */
  #rows = [];

  /**
   * @param {Document} doc
   * @param {import('../../model/problem.js').Problem} problem
   */
  constructor(doc, problem) {
    this.doc = doc;
    this.problem = problem;
    this.element = doc.createElement('section');
    this.element.className = 'dv-stack';
    const heading = doc.createElement('h3');
    heading.textContent = 'Search stack (top first)';
    this.list = doc.createElement('ul');
    this.list.className = 'dv-stack-list';
    this.below = doc.createElement('li');
    this.below.className = 'dv-stack-below';
    this.below.hidden = true;
    this.list.append(this.below);
    this.empty = doc.createElement('p');
    this.empty.className = 'dv-muted';
    this.empty.textContent = EMPTY_AT_START;
    this.element.append(heading, this.empty, this.list);
  }

  /**
   * @param {import('../../model/replay-state.js').ReplayState} state
   * @param {number} step
   * @param {boolean} over whether the search ends at this step
   */
  render(state, step, over) {
    const depth = state.depth;
    const lowest = Math.max(0, depth - SHOWN_LEVELS);
    this.#keepRows(lowest, depth);
    for (let k = 0; k < this.#rows.length; k++) {
      const level = this.#base + k;
      const row = this.#rows[k];
      const shown = level >= lowest && level < depth;
      if (row.li.hidden === shown) row.li.hidden = !shown;
      if (shown) this.#write(row, state, level);
    }
    this.below.hidden = lowest === 0;
    if (lowest > 0) this.below.textContent = `… and ${formatNumber(lowest)} levels below`;
    const isEmpty = depth === 0;
    if (this.empty.hidden === isEmpty) this.empty.hidden = !isEmpty;
    if (isEmpty) this.#sayEmpty(step === 0 ? EMPTY_AT_START : over ? EMPTY_AT_END : EMPTY_BETWEEN);
  }

  /** @param {string} text */
  #sayEmpty(text) {
    render.text(this.empty, text);
  }

  /**
   * Has a row for every level from `lowest` to `depth - 1`, and drops rows
   * far from those.
   * @param {number} lowest
   * @param {number} depth
   */
  #keepRows(lowest, depth) {
    const rows = this.#rows;
    if (rows.length === 0 || depth <= this.#base || lowest >= this.#base + rows.length) {
      for (const row of rows) row.li.remove();
      rows.length = 0;
      this.#base = lowest;
    }
    while (rows.length > 0 && this.#base < lowest) {
      /** @type {Row} */ (rows.shift()).li.remove();
      this.#base += 1;
    }
    while (rows.length > 0 && this.#base + rows.length > depth + SHOWN_LEVELS) {
      /** @type {Row} */ (rows.pop()).li.remove();
    }
    while (this.#base > lowest) {
      this.#base -= 1;
      const row = this.#row(this.#base);
      this.below.before(row.li);
      rows.unshift(row);
    }
    while (this.#base + rows.length < depth) {
      const row = this.#row(this.#base + rows.length);
      this.list.prepend(row.li);
      rows.push(row);
    }
  }

  /**
   * A new row for `level` (from 0), shown as level + 1.
   * @param {number} level
   * @returns {Row}
   */
  #row(level) {
    const li = this.doc.createElement('li');
    const number = this.doc.createElement('span');
    number.className = 'dv-stack-depth';
    number.textContent = String(level + 1);
    const option = this.doc.createElement('span');
    option.className = 'dv-stack-option';
    const left = this.doc.createElement('span');
    left.className = 'dv-stack-left';
    li.append(number, option, ' ', left);
    return { li, option, left, key: '' };
  }

  /**
   * @param {Row} row
   * @param {import('../../model/replay-state.js').ReplayState} state
   * @param {number} level
   */
  #write(row, state, level) {
    const { problem } = this;
    const item = state.levelItem[level];
    const option = state.levelOption[level];
    const left = state.levelLength[level] - state.levelTried[level];
    const key = `${item},${option},${left}`;
    if (key === row.key) return;
    row.key = key;
    row.option.textContent =
      option >= 0
        ? `${problem.itemName(item)} → ${optionLabel(problem, option)}`
        : `${problem.itemName(item)} → (next option)`;
    row.left.textContent = left === 0 ? 'no alternatives left' : `${left} more to try`;
    row.li.classList.toggle('dv-open', option < 0);
  }
}
