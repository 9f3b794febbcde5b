// What solve mode tells a person about a puzzle beyond its solution: the
// candidates of every empty cell (a toggle that follows each edit) and all
// possibilities (every value some solution allows, with how many solutions
// use it). Hints are hint-flow.js's.

import { formatNumber, formatTime, plural } from '../shared/format.js';
import { Latest } from '../shared/latest.js';
import { offeredAgainIfCancelled, runAll, searchSize } from './all-solutions.js';
import { allCancelled, allStarting } from './model/search-words.js';

/** All possibilities stop tallying here, and say so. */
export const POSSIBILITIES_CAP = 10_000;

/**
 * @typedef {object} ToolsOptions
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {import('../engine/solver-client.js').SolverClient} client
 * @property {import('./model/panel-state.js').Line} line
 * @property {() => boolean} candidatesShown whether the Candidates toggle is on
 * @property {(offered: boolean) => void} offerTallyAll Tally them all stands beside the status, or goes
 */

export class AnalysisTools {
  #grid;
  #client;
  #line;
  #shown;
  #offerTallyAll;
  #requests = new Latest();
  /** The solutions the tally shown was taken over. */
  #tallied = 0;

  /** @param {ToolsOptions} options */
  constructor({ grid, client, line, candidatesShown, offerTallyAll }) {
    this.#grid = grid;
    this.#client = client;
    this.#line = line;
    this.#shown = candidatesShown;
    this.#offerTallyAll = offerTallyAll;
  }

  /** After the Candidates toggle changed: the candidates shown, or the player's own marks again. */
  candidatesToggled() {
    if (this.#shown()) return this.refresh();
    this.#requests.invalidate();
    this.#grid.showMarks(null);
  }

  /** After the grid changed: the candidates again, if they are shown. */
  async refresh() {
    if (!this.#shown()) return;
    const isNewest = this.#requests.begin();
    try {
      const candidates = await this.#client.candidates(this.#grid.text);
      if (isNewest()) this.#grid.showMarks(candidates, 'candidates');
    } catch {
      // A grid the parser rejects has no candidates; the check says why.
      if (isNewest()) this.#grid.showMarks(null);
    }
  }

  /** Tallies every value some solution allows, up to the cap, with progress, and shows them. */
  async possibilities() {
    const puzzle = this.#grid.puzzle;
    this.#line.say('Finding all possibilities…');
    const result = await this.#client.possibilities(this.#grid.text, POSSIBILITIES_CAP, ({ solutions, nodes }) =>
      this.#line.progress(`${plural(solutions, 'solution')} tallied in ${formatNumber(nodes)} nodes.`),
    );
    if (this.#grid.puzzle !== puzzle) return;
    this.#show(result);
    this.#offerTallyAll(!result.complete);
  }

  /**
   * Tallies over every solution, however long that takes, told first how
   * long it may; a cancel leaves the capped tally shown, and Tally them all
   * beside the status again.
   */
  async possibilitiesAll() {
    const puzzle = this.#grid.puzzle;
    const text = this.#grid.text;
    const shown = this.#tallied;
    await offeredAgainIfCancelled(this.#offerTallyAll, async () => {
      this.#line.progress('Estimating the search…');
      const estimate = await searchSize(this.#client, text);
      if (this.#grid.puzzle !== puzzle) return;
      this.#line.say(...allStarting('tally', estimate));
      const ran = await runAll(this.#line, estimate, (report) =>
        this.#client.possibilities(text, Number.MAX_SAFE_INTEGER, ({ solutions, nodes }) => report(solutions, nodes)),
      );
      if (this.#grid.puzzle !== puzzle) return;
      if ('answer' in ran) this.#show(ran.answer);
      else this.#line.say(allCancelled('tally', ran.cancelled, shown));
      this.#offerTallyAll('cancelled' in ran);
    });
  }

  /**
   * Shows a tally in the open cells and says what it was taken over.
   * @param {import('../engine/protocol.js').PossibilitiesAnswer} result
   */
  #show(result) {
    const work = `${formatNumber(result.nodes)} nodes, ${formatTime(result.ms)}`;
    if (result.solutions === 0) {
      const why = this.#grid.board.entries.some(Boolean) ? ' with your entries: Check marks the wrong ones' : '';
      return this.#line.say(`No solution${why}, so no possibilities (${work}).`);
    }
    this.#tallied = result.solutions;
    this.#grid.showTally(result);
    const scope = result.complete
      ? result.solutions === 1
        ? 'over the only solution; every value is forced'
        : `over all ${formatNumber(result.solutions)} solutions; each value shaded by its share: select a cell for its figures`
      : `of a sample, the first ${formatNumber(result.solutions)} solutions: none proved forced or impossible`;
    this.#line.say(`All possibilities ${scope} (${work}).`);
  }
}
