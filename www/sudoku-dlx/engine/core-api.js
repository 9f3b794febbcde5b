// The core engine (pkg/), initialised on import: the body of the package's
// main entry (../api.js), here because engine/ is the one room that imports
// a wasm package.

import { loadEngine } from './load.js';

await loadEngine();

// Everything the wasm module exports, so new exports need no change here.
export * from '../../../pkg/sudoku_dlx.js';
