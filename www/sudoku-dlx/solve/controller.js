// The solver panel of solve mode: the editable grid and the controls around
// it. Every search goes through the SolverClient, so this file only handles
// the page: what is shown, what is enabled, and which events fire. The
// board (board.js) keeps the puzzle's givens apart from the player's
// entries: a puzzle typed in by hand is set up, then Start locks its givens;
// a puzzle loaded any other way is played at once.

import { CancelledError } from '../engine/solver-client.js';
import { SIDES, symbolRange } from '../shared/grid-shape.js';
import { Latest } from '../shared/latest.js';
import { AnalysisTools } from './analysis-tools.js';
import { cellName } from './model/clashes.js';
import { exampleButtons } from './examples.js';
import { GridEditor } from './views/grid-editor.js';
import { HintFlow } from './hint-flow.js';
import { History } from './model/history.js';
import { SolutionCache } from './model/mistakes.js';
import { NewPuzzle } from './new-puzzle.js';
import { buildPad } from './views/pad.js';
import { findParts, TEMPLATE, typingHelp } from './views/panel-template.js';
import { cleanPaste, inGridWords } from './model/paste.js';
import { Rating } from './rating.js';
import { Referee } from './referee.js';
import { inRows, SearchJobs } from './search-jobs.js';
import { keepInView } from './views/keep-in-view.js';
import { shortcutOf } from './views/shortcuts.js';
import { SolutionStepper } from './solution-stepper.js';
import { StatusLine } from './status.js';

/** Count stops here by default: "at least 1000" says all most people need. */
export const COUNT_LIMIT = 1000;

/**
 * @typedef {object} PanelOptions
 * @property {HTMLElement} host receives the `solution` and `error` events
 * @property {import('../engine/solver-client.js').SolverClient} client runs every search
 * @property {(puzzle: string, entries: string) => void} onPuzzleChange hears every change of the givens or the entries, in the one-line form
 * @property {() => number} [countLimit] where Count stops (0: never)
 */

/** @typedef {import('./model/board.js').BoardState & { solution: string | null }} Shown */

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
  #hints;
  #jobs;
  #newPuzzle;
  #rating;
  #solutions;
  /** @type {History<Shown>} */
  #history = new History();
  #busy = false;
  /** Checks of the grid as typed: only the newest may report. */
  #checks = new Latest();
  #referee;
  /** Puzzles given to load(): only the newest may show, and every action waits for it. */
  #loads = new Latest();
  /** Why the newest puzzle given to load() could not be shown, or ''. */
  #loadError = '';
  #stopKeepingInView = () => {};

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
      onRefuse: (index, why, symbol) => this.#refused(index, why, symbol),
    });
    this.#grid.element.setAttribute('aria-describedby', 'grid-error grid-hint');
    this.#parts.scroller.append(this.#grid.element);
    this.#stopKeepingInView = keepInView(this.#grid.element);
    this.#solutions = new SolutionCache((puzzle) => client.solve(inRows(puzzle)));
    this.#referee = new Referee({
      grid: this.#grid,
      line: this.#line,
      solutions: this.#solutions,
      liveCheck: this.#parts.liveCheck,
      cellNote: this.#parts.cellNote,
      focused: () => this.#host.shadowRoot?.activeElement,
    });
    this.#build();
    for (const side of SIDES) {
      this.#parts.size.append(new Option(`${side} × ${side}`, String(side), side === 9, side === 9));
    }
    this.#parts.examples.append(
      ...exampleButtons(root.ownerDocument, ({ puzzle, label }) =>
        this.#whenIdle(() => this.#show(puzzle, `Example: ${label}.`)),
      ),
    );
    this.#listen();
    this.#updateStage();
    this.#history.record(this.#snapshot());
    this.#updateUndo();
  }

  #build() {
    const client = this.#client;
    const grid = this.#grid;
    this.#stepper = new SolutionStepper({
      root: this.#parts.stepper,
      show: (solution, differs) => grid.showSolution(solution, differs),
      more: (limit) => this.#moreSolutions(limit),
      limit: () => this.#countLimit() || 10 * COUNT_LIMIT,
    });
    this.#tools = new AnalysisTools({ grid, client, line: this.#line, candidatesButton: this.#button('candidates') });
    this.#hints = new HintFlow({
      grid,
      client,
      line: this.#line,
      candidatesShown: () => this.#tools.showingCandidates,
      applyButton: this.#button('apply-hint'),
    });
    this.#rating = new Rating(this.#parts.rating);
    this.#jobs = new SearchJobs({
      grid,
      client,
      line: this.#line,
      stepper: this.#stepper,
      rating: this.#rating,
      solutions: this.#solutions,
      fire: (type, detail) => this.#fire(type, detail),
      countLimit: this.#countLimit,
    });
    this.#newPuzzle = new NewPuzzle({
      root: this.#root,
      client,
      line: this.#line,
      show: (p, m) => this.#show(p, m),
    });
  }

  /**
   * Loads a puzzle in any text form, with the player's entries (one-line
   * form, `.` elsewhere), reporting a bad one beside the status.
   * @param {string} text
   * @param {string} [entries]
   */
  load(text, entries = '') {
    return this.#loads.track(this.#loadText(text, entries, this.#loads.begin()));
  }

  /** Whether the puzzle given to load() is shown. */
  get loaded() {
    return this.#loads.settled;
  }

  /** Resolves once the newest puzzle given to load() is shown. */
  whenLoaded() {
    return this.#loads.outcome();
  }

  /**
   * Solves as the Solve button does, once a puzzle being loaded is shown;
   * ignored while busy. Rejects with the load's error when that puzzle could
   * not be loaded, and then solves nothing.
   */
  async solve() {
    await this.#loads.outcome();
    if (this.#loadError) throw new Error(this.#loadError);
    return this.#whenIdle(() => this.#act('solve'));
  }

  destroy() {
    this.#stopKeepingInView();
    this.#client.cancel();
    this.#rating.destroy();
    this.#root.replaceChildren();
  }

  #listen() {
    this.#parts.paste.addEventListener('input', () => (this.#parts.textError.textContent = ''));
    this.#root.addEventListener('click', (event) => {
      const target = /** @type {Element} */ (event.target);
      const button = /** @type {HTMLElement | null} */ (target.closest?.('[data-action], [data-symbol]'));
      const action = button?.dataset.action;
      if (button?.dataset.symbol !== undefined) this.#grid.press(button.dataset.symbol);
      else if (action === 'cancel') this.#client.cancel();
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
    this.#parts.liveCheck.addEventListener('change', () => this.#whenIdle(() => this.#referee.asTyped()));
  }

  /** @param {KeyboardEvent} event */
  #shortcut(event) {
    const action = shortcutOf(event, this.#busy, event.composedPath()[0] === this.#parts.paste);
    if (!action) return;
    event.preventDefault();
    if (action === 'cancel') this.#client.cancel();
    else if (action === 'pencil') this.#togglePencil();
    else this.#whenIdle(() => this.#act(action));
  }

  /** @param {string} action the `data-action` of a button */
  #act(action) {
    const { gridError, textError, size, paste } = this.#parts;
    /** @type {Record<string, () => unknown>} */
    const actions = {
      start: () => this.#run(this.#button('start'), () => this.#start(), gridError),
      solve: () => this.#run(this.#button('solve'), () => this.#solveGrid(), gridError),
      count: () => this.#run(this.#button('count'), () => this.#analyse(() => this.#jobs.count()), gridError),
      hint: () => this.#run(this.#button('hint'), () => this.#hint(), gridError),
      'apply-hint': () => this.#hints.apply(),
      candidates: () => this.#tools.toggleCandidates(),
      possibilities: () =>
        this.#run(
          this.#button('possibilities'),
          () => this.#analyse(() => this.#tools.possibilities(), true),
          gridError,
        ),
      check: () => this.#run(this.#button('check'), () => this.#referee.check(), gridError),
      undo: () => this.#travel('undo'),
      redo: () => this.#travel('redo'),
      clear: () => this.#show('.'.repeat(this.#grid.side ** 2), '', { setup: true }),
      new: () => this.#show('.'.repeat(Number(size.value) ** 2), '', { setup: true }),
      generate: () => this.#run(this.#button('generate'), () => this.#newPuzzle.run(), gridError),
      load: () => this.#run(this.#button('load'), () => this.#loadPuzzle(paste.value), textError),
    };
    return actions[action]?.();
  }

  /**
   * The toolbar's button for `action`, not the pad's.
   * @param {string} action
   */
  #button(action) {
    const root = this.#root;
    const selector = `[data-action="${action}"]`;
    return /** @type {HTMLButtonElement} */ (
      root.querySelector(`.toolbar ${selector}`) ?? root.querySelector(selector)
    );
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

  /** The words under the grid, and the controls that only one stage shows. */
  #updateStage() {
    const setup = this.#grid.board.setup;
    const side = this.#grid.side;
    this.#root.querySelector('.solver')?.classList.toggle('setting-up', setup);
    // Start once there is a clue to start with; mistakes once there is play.
    this.#parts.setupLine.hidden = !setup || !this.#grid.board.givens.some(Boolean);
    this.#parts.liveCheck.closest('label')?.toggleAttribute('hidden', setup);
    buildPad(this.#parts.pad, side, this.#button('pencil').getAttribute('aria-pressed') === 'true');
    this.#parts.hint.innerHTML = typingHelp(side, setup);
  }

  /**
   * Puts a valid one-line puzzle in the grid and says `message`; play starts
   * at once unless `state.setup`. A state from the history is shown as it
   * was, not recorded again.
   * @param {string} puzzle
   * @param {string} message
   * @param {Partial<Shown>} [state]
   * @param {boolean} fromHistory
   */
  #show(puzzle, message, state = {}, fromHistory = false) {
    const { size, textError } = this.#parts;
    this.#checks.invalidate();
    this.#referee.invalidate();
    this.#loadError = '';
    this.#grid.load(puzzle, state);
    if (state.solution) this.#grid.showSolution(state.solution);
    if (!fromHistory) this.#history.record(this.#snapshot());
    this.#updateUndo();
    this.#stepper.hide();
    this.#hints.reset();
    this.#referee.markClashes();
    size.value = String(this.#grid.side);
    textError.textContent = '';
    this.#line.say(message);
    this.#shown();
    this.#tools.refresh();
    this.#rating.rate(puzzle);
    this.#referee.asTyped();
  }

  /** Tells the element what is shown, and lays out what depends on it. */
  #shown() {
    this.#updateStage();
    this.#onPuzzleChange(this.#grid.puzzle, this.#grid.entries);
  }

  /** @returns {Shown} */
  #snapshot() {
    return { ...this.#grid.board.state, solution: this.#grid.solution };
  }

  /**
   * Runs an analysis of the grid, refused while the givens clash, or with
   * `ofEntries`, while an entry does.
   * @param {() => Promise<unknown>} analysis
   * @param {boolean} ofEntries whether the analysis reads the entries too
   */
  async #analyse(analysis, ofEntries = false) {
    const { givens, entries } = this.#referee.markClashes();
    if (givens || (ofEntries && entries)) throw new Error(givens || `${entries} Mend it first.`);
    this.#stepper.hide();
    // What an analysis shows goes where a solution was.
    if (this.#grid.solution) this.#grid.showSolution(null);
    await analysis();
  }

  /**
   * A change the grid refused: says why, gently.
   * @param {number} index
   * @param {'given' | 'symbol'} why
   * @param {string} symbol what was typed
   */
  #refused(index, why, symbol) {
    const where = cellName(index, this.#grid.side);
    if (why === 'given') this.#line.say(`${where[0].toUpperCase()}${where.slice(1)} is a clue: it stays as it is.`);
    else this.#line.error(`unexpected '${symbol}' at ${where}: only ${symbolRange(this.#grid.side)} go in this grid.`);
  }

  /** Typing into an empty cell writes the person's own pencil marks, or fills it again. */
  #togglePencil() {
    const on = this.#button('pencil').getAttribute('aria-pressed') !== 'true';
    for (const button of this.#root.querySelectorAll('[data-action="pencil"]')) {
      button.setAttribute('aria-pressed', String(on));
    }
    this.#grid.pencilMode = on;
  }

  /** The hint's next stage, once the player's mistakes, if any, are mended. */
  async #hint() {
    const mistakes = await this.#referee.mistakesFirst();
    if (mistakes) return this.#line.say(mistakes);
    return this.#analyse(() => this.#hints.next());
  }

  /** Ends setting up: the givens typed become the puzzle's locked clues. */
  async #start() {
    if (!this.#grid.board.setup) return;
    const said = await this.#referee.readyToStart();
    if (!said) return;
    this.#grid.start();
    this.#history.record(this.#snapshot());
    this.#updateUndo();
    this.#updateStage();
    this.#line.say(said);
  }

  /** @param {'undo' | 'redo'} direction */
  #travel(direction) {
    const state = direction === 'undo' ? this.#history.undo() : this.#history.redo();
    if (state === undefined) return;
    this.#show(state.puzzle, direction === 'undo' ? 'Undone.' : 'Redone.', state, true);
  }

  #updateUndo() {
    for (const [action, possible] of /** @type {const} */ ([
      ['undo', this.#history.canUndo],
      ['redo', this.#history.canRedo],
    ])) {
      for (const button of this.#root.querySelectorAll(`[data-action="${action}"]`)) {
        button.setAttribute('aria-disabled', String(this.#busy || !possible));
      }
    }
  }

  #edited() {
    this.#loadError = '';
    this.#history.record(this.#snapshot());
    this.#updateUndo();
    this.#line.say('');
    this.#stepper.hide();
    this.#hints.reset();
    this.#rating.clear();
    this.#shown();
    this.#tools.refresh();
    return this.#check();
  }

  /** Every edit is checked so a bad cell or a clash is reported at once. */
  async #check() {
    const isNewest = this.#checks.begin();
    const { givens, entries } = this.#referee.markClashes();
    if (!this.#grid.board.setup) {
      if (entries) this.#line.say(entries);
      else this.#line.error('');
      return this.#referee.asTyped();
    }
    try {
      await this.#client.normalize(this.#grid.text);
      if (isNewest()) this.#showError(this.#parts.gridError, givens);
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
   * @param {() => Promise<unknown>} job
   * @param {HTMLElement} errorPlace
   */
  async #run(trigger, job, errorPlace) {
    const { cancel } = this.#parts;
    const puzzle = this.#grid.puzzle;
    // The job says what is wrong now; a check of an edit still on its way must not overwrite it.
    this.#checks.invalidate();
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

  /** Solve, as one step undo can take back. */
  async #solveGrid() {
    const { givens } = this.#referee.markClashes();
    if (givens) throw new Error(givens);
    this.#grid.highlight(new Map());
    if (this.#grid.solution) this.#grid.showSolution(null);
    const solution = await this.#jobs.solve();
    if (solution) {
      this.#history.record(this.#snapshot());
      this.#updateUndo();
    }
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
    await this.#run(
      this.#grid,
      async () => {
        listed = await this.#jobs.list(limit);
      },
      this.#parts.gridError,
    );
    return listed;
  }

  /**
   * @param {string} text
   * @param {string} entries
   * @param {() => boolean} isNewest
   */
  async #loadText(text, entries, isNewest) {
    if (!text.trim()) text = '.'.repeat(this.#grid.side ** 2);
    // Back to the puzzle shown: whatever a load since then said is moot.
    if (text === this.#grid.puzzle && sameEntries(entries, this.#grid.entries)) {
      this.#loadError = '';
      return this.#check();
    }
    // A new puzzle makes whatever runs for the old one moot.
    if (this.#busy) this.#client.cancel();
    try {
      const puzzle = await this.#client.normalize(cleanPaste(text));
      if (!isNewest()) return;
      // So does a job begun for it meanwhile.
      if (this.#busy) this.#client.cancel();
      this.#loadError = '';
      if (puzzle !== this.#grid.puzzle || !sameEntries(entries, this.#grid.entries)) {
        this.#show(puzzle, '', { entries, setup: false });
      } else this.#check();
    } catch (error) {
      if (isNewest() && !(error instanceof CancelledError)) {
        this.#loadError = `This puzzle could not be loaded: ${messageOf(error)}`;
        this.#showError(this.#parts.gridError, this.#loadError);
      }
    }
  }
}

/**
 * Whether `entries` as set on the element are the ones shown (blank for none).
 * @param {string} entries
 * @param {string} shown
 */
function sameEntries(entries, shown) {
  return entries.padEnd(shown.length, '.') === shown;
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
