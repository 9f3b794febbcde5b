// What each of the panel's buttons and shortcuts does (its `data-action`),
// for the controller: Cancel, the aids, the zoom and the game's own buttons
// at once, every other action once the puzzle given to load() is shown and
// no job runs, most of them as a job of the controller's helpers.

import { levelOf } from './game-flow.js';
import { PAUSED_REFUSES } from './model/panel-state.js';

/** @typedef {import('./model/panel-state.js').PanelState} PanelState */
/** @typedef {import('./job-runner.js').ErrorPlace} ErrorPlace */

/** The actions that draw over the grid in a hint's place. */
const HINT_REPLACED_BY = new Set(['solve', 'count', 'count-all', 'candidates', 'possibilities', 'tally-all']);

/**
 * @typedef {object} ActionsPort
 * @property {() => PanelState} state the panel's state now
 * @property {(patch: Partial<PanelState>) => void} update changes the state and renders it
 * @property {(name: string, job: () => Promise<unknown>, place?: ErrorPlace) => Promise<void>} run runs `job`
 *   busy (job-runner.js); after a cancel, focus goes back to the button `name`
 * @property {(action: () => unknown) => Promise<unknown>} whenIdle runs `action` once the puzzle given
 *   to load() is shown, unless a job runs
 * @property {() => void} cancel stops the job running
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {import('./grid-jobs.js').GridJobs} gridJobs
 * @property {import('./search-jobs.js').SearchJobs} searchJobs
 * @property {import('./hint-flow.js').HintFlow} hints
 * @property {import('./analysis-tools.js').AnalysisTools} tools
 * @property {import('./referee.js').Referee} referee
 * @property {import('./aids.js').Aids} aids
 * @property {import('./game-flow.js').GameFlow} flow
 * @property {import('./rating.js').Rating} rating
 * @property {import('../shared/latest.js').Latest} checks the checks of the grid as typed
 * @property {(direction: 'undo' | 'redo') => void} travel
 * @property {(puzzle: string, message: string, state: { setup: boolean }) => void} show
 * @property {() => string} pasteText the paste box's text
 */

export class PanelActions {
  #o;

  /** @param {ActionsPort} port */
  constructor(port) {
    this.#o = port;
  }

  /**
   * A button pressed or its shortcut. Cancel and the aids' (aids.js) answer at
   * once, even while a job runs (a mode only changes what typing does); the rest wait.
   * @param {string} action
   */
  press(action) {
    const { state, update, flow, aids } = this.#o;
    if (flow.session.paused && PAUSED_REFUSES.has(action)) return;
    if (action === 'cancel') this.#o.cancel();
    else if (aids.act(action)) return;
    else if (action === 'zoom') update({ zoomed: !state().zoomed });
    else if (!this.#gameAction(action)) this.#o.whenIdle(() => this.act(action));
  }

  /**
   * The game's own buttons answer at once (game-flow.js); false for any other action.
   * @param {string} action
   */
  #gameAction(action) {
    const { state, update, flow } = this.#o;
    if (action !== 'menu' && state().menuOpen) update({ menuOpen: false });
    return flow.act(action, state().menuOpen);
  }

  /**
   * Does `action` now, as the controller's solve() does Solve.
   * @param {string} action the `data-action` of a button
   */
  act(action) {
    const { state, update, run, grid, gridJobs, searchJobs, hints, tools, referee, aids, flow } = this.#o;
    const { emptySide, picks } = state();
    /**
     * Count them all and Tally them all: their button goes as they start, so
     * Cancel takes its place at once (the view moves focus to it); these
     * searches are long by nature, so it never flashes.
     * @param {string} name the tool they carry on, which gets focus back after a cancel
     * @param {() => Promise<unknown>} job
     */
    const runAll = (name, job) => {
      const ran = run(name, job);
      update({ cancelOffered: true });
      return ran;
    };
    // Whatever else draws over the grid replaces a hint, which Apply must then not apply.
    if (HINT_REPLACED_BY.has(action)) hints.drop();
    // Count them all answers the status it stands beside; the next action says something else.
    update({ allOffer: '' });
    /** @type {Record<string, () => unknown>} */
    const actions = {
      start: () => run('start', () => gridJobs.start()),
      'start-anyway': () => run('start', () => gridJobs.start(true)),
      'add-clue': () =>
        run('add-clue', async () => {
          const added = await flow.addClue();
          // The clue is an edit made by this job, whose check must not clear what Start says next.
          this.#o.checks.invalidate();
          return gridJobs.start(false, added);
        }),
      solve: () => run('solve', () => gridJobs.solveGrid()),
      count: () => run('count', () => gridJobs.analyse(() => searchJobs.count())),
      'count-all': () => runAll('count', () => gridJobs.analyse(() => searchJobs.countAll())),
      hint: () => run('hint', () => gridJobs.hint()),
      'apply-hint': () => hints.apply(),
      'fill-candidates': () => aids.fill(),
      candidates: () => {
        update({ candidates: !state().candidates });
        return tools.candidatesToggled();
      },
      possibilities: () => run('possibilities', () => gridJobs.analyse(() => tools.possibilities(), true)),
      'tally-all': () => runAll('possibilities', () => gridJobs.analyse(() => tools.possibilitiesAll(), true)),
      check: () => run('check', () => referee.check()),
      undo: () => this.#o.travel('undo'),
      redo: () => this.#o.travel('redo'),
      clear: () => this.#o.show('.'.repeat(grid.side ** 2), '', { setup: true }),
      new: () => this.#o.show('.'.repeat(emptySide ** 2), '', { setup: true }),
      generate: () => run('generate', () => this.#newGame(picks)),
      'new-game': () => run('new-game', () => this.#newGame(picks)),
      daily: () => flow.daily('today'),
      'daily-level': () => flow.daily('today', levelOf(picks.difficulty)),
      reveal: () => run('reveal', () => flow.reveal()),
      load: () => run('load', () => gridJobs.loadPuzzle(this.#o.pasteText()), 'text'),
    };
    return actions[action]?.();
  }

  /**
   * Makes a new puzzle: the rating shown is the old puzzle's, so it goes
   * while the new one is made, and comes back if none is.
   * @param {import('./model/panel-state.js').Picks} picks
   */
  async #newGame(picks) {
    const { state, update, grid, rating: ratings, flow } = this.#o;
    const { rating } = state();
    const puzzle = grid.puzzle;
    ratings.clear();
    try {
      await flow.newGame(picks);
    } finally {
      if (grid.puzzle === puzzle && !state().rating) update({ rating });
    }
  }
}
