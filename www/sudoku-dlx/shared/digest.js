// A short FNV-1a hash of numbers, so that tests can compare two states of the
// visualizer at a glance.

const OFFSET = 0x811c9dc5;
const PRIME = 0x01000193;

export class Digest {
  #hash = OFFSET;

  /** @param {number} value */
  mix(value) {
    this.#hash = Math.imul(this.#hash ^ (value | 0), PRIME);
    return this;
  }

  /**
   * Mixes `values[0 .. end]` and a separator.
   * @param {ArrayLike<number>} values
   */
  mixAll(values, end = values.length) {
    for (let i = 0; i < end; i++) this.mix(values[i]);
    return this.mix(-1);
  }

  /** Eight hex digits. */
  toString() {
    return (this.#hash >>> 0).toString(16).padStart(8, '0');
  }
}
