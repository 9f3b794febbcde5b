// The replay's step on dancing cells: each item's sparse set (its options
// as one run, the active ones first, then those hidden), the active items'
// order, the cells engine's updates, and the entries the step's move
// changed. The Stepper mirrors the links search's covers and uncovers on
// sparse sets (src/cells/mirror.rs, `replayCells`); this only reads the
// array it returns (through the reader generated from its layout), once a
// step and only when the cells view draws.

import { Digest } from '../../shared/digest.js';
import { readReplayCells } from '../../shared/layouts.js';

/** @typedef {import('./problem.js').Stepper} Stepper */

export class ReplayCells {
  #stepper;
  /** @type {ReturnType<typeof read> | null} the cells read since the last move */
  #read = null;

  /** @param {Stepper} stepper a Stepper keeping its replay */
  constructor(stepper) {
    this.#stepper = stepper;
  }

  /** Forgets what was read: the replay has moved. */
  moved() {
    this.#read = null;
  }

  get #cells() {
    return (this.#read ??= read(this.#stepper));
  }

  /** The items in the active sets' order: the primary region, then the secondary one. */
  get order() {
    return this.#cells.order;
  }

  /** How many of the primary region's items are active (they come first). */
  get activePrimary() {
    return this.#cells.activePrimary;
  }

  /** How many of the secondary region's items are active (they come first in it). */
  get activeSecondary() {
    return this.#cells.activeSecondary;
  }

  get primaryCount() {
    return this.#cells.primary;
  }

  /** Updates as the cells engine counts them: items and nodes taken out of their sets. */
  get updates() {
    return this.#cells.updates;
  }

  /** Each item's active size. */
  get sizes() {
    return this.#cells.sizes;
  }

  /**
   * Item `item`'s run as options: its first `sizes[item]` are its active options.
   * @param {number} item
   */
  run(item) {
    const { runs, starts } = this.#cells;
    return runs.subarray(starts[item], starts[item + 1]);
  }

  /**
   * Whether `item` is in its active set (not covered).
   * @param {number} item
   */
  isActive(item) {
    const { place, primary, activePrimary, activeSecondary } = this.#cells;
    const at = place[item];
    return at < primary ? at < activePrimary : at - primary < activeSecondary;
  }

  /**
   * Whether entry `at` of item `item`'s run changed in this step.
   * @param {number} item
   * @param {number} at
   */
  isMarked(item, at) {
    return this.#cells.marked.has(item * 65536 + at);
  }

  /** The items whose runs this step changed, in order. */
  get markedItems() {
    return this.#cells.markedItems;
  }

  /** A short hash of everything above, for tests. */
  digest() {
    const { order, sizes, runs, updates } = this.#cells;
    return new Digest().mixAll(order).mixAll(sizes).mixAll(runs).mix(updates).toString();
  }
}

/** @param {Stepper} stepper */
function read(stepper) {
  const { items, order, primary, activePrimary, activeSecondary, updates, sizes, runLengths, runs, marked } =
    readReplayCells(stepper.replayCells());
  const starts = new Int32Array(items + 1);
  for (let item = 0; item < items; item++) starts[item + 1] = starts[item] + runLengths[item];
  const place = new Int32Array(items);
  order.forEach((item, position) => (place[item] = position));
  const marks = new Set();
  /** @type {number[]} */
  const markedItems = [];
  marked.item.forEach((item, k) => {
    marks.add(item * 65536 + marked.at[k]);
    if (!markedItems.includes(item)) markedItems.push(item);
  });
  return {
    order,
    primary,
    activePrimary,
    activeSecondary,
    updates,
    sizes,
    starts,
    runs,
    place,
    marked: marks,
    markedItems,
  };
}
