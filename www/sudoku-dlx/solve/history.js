// Undo and redo over the puzzles the grid has shown: every edit, Clear,
// a new grid, an example or a loaded puzzle is one step.

/** Steps kept; older ones are dropped. */
const MAX_STEPS = 500;

export class History {
  /** @type {string[]} */
  #past = [];
  /** @type {string[]} */
  #future = [];
  #current = '';

  /**
   * Notes that the grid now shows `puzzle`; a change drops the redo steps.
   * @param {string} puzzle
   */
  record(puzzle) {
    if (puzzle === this.#current) return;
    if (this.#current) this.#past.push(this.#current);
    if (this.#past.length > MAX_STEPS) this.#past.shift();
    this.#future = [];
    this.#current = puzzle;
  }

  get canUndo() {
    return this.#past.length > 0;
  }

  get canRedo() {
    return this.#future.length > 0;
  }

  /** The puzzle before the current one, which becomes current; undefined at the start. */
  undo() {
    const previous = this.#past.pop();
    if (previous !== undefined) {
      this.#future.push(this.#current);
      this.#current = previous;
    }
    return previous;
  }

  /** The puzzle undone last, which becomes current again; undefined if none. */
  redo() {
    const next = this.#future.pop();
    if (next !== undefined) {
      this.#past.push(this.#current);
      this.#current = next;
    }
    return next;
  }
}
