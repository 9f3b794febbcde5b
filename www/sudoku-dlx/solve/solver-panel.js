// The solver panel of solve mode: the editable grid and the controls around
// it. Every search goes through the SolverClient, so this file only handles
// the page: what is shown, what is enabled, and which events fire.

import { CancelledError } from '../engine/solver-client.js';
import { formatNumber, formatTime, plural } from '../shared/format.js';
import { SIDES, symbolRange } from '../shared/grid-shape.js';
import { Latest } from '../shared/latest.js';
import { EXAMPLES } from './examples.js';
import { GridEditor } from './grid-editor.js';

/** Count stops here by default: "at least 1000" says all most people need. */
export const COUNT_LIMIT = 1000;

const TEMPLATE = `
<div class="frame">
  <div class="solver">
    <div class="board">
      <div class="scroller" data-part="scroller"></div>
      <p class="hint" id="grid-hint" data-part="hint"></p>
      <p class="error" role="alert" id="grid-error" data-part="grid-error"></p>
    </div>
    <div class="controls">
      <div class="group">
        <div class="buttons">
          <button type="button" class="primary" data-action="solve">Solve</button>
          <button type="button" data-action="count">Count</button>
          <button type="button" data-action="clear">Clear</button>
          <button type="button" class="cancel" data-action="cancel" hidden>Cancel</button>
        </div>
        <p class="status"><span role="status" data-part="status"></span>
          <span class="progress" data-part="progress"></span></p>
      </div>
      <fieldset class="group">
        <legend>Examples</legend>
        <div class="buttons" data-part="examples"></div>
      </fieldset>
      <div class="group">
        <label for="size">New empty grid</label>
        <div class="inline">
          <select id="size" data-part="size"></select>
          <button type="button" data-action="new">New grid</button>
        </div>
      </div>
      <div class="group">
        <label for="paste">Paste a puzzle: one line, or one row per line</label>
        <textarea id="paste" data-part="paste" rows="7" spellcheck="false" autocomplete="off"
          aria-describedby="text-error"
          placeholder="53..7....&#10;6..195...&#10;.98....6.&#10;…"></textarea>
        <div class="inline"><button type="button" data-action="load">Load</button></div>
        <p class="error" role="alert" id="text-error" data-part="text-error"></p>
      </div>
    </div>
  </div>
</div>`;

/**
 * @typedef {object} Parts the panel's elements, by the job they do
 * @property {HTMLElement} scroller holds the grid
 * @property {HTMLElement} hint how to type into the grid
 * @property {HTMLElement} gridError the parser's message about the grid
 * @property {HTMLElement} textError the parser's message about the pasted text
 * @property {HTMLElement} status what the last action did
 * @property {HTMLElement} progress a count's progress, kept out of the status
 *   so that a screen reader hears when the count starts and ends, not ten
 *   times a second in between
 * @property {HTMLElement} examples the example buttons
 * @property {HTMLSelectElement} size the size of a new empty grid
 * @property {HTMLTextAreaElement} paste the text box
 * @property {HTMLButtonElement} cancel stops the running job
 */

/**
 * @param {HTMLElement} root
 * @returns {Parts}
 */
function findParts(root) {
  /** @param {string} name */
  const part = (name) => /** @type {any} */ (root.querySelector(`[data-part="${name}"]`));
  return {
    scroller: part('scroller'),
    hint: part('hint'),
    gridError: part('grid-error'),
    textError: part('text-error'),
    status: part('status'),
    progress: part('progress'),
    examples: part('examples'),
    size: part('size'),
    paste: part('paste'),
    cancel: /** @type {HTMLButtonElement} */ (root.querySelector('[data-action="cancel"]')),
  };
}

/**
 * @typedef {object} PanelOptions
 * @property {HTMLElement} host receives the `solution` and `error` events
 * @property {import('../engine/solver-client.js').SolverClient} client runs every search
 * @property {(puzzle: string) => void} onPuzzleChange hears every change of the grid's givens, in the one-line form
 * @property {() => number} [countLimit] where Count stops (0: never)
 */

export class SolverPanel {
  #root;
  #host;
  #client;
  #onPuzzleChange;
  #countLimit;
  #parts;
  #grid;
  #busy = false;
  /** Checks of the grid as typed: only the newest may report. */
  #checks = new Latest();
  /** Puzzles given to load(): only the newest may show, and every action waits for it. */
  #loads = new Latest();

  /**
   * Builds the solver into `root`, an element in a shadow root.
   * @param {HTMLElement} root
   * @param {PanelOptions} options
   */
  constructor(root, { host, client, onPuzzleChange, countLimit = () => COUNT_LIMIT }) {
    root.innerHTML = TEMPLATE;
    this.#root = root;
    this.#host = host;
    this.#client = client;
    this.#onPuzzleChange = onPuzzleChange;
    this.#countLimit = countLimit;
    this.#parts = findParts(root);
    this.#grid = new GridEditor({
      onEdit: () => this.#edited(),
      onPaste: (text) =>
        this.#whenIdle(() => this.#run(this.#grid, () => this.#loadPuzzle(text), this.#parts.gridError)),
    });
    this.#grid.element.setAttribute('aria-describedby', 'grid-error grid-hint');
    this.#parts.scroller.append(this.#grid.element);
    this.#fillPickers();
    this.#listen();
    this.#updateHint();
  }

  /**
   * Loads a puzzle in any text form, reporting a bad one under the grid.
   * @param {string} text
   */
  load(text) {
    return this.#loads.track(this.#loadText(text, this.#loads.begin()));
  }

  /** Whether the puzzle given to load() is shown. */
  get loaded() {
    return this.#loads.settled;
  }

  /** Resolves once the newest puzzle given to load() is shown. */
  whenLoaded() {
    return this.#loads.outcome();
  }

  /** Solves as the Solve button does, once a puzzle being loaded is shown; ignored while busy. */
  solve() {
    return this.#whenIdle(() => this.#act('solve'));
  }

  destroy() {
    this.#client.cancel();
    this.#root.replaceChildren();
  }

  #fillPickers() {
    const doc = this.#root.ownerDocument;
    for (const side of SIDES) {
      this.#parts.size.append(new Option(`${side} × ${side}`, String(side), side === 9, side === 9));
    }
    for (const example of EXAMPLES) {
      const exampleButton = doc.createElement('button');
      exampleButton.type = 'button';
      exampleButton.textContent = example.label;
      exampleButton.addEventListener('click', () =>
        this.#whenIdle(() => this.#show(example.puzzle, `Example: ${example.label}.`)),
      );
      this.#parts.examples.append(exampleButton);
    }
  }

  #listen() {
    this.#parts.paste.addEventListener('input', () => (this.#parts.textError.textContent = ''));
    this.#root.addEventListener('click', (event) => {
      const target = /** @type {Element} */ (event.target);
      const action = /** @type {HTMLElement | null} */ (target.closest?.('[data-action]'))?.dataset.action;
      if (action === 'cancel') this.#client.cancel();
      else if (action) this.#whenIdle(() => this.#act(action));
    });
  }

  /** @param {string} action the `data-action` of a button */
  #act(action) {
    const { gridError, textError, size, paste } = this.#parts;
    switch (action) {
      case 'solve':
        return this.#run(this.#button('solve'), () => this.#solveGrid(), gridError);
      case 'count':
        return this.#run(this.#button('count'), () => this.#countGrid(), gridError);
      case 'clear':
        return this.#show('.'.repeat(this.#grid.side ** 2), '');
      case 'new':
        return this.#show('.'.repeat(Number(size.value) ** 2), '');
      case 'load':
        return this.#run(this.#button('load'), () => this.#loadPuzzle(paste.value), textError);
    }
  }

  /** @param {string} action */
  #button(action) {
    return /** @type {HTMLButtonElement} */ (this.#root.querySelector(`[data-action="${action}"]`));
  }

  /**
   * Runs `action` once the puzzle given to load() is shown, so that it acts
   * on that puzzle; does nothing while a job runs.
   * @param {() => unknown} action
   */
  async #whenIdle(action) {
    await this.#loads.outcome();
    if (!this.#busy) return action();
  }

  /**
   * @param {string} type
   * @param {object} detail
   */
  #fire(type, detail) {
    this.#host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  }

  /**
   * @param {HTMLElement} place
   * @param {string} message
   */
  #showError(place, message) {
    place.textContent = message;
    if (message) this.#fire('error', { message, source: place === this.#parts.textError ? 'text' : 'grid' });
  }

  #updateHint() {
    this.#parts.hint.innerHTML =
      `Type ${symbolRange(this.#grid.side)} to fill a cell, <kbd>.</kbd> or <kbd>0</kbd> to skip one; ` +
      'arrows move, <kbd>Backspace</kbd> clears; a puzzle pasted into any cell fills the grid. ' +
      '<span class="key-given">Bold</span> cells are givens, <span class="key-solved">italic blue</span> ones the solver’s.';
  }

  /**
   * Puts a valid one-line puzzle in the grid and says `message`.
   * @param {string} puzzle
   * @param {string} message
   */
  #show(puzzle, message) {
    const { size, gridError, textError, status } = this.#parts;
    this.#checks.invalidate();
    this.#grid.load(puzzle);
    size.value = String(this.#grid.side);
    gridError.textContent = '';
    textError.textContent = '';
    status.textContent = message;
    this.#updateHint();
    this.#onPuzzleChange(this.#grid.puzzle);
  }

  #edited() {
    this.#parts.status.textContent = '';
    this.#onPuzzleChange(this.#grid.puzzle);
    return this.#check();
  }

  /** Every edit is checked by the parser so a bad cell is reported at once. */
  async #check() {
    const isNewest = this.#checks.begin();
    try {
      await this.#client.normalize(this.#grid.text);
      if (isNewest()) this.#showError(this.#parts.gridError, '');
    } catch (error) {
      if (isNewest() && !(error instanceof CancelledError)) this.#showError(this.#parts.gridError, messageOf(error));
    }
  }

  /**
   * Runs `job`, with the controls locked and Cancel offered meanwhile; its
   * error goes to `errorPlace`. After a cancel, focus returns to `trigger`.
   * @param {{ focus(): void }} trigger
   * @param {() => Promise<void>} job
   * @param {HTMLElement} errorPlace
   */
  async #run(trigger, job, errorPlace) {
    const { status, progress, cancel } = this.#parts;
    const puzzle = this.#grid.puzzle;
    this.#setBusy(true);
    // A fast job should not flash a Cancel button.
    const offerCancel = setTimeout(() => (cancel.hidden = false), 150);
    try {
      await job();
    } catch (error) {
      // When a puzzle loaded meanwhile stopped the job, its status stands.
      if (this.#grid.puzzle !== puzzle) return;
      if (error instanceof CancelledError) {
        status.textContent = `Cancelled. ${progress.textContent}`.trim();
      } else {
        status.textContent = '';
        this.#showError(errorPlace, messageOf(error));
      }
    } finally {
      clearTimeout(offerCancel);
      const cancelHadFocus = cancel.matches(':focus');
      cancel.hidden = true;
      progress.textContent = '';
      this.#setBusy(false);
      if (cancelHadFocus) trigger.focus();
    }
  }

  /**
   * Buttons are marked rather than disabled, so the one just pressed keeps focus.
   * @param {boolean} on
   */
  #setBusy(on) {
    this.#busy = on;
    this.#grid.readOnly = on;
    this.#grid.element.setAttribute('aria-busy', String(on));
    for (const control of this.#root.querySelectorAll('button:not([data-action="cancel"])')) {
      if (on) control.setAttribute('aria-disabled', 'true');
      else control.removeAttribute('aria-disabled');
    }
    this.#parts.size.disabled = on;
    this.#parts.paste.readOnly = on;
  }

  /** @param {string} text */
  async #loadPuzzle(text) {
    const puzzle = await this.#client.normalize(text);
    this.#parts.textError.textContent = '';
    const side = Math.sqrt(puzzle.length);
    this.#show(puzzle, `Loaded a ${side} × ${side} puzzle.`);
  }

  // A result that comes back for a puzzle no longer shown is dropped.
  async #solveGrid() {
    const { status, gridError } = this.#parts;
    const puzzle = this.#grid.puzzle;
    status.textContent = 'Solving…';
    const result = await this.#client.solve(this.#grid.text);
    if (this.#grid.puzzle !== puzzle) return;
    gridError.textContent = '';
    const work = `${formatNumber(result.nodes)} nodes, ${formatNumber(result.updates)} updates`;
    if (result.solution) {
      this.#grid.showSolution(result.solution);
      status.textContent = `Solved in ${formatTime(result.ms)}: ${work}.`;
    } else {
      status.textContent = `No solution: the search tried every possibility (${work}, ${formatTime(result.ms)}).`;
    }
    this.#fire('solution', { puzzle, ...result });
  }

  async #countGrid() {
    const { status, gridError, progress } = this.#parts;
    const puzzle = this.#grid.puzzle;
    status.textContent = 'Counting…';
    const result = await this.#client.count(this.#grid.text, this.#countLimit(), ({ count, nodes }) => {
      progress.textContent = `${plural(count, 'solution')} found in ${formatNumber(nodes)} nodes.`;
    });
    if (this.#grid.puzzle !== puzzle) return;
    gridError.textContent = '';
    const work = `${formatNumber(result.nodes)} nodes, ${formatNumber(result.updates)} updates, ${formatTime(result.ms)}`;
    status.textContent = `${describeCount(result.count, result.limit)} (${work}).`;
  }

  /**
   * @param {string} text
   * @param {() => boolean} isNewest
   */
  async #loadText(text, isNewest) {
    if (!text.trim()) text = '.'.repeat(this.#grid.side ** 2);
    // Back to the puzzle shown: whatever a load since then said is moot.
    if (text === this.#grid.puzzle) return this.#check();
    // A new puzzle makes whatever runs for the old one moot.
    if (this.#busy) this.#client.cancel();
    try {
      const puzzle = await this.#client.normalize(text);
      if (!isNewest()) return;
      // So does a job begun for it meanwhile.
      if (this.#busy) this.#client.cancel();
      if (puzzle !== this.#grid.puzzle) this.#show(puzzle, '');
      else this.#showError(this.#parts.gridError, '');
    } catch (error) {
      if (isNewest() && !(error instanceof CancelledError)) {
        this.#parts.status.textContent = '';
        this.#showError(this.#parts.gridError, messageOf(error));
      }
    }
  }
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * @param {number} count
 * @param {number} limit
 */
function describeCount(count, limit) {
  if (count === 0) return 'No solution';
  if (count === 1) return 'Unique: exactly one solution';
  if (limit && count >= limit) return `At least ${formatNumber(limit)} solutions (counting stops there)`;
  return `${formatNumber(count)} solutions`;
}
