// <sudoku-dlx puzzle="..." mode="solve|visualize">: the solver or the
// search visualizer, in an open shadow root that carries its own styles, so
// any page can embed it.
//
// In solve mode `puzzle` follows the grid: it takes any text form, is
// reflected in the one-line form once shown, and `puzzlechange` fires
// whenever the puzzle shown changes, however it was set. `count-limit`
// (default 1000, 0 for none) is where Count stops.
//
// In visualize mode `puzzle` is the Sudoku loaded, kept as written; blank
// means the visualizer's default problem. Picking a preset or a custom
// problem inside the visualizer does not change it.
//
// Importing this module touches no browser global but `customElements`, and
// only when it exists, so server-side renderers of documentation can import
// it. Everything else happens once an element is connected.

import { COUNT_LIMIT, mountSolver } from './solver-panel.js';
import { SolverClient } from './solver-client.js';
import { SOLVER_STYLES } from './solver-styles.js';

export const TAG = 'sudoku-dlx';

/** Registers the element, unless there is no registry or it is already in. */
export function defineSudokuDlx(registry = globalThis.customElements) {
  if (registry && !registry.get(TAG)) registry.define(TAG, createElementClass());
}

defineSudokuDlx();

// A function, because `HTMLElement` exists only in browsers.
function createElementClass() {
  return class SudokuDlx extends HTMLElement {
    static observedAttributes = ['puzzle', 'mode'];

    // The mounted mode: { load(text), destroy(), visualizer(), ready(),
    // whenReady() } (see #whenVisualizer for the last three), and in solve
    // mode solve().
    #view = null;
    #client = null;
    #reflecting = false;
    #shown = null; // the puzzle the solver shows, once it has shown one

    /** The puzzle: any supported text form in, the one-line form once shown. */
    get puzzle() {
      return this.getAttribute('puzzle') ?? '';
    }

    set puzzle(text) {
      this.setAttribute('puzzle', text);
    }

    /** `solve` (the default) or `visualize`. */
    get mode() {
      return this.getAttribute('mode') === 'visualize' ? 'visualize' : 'solve';
    }

    set mode(mode) {
      this.setAttribute('mode', mode);
    }

    /** Where Count stops: a whole number, 0 for never; 1000 unless set. */
    get countLimit() {
      const text = this.getAttribute('count-limit')?.trim();
      const limit = text ? Number(text) : COUNT_LIMIT;
      return Number.isSafeInteger(limit) && limit >= 0 ? limit : COUNT_LIMIT;
    }

    set countLimit(limit) {
      this.setAttribute('count-limit', limit);
    }

    /** Visualize mode: the step shown, counted from 0 at the start. */
    get step() {
      return this.#view?.visualizer()?.step ?? 0;
    }

    /** Visualize mode: how many steps of the search are known so far. */
    get totalSteps() {
      return this.#view?.visualizer()?.totalSteps ?? 0;
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

    /** Visualize mode: goes to step `n`; resolves to the step reached. */
    seek(n) {
      return this.#whenVisualizer((v) => v.seek(n));
    }

    /**
     * Solve mode: solves the puzzle, as the Solve button does. Visualize
     * mode: goes to the first solution; resolves to its step, or undefined.
     */
    solve() {
      if (this.mode === 'solve') return Promise.resolve(this.#view?.solve());
      return this.#whenVisualizer((v) => v.solve());
    }

    // A visualizer that stands ready is called at once, so `step` already
    // reads the outcome when the call returns; until then (its module or a
    // puzzle just set still loading) calls wait for it. Either way the result
    // is a promise. In solve mode they do nothing.
    #whenVisualizer(call) {
      const ready = this.#view?.ready();
      if (ready) return new Promise((resolve) => resolve(call(ready)));
      return Promise.resolve(this.#view?.whenReady()).then((visualizer) => (visualizer ? call(visualizer) : undefined));
    }

    connectedCallback() {
      // A property set before this module loaded sits on the instance and
      // would hide the accessors; pass it through them instead.
      for (const name of ['puzzle', 'mode', 'countLimit']) {
        if (Object.hasOwn(this, name)) {
          const value = this[name];
          delete this[name];
          this[name] = value;
        }
      }
      this.#mount();
    }

    disconnectedCallback() {
      this.#unmount();
    }

    attributeChangedCallback(name, oldValue, value) {
      if (!this.#view || this.#reflecting || oldValue === value) return;
      if (name === 'mode') this.#mount();
      else this.#view.load(value ?? '');
    }

    #mount() {
      this.#unmount();
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      if (this.mode === 'visualize') {
        this.#view = mountVisualizerView(shadow, this.getAttribute('puzzle') ?? undefined);
        return;
      }
      this.#client ??= new SolverClient();
      const style = document.createElement('style');
      style.textContent = SOLVER_STYLES;
      const body = document.createElement('div');
      shadow.replaceChildren(style, body);
      const solver = mountSolver(body, {
        host: this,
        client: this.#client,
        onPuzzleChange: (puzzle) => this.#showed(puzzle),
        countLimit: () => this.countLimit,
      });
      this.#view = {
        load: (text) => solver.load(text),
        solve: () => solver.solve(),
        destroy: () => solver.destroy(),
        visualizer: () => null,
        ready: () => null,
        whenReady: () => null,
      };
      if (this.puzzle) solver.load(this.puzzle);
    }

    #unmount() {
      this.#view?.destroy();
      this.#view = null;
    }

    // Every puzzle the solver shows is told; the grid's own edits reach the
    // attribute without being loaded again.
    #showed(puzzle) {
      if (puzzle === this.#shown) return;
      this.#shown = puzzle;
      if (puzzle !== this.puzzle) {
        this.#reflecting = true;
        try {
          this.setAttribute('puzzle', puzzle);
        } finally {
          this.#reflecting = false;
        }
      }
      this.dispatchEvent(new CustomEvent('puzzlechange', { bubbles: true, composed: true, detail: { puzzle } }));
    }
  };
}

/**
 * Loads the visualizer only when asked for, since most pages never need it.
 * Its module provides `mountVisualizer(container, { puzzle })`, returning a
 * controller that plays, steps and seeks (see www/visualizer/visualizer.js).
 * A blank puzzle shows the visualizer's own default problem.
 */
function mountVisualizerView(shadow, puzzle) {
  const container = document.createElement('div');
  container.className = 'visualizer';
  shadow.replaceChildren(container);
  let mountVisualizer = null;
  let controller = null;
  let destroyed = false;
  let settled = false; // whether the newest load has finished
  let newest = null; // its promise, resolving to the controller

  const track = (loading) => {
    settled = false;
    const promise = Promise.resolve(loading).then(() => {
      if (newest === promise) settled = true;
      return controller;
    });
    newest = promise;
  };

  const show = (text) => {
    controller?.destroy?.();
    container.replaceChildren();
    try {
      controller = mountVisualizer(container, { puzzle: text });
      return controller.ready;
    } catch (error) {
      controller = null;
      container.textContent = `The visualizer failed to start: ${error.message}`;
    }
  };

  track(
    import('./visualizer/visualizer.js').then(
      (module) => {
        mountVisualizer = module.mountVisualizer;
        if (!destroyed) return show(puzzle);
      },
      (error) => {
        if (!destroyed) container.textContent = `The visualizer could not be loaded: ${error.message}`;
      },
    ),
  );

  return {
    visualizer: () => controller,
    ready: () => (settled && !destroyed ? controller : null),
    whenReady: () => newest,
    load(text) {
      puzzle = text;
      // Before the module arrives there is nothing to load into: it shows
      // the newest puzzle when it does.
      if (!mountVisualizer || destroyed) return;
      track(controller ? controller.load({ puzzle: text }) : show(text));
    },
    destroy() {
      destroyed = true;
      controller?.destroy?.();
      controller = null;
      shadow.replaceChildren();
    },
  };
}
