// A position in the search, as the Stepper's replay keeps it: it applies an
// event or exactly undoes it, and a long jump starts from the nearest of
// the checkpoints it saved on the way forward (src/dlx/replay.rs). This
// file only drives it and hands the views its state.

import { ReplayCells } from './replay-cells.js';
import { ReplayLinks } from './replay-links.js';
import { ReplayState } from './replay-state.js';

/** Steps a seek takes between looks at the clock. */
const SEEK_SLICE = 4096;

export class Timeline {
  /**
   * @param {import('./problem.js').Problem} problem its Stepper not yet stepped
   * @param {import('./event-log.js').EventLog} log the events read from that Stepper
   * @param {{ withLinks: boolean, withCells?: boolean }} options whether the links and the cells are shown
   */
  constructor(problem, log, { withLinks, withCells = false }) {
    this.log = log;
    this.stepper = problem.stepper;
    this.stepper.keepReplay(log.cap);
    this.state = new ReplayState(this.stepper);
    this.links = withLinks ? new ReplayLinks(this.stepper, problem.initialNodes) : null;
    this.cells = withCells ? new ReplayCells(this.stepper) : null;
    this.step = 0;
  }

  /**
   * Applies the next event the log holds; returns its kind, or -1 at the end.
   * `traced` has the links view's changes recorded.
   */
  forward(traced = false) {
    if (this.step >= this.log.length) return -1;
    const kind = this.stepper.replayForward(traced);
    if (kind >= 0) this.#moved(this.step + 1);
    return kind;
  }

  /** Undoes the last event; returns its kind, or -1 at step 0. */
  back(traced = false) {
    const kind = this.stepper.replayBack(traced);
    if (kind >= 0) this.#moved(this.step - 1);
    return kind;
  }

  /**
   * Applies up to `max` events the log holds, stopping after a solution;
   * returns how many.
   * @param {number} max
   */
  advance(max) {
    const moved = this.stepper.replayAdvance(Math.min(max, this.log.length - this.step));
    if (moved > 0) this.#moved(this.step + moved);
    return moved;
  }

  /**
   * Moves toward `target` (which the log must already reach) until it is
   * there or the clock passes `deadline`; returns whether it arrived.
   * @param {number} target
   * @param {number} [deadline]
   */
  moveToward(target, deadline = Infinity) {
    target = Math.max(0, Math.min(target, this.log.length));
    if (this.step === target) return true;
    let step = this.step;
    while (step !== target) {
      step = this.stepper.replaySeek(target, SEEK_SLICE);
      if (performance.now() > deadline) break;
    }
    this.#moved(step);
    return step === target;
  }

  /** @param {number} step */
  #moved(step) {
    this.step = step;
    this.state.moved();
    this.links?.moved();
    this.cells?.moved();
  }
}
