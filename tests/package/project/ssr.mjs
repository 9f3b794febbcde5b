// Server-side rendering's view of the package: the element imports without a
// DOM, the API solves, the stepper steps, the Markdown plugin renders. Prints what it saw as JSON.
import { SudokuDlx, TAG } from 'sudoku-dlx/element';
import { solve, count } from 'sudoku-dlx';
import { Stepper } from 'sudoku-dlx/stepper';
import MarkdownIt from 'markdown-it';
import sudokuDlx from 'sudoku-dlx/markdown-it';

const md = new MarkdownIt({ html: true }).use(sudokuDlx);
const stepper = new Stepper('..4....32......1');
console.log(
  JSON.stringify({
    tag: TAG,
    element: typeof SudokuDlx,
    dom: typeof globalThis.document,
    solution: solve('..4....32......1'),
    count: count('.'.repeat(16), 0),
    event: stepper.next()?.kind,
    html: md.render('```sudoku-dlx visualize step=2\nqueens 4\n```\n'),
  }),
);
