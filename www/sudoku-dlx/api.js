// The wasm API, ready to call: importing this module loads the engine (found
// relative to this file, read from disk in Node), so `solve`, `count`
// and the rest work at once. The npm package's main entry; the stepper and
// the estimate are in `stepper.js`, hints, ratings and the generator in
// `logic.js`.

import { loadEngine } from './engine/load.js';

await loadEngine();

// Everything the wasm module exports, so new exports need no change here.
export * from '../../pkg/sudoku_dlx.js';
