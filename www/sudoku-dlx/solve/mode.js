// Solve mode: the solver panel in the element's shadow root, run by its
// controller, with its styles and its own solver worker. The element's Mode
// interface (element.js).

import { RulesClient } from './rules-client.js';
import { VARIANT_STYLES } from '../shared/variant-marks.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { modeShown } from '../shared/mode-shown.js';
import { showSideControls } from './views/side-controls.js';
import { SolveController } from './controller.js';
import { SOLVER_STYLES } from './views/styles.js';
import { WatchButton } from './views/watch-button.js';

/**
 * @typedef {object} SolveOptions
 * @property {HTMLElement} host receives the `solution` and `error` events
 * @property {(puzzle: string, entries: string, marks: string) => void} onPuzzleChange hears every puzzle shown and every change of the entries
 *   (one-line form) or of the marks and colours (model/marks-link.js)
 * @property {() => string} entries the player's entries the element was given
 * @property {() => string} marks the player's marks and colours the element was given (model/marks-link.js)
 * @property {() => number} countLimit where Count stops (0: never)
 * @property {() => string} storageKey where games are saved ('' for this page's memory alone), read once at mount
 * @property {() => string} daily the `daily` attribute: '', 'today' or a date `YYYY-MM-DD`
 */

export class SolveMode {
  #options;
  /** @type {SolveController | null} */
  #panel = null;
  /** @type {WatchButton | null} */
  #watch = null;
  /** @type {HTMLElement | null} */
  #body = null;

  /** @param {SolveOptions} options */
  constructor(options) {
    this.#options = options;
  }

  /**
   * Builds the panel in `shadow` and loads `puzzle`; without one (no
   * `puzzle` attribute), it opens on the daily of an explicit date, the
   * game in progress, today's daily (`daily="today"`) or an empty grid.
   * @param {ShadowRoot} shadow
   * @param {string} puzzle
   */
  mount(shadow, puzzle) {
    const body = shadow.ownerDocument.createElement('div');
    adoptStyles(shadow, [SOLVER_STYLES, VARIANT_STYLES]);
    shadow.replaceChildren(body);
    this.#body = body;
    const client = new RulesClient();
    client.prepare();
    this.#panel = new SolveController(body, { ...this.#options, client, storageKey: this.#options.storageKey() });
    showSideControls(body, this.#options.host.getAttribute('controls'));
    const watch = /** @type {HTMLButtonElement} */ (body.querySelector('[data-part="watch"]'));
    this.#watch = new WatchButton(watch, /** @type {any} */ (this.#options.host));
    // An empty `puzzle` asks for the empty grid the panel starts with.
    if (puzzle) this.#panel.load(puzzle, this.#options.entries(), this.#options.marks());
    else if (!this.#options.host.hasAttribute('puzzle')) this.#panel.begin(this.#options.daily());
    modeShown(shadow);
  }

  /**
   * Loads a puzzle in any text form, with the entries the element was
   * given, reporting a bad one under the grid.
   * @param {string} text
   */
  load(text) {
    return this.#panel?.load(text, this.#options.entries(), this.#options.marks());
  }

  /**
   * A changed `watch` shows or hides Watch the search; changed `entries`
   * or `marks` load again with the puzzle (alone, they wait for one); a changed
   * `controls` shows the controls below the game it names; a changed `daily` plays
   * that day's puzzle.
   * @param {string} name
   */
  configure(name) {
    if (name === 'watch') this.#watch?.update();
    if (name === 'controls' && this.#body) {
      showSideControls(this.#body, this.#options.host.getAttribute('controls'));
    }
    const puzzle = this.#options.host.getAttribute('puzzle');
    if ((name === 'entries' || name === 'marks') && puzzle) this.load(puzzle);
    const daily = this.#options.daily();
    if (name === 'daily' && daily) this.#panel?.daily(daily);
  }

  /** Solves as the Solve button does, once a puzzle being loaded is shown. */
  async solve() {
    return this.#panel?.solve();
  }

  /** Solve mode has no visualizer. */
  visualizer() {
    return null;
  }

  /** Solve mode has no visualizer: nothing is called. */
  async withVisualizer() {
    return undefined;
  }

  /** The panel, once the puzzle given to load() is shown; else null. */
  ready() {
    return this.#panel?.loaded ? this.#panel : null;
  }

  /** The panel, once the newest puzzle given to load() is shown. */
  async whenReady() {
    await this.#panel?.whenLoaded();
    return this.#panel;
  }

  destroy() {
    this.#panel?.destroy();
    this.#panel = null;
    this.#body = null;
  }
}
