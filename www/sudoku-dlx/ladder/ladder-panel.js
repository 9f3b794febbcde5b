// The ladder panel: a puzzle (given by the page, or an example), the race of
// every rung on it, and one rung's search animated beside the race. It
// checks the puzzle once, in the ladder's engine, so a bad one is refused
// with the parser's message before any rung starts.

import { EXAMPLES } from '../solve/examples.js';
import { formatTime } from '../shared/format.js';
import { Animation } from './animation.js';
import { PANEL_HTML } from './panel-template.js';
import { Race } from './race.js';
import { LANES, idleLane, raceOver } from './race-model.js';
import { RaceView } from './race-view.js';
import { raceStory } from './race-story.js';

/** @typedef {import('../engine/load.js').LadderEngine} LadderEngine */
/** @typedef {import('./race-model.js').Lane} Lane */

/** The example shown when the page gives no puzzle: hard enough that brute force flails. */
const DEFAULT_EXAMPLE = EXAMPLES.findIndex((example) => example.label === 'Hard 9×9');

export class LadderPanel {
  #root;
  #engine;
  #raceView;
  #race;
  #animation;
  /** The puzzle being raced, in the one-line form; '' when there is none. */
  #grid = '';
  /** The puzzle the page gave, as written. */
  #given = '';
  #started = 0;
  /** The budget of the race shown, fixed when it starts. */
  #raceBudget = 0;
  #onRaced;

  /**
   * @param {HTMLElement} root
   * @param {LadderEngine} engine
   * @param {(detail: { puzzle: string, budget: number, lanes: Lane[] }) => void} onRaced hears every race that ends, not cancelled
   */
  constructor(root, engine, onRaced) {
    this.#onRaced = onRaced;
    root.innerHTML = PANEL_HTML;
    this.#root = root;
    this.#engine = engine;
    this.#raceView = new RaceView(this.#part('race-part'), (rung, step) => this.#open(rung, step));
    this.#race = new Race((lanes) => this.#raced(lanes));
    this.#animation = new Animation(this.#part('animation-part'), engine);
    this.#wire();
  }

  /**
   * Shows the puzzle `text` (any text form); blank shows the default example.
   * @param {string} text
   */
  load(text) {
    this.#given = text;
    const example = this.#select('example');
    /** @type {HTMLOptionElement} */ (example.options[0]).disabled = !text.trim();
    if (!text.trim()) {
      example.value = String(DEFAULT_EXAMPLE);
      return this.#show(EXAMPLES[DEFAULT_EXAMPLE].puzzle, EXAMPLES[DEFAULT_EXAMPLE].label);
    }
    example.value = '';
    this.#show(text, 'The puzzle given');
  }

  /** Runs every rung on the puzzle, each within the budget picked. */
  race() {
    if (!this.#grid) return;
    this.#started = performance.now();
    this.#raceBudget = this.#budget();
    this.#raceView.showStory([]);
    this.#race.start(this.#grid, this.#raceBudget);
    this.#part('cancel').hidden = false;
    this.#status('Racing every rung, each in a worker of its own; Cancel or Escape stops them all.');
  }

  /** Stops every rung still searching. */
  cancel() {
    if (!this.#race.running) return;
    this.#race.cancel();
    this.#status('Cancelled: every rung was stopped.');
  }

  destroy() {
    this.#race.destroy();
    this.#raceView.destroy();
    this.#animation.destroy();
  }

  /**
   * Checks `text` and, when the engine reads it, makes it the puzzle.
   * @param {string} text
   * @param {string} label what the status calls it
   */
  #show(text, label) {
    this.#race.destroy();
    this.#part('cancel').hidden = true;
    this.#raceView.show(LANES.map(idleLane), this.#budget());
    this.#raceView.showStory([]);
    try {
      this.#grid = this.#engine.normalize(text);
    } catch (error) {
      this.#grid = '';
      this.#animation.load('');
      this.#status(`This puzzle cannot be raced: ${error instanceof Error ? error.message : error}`, true);
      /** @type {HTMLButtonElement} */ (this.#part('race')).disabled = true;
      return;
    }
    /** @type {HTMLButtonElement} */ (this.#part('race')).disabled = false;
    this.#animation.load(this.#grid);
    this.#status(`${label}: press Race to run every rung on it.`);
  }

  /** @param {Lane[]} lanes */
  #raced(lanes) {
    this.#raceView.show(lanes, this.#raceBudget);
    const cancelButton = this.#part('cancel');
    if (!raceOver(lanes) || cancelButton.hidden) return;
    cancelButton.hidden = true;
    this.#raceView.flush();
    if (lanes.some((lane) => lane.state === 'cancelled')) return;
    this.#status(`Every rung has answered, in ${formatTime(performance.now() - this.#started)}.`);
    this.#tell(lanes);
    this.#onRaced({ puzzle: this.#grid, budget: this.#raceBudget, lanes });
  }

  /**
   * Has the race view tell why each rung does better, from the race's
   * figures and each rung's search as its worker read it, move by move.
   * @param {Lane[]} lanes
   */
  #tell(lanes) {
    const side = Math.round(Math.sqrt(this.#grid.length));
    this.#raceView.showStory(raceStory(lanes, this.#race.reads, side));
  }

  /**
   * Shows `rung` in the move-by-move board after `step` moves.
   * @param {string} rung
   * @param {number} step
   */
  #open(rung, step) {
    this.#animation.open(rung, step);
    const part = this.#part('animation-part');
    part.scrollIntoView({ block: 'nearest' });
    /** @type {HTMLElement | null} */ (part.querySelector('.forward'))?.focus({ preventScroll: true });
  }

  #budget() {
    return Number(this.#select('budget').value);
  }

  #wire() {
    this.#part('race').addEventListener('click', () => this.race());
    this.#part('cancel').addEventListener('click', () => this.cancel());
    this.#select('budget').addEventListener('change', () => {
      if (!this.#race.running) this.#raceView.show(LANES.map(idleLane), this.#budget());
    });
    this.#select('example').addEventListener('change', () => {
      const index = this.#select('example').value;
      if (!index) this.#show(this.#given, 'The puzzle given');
      else this.#show(EXAMPLES[Number(index)].puzzle, EXAMPLES[Number(index)].label);
    });
    this.#root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.#race.running) this.cancel();
    });
  }

  /**
   * @param {string} text
   * @param {boolean} [error]
   */
  #status(text, error = false) {
    const status = this.#part('ladder-status');
    status.textContent = text;
    status.classList.toggle('error', error);
  }

  /** @param {string} name */
  #part(name) {
    return /** @type {HTMLElement} */ (this.#root.querySelector(`.${name}`));
  }

  /** @param {string} name */
  #select(name) {
    return /** @type {HTMLSelectElement} */ (this.#part(name));
  }
}
