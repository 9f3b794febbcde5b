// Ladder mode: the race of every rung from brute force to dancing links, and
// one rung's search animated. Its modules and the ladder's engine (a second
// wasm build, pkg-ladder/) are loaded only when the element comes near the
// viewport, or is first used (`whenReady`), so neither the element everyone
// embeds nor a page with the race below the fold pays for them up front.
// The element's Mode interface (element.js).

import { UnreachableError } from '../engine/unreachable.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { Latest } from '../shared/latest.js';
import { modeShown } from '../shared/mode-shown.js';
import { whenNear } from '../shared/when-near.js';

/** @typedef {import('./controller.js').LadderController} LadderController */

export class LadderMode {
  #host;
  /** @type {LadderController | null} */
  #controller = null;
  /** @type {ShadowRoot | null} */
  #shadow = null;
  #puzzle = '';
  #destroyed = false;
  #loads = new Latest();
  /** @type {(now?: boolean) => void} starts loading now (or, given false, never) instead of when near */
  #loadNow = () => {};

  /** @param {HTMLElement} host receives the `race` event */
  constructor(host) {
    this.#host = host;
  }

  /**
   * Starts loading the panel into `shadow`, for `puzzle` (blank: an example).
   * @param {ShadowRoot} shadow
   * @param {string} puzzle
   */
  mount(shadow, puzzle) {
    this.#shadow = shadow;
    this.#puzzle = puzzle;
    const body = shadow.ownerDocument.createElement('div');
    body.textContent = 'Loading the ladder…';
    adoptStyles(shadow, []);
    shadow.replaceChildren(body);
    this.#loadNow = whenNear(this.#host, () => this.#start(shadow, body));
  }

  /**
   * Loads the panel's modules and the ladder's engine into `body`.
   * @param {ShadowRoot} shadow
   * @param {HTMLElement} body
   */
  #start(shadow, body) {
    const loading = import('./ladder-entry.js')
      .then(async ({ LadderController, LADDER_STYLES, loadLadderEngine }) => ({
        LadderController,
        LADDER_STYLES,
        engine: await loadLadderEngine(),
      }))
      .then(
        ({ LadderController, LADDER_STYLES, engine }) => {
          if (this.#destroyed) return;
          adoptStyles(shadow, [LADDER_STYLES]);
          const onRaced = (/** @type {object} */ detail) =>
            this.#host.dispatchEvent(new CustomEvent('race', { bubbles: true, composed: true, detail }));
          this.#controller = new LadderController(body, engine, onRaced);
          this.#controller.load(this.#puzzle);
          modeShown(shadow);
        },
        (error) => {
          if (this.#destroyed) return;
          // A file that could not be loaded says which, and why.
          body.textContent =
            error instanceof UnreachableError ? error.message : `The ladder could not be loaded: ${error.message}`;
          modeShown(shadow);
        },
      );
    this.#loads.track(loading);
  }

  /**
   * Shows the puzzle `text` (blank: an example).
   * @param {string} text
   */
  load(text) {
    this.#puzzle = text;
    this.#controller?.load(text);
  }

  /** Ladder mode has no attribute of its own besides `puzzle`. */
  configure() {}

  /** The race starts from its own button: the element's solve() does nothing here. */
  async solve() {
    return undefined;
  }

  /** Ladder mode has no visualizer (its move-by-move board is its own). */
  visualizer() {
    return null;
  }

  /** Ladder mode has no visualizer: nothing is called. */
  async withVisualizer() {
    return undefined;
  }

  /** The controller once it has loaded; else null. */
  ready() {
    return this.#loads.settled && !this.#destroyed ? this.#controller : null;
  }

  /** The controller, once it has loaded. */
  async whenReady() {
    this.#loadNow();
    await this.#loads.outcome();
    return this.#destroyed ? null : this.#controller;
  }

  destroy() {
    this.#loadNow(false);
    this.#destroyed = true;
    this.#controller?.destroy();
    this.#controller = null;
    this.#shadow?.replaceChildren();
  }
}
