// mountVisualizer: the dancing-links visualizer inside any element (also in
// a shadow root), and the controller that plays, steps and seeks it.
//
// Work happens in animation frames with a time budget: playback at any
// speed, and long jumps (to a solution, to the end), read events from the
// engine and apply them a slice at a time, so the page never freezes and the
// views are drawn at most once per frame.

import { formatNumber } from './format.js';
import { loadEngine } from './engine.js';
import { openProblem } from './problem.js';
import { PRESETS, KNUTH_EXAMPLE } from './presets.js';
import { Session } from './session.js';
import { Controls } from './controls.js';
import { bindKeys } from './keyboard.js';
import { CustomProblem } from './custom-problem.js';
import { endNote } from './describe.js';
import { SOLUTION } from './event-log.js';
import { STYLES } from './styles.js';
import { buildLayout } from './layout.js';

// Milliseconds of each frame for reading and applying events; the rest is
// left for drawing. Playback gets less than a jump, which draws nothing new
// until it lands, so fast playback still fits in a 60 Hz frame.
const JUMP_BUDGET_MS = 8;
const PLAY_BUDGET_MS = 4;
const STEP_ANIMATION_MS = 650;
/** Above this many events a second, the links view snaps instead of animating. */
const ANIMATED_SPEED = 25;

/**
 * Builds the visualizer in `container` for `puzzle` (Sudoku text) or
 * `problem` (exact-cover text); with neither, Knuth's 7-item example.
 * Returns its controller at once; `controller.ready` settles when the first
 * problem is loaded (or failed to load, which also fires an `error` event).
 */
export function mountVisualizer(container, { puzzle, problem } = {}) {
  return new Visualizer(container, puzzle != null ? { puzzle } : { problem: problem ?? KNUTH_EXAMPLE });
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
  #alert;
  #session = null;
  #engine = null;
  #playing = false;
  #speed = 10;
  #speedChosen = false;
  #carry = 0;
  #task = null;
  #frame = 0;
  #lastFrame = 0;
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
    return this.#playing;
  }

  /** Whether every event of the search is known (or the cap was reached). */
  get complete() {
    return this.#session?.log.complete ?? false;
  }

  get speed() {
    return this.#speed;
  }

  /** Events per second during playback; Infinity for as fast as frames allow. */
  set speed(value) {
    this.#setSpeed(value);
    this.#speedChosen = true;
  }

  play() {
    const session = this.#session;
    if (!session || this.#playing) return;
    this.#cancelTask();
    if (session.log.complete && session.step >= session.log.length) this.#moveTo(0);
    this.#playing = true;
    this.#carry = 1; // the first event shows at once, not after a full interval
    this.#lastFrame = this.#win.performance.now();
    // Announcing every event of a playback would drown a screen reader.
    this.#describe.setAttribute('aria-live', 'off');
    this.#renderNow();
    this.#requestFrame();
  }

  pause() {
    if (!this.#playing) return;
    this.#playing = false;
    this.#describe.setAttribute('aria-live', 'polite');
    this.#renderNow();
  }

  stepForward(count = 1) {
    if (!this.#session) return;
    this.pause();
    this.#cancelTask();
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
    this.#cancelTask();
    const from = this.step;
    const now = this.#win.performance.now();
    for (let k = 0; k < count && this.step > 0; k++) {
      this.#session.stepOnce(false, count === 1 ? this.#stepAnimation() : 0, now);
    }
    this.#afterMove(from);
  }

  /**
   * Shows step `n`, exactly as n steps forward from the start would. Reads
   * more of the search if needed. Returns a promise of the step reached; when
   * the step is near, the move has already happened when this returns.
   */
  seek(n) {
    if (!this.#session) return Promise.resolve(0);
    this.pause();
    return this.#startTask({ target: Math.max(0, Math.floor(n)) });
  }

  /** Jumps to the first solution; resolves with its step, or undefined if there is none. */
  solve() {
    if (!this.#session) return Promise.resolve(undefined);
    this.pause();
    return this.#startTask({ solutionAfter: 0 });
  }

  /** Jumps to the next solution after the current step. */
  nextSolution() {
    if (!this.#session) return Promise.resolve(undefined);
    this.pause();
    return this.#startTask({ solutionAfter: this.step });
  }

  jumpToStart() {
    return this.seek(0);
  }

  /** Jumps to the end of the search, or to the event cap for a huge one. */
  jumpToEnd() {
    if (!this.#session) return Promise.resolve(0);
    this.pause();
    return this.#startTask({ end: true });
  }

  /** Loads `{ puzzle }` or `{ problem }`; resolves to whether it loaded. */
  async load(source = {}) {
    let engine;
    try {
      engine = this.#engine ??= await loadEngine();
    } catch (error) {
      this.#fail(`The engine could not be loaded: ${error.message}`, null);
      return false;
    }
    if (this.#destroyed) return false;
    const fromForm = source.problem != null && source.fromForm;
    let problem;
    try {
      problem = openProblem(engine, source.puzzle != null ? { puzzle: source.puzzle } : { problem: source.problem });
    } catch (error) {
      this.#fail(error?.message ?? String(error), fromForm ? 'custom' : 'alert');
      return false;
    }
    this.pause();
    this.#cancelTask();
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
    this.#cancelTask();
    this.#playing = false;
    if (this.#frame) this.#win.cancelAnimationFrame(this.#frame);
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
        this.#speed = speed;
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
        if (preset) this.load(preset.source);
        else this.#custom.element.open = true;
      },
    });
    const root = layout.root;
    this.#root = root;
    this.#describe = layout.describe;
    this.#preset = layout.preset;
    this.#alert = layout.alert;
    this.#note = layout.note;
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
        if (this.#playing) this.pause();
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

  #syncPreset(source) {
    const match = PRESETS.find((p) =>
      source.puzzle != null ? p.source.puzzle === source.puzzle : p.source.problem != null && p.source.problem === source.problem,
    );
    this.#preset.value = match ? match.id : 'custom';
  }

  #fail(message, where) {
    if (where === 'custom') this.#custom.showError(message);
    else this.#alert.textContent = message;
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
    const from = session.step;
    session.log.ensure(target);
    session.timeline.moveToward(target);
    session.stopAnimation();
    return from;
  }

  #startTask(goal) {
    this.#cancelTask();
    return new Promise((resolve) => {
      this.#task = { ...goal, resolve, from: this.step };
      this.#runTask(this.#win.performance.now() + JUMP_BUDGET_MS);
      if (this.#task) {
        this.#requestFrame();
      }
    });
  }

  #cancelTask() {
    if (!this.#task) return;
    const task = this.#task;
    this.#task = null;
    this.#note.textContent = '';
    task.resolve(this.step);
  }

  /** Works on the current jump until `deadline`; finishes it if it can. */
  #runTask(deadline) {
    const task = this.#task;
    const session = this.#session;
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
      this.#task = null;
      this.#note.textContent = task.solutionAfter > 0 ? 'No further solution.' : 'This problem has no solution.';
      this.#afterMove(task.from);
      task.resolve(undefined);
      return;
    }
    if (task.target !== undefined) {
      log.ensure(task.target, deadline);
      const reachable = Math.min(task.target, log.length);
      const arrived = timeline.moveToward(reachable, deadline);
      session.stopAnimation();
      if (arrived && (reachable === task.target || log.complete)) {
        this.#task = null;
        this.#note.textContent = log.capped && reachable === log.length ? `${endNote(log)}: the rest of this search is not shown.` : '';
        this.#afterMove(task.from, { landed: true });
        task.resolve(session.step);
        return;
      }
    }
    this.#note.textContent = `Reading the search… ${formatNumber(log.length)} events so far`;
    this.#rendered = null;
  }

  #setSpeed(value) {
    this.#speed = value > 0 ? value : 1;
    this.#controls.setSpeed(this.#speed);
  }

  /** How long a single step's links animation lasts; none for people who ask for less motion. */
  #stepAnimation() {
    return this.#win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : STEP_ANIMATION_MS;
  }

  #requestFrame() {
    if (this.#frame || this.#destroyed) return;
    this.#frame = this.#win.requestAnimationFrame((now) => this.#tick(now));
  }

  #tick(now) {
    this.#frame = 0;
    const session = this.#session;
    if (!session || this.#destroyed) return;
    const deadline = this.#win.performance.now() + (this.#task ? JUMP_BUDGET_MS : PLAY_BUDGET_MS);
    const elapsed = Math.min(250, Math.max(0, now - this.#lastFrame));
    this.#lastFrame = now;
    const from = session.step;
    if (this.#task) {
      this.#runTask(deadline);
    } else if (this.#playing) {
      this.#play(elapsed, deadline, now);
    }
    this.#renderNow(now);
    if (session.step !== from) this.#dispatchStep();
    if (this.#playing || this.#task || session.animating) this.#requestFrame();
  }

  #play(elapsed, deadline, now) {
    const session = this.#session;
    let steps;
    if (this.#speed === Infinity) {
      steps = Infinity;
    } else {
      this.#carry += (elapsed * this.#speed) / 1000;
      steps = Math.floor(this.#carry);
      this.#carry -= steps;
    }
    const animation = this.#speed <= ANIMATED_SPEED && steps === 1 ? Math.min(this.#stepAnimation(), 850 / this.#speed) : 0;
    for (let k = 0; k < steps; k++) {
      const kind = session.stepOnce(true, animation, now);
      if (kind < 0) {
        this.pause();
        break;
      }
      if (kind === SOLUTION) this.#dispatchSolution();
      if ((k & 255) === 255 && this.#win.performance.now() > deadline) {
        // Falling behind: drop the backlog rather than lag further.
        this.#carry = 0;
        break;
      }
    }
    if (session.log.complete && session.step >= session.log.length) this.pause();
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
    const key = `${session.step}|${session.log.length}|${session.log.complete}|${this.#playing}`;
    if (this.#rendered === key && !session.animating) return;
    this.#rendered = key;
    session.render(now);
    // A step's links animation plays out over the next frames.
    if (session.animating) this.#requestFrame();
    const text = session.describe();
    if (this.#describe.textContent !== text) this.#describe.textContent = text;
    const { log, step } = session;
    this.#controls.render({
      step,
      total: log.length,
      complete: log.complete,
      playing: this.#playing,
      hasNextSolution: !log.complete || log.solutionAfter(step) !== undefined,
    });
    const data = this.#root.dataset;
    data.step = String(step);
    data.total = String(log.length);
    data.digest = session.digest();
    data.playing = String(this.#playing);
    data.complete = String(log.complete);
    if (!this.#task && !this.#playing && log.capped && step === log.length) {
      this.#note.textContent = `${endNote(log)}: the rest of this search is not shown.`;
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
