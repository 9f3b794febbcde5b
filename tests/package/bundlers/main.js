// A bundled site's whole use of the package: one import, no configuration.
import 'sudoku-dlx/element';
