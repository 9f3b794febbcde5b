// The solver panel of solve mode: the editable grid and the controls around
// it. Every search goes through the SolverClient, so this file only handles
// the page: what is shown, what is enabled, and which events fire.

import { CancelledError } from '../engine/solver-client.js';
import { formatNumber, formatTime, plural } from '../shared/format.js';
import { SIDES, symbolRange } from '../shared/grid-shape.js';
import { Latest } from '../shared/latest.js';
import { AnalysisTools } from './analysis-tools.js';
import { checkEntries } from './check.js';
import { cellName, clashesOf } from './clashes.js';
import { EXAMPLES } from './examples.js';
import { GridEditor } from './grid-editor.js';
import { History } from './history.js';
import { NewPuzzle } from './new-puzzle.js';
import { findParts, TEMPLATE } from './panel-template.js';
import { cleanPaste, inGridWords } from './paste.js';
import { Rating } from './rating.js';
import { SolutionStepper } from './solution-stepper.js';
import { StatusLine } from './status.js';

/** Count stops here by default: "at least 1000" says all most people need. */
export const COUNT_LIMIT = 1000;

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
  #line;
  #stepper;
  #tools;
  #newPuzzle;
  #rating;
  #history = new History();
  /** The puzzle as last loaded (not as edited since): Check's reference. */
  #loaded = '';
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
    const { status, progress, gridError } = this.#parts;
    const line = /** @type {HTMLElement} */ (root.querySelector('.status-line'));
    const anchor = /** @type {HTMLElement} */ (root.querySelector('.toolbar'));
    this.#line = new StatusLine({ status, progress, error: gridError, line, anchor });
    this.#grid = new GridEditor({
      onEdit: () => this.#edited(),
      onPaste: (text) =>
        this.#whenIdle(() => this.#run(this.#grid, () => this.#loadPuzzle(text), this.#parts.gridError)),
    });
    this.#grid.element.setAttribute('aria-describedby', 'grid-error grid-hint');
    this.#parts.scroller.append(this.#grid.element);
    this.#stepper = new SolutionStepper({
      root: this.#parts.stepper,
      show: (solution, differs) => this.#grid.showSolution(solution, differs),
      more: (limit) => this.#moreSolutions(limit),
      limit: () => this.#countLimit() || 10 * COUNT_LIMIT,
    });
    this.#tools = new AnalysisTools({
      grid: this.#grid,
      client,
      line: this.#line,
      candidatesButton: this.#button('candidates'),
    });
    this.#rating = new Rating(this.#parts.rating);
    this.#newPuzzle = new NewPuzzle({ root, client, line: this.#line, show: (p, m) => this.#show(p, m) });
    this.#fillPickers();
    this.#listen();
    this.#updateHint();
    this.#loaded = this.#grid.puzzle;
    this.#history.record(this.#loaded);
    this.#updateUndo();
  }

  /**
   * Loads a puzzle in any text form, reporting a bad one beside the status.
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
    this.#rating.destroy();
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
      // Pencil only changes what typing does, so it answers at once, even
      // while a job runs.
      else if (action === 'pencil') this.#togglePencil();
      else if (action) this.#whenIdle(() => this.#act(action));
    });
    this.#root.addEventListener('keydown', (event) => this.#shortcut(event));
    this.#grid.element.addEventListener('focusin', (event) => {
      const index = Number(/** @type {HTMLElement} */ (event.target).dataset.index);
      this.#parts.cellNote.textContent = this.#grid.noteAt(index);
    });
  }

  /**
   * Escape stops whatever runs, wherever focus is in the panel; Ctrl+Z and
   * Ctrl+Shift+Z (or Ctrl+Y) undo and redo, except in the text box, which
   * keeps its own, and where Ctrl+Enter loads.
   * @param {KeyboardEvent} event
   */
  #shortcut(event) {
    if (event.key === 'Escape' && this.#busy) {
      event.preventDefault();
      this.#client.cancel();
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const inTextBox = event.composedPath()[0] === this.#parts.paste;
    if (inTextBox && event.key === 'Enter') {
      event.preventDefault();
      this.#whenIdle(() => this.#act('load'));
    }
    if (inTextBox) return;
    const key = event.key.toLowerCase();
    const action = key === 'z' ? (event.shiftKey ? 'redo' : 'undo') : key === 'y' ? 'redo' : '';
    if (!action) return;
    event.preventDefault();
    this.#whenIdle(() => this.#act(action));
  }

  /** @param {string} action the `data-action` of a button */
  #act(action) {
    const { gridError, textError, size, paste } = this.#parts;
    switch (action) {
      case 'solve':
        return this.#run(this.#button('solve'), () => this.#solveGrid(), gridError);
      case 'count':
        return this.#run(this.#button('count'), () => this.#countGrid(), gridError);
      case 'hint':
        return this.#run(this.#button('hint'), () => this.#analyse(() => this.#tools.hint()), gridError);
      case 'candidates':
        return this.#tools.toggleCandidates();
      case 'possibilities':
        return this.#run(
          this.#button('possibilities'),
          () => this.#analyse(() => this.#tools.possibilities()),
          gridError,
        );
      case 'check':
        return this.#run(this.#button('check'), () => this.#analyse(() => this.#checkGrid()), gridError);
      case 'undo':
      case 'redo':
        return this.#travel(action);
      case 'clear':
        return this.#show('.'.repeat(this.#grid.side ** 2), '');
      case 'new':
        return this.#show('.'.repeat(Number(size.value) ** 2), '');
      case 'generate':
        return this.#run(this.#button('generate'), () => this.#newPuzzle.run(), gridError);
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
    if (place === this.#parts.gridError) this.#line.error(message);
    else place.textContent = message;
    if (message) this.#fire('error', { message, source: place === this.#parts.textError ? 'text' : 'grid' });
  }

  #updateHint() {
    this.#parts.hint.innerHTML =
      `Type ${symbolRange(this.#grid.side)} to fill a cell, <kbd>.</kbd> or <kbd>0</kbd> to skip one; ` +
      'arrows move, <kbd>Backspace</kbd> clears, <kbd>Esc</kbd> stops a search; ' +
      'a puzzle pasted into any cell fills the grid. ' +
      '<span class="key-given">Bold</span> cells are givens, <span class="key-solved">italic blue</span> ones the solver’s.';
  }

  /**
   * Puts a valid one-line puzzle in the grid and says `message`. A puzzle
   * from the history is shown as it was, not loaded afresh.
   * @param {string} puzzle
   * @param {string} message
   * @param {boolean} fromHistory
   */
  #show(puzzle, message, fromHistory = false) {
    if (!fromHistory) {
      this.#loaded = puzzle;
      this.#history.record(puzzle);
    }
    this.#updateUndo();
    const { size, textError } = this.#parts;
    this.#checks.invalidate();
    this.#grid.load(puzzle);
    this.#stepper.hide();
    this.#markClashes();
    size.value = String(this.#grid.side);
    textError.textContent = '';
    this.#line.say(message);
    this.#updateHint();
    this.#onPuzzleChange(this.#grid.puzzle);
    this.#tools.refresh();
    this.#rating.rate(puzzle);
  }

  /**
   * Runs an analysis of the givens, refused when two of them clash.
   * @param {() => Promise<void>} analysis
   */
  async #analyse(analysis) {
    const clashes = this.#markClashes();
    if (clashes.size) throw new Error(describeClashes(clashes, this.#grid.side));
    this.#stepper.hide();
    await analysis();
  }

  /** Marks both cells of every clash among the givens, and says how many. */
  #markClashes() {
    const clashes = clashesOf(this.#grid.puzzle);
    this.#grid.markWrong(clashes);
    const focused = /** @type {HTMLElement | null | undefined} */ (this.#host.shadowRoot?.activeElement);
    const index = Number(focused?.dataset.index ?? NaN);
    this.#parts.cellNote.textContent = Number.isInteger(index) ? this.#grid.noteAt(index) : '';
    return clashes;
  }

  /** Typing into an empty cell writes the person's own pencil marks, or fills it again. */
  #togglePencil() {
    const button = this.#button('pencil');
    const on = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(on));
    this.#grid.pencilMode = on;
  }

  /** @param {'undo' | 'redo'} direction */
  #travel(direction) {
    const puzzle = direction === 'undo' ? this.#history.undo() : this.#history.redo();
    if (puzzle === undefined) return;
    this.#show(puzzle, direction === 'undo' ? 'Undone.' : 'Redone.', true);
  }

  #updateUndo() {
    for (const [action, possible] of /** @type {const} */ ([
      ['undo', this.#history.canUndo],
      ['redo', this.#history.canRedo],
    ])) {
      this.#button(action).setAttribute('aria-disabled', String(this.#busy || !possible));
    }
  }

  /** Marks the entries that differ from the loaded puzzle's solution. */
  async #checkGrid() {
    const puzzle = this.#grid.puzzle;
    this.#line.say('Checking…');
    const result = await this.#client.solve(this.#loaded);
    if (this.#grid.puzzle !== puzzle) return;
    const { wrong, message } = checkEntries(this.#loaded, puzzle, result.solution, result.unique);
    this.#grid.markWrong(wrong);
    this.#line.say(message);
  }

  #edited() {
    this.#history.record(this.#grid.puzzle);
    this.#updateUndo();
    this.#line.say('');
    this.#stepper.hide();
    this.#rating.clear();
    this.#onPuzzleChange(this.#grid.puzzle);
    this.#tools.refresh();
    return this.#check();
  }

  /** Every edit is checked so a bad cell or a clash is reported at once. */
  async #check() {
    const isNewest = this.#checks.begin();
    const clashes = this.#markClashes();
    try {
      await this.#client.normalize(this.#grid.text);
      if (isNewest()) this.#showError(this.#parts.gridError, describeClashes(clashes, this.#grid.side));
    } catch (error) {
      if (isNewest() && !(error instanceof CancelledError)) {
        this.#showError(this.#parts.gridError, inGridWords(messageOf(error)));
      }
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
    const { cancel } = this.#parts;
    const puzzle = this.#grid.puzzle;
    this.#setBusy(true);
    // A fast job should not flash a Cancel button.
    const offerCancel = setTimeout(() => (cancel.hidden = false), 150);
    try {
      await job();
    } catch (error) {
      // When a puzzle loaded meanwhile stopped the job, its status stands.
      if (this.#grid.puzzle !== puzzle) return;
      if (error instanceof CancelledError) this.#line.say(`Cancelled. ${this.#line.progressText}`.trim());
      else this.#showError(errorPlace, messageOf(error));
    } finally {
      clearTimeout(offerCancel);
      const cancelHadFocus = cancel.matches(':focus');
      cancel.hidden = true;
      this.#line.progress('');
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
    const controls = this.#root.querySelectorAll(
      'button[data-action]:not([data-action="cancel"]), [data-part="examples"] button',
    );
    for (const control of controls) {
      if (on) control.setAttribute('aria-disabled', 'true');
      else control.removeAttribute('aria-disabled');
    }
    for (const select of this.#root.querySelectorAll('select')) select.disabled = on;
    this.#parts.paste.readOnly = on;
    this.#updateUndo();
  }

  /** @param {string} text */
  async #loadPuzzle(text) {
    const puzzle = await this.#client.normalize(cleanPaste(text));
    this.#parts.textError.textContent = '';
    const side = Math.sqrt(puzzle.length);
    this.#show(puzzle, `Loaded a ${side} × ${side} puzzle.`);
  }

  // A result that comes back for a puzzle no longer shown is dropped.
  async #solveGrid() {
    const puzzle = this.#grid.puzzle;
    const clashes = this.#markClashes();
    if (clashes.size) throw new Error(describeClashes(clashes, this.#grid.side));
    this.#grid.highlight(new Map());
    this.#line.say('Solving…');
    const result = await this.#client.solve(this.#grid.text, ({ nodes, ms }) =>
      this.#line.progress(`${formatNumber(nodes)} nodes searched, ${formatTime(ms)}.`),
    );
    if (this.#grid.puzzle !== puzzle) return;
    const work = `${formatNumber(result.nodes)} nodes, ${formatNumber(result.updates)} updates`;
    if (result.solution) {
      this.#grid.showSolution(result.solution);
      this.#stepper.start(result.solutions, result.unique);
      this.#rating.rate(puzzle);
      const verdict = result.unique ? 'unique' : 'not unique (at least 2)';
      this.#line.say(`Solved in ${formatTime(result.ms)}, ${verdict}: ${work}.`);
    } else {
      this.#stepper.hide();
      this.#line.say(`No solution: the search tried every possibility (${work}, ${formatTime(result.ms)}).`);
    }
    this.#fire('solution', { puzzle, ...result });
  }

  /**
   * Lists the solutions up to `limit` for the stepper; null when busy or stopped.
   * @param {number} limit
   * @returns {Promise<string[] | null>}
   */
  async #moreSolutions(limit) {
    if (this.#busy) return null;
    /** @type {string[] | null} */
    let listed = null;
    const puzzle = this.#grid.puzzle;
    await this.#run(
      this.#grid,
      async () => {
        this.#line.progress(`Listing up to ${plural(limit, 'solution')}…`);
        const found = await this.#client.solutions(this.#grid.text, limit);
        if (this.#grid.puzzle === puzzle) listed = found;
      },
      this.#parts.gridError,
    );
    return listed;
  }

  async #countGrid() {
    const puzzle = this.#grid.puzzle;
    this.#line.say('Counting…');
    const result = await this.#client.count(this.#grid.text, this.#countLimit(), ({ count, nodes }) => {
      this.#line.progress(`${plural(count, 'solution')} found in ${formatNumber(nodes)} nodes.`);
    });
    if (this.#grid.puzzle !== puzzle) return;
    const work = `${formatNumber(result.nodes)} nodes, ${formatNumber(result.updates)} updates, ${formatTime(result.ms)}`;
    this.#line.say(`${describeCount(result.count, result.limit)} (${work}).`);
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
      const puzzle = await this.#client.normalize(cleanPaste(text));
      if (!isNewest()) return;
      // So does a job begun for it meanwhile.
      if (this.#busy) this.#client.cancel();
      if (puzzle !== this.#grid.puzzle) this.#show(puzzle, '');
      else this.#check();
    } catch (error) {
      if (isNewest() && !(error instanceof CancelledError)) {
        this.#showError(this.#parts.gridError, `This puzzle could not be loaded: ${messageOf(error)}`);
      }
    }
  }
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One sentence about the clashes among the givens, or '' for none.
 * @param {Map<number, string>} clashes
 * @param {number} side
 */
function describeClashes(clashes, side) {
  if (!clashes.size) return '';
  const [[cell, reason]] = clashes;
  const others = clashes.size - 2;
  const more = others > 0 ? `; ${plural(others, 'other cell')} clash too` : '';
  return `Givens clash: the ${reason.replace(' is also', ` at ${cellName(cell, side)} is also`)}${more}.`;
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
