// mountVisualizer: the dancing-links visualizer inside any element (also in
// a shadow root), and its public controller. This file only wires the parts
// together: the Controller moves, the Session holds the search, the views
// draw it, and the events go out from here.

import { EventKind } from '../engine/event-kind.js';
import { loadStepperEngine } from '../engine/load.js';
import { Latest } from '../shared/latest.js';
import { nextTask } from '../shared/next-task.js';
import { Controller } from './controller.js';
import { openProblem, sourceOf } from './model/problem.js';
import { inputError } from './model/read-input.js';
import { linkOf, linkRuleOf, stepLink } from './model/problem-link.js';
import { readAhead } from './model/read-ahead.js';
import { Session } from './model/session.js';
import { estimateInWorker, estimateTree, estimatedInWorker } from './model/tree-estimate.js';
import { SolverClient, UnreachableError } from '../engine/solver-client.js';
import { cellsUnavailableReason } from './views/cells/cells-view.js';
import { linksUnavailableReason } from './views/links/links-view.js';
import { SessionView } from './views/session-view.js';
import { VisualizerView } from './views/visualizer-view.js';

/** @typedef {import('./model/problem.js').Source} Source */

/** How long a large problem's estimate may take in its worker. */
const ESTIMATE_TIMEOUT_MS = 10_000;
/** @typedef {import('../engine/load.js').StepperEngine} Engine */

/**
 * Builds the visualizer in `container` for `puzzle` (Sudoku text) or
 * `problem` (exact-cover text); with neither, or a blank puzzle, Knuth's
 * 7-item example. Returns its controller at once; `controller.ready`
 * settles when the first problem is loaded (or failed to load, which also
 * fires an `error` event).
 * @param {HTMLElement} container
 * @param {Source} [source]
 */
export function mountVisualizer(container, source = {}) {
  return new Visualizer(container, source);
}

export class Visualizer {
  #container;
  #win;
  #view;
  #controller;
  /** @type {Session | null} */
  #session = null;
  /** @type {SessionView | null} */
  #sessionView = null;
  /** @type {Engine | null} */
  #engine = null;
  #loads = new Latest();
  #speedChosen = false;
  #dispatched = -1;
  #destroyed = false;
  #lastWidth = -1;
  /** The shown problem's name in a link, and its rule when not the default (problem-link.js). */
  #link = { link: '', rule: '' };
  /** Stops reading the shown search ahead. */
  #stopReading = () => {};
  /** Estimates a large problem's tree in a worker, as a background job of the page's pool. */
  #estimates = new SolverClient({ background: true, timeoutMs: ESTIMATE_TIMEOUT_MS });

  /**
   * @param {HTMLElement} container
   * @param {Source} source
   */
  constructor(container, source) {
    this.#container = container;
    this.#win = /** @type {Window & typeof globalThis} */ (container.ownerDocument.defaultView);
    this.#controller = new Controller(this.#win, {
      render: () => this.#render(),
      frame: (now) => this.#render(now, true),
      moved: (from, landed) => this.#afterMove(from, landed),
      stepped: () => this.#dispatchStep(),
      crossedSolution: () => this.#dispatchSolution(),
      status: (note, progress) => this.#view.status(note, progress),
    });
    this.#view = new VisualizerView(container, {
      act: (action, amount) => this.#act(action, amount),
      speed: (speed) => {
        this.#controller.speed = speed;
        this.#speedChosen = true;
      },
      scrub: (step) => this.seek(step),
      load: (next) => this.load(next),
      resize: () => this.#layout(),
      restyle: () => {
        this.#lastWidth = -1;
        this.#layout();
      },
    });
    /** Settles when the first problem is loaded or failed to. */
    this.ready = this.load(source).then(() => undefined);
  }

  get step() {
    return this.#session?.step ?? 0;
  }

  /** Steps known so far; grows as the search is read. */
  get totalSteps() {
    return this.#session?.log.length ?? 0;
  }

  get playing() {
    return this.#controller.playing;
  }

  /** Whether every event of the search is known (or the cap was reached). */
  get complete() {
    return this.#session?.log.complete ?? false;
  }

  get speed() {
    return this.#controller.speed;
  }

  /** Events per second during playback; Infinity for as fast as frames allow. */
  set speed(value) {
    this.#setSpeed(value);
    this.#speedChosen = true;
  }

  play() {
    this.#controller.play();
  }

  pause() {
    this.#controller.pause();
  }

  stepForward(count = 1) {
    this.#controller.step(true, count);
  }

  stepBack(count = 1) {
    this.#controller.step(false, count);
  }

  /**
   * Shows step `n`, exactly as n steps forward from the start would; a
   * fraction is rounded down and a negative step is the start. Reads more of
   * the search if needed. Returns a promise of the step reached (it rejects
   * when `n` is not a finite number); when the step is near, the move has
   * already happened when this returns.
   * @param {number} n
   */
  seek(n) {
    if (!Number.isFinite(n)) {
      const shown = typeof n === 'string' ? JSON.stringify(n) : typeof n === 'number' ? String(n) : typeof n;
      return Promise.reject(new RangeError(`seek(n) takes a finite number of steps, not ${shown}`));
    }
    return this.#controller.jump({ target: Math.max(0, Math.floor(n)) });
  }

  /** Jumps to the first solution; resolves with its step, or undefined if there is none. */
  solve() {
    return this.#controller.jump({ solutionAfter: 0 });
  }

  /** Whether playback starts over at the end. */
  get loop() {
    return this.#controller.loop;
  }

  set loop(on) {
    this.#controller.loop = on;
  }

  /**
   * Shows only the controls and panels named, compact or not, and lays the
   * views out again for their new room.
   * @param {import('./settings.js').Presentation} presentation
   */
  present(presentation) {
    this.#view.present(presentation);
    this.#lastWidth = -1;
    this.#layout();
  }

  /** Whether the frame fills the screen in large type, for a projector. */
  get presenting() {
    return this.#view.presenting;
  }

  set presenting(on) {
    if (this.#view.presenting === Boolean(on)) return;
    this.#view.setPresenting(Boolean(on));
    this.#lastWidth = -1;
    this.#layout();
    if (on) this.#view.root.focus({ preventScroll: true });
    this.#dispatch('presentchange', { present: Boolean(on) });
  }

  /** A link to the step shown (this page's address, as the demo page reads it), or '' before a problem is. */
  linkToStep() {
    if (!this.#session) return '';
    return stepLink(this.#win.location.href, { ...this.#link, step: this.step, present: this.presenting });
  }

  /** Copies `linkToStep()`, or shows it to copy by hand without clipboard access. */
  async #copyLink() {
    const link = this.linkToStep();
    if (!link) return;
    let copied = true;
    try {
      await this.#win.navigator.clipboard.writeText(link);
    } catch {
      copied = false;
    }
    this.#view.showCopied(link, copied);
  }

  /** Jumps to the next solution after the current step. */
  nextSolution() {
    return this.#controller.jump({ solutionAfter: this.step });
  }

  jumpToStart() {
    return this.seek(0);
  }

  /** Jumps to the end of the search, or to the event cap for a huge one. */
  jumpToEnd() {
    return this.#controller.jump({ end: true });
  }

  /**
   * Loads `{ puzzle }` or `{ problem }` (a blank puzzle, or neither, is
   * Knuth's example); resolves to whether it loaded. Of loads that overlap,
   * the newest wins.
   * @param {Source} [source]
   */
  load(source = {}) {
    return this.#loads.track(this.#open(sourceOf(source), this.#loads.begin()));
  }

  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#estimates.cancel();
    this.#stopReading();
    this.#controller.destroy();
    this.#view.destroy();
    this.#session?.destroy();
    this.#session = null;
  }

  /**
   * The problem loaded, with its search and replay, or null: for tools
   * that read what the visualizer shows (`inspect.js`, which the tests use).
   */
  get session() {
    return this.#session;
  }

  /** The views that draw it, or null. */
  get sessionView() {
    return this.#sessionView;
  }

  /**
   * @param {Source} source
   * @param {() => boolean} isNewest
   */
  async #open(source, isNewest) {
    let engine;
    try {
      engine = this.#engine ??= await loadStepperEngine();
    } catch (error) {
      // A file that could not be loaded says which, and why.
      const said =
        error instanceof UnreachableError ? error.message : `The engine could not be loaded: ${messageOf(error)}`;
      this.#fail(said, 'alert');
      return false;
    }
    if (this.#destroyed || !isNewest()) return false;
    let problem;
    try {
      problem = openProblem(engine, source);
    } catch (error) {
      if (source.fromForm) this.#fail(inputError(source, messageOf(error)), 'custom');
      else this.#fail(messageOf(error), 'alert');
      return false;
    }
    const later = estimatedInWorker(problem);
    if (later) {
      // A large problem opens over several tasks: parsing it, then its views.
      await nextTask(this.#win);
      if (this.#destroyed || !isNewest()) {
        problem.stepper.free();
        return false;
      }
    }
    const estimate = later ? null : estimateTree(engine, problem);
    const shown = { withLinks: !linksUnavailableReason(problem), withCells: !cellsUnavailableReason(problem) };
    this.#show(new Session(problem, { ...shown, estimate }), source);
    if (later) this.#estimateLater();
    return true;
  }

  /** Has the shown session's estimate made in a worker, and shown when it comes. */
  #estimateLater() {
    const session = this.#session;
    const tree = this.#sessionView?.tree;
    if (!session || !tree) return;
    tree.showEstimate(undefined, session.log);
    estimateInWorker(this.#estimates, session.problem).then((estimate) => {
      if (this.#session !== session) return;
      session.estimate = estimate;
      tree.showEstimate(estimate, session.log);
    });
  }

  /**
   * @param {Session} session
   * @param {Source} source
   */
  #show(session, source) {
    const { problem } = session;
    this.#estimates.cancel();
    // Stopped while the old session is still there to be drawn.
    this.#controller.pause();
    this.#controller.cancelJump();
    this.#stopReading();
    this.#session?.destroy();
    this.#session = session;
    this.#stopReading = readAhead(this.#win, session.log, () => this.#controller.requestFrame());
    const note = linksUnavailableReason(problem);
    this.#sessionView = new SessionView(this.#container.ownerDocument, session, this.#view.slots, note, (step) =>
      this.seek(step),
    );
    this.#controller.attach(session, this.#sessionView);
    this.#view.loaded(session, source);
    // Small problems are watched link by link; big ones need more pace.
    if (!this.#speedChosen) this.#setSpeed(problem.optionCount <= 80 ? 2 : 60);
    this.#dispatched = -1;
    this.#lastWidth = -1;
    this.#layout();
    this.#link = { link: linkOf(source, problem), rule: linkRuleOf(problem) };
    this.#dispatch('problemchange', { ...this.#link });
    this.#afterMove(0, false);
  }

  /**
   * @param {string} action
   * @param {number} [amount]
   * @returns {boolean | undefined} for `escape`, whether it closed anything
   */
  #act(action, amount = 1) {
    const controller = this.#controller;
    switch (action) {
      case 'present':
        this.presenting = !this.presenting;
        break;
      case 'keys':
        this.#view.showSheet(!this.#view.sheetOpen);
        break;
      case 'copy-link':
        this.#copyLink();
        break;
      case 'escape':
        if (this.#view.sheetOpen) this.#view.showSheet(false);
        else if (this.presenting) this.presenting = false;
        else return false;
        return true;
      case 'toggle':
      case 'play':
        if (controller.playing) controller.pause();
        else controller.play();
        break;
      case 'forward':
        controller.step(true, amount);
        break;
      case 'back':
        controller.step(false, amount);
        break;
      case 'start':
        this.jumpToStart();
        break;
      case 'end':
        this.jumpToEnd();
        break;
      case 'next-solution':
        this.nextSolution();
        break;
    }
  }

  /**
   * @param {string} message
   * @param {'custom' | 'alert'} where
   */
  #fail(message, where) {
    this.#view.failed(message, where, this.#session !== null);
    this.#dispatch('error', { message });
  }

  #layout() {
    if (!this.#session || this.#destroyed) return;
    const width = this.#view.root.clientWidth;
    if (width === this.#lastWidth || width === 0) return;
    this.#lastWidth = width;
    this.#sessionView?.layout();
    this.#view.invalidate();
    this.#render();
  }

  /** @param {number} value */
  #setSpeed(value) {
    this.#controller.speed = value > 0 ? value : 1;
    this.#view.setSpeed(this.#controller.speed);
  }

  /**
   * Redraws and tells listeners; a jump that lands on a solution announces it.
   * @param {number} from
   * @param {boolean} landed
   */
  #afterMove(from, landed) {
    const session = /** @type {Session} */ (this.#session);
    this.#render();
    this.#dispatchStep();
    if (landed && session.step !== from && session.log.kinds[session.step - 1] === EventKind.Solution) {
      this.#dispatchSolution();
    }
  }

  /**
   * @param {number} now
   * @param {boolean} framed the controller's frame, the last render before the browser paints
   */
  #render(now = this.#win.performance.now(), framed = false) {
    const session = this.#session;
    const sessionView = this.#sessionView;
    if (!session || !sessionView) return;
    const controller = this.#controller;
    const moment = { playing: controller.playing, jumping: controller.jumping };
    if (!this.#view.render(session, moment, sessionView.animating)) {
      // A render earlier in this frame, a jump's move, may have left its canvases to it.
      if (framed) sessionView.flush(now);
      return;
    }
    sessionView.render(now, framed ? 'frame' : controller.frameComing ? 'ahead' : 'alone');
    // A step's links animation plays out over the next frames.
    if (sessionView.animating) controller.requestFrame();
  }

  /**
   * @param {string} type
   * @param {object} detail
   */
  #dispatch(type, detail) {
    this.#container.dispatchEvent(new this.#win.CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #dispatchStep() {
    const session = /** @type {Session} */ (this.#session);
    if (session.step === this.#dispatched) return;
    this.#dispatched = session.step;
    const event = session.log.event(session.step - 1);
    this.#dispatch('step', { step: session.step, event, description: session.describe() });
  }

  /** Announces the solution the view has just reached. */
  #dispatchSolution() {
    const session = /** @type {Session} */ (this.#session);
    this.#dispatch('solution', { step: session.step, grid: session.gridText(), options: session.partialNames() });
  }
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
