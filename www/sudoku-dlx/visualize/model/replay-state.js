// What the search looks like at the replay's step, read from the engine:
// covered items, hidden options, item lengths, the stack of levels and
// Knuth's counters. The Stepper's replay (src/wasm/stepper/replay.rs) owns
// all of it; this only reads it, in one call (`replayState`, read by the
// reader generated from its layout) the first time a view asks after a
// move, since playback can cross thousands of steps between two frames.

import { Digest } from '../../shared/digest.js';
import { readReplayState } from '../../shared/layouts.js';

/** @typedef {import('./problem.js').Stepper} Stepper */

export class ReplayState {
  #stepper;
  /** @type {ReturnType<typeof read> | null} the state read since the last move */
  #read = null;

  /**
   * @param {Stepper} stepper a Stepper keeping its replay
   */
  constructor(stepper) {
    this.#stepper = stepper;
  }

  /** Forgets what was read: the replay has moved. */
  moved() {
    this.#read = null;
  }

  get #state() {
    return (this.#read ??= read(this.#stepper));
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
    return this.#state.depth;
  }

  /** How many options are in the partial solution. */
  get partialLength() {
    return this.#state.partialLength;
  }

  get nodes() {
    return this.#state.nodes;
  }

  get updates() {
    return this.#state.updates;
  }

  get solutions() {
    return this.#state.solutions;
  }

  get coveredCount() {
    return this.#state.coveredCount;
  }

  get hiddenCount() {
    return this.#state.hiddenCount;
  }

  /** The item chosen at each level, from depth 0 up. */
  get levelItem() {
    return this.#state.levels.item;
  }

  /** Its options when it was covered. */
  get levelLength() {
    return this.#state.levels.length;
  }

  /** How many of them have been tried. */
  get levelTried() {
    return this.#state.levels.tried;
  }

  /** The option selected at each level, -1 where none is. */
  get levelOption() {
    return this.#state.levels.option;
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
    for (const levels of Object.values(this.#state.levels)) digest.mixAll(levels);
    for (const value of [this.depth, this.nodes, this.updates, this.solutions]) digest.mix(value);
    return digest.toString();
  }
}

/**
 * The replay's state, cut into its parts, and the grid once asked for.
 * @param {Stepper} stepper
 */
function read(stepper) {
  return {
    ...readReplayState(stepper.replayState()),
    /** @type {string | undefined | null} null until read */
    grid: null,
  };
}
