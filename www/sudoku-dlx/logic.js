// The wasm API with hints, ratings and the generator, ready to call:
// everything `api.js` offers plus `hint`, `rate` and `generate`, from the
// engine built with the `logic` feature (pkg-logic/, about 28 KB gzipped
// more than the core). The npm package's `sudoku-dlx/logic` entry; its main
// entry stays the smaller core.

import { loadLogicEngine } from './engine/load.js';

await loadLogicEngine();

// Everything the wasm module exports, so new exports need no change here.
export * from '../../pkg-logic/sudoku_dlx.js';
