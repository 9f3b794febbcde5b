// mountVisualizer: the dancing-links visualizer inside any element (also in
// a shadow root), and the controller that plays, steps and seeks it. The
// Scheduler does the moving, frame by frame; this file wires the views, the
// controls and the events around it.

import { loadEngine } from './engine.js';
import { openProblem } from './problem.js';
import { PRESETS, KNUTH_EXAMPLE } from './presets.js';
import { Session } from './session.js';
import { Controls } from './controls.js';
import { bindKeys } from './keyboard.js';
import { CustomProblem } from './custom-problem.js';
import { endNote } from './describe.js';
import { SOLUTION } from './event-log.js';
import { Scheduler } from './scheduler.js';
import { STYLES } from './styles.js';
import { buildLayout } from './layout.js';

const STEP_ANIMATION_MS = 650;

/**
 * Builds the visualizer in `container` for `puzzle` (Sudoku text) or
 * `problem` (exact-cover text); with neither, or a blank puzzle, Knuth's
 * 7-item example. Returns its controller at once; `controller.ready`
 * settles when the first problem is loaded (or failed to load, which also
 * fires an `error` event).
 */
export function mountVisualizer(container, source = {}) {
  return new Visualizer(container, source);
}

/** `{ puzzle }` when it has any text; otherwise `{ problem }`, Knuth's example by default. */
function sourceOf({ puzzle, problem, fromForm = false } = {}) {
  if (puzzle != null && String(puzzle).trim()) return { puzzle: String(puzzle) };
  return { problem: problem ?? KNUTH_EXAMPLE, fromForm };
}

class Visualizer {
  #container;
  #doc;
  #win;
  #root;
  #style;
  #slots;
  #controls;
  #custom;
  #preset;
  #describe;
  #note;
  #progress;
  #alert;
  #shownPreset = null; // the picker's value for the problem shown
  #session = null;
  #engine = null;
  #scheduler;
  #speedChosen = false;
  #dispatched = -1;
  #destroyed = false;
  #unbindKeys;
  #resizeObserver;
  #lastWidth = -1;
  #rendered = null;

  constructor(container, source) {
    this.#container = container;
    this.#doc = container.ownerDocument;
    this.#win = this.#doc.defaultView;
    this.#scheduler = new Scheduler(this.#win, {
      session: () => this.#session,
      render: (now) => this.#renderNow(now),
      moved: (from, options) => this.#afterMove(from, options),
      stepped: () => this.#dispatchStep(),
      solution: () => this.#dispatchSolution(),
      note: (text) => (this.#note.textContent = text),
      progress: (text) => (this.#progress.textContent = text),
      stepAnimation: () => this.#stepAnimation(),
    });
    this.#build();
    this.ready = this.load(source).then(() => undefined);
  }

  // ---- the public controller ----

  get step() {
    return this.#session?.step ?? 0;
  }

  /** Steps known so far; grows as the search is read. */
  get totalSteps() {
    return this.#session?.log.length ?? 0;
  }

  get playing() {
    return this.#scheduler.playing;
  }

  /** Whether every event of the search is known (or the cap was reached). */
  get complete() {
    return this.#session?.log.complete ?? false;
  }

  get speed() {
    return this.#scheduler.speed;
  }

  /** Events per second during playback; Infinity for as fast as frames allow. */
  set speed(value) {
    this.#setSpeed(value);
    this.#speedChosen = true;
  }

  play() {
    const session = this.#session;
    if (!session || this.#scheduler.playing) return;
    this.#scheduler.cancelJump();
    if (session.log.complete && session.step >= session.log.length) this.#moveTo(0);
    this.#scheduler.play();
    this.#renderNow();
  }

  pause() {
    if (!this.#scheduler.playing) return;
    this.#scheduler.pause();
    this.#renderNow();
  }

  stepForward(count = 1) {
    if (!this.#session) return;
    this.pause();
    this.#scheduler.cancelJump();
    const from = this.step;
    const now = this.#win.performance.now();
    for (let k = 0; k < count; k++) {
      const kind = this.#session.stepOnce(true, count === 1 ? this.#stepAnimation() : 0, now);
      if (kind < 0) break;
      if (kind === SOLUTION) this.#dispatchSolution();
    }
    this.#afterMove(from);
  }

  stepBack(count = 1) {
    if (!this.#session) return;
    this.pause();
    this.#scheduler.cancelJump();
    const from = this.step;
    const now = this.#win.performance.now();
    for (let k = 0; k < count && this.step > 0; k++) {
      this.#session.stepOnce(false, count === 1 ? this.#stepAnimation() : 0, now);
    }
    this.#afterMove(from);
  }

  /**
   * Shows step `n`, exactly as n steps forward from the start would; a
   * fraction is rounded down and a negative step is the start. Reads more of
   * the search if needed. Returns a promise of the step reached (it rejects
   * when `n` is not a finite number); when the step is near, the move has
   * already happened when this returns.
   */
  seek(n) {
    if (!Number.isFinite(n)) {
      const shown = typeof n === 'string' ? JSON.stringify(n) : typeof n === 'number' ? String(n) : typeof n;
      return Promise.reject(new RangeError(`seek(n) takes a finite number of steps, not ${shown}`));
    }
    if (!this.#session) return Promise.resolve(0);
    this.pause();
    return this.#scheduler.jump({ target: Math.max(0, Math.floor(n)) });
  }

  /** Jumps to the first solution; resolves with its step, or undefined if there is none. */
  solve() {
    if (!this.#session) return Promise.resolve(undefined);
    this.pause();
    return this.#scheduler.jump({ solutionAfter: 0 });
  }

  /** Jumps to the next solution after the current step. */
  nextSolution() {
    if (!this.#session) return Promise.resolve(undefined);
    this.pause();
    return this.#scheduler.jump({ solutionAfter: this.step });
  }

  jumpToStart() {
    return this.seek(0);
  }

  /** Jumps to the end of the search, or to the event cap for a huge one. */
  jumpToEnd() {
    if (!this.#session) return Promise.resolve(0);
    this.pause();
    return this.#scheduler.jump({ end: true });
  }

  /**
   * Loads `{ puzzle }` or `{ problem }` (a blank puzzle, or neither, is
   * Knuth's example); resolves to whether it loaded.
   */
  async load(source = {}) {
    source = sourceOf(source);
    let engine;
    try {
      engine = this.#engine ??= await loadEngine();
    } catch (error) {
      this.#fail(`The engine could not be loaded: ${error.message}`, null);
      return false;
    }
    if (this.#destroyed) return false;
    let problem;
    try {
      problem = openProblem(engine, source);
    } catch (error) {
      this.#fail(error?.message ?? String(error), source.fromForm ? 'custom' : 'alert');
      return false;
    }
    this.pause();
    this.#scheduler.cancelJump();
    this.#session?.destroy();
    this.#session = new Session(this.#doc, problem, this.#slots);
    this.#custom.showError('');
    this.#alert.textContent = '';
    this.#syncPreset(source);
    if (!problem.isSudoku) this.#custom.textarea.value = problem.text;
    // Small problems are watched link by link; big ones need more pace.
    if (!this.#speedChosen) this.#setSpeed(problem.optionCount <= 80 ? 2 : 60);
    this.#controls.setEnabled(true);
    this.#dispatched = -1;
    this.#lastWidth = -1;
    this.#layout();
    this.#afterMove(0);
    return true;
  }

  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#scheduler.destroy();
    this.#resizeObserver?.disconnect();
    this.#unbindKeys();
    this.#session?.destroy();
    this.#session = null;
    this.#root.remove();
    this.#style.remove();
  }

  /**
   * For tests and debugging: the state as numbers, and the engine's own
   * account of it when the view stands where the engine does.
   */
  inspect() {
    const session = this.#session;
    if (!session) return null;
    const { state, log, problem } = session;
    const stepper = problem.stepper;
    const inStep = stepper.steps === session.step;
    return {
      step: session.step,
      totalSteps: log.length,
      complete: log.complete,
      digest: session.digest(),
      description: session.describe(),
      nodes: state.nodes,
      updates: state.updates,
      solutions: state.solutions,
      depth: state.partialLength,
      partial: state.partial(),
      partialNames: state.partial().map((o) => problem.optionName(o)),
      grid: session.gridText(),
      itemCount: problem.itemCount,
      optionCount: problem.optionCount,
      linksShown: Boolean(session.links),
      links: session.timeline.links
        ? { up: Array.from(session.timeline.links.up), down: Array.from(session.timeline.links.down) }
        : null,
      engine: inStep
        ? {
            steps: stepper.steps,
            nodes: stepper.nodes,
            updates: stepper.updates,
            solutions: stepper.solutions,
            partial: Array.from(stepper.partial),
            grid: stepper.grid,
            linksMatch: session.timeline.links ? session.timeline.links.matches(stepper.links()) : null,
          }
        : null,
    };
  }

  // ---- building the UI ----

  #build() {
    const doc = this.#doc;
    this.#style = doc.createElement('style');
    this.#style.textContent = STYLES;
    this.#controls = new Controls(doc, {
      onAction: (action) => this.#act(action),
      onSpeed: (speed) => {
        this.#scheduler.speed = speed;
        this.#speedChosen = true;
      },
      onScrub: (step) => this.seek(step),
    });
    this.#controls.setEnabled(false);
    this.#custom = new CustomProblem(doc, {
      initialText: KNUTH_EXAMPLE,
      onLoad: (text) => this.load({ problem: text, fromForm: true }),
    });
    const layout = buildLayout(doc, {
      controls: this.#controls,
      custom: this.#custom,
      onPreset: (id) => {
        const preset = PRESETS.find((p) => p.id === id);
        if (preset) {
          this.load(preset.source);
        } else {
          this.#custom.element.open = true;
          this.load({ problem: this.#custom.textarea.value, fromForm: true });
        }
      },
    });
    const root = layout.root;
    this.#root = root;
    this.#describe = layout.describe;
    this.#preset = layout.preset;
    this.#alert = layout.alert;
    this.#note = layout.note;
    this.#progress = layout.progress;
    this.#slots = layout.slots;
    this.#container.append(this.#style, root);

    this.#unbindKeys = bindKeys(root, (name, amount) => this.#act(name, amount));
    root.addEventListener('pointerdown', (event) => {
      const target = event.composedPath()[0];
      if (!target.closest?.('button, input, select, textarea, summary, a')) root.focus({ preventScroll: true });
    });
    const Observer = this.#win.ResizeObserver;
    if (Observer) {
      // Laid out in the next frame, not inside the observer's callback, so a
      // resize never feeds back into the same round of observations.
      this.#resizeObserver = new Observer(() => this.#win.requestAnimationFrame(() => this.#layout()));
      this.#resizeObserver.observe(root);
    }
  }

  #act(action, amount = 1) {
    switch (action) {
      case 'toggle':
      case 'play':
        if (this.#scheduler.playing) this.pause();
        else this.play();
        break;
      case 'forward':
        this.stepForward(amount);
        break;
      case 'back':
        this.stepBack(amount);
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

  // A problem from the form is Custom even when it is a preset's text, so
  // that picking Custom, which loads the form, leaves the picker there.
  #syncPreset(source) {
    const match =
      !source.fromForm &&
      PRESETS.find((p) => (source.puzzle != null ? p.source.puzzle === source.puzzle : p.source.problem === source.problem));
    this.#shownPreset = match ? match.id : 'custom';
    this.#preset.value = this.#shownPreset;
  }

  #fail(message, where) {
    if (where === 'custom') this.#custom.showError(message);
    else this.#alert.textContent = message;
    // The picker names the problem shown, not the one that failed.
    if (this.#shownPreset) this.#preset.value = this.#shownPreset;
    if (!this.#session) this.#describe.textContent = 'Nothing loaded.';
    this.#dispatch('error', { message });
  }

  #layout() {
    if (!this.#session || this.#destroyed) return;
    const width = this.#root.clientWidth;
    if (width === this.#lastWidth || width === 0) return;
    this.#lastWidth = width;
    this.#session.layout();
    this.#rendered = null;
    this.#renderNow();
  }

  // ---- moving through the timeline ----

  #moveTo(target) {
    const session = this.#session;
    session.log.ensure(target);
    session.timeline.moveToward(target);
    session.stopAnimation();
  }

  #setSpeed(value) {
    this.#scheduler.speed = value > 0 ? value : 1;
    this.#controls.setSpeed(this.#scheduler.speed);
  }

  /** How long a single step's links animation lasts; none for people who ask for less motion. */
  #stepAnimation() {
    return this.#win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : STEP_ANIMATION_MS;
  }

  // ---- drawing and telling ----

  /** Redraws and tells listeners; a jump that lands on a solution announces it. */
  #afterMove(from, { landed = false } = {}) {
    const session = this.#session;
    this.#renderNow();
    this.#dispatchStep();
    if (landed && session.step !== from && session.log.kinds[session.step - 1] === SOLUTION) this.#dispatchSolution();
  }

  #renderNow(now = this.#win.performance.now()) {
    const session = this.#session;
    if (!session) return;
    const scheduler = this.#scheduler;
    // Telling every event of a playback or a jump would drown a screen reader.
    const live = scheduler.playing || scheduler.jumping ? 'off' : 'polite';
    if (this.#describe.getAttribute('aria-live') !== live) this.#describe.setAttribute('aria-live', live);
    const key = `${session.step}|${session.log.length}|${session.log.complete}|${scheduler.playing}`;
    if (this.#rendered === key && !session.animating) return;
    this.#rendered = key;
    session.render(now);
    // A step's links animation plays out over the next frames.
    if (session.animating) scheduler.requestFrame();
    const text = session.describe();
    if (this.#describe.textContent !== text) this.#describe.textContent = text;
    const { log, step } = session;
    this.#controls.render({
      step,
      total: log.length,
      complete: log.complete,
      playing: scheduler.playing,
      hasNextSolution: !log.complete || log.solutionAfter(step) !== undefined,
    });
    const data = this.#root.dataset;
    data.step = String(step);
    data.total = String(log.length);
    data.digest = session.digest();
    data.playing = String(scheduler.playing);
    data.complete = String(log.complete);
    if (!scheduler.jumping && !scheduler.playing && log.capped && step === log.length) {
      const note = `${endNote(log)}: the rest of this search is not shown.`;
      if (this.#note.textContent !== note) this.#note.textContent = note;
    }
  }

  #dispatch(type, detail) {
    this.#container.dispatchEvent(new this.#win.CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #dispatchStep() {
    const session = this.#session;
    if (session.step === this.#dispatched) return;
    this.#dispatched = session.step;
    const event = session.log.event(session.step - 1);
    this.#dispatch('step', { step: session.step, event, description: session.describe() });
  }

  /** Announces the solution the view has just reached. */
  #dispatchSolution() {
    const session = this.#session;
    this.#dispatch('solution', {
      step: session.step,
      grid: session.gridText(),
      options: session.state.partial().map((o) => session.problem.optionName(o)),
    });
  }
}
