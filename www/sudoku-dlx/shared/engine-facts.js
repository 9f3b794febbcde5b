// Generated from the Rust that owns these facts (src/sudoku/grid.rs,
// src/sudoku/encoding.rs, src/sudoku/rate.rs, src/sudoku/generate.rs,
// src/ladder/mod.rs and src/contract.rs) by tests/js_facts.rs: do not edit; run
// `UPDATE_JS_FACTS=1 cargo test --test js_facts` after changing them.

/** The symbols, in order: a grid of side n uses the first n. */
export const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/** The characters that stand for an empty cell. */
export const EMPTY_CELLS = '.0_';

/** The characters a grid's text may hold between cells (and any whitespace): they are no cell. */
export const IGNORED = '|-+';

/**
 * Each supported side, with its box's height and width, and each cell's box
 * (row by row, one base-36 digit a cell).
 */
export const SHAPES = [
  {
    side: 4,
    boxRows: 2,
    boxCols: 2,
    boxes: '0011001122332233',
  },
  {
    side: 6,
    boxRows: 2,
    boxCols: 3,
    boxes: '000111000111222333222333444555444555',
  },
  {
    side: 9,
    boxRows: 3,
    boxCols: 3,
    boxes: '000111222000111222000111222333444555333444555333444555666777888666777888666777888',
  },
  {
    side: 16,
    boxRows: 4,
    boxCols: 4,
    boxes:
      '0000111122223333000011112222333300001111222233330000111122223333444455556666777744445555666677774444555566667777444455556666777788889999aaaabbbb88889999aaaabbbb88889999aaaabbbb88889999aaaabbbbccccddddeeeeffffccccddddeeeeffffccccddddeeeeffffccccddddeeeeffff',
  },
  {
    side: 25,
    boxRows: 5,
    boxCols: 5,
    boxes:
      '0000011111222223333344444000001111122222333334444400000111112222233333444440000011111222223333344444000001111122222333334444455555666667777788888999995555566666777778888899999555556666677777888889999955555666667777788888999995555566666777778888899999aaaaabbbbbcccccdddddeeeeeaaaaabbbbbcccccdddddeeeeeaaaaabbbbbcccccdddddeeeeeaaaaabbbbbcccccdddddeeeeeaaaaabbbbbcccccdddddeeeeefffffggggghhhhhiiiiijjjjjfffffggggghhhhhiiiiijjjjjfffffggggghhhhhiiiiijjjjjfffffggggghhhhhiiiiijjjjjfffffggggghhhhhiiiiijjjjjkkkkklllllmmmmmnnnnnoooookkkkklllllmmmmmnnnnnoooookkkkklllllmmmmmnnnnnoooookkkkklllllmmmmmnnnnnoooookkkkklllllmmmmmnnnnnooooo',
  },
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

/** What a Sudoku item stands for, as `Stepper.itemGroup` numbers it (src/sudoku/encoding.rs). */
export const ItemGroup = Object.freeze({
  Cell: 0,
  Row: 1,
  Column: 2,
  Box: 3,
});

/** The name of each kind of a variant's items, as `Stepper.itemGroup` numbers them (src/sudoku/variant/encoding/names.rs). */
export const VariantItemGroups = Object.freeze([
  'cells',
  'rows',
  'columns',
  'boxes',
  'regions',
  'diagonals',
  'windows',
  'disjoint groups',
  'cages',
  'broken cages',
  'arrows',
  'knight pairs',
  'king squares',
  'cages, no sum',
  'non-consecutive',
  'pairs',
  'arrow cells',
]);

/** The `code` of each error the binding throws on purpose (src/contract.rs). */
export const ErrorCode = Object.freeze({
  GaveUp: 'gave-up',
  NoSolution: 'no-solution',
  SeveralSolutions: 'several-solutions',
  WrongMarks: 'wrong-marks',
});
