// Hints that teach, in two stages. The first press names the technique and
// shades where to look (the nudge); the second draws the whole step: the
// cells it places, the candidates that prove it and the candidates it
// removes, in two colours, with the words; "Apply this step" then makes it
// one undoable edit. A hint works on the player's own pencil marks when
// there are any, and never takes away marks the player sees.

import { shapeOf } from '../shared/grid-shape.js';
import { unitsOf } from './model/clashes.js';

/**
 * @typedef {object} FlowOptions
 * @property {import('./views/grid-editor.js').GridEditor} grid
 * @property {import('../engine/solver-client.js').SolverClient} client
 * @property {import('./status.js').StatusLine} line
 * @property {() => boolean} candidatesShown whether the Candidates toggle is on
 * @property {HTMLButtonElement} applyButton "Apply this step"
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
    this.#o.applyButton.hidden = true;
  }

  /** The nudge, or when the nudge for this board is shown, the whole step. */
  async next() {
    const { grid, client, line } = this.#o;
    const key = this.#key();
    if (this.#current?.key === key && this.#current.stage === 'nudge') return this.#showStep();
    line.say('Looking for a hint…');
    const base = await this.#baseMarks();
    // Pencil marks, the player's or a hint's eliminations applied, are what the next hint works on.
    const found = await client.hint(grid.text, grid.board.hasPencil ? base : null);
    if (key !== this.#key()) return;
    this.reset();
    if (!found) return line.say('The grid is full: there is nothing left to place.');
    /** @type {import('./model/hint-shape.js').Hint} */
    const hint = found;
    this.#current = { key, hint, stage: 'nudge', base };
    grid.highlight(new Map(hint.focus.map((cell) => [cell, 'in-unit'])));
    line.say(`Hint: ${hint.nudge} Press Hint again to see the step.`);
  }

  /** Makes the step shown one edit: its placements entered, its eliminations struck from the marks. */
  apply() {
    const current = this.#current;
    const board = this.#o.grid.board;
    if (!current || current.stage !== 'step' || current.key !== this.#key() || board.setup) return;
    const { hint, base } = current;
    const entries = [...board.entryLine];
    const pencil = [...board.pencil];
    for (const { cell, symbol } of hint.eliminations) {
      pencil[cell] = (pencil[cell] || base[cell]).replace(symbol, '');
    }
    const peers = peersOf(board.side);
    for (const { cell, symbol } of hint.placements) {
      entries[cell] = symbol;
      pencil[cell] = '';
      for (const peer of peers[cell]) pencil[peer] = pencil[peer].replace(symbol, '');
    }
    this.reset();
    this.#o.grid.replacePlay(entries.join(''), pencil);
    this.#o.line.say(`Applied: ${hint.explanation}`);
  }

  #showStep() {
    const { grid, line, applyButton } = this.#o;
    const current = /** @type {Current} */ (this.#current);
    const { hint, base } = current;
    const involved = new Set([...hint.focus, ...[...hint.evidence, ...hint.eliminations].map((m) => m.cell)]);
    const seen = grid.board.pencil;
    const marks = base.map((candidates, cell) =>
      this.#o.candidatesShown() || involved.has(cell) ? seen[cell] || candidates : seen[cell],
    );
    /** @type {Map<number, Map<string, string>>} */
    const styles = new Map();
    const style = (/** @type {{ cell: number, symbol: string }} */ { cell, symbol }, /** @type {string} */ name) => {
      if (!marks[cell].includes(symbol)) marks[cell] += symbol;
      styles.set(cell, (styles.get(cell) ?? new Map()).set(symbol, name));
    };
    for (const mark of hint.evidence) style(mark, 'proof');
    for (const mark of hint.eliminations) style(mark, 'removed');
    for (const mark of hint.placements) style(mark, 'placed');
    const highlights = new Map(hint.focus.map((cell) => [cell, 'in-unit']));
    for (const { cell } of hint.placements) highlights.set(cell, 'hinted');
    grid.showMarks(marks, 'hint', styles);
    grid.highlight(highlights);
    current.stage = 'step';
    const applicable = !grid.board.setup && hint.placements.length + hint.eliminations.length > 0;
    applyButton.hidden = !applicable;
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

  #key() {
    const board = this.#o.grid.board;
    return `${board.grid}|${board.pencil.join(',')}`;
  }
}

/**
 * Each cell's peers: the other cells of its row, column and box.
 * @param {number} side
 */
function peersOf(side) {
  const units = unitsOf(/** @type {any} */ (shapeOf(side)));
  return Array.from({ length: side * side }, (_, cell) => {
    const peers = new Set(units.filter((u) => u.cells.includes(cell)).flatMap((u) => u.cells));
    peers.delete(cell);
    return [...peers];
  });
}
