// Generated from the Rust that owns these facts (src/sudoku/grid.rs,
// src/sudoku/rate.rs, src/sudoku/generate.rs and src/ladder/mod.rs) by
// tests/js_facts.rs: do not edit; run
// `UPDATE_JS_FACTS=1 cargo test --test js_facts` after changing them.

/** The symbols, in order: a grid of side n uses the first n. */
export const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/** Each supported side, with its box's height and width. */
export const SHAPES = [
  { side: 4, boxRows: 2, boxCols: 2 },
  { side: 6, boxRows: 2, boxCols: 3 },
  { side: 9, boxRows: 3, boxCols: 3 },
  { side: 16, boxRows: 4, boxCols: 4 },
  { side: 25, boxRows: 5, boxCols: 5 },
];

/** The difficulty levels, from the easiest; a score's whole part is a level's place + 1. */
export const LEVELS = ['easy', 'medium', 'hard', 'expert'];

/** The levels the generator's puzzles of each side reach. */
export const LEVELS_WITHIN_REACH = {
  4: ['easy'],
  6: ['easy', 'medium', 'hard', 'expert'],
  9: ['easy', 'medium', 'hard', 'expert'],
  16: ['expert'],
  25: ['expert'],
};

/** The ladder's rungs, from the bottom to the top. */
export const RUNGS = ['brute', 'marks', 'bitmask', 'fewest', 'singles', 'dlx'];
