// New puzzle: the generator run in the worker with the kind, size,
// difficulty and symmetry picked; a killer or jigsaw comes as a variant's
// text, read as a pasted one is and played by its rules. A slow pick (a
// 25×25) is raced on every worker of the pool, each from a seed of its own,
// and the first puzzle made wins. The generator is one call, so the progress it shows is
// the honest one, the time it has taken; Cancel ends the workers. The picks
// offer only the levels a size reaches (model/puzzle-picks.js), so no pick
// is searched for in vain.

import { describePuzzleMade, describeVariantMade, outlook, SLOW_TIMEOUT_MS } from './model/puzzle-picks.js';

const TICK_MS = 100;

/**
 * @typedef {object} NewPuzzleOptions
 * @property {import('../engine/solver-client.js').SolverClient} client runs the generator
 * @property {import('./model/panel-state.js').Line} line where progress shows
 * @property {(puzzle: string, message: string, info: Omit<import('./game/record.js').GameInfo, 'id'>, variant: import('./model/variant.js').Variant | null) => void} show
 *   loads the new puzzle, undoably, as a new game, by a variant's rules when given
 */

export class NewPuzzle {
  #o;

  /** @param {NewPuzzleOptions} options */
  constructor(options) {
    this.#o = options;
  }

  /**
   * Generates a puzzle with `picks`, showing the time taken meanwhile, and loads it.
   * @param {import('./model/panel-state.js').Picks} picks
   */
  async run({ kind = 'classic', size, difficulty, symmetry }) {
    const { client, line, show } = this.#o;
    const { seconds } = outlook(size, kind);
    const what = kind === 'classic' ? 'puzzle' : kind;
    line.say(`Making a ${size} × ${size} ${what}${seconds ? ` (usually about ${seconds} s)` : ''}…`);
    const started = performance.now();
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s elapsed.`;
    const tick = setInterval(() => line.progress(elapsed()), TICK_MS);
    try {
      // The pickers offer only the values generate takes.
      const options = /** @type {import('../../../pkg-logic/sudoku_dlx.js').GenerateOptions} */ ({
        size,
        ...(kind === 'classic' ? { symmetry } : { variant: kind }),
        ...(difficulty === 'any' ? {} : { difficulty }),
        ...(seconds ? { timeout: SLOW_TIMEOUT_MS } : {}),
      });
      const puzzle = await client.generate(options, seconds ? Infinity : 1);
      const level = difficulty === 'any' ? '' : difficulty;
      const title = `New ${size} × ${size} ${what}${level ? `, ${level}` : ''}`;
      const info = { kind: /** @type {const} */ ('new'), title, level, date: '' };
      if (kind === 'classic') {
        show(puzzle, describePuzzleMade(puzzle, size, difficulty, symmetry), info, null);
        return;
      }
      const variant = await client.readVariant(puzzle);
      if (!variant) throw new Error(`the generator's ${kind} could not be read back: ${puzzle}`);
      show(variant.givens, describeVariantMade(variant, kind, difficulty), info, variant);
    } finally {
      clearInterval(tick);
    }
  }
}
