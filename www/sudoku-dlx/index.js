// The one entry embedders point at: importing it registers <sudoku-dlx>.

export { SudokuDlx } from './element.js';
export { TAG, defineSudokuDlx } from './define.js';
