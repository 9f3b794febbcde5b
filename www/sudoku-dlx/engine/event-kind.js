// The kinds of the stepper's events (`EventKind`, src/wasm/stepper.rs), for
// the visualizer's model and views: a plain object of the stepper's glue
// (pkg-stepper/), so importing it fetches no wasm. Apart from load.js, so
// that the API's entries, which never step, do not load that glue.

export { EventKind } from '../../../pkg-stepper/sudoku_dlx.js';
