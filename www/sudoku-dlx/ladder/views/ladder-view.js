// The ladder panel drawn from the controller's state: the puzzle and budget
// pickers, Race and Cancel, the status line, and the race's and the
// animation's parts (race-view.js, animation-view.js). It reports what the
// user asks for and changes nothing itself.

import { PANEL_HTML } from './panel-template.js';
import { AnimationView } from './animation-view.js';
import { RaceView } from './race-view.js';
import { hidden, text, value } from '../../shared/render.js';

/** @typedef {import('./race-view.js').RaceState} RaceState */
/** @typedef {import('./animation-view.js').AnimationState} AnimationState */
/** @typedef {import('./animation-view.js').AnimationIntents} AnimationIntents */

/**
 * @typedef {object} PanelState
 * @property {string} example the puzzle picked: an example's index, or '' for the puzzle given
 * @property {boolean} given whether the page gave a puzzle, which can then be picked
 * @property {number} budget the budget picked, in nodes a rung
 * @property {boolean} canRace whether the puzzle can be raced
 * @property {boolean} racing whether some rung is still searching
 * @property {{ text: string, error: boolean }} status
 * @property {RaceState} race
 * @property {AnimationState} animation
 */

/**
 * @typedef {object} PanelIntentsOwn
 * @property {() => void} race
 * @property {() => void} cancel
 * @property {() => void} escape Escape was pressed in the panel
 * @property {(budget: number) => void} budget
 * @property {(example: string) => void} example
 * @property {(rung: string, step: number) => void} open show a rung move by move from `step`
 * @typedef {PanelIntentsOwn & AnimationIntents} PanelIntents
 */

export class LadderView {
  #root;
  #race;
  #animation;

  /**
   * @param {HTMLElement} root
   * @param {PanelIntents} intents
   */
  constructor(root, intents) {
    root.innerHTML = PANEL_HTML;
    this.#root = root;
    this.#race = new RaceView(this.#part('race-part'), intents.open);
    this.#animation = new AnimationView(this.#part('animation-part'), intents);
    this.#wire(intents);
  }

  /** @param {PanelState} state */
  render(state) {
    const example = this.#select('example');
    /** @type {HTMLOptionElement} */ (example.options[0]).disabled = !state.given;
    value(example, state.example);
    value(this.#select('budget'), String(state.budget));
    /** @type {HTMLButtonElement} */ (this.#part('race')).disabled = !state.canRace;
    hidden(this.#part('cancel'), !state.racing);
    const status = this.#part('ladder-status');
    text(status, state.status.text);
    status.classList.toggle('error', state.status.error);
    this.#race.render(state.race);
    this.#animation.render(state.animation);
  }

  /** Draws the lanes waiting for the next frame now, so that they agree with a race's end as it is announced. */
  flush() {
    this.#race.flush();
  }

  /** Brings the animation into view, ready for its keys. */
  revealAnimation() {
    this.#animation.reveal();
  }

  destroy() {
    this.#race.destroy();
  }

  /** @param {PanelIntents} intents */
  #wire(intents) {
    this.#part('race').addEventListener('click', intents.race);
    this.#part('cancel').addEventListener('click', intents.cancel);
    const budget = this.#select('budget');
    budget.addEventListener('change', () => intents.budget(Number(budget.value)));
    const example = this.#select('example');
    example.addEventListener('change', () => intents.example(example.value));
    this.#root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') intents.escape();
    });
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
