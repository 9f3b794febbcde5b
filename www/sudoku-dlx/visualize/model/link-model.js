// The up/down links of every node, kept in step with the view by redoing
// the engine's own cover and uncover, in the engine's order: `cover`,
// `uncover`, `hide` and `unhide` here mirror `Matrix::cover`, `uncover`,
// `hide` and `unhide` in src/dlx/matrix.rs.
//
// The order matters: a hidden node keeps whatever up/down it had when it was
// hidden, and only the same sequence of hides reproduces those stale links.
// Uncover is the mirror image of cover, so stepping back restores every
// link exactly. The first snapshot comes from `Stepper.links()`, and tests
// compare this model with `links()` again after many steps.

import { EventKind } from '../../engine/event-kind.js';
import { Digest } from '../../shared/digest.js';

/** @typedef {[node: number, isDown: boolean, old: number, now: number]} LinkChange one link rewritten */

export class LinkModel {
  constructor(initialLinks, itemCount) {
    const nodes = initialLinks.length / 3;
    this.itemCount = itemCount;
    this.up = new Int32Array(nodes);
    this.down = new Int32Array(nodes);
    this.top = new Int32Array(nodes);
    for (let n = 0; n < nodes; n++) {
      this.up[n] = initialLinks[3 * n];
      this.down[n] = initialLinks[3 * n + 1];
      this.top[n] = initialLinks[3 * n + 2];
    }
    this.initialUp = this.up.slice();
    this.initialDown = this.down.slice();
    /** @type {LinkChange[] | null} when an array, every link change is appended */
    this.changes = null;
  }

  reset() {
    this.up.set(this.initialUp);
    this.down.set(this.initialDown);
  }

  apply(log, i) {
    const kind = log.kinds[i];
    if (kind === EventKind.Cover) this.cover(log.a[i] + 1);
    else if (kind === EventKind.Uncover) this.uncover(log.a[i] + 1);
  }

  unapply(log, i) {
    const kind = log.kinds[i];
    if (kind === EventKind.Cover) this.uncover(log.a[i] + 1);
    else if (kind === EventKind.Uncover) this.cover(log.a[i] + 1);
  }

  /** Covers the item whose header is node `header`: hides every option in its list. */
  cover(header) {
    for (let p = this.down[header]; p !== header; p = this.down[p]) this.#hide(p);
  }

  uncover(header) {
    for (let p = this.up[header]; p !== header; p = this.up[p]) this.#unhide(p);
  }

  /** Unlinks the other nodes of p's option, left to right, wrapping at the spacer. */
  #hide(p) {
    const { up, down, top } = this;
    for (let q = p + 1; q !== p;) {
      if (top[q] <= 0) {
        q = up[q];
      } else {
        this.changes?.push([up[q], true, q, down[q]], [down[q], false, q, up[q]]);
        down[up[q]] = down[q];
        up[down[q]] = up[q];
        q += 1;
      }
    }
  }

  #unhide(p) {
    const { up, down, top } = this;
    for (let q = p - 1; q !== p;) {
      if (top[q] <= 0) {
        q = down[q];
      } else {
        this.changes?.push([up[q], true, down[up[q]], q], [down[q], false, up[down[q]], q]);
        down[up[q]] = q;
        up[down[q]] = q;
        q -= 1;
      }
    }
  }

  snapshot() {
    return { up: this.up.slice(), down: this.down.slice() };
  }

  restore(snapshot) {
    this.up.set(snapshot.up);
    this.down.set(snapshot.down);
  }

  /** Whether these links equal a `links()` result. */
  matches(links) {
    if (links.length !== 3 * this.up.length) return false;
    for (let n = 0; n < this.up.length; n++) {
      if (links[3 * n] !== this.up[n] || links[3 * n + 1] !== this.down[n]) return false;
    }
    return true;
  }

  digest() {
    const digest = new Digest();
    for (let n = 0; n < this.up.length; n++) digest.mix(this.up[n]).mix(this.down[n]);
    return digest.toString();
  }
}
