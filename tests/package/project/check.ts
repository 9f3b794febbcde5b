// The package's types, as a TypeScript user meets them (tsc --noEmit).
import { solve, count, Stepper, EventKind } from 'sudoku-dlx';
import { SudokuDlx, defineSudokuDlx } from 'sudoku-dlx/element';
import sudokuDlx, { renderFence } from 'sudoku-dlx/markdown-it';

const solution: string | undefined = solve('..4....32......1');
const total: number = count('.'.repeat(16), 0);
const kind: EventKind = EventKind.Cover;
const stepper: Stepper = new Stepper('..4....32......1');
const element: SudokuDlx = document.createElement('sudoku-dlx');
const step: number = element.step;
const reached: Promise<number | undefined> = element.nextSolution();
defineSudokuDlx();
const html: string = renderFence('visualize', 'queens 4');
export { solution, total, kind, stepper, step, reached, html, sudokuDlx };
