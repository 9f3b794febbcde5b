// Types of `sudoku-dlx/logic`: the wasm API with `hint`, `rate` and
// `generate`, already initialised when imported (www/sudoku-dlx/logic.js).
// The declarations are wasm-bindgen's.
export * from '../pkg-logic/sudoku_dlx.js';
