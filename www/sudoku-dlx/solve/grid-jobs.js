// The jobs the controller runs on the grid as a whole: Start (the clues
// set up become the puzzle), Solve as one undoable step, a hint once the
// mistakes are mended, an analysis refused while the grid clashes, a
// puzzle pasted, the check after every edit, and listing more solutions
// for the solutions bar. The controller decides when each runs (busy,
// after a load) and renders what they change; these decide what they do.

import { CancelledError } from '../engine/solver-client.js';
import { sideOf } from '../shared/grid-shape.js';
import { messageOf } from './job-runner.js';
import { puzzleKind } from './model/variant.js';
import { readPuzzle } from './puzzle-loads.js';

/**
 * @typedef {object} GridJobsPort
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {import('../engine/solver-client.js').SolverClient} client
 * @property {import('./model/panel-state.js').Line} line
 * @property {import('./referee.js').Referee} referee
 * @property {import('./hint-flow.js').HintFlow} hints
 * @property {import('./search-jobs.js').SearchJobs} jobs
 * @property {import('./solution-stepping.js').SolutionStepping} stepping
 * @property {() => import('./game/session.js').GameSession} session the game in play
 * @property {(puzzle: string, message: string, variant: import('./model/variant.js').Variant | null) => void} open
 *   puts a pasted puzzle in play, by a variant's rules when given
 * @property {() => void} record notes the board as one step of undo
 * @property {() => void} showStage redraws the grid for the stage it is in
 * @property {(startChoice: boolean) => void} offerStartChoice Play anyway and Add a clue stand beside the status, or go
 * @property {(job: () => Promise<unknown>) => Promise<unknown>} runOnGrid runs a job busy, the grid its control
 * @property {() => boolean} busy whether a job runs
 * @property {(message: string) => void} showError shows the grid's error ('' clears it)
 */

export class GridJobs {
  #o;
  /** Whether a change of the grid is still the newest when its check answers. */
  #checks;

  /**
   * @param {GridJobsPort} port
   * @param {import('../shared/latest.js').Latest} checks checks of the grid as typed: only the newest may report
   */
  constructor(port, checks) {
    this.#o = port;
    this.#checks = checks;
  }

  /**
   * Runs an analysis of the grid, refused while the givens clash, or with
   * `ofEntries`, while an entry does.
   * @param {() => Promise<unknown>} analysis
   * @param {boolean} ofEntries whether the analysis reads the entries too
   */
  async analyse(analysis, ofEntries = false) {
    const { referee, stepping, grid } = this.#o;
    const { givens, entries } = referee.markClashes();
    if (givens || (ofEntries && entries)) throw new Error(givens || `${entries} Mend it first.`);
    stepping.hide();
    // What an analysis shows goes where a solution was.
    if (grid.solution) grid.showSolution(null);
    await analysis();
  }

  /** The hint's next stage, once the player's mistakes, if any, are mended. */
  async hint() {
    const mistakes = await this.#o.referee.mistakesFirst();
    if (mistakes) return this.#o.line.say(mistakes);
    return this.analyse(() => this.#o.hints.next());
  }

  /**
   * Ends setting up: the givens typed become the puzzle's locked clues;
   * clues with several solutions first ask the player, unless `anyway`.
   * @param {boolean} [anyway]
   * @param {string} [before] what to say first (a clue added)
   */
  async start(anyway = false, before = '') {
    const { grid, referee, line } = this.#o;
    if (!grid.board.setup) return;
    const said = await referee.readyToStart(anyway);
    if (!said) return;
    said.message = `${before} ${said.message}`.trim();
    this.#o.offerStartChoice(said.several);
    if (said.several) return line.say(said.message);
    grid.board.start();
    this.#o.session().expect({ kind: 'own', title: 'Your puzzle', level: '', date: '' });
    this.#o.showStage();
    this.#o.record();
    line.say(said.message);
  }

  /** Every edit is checked so a bad cell or a clash is reported at once. */
  async check() {
    const { grid, referee, line, client } = this.#o;
    const isNewest = this.#checks.begin();
    const { givens, entries } = referee.markClashes();
    if (!grid.board.setup) {
      if (entries) line.say(entries);
      else line.error('');
      // A broken cage sum is the engine's word: said once it has judged this grid, when it adds to what was said
      // (the end of a game, said meanwhile, is not cleared).
      const judged = await referee.markClashesNow();
      if (isNewest() && judged.entries && judged.entries !== entries) line.say(judged.entries);
      return referee.asTyped();
    }
    try {
      await client.normalize(grid.text);
      if (isNewest()) this.#o.showError(givens);
    } catch (error) {
      if (isNewest() && !(error instanceof CancelledError)) this.#o.showError(messageOf(error));
    }
  }

  /**
   * A puzzle pasted, in any text form the parser reads, put in play.
   * @param {string} text
   */
  async loadPuzzle(text) {
    const { puzzle, variant } = await readPuzzle(this.#o.client, text);
    const side = sideOf(puzzle.length);
    this.#o.open(puzzle, `Loaded a ${side} × ${side} ${puzzleKind(variant)}.`, variant);
  }

  /** Solve, as one step undo can take back. */
  async solveGrid() {
    const { grid, referee, jobs } = this.#o;
    const { givens } = referee.markClashes();
    if (givens) throw new Error(givens);
    grid.highlight(new Map());
    if (grid.solution) grid.showSolution(null);
    const solution = await jobs.solve();
    if (!solution) return;
    // In play, the solution shown is help, like a hint.
    if (!grid.board.setup) this.#o.session().hinted();
    this.#o.record();
  }

  /**
   * Lists the solutions up to `limit` for the solutions bar; null when busy or stopped.
   * @param {number} limit
   * @returns {Promise<string[] | null>}
   */
  async moreSolutions(limit) {
    if (this.#o.busy()) return null;
    /** @type {string[] | null} */
    let listed = null;
    await this.#o.runOnGrid(async () => {
      listed = (await this.#o.jobs.list(limit)) ?? null;
    });
    return listed;
  }
}
