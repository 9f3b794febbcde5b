// A rung's search as a growing list of events, with no DOM. The search only
// moves forward, so every event it has produced is kept here, in typed
// arrays, for stepping back; events are pulled in batches only when playback
// needs them, since brute force can search for far longer than anyone will
// watch, and the log stops at a cap.

const BATCH = 4096;

/**
 * Where events come from (backtrack-source.js): records of four numbers,
 * `[kind, cell, symbol, detail]`.
 * @typedef {{ next(max: number): Int32Array, readonly done: boolean }} EventSource
 */

export class BacktrackLog {
  length = 0;
  searchDone = false;
  kinds = new Uint8Array(BATCH);
  cells = new Int32Array(BATCH);
  symbols = new Int32Array(BATCH);
  details = new Int32Array(BATCH);
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
    this.#grow(this.length + records.length / 4);
    for (let at = 0; at < records.length; at += 4) {
      const i = this.length++;
      this.kinds[i] = records[at];
      this.cells[i] = records[at + 1];
      this.symbols[i] = records[at + 2];
      this.details[i] = records[at + 3];
    }
    if (this.#source.done) this.searchDone = true;
  }

  /** Makes room for `size` events, doubling. */
  #grow(/** @type {number} */ size) {
    if (size <= this.kinds.length) return;
    let capacity = this.kinds.length;
    while (capacity < size) capacity *= 2;
    for (const name of /** @type {const} */ (['kinds', 'cells', 'symbols', 'details'])) {
      const bigger = new /** @type {any} */ (this[name].constructor)(capacity);
      bigger.set(this[name]);
      this[name] = bigger;
    }
  }
}
