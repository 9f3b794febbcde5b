// Types of `sudoku-dlx`: the wasm API, already initialised when imported
// (www/sudoku-dlx/api.js). The declarations are wasm-bindgen's.
export * from '../pkg/sudoku_dlx.js';
