// Hints that teach, in two stages. The first press names the technique and
// shades where to look (the nudge); the second draws the whole step: the
// cells it places, the candidates that prove it and the candidates it
// removes, in two colours, with the words; "Apply this step" then makes it
// one undoable edit. A hint works on the player's own pencil marks when
// there are any, and never takes away marks the player sees.

import { ErrorCode } from '../shared/engine-facts.js';
import { asSentence } from '../shared/format.js';
import { appliedStep, stepMarks } from './model/hint-step.js';

/**
 * @typedef {object} FlowOptions
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {import('../engine/solver-client.js').SolverClient} client
 * @property {import('./model/panel-state.js').Line} line
 * @property {() => boolean} candidatesShown whether the Candidates toggle is on
 * @property {(on: boolean) => void} offerApply shows or hides "Apply this step"
 * @property {() => void} [used] hears each new hint shown (its nudge), which the game counts
 */

/**
 * @typedef {object} Current the hint shown, and the board it is for
 * @property {string} key the board's givens, entries and marks
 * @property {import('./model/hint-shape.js').Hint} hint
 * @property {'nudge' | 'step'} stage
 * @property {string[]} base each open cell's marks the hint worked on
 */

export class HintFlow {
  #o;
  /** @type {Current | null} */
  #current = null;

  /** @param {FlowOptions} options */
  constructor(options) {
    this.#o = options;
  }

  /** Forgets the hint: the board it was for has changed. */
  reset() {
    this.#current = null;
    this.#o.offerApply(false);
  }

  /**
   * Forgets the hint and takes its shading off: another tool (Solve, Count,
   * All possibilities, Candidates) now draws over the same board.
   */
  drop() {
    if (!this.#current) return;
    this.reset();
    this.#o.grid.highlight(new Map());
  }

  /** The nudge, or when the nudge for this board is shown, the whole step. */
  async next() {
    const { grid, client, line } = this.#o;
    const key = this.#key();
    if (this.#current?.key === key && this.#current.stage === 'nudge') return this.#showStep();
    line.say('Looking for a hint…');
    const base = await this.#baseMarks();
    // Pencil marks, the player's or a hint's eliminations applied, are what the next hint works on.
    const found = await client.hint(grid.text, grid.board.hasPencil ? base : null).catch(noSolutionSaid);
    if (key !== this.#key()) return;
    this.reset();
    if (typeof found === 'string') return line.say(found);
    if (!found) return line.say('The grid is full: there is nothing left to place.');
    /** @type {import('./model/hint-shape.js').Hint} */
    const hint = found;
    this.#current = { key, hint, stage: 'nudge', base };
    grid.highlight(new Map(hint.focus.map((cell) => [cell, 'in-unit'])));
    line.say(`Hint: ${hint.nudge} Press Hint again to see the step.`);
    this.#o.used?.();
  }

  /** Makes the step shown one edit: its placements entered, its eliminations struck from the marks. */
  apply() {
    const current = this.#current;
    const board = this.#o.grid.board;
    if (!current || current.stage !== 'step' || current.key !== this.#key() || board.setup) return;
    const { entries, pencil } = appliedStep(current.hint, current.base, board);
    this.reset();
    this.#o.grid.replacePlay(entries, pencil);
    this.#o.line.say(`Applied: ${current.hint.explanation}`);
  }

  #showStep() {
    const { grid, line, offerApply, candidatesShown } = this.#o;
    const current = /** @type {Current} */ (this.#current);
    const { hint, base } = current;
    const { marks, styles, highlights } = stepMarks(hint, base, grid.board.pencil, candidatesShown());
    grid.showMarks(marks, 'hint', styles);
    grid.highlight(highlights);
    current.stage = 'step';
    offerApply(!grid.board.setup && hint.placements.length + hint.eliminations.length > 0);
    // The explanation opens with the technique's name.
    line.say(`Hint: ${hint.explanation}`);
  }

  /** Each open cell's candidates, from the grid as the player sees it. */
  async #baseMarks() {
    const { grid, client } = this.#o;
    /** @type {string[]} */
    const candidates = await client.candidates(grid.text);
    return candidates.map((symbols, cell) => grid.board.pencil[cell] || symbols);
  }

  /** The grid as the player sees it: a solution shown over the board makes another grid. */
  #key() {
    const { board, solution } = this.#o.grid;
    return `${board.grid}|${board.pencil.join(',')}|${solution ?? ''}`;
  }
}

/**
 * A hint's no-solution error (its `code` the engine's `NoSolution`) is a
 * verdict on the puzzle, said as Solve says its own ("No solution: …"), not
 * an error; any other error stays one.
 * @param {unknown} error
 */
function noSolutionSaid(error) {
  const { code, message } = error instanceof Error ? /** @type {Error & { code?: string }} */ (error) : {};
  if (code !== ErrorCode.NoSolution) throw error;
  return asSentence(/** @type {string} */ (message));
}
