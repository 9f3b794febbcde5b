// New puzzle: the generator run in the worker with the size, difficulty and
// symmetry picked beside it. The generator is one call, so the progress it
// shows is the honest one, the time it has taken; Cancel ends the worker.
// What a pick will cost is said beside the pickers before anything starts:
// a slow size its usual time, a pick no grid meets in reasonable time a
// refusal, which New puzzle then gives at once instead of searching.

import { formatTime } from '../shared/format.js';
import { SIDES } from '../shared/grid-shape.js';

const DIFFICULTIES = ['any', 'easy', 'medium', 'hard', 'expert'];
const SYMMETRIES = ['none', 'rotational', 'mirror'];
const TICK_MS = 100;

/**
 * The sizes whose generated puzzles all need expert techniques, measured:
 * no 16×16 of the 130 tried for easy, 35 for medium or 40 for hard was
 * easier (about one grid a second in wasm), and a 25×25 grid takes about
 * 9 s to empty.
 */
const EXPERT_ONLY = [16, 25];
/** The sizes that take seconds, with the usual time of one in wasm (a 25×25: 8 to 9 s in Node). */
const SLOW = new Map([[25, 10]]);
/** How long a slow size may take before the generator gives up: a slow device takes several times as long. */
const SLOW_TIMEOUT_MS = 120_000;

/**
 * What generating a puzzle of `size` at `difficulty` costs, told before it
 * starts: a `refusal` for a pick no grid meets in reasonable time, a
 * `note` of the usual time for a slow size, or neither.
 * @param {number} size
 * @param {string} difficulty
 * @returns {{ refusal?: string, note?: string, seconds?: number }}
 */
export function outlook(size, difficulty) {
  if (EXPERT_ONLY.includes(size) && difficulty !== 'any' && difficulty !== 'expert') {
    return {
      refusal:
        `No ${size} × ${size} ${difficulty} puzzle: every ${size} × ${size} the generator makes needs expert ` +
        'techniques, so it would search for minutes in vain. Choose any or expert.',
    };
  }
  const seconds = SLOW.get(size);
  if (seconds === undefined) return {};
  return {
    seconds,
    note: `A ${size} × ${size} puzzle takes about ${seconds} s (longer on a slow device); Cancel stops it.`,
  };
}

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
  #note;

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
    this.#note = /** @type {HTMLElement} */ (root.querySelector('[data-part="new-note"]'));
    for (const select of [this.#size, this.#difficulty]) select.addEventListener('change', () => this.#sayOutlook());
    this.#sayOutlook();
  }

  /** Says beside the pickers what the picked puzzle will cost. */
  #sayOutlook() {
    const { refusal, note } = outlook(Number(this.#size.value), this.#difficulty.value);
    this.#note.textContent = refusal ?? note ?? '';
    this.#note.classList.toggle('refused', Boolean(refusal));
  }

  /** Generates a puzzle with the picked options, showing the time taken meanwhile, and loads it. */
  async run() {
    const size = Number(this.#size.value);
    const difficulty = this.#difficulty.value;
    const symmetry = this.#symmetry.value;
    const { refusal, seconds } = outlook(size, difficulty);
    if (refusal) throw new Error(refusal);
    this.#line.say(`Making a ${size} × ${size} puzzle${seconds ? ` (usually about ${seconds} s)` : ''}…`);
    const started = performance.now();
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s elapsed.`;
    const tick = setInterval(() => this.#line.progress(elapsed()), TICK_MS);
    try {
      // The pickers offer only the values generate takes.
      const options = /** @type {import('../../../pkg-logic/sudoku_dlx.js').GenerateOptions} */ ({
        size,
        symmetry,
        ...(difficulty === 'any' ? {} : { difficulty }),
        ...(seconds ? { timeout: SLOW_TIMEOUT_MS } : {}),
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
