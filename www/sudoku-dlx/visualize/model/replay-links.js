// Every node's up and down links at the replay's step, for the links view,
// read from the engine's own matrix (src/wasm/stepper/replay.rs) once a
// step and only when drawn, through the readers generated from their
// layouts. A hidden node keeps the links it had when it was hidden, which
// only the engine's own sequence of covers reproduces.

import { Digest } from '../../shared/digest.js';
import { readReplayChanges, readReplayLinks } from '../../shared/layouts.js';

/** @typedef {import('./problem.js').Stepper} Stepper */
/** @typedef {import('../../shared/layouts.js').MatrixNodes['nodes']} Nodes */
/** @typedef {[node: number, isDown: boolean, old: number, now: number]} LinkChange one link rewritten */

export class ReplayLinks {
  #stepper;
  /** @type {{ up: Int32Array, down: Int32Array } | null} */
  #read = null;

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
  }

  get #links() {
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
