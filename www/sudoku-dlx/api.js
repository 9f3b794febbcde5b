// The wasm API, ready to call: importing this module loads the engine (found
// relative to this file, read from disk in Node), so `solve`, `count`,
// `Stepper` and the rest work at once. The npm package's main entry.

import { loadEngine } from './engine/load.js';

await loadEngine();

// Everything the wasm module exports, so new exports need no change here.
export * from '../../pkg/sudoku_dlx.js';
