import 'sudoku-dlx/element';
