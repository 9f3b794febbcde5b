// The grid of an animated search, with no DOM: each event of a rung's search
// applied forwards or exactly undone backwards, and the counters a learner
// reads. Events are the moves of a BacktrackLog (the records of
// RungStepper.nextBatch in the binding), the kind a MoveKind.

import { MoveKind } from '../../engine/move-kind.js';

export class BacktrackBoard {
  /** The symbol in each cell, from 1; 0 for empty. */
  cells;
  /** Nodes of the search tree so far: the start and each placement. */
  nodes = 1;
  /** Placements taken back. */
  removals = 0;
  /** Placements standing. */
  depth = 0;
  /** Solutions reached. */
  solutions = 0;

  /** @param {ArrayLike<number>} givens the symbol of each cell, 0 for empty */
  constructor(givens) {
    this.cells = Int8Array.from(givens);
  }

  /**
   * Plays one event forwards.
   * @param {number} kind
   * @param {number} cell
   * @param {number} symbol
   */
  apply(kind, cell, symbol) {
    if (kind === MoveKind.Remove) {
      this.#expect(cell, symbol);
      this.cells[cell] = 0;
      this.removals += 1;
      this.depth -= 1;
    } else if (kind === MoveKind.Solution) {
      this.solutions += 1;
    } else {
      this.#expect(cell, 0);
      this.cells[cell] = symbol;
      this.nodes += 1;
      this.depth += 1;
    }
  }

  /**
   * Undoes the event that apply() played last, exactly.
   * @param {number} kind
   * @param {number} cell
   * @param {number} symbol
   */
  undo(kind, cell, symbol) {
    if (kind === MoveKind.Remove) {
      this.#expect(cell, 0);
      this.cells[cell] = symbol;
      this.removals -= 1;
      this.depth += 1;
    } else if (kind === MoveKind.Solution) {
      this.solutions -= 1;
    } else {
      this.#expect(cell, symbol);
      this.cells[cell] = 0;
      this.nodes -= 1;
      this.depth -= 1;
    }
  }

  /** Events out of order would corrupt the grid silently; they fail loudly instead. */
  #expect(/** @type {number} */ cell, /** @type {number} */ symbol) {
    if (this.cells[cell] !== symbol) {
      throw new Error(`cell ${cell} holds ${this.cells[cell]}, not ${symbol}: events out of order`);
    }
  }
}
