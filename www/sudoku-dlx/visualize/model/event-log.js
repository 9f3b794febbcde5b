// The search as a growing list of events, read lazily from a wasm Stepper.
//
// The Stepper only moves forward, so every event it has produced is kept
// here, in typed arrays, for stepping back and scrubbing. Events are pulled
// in batches only when playback or a seek needs them: a search can be far
// longer than anyone will watch.

//
// Event kinds are the engine's `EventKind` (src/wasm/stepper.rs), and each
// record is read through the offsets and the tie's reader generated from
// their layouts (src/contract.rs), never bare numbers.

import { EventKind } from '../../engine/event-kind.js';
import { BatchRecord, readTie } from '../../shared/layouts.js';

/** The most events one pull reads, and the fewest. */
const BATCH = 4096;
const MIN_BATCH = 16;
/**
 * What one pull should take, in milliseconds. Most searches read thousands
 * of events a millisecond, but a choice among 60,000 items scans them all,
 * and 4,096 such events held the main thread 100 to 300 ms: the batch is
 * sized by how long the last one took.
 */
const PULL_MS = 4;

/**
 * What the log reads events from: a wasm `Stepper` (or a stand-in in a test).
 * @typedef {{ nextBatch(max: number): Int32Array, readonly done: boolean }} EventSource
 */

export class EventLog {
  /** How many events the next pull asks for; grows while pulls are quick. */
  #batch = 256;

  /**
   * @param {EventSource} stepper a fresh wasm `Stepper`
   * @param {number} cap the most events kept
   * @param {number} [optionCap] the most options kept over all events' lists: one
   *   event of a wide problem can carry tens of thousands, so an event cap
   *   alone does not bound the memory
   */
  constructor(stepper, cap, optionCap = Infinity) {
    this.stepper = stepper;
    this.cap = cap;
    this.optionCap = optionCap;
    this.length = 0;
    this.searchDone = false;
    this.kinds = new Uint8Array(1024);
    this.a = new Int32Array(1024);
    this.b = new Int32Array(1024);
    /** Each event's step of Knuth's Algorithm X, 2 to 7 (X2 to X7), from the engine. */
    this.algorithmSteps = new Uint8Array(1024);
    // Event i's options are lists[listStart[i] .. listStart[i + 1]].
    this.listStart = new Uint32Array(1025);
    this.lists = new Int32Array(4096);
    this.listEnd = 0;
    /** Steps (1-based: the step that shows it) at which a solution is found. */
    this.solutionSteps = /** @type {number[]} */ ([]);
  }

  /** No more events will come: the search is over or a cap is reached. */
  get complete() {
    return this.searchDone || this.capped;
  }

  /** Whether a cap, not the end of the search, stopped the log. */
  get capped() {
    return !this.searchDone && (this.length >= this.cap || this.listEnd >= this.optionCap);
  }

  /**
   * Reads up to `max` more events (by default, as many as the last pulls
   * say fit in a few milliseconds); returns how many were added.
   */
  pull(max = this.#batch) {
    const want = Math.min(max, BATCH, this.cap - this.length);
    if (this.complete || want <= 0) return 0;
    const started = performance.now();
    const records = this.stepper.nextBatch(want);
    const before = this.length;
    for (let at = 0; at < records.length; at += BatchRecord.list + records[at + BatchRecord.listLength]) {
      this.#append(records, at);
    }
    // A batch also ends early when its records grow large, so only the
    // Stepper can say that the search is over.
    this.searchDone = this.stepper.done;
    const added = this.length - before;
    if (added > 0) this.#resize(added, performance.now() - started);
    return added;
  }

  /**
   * Sizes the next batch to take about PULL_MS, at most twice this one.
   * @param {number} events read by the last pull
   * @param {number} ms it took
   */
  #resize(events, ms) {
    const fits = ms > 0 ? (events * PULL_MS) / ms : BATCH;
    this.#batch = Math.max(MIN_BATCH, Math.min(BATCH, 2 * this.#batch, Math.floor(fits)));
  }

  /**
   * Pulls until there are `count` events, the log is complete, or the clock
   * passes `deadline` (a performance.now() time). Returns whether `count`
   * events are known.
   * @param {number} count
   * @param {number} [deadline]
   */
  ensure(count, deadline = Infinity) {
    while (this.length < count && !this.complete) {
      // Always a whole batch: one event at a time would cost a wasm call each.
      this.pull();
      if (performance.now() > deadline) break;
    }
    return this.length >= count;
  }

  /**
   * Event i's list: the options a cover hid or an uncover restored; for the
   * choice of a real branch, its tie (see `tie`); for a deselect, the option
   * tried next (see `nextOption`); empty otherwise.
   * @param {number} i
   */
  list(i) {
    return this.lists.subarray(this.listStart[i], this.listStart[i + 1]);
  }

  /**
   * The tie choose event i broke, as the engine reported it: how many items
   * had its length (the chosen one included), the first few of them,
   * leftmost first (under the weighed rule, the ones it weighed), and their
   * weights. No tie (0 items) where the rule broke none: a dead end, a
   * forced choice under the weighed rule, any choice under the first rule.
   * @param {number} i
   */
  tie(i) {
    const { tied, weighed, weights } = readTie(this.list(i));
    return { tied, weighed, weights };
  }

  /**
   * The option tried after deselect event i, or -1 when none is left.
   * @param {number} i
   */
  nextOption(i) {
    const list = this.list(i);
    return list.length > 0 ? list[0] : -1;
  }

  /**
   * The step of the next event read after `step` that tries `option` (a
   * select) or, for an option of -1, chooses `item`; else the first such
   * step read before it; else -1. Event i leads to step i + 1.
   * @param {{ item: number, option: number }} target
   * @param {number} step
   */
  stepTrying({ item, option }, step) {
    const [kind, wanted] = option >= 0 ? [EventKind.Select, option] : [EventKind.Choose, item];
    let first = -1;
    for (let i = 0; i < this.length; i++) {
      if (this.kinds[i] !== kind || this.a[i] !== wanted) continue;
      if (i + 1 > step) return i + 1;
      if (first < 0) first = i + 1;
    }
    return first;
  }

  /**
   * The first solution step after `step`, if one is known.
   * @param {number} step
   */
  solutionAfter(step) {
    return this.solutionSteps.find((s) => s > step);
  }

  /**
   * Event i as the plain object `Stepper.next()` would have returned.
   * @param {number} i
   */
  event(i) {
    if (i < 0 || i >= this.length) return undefined;
    return { kind: EventKind[this.kinds[i]].toLowerCase(), algorithmStep: this.algorithmSteps[i], ...this.#fields(i) };
  }

  /** Event i's fields after its kind and step. */
  #fields(/** @type {number} */ i) {
    const a = this.a[i];
    const b = this.b[i];
    switch (this.kinds[i]) {
      case EventKind.Choose: {
        const { tied, weighed, weights } = this.tie(i);
        return {
          item: a,
          length: b,
          tied,
          weighed: Uint32Array.from(weighed),
          weights: Uint32Array.from(weights),
        };
      }
      case EventKind.Cover:
      case EventKind.Uncover:
        return { item: a, options: Uint32Array.from(this.list(i)) };
      case EventKind.Select:
        return { option: a, depth: b };
      case EventKind.Deselect: {
        const next = this.nextOption(i);
        return next < 0 ? { option: a, depth: b } : { option: a, depth: b, next };
      }
      default:
        return { solutions: a };
    }
  }

  /**
   * Appends the event whose record starts at `records[at]`.
   * @param {Int32Array} records
   * @param {number} at
   */
  #append(records, at) {
    const i = this.length;
    const kind = records[at + BatchRecord.kind];
    const n = records[at + BatchRecord.listLength];
    const from = at + BatchRecord.list;
    if (i + 1 >= this.kinds.length) this.#growEvents();
    if (this.listEnd + n > this.lists.length) this.#growLists(this.listEnd + n);
    this.kinds[i] = kind;
    this.a[i] = records[at + BatchRecord.a];
    this.b[i] = records[at + BatchRecord.b];
    this.algorithmSteps[i] = records[at + BatchRecord.step];
    this.lists.set(records.subarray(from, from + n), this.listEnd);
    this.listEnd += n;
    this.listStart[i + 1] = this.listEnd;
    this.length = i + 1;
    if (kind === EventKind.Solution) this.solutionSteps.push(i + 1);
  }

  #growEvents() {
    const size = this.kinds.length * 2;
    this.kinds = grown(this.kinds, size);
    this.a = grown(this.a, size);
    this.b = grown(this.b, size);
    this.algorithmSteps = grown(this.algorithmSteps, size);
    this.listStart = grown(this.listStart, size + 1);
  }

  /** @param {number} needed */
  #growLists(needed) {
    let size = this.lists.length * 2;
    while (size < needed) size *= 2;
    this.lists = grown(this.lists, size);
  }
}

/**
 * A copy of the typed array `array` in a bigger one of `size` elements.
 * @template {Uint8Array | Int32Array | Uint32Array} T
 * @param {T} array
 * @param {number} size
 * @returns {T}
 */
export function grown(array, size) {
  const bigger = new /** @type {new (size: number) => T} */ (array.constructor)(size);
  bigger.set(array);
  return bigger;
}
