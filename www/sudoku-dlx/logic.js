// The wasm API with hints, ratings and the generator, ready to call:
// everything `api.js` offers plus `hint`, `rate` and `generate`, from the
// engine built with the `logic` feature (pkg-logic/, about 28 KB gzipped
// more than the core). The npm package's `sudoku-dlx/logic` entry; its main
// entry stays the smaller core.

export * from './engine/logic-api.js';
