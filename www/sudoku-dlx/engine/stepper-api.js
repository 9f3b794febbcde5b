// The engine with the stepper and the estimate (pkg-stepper/), initialised
// on import: the body of the package's `sudoku-dlx/stepper` entry
// (../stepper.js), here because engine/ is the one room that imports a wasm
// package.

import { loadStepperEngine } from './load.js';

await loadStepperEngine();

// Everything the wasm module exports, so new exports need no change here.
export * from '../../../pkg-stepper/sudoku_dlx.js';
