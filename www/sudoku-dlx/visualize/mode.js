// Visualize mode: the visualizer in the element's shadow root, its module
// loaded only when asked for, since most pages never need it. The element's
// Mode interface (element.js).

import { adoptStyles } from '../shared/adopt-styles.js';
import { afterLoad } from '../shared/after-load.js';
import { Latest } from '../shared/latest.js';
import { modeShown } from '../shared/mode-shown.js';
import { whenNear } from '../shared/when-near.js';
import { VISUALIZE_ATTRIBUTES, readSettings } from './settings.js';

/** @typedef {import('./visualizer.js').Visualizer} Visualizer */
/** @typedef {typeof import('./visualizer.js').mountVisualizer} MountVisualizer */

export class VisualizeMode {
  #host;
  /** @type {HTMLElement | null} */
  #container = null;
  /** @type {ShadowRoot | null} */
  #shadow = null;
  /** @type {MountVisualizer | null} */
  #mountVisualizer = null;
  /** @type {Visualizer | null} */
  #visualizer = null;
  #puzzle = '';
  #destroyed = false;
  #loads = new Latest();
  /**
   * Starts loading the visualizer's module now if it has not started (see
   * `mount`); given `false`, never.
   * @type {(now?: boolean) => void}
   */
  #loadNow = () => {};

  /** @param {Element} host the element whose attributes configure the visualizer (settings.js) */
  constructor(host) {
    this.#host = host;
  }

  /**
   * Starts loading the visualizer into `shadow`, for `puzzle` (blank: the
   * visualizer's default problem).
   * @param {ShadowRoot} shadow
   * @param {string} puzzle
   */
  mount(shadow, puzzle) {
    this.#shadow = shadow;
    this.#puzzle = puzzle;
    const container = shadow.ownerDocument.createElement('div');
    container.className = 'visualizer';
    // Presentation mode left by its button or Escape: the attribute follows.
    container.addEventListener('presentchange', (event) => {
      const { present } = /** @type {CustomEvent<{ present: boolean }>} */ (event).detail;
      this.#host.toggleAttribute('present', present);
    });
    adoptStyles(shadow, []);
    shadow.replaceChildren(container);
    this.#container = container;
    // On screen the visualizer loads at once. Below the fold its modules and
    // the stepper's wasm (about 95 KB gzipped) wait until the reader scrolls
    // to it or uses it, or until the page has loaded and is idle, so that a
    // page's first Solve never shares the network with them. With
    // `loading="lazy"` (the demo page's) the idle load happens only if it is
    // by then within a screen of the viewport: a phone, whose visualizer
    // lies far below, never spends the half second of main thread its first
    // drawing takes (Lighthouse's total blocking time: 280 to 460 ms with
    // it, 60 to 110 ms without).
    let started = false;
    const loadNow = whenNear(
      this.#host,
      () => {
        started = true;
        this.#import(container);
      },
      '0px',
    );
    /** @type {(now?: boolean) => void} */
    let nearLater = () => {};
    const lazy = this.#host.getAttribute('loading') === 'lazy';
    afterLoad().then(() => {
      if (this.#destroyed || started) return;
      if (lazy) nearLater = whenNear(this.#host, () => loadNow());
      else loadNow();
    });
    this.#loadNow = (now = true) => {
      nearLater(false);
      loadNow(now);
    };
  }

  /**
   * Loads the visualizer's module and shows the newest puzzle in `container`.
   * @param {HTMLElement} container
   */
  #import(container) {
    this.#track(
      import('./visualizer.js').then(
        (module) => {
          this.#mountVisualizer = module.mountVisualizer;
          if (this.#destroyed) return;
          // The loading state (and the space a page keeps for it) lasts
          // until the first problem has drawn, not just the panels' frame.
          const shadow = /** @type {ShadowRoot} */ (this.#shadow);
          return Promise.resolve(this.#show(this.#puzzle)).finally(() => modeShown(shadow));
        },
        (error) => {
          if (this.#destroyed) return;
          container.textContent = `The visualizer could not be loaded: ${error.message}`;
          modeShown(/** @type {ShadowRoot} */ (this.#shadow));
        },
      ),
    );
  }

  /**
   * Shows the Sudoku `text` (blank: the default problem).
   * @param {string} text
   */
  load(text) {
    this.#puzzle = text;
    this.#loadNow();
    // Before the module arrives there is nothing to load into: it shows the
    // newest puzzle when it does.
    if (!this.#mountVisualizer || this.#destroyed) return;
    if (!this.#visualizer) return this.#track(this.#show(text));
    const visualizer = this.#visualizer;
    this.#track(
      visualizer.load(this.#source(text)).then((loaded) => {
        if (loaded) return this.#start(visualizer);
      }),
    );
  }

  /**
   * Applies a changed attribute of settings.js: a new problem loads, a new
   * step is gone to, the rest shows at once.
   * @param {string} name
   */
  configure(name) {
    if (!VISUALIZE_ATTRIBUTES.includes(name)) return;
    if (name === 'problem' || name === 'rule') return this.load(this.#puzzle);
    // A frame asked to fill the screen is in view, however far down its page.
    if (name === 'present' && this.#host.hasAttribute('present')) this.#loadNow();
    const visualizer = this.ready();
    if (!visualizer) return; // applied when the load in progress ends
    if (name === 'step') visualizer.seek(readSettings(this.#host).step);
    else this.#apply(visualizer);
  }

  /** The visualizer, whether or not it stands ready. */
  visualizer() {
    return this.#visualizer;
  }

  /** Goes to the first solution; resolves to its step, or undefined. */
  solve() {
    return this.withVisualizer((v) => v.solve());
  }

  /**
   * A visualizer that stands ready is called at once, so `step` already
   * reads the outcome when the call returns; until then (its module or a
   * puzzle just set still loading) calls wait for it. Either way the result
   * is a promise.
   * @template T
   * @param {(visualizer: Visualizer) => T | Promise<T>} call
   * @returns {Promise<T | undefined>}
   */
  withVisualizer(call) {
    this.#loadNow();
    const ready = this.ready();
    if (ready) return new Promise((resolve) => resolve(call(ready)));
    return this.whenReady().then((visualizer) => (visualizer ? call(visualizer) : undefined));
  }

  /** The visualizer once the newest load has finished; else null. */
  ready() {
    return this.#loads.settled && !this.#destroyed ? this.#visualizer : null;
  }

  /** The visualizer, once the newest load has finished. */
  async whenReady() {
    this.#loadNow();
    await this.#loads.outcome();
    return this.#destroyed ? null : this.#visualizer;
  }

  destroy() {
    this.#loadNow(false);
    this.#destroyed = true;
    this.#visualizer?.destroy();
    this.#visualizer = null;
    this.#shadow?.replaceChildren();
  }

  /** @param {Promise<unknown> | undefined} loading */
  #track(loading) {
    this.#loads.track(Promise.resolve(loading));
  }

  /** @param {string} text */
  #show(text) {
    const container = /** @type {HTMLElement} */ (this.#container);
    this.#visualizer?.destroy();
    container.replaceChildren();
    try {
      const visualizer = /** @type {MountVisualizer} */ (this.#mountVisualizer)(container, this.#source(text));
      this.#visualizer = visualizer;
      this.#apply(visualizer);
      return visualizer.ready.then(() => this.#start(visualizer));
    } catch (error) {
      this.#visualizer = null;
      container.textContent = `The visualizer failed to start: ${error instanceof Error ? error.message : error}`;
    }
  }

  /**
   * The Sudoku `text`, else the `problem` attribute, else (neither given)
   * the visualizer's default.
   * @param {string} text
   */
  #source(text) {
    const { problem, label, rule } = readSettings(this.#host);
    const chosen = rule ? { rule } : {};
    return problem.trim() ? { puzzle: text, problem, label, ...chosen } : { puzzle: text, label, ...chosen };
  }

  /**
   * What shows, the speed and looping, from the attributes.
   * @param {Visualizer} visualizer
   */
  #apply(visualizer) {
    const settings = readSettings(this.#host);
    visualizer.present(settings);
    visualizer.presenting = settings.present;
    visualizer.loop = settings.loop;
    if (settings.speed !== null) visualizer.speed = settings.speed;
  }

  /**
   * A problem just loaded starts at the `step` asked for, playing if asked.
   * @param {Visualizer} visualizer
   */
  async #start(visualizer) {
    if (this.#destroyed || visualizer !== this.#visualizer) return;
    this.#apply(visualizer);
    const { step, autoplay } = readSettings(this.#host);
    if (step > 0) await visualizer.seek(step);
    if (autoplay && visualizer === this.#visualizer) visualizer.play();
  }
}
