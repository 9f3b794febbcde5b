// The kinds of a rung's moves (`MoveKind`, src/wasm/ladder.rs), for the
// ladder's model and views: a plain object of the ladder's glue
// (pkg-ladder/), so importing it fetches no wasm. Apart from load.js, as
// event-kind.js is, so that a module that only names kinds loads no loader.

export { MoveKind } from '../../../pkg-ladder/sudoku_dlx.js';
