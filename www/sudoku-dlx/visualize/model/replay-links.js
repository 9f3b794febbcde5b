// Every node's up and down links at the replay's step, for the links view,
// read from the engine's own matrix (src/wasm/stepper/replay.rs) once a
// step and only when drawn. A hidden node keeps the links it had when it
// was hidden, which only the engine's own sequence of covers reproduces.

import { Digest } from '../../shared/digest.js';

/** @typedef {import('./problem.js').Stepper} Stepper */
/** @typedef {[node: number, isDown: boolean, old: number, now: number]} LinkChange one link rewritten */

export class ReplayLinks {
  #stepper;
  /** @type {{ up: Int32Array, down: Int32Array } | null} */
  #read = null;

  /**
   * @param {Stepper} stepper a Stepper keeping its replay
   * @param {Int32Array} initialLinks its `links()` before the first step, for each node's `top`
   */
  constructor(stepper, initialLinks) {
    this.#stepper = stepper;
    const nodes = initialLinks.length / 3;
    this.top = Int32Array.from({ length: nodes }, (_, n) => initialLinks[3 * n + 2]);
  }

  /** Forgets what was read: the replay has moved. */
  moved() {
    this.#read = null;
  }

  get #links() {
    if (this.#read) return this.#read;
    const pairs = this.#stepper.replayLinks();
    const nodes = pairs.length / 2;
    const up = new Int32Array(nodes);
    const down = new Int32Array(nodes);
    for (let n = 0; n < nodes; n++) {
      up[n] = pairs[2 * n];
      down[n] = pairs[2 * n + 1];
    }
    return (this.#read = { up, down });
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
    const flat = this.#stepper.replayChanges();
    /** @type {LinkChange[]} */
    const changes = [];
    for (let k = 0; k < flat.length; k += 4) changes.push([flat[k], flat[k + 1] === 1, flat[k + 2], flat[k + 3]]);
    return changes;
  }

  /**
   * Whether these links equal a `links()` result.
   * @param {Int32Array} links
   */
  matches(links) {
    const { up, down } = this.#links;
    if (links.length !== 3 * up.length) return false;
    for (let n = 0; n < up.length; n++) {
      if (links[3 * n] !== up[n] || links[3 * n + 1] !== down[n]) return false;
    }
    return true;
  }

  digest() {
    const { up, down } = this.#links;
    const digest = new Digest();
    for (let n = 0; n < up.length; n++) digest.mix(up[n]).mix(down[n]);
    return digest.toString();
  }
}
