// Solve mode's controller, the one owner of every change of state: it holds
// the panel's state (model/panel-state.js), runs each action and job, and
// once a task has changed the state, the board or the history, has the view
// render them once (views/panel-view.js), so no handler updates a widget by
// hand and a load's dozen changes draw once. Every search goes through the
// SolverClient. The board (model/board.js) keeps the puzzle's givens apart
// from the player's entries: a puzzle typed in by hand is set up, then
// Start locks its givens; a puzzle loaded any other way is played at once.
// Beside it: panel-actions.js says what each button does, job-runner.js
// runs each job busy, grid-jobs.js does what Start, Solve, Hint and the
// analyses do, puzzle-loads.js takes the puzzles given to the element,
// solution-stepping.js steps through the solutions a search listed,
// board-history.js keeps the steps of undo, game-flow.js which games come
// and go (a daily, a saved game resumed), with the game itself in game/.

import { asSentence } from '../shared/format.js';
import { Latest } from '../shared/latest.js';
import { Aids } from './aids.js';
import { AnalysisTools } from './analysis-tools.js';
import { BoardHistory } from './board-history.js';
import { exampleInfo, GameFlow } from './game-flow.js';
import { gridPort } from './grid-port.js';
import { HintFlow } from './hint-flow.js';
import { GridJobs } from './grid-jobs.js';
import { JobRunner } from './job-runner.js';
import { Board } from './model/board.js';
import { writeMarks } from './model/marks-link.js';
import { CageBreaks } from './model/cage-breaks.js';
import { SolutionCache } from './model/mistakes.js';
import { EMPTY_OVERLAY, erring, initialState, saying, stageOf } from './model/panel-state.js';
import { inRows } from './model/paste.js';
import { fitPicks, keptPicks, offersPick, picksForBoard } from './model/puzzle-picks.js';
import { PanelActions } from './panel-actions.js';
import { PuzzleLoads } from './puzzle-loads.js';
import { Rating } from './rating.js';
import { Referee } from './referee.js';
import { SearchJobs } from './search-jobs.js';
import { SolutionStepping } from './solution-stepping.js';
import { PanelView } from './views/panel-view.js';

/** Count stops here by default: "at least 1000" says all most people need. */
export const COUNT_LIMIT = 1000;

/**
 * @typedef {object} PanelOptions
 * @property {HTMLElement} host receives the `solution` and `error` events
 * @property {import('./rules-client.js').RulesClient} client runs every search, by the rules of the puzzle in play
 * @property {(puzzle: string, entries: string, marks: string) => void} onPuzzleChange hears every change of the givens,
 *   the entries (one-line form) or the marks and colours (model/marks-link.js)
 * @property {() => number} [countLimit] where Count stops (0: never)
 * @property {string} [storageKey] where games are saved; '' keeps them in this page's memory alone
 */

/** @typedef {import('./game/record.js').Shown} Shown */
/** @typedef {import('./model/panel-state.js').PanelState} PanelState */
/** @typedef {import('./job-runner.js').ErrorPlace} ErrorPlace */
/** @typedef {import('./game/record.js').GameRecord} GameRecord */

export class SolveController {
  #host;
  #client;
  #onPuzzleChange;
  #countLimit;
  #state = initialState();
  /** Whether a render is queued for the end of this task. */
  #renderQueued = false;
  #destroyed = false;
  /** The player picked New game's level since the board came: the board's rating leaves it. */
  #levelPicked = false;
  /** The givens, the entries and the pencil marks: changed here only. */
  #board = new Board();
  #view;
  /** The grid editor (a view): it draws the board and reports what is typed. */
  #editor;
  /** The grid as the jobs see it (grid-port.js). */
  #grid;
  /** @type {import('./model/panel-state.js').Line} */
  #line = {
    say: (message, more) => this.#update({ status: saying(this.#state.status, message, more) }),
    progress: (progress) => this.#update({ status: { ...this.#state.status, progress } }),
    error: (message) => this.#update({ status: erring(this.#state.status, message) }),
  };
  #stepping;
  #solutions;
  /** The cage sums the referee judges by, which the game's session counts too. */
  #breaks = new CageBreaks(
    (grid) => this.#client.cageBreaks(grid),
    () => this.#board.variant?.rulesText ?? '',
  );
  #referee;
  #tools;
  #hints;
  #jobs;
  #rating;
  /** The steps of undo (board-history.js). */
  #history;
  /** Checks of the grid as typed: only the newest may report. */
  #checks = new Latest();
  #runner;
  /** Start, Solve, Hint, the analyses and the check after an edit (grid-jobs.js). */
  #gridJobs;
  /** Puzzles given to load(): only the newest may show, and every action waits for it. */
  #loads;
  /** Which game is played, and the game itself (its clock, hints, mistakes, end, saving). */
  #flow;
  #aids;
  /** What each button does (panel-actions.js). */
  #actions;

  /**
   * Builds the solver into `root`, an element in a shadow root.
   * @param {HTMLElement} root
   * @param {PanelOptions} options
   */
  constructor(root, { host, client, onPuzzleChange, countLimit = () => COUNT_LIMIT, storageKey = '' }) {
    this.#host = host;
    this.#client = client;
    this.#onPuzzleChange = onPuzzleChange;
    this.#countLimit = countLimit;
    this.#board.load('.'.repeat(81), { setup: true });
    client.follow(() => this.#board.variant);
    this.#view = new PanelView(root, this.#handlers(), this.#board);
    this.#editor = this.#view.grid;
    this.#grid = gridPort({
      board: this.#board,
      state: () => this.#state,
      show: (overlay) => this.#update({ overlay }),
      edited: () => this.#edited(),
    });
    this.#history = new BoardHistory({
      grid: this.#grid,
      session: () => this.#flow.session,
      changed: () => this.#renderSoon(),
    });
    this.#runner = this.#jobRunner();
    this.#loads = this.#puzzleLoads();
    this.#stepping = this.#solutionStepping();
    this.#solutions = new SolutionCache(
      (puzzle) => client.solve(inRows(puzzle)),
      () => this.#board.variant?.text ?? '',
    );
    this.#referee = this.#refereeOf(client);
    this.#rating = new Rating((rating, level) => {
      this.#update({ rating });
      if (level) {
        this.#flow.session.rated(level);
        // A level the player picked since the board came stands.
        if (!this.#levelPicked) this.#followLevel();
      }
    });
    this.#tools = new AnalysisTools({
      grid: this.#grid,
      client,
      line: this.#line,
      candidatesShown: () => this.#state.candidates,
      offerTallyAll: (offered) => this.#update({ allOffer: offered ? 'tally' : '' }),
    });
    this.#hints = new HintFlow({
      grid: this.#grid,
      client,
      line: this.#line,
      candidatesShown: () => this.#state.candidates,
      offerApply: (applicable) => this.#update({ applicable }),
      used: () => this.#flow.session.hinted(),
    });
    this.#jobs = this.#searchJobs();
    this.#gridJobs = this.#gridJobsOf();
    this.#flow = this.#gameFlow(storageKey);
    this.#update({ picks: keptPicks(this.#flow.savedPicks, this.#state.picks) });
    const [state, update] = [() => this.#state, (/** @type {Partial<PanelState>} */ patch) => this.#update(patch)];
    this.#aids = new Aids({ grid: this.#grid, client, line: this.#line, state, update, store: this.#flow.store });
    this.#actions = this.#panelActions();
    this.#history.record();
  }

  /** @param {import('./rules-client.js').RulesClient} client */
  #refereeOf(client) {
    return new Referee({
      grid: this.#grid,
      line: this.#line,
      solutions: this.#solutions,
      breaks: this.#breaks,
      solveGrid: (grid) => client.solve(inRows(grid)),
      liveCheck: () => this.#state.liveCheck,
      cellNote: (cellNote) => this.#update({ cellNote }),
      focused: () => this.#host.shadowRoot?.activeElement,
    });
  }

  /** @param {string} storageKey */
  #gameFlow(storageKey) {
    return new GameFlow({
      grid: this.#grid,
      client: this.#client,
      line: this.#line,
      solutions: this.#solutions,
      breaks: this.#breaks,
      show: (puzzle, message, state, resumed) => this.#show(puzzle, message, state, 'load', resumed),
      run: (name, job) => this.#run(name, job),
      change: (change) => this.#handlers().change(change),
      active: () => this.#editor.active,
      showGame: (game) => this.#update({ game }),
      showStats: (stats) => this.#update({ stats }),
      showMenu: (menuOpen) => this.#update({ menuOpen }),
      solved: (detail) => this.#fire('solved', detail),
      storageKey,
      document: this.#host.ownerDocument,
    });
  }

  /** @returns {import('./views/panel-view.js').PanelHandlers} */
  #handlers() {
    return {
      action: (action) => this.#actions.press(action),
      example: ({ puzzle, label }) =>
        this.#whenIdle(() => this.#flow.open(puzzle, null, `Example: ${label}.`, exampleInfo(label))),
      game: (id) => {
        this.#update({ menuOpen: false });
        this.#whenIdle(() => this.#flow.resumeGame(id));
      },
      stepSolution: (by) => this.#stepping.step(by),
      focusCell: (index) =>
        this.#update({ cellNote: this.#grid.noteAt(index), cellFigures: this.#grid.figuresAt(index) }),
      liveCheck: (liveCheck) => {
        this.#update({ liveCheck });
        this.#whenIdle(() => this.#referee.asTyped());
      },
      emptySide: (emptySide) => this.#update({ emptySide }),
      picks: (picks) => {
        this.#levelPicked = true;
        this.#update({ picks: fitPicks(picks), otherKind: false, unratedLevel: false });
        this.#flow.keepPicks(this.#state.picks);
      },
      pasteEdited: () => this.#update({ textError: '' }),
      change: (change) => {
        if (this.#flow.session.ended || !this.#board.apply(change)) return;
        this.#edited();
        this.#flow.session.played(change, this.#board);
      },
      pasted: (text) =>
        this.#whenIdle(() => this.#runner.run(this.#editor, () => this.#gridJobs.loadPuzzle(text), 'grid')),
      refused: (index, why, symbol) => this.#referee.refused(index, why, symbol),
    };
  }

  #jobRunner() {
    return new JobRunner({
      state: () => this.#state,
      update: (patch) => this.#update(patch),
      puzzle: () => this.#grid.puzzle,
      line: this.#line,
      showError: (place, message) => this.#showError(place, message),
      cancelFocused: () => this.#view.cancelFocused,
      starting: () => this.#checks.invalidate(),
    });
  }

  #puzzleLoads() {
    return new PuzzleLoads({
      client: this.#client,
      grid: this.#grid,
      busy: () => this.#state.busy,
      show: (puzzle, entries, marks, variant) => this.#flow.open(puzzle, entries, '', undefined, marks, variant),
      check: () => this.#gridJobs.check(),
      showError: (message) => this.#showError('grid', message),
    });
  }

  #solutionStepping() {
    return new SolutionStepping({
      grid: this.#grid,
      solutionsBar: () => this.#state.solutionsBar,
      show: (solutionsBar) => this.#update({ solutionsBar }),
      limit: () => this.#countLimit() || 10 * COUNT_LIMIT,
      list: (limit) => this.#gridJobs.moreSolutions(limit),
    });
  }

  #searchJobs() {
    return new SearchJobs({
      grid: this.#grid,
      client: this.#client,
      line: this.#line,
      solutionsBar: {
        start: (solutions, complete) => this.#stepping.start(solutions, complete),
        hide: () => this.#stepping.hide(),
      },
      rating: this.#rating,
      solutions: this.#solutions,
      fire: (type, detail) => this.#fire(type, detail),
      countLimit: this.#countLimit,
      offerCountAll: (offered) => this.#update({ allOffer: offered ? 'count' : '' }),
    });
  }

  /** @returns {GridJobs} */
  #gridJobsOf() {
    return new GridJobs(
      {
        grid: this.#grid,
        client: this.#client,
        line: this.#line,
        referee: this.#referee,
        hints: this.#hints,
        jobs: this.#jobs,
        stepping: this.#stepping,
        session: () => this.#flow.session,
        open: (puzzle, message, variant) => {
          this.#update({ textError: '' });
          this.#flow.open(puzzle, null, message, undefined, null, variant);
        },
        record: () => this.#history.record(),
        showStage: () => this.#editor.showStage(),
        offerStartChoice: (startChoice) => this.#update({ startChoice }),
        runOnGrid: (job) => this.#runner.run(this.#editor, job, 'grid'),
        busy: () => this.#state.busy,
        showError: (message) => this.#showError('grid', message),
      },
      this.#checks,
    );
  }

  #panelActions() {
    return new PanelActions({
      state: () => this.#state,
      update: (patch) => this.#update(patch),
      run: (name, job, place) => this.#run(name, job, place),
      whenIdle: (action) => this.#whenIdle(action),
      cancel: () => this.#client.cancel(),
      grid: this.#grid,
      gridJobs: this.#gridJobs,
      searchJobs: this.#jobs,
      hints: this.#hints,
      tools: this.#tools,
      referee: this.#referee,
      aids: this.#aids,
      flow: this.#flow,
      rating: this.#rating,
      checks: this.#checks,
      travel: (direction) => this.#travel(direction),
      show: (puzzle, message, state) => this.#show(puzzle, message, state),
      pasteText: () => this.#view.pasteText,
    });
  }

  /**
   * Loads a puzzle in any text form, with the player's entries (one-line
   * form, `.` elsewhere) and marks (model/marks-link.js), reporting a bad
   * one beside the status.
   * @param {string} text
   * @param {string} [entries]
   * @param {string} [marks]
   */
  load(text, entries = '', marks = '') {
    return this.#loads.load(text, entries, marks);
  }

  /**
   * What the element opens on without a puzzle (game-flow.js): the daily of
   * an explicit date, the game in progress, today's daily or an empty grid.
   * @param {string} daily the `daily` attribute
   */
  begin(daily) {
    return this.#flow.begin(daily);
  }

  /**
   * Plays the daily puzzle of `date` ('today' or `YYYY-MM-DD`).
   * @param {string} date
   */
  daily(date) {
    return this.#whenIdle(() => this.#flow.daily(date));
  }

  /** Whether the puzzle given to load() is shown. */
  get loaded() {
    return this.#loads.loaded;
  }

  /** Resolves once the newest puzzle given to load() is shown. */
  whenLoaded() {
    return this.#loads.whenLoaded();
  }

  /**
   * Solves as the Solve button does, once a puzzle being loaded is shown;
   * ignored while busy. Rejects with the load's error when that puzzle could
   * not be loaded, and then solves nothing.
   */
  async solve() {
    await this.#loads.whenLoaded();
    if (this.#loads.error) throw new Error(this.#loads.error);
    return this.#whenIdle(() => this.#actions.act('solve'));
  }

  destroy() {
    this.#flow.destroy();
    this.#destroyed = true;
    this.#client.cancel();
    this.#rating.destroy();
    this.#view.destroy();
  }

  /**
   * The state changes by `patch`, and the view renders it soon.
   * @param {Partial<PanelState>} patch
   */
  #update(patch) {
    this.#state = { ...this.#state, ...patch };
    this.#renderSoon();
  }

  /**
   * The view renders the state and the stage (what the board and the
   * history say) once this task is done: a microtask, as lit batches its
   * updates, so that however many changes a task makes are drawn once.
   */
  #renderSoon() {
    if (this.#renderQueued) return;
    this.#renderQueued = true;
    queueMicrotask(() => {
      this.#renderQueued = false;
      if (!this.#destroyed) this.#view.render({ ...this.#state, ...stageOf(this.#board, this.#history) });
    });
  }

  /**
   * Runs `job` busy (job-runner.js); its error goes to `place`, and after a
   * cancel focus goes back to the button `name`.
   * @param {string} name
   * @param {() => Promise<unknown>} job
   * @param {ErrorPlace} [place]
   */
  #run(name, job, place = 'grid') {
    return this.#runner.run(this.#view.focusAfterCancel(name), job, place);
  }

  /**
   * Runs `action` once the puzzle given to load() is shown, so that it acts
   * on that puzzle; does nothing while a job runs.
   * @param {() => unknown} action
   */
  async #whenIdle(action) {
    await this.#loads.whenLoaded();
    if (!this.#state.busy) return action();
  }

  /**
   * @param {string} type
   * @param {object} detail
   */
  #fire(type, detail) {
    this.#host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  }

  /**
   * @param {ErrorPlace} place
   * @param {string} message
   */
  #showError(place, message) {
    if (place === 'grid') this.#line.error(message);
    else this.#update({ textError: asSentence(message) });
    if (message) this.#fire('error', { message, source: place });
  }

  /**
   * Puts a valid one-line puzzle in the grid and says `message`; play starts
   * at once unless `state.setup`. How the history takes it (board-history.js):
   * Clear and New grid are steps, a state from the history is not recorded
   * again, and a puzzle loaded starts the history afresh unless it replaces
   * something the player did.
   * @param {string} puzzle
   * @param {string} message
   * @param {Partial<Shown>} [state]
   * @param {'step' | 'load' | 'history'} how
   * @param {GameRecord | null} [resumed] a saved game put back, with its history
   */
  #show(puzzle, message, state = {}, how = 'step', resumed = null) {
    this.#checks.invalidate();
    this.#referee.invalidate();
    this.#loads.forgetError();
    const side = this.#grid.side;
    this.#board.load(puzzle, state);
    this.#editor.showBoard();
    // The game bar says what is on the board, and New game makes another like it.
    const { picks, other } = picksForBoard(this.#state.picks, this.#board);
    this.#update({ picks, otherKind: other });
    const overlay = state.solution ? { ...EMPTY_OVERLAY, solution: state.solution } : EMPTY_OVERLAY;
    this.#update({ overlay, startChoice: false, allOffer: '' });
    this.#history.remember(how, resumed);
    this.#levelPicked = false;
    this.#followLevel();
    this.#stepping.hide();
    this.#hints.reset();
    this.#referee.markClashes();
    // A new empty grid takes the size of one of another size shown; a size the
    // player picked stays while the grid keeps its size (a load still on its
    // way when the pick was made must not take it back).
    const emptySide = this.#grid.side === side ? this.#state.emptySide : this.#grid.side;
    this.#update({ emptySide, textError: '', status: saying(this.#state.status, message) });
    this.#shown();
    this.#tools.refresh();
    // The rating's techniques know the classic rules only.
    if (this.#board.variant) this.#rating.clear();
    else this.#rating.rate(puzzle);
    this.#referee.asTyped();
  }

  /**
   * The bar's difficulty says the level of the game on the board, as its
   * kind says its kind, so that New game makes another like it: a puzzle
   * loaded (a link, a paste, the daily, an example) shows its level once
   * known and "Level" (none of the levels) until then (a variant, which the page does not
   * rate, stays so); a game New game made keeps the pick that made it,
   * "Any" among them.
   */
  #followLevel() {
    const shown = this.#flow.session.shown;
    if (!shown || shown.kind === 'new') return this.#update({ unratedLevel: false });
    const picks = { ...this.#state.picks, difficulty: shown.level };
    if (shown.level && offersPick(picks, shown.level)) this.#update({ picks: fitPicks(picks), unratedLevel: false });
    else this.#update({ unratedLevel: true });
  }

  /** Tells the element what is shown. */
  #shown() {
    this.#onPuzzleChange(this.#board.key, this.#grid.entries, writeMarks(this.#board));
  }

  /** @param {'undo' | 'redo'} direction */
  #travel(direction) {
    const state = this.#history.travel(direction);
    if (state === undefined) return;
    this.#show(state.puzzle, direction === 'undo' ? 'Undone.' : 'Redone.', state, 'history');
  }

  #edited() {
    // What was drawn over the old board goes, but the cells marked wrong and the clues they clash with; so does Start's question.
    this.#update({
      overlay: { ...EMPTY_OVERLAY, notes: this.#state.overlay.notes, clashes: this.#state.overlay.clashes },
      startChoice: false,
      allOffer: '',
    });
    this.#loads.forgetError();
    this.#history.record();
    this.#line.say('');
    this.#stepping.hide();
    this.#hints.reset();
    this.#rating.clear();
    this.#shown();
    this.#tools.refresh();
    return this.#gridJobs.check();
  }
}
