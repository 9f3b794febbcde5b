// What the search looks like at the replay's step, read from the engine:
// covered items, hidden options, item lengths, the stack of levels and
// Knuth's counters. The Stepper's replay (src/wasm/stepper/replay.rs) owns
// all of it; this only reads it, each part once a step and only when a
// view asks, since playback can cross thousands of steps between frames.

import { Digest } from '../../shared/digest.js';

/** @typedef {import('./problem.js').Stepper} Stepper */

export class ReplayState {
  #stepper;
  /** @type {Map<string, any>} what was read since the last move, unless `#stale` */
  #read = new Map();
  #stale = false;

  /** @param {Stepper} stepper a Stepper keeping its replay */
  constructor(stepper) {
    this.#stepper = stepper;
  }

  /**
   * Forgets what was read: the replay has moved. Only marked here, since
   * playback moves thousands of times between two reads.
   */
  moved() {
    this.#stale = true;
  }

  /**
   * @template T
   * @param {string} key
   * @param {() => T} read
   * @returns {T}
   */
  #once(key, read) {
    if (this.#stale) {
      this.#read.clear();
      this.#stale = false;
    }
    let value = this.#read.get(key);
    if (value === undefined) this.#read.set(key, (value = read()));
    return value;
  }

  /** 1 for each covered item. */
  get covered() {
    return this.#once('covered', () => this.#stepper.replayCovered());
  }

  /** For each option, the covered item that hides it, or -1. */
  get hiddenBy() {
    return this.#once('hiddenBy', () => this.#stepper.replayHiddenBy());
  }

  /** Every item's length (a covered item's as it was when covered). */
  get lengths() {
    return this.#once('lengths', () => this.#stepper.replayLengths());
  }

  get #counters() {
    return this.#once('counters', () => this.#stepper.replayCounters());
  }

  /** Levels entered: one per option in the partial solution, plus the one being chosen. */
  get depth() {
    return this.#counters[0];
  }

  /** How many options are in the partial solution. */
  get partialLength() {
    return this.#counters[1];
  }

  get nodes() {
    return this.#counters[2];
  }

  get updates() {
    return this.#counters[3];
  }

  get solutions() {
    return this.#counters[4];
  }

  get coveredCount() {
    return this.#counters[5];
  }

  get hiddenCount() {
    return this.#counters[6];
  }

  /** The levels, four numbers each: item, length, options tried, option selected (-1 for none). */
  get #levels() {
    return this.#once('levels', () => this.#stepper.replayLevels());
  }

  /**
   * One field of every level, from depth 0 up.
   * @param {number} field
   */
  #level(field) {
    return this.#once(`level${field}`, () => {
      const levels = this.#levels;
      return Int32Array.from({ length: levels.length / 4 }, (_, d) => levels[4 * d + field]);
    });
  }

  /** The item chosen at each level. */
  get levelItem() {
    return this.#level(0);
  }

  /** Its options when it was covered. */
  get levelLength() {
    return this.#level(1);
  }

  /** How many of them have been tried. */
  get levelTried() {
    return this.#level(2);
  }

  /** The option selected at each level, -1 where none is. */
  get levelOption() {
    return this.#level(3);
  }

  /** The options of the partial solution, from depth 1 up. */
  partial() {
    return Array.from(this.levelOption.subarray(0, this.partialLength));
  }

  /** The givens with the partial solution filled in, one line; undefined for exact cover. */
  grid() {
    return this.#once('grid', () => this.#stepper.replayGrid() ?? null) ?? undefined;
  }

  /** A short hash of everything above, so tests can compare two states at a glance. */
  digest() {
    const digest = new Digest().mixAll(this.covered).mixAll(this.hiddenBy).mixAll(this.lengths);
    digest.mixAll(this.#levels);
    for (const value of [this.depth, this.nodes, this.updates, this.solutions]) digest.mix(value);
    return digest.toString();
  }
}
