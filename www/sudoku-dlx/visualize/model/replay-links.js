// Every node's up and down links at the replay's step, for the links view,
// read from the engine's own matrix (src/wasm/stepper/replay.rs) once a
// step and only when drawn, through the readers generated from their
// layouts. A hidden node keeps the links it had when it was hidden, which
// only the engine's own sequence of covers reproduces. Knuth's memory table
// (TAOCP 7.2.2.1, Table 1) and the fields the last traced move wrote come
// the same way, read once a move and only when shown.

import { Digest } from '../../shared/digest.js';
import { readReplayChanges, readReplayLinks, readReplayMemory, readReplayWrites } from '../../shared/layouts.js';

/** @typedef {import('./problem.js').Stepper} Stepper */
/** @typedef {import('../../shared/layouts.js').MatrixNodes['nodes']} Nodes */
/** @typedef {[node: number, isDown: boolean, old: number, now: number]} LinkChange one link rewritten */
/** @typedef {import('../../shared/layouts.js').ReplayMemory} Memory */
/** @typedef {import('../../shared/layouts.js').ReplayWrites['writes']} Writes */

/** The fields of the memory table, as `replayWrites()` numbers them (src/dlx/memory.rs). */
export const MemoryField = Object.freeze({ Llink: 0, Rlink: 1, Len: 2, Ulink: 3, Dlink: 4 });

export class ReplayLinks {
  #stepper;
  /** @type {{ up: Int32Array, down: Int32Array } | null} */
  #read = null;
  /** @type {{ memory: Memory, writes: Writes } | null} */
  #table = null;
  /** @type {number | null} how many writes of the last move are made, or null for all */
  #within = null;

  /**
   * @param {Stepper} stepper a Stepper keeping its replay
   * @param {Nodes} nodes its nodes before the first step: what each is never changes
   */
  constructor(stepper, nodes) {
    this.#stepper = stepper;
    /** Each node's item (a header's or an option node's), -1 for the root and the spacers. */
    this.item = nodes.item;
    /** Each node's option, -1 for the root, the headers and the spacers. */
    this.option = nodes.option;
  }

  /** Forgets what was read: the replay has moved. */
  moved() {
    this.#read = null;
    this.#table = null;
    this.#within = null;
  }

  /** How many writes of the last move are shown made, or null for all of them. */
  get within() {
    return this.#within;
  }

  /**
   * Shows the last move part way through, link by link: only its first
   * `count` writes made, in the links and in the table; null for all.
   * @param {number | null} count
   */
  showWithin(count) {
    this.#within = count;
    this.#read = null;
    this.#table = null;
  }

  /**
   * Knuth's memory table at the replay's step, with the fields the last
   * move wrote (none after a jump or an untraced move), in the order of
   * his operations (12) to (15). The same object until the replay moves.
   */
  get table() {
    return (this.#table ??= {
      memory: readReplayMemory(this.#stepper.replayMemory(this.#within ?? undefined)),
      writes: readReplayWrites(this.#stepper.replayWrites()).writes,
    });
  }

  get #links() {
    // Part way through a move, the links are the table's, which the engine unwinds to that write.
    if (this.#within !== null) return (this.#read ??= this.table.memory.nodes);
    return (this.#read ??= readReplayLinks(this.#stepper.replayLinks()).nodes);
  }

  get up() {
    return this.#links.up;
  }

  get down() {
    return this.#links.down;
  }

  /**
   * The links the last traced move rewrote, in order.
   * @returns {LinkChange[]}
   */
  changes() {
    const { node, isDown, old, now } = readReplayChanges(this.#stepper.replayChanges()).changes;
    return Array.from(node, (n, k) => [n, isDown[k] === 1, old[k], now[k]]);
  }

  /**
   * Whether these links equal the nodes' links of `matrixNodes()`.
   * @param {Nodes} nodes
   */
  matches(nodes) {
    const { up, down } = this.#links;
    if (nodes.up.length !== up.length) return false;
    return up.every((link, n) => link === nodes.up[n] && down[n] === nodes.down[n]);
  }

  digest() {
    const { up, down } = this.#links;
    const digest = new Digest();
    for (let n = 0; n < up.length; n++) digest.mix(up[n]).mix(down[n]);
    return digest.toString();
  }
}
