// The ladder panel's one owner of state: the puzzle (given by the page, or an
// example), checked once in the ladder's engine so that a bad one is refused
// with the parser's message before any rung starts; the race of every rung on
// it; and one rung's search played forwards and backwards. Every change goes
// through here and ends in one render of the panel from its state
// (views/ladder-view.js); the views only report what the user asks for.

import { EXAMPLES } from '../solve/examples.js';
import { formatTime } from '../shared/format.js';
import { sideOf } from '../shared/grid-shape.js';
import { Playback } from './model/playback.js';
import { Race } from './model/race.js';
import { DEFAULT_BUDGET, LANES, RUNGS, idleLane, raceOver } from './model/race-model.js';
import { raceStory } from './model/race-story.js';
import { LadderView } from './views/ladder-view.js';

/** @typedef {import('../engine/load.js').LadderEngine} LadderEngine */
/** @typedef {import('./model/race-model.js').Lane} Lane */
/** @typedef {import('./views/ladder-view.js').PanelState} PanelState */

/** The example shown when the page gives no puzzle: hard enough that brute force flails. */
const DEFAULT_EXAMPLE = EXAMPLES.findIndex((example) => example.label === 'Expert 9×9');
/** The most events one frame plays at the fastest speed. */
const MAX_PER_FRAME = 4000;

export class LadderController {
  #engine;
  #view;
  #race;
  #onRaced;
  /** The puzzle the page gave, as written. */
  #given = '';
  /** The puzzle being raced, in the one-line form; '' when there is none. */
  #grid = '';
  #started = 0;
  #frame = 0;
  #lastFrame = 0;
  #owed = 0;
  /** @type {PanelState} */
  #state = {
    example: '',
    given: false,
    budget: DEFAULT_BUDGET,
    canRace: true,
    racing: false,
    status: { text: '', error: false },
    race: { lanes: LANES.map(idleLane), budget: DEFAULT_BUDGET, story: [] },
    animation: { playback: null, playing: false, rung: RUNGS[0], speed: 15 },
  };

  /**
   * @param {HTMLElement} root
   * @param {LadderEngine} engine
   * @param {(detail: { puzzle: string, budget: number, lanes: Lane[] }) => void} onRaced hears every race that ends, not cancelled
   */
  constructor(root, engine, onRaced) {
    this.#engine = engine;
    this.#onRaced = onRaced;
    this.#race = new Race((lanes) => this.#raced(lanes));
    this.#view = new LadderView(root, {
      race: () => this.race(),
      cancel: () => this.cancel(),
      escape: () => this.cancel(),
      budget: (budget) => this.#pickBudget(budget),
      example: (example) => this.#pickExample(example),
      open: (rung, step) => this.#open(rung, step),
      playPause: () => (this.#state.animation.playing ? this.pause() : this.play()),
      forward: () => this.stepForward(),
      back: () => this.stepBack(),
      restart: () => this.restart(),
      rung: (rung) => this.#restartSearch(rung),
      speed: (speed) => this.#set({ animation: { ...this.#state.animation, speed } }),
    });
  }

  /**
   * Shows the puzzle `text` (any text form); blank shows the default example.
   * @param {string} text
   */
  load(text) {
    this.#given = text;
    const given = Boolean(text.trim());
    if (!given) {
      this.#state = { ...this.#state, given, example: String(DEFAULT_EXAMPLE) };
      return this.#show(EXAMPLES[DEFAULT_EXAMPLE].puzzle, EXAMPLES[DEFAULT_EXAMPLE].label);
    }
    this.#state = { ...this.#state, given, example: '' };
    this.#show(text, 'The puzzle given');
  }

  /** Runs every rung on the puzzle, each within the budget picked. */
  race() {
    if (!this.#grid) return;
    this.#started = performance.now();
    const budget = this.#state.budget;
    this.#state = { ...this.#state, race: { ...this.#state.race, budget, story: [] } };
    this.#race.start(this.#grid, budget);
    this.#set({ racing: true, status: { text: racingStatus(this.#race.workers), error: false } });
  }

  /** Stops every rung still searching. */
  cancel() {
    if (!this.#race.running) return;
    this.#race.cancel();
    this.#set({ status: { text: 'Cancelled: every rung was stopped.', error: false } });
  }

  play() {
    const playback = this.#state.animation.playback;
    if (this.#frame || !playback || playback.atEnd) return;
    this.#lastFrame = performance.now();
    this.#owed = 0;
    this.#frame = requestAnimationFrame((now) => this.#tick(now));
    this.#setPlaying(true);
  }

  pause() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#setPlaying(false);
  }

  stepForward() {
    this.pause();
    this.#state.animation.playback?.forward(1);
    this.#render();
  }

  stepBack() {
    this.pause();
    this.#state.animation.playback?.backward(1);
    this.#render();
  }

  restart() {
    this.pause();
    const playback = this.#state.animation.playback;
    playback?.backward(playback.step);
    this.#render();
  }

  destroy() {
    this.#race.destroy();
    this.#view.destroy();
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#state.animation.playback?.free();
  }

  /**
   * Checks `text` and, when the engine reads it, makes it the puzzle.
   * @param {string} text
   * @param {string} label what the status calls it
   */
  #show(text, label) {
    this.#race.destroy();
    const race = { lanes: LANES.map(idleLane), budget: this.#state.budget, story: [] };
    try {
      this.#grid = this.#engine.normalize(text);
    } catch (error) {
      this.#grid = '';
      const message = `This puzzle cannot be raced: ${error instanceof Error ? error.message : error}`;
      this.#state = { ...this.#state, racing: false, race, canRace: false, status: { text: message, error: true } };
      return this.#restartSearch();
    }
    const status = { text: `${label}: press Race to run every rung on it.`, error: false };
    this.#state = { ...this.#state, racing: false, race, canRace: true, status };
    this.#restartSearch();
  }

  /** @param {number} budget */
  #pickBudget(budget) {
    if (this.#race.running) return this.#set({ budget });
    this.#set({ budget, race: { ...this.#state.race, lanes: LANES.map(idleLane), budget } });
  }

  /** @param {string} example '' for the puzzle given, else an example's index */
  #pickExample(example) {
    this.#state = { ...this.#state, example };
    if (!example) this.#show(this.#given, 'The puzzle given');
    else this.#show(EXAMPLES[Number(example)].puzzle, EXAMPLES[Number(example)].label);
  }

  /** @param {Lane[]} lanes */
  #raced(lanes) {
    this.#set({ race: { ...this.#state.race, lanes } });
    if (!raceOver(lanes) || !this.#state.racing) return;
    this.#set({ racing: false });
    this.#view.flush();
    if (lanes.some((lane) => lane.state === 'cancelled')) return;
    // Why each rung does better, from the race's figures and each rung's
    // search as its worker read it, move by move.
    const story = raceStory(lanes, this.#race.reads, /** @type {number} */ (sideOf(this.#grid.length)));
    this.#set({
      status: { text: `Every rung has answered, in ${formatTime(performance.now() - this.#started)}.`, error: false },
      race: { ...this.#state.race, story },
    });
    this.#onRaced({ puzzle: this.#grid, budget: this.#state.race.budget, lanes });
  }

  /**
   * Shows `rung` in the move-by-move board after `step` moves.
   * @param {string} rung
   * @param {number} step
   */
  #open(rung, step) {
    this.#restartSearch(rung);
    this.#state.animation.playback?.forward(step);
    this.#render();
    this.#view.revealAnimation();
  }

  /**
   * Starts the search of `rung` (by default the one picked) on the puzzle
   * again from the top, paused.
   * @param {string} [rung]
   */
  #restartSearch(rung = this.#state.animation.rung) {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#state.animation.playback?.free();
    const playback = this.#grid ? new Playback(this.#engine, rung, this.#grid) : null;
    this.#set({ animation: { ...this.#state.animation, rung, playback, playing: false } });
  }

  /** @param {boolean} playing */
  #setPlaying(playing) {
    this.#set({ animation: { ...this.#state.animation, playing } });
  }

  /** @param {number} now */
  #tick(now) {
    const { playback, speed } = this.#state.animation;
    if (!playback) return;
    const due = speed === Infinity ? MAX_PER_FRAME : (speed * (now - this.#lastFrame)) / 1000;
    this.#owed = Math.min(this.#owed + due, MAX_PER_FRAME);
    this.#lastFrame = now;
    const whole = Math.floor(this.#owed);
    this.#owed -= whole;
    this.#frame = playback.forward(whole) ? requestAnimationFrame((next) => this.#tick(next)) : 0;
    if (this.#frame) this.#render();
    else this.#setPlaying(false);
  }

  /** @param {Partial<PanelState>} change */
  #set(change) {
    this.#state = { ...this.#state, ...change };
    this.#render();
  }

  #render() {
    this.#view.render(this.#state);
  }
}

/**
 * What the status says while the race runs, true to the workers the page has.
 * @param {number} workers
 */
function racingStatus(workers) {
  const stop = 'Cancel or Escape stops them all.';
  if (workers >= LANES.length) return `Racing every search, each in a worker of its own; ${stop}`;
  const on = workers === 1 ? 'one worker, in turn' : `${workers} workers, the fastest first`;
  return `Racing ${LANES.length} searches on ${on}; ${stop}`;
}
