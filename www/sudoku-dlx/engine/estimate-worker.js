// Knuth's estimate of a large problem's search tree, off the main thread: a
// worker of the page's pool (pool.js) running the engine built with the
// `stepper` feature (pkg-stepper/), the one module that holds the estimate.
// Only the visualizer asks for it, and only for a problem too large to
// estimate on the main thread, so no other page starts this worker.
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
};

serve(engine, handlers, 'the estimate');
