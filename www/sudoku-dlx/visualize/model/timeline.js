// A position in the event log, with the view state at that position.
//
// Single steps apply an event or its exact inverse. Long jumps start from
// the nearest checkpoint (a copy of the state saved every so many steps on
// the way forward), so scrubbing across a long search costs at most one
// checkpoint interval of replay instead of the whole distance.

import { SearchState } from './search-state.js';
import { LinkModel } from './link-model.js';

const CHECKPOINT_MEMORY = 16 * 1024 * 1024;

export class Timeline {
  constructor(problem, log, { withLinks }) {
    this.log = log;
    this.state = new SearchState(problem);
    this.links = withLinks ? new LinkModel(problem.initialLinks, problem.itemCount) : null;
    this.step = 0;
    const bytesPerSnapshot =
      4 * (problem.itemCount * 3 + problem.optionCount + 4 * (problem.primaryCount + 1)) +
      (withLinks ? (8 * problem.initialLinks.length) / 3 : 0);
    let interval = 4096;
    while ((log.cap / interval) * bytesPerSnapshot > CHECKPOINT_MEMORY) interval *= 2;
    this.interval = interval;
    this.checkpoints = new Map();
  }

  forward() {
    if (this.step >= this.log.length) return false;
    this.state.apply(this.log, this.step);
    this.links?.apply(this.log, this.step);
    this.step += 1;
    if (this.step % this.interval === 0 && !this.checkpoints.has(this.step)) {
      this.checkpoints.set(this.step, { state: this.state.snapshot(), links: this.links?.snapshot() });
    }
    return true;
  }

  back() {
    if (this.step === 0) return false;
    this.step -= 1;
    this.state.unapply(this.log, this.step);
    this.links?.unapply(this.log, this.step);
    return true;
  }

  /**
   * Moves toward `target` (which the log must already reach) until it is
   * there or the clock passes `deadline`; returns whether it arrived.
   */
  moveToward(target, deadline = Infinity) {
    target = Math.max(0, Math.min(target, this.log.length));
    this.#jumpNear(target);
    let count = 0;
    while (this.step !== target) {
      if (this.step < target) this.forward();
      else this.back();
      if ((++count & 1023) === 0 && performance.now() > deadline) break;
    }
    return this.step === target;
  }

  #jumpNear(target) {
    let start = Math.floor(target / this.interval) * this.interval;
    while (start > 0 && !this.checkpoints.has(start)) start -= this.interval;
    if (Math.abs(target - this.step) <= target - start) return;
    if (start === 0) {
      this.state.reset();
      this.links?.reset();
    } else {
      const checkpoint = this.checkpoints.get(start);
      this.state.restore(checkpoint.state);
      if (checkpoint.links) this.links.restore(checkpoint.links);
    }
    this.step = start;
  }
}
