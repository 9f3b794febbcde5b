// New puzzle: the generator run in the worker with the size, difficulty and
// symmetry picked beside it. The generator is one call, so the progress it
// shows is the honest one, the time it has taken; Cancel ends the worker.

import { formatTime } from '../shared/format.js';
import { SIDES } from '../shared/grid-shape.js';

const DIFFICULTIES = ['any', 'easy', 'medium', 'hard', 'expert'];
const SYMMETRIES = ['none', 'rotational', 'mirror'];
const TICK_MS = 100;

/**
 * @typedef {object} NewPuzzleOptions
 * @property {HTMLElement} root the panel, holding the pickers
 * @property {import('../engine/solver-client.js').SolverClient} client runs the generator
 * @property {import('./status.js').StatusLine} line where progress shows
 * @property {(puzzle: string, message: string) => void} show loads the new puzzle, undoably
 */

export class NewPuzzle {
  #client;
  #line;
  #show;
  #size;
  #difficulty;
  #symmetry;

  /** @param {NewPuzzleOptions} options */
  constructor({ root, client, line, show }) {
    this.#client = client;
    this.#line = line;
    this.#show = show;
    /** @param {string} name */
    const picker = (name) => /** @type {HTMLSelectElement} */ (root.querySelector(`[data-part="new-${name}"]`));
    this.#size = picker('size');
    this.#difficulty = picker('difficulty');
    this.#symmetry = picker('symmetry');
    for (const side of SIDES) this.#size.append(new Option(`${side} × ${side}`, String(side), side === 9, side === 9));
    for (const level of DIFFICULTIES) this.#difficulty.append(new Option(level, level));
    for (const symmetry of SYMMETRIES) this.#symmetry.append(new Option(symmetry, symmetry));
  }

  /** Generates a puzzle with the picked options, showing the time taken meanwhile, and loads it. */
  async run() {
    const size = Number(this.#size.value);
    const difficulty = this.#difficulty.value;
    const symmetry = this.#symmetry.value;
    this.#line.say(`Making a ${size} × ${size} puzzle…`);
    const started = performance.now();
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s elapsed.`;
    const tick = setInterval(() => this.#line.progress(elapsed()), TICK_MS);
    try {
      // The pickers offer only the values generate takes.
      const options = /** @type {import('../../../pkg-logic/sudoku_dlx.js').GenerateOptions} */ ({
        size,
        symmetry,
        ...(difficulty === 'any' ? {} : { difficulty }),
      });
      const puzzle = await this.#client.generate(options);
      this.#show(puzzle, describe(puzzle, size, difficulty, symmetry, performance.now() - started));
    } finally {
      clearInterval(tick);
    }
  }
}

/**
 * "New 9×9 puzzle, medium, 24 givens (0.1 s)."
 * @param {string} puzzle
 * @param {number} size
 * @param {string} difficulty
 * @param {string} symmetry
 * @param {number} ms
 */
export function describe(puzzle, size, difficulty, symmetry, ms) {
  const givens = [...puzzle].filter((symbol) => symbol !== '.').length;
  const parts = [
    `New ${size}×${size} puzzle`,
    ...(difficulty === 'any' ? [] : [difficulty]),
    `${givens} givens`,
    ...(symmetry === 'none' ? [] : [`${symmetry} symmetry`]),
  ];
  return `${parts.join(', ')} (${formatTime(ms)}).`;
}
