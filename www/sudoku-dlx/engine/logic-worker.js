// Hints, ratings, the generator and variant puzzles, off the main thread: a worker of the
// page's pool (pool.js) running the engine built with the `logic` feature
// (pkg-logic/), which holds the human-solving techniques the core module
// leaves out. The pool starts it only when a page first asks for one of
// these, so a page that only solves never fetches that module.
//
// One module with static imports only, like solver-worker.js, so that every
// bundler can build it in its default worker format.

import * as engine from '../../../pkg-logic/sudoku_dlx.js';
import { serve } from './worker-serve.js';

/** @type {import('./protocol.js').Handlers<import('./protocol.js').LogicProtocol, import('./protocol.js').LogicEngine>} */
const handlers = {
  hint: (engine, { grid, marks }) => engine.hint(grid, marks ?? undefined) ?? null,

  // One call into the generator: cancelling ends the worker, so it needs no slices.
  generate: (engine, { options }) => engine.generate(options),

  // The same: bounded by the grids it tries, so every machine makes the same puzzle.
  daily: (engine, { date, difficulty }) => engine.daily(date, difficulty ?? undefined),

  rate: (engine, { grid }) => engine.rate(grid),

  // The solution within a small budget, so that a puzzle shows at once: the
  // hardest killers take seconds, and are solved when Check or Solve asks.
  readVariant: (engine, { text }) => {
    if (!engine.isVariant(text)) return null;
    const sketch = engine.sketchVariant(text);
    const { solution, unique } = solveVariant(engine, sketch.text, READ_BUDGET);
    return { ...sketch, solution, unique };
  },

  solveVariant: (engine, { text }) => solveVariant(engine, text),

  countVariant: (engine, { text, limit }) => engine.countVariant(text, limit) ?? null,

  variantCandidates: (engine, { text }) => engine.variantCandidates(text),

  variantHint: (engine, { text, marks }) => engine.variantHint(text, marks ?? undefined) ?? null,

  variantBreaks: (engine, { text }) => engine.variantBreaks(text),
};

/** The nodes a variant's search may take when it is read (20,000: well under a second for all but the hardest killers). */
const READ_BUDGET = 20_000;

/**
 * The variant's first solution, and a count to two that says whether it is
 * the only one; null and false when `budget` nodes (by default the
 * engine's, 10,000,000) were not enough.
 * @param {import('./protocol.js').LogicEngine} engine
 * @param {string} text
 * @param {number} [budget]
 * @returns {import('./protocol.js').VariantAnswer}
 */
function solveVariant(engine, text, budget) {
  const report = engine.solveVariant(text, budget);
  const { solution = null, nodes, updates } = report;
  report.free();
  return { solution, unique: solution !== null && engine.countVariant(text, 2, budget) === 1, nodes, updates };
}

serve(engine, handlers, 'the hints and ratings');
