// The visualizer's clock. Playback at any speed, and long jumps (to a step,
// a solution, the end), read events from the engine and apply them in
// animation frames with a time budget, so the page never freezes and the
// views are drawn at most once per frame.

import { formatNumber } from '../format.js';
import { endNote } from './describe.js';
import { SOLUTION } from './event-log.js';

// Milliseconds of each frame for reading and applying events; the rest is
// left for drawing. Playback gets less than a jump, which draws nothing new
// until it lands, so fast playback still fits in a 60 Hz frame.
const JUMP_BUDGET_MS = 8;
const PLAY_BUDGET_MS = 4;
/** Above this many events a second, the links view snaps instead of animating. */
const ANIMATED_SPEED = 25;

export class Scheduler {
  #win;
  #view;
  #playing = false;
  #speed = 10;
  #carry = 0;
  #lastFrame = 0;
  #task = null;
  #frame = 0;
  #destroyed = false;

  /**
   * `view` is what moves and is told: `session()` (the loaded Session, or
   * null), `render(now)`, `moved(from, { landed })` once a jump ends,
   * `stepped()` after a frame that moved, `solution()` when playback
   * crosses one, `note(text)` for the live region and `progress(text)` for
   * the words beside it, and `stepAnimation()` (ms a single step animates).
   */
  constructor(win, view) {
    this.#win = win;
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
    this.#playing = true;
    this.#carry = 1; // the first event shows at once, not after a full interval
    this.#lastFrame = this.#win.performance.now();
    this.requestFrame();
  }

  pause() {
    this.#playing = false;
  }

  /**
   * Moves to `goal`: `{ target }` (a step), `{ solutionAfter }` (the first
   * solution after that step) or `{ end: true }`. Resolves to the step
   * reached (undefined when no solution is left), or to where the view
   * stands if another move cancels it. A near goal is reached before this
   * returns.
   */
  jump(goal) {
    this.cancelJump();
    return new Promise((resolve, reject) => {
      this.#task = { ...goal, resolve, reject, from: this.#view.session().step };
      this.#work(this.#win.performance.now() + JUMP_BUDGET_MS);
      if (this.#task) this.requestFrame();
    });
  }

  cancelJump() {
    const task = this.#task;
    if (!task) return;
    this.#end('');
    task.resolve(this.#view.session()?.step ?? 0);
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

  #tick(now) {
    this.#frame = 0;
    const session = this.#view.session();
    if (!session || this.#destroyed) return;
    const deadline = this.#win.performance.now() + (this.#task ? JUMP_BUDGET_MS : PLAY_BUDGET_MS);
    const elapsed = Math.min(250, Math.max(0, now - this.#lastFrame));
    this.#lastFrame = now;
    const from = session.step;
    if (this.#task) this.#work(deadline);
    else if (this.#playing) this.#play(session, elapsed, deadline, now);
    this.#view.render(now);
    if (session.step !== from) this.#view.stepped();
    if (this.#playing || this.#task || session.animating) this.requestFrame();
  }

  // A jump that fails leaves no task behind to block the next one.
  #work(deadline) {
    const task = this.#task;
    try {
      this.#runTask(task, deadline);
    } catch (error) {
      if (this.#task === task) this.#end('');
      task.reject(error);
    }
  }

  /** Works on `task` until `deadline`; finishes it if it can. */
  #runTask(task, deadline) {
    const session = this.#view.session();
    const { log, timeline } = session;
    if (task.target === undefined) {
      if (task.end) {
        log.ensure(Infinity, deadline);
        if (log.complete) task.target = log.length;
      } else {
        let found = log.solutionAfter(task.solutionAfter);
        while (found === undefined && !log.complete && this.#win.performance.now() < deadline) {
          log.pull();
          found = log.solutionAfter(task.solutionAfter);
        }
        if (found !== undefined) task.target = found;
        else if (log.complete) task.target = null;
      }
    }
    if (task.target === null) {
      this.#end(task.solutionAfter > 0 ? 'No further solution.' : 'This problem has no solution.');
      this.#view.moved(task.from);
      task.resolve(undefined);
      return;
    }
    if (task.target !== undefined) {
      log.ensure(task.target, deadline);
      const reachable = Math.min(task.target, log.length);
      const arrived = timeline.moveToward(reachable, deadline);
      session.stopAnimation();
      if (arrived && (reachable === task.target || log.complete)) {
        this.#end(log.capped && reachable === log.length ? `${endNote(log)}: the rest of this search is not shown.` : '');
        this.#view.moved(task.from, { landed: true });
        task.resolve(session.step);
        return;
      }
    }
    if (!task.told) {
      task.told = true;
      this.#view.note('Reading the search…');
    }
    this.#view.progress(`${formatNumber(log.length)} events so far`);
  }

  #end(note) {
    this.#task = null;
    this.#view.progress('');
    this.#view.note(note);
  }

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
      this.#speed <= ANIMATED_SPEED && steps === 1 ? Math.min(this.#view.stepAnimation(), 850 / this.#speed) : 0;
    for (let k = 0; k < steps; k++) {
      const kind = session.stepOnce(true, animation, now);
      if (kind < 0) {
        this.#playing = false;
        break;
      }
      if (kind === SOLUTION) this.#view.solution();
      if ((k & 255) === 255 && this.#win.performance.now() > deadline) {
        // Falling behind: drop the backlog rather than lag further.
        this.#carry = 0;
        break;
      }
    }
    if (session.log.complete && session.step >= session.log.length) this.#playing = false;
  }
}
