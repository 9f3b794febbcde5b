// Ladder mode: the race of every rung from brute force to dancing links, and
// one rung's search animated. Its modules and the ladder's engine (a second
// wasm build, pkg-ladder/) are loaded only when a page shows this mode, so
// the element everyone embeds stays small. Same interface as the other
// modes: mount, load, destroy, ready, whenReady.

import { loadLadderEngine } from '../engine/load.js';
import { Latest } from '../shared/latest.js';

/** @typedef {import('./ladder-panel.js').LadderPanel} LadderPanel */

export class LadderMode {
  #host;
  /** @type {LadderPanel | null} */
  #panel = null;
  /** @type {ShadowRoot | null} */
  #shadow = null;
  #puzzle = '';
  #destroyed = false;
  #loads = new Latest();

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
    const doc = shadow.ownerDocument;
    const style = doc.createElement('style');
    const body = doc.createElement('div');
    body.textContent = 'Loading the ladder…';
    shadow.replaceChildren(style, body);
    const loading = Promise.all([import('./ladder-panel.js'), import('./styles.js'), loadLadderEngine()]).then(
      ([{ LadderPanel }, { LADDER_STYLES }, engine]) => {
        if (this.#destroyed) return;
        style.textContent = LADDER_STYLES;
        const onRaced = (/** @type {object} */ detail) =>
          this.#host.dispatchEvent(new CustomEvent('race', { bubbles: true, composed: true, detail }));
        this.#panel = new LadderPanel(body, engine, onRaced);
        this.#panel.load(this.#puzzle);
      },
      (error) => {
        if (!this.#destroyed) body.textContent = `The ladder could not be loaded: ${error.message}`;
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
    this.#panel?.load(text);
  }

  /** The panel once it has loaded; else null. */
  ready() {
    return this.#loads.settled && !this.#destroyed ? this.#panel : null;
  }

  /** The panel, once it has loaded. */
  async whenReady() {
    await this.#loads.outcome();
    return this.#destroyed ? null : this.#panel;
  }

  destroy() {
    this.#destroyed = true;
    this.#panel?.destroy();
    this.#panel = null;
    this.#shadow?.replaceChildren();
  }
}
