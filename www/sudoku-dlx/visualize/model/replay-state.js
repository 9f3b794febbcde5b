// What the search looks like at the replay's step, read from the engine:
// covered items, hidden options, item lengths, the stack of levels and
// Knuth's counters. The Stepper's replay (src/wasm/stepper/replay.rs) owns
// all of it; this only reads it, in one call (`replayState`) the first time
// a view asks after a move, since playback can cross thousands of steps
// between two frames.

import { Digest } from '../../shared/digest.js';

/** @typedef {import('./problem.js').Stepper} Stepper */

/** The counters that lead `replayState()`'s array. */
const COUNTERS = 7;

export class ReplayState {
  #stepper;
  #items;
  #options;
  /** @type {ReturnType<typeof read> | null} the state read since the last move */
  #read = null;

  /**
   * @param {Stepper} stepper a Stepper keeping its replay
   */
  constructor(stepper) {
    this.#stepper = stepper;
    this.#items = stepper.itemCount;
    this.#options = stepper.optionCount;
  }

  /** Forgets what was read: the replay has moved. */
  moved() {
    this.#read = null;
  }

  get #state() {
    return (this.#read ??= read(this.#stepper, this.#items, this.#options));
  }

  /** 1 for each covered item. */
  get covered() {
    return this.#state.covered;
  }

  /** For each option, the covered item that hides it, or -1. */
  get hiddenBy() {
    return this.#state.hiddenBy;
  }

  /** Every item's length (a covered item's as it was when covered). */
  get lengths() {
    return this.#state.lengths;
  }

  /** Levels entered: one per option in the partial solution, plus the one being chosen. */
  get depth() {
    return this.#state.counters[0];
  }

  /** How many options are in the partial solution. */
  get partialLength() {
    return this.#state.counters[1];
  }

  get nodes() {
    return this.#state.counters[2];
  }

  get updates() {
    return this.#state.counters[3];
  }

  get solutions() {
    return this.#state.counters[4];
  }

  get coveredCount() {
    return this.#state.counters[5];
  }

  get hiddenCount() {
    return this.#state.counters[6];
  }

  /** The item chosen at each level, from depth 0 up. */
  get levelItem() {
    return this.#state.levels[0];
  }

  /** Its options when it was covered. */
  get levelLength() {
    return this.#state.levels[1];
  }

  /** How many of them have been tried. */
  get levelTried() {
    return this.#state.levels[2];
  }

  /** The option selected at each level, -1 where none is. */
  get levelOption() {
    return this.#state.levels[3];
  }

  /** The options of the partial solution, from depth 1 up. */
  partial() {
    return Array.from(this.levelOption.subarray(0, this.partialLength));
  }

  /** The givens with the partial solution filled in, one line; undefined for exact cover. */
  grid() {
    const state = this.#state;
    if (state.grid === null) state.grid = this.#stepper.replayGrid();
    return state.grid;
  }

  /** A short hash of everything above, so tests can compare two states at a glance. */
  digest() {
    const digest = new Digest().mixAll(this.covered).mixAll(this.hiddenBy).mixAll(this.lengths);
    for (const levels of this.#state.levels) digest.mixAll(levels);
    for (const value of [this.depth, this.nodes, this.updates, this.solutions]) digest.mix(value);
    return digest.toString();
  }
}

/**
 * The replay's state, cut into its parts.
 * @param {Stepper} stepper
 * @param {number} items
 * @param {number} options
 */
function read(stepper, items, options) {
  const all = stepper.replayState();
  const at = COUNTERS + 2 * items + options;
  const depth = (all.length - at) / 4;
  const levels = [0, 1, 2, 3].map((field) => Int32Array.from({ length: depth }, (_, d) => all[at + 4 * d + field]));
  return {
    counters: all.subarray(0, COUNTERS),
    lengths: all.subarray(COUNTERS, COUNTERS + items),
    covered: all.subarray(COUNTERS + items, COUNTERS + 2 * items),
    hiddenBy: all.subarray(COUNTERS + 2 * items, at),
    levels,
    /** @type {string | undefined | null} null until read */
    grid: null,
  };
}
