// One loaded problem as data: its Stepper, event log and timeline. No DOM:
// views/session-view.js draws it. Loading another problem replaces the whole
// session.

import { EventKind } from '../../engine/event-kind.js';
import { describeStep } from './describe.js';
import { EventLog } from './event-log.js';
import { Timeline } from './timeline.js';

/** @typedef {import('./problem.js').Problem} Problem */
/** @typedef {import('./replay-links.js').LinkChange} LinkChange */
/** @typedef {import('./tree-estimate.js').TreeEstimate} TreeEstimate */

/** The most events kept for one search; beyond it the visualizer stops reading. */
export const LOG_CAP = 2_000_000;

/** The most options kept in the events' lists (4 bytes each): 64 MB. */
export const LOG_OPTION_CAP = 16_000_000;

export class Session {
  #described = -1;
  #describedComplete = false;
  #description = '';

  /**
   * @param {Problem} problem
   * @param {{ withLinks: boolean, withCells?: boolean, estimate?: TreeEstimate | null }} options whether to
   *   keep every node's links, whether to show the search on dancing cells, and Knuth's estimate of the
   *   search tree's size
   */
  constructor(problem, { withLinks, withCells = false, estimate = null }) {
    this.problem = problem;
    this.estimate = estimate;
    this.log = new EventLog(problem.stepper, LOG_CAP, LOG_OPTION_CAP);
    this.timeline = new Timeline(problem, this.log, { withLinks, withCells });
    this.log.pull();
  }

  get step() {
    return this.timeline.step;
  }

  get state() {
    return this.timeline.state;
  }

  /** Whether the view stands at the last event and no more will come. */
  get atEnd() {
    return this.log.complete && this.step >= this.log.length;
  }

  /**
   * Moves one step; every link it changes is appended to `changes` when
   * given. Returns the kind of event crossed, or -1 if it could not move.
   * @param {boolean} forward
   * @param {LinkChange[] | null} changes
   */
  move(forward, changes = null) {
    const { timeline, log } = this;
    if (forward && !log.ensure(timeline.step + 1)) return -1;
    const links = timeline.links;
    const traced = changes !== null && links !== null;
    const kind = forward ? timeline.forward(traced) : timeline.back(traced);
    if (traced && kind >= 0) changes.push(...links.changes());
    return kind;
  }

  /**
   * Moves up to `max` steps forward, stopping after a solution, reading
   * events as needed; returns how many steps it moved (0 at the end).
   * @param {number} max
   */
  advance(max) {
    const { timeline, log } = this;
    log.ensure(timeline.step + max);
    return timeline.advance(max);
  }

  /**
   * Moves toward `target` until there or past `deadline`; returns whether it arrived.
   * @param {number} target
   * @param {number} [deadline]
   */
  moveToward(target, deadline) {
    this.log.ensure(target, deadline);
    return this.timeline.moveToward(Math.min(target, this.log.length), deadline);
  }

  /** The sentence for the current step. */
  describe() {
    if (this.#described !== this.step || this.#describedComplete !== this.log.complete) {
      this.#described = this.step;
      this.#describedComplete = this.log.complete;
      this.#description = describeStep(this.problem, this.log, this.step, this.state);
    }
    return this.#description;
  }

  /** The grid at the current step (one line), a Sudoku's or a variant's, or undefined for exact cover. */
  gridText() {
    return this.problem.sudoku || this.problem.variant ? this.state.grid() : undefined;
  }

  /** The options of the partial solution, by name. */
  partialNames() {
    return this.state.partial().map((o) => this.problem.optionName(o));
  }

  digest() {
    const links = this.timeline.links;
    return links ? `${this.state.digest()}-${links.digest()}` : this.state.digest();
  }

  destroy() {
    this.problem.stepper.free();
  }
}

/**
 * The kind an event is drawn as when crossed in `forward` direction:
 * undoing a cover relinks, like an uncover, and is coloured as one.
 * @param {number} kind
 * @param {boolean} forward
 */
export function shownKind(kind, forward) {
  if (forward) return kind;
  if (kind === EventKind.Cover) return EventKind.Uncover;
  if (kind === EventKind.Uncover) return EventKind.Cover;
  return kind;
}
