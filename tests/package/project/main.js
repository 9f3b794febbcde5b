// A Vite project's whole use of the package: one import.
import 'sudoku-dlx/element';
