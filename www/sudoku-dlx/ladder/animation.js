// The backtracking animation: one rung's search played forwards and backwards
// on a grid. It owns every move (play, pause, step, back, restart, speed, the
// rung picked) and has the view draw the outcome; events come lazily from the
// log, and stepping back undoes each one exactly. Playback pauses at each
// solution, so that a learner sees it before the search backs out of it.

import { formatNumber } from '../shared/format.js';
import { SYMBOLS } from '../shared/grid-shape.js';
import { MoveKind } from '../engine/move-kind.js';
import { BacktrackBoard } from './backtrack-board.js';
import { describeMove } from './backtrack-describe.js';
import { BacktrackLog } from './backtrack-log.js';
import { rungEvents } from './backtrack-source.js';
import { AnimationView } from './animation-view.js';

/** @typedef {import('../engine/load.js').LadderEngine} LadderEngine */

/** The most events kept for stepping back: 13 bytes each. */
const EVENT_CAP = 1_000_000;
/** The most events one frame plays at the fastest speed. */
const MAX_PER_FRAME = 4000;

/**
 * What the end of the log means, shown once playback reaches it.
 * @param {BacktrackLog} log
 * @param {BacktrackBoard} board
 * @param {boolean} atEnd
 */
function endNote(log, board, atEnd) {
  if (!atEnd) return '';
  if (log.capped) return `The animation keeps the first ${formatNumber(EVENT_CAP)} events; the search goes on.`;
  return board.solutions ? 'The search is over.' : 'The search is over: no solution.';
}

export class Animation {
  #engine;
  #view;
  /** @type {ReturnType<typeof rungEvents> | null} */
  #source = null;
  /** @type {BacktrackLog | null} */
  #log = null;
  /** @type {BacktrackBoard | null} */
  #board = null;
  #step = 0;
  #grid = '';
  #frame = 0;
  #lastFrame = 0;
  #owed = 0;

  /**
   * @param {HTMLElement} root the animation's part of the panel
   * @param {LadderEngine} engine
   */
  constructor(root, engine) {
    this.#engine = engine;
    this.#view = new AnimationView(root);
    this.#wire(root);
  }

  /**
   * Starts the chosen rung's search of `grid` (one-line form) from the top.
   * @param {string} grid
   */
  load(grid) {
    this.#grid = grid;
    this.#restartSearch();
  }

  /** Events a second; Infinity plays as fast as a frame allows. */
  get speed() {
    return Number(/** @type {HTMLSelectElement} */ (this.#view.part('speed')).value);
  }

  get playing() {
    return this.#frame !== 0;
  }

  play() {
    if (this.playing || !this.#board) return;
    if (!this.#log?.has(this.#step)) return;
    this.#lastFrame = performance.now();
    this.#owed = 0;
    this.#frame = requestAnimationFrame((now) => this.#tick(now));
    this.#drawControls();
  }

  pause() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#drawControls();
  }

  stepForward() {
    this.pause();
    this.#forward(1);
    this.#draw();
  }

  stepBack() {
    this.pause();
    this.#backward(1);
    this.#draw();
  }

  /**
   * Shows the rung `rung`'s search after its first `step` moves, paused.
   * @param {string} rung
   * @param {number} step
   */
  open(rung, step) {
    /** @type {HTMLSelectElement} */ (this.#view.part('rung')).value = rung;
    this.#restartSearch();
    this.#forward(step);
    this.#draw();
  }

  restart() {
    this.pause();
    this.#backward(this.#step);
    this.#draw();
  }

  destroy() {
    this.pause();
    this.#source?.free();
    this.#source = null;
  }

  #restartSearch() {
    this.destroy();
    this.#log = null;
    this.#board = null;
    this.#step = 0;
    if (!this.#grid) return this.#view.clear();
    const rung = /** @type {HTMLSelectElement} */ (this.#view.part('rung')).value;
    this.#source = rungEvents(this.#engine, rung, this.#grid);
    this.#log = new BacktrackLog(this.#source, EVENT_CAP);
    const givens = Int8Array.from(this.#grid, (c) => SYMBOLS.indexOf(c) + 1);
    this.#board = new BacktrackBoard(givens);
    this.#view.layOut(givens);
    this.#draw();
  }

  /**
   * Plays up to `n` events, stopping after a solution; returns whether
   * playback may go on.
   * @param {number} n
   */
  #forward(n) {
    const log = this.#log;
    const board = this.#board;
    if (!log || !board) return false;
    for (let played = 0; played < n && log.has(this.#step); played++) {
      const i = this.#step++;
      board.apply(log.kinds[i], log.cells[i], log.symbols[i]);
      if (log.kinds[i] === MoveKind.Solution) return false;
    }
    return log.has(this.#step);
  }

  /** Undoes up to `n` events, exactly. */
  #backward(/** @type {number} */ n) {
    const log = this.#log;
    const board = this.#board;
    if (!log || !board) return;
    for (let left = Math.min(n, this.#step); left > 0; left--) {
      const i = --this.#step;
      board.undo(log.kinds[i], log.cells[i], log.symbols[i]);
    }
  }

  /** @param {number} now */
  #tick(now) {
    const speed = this.speed;
    const due = speed === Infinity ? MAX_PER_FRAME : (speed * (now - this.#lastFrame)) / 1000;
    this.#owed = Math.min(this.#owed + due, MAX_PER_FRAME);
    this.#lastFrame = now;
    const whole = Math.floor(this.#owed);
    this.#owed -= whole;
    this.#frame = this.#forward(whole) ? requestAnimationFrame((next) => this.#tick(next)) : 0;
    this.#draw();
  }

  #draw() {
    const log = /** @type {BacktrackLog} */ (this.#log);
    const board = /** @type {BacktrackBoard} */ (this.#board);
    if (!log || !board) return;
    const i = this.#step - 1;
    const move =
      i >= 0 ? { kind: log.kinds[i], cell: log.cells[i], symbol: log.symbols[i], detail: log.details[i] } : null;
    const side = Math.sqrt(board.cells.length);
    const stepper = this.#source?.stepper;
    const constraintOf = stepper ? (/** @type {number} */ item) => stepper.itemConstraint(item) : null;
    const text = move ? describeMove(move, side, constraintOf) : 'The givens: press Play or Step.';
    this.#view.draw(board, move, text);
    this.#drawControls();
  }

  #drawControls() {
    const log = this.#log;
    const board = this.#board;
    if (!log || !board) return;
    const atEnd = !log.has(this.#step);
    this.#view.drawControls(board, {
      step: this.#step,
      playing: this.playing,
      atStart: this.#step === 0,
      atEnd,
      note: endNote(log, board, atEnd),
    });
  }

  /** @param {HTMLElement} root */
  #wire(root) {
    const on = (/** @type {string} */ name, /** @type {() => void} */ action) =>
      this.#view.part(name).addEventListener('click', action);
    on('play', () => (this.playing ? this.pause() : this.play()));
    on('forward', () => this.stepForward());
    on('back', () => this.stepBack());
    on('restart', () => this.restart());
    this.#view.part('rung').addEventListener('change', () => this.#restartSearch());
    root.addEventListener('keydown', (event) => this.#key(/** @type {KeyboardEvent} */ (event)));
  }

  /** Space plays and pauses, ← and → step, Home goes back to the start. */
  #key(/** @type {KeyboardEvent} */ event) {
    const target = /** @type {HTMLElement} */ (event.target);
    if (target.matches('select') || (event.key === ' ' && target.matches('button'))) return;
    const actions = {
      ' ': () => (this.playing ? this.pause() : this.play()),
      ArrowRight: () => this.stepForward(),
      ArrowLeft: () => this.stepBack(),
      Home: () => this.restart(),
    };
    const action = actions[/** @type {keyof typeof actions} */ (event.key)];
    if (!action) return;
    event.preventDefault();
    action();
  }
}
