// The one owner of every move through the search: play, pause, step, seek,
// jump to a solution or the end. Playback at any speed, and long jumps, read
// events from the engine and apply them in animation frames with a time
// budget, so the page never freezes and the views are drawn at most once per
// frame. The views only draw what this leaves in the session.

import { EventKind } from '../engine/event-kind.js';
import { formatNumber } from '../shared/format.js';
import { endNote } from './model/describe.js';
import { shownKind } from './model/session.js';

/** @typedef {import('./model/session.js').Session} Session */
/** @typedef {import('./views/session-view.js').SessionView} SessionView */
/** @typedef {import('./model/replay-links.js').LinkChange} LinkChange */

/**
 * @typedef {object} Listener what the controller tells of its moves
 * @property {() => void} render draw the session as it stands
 * @property {(now: number) => void} frame draw the session for the frame about to be painted
 * @property {(from: number, landed: boolean) => void} moved a move from step `from` ended (`landed`: a jump reached its goal)
 * @property {() => void} stepped a frame of playback or of a jump moved
 * @property {() => void} crossedSolution playback or a step crossed a solution
 * @property {(note: string | null, progress: string) => void} status what a jump is doing: a note for the
 *   live region (null: unchanged) and its progress beside it
 */

/**
 * @typedef {object} Goal where a jump goes: a step, the first solution after a step, or the end
 * @property {number | null} [target]
 * @property {number} [solutionAfter]
 * @property {boolean} [end]
 */

/**
 * @typedef {Goal & { from: number, told?: boolean, resolve: (step: number | undefined) => void, reject: (error: unknown) => void }} Task
 */

// Milliseconds of each frame for reading and applying events; the rest is
// left for drawing. Playback gets less than a jump, which draws nothing new
// until it lands, so fast playback still fits in a 60 Hz frame.
const JUMP_BUDGET_MS = 8;
const PLAY_BUDGET_MS = 4;
/** Above this many events a second, the links view snaps instead of animating. */
const ANIMATED_SPEED = 25;

/** The most steps playback applies in one call to the engine between looks at the clock. */
const PLAY_RUN = 256;
const STEP_ANIMATION_MS = 650;

export class Controller {
  #win;
  #listener;
  /** @type {Session | null} */
  #session = null;
  /** @type {SessionView | null} */
  #view = null;
  #playing = false;
  #speed = 10;
  /** Whether playback starts over from step 0 when it reaches the end. */
  loop = false;
  #carry = 0;
  #lastFrame = 0;
  /** @type {Task | null} */
  #task = null;
  #frame = 0;
  /** Whether a frame is running, which renders the views once more at its end. */
  #ticking = false;
  #destroyed = false;

  /**
   * @param {Window} win
   * @param {Listener} listener
   */
  constructor(win, listener) {
    this.#win = win;
    this.#listener = listener;
  }

  /**
   * Moves through `session` from now on, drawn by `view`.
   * @param {Session} session
   * @param {SessionView} view
   */
  attach(session, view) {
    this.pause();
    this.cancelJump();
    this.#session = session;
    this.#view = view;
  }

  get playing() {
    return this.#playing;
  }

  get jumping() {
    return this.#task !== null;
  }

  get speed() {
    return this.#speed;
  }

  /** Events per second during playback; Infinity for as fast as frames allow. */
  set speed(value) {
    this.#speed = value;
  }

  play() {
    const session = this.#session;
    if (!session || this.#playing) return;
    this.cancelJump();
    if (session.atEnd) this.#moveTo(session, 0);
    this.#playing = true;
    this.#carry = 1; // the first event shows at once, not after a full interval
    this.#lastFrame = this.#win.performance.now();
    this.requestFrame();
    this.#listener.render();
  }

  pause() {
    if (!this.#playing) return;
    this.#playing = false;
    this.#listener.render();
  }

  /** `count` events forwards (backwards when `forward` is false); pauses playback. */
  step(forward = true, count = 1) {
    const session = this.#session;
    if (!session) return;
    this.pause();
    this.cancelJump();
    const from = session.step;
    const now = this.#win.performance.now();
    const animation = count === 1 ? this.#stepAnimation() : 0;
    for (let k = 0; k < count; k++) {
      const kind = this.#stepOnce(session, forward, animation, now);
      if (kind < 0) break;
      if (forward && kind === EventKind.Solution) this.#listener.crossedSolution();
    }
    this.#listener.moved(from, false);
  }

  /**
   * Moves to `goal`. Resolves to the step reached (undefined when no
   * solution is left), or to where the view stands if another move cancels
   * it; rejects if reading the search fails. A near goal is reached before
   * this returns.
   * @param {Goal} goal
   * @returns {Promise<number | undefined>}
   */
  jump(goal) {
    const session = this.#session;
    if (!session) return Promise.resolve(goal.target === undefined && !goal.end ? undefined : 0);
    this.pause();
    this.cancelJump();
    return new Promise((resolve, reject) => {
      this.#task = { ...goal, resolve, reject, from: session.step };
      this.#work(this.#win.performance.now() + JUMP_BUDGET_MS);
      if (this.#task) this.requestFrame();
    });
  }

  cancelJump() {
    const task = this.#task;
    if (!task) return;
    this.#end('');
    task.resolve(this.#session?.step ?? 0);
  }

  /** Whether a frame of this controller's runs or is asked for: it draws before the browser next paints. */
  get frameComing() {
    return this.#frame !== 0 || this.#ticking;
  }

  requestFrame() {
    if (this.#frame || this.#destroyed) return;
    this.#frame = this.#win.requestAnimationFrame((now) => this.#tick(now));
  }

  destroy() {
    this.#destroyed = true;
    this.cancelJump();
    this.#playing = false;
    if (this.#frame) this.#win.cancelAnimationFrame(this.#frame);
  }

  /**
   * @param {Session} session
   * @param {number} target
   */
  #moveTo(session, target) {
    session.moveToward(target);
    this.#view?.stopAnimation();
  }

  /** How long a single step's links animation lasts; none for people who ask for less motion. */
  #stepAnimation() {
    return this.#win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : STEP_ANIMATION_MS;
  }

  /**
   * Moves one step, animating the links view's changes over `animation` ms
   * (0 for none). Returns the kind of event crossed, or -1 if it could not move.
   * @param {Session} session
   * @param {boolean} forward
   * @param {number} animation
   * @param {number} now
   */
  #stepOnce(session, forward, animation, now) {
    const view = /** @type {SessionView} */ (this.#view);
    /** @type {LinkChange[] | null} */
    // Traced even unanimated, so the memory table marks what the step wrote.
    const changes = view.links ? [] : null;
    const kind = session.move(forward, changes);
    if (changes) view.animateLinks(changes, shownKind(kind, forward), animation, now);
    else if (kind >= 0) view.stopAnimation();
    return kind;
  }

  /** @param {number} now */
  #tick(now) {
    this.#frame = 0;
    const session = this.#session;
    if (!session || this.#destroyed) return;
    this.#ticking = true;
    try {
      const deadline = this.#win.performance.now() + (this.#task ? JUMP_BUDGET_MS : PLAY_BUDGET_MS);
      const elapsed = Math.min(250, Math.max(0, now - this.#lastFrame));
      this.#lastFrame = now;
      const from = session.step;
      if (this.#task) this.#work(deadline);
      else if (this.#playing) this.#play(session, elapsed, deadline, now);
      this.#listener.frame(now);
      if (session.step !== from) this.#listener.stepped();
    } finally {
      this.#ticking = false;
    }
    if (this.#playing || this.#task || this.#view?.animating) this.requestFrame();
  }

  /**
   * A jump that fails leaves no task behind to block the next one.
   * @param {number} deadline
   */
  #work(deadline) {
    const task = /** @type {Task} */ (this.#task);
    try {
      this.#runTask(task, deadline);
    } catch (error) {
      if (this.#task === task) this.#end('');
      task.reject(error);
    }
  }

  /**
   * Works on `task` until `deadline`; finishes it if it can.
   * @param {Task} task
   * @param {number} deadline
   */
  #runTask(task, deadline) {
    const session = /** @type {Session} */ (this.#session);
    const { log, timeline } = session;
    if (task.target === undefined) this.#findTarget(task, deadline);
    if (task.target === null) {
      this.#end(task.solutionAfter ? 'No further solution.' : 'This problem has no solution.');
      this.#listener.moved(task.from, false);
      task.resolve(undefined);
      return;
    }
    if (task.target !== undefined) {
      log.ensure(task.target, deadline);
      const reachable = Math.min(task.target, log.length);
      const arrived = timeline.moveToward(reachable, deadline);
      this.#view?.stopAnimation();
      if (arrived && (reachable === task.target || log.complete)) {
        this.#end(
          log.capped && reachable === log.length ? `${endNote(log)}: the rest of this search is not shown.` : '',
        );
        this.#listener.moved(task.from, true);
        task.resolve(session.step);
        return;
      }
    }
    const note = task.told ? null : 'Reading the search…';
    task.told = true;
    this.#listener.status(note, `${formatNumber(log.length)} events so far`);
  }

  /**
   * Reads the search until the step a `solutionAfter` or `end` goal names
   * is known (null: there is none), or `deadline` passes.
   * @param {Task} task
   * @param {number} deadline
   */
  #findTarget(task, deadline) {
    const log = /** @type {Session} */ (this.#session).log;
    if (task.end) {
      log.ensure(Infinity, deadline);
      if (log.complete) task.target = log.length;
      return;
    }
    const after = task.solutionAfter ?? 0;
    let found = log.solutionAfter(after);
    while (found === undefined && !log.complete && this.#win.performance.now() < deadline) {
      log.pull();
      found = log.solutionAfter(after);
    }
    if (found !== undefined) task.target = found;
    else if (log.complete) task.target = null;
  }

  /** @param {string} note */
  #end(note) {
    this.#task = null;
    this.#listener.status(note, '');
  }

  /**
   * @param {Session} session
   * @param {number} elapsed
   * @param {number} deadline
   * @param {number} now
   */
  #play(session, elapsed, deadline, now) {
    let steps;
    if (this.#speed === Infinity) {
      steps = Infinity;
    } else {
      this.#carry += (elapsed * this.#speed) / 1000;
      steps = Math.floor(this.#carry);
      this.#carry -= steps;
    }
    const animation =
      this.#speed <= ANIMATED_SPEED && steps === 1 ? Math.min(this.#stepAnimation(), 850 / this.#speed) : 0;
    if (animation > 0) {
      const kind = this.#stepOnce(session, true, animation, now);
      if (kind === EventKind.Solution) this.#listener.crossedSolution();
      this.#atEnd(session, kind < 0, kind < 0 ? 0 : 1);
      return;
    }
    const [moved, ended] = this.#advance(session, steps, deadline);
    this.#atEnd(session, ended, moved);
  }

  /**
   * Moves up to `steps` forward without animation, in runs that the engine
   * applies in one call each, each run ending at a solution or at the end
   * of the events read; returns how many steps it moved, and whether it
   * found no event left.
   * @param {Session} session
   * @param {number} steps
   * @param {number} deadline
   * @returns {[number, boolean]}
   */
  #advance(session, steps, deadline) {
    let moved = 0;
    let ended = false;
    while (moved < steps) {
      const run = session.advance(Math.min(steps - moved, PLAY_RUN));
      ended = run === 0;
      if (ended) break;
      moved += run;
      if (session.log.kinds[session.step - 1] === EventKind.Solution) this.#listener.crossedSolution();
      if (this.#win.performance.now() > deadline) {
        // Falling behind: drop the backlog rather than lag further.
        this.#carry = 0;
        break;
      }
    }
    if (moved > 0) this.#view?.stopAnimation();
    return [moved, ended];
  }

  /**
   * Playback stops at the end of the search; a loop shows the end for a
   * frame at least, then starts over.
   * @param {Session} session
   * @param {boolean} ended whether the frame found no event left
   * @param {number} moved the steps this frame moved
   */
  #atEnd(session, ended, moved) {
    if (!this.loop) {
      if (ended || session.atEnd) this.#playing = false;
    } else if (ended && moved === 0) {
      if (session.step > 0) this.#moveTo(session, 0);
      else this.#playing = false;
    }
  }
}
