// A rung's search as a growing list of events, with no DOM. The search only
// moves forward, so every event it has produced is kept here, in typed
// arrays, for stepping back; events are pulled in batches only when playback
// needs them, since brute force can search for far longer than anyone will
// watch, and the log stops at a cap. Each record is read through the
// offsets generated from its layout (RungRecord, src/contract.rs).

import { RungRecord } from '../../shared/layouts.js';

const BATCH = 4096;

/** @typedef {import('./backtrack-source.js').EventSource} EventSource */

/** The log's arrays, one number an event each. */
const FIELDS = /** @type {const} */ (['kinds', 'cells', 'symbols', 'candidates', 'items', 'options']);

export class BacktrackLog {
  length = 0;
  searchDone = false;
  /** Each event's MoveKind. */
  kinds = new Uint8Array(BATCH);
  /** Its cell (for a solution, the solutions so far). */
  cells = new Int32Array(BATCH);
  symbols = new Int32Array(BATCH);
  /** The candidates a simple rung weighed, bit s - 1 for symbol s. */
  candidates = new Int32Array(BATCH);
  /** The item dancing links branched on, or -1. */
  items = new Int32Array(BATCH);
  /** How many choices a placement was made among. */
  options = new Int32Array(BATCH);
  #source;

  /**
   * @param {EventSource} source
   * @param {number} cap the most events kept
   */
  constructor(source, cap) {
    this.#source = source;
    this.cap = cap;
  }

  /** Whether the cap, not the end of the search, stopped the log. */
  get capped() {
    return !this.searchDone && this.length >= this.cap;
  }

  /** No more events will come. */
  get complete() {
    return this.searchDone || this.capped;
  }

  /**
   * Whether event `index` exists, reading more of the search if it must.
   * @param {number} index
   */
  has(index) {
    while (index >= this.length && !this.complete) this.#pull();
    return index < this.length;
  }

  #pull() {
    const records = this.#source.next(Math.min(BATCH, this.cap - this.length));
    this.#grow(this.length + records.length / RungRecord.size);
    for (let at = 0; at < records.length; at += RungRecord.size) {
      const i = this.length++;
      this.kinds[i] = records[at + RungRecord.kind];
      this.cells[i] = records[at + RungRecord.cell];
      this.symbols[i] = records[at + RungRecord.symbol];
      this.candidates[i] = records[at + RungRecord.candidates];
      this.items[i] = records[at + RungRecord.item];
      this.options[i] = records[at + RungRecord.options];
    }
    if (this.#source.done) this.searchDone = true;
  }

  /** Makes room for `size` events, doubling. */
  #grow(/** @type {number} */ size) {
    if (size <= this.kinds.length) return;
    let capacity = this.kinds.length;
    while (capacity < size) capacity *= 2;
    for (const name of FIELDS) {
      const bigger = new /** @type {any} */ (this[name].constructor)(capacity);
      bigger.set(this[name]);
      this[name] = bigger;
    }
  }
}
