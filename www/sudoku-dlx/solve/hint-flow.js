// Hints that teach, in two stages. The first press names the technique and
// shades where to look (the nudge); the second draws the whole step: the
// cells it places, the candidates that prove it and the candidates it
// removes, in two colours, with the words; "Apply this step" then makes it
// one undoable edit. The player's marks are notes (a hint works from the
// clues and entries, and never judges them) unless the player says they are
// complete, or a hint's eliminations, applied, wrote them: then the hint
// works from them. Complete marks that leave no way to finish the grid are
// said to, without naming a cell (that would give a digit away), and the
// hint works from the clues and entries. It never takes away marks the
// player sees.

import { ErrorCode } from '../shared/engine-facts.js';
import { asSentence } from '../shared/format.js';
import { appliedStep, stepMarks, stepWords } from './model/hint-step.js';
import { playerMarks } from './model/player-marks.js';

/** Said before a hint that had to leave the player's complete marks aside: up front, short, and whole behind More. */
export const MARKS_SET_ASIDE =
  'Your marks, taken as complete, leave no way to finish the grid, so this hint reads only the clues and entries. ';
export const MARKS_SET_ASIDE_SHORT = 'Your marks struck out a digit the grid needs. ';

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
 * @property {boolean} own whether those were the player's complete marks
 * @property {string} note what to say first (MARKS_SET_ASIDE or '')
 */

/**
 * @typedef {object} Found a hint and what it worked from
 * @property {import('./model/hint-shape.js').Hint | null} hint null for a full grid
 * @property {string[]} base
 * @property {boolean} own
 * @property {string} note
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
    const { grid, line } = this.#o;
    const key = this.#key();
    if (this.#current?.key === key && this.#current.stage === 'nudge') return this.#showStep();
    line.say('Looking for a hint…');
    const found = await this.#find().catch(noSolutionSaid);
    if (key !== this.#key()) return;
    this.reset();
    if (typeof found === 'string') return line.say(found);
    const { hint, base, own, note } = found;
    if (!hint) return line.say('The grid is full: there is nothing left to place.');
    this.#current = { key, hint, stage: 'nudge', base, own, note };
    grid.highlight(new Map(hint.focus.map((cell) => [cell, 'in-unit'])));
    const nudge = `Hint: ${note && MARKS_SET_ASIDE_SHORT}${hint.nudge} Press Hint again to see the step.`;
    line.say(nudge, note && `${note}${hint.nudge}`);
    this.#o.used?.();
  }

  /**
   * The next step, from the player's marks when they are complete, else
   * (or when those leave no way to finish the grid) from the clues and entries.
   * @returns {Promise<Found>}
   */
  async #find() {
    const { grid, client } = this.#o;
    const { marks, complete } = playerMarks(grid.board);
    /** @type {string[]} */
    const candidates = await client.candidates(grid.text);
    const note = { hint: null, base: candidates, own: false, note: '' };
    if (!complete || !marks.some(Boolean)) return { ...note, hint: await client.hint(grid.text, null) };
    const base = candidates.map((symbols, cell) => marks[cell] || symbols);
    try {
      return { hint: await client.hint(grid.text, base), base, own: true, note: '' };
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error)?.code !== ErrorCode.WrongMarks) throw error;
      return { ...note, hint: await client.hint(grid.text, null), note: MARKS_SET_ASIDE };
    }
  }

  /** Makes the step shown one edit: its placements entered, its eliminations struck from the marks. */
  apply() {
    const current = this.#current;
    const board = this.#o.grid.board;
    if (!current || current.stage !== 'step' || current.key !== this.#key() || !this.#applicable(current)) return;
    const { entries, pencil, centre } = appliedStep(current.hint, current.base, board);
    this.reset();
    // Eliminations written make the marks the candidates: the next hint works from them.
    this.#o.grid.replacePlay(entries, pencil, board.marksComplete || current.hint.eliminations.length > 0, centre);
    const { text, more } = stepWords(current.hint, board.side);
    this.#o.line.say(`Applied: ${text}`, more);
  }

  #showStep() {
    const { grid, line, offerApply, candidatesShown } = this.#o;
    const current = /** @type {Current} */ (this.#current);
    const { hint, base, note } = current;
    const { marks, styles, highlights, links } = stepMarks(
      hint,
      base,
      playerMarks(grid.board).marks,
      candidatesShown(),
    );
    grid.showMarks(marks, 'hint', styles, links);
    grid.highlight(highlights);
    current.stage = 'step';
    offerApply(this.#applicable(current));
    const { text, more } = stepWords(hint, grid.side);
    // With the note up front the step's words wait behind More, its technique named: both took more
    // lines beside Apply on a phone than its status keeps.
    const colon = text.indexOf(':');
    const words = note && colon > 0 ? `${MARKS_SET_ASIDE_SHORT}${text.slice(0, colon)}.` : text;
    line.say(`Hint: ${words}`, note || more ? `${note}${hint.explanation}` : '');
  }

  /**
   * Whether "Apply this step" may make the step: in play, and its
   * eliminations only where marks would hold them, the player's complete
   * marks or none at all (notes would take them for the whole of a cell).
   * @param {Current} current
   */
  #applicable({ hint, own }) {
    const { board } = this.#o.grid;
    const marksFree = own || !playerMarks(board).marks.some(Boolean);
    return !board.setup && (hint.placements.length > 0 || (hint.eliminations.length > 0 && marksFree));
  }

  /** The grid as the player sees it: a solution shown over the board makes another grid. */
  #key() {
    const { board, solution } = this.#o.grid;
    const { marks, complete } = playerMarks(board);
    return `${board.grid}|${marks.join(',')}|${complete}|${solution ?? ''}`;
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
