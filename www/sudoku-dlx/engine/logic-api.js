// The engine with hints, ratings and the generator (pkg-logic/), initialised
// on import: the body of the package's `sudoku-dlx/logic` entry
// (../logic.js), here because engine/ is the one room that imports a wasm
// package.

import { loadLogicEngine } from './load.js';

await loadLogicEngine();

// Everything the wasm module exports, so new exports need no change here.
export * from '../../../pkg-logic/sudoku_dlx.js';
