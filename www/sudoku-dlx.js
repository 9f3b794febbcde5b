// <sudoku-dlx puzzle="..." mode="solve|visualize">: the solver or the
// search visualizer, in an open shadow root that carries its own styles, so
// any page can embed it. In solve mode, `count-limit` (default 1000, 0 for
// none) is where Count stops.
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

    #view = null; // { load(text), solve(), destroy(), visualizer() } of the mounted mode
    #client = null;
    #reflecting = false;

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
      const limit = Number(this.getAttribute('count-limit') ?? COUNT_LIMIT);
      return Number.isInteger(limit) && limit >= 0 && limit < 2 ** 32 ? limit : COUNT_LIMIT;
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

    // Calls before the visualizer's module has loaded wait for it; in solve
    // mode they do nothing.
    async #whenVisualizer(call) {
      const visualizer = await this.#view?.visualizerReady;
      return visualizer ? call(visualizer) : undefined;
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
        onPuzzleChange: (puzzle) => this.#reflect(puzzle),
        countLimit: () => this.countLimit,
      });
      this.#view = {
        load: (text) => solver.load(text),
        solve: () => solver.solve(),
        destroy: () => solver.destroy(),
        visualizer: () => null,
        visualizerReady: Promise.resolve(null),
      };
      if (this.puzzle) solver.load(this.puzzle);
    }

    #unmount() {
      this.#view?.destroy();
      this.#view = null;
    }

    // The grid's own edits reach the attribute without being loaded again.
    #reflect(puzzle) {
      if (puzzle === this.puzzle) return;
      this.#reflecting = true;
      try {
        this.setAttribute('puzzle', puzzle);
      } finally {
        this.#reflecting = false;
      }
      this.dispatchEvent(new CustomEvent('puzzlechange', { bubbles: true, composed: true, detail: { puzzle } }));
    }
  };
}

/**
 * Loads the visualizer only when asked for, since most pages never need it.
 * Its module provides `mountVisualizer(container, { puzzle })`, returning a
 * controller that plays, steps and seeks (see www/visualizer/visualizer.js).
 * Without a puzzle, the visualizer shows its own default problem.
 */
function mountVisualizerView(shadow, puzzle) {
  const container = document.createElement('div');
  container.className = 'visualizer';
  shadow.replaceChildren(container);
  let mountVisualizer = null;
  let controller = null;
  let destroyed = false;
  let loaded;
  const visualizerReady = new Promise((resolve) => {
    loaded = resolve;
  });

  const show = (text) => {
    controller?.destroy?.();
    container.replaceChildren();
    try {
      controller = mountVisualizer(container, { puzzle: text });
    } catch (error) {
      controller = null;
      container.textContent = `The visualizer failed to start: ${error.message}`;
    }
  };

  import('./visualizer/visualizer.js').then(
    (module) => {
      mountVisualizer = module.mountVisualizer;
      if (!destroyed) show(puzzle);
      loaded(controller?.ready.then(() => controller));
    },
    (error) => {
      if (!destroyed) container.textContent = `The visualizer could not be loaded: ${error.message}`;
      loaded(null);
    },
  );

  return {
    visualizer: () => controller,
    visualizerReady,
    solve: () => controller?.solve(),
    load(text) {
      puzzle = text;
      if (!mountVisualizer || destroyed) return;
      if (controller?.load) controller.load({ puzzle: text });
      else show(text);
    },
    destroy() {
      destroyed = true;
      controller?.destroy?.();
      controller = null;
      shadow.replaceChildren();
    },
  };
}
