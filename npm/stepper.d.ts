// Types of `sudoku-dlx/stepper`: the wasm API with `Stepper`, `EventKind`,
// `estimateTree` and `estimateExactCover`, already initialised when
// imported (www/sudoku-dlx/stepper.js). The declarations are wasm-bindgen's.
export * from '../pkg-stepper/sudoku_dlx.js';
