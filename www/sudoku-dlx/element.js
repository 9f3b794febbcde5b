// <sudoku-dlx puzzle="..." mode="solve|visualize|ladder">: the solver, the
// search visualizer or the ladder (every solver from brute force to dancing
// links raced, and one animated), in an open shadow root that carries its own styles, so
// any page can embed it. This module only defines the element; define.js
// registers it, and index.js is the one entry embedders point at.
//
// In solve mode `puzzle` follows the grid's givens (the clues): it takes any
// text form, is reflected in the one-line form once shown, and
// `puzzlechange` fires whenever the givens or the player's entries change,
// however they were set. `entries` holds the entries in the one-line form,
// `.` elsewhere; a puzzle loaded with them is played from there. `marks`
// holds the player's corner and centre marks and colours in a short,
// versioned form (solve/model/marks-link.js), loaded with the puzzle as
// `entries` are; marks that cannot be read are left out, and said to be. `count-limit`
// (default 1000, 0 for none) is where Count stops. `watch` shows "Watch
// this puzzle" (solve/views/watch-button.js): it names the id of a
// visualize-mode element that shows the puzzle. `controls` names the side
// controls shown (solve/views/side-controls.js). `storage-key` saves the
// game (its board, marks, undo history and clock), the statistics and the
// streak in localStorage under that name, and without a `puzzle` resumes
// the game in progress; without it nothing is written. `daily` plays the
// daily puzzle of a UTC date (`YYYY-MM-DD`), or with `today`, today's
// when there is no game in progress to resume. A finished game fires
// `solved` with `{ seconds, hints, mistakes }`.
//
// In visualize mode `puzzle` is the Sudoku loaded, kept as written; blank
// means `problem` (exact-cover text or a named problem), else Knuth's
// example. Picking a preset or a custom problem inside the visualizer
// changes neither; `label` is the picker's name for them. The other declarative attributes of visualize mode
// (step, autoplay, speed, loop, controls, panels, compact) are read in
// visualize/settings.js, which also defines their properties.
//
// In ladder mode `puzzle` is the puzzle raced, kept as written; blank means
// an example.
//
// In every mode `theme` is `light`, `dark` or `auto` (the default): auto
// follows the page's own dark mode, then the system's (shared/theme.js).
// The element shows dark as its `dark` custom state, which every mode's
// stylesheet reads.
//
// An HTML parser writes every attribute in lower case, so a framework that
// prerenders a property as an attribute (SvelteKit: `countLimit` becomes
// `countlimit`) is read too: each two-word attribute also answers to its
// words run together.
//
// Importing this module touches no browser global, so server-side renderers
// of documentation can import it. Everything else happens once an element is
// connected.

import { LadderMode } from './ladder/mode.js';
import { COUNT_LIMIT } from './solve/controller.js';
import { SolveMode } from './solve/mode.js';
import { VisualizeMode } from './visualize/mode.js';
import { MODE_SHOWN } from './shared/mode-shown.js';
import { SCHEME_CHANGE, schemeOf, watchPage } from './shared/theme.js';
import { REFLECTED, VISUALIZE_ATTRIBUTES, defineReflectedProperties } from './visualize/settings.js';

/** @typedef {import('./visualize/visualizer.js').Visualizer} Visualizer */

/**
 * What every mode offers the element (solve/mode.js, visualize/mode.js,
 * ladder/mode.js). The element knows no mode by its class: a mode without
 * a visualizer answers `visualizer()` with null and `withVisualizer` with
 * undefined, and ignores the attributes that are not its own.
 * @typedef {object} Mode
 * @property {(shadow: ShadowRoot, puzzle: string) => void} mount builds the mode in the shadow root, for `puzzle`
 * @property {(text: string) => unknown} load shows another puzzle
 * @property {(name: string) => void} configure applies a changed attribute other than `puzzle` and `mode`
 * @property {() => Promise<unknown>} solve what the element's `solve()` does in this mode
 * @property {() => Visualizer | null} visualizer the visualizer, ready or not, if the mode has one
 * @property {<T>(call: (visualizer: Visualizer) => T | Promise<T>) => Promise<T | undefined>} withVisualizer
 *   calls `call` once the visualizer stands ready (at once if it does); undefined without one
 * @property {() => void} destroy empties the shadow root and stops any work
 * @property {() => object | null} ready the mode's controller once the newest load is shown, else null
 * @property {() => Promise<object | null>} whenReady the same, once it is
 */

/** Every property a page may set before the element is defined: one per attribute. */
const UPGRADED = [
  'puzzle',
  'entries',
  'mode',
  'countLimit',
  'watch',
  'storageKey',
  'daily',
  'loading',
  'theme',
  'step',
  ...REFLECTED,
];
const THEMES = ['light', 'dark', 'auto'];

// Where there is no DOM the class still exists, so that importing it is safe.
const Base = globalThis.HTMLElement ?? /** @type {typeof HTMLElement} */ (/** @type {unknown} */ (class {}));

export class SudokuDlx extends Base {
  static observedAttributes = [
    'puzzle',
    'entries',
    'marks',
    'mode',
    'watch',
    'daily',
    'theme',
    ...VISUALIZE_ATTRIBUTES,
  ];

  /** @type {Mode | null} */
  #mode = null;
  /** @type {AbortController | null} aborted when the mode is unmounted: the element removed, or its mode changed */
  #mounted = null;
  /** Where the element shows its `dark` state; none where there is no DOM. */
  #internals = /** @type {ElementInternals | null} */ (this.attachInternals?.() ?? null);
  /** @type {(() => void) | null} stops following the page's scheme */
  #unwatchPage = null;
  #reflecting = false;
  /** @type {string | null} the puzzle and entries the solver shows, once it has shown one */
  #shown = null;

  /** The puzzle: any supported text form in, the one-line form once shown. */
  get puzzle() {
    return this.getAttribute('puzzle') ?? '';
  }

  set puzzle(text) {
    this.setAttribute('puzzle', text);
  }

  /** Solve mode: the player's entries, one-line form, `.` where there is none. */
  get entries() {
    return this.getAttribute('entries') ?? '';
  }

  set entries(entries) {
    this.setAttribute('entries', entries);
  }

  /** Solve mode: the player's corner and centre marks and colours, in the link's form (solve/model/marks-link.js). */
  get marks() {
    return this.getAttribute('marks') ?? '';
  }

  set marks(marks) {
    this.setAttribute('marks', marks);
  }

  /** `solve` (the default), `visualize` or `ladder`. */
  get mode() {
    const mode = this.getAttribute('mode');
    return mode === 'visualize' || mode === 'ladder' ? mode : 'solve';
  }

  set mode(mode) {
    this.setAttribute('mode', mode);
  }

  /** Where Count stops: a whole number, 0 for never; 1000 unless set. */
  get countLimit() {
    const text = (this.getAttribute('count-limit') ?? this.getAttribute('countlimit'))?.trim();
    const limit = text ? Number(text) : COUNT_LIMIT;
    return Number.isSafeInteger(limit) && limit >= 0 ? limit : COUNT_LIMIT;
  }

  set countLimit(limit) {
    this.removeAttribute('countlimit');
    this.setAttribute('count-limit', String(limit));
  }

  /** `light`, `dark` or `auto` (the default: the page's scheme, else the system's). */
  get theme() {
    const theme = this.getAttribute('theme')?.trim().toLowerCase() ?? '';
    return THEMES.includes(theme) ? theme : 'auto';
  }

  set theme(theme) {
    this.setAttribute('theme', theme);
  }

  /** Solve mode: the id of the visualize-mode element *Watch the search* opens the puzzle in. */
  get watch() {
    return this.getAttribute('watch') ?? '';
  }

  set watch(id) {
    this.setAttribute('watch', id);
  }

  /**
   * Solve mode: the name games, statistics and the streak are saved under
   * in localStorage; '' (the default) saves nothing. Read when the element
   * connects.
   */
  get storageKey() {
    return this.getAttribute('storage-key') ?? this.getAttribute('storagekey') ?? '';
  }

  set storageKey(key) {
    this.removeAttribute('storagekey');
    this.setAttribute('storage-key', key);
  }

  /**
   * Visualize mode: `lazy` loads a visualizer below the fold only once it
   * is near the viewport or used; `eager` (the default) also once the page
   * is idle. Read when the mode mounts, like an image's.
   */
  get loading() {
    return this.getAttribute('loading') === 'lazy' ? 'lazy' : 'eager';
  }

  set loading(value) {
    this.setAttribute('loading', value);
  }

  /** Solve mode: the daily puzzle played, `today` or a UTC date `YYYY-MM-DD`; '' for none. */
  get daily() {
    return this.getAttribute('daily') ?? '';
  }

  set daily(date) {
    this.setAttribute('daily', date);
  }

  /**
   * Visualize mode: the step shown, counted from 0 at the start; before the
   * visualizer has loaded (below the fold it waits to be scrolled to), the
   * step it will start at, the `step` attribute's.
   */
  get step() {
    const shown = this.#visualizer()?.step;
    if (shown !== undefined) return shown;
    const start = Number(this.getAttribute('step'));
    return Number.isSafeInteger(start) && start > 0 ? start : 0;
  }

  /**
   * Visualize mode: goes to step `n`, and starts there after every load
   * (the `step` attribute), so a framework that sets the property, before
   * or after the element is defined, gets what the attribute gives.
   * @param {number | string | null | undefined} n
   */
  set step(n) {
    if (n === null || n === undefined || n === '') this.removeAttribute('step');
    else this.setAttribute('step', String(n));
  }

  /** Visualize mode: how many steps of the search are known so far. */
  get totalSteps() {
    return this.#visualizer()?.totalSteps ?? 0;
  }

  /** Visualize mode: plays the search at the chosen speed. */
  play() {
    return this.#whenVisualizer((v) => v.play());
  }

  /** Visualize mode: pauses playback. */
  pause() {
    return this.#whenVisualizer((v) => v.pause());
  }

  /** Visualize mode: one event forwards; pauses playback. */
  stepForward() {
    return this.#whenVisualizer((v) => v.stepForward());
  }

  /** Visualize mode: one event back, exactly undone; pauses playback. */
  stepBack() {
    return this.#whenVisualizer((v) => v.stepBack());
  }

  /**
   * Visualize mode: goes to step `n`; resolves to the step reached.
   * @param {number} n
   */
  seek(n) {
    return this.#whenVisualizer((v) => v.seek(n));
  }

  /**
   * Solve mode: solves the puzzle, as the Solve button does. Visualize
   * mode: goes to the first solution; resolves to its step, or undefined.
   */
  solve() {
    return this.#untilRemoved(this.#mode?.solve());
  }

  /** Visualize mode: goes to the next solution after the step shown; resolves to its step, or undefined. */
  nextSolution() {
    return this.#whenVisualizer((v) => v.nextSolution());
  }

  /** Visualize mode: goes to the end of the search (or of the event cap); resolves to the step reached. */
  end() {
    return this.#whenVisualizer((v) => v.jumpToEnd());
  }

  #visualizer() {
    return this.#mode?.visualizer() ?? null;
  }

  /**
   * @template T
   * @param {(visualizer: Visualizer) => T | Promise<T>} call
   * @returns {Promise<T | undefined>}
   */
  #whenVisualizer(call) {
    return this.#untilRemoved(this.#mode?.withVisualizer(call));
  }

  /**
   * The mode's answer, or an `AbortError` once the element is removed (or
   * its mode changed) before the answer came: what the mode was doing was
   * cancelled with it, and its own end (a cancelled job, a view gone) is
   * no answer to give.
   * @template T
   * @param {Promise<T> | undefined} job
   * @returns {Promise<T | undefined>}
   */
  #untilRemoved(job) {
    const signal = this.#mounted?.signal;
    if (!job || !signal) return Promise.resolve(job);
    return new Promise((resolve, reject) => {
      const abort = () => reject(new DOMException('the element was removed before the call ended', 'AbortError'));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      job.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  }

  connectedCallback() {
    // A property set before this module loaded sits on the instance and
    // would hide the accessors; pass it through them instead.
    for (const name of UPGRADED) {
      if (Object.hasOwn(this, name)) {
        const value = /** @type {any} */ (this)[name];
        delete (/** @type {any} */ (this)[name]);
        /** @type {any} */ (this)[name] = value;
      }
    }
    this.#unwatchPage = watchPage(this.ownerDocument, () => this.#showScheme());
    // The page's computed color-scheme is read once the element is first
    // laid out (theme.js): a resize observer hears it after the browser has
    // worked out the styles anyway, and before it paints.
    this.#showScheme(false);
    const Observer = this.ownerDocument.defaultView?.ResizeObserver;
    if (Observer) {
      const laidOut = new Observer(() => {
        laidOut.disconnect();
        if (this.isConnected) this.#showScheme();
      });
      laidOut.observe(this);
    } else this.#showScheme();
    this.#mount();
  }

  disconnectedCallback() {
    this.#unwatchPage?.();
    this.#unwatchPage = null;
    this.#unmount();
  }

  /**
   * @param {string} name
   * @param {string | null} oldValue
   * @param {string | null} value
   */
  attributeChangedCallback(name, oldValue, value) {
    if (name === 'theme' && this.isConnected) this.#showScheme();
    if (!this.#mode || this.#reflecting || oldValue === value) return;
    if (name === 'mode') this.#mount();
    else if (name === 'puzzle') this.#mode.load(value ?? '');
    else this.#mode.configure(name);
  }

  #mount() {
    this.#unmount();
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const puzzle = this.getAttribute('puzzle') ?? '';
    const states = this.#internals?.states;
    states?.add('loading');
    shadow.addEventListener(MODE_SHOWN, () => states?.delete('loading'), { once: true });
    this.#mounted = new AbortController();
    if (this.mode === 'visualize') {
      this.#mode = new VisualizeMode(this);
    } else if (this.mode === 'ladder') {
      this.#mode = new LadderMode(this);
    } else {
      this.#mode = new SolveMode({
        host: this,
        onPuzzleChange: (shown, entries, marks) => this.#showed(shown, entries, marks),
        entries: () => this.entries,
        marks: () => this.marks,
        countLimit: () => this.countLimit,
        storageKey: () => this.storageKey,
        daily: () => this.daily,
      });
    }
    this.#mode.mount(shadow, puzzle);
  }

  #unmount() {
    this.#mounted?.abort();
    this.#mounted = null;
    this.#mode?.destroy();
    this.#mode = null;
  }

  /**
   * Shows the scheme the theme gives now as the `dark` state, and tells the mode when it changed.
   * @param {boolean} [styles] whether to read the page's computed color-scheme (theme.js)
   */
  #showScheme(styles = true) {
    const states = this.#internals?.states;
    const dark = schemeOf(this, styles) === 'dark';
    if (!states || states.has('dark') === dark) return;
    if (dark) states.add('dark');
    else states.delete('dark');
    this.shadowRoot?.dispatchEvent(new Event(SCHEME_CHANGE));
  }

  /**
   * Every puzzle, entries and marks the solver shows are told; the grid's
   * own edits reach the attributes without being loaded again.
   * @param {string} puzzle
   * @param {string} entries
   * @param {string} marks
   */
  #showed(puzzle, entries, marks) {
    const played = /[^.]/.test(entries) ? entries : '';
    const key = `${puzzle}|${played}|${marks}`;
    if (key === this.#shown) return;
    this.#shown = key;
    this.#reflecting = true;
    try {
      if (puzzle !== this.puzzle) this.setAttribute('puzzle', puzzle);
      for (const [name, value] of /** @type {const} */ ([
        ['entries', played],
        ['marks', marks],
      ])) {
        if (value === this.getAttribute(name) || (!value && !this.hasAttribute(name))) continue;
        if (value) this.setAttribute(name, value);
        else this.removeAttribute(name);
      }
    } finally {
      this.#reflecting = false;
    }
    const detail = { puzzle, entries: played, marks };
    this.dispatchEvent(new CustomEvent('puzzlechange', { bubbles: true, composed: true, detail }));
  }
}

defineReflectedProperties(SudokuDlx.prototype);
