// What the search looks like after some number of events: covered items,
// hidden options, item lengths, the stack of levels and Knuth's counters.
//
// Every event can be applied and exactly undone from the event record alone
// (plus the kind of the event before it), which is what makes stepping back
// exact without replaying from the start. The counters mirror `Stats` in
// src/dlx/search.rs (a node per choice or solution, an update per link a
// cover removes); the browser tests hold them equal to the engine's at
// every step.

import { EventKind } from '../../engine/event-kind.js';
import { Digest } from '../../shared/digest.js';

export class SearchState {
  constructor(problem) {
    this.problem = problem;
    const { itemCount, optionCount, primaryCount } = problem;
    this.covered = new Uint8Array(itemCount);
    this.hiddenBy = new Int32Array(optionCount);
    this.lengths = new Int32Array(itemCount);
    // One level per option in the partial solution, plus the one being chosen.
    const levels = primaryCount + 1;
    this.levelItem = new Int32Array(levels);
    this.levelLength = new Int32Array(levels);
    this.levelTried = new Int32Array(levels);
    this.levelOption = new Int32Array(levels);
    this.reset();
  }

  reset() {
    const lengths = this.problem.initialLengths;
    for (let i = 0; i < lengths.length; i++) this.lengths[i] = Math.max(0, lengths[i]);
    this.covered.fill(0);
    this.hiddenBy.fill(-1);
    this.depth = 0;
    this.nodes = 0;
    this.updates = 0;
    this.solutions = 0;
    this.coveredCount = 0;
    this.hiddenCount = 0;
  }

  /** How many options are in the partial solution. */
  get partialLength() {
    if (this.depth === 0) return 0;
    return this.levelOption[this.depth - 1] < 0 ? this.depth - 1 : this.depth;
  }

  /** The options of the partial solution, from depth 1 up. */
  partial() {
    return Array.from(this.levelOption.subarray(0, this.partialLength));
  }

  /** Applies event i of `log`, which must be the next one. */
  apply(log, i) {
    const a = log.a[i];
    switch (log.kinds[i]) {
      case EventKind.Choose:
        this.nodes += 1;
        break;
      case EventKind.Solution:
        this.nodes += 1;
        this.solutions += 1;
        break;
      case EventKind.Cover:
        this.updates += this.#cover(a, log.list(i));
        if (i > 0 && log.kinds[i - 1] === EventKind.Choose) this.#push(a, log.list(i).length, 0);
        break;
      case EventKind.Uncover:
        this.#uncover(a, log.list(i));
        if (i > 0 && log.kinds[i - 1] === EventKind.Deselect) this.depth -= 1;
        break;
      case EventKind.Select:
        this.levelOption[log.b[i]] = a;
        this.levelTried[log.b[i]] += 1;
        break;
      case EventKind.Deselect:
        this.levelOption[log.b[i]] = -1;
        break;
    }
  }

  /** Exactly undoes event i of `log`, which must be the last one applied. */
  unapply(log, i) {
    const a = log.a[i];
    switch (log.kinds[i]) {
      case EventKind.Choose:
        this.nodes -= 1;
        break;
      case EventKind.Solution:
        this.nodes -= 1;
        this.solutions -= 1;
        break;
      case EventKind.Cover:
        if (i > 0 && log.kinds[i - 1] === EventKind.Choose) this.depth -= 1;
        this.#uncover(a, log.list(i));
        this.updates -= this.#coverCost(log.list(i));
        break;
      case EventKind.Uncover: {
        const list = log.list(i);
        // The chosen item is uncovered only once every option was tried.
        if (i > 0 && log.kinds[i - 1] === EventKind.Deselect) this.#push(a, list.length, list.length);
        this.#cover(a, list);
        break;
      }
      case EventKind.Select:
        this.levelOption[log.b[i]] = -1;
        this.levelTried[log.b[i]] -= 1;
        break;
      case EventKind.Deselect:
        this.levelOption[log.b[i]] = a;
        break;
    }
  }

  #push(item, length, tried) {
    const d = this.depth++;
    this.levelItem[d] = item;
    this.levelLength[d] = length;
    this.levelTried[d] = tried;
    this.levelOption[d] = -1;
  }

  /** Hides `options` from every item but `item`; returns the updates, as dlx counts them. */
  #cover(item, options) {
    const { optionStart, optionItems } = this.problem;
    this.covered[item] = 1;
    this.coveredCount += 1;
    this.hiddenCount += options.length;
    for (const o of options) {
      this.hiddenBy[o] = item;
      for (let k = optionStart[o]; k < optionStart[o + 1]; k++) {
        const j = optionItems[k];
        if (j !== item) this.lengths[j] -= 1;
      }
    }
    return this.#coverCost(options);
  }

  #uncover(item, options) {
    const { optionStart, optionItems } = this.problem;
    this.covered[item] = 0;
    this.coveredCount -= 1;
    this.hiddenCount -= options.length;
    for (const o of options) {
      this.hiddenBy[o] = -1;
      for (let k = optionStart[o]; k < optionStart[o + 1]; k++) {
        const j = optionItems[k];
        if (j !== item) this.lengths[j] += 1;
      }
    }
  }

  /** A cover removes each other node of each option it hides, plus one for the item. */
  #coverCost(options) {
    const { optionStart } = this.problem;
    let removed = 1;
    for (const o of options) removed += optionStart[o + 1] - optionStart[o] - 1;
    return removed;
  }

  snapshot() {
    return {
      covered: this.covered.slice(),
      hiddenBy: this.hiddenBy.slice(),
      lengths: this.lengths.slice(),
      levelItem: this.levelItem.slice(),
      levelLength: this.levelLength.slice(),
      levelTried: this.levelTried.slice(),
      levelOption: this.levelOption.slice(),
      scalars: [this.depth, this.nodes, this.updates, this.solutions, this.coveredCount, this.hiddenCount],
    };
  }

  restore(snapshot) {
    for (const key of ['covered', 'hiddenBy', 'lengths', 'levelItem', 'levelLength', 'levelTried', 'levelOption']) {
      this[key].set(snapshot[key]);
    }
    [this.depth, this.nodes, this.updates, this.solutions, this.coveredCount, this.hiddenCount] = snapshot.scalars;
  }

  /** A short hash of everything above, so tests can compare two states at a glance. */
  digest() {
    const digest = new Digest().mixAll(this.covered).mixAll(this.hiddenBy).mixAll(this.lengths);
    for (const levels of [this.levelItem, this.levelLength, this.levelTried, this.levelOption]) {
      digest.mixAll(levels, this.depth);
    }
    for (const value of [this.depth, this.nodes, this.updates, this.solutions]) digest.mix(value);
    return digest.toString();
  }
}
