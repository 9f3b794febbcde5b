// The wasm API with the stepper and Knuth's estimate, ready to call:
// everything `api.js` offers plus `Stepper`, `EventKind`, `estimateTree`
// and `estimateExactCover`, from the engine built with the `stepper`
// feature (pkg-stepper/, the visualizer's module, about 19 KB gzipped more
// than the core). The npm package's `sudoku-dlx/stepper` entry; its main
// entry stays the smaller core.

export * from './engine/stepper-api.js';
