// Knuth's estimate of a large problem's search tree, off the main thread: a
// worker of the page's pool (pool.js) running the engine built with the
// `stepper` feature (pkg-stepper/), the one module that holds the estimate.
// The visualizer asks for it for a problem too large to estimate on the
// main thread, and the solver for the pieces of a long count
// (pooled-search.js), which the split estimates.
//
// One module with static imports only, like solver-worker.js, so that every
// bundler can build it in its default worker format.

import * as engine from '../../../pkg-stepper/sudoku_dlx.js';
import { serve } from './worker-serve.js';

/** @type {import('./protocol.js').Handlers<import('./protocol.js').EstimateProtocol, import('./protocol.js').StepperEngine>} */
const handlers = {
  estimate: (engine, { text, isSudoku, probes, seed, budget, rule }) =>
    isSudoku
      ? engine.estimateTree(text, probes, seed, budget, rule)
      : engine.estimateExactCover(text, probes, seed, budget, rule),
  // The pieces of a Sudoku's search, for the solver's workers to count at once.
  pieces: (engine, { grid, wanted }) => engine.pieces(grid, wanted),
};

serve(engine, handlers, 'the estimate');
