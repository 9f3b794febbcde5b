// Undo and redo over what the player has seen: every edit (an entry, a
// pencil mark, a hint applied), Solve, Start, Clear, a new grid, an example
// or a loaded puzzle is one step; the controller (board-history.js) restarts the history when a
// puzzle is loaded over nothing the player did. A step is a plain state (board.js's, with
// the solution shown), compared by its JSON form.

/** Steps kept; older ones are dropped. */
const MAX_STEPS = 500;

/** @template T */
export class History {
  /** @type {string[]} */
  #past = [];
  /** @type {string[]} */
  #future = [];
  #current = '';

  /**
   * Notes that the grid now shows `state`; a change drops the redo steps.
   * @param {T} state
   */
  record(state) {
    const key = JSON.stringify(state);
    if (key === this.#current) return;
    if (this.#current) this.#past.push(this.#current);
    if (this.#past.length > MAX_STEPS) this.#past.shift();
    this.#future = [];
    this.#current = key;
  }

  /**
   * Forgets every step: `state` is where undo now stops.
   * @param {T} state
   */
  restart(state) {
    this.#past = [];
    this.#future = [];
    this.#current = JSON.stringify(state);
  }

  /**
   * Every step, for saving: the states before the current one, oldest
   * first, the current one, and those undone, the next redo last.
   * @returns {{ past: T[], current: T, future: T[] }}
   */
  steps() {
    /** @param {string} key */
    const parse = (key) => JSON.parse(key);
    return { past: this.#past.map(parse), current: parse(this.#current), future: this.#future.map(parse) };
  }

  /**
   * Takes the steps of `steps()` back (a saved game resumed).
   * @param {{ past: T[], current: T, future: T[] }} steps
   */
  restore({ past, current, future }) {
    /** @param {T} state */
    const key = (state) => JSON.stringify(state);
    this.#past = past.slice(-MAX_STEPS).map(key);
    this.#current = key(current);
    this.#future = future.slice(-MAX_STEPS).map(key);
  }

  get canUndo() {
    return this.#past.length > 0;
  }

  get canRedo() {
    return this.#future.length > 0;
  }

  /**
   * The state before the current one, which becomes current; undefined at the start.
   * @returns {T | undefined}
   */
  undo() {
    const previous = this.#past.pop();
    if (previous === undefined) return undefined;
    this.#future.push(this.#current);
    this.#current = previous;
    return JSON.parse(previous);
  }

  /**
   * The state undone last, which becomes current again; undefined if none.
   * @returns {T | undefined}
   */
  redo() {
    const next = this.#future.pop();
    if (next === undefined) return undefined;
    this.#past.push(this.#current);
    this.#current = next;
    return JSON.parse(next);
  }
}
