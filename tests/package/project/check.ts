// The package's types, as a TypeScript user meets them (tsc --noEmit).
import { solve, count } from 'sudoku-dlx';
import { Stepper, EventKind, estimateTree } from 'sudoku-dlx/stepper';
import type { TreeEstimate } from 'sudoku-dlx/stepper';
import { generate, hint } from 'sudoku-dlx/logic';
import type { GenerateOptions, Hint } from 'sudoku-dlx/logic';
import { SudokuDlx, defineSudokuDlx } from 'sudoku-dlx/element';
import sudokuDlx, { renderFence } from 'sudoku-dlx/markdown-it';

const solution: string | undefined = solve('..4....32......1');
// With a node budget, a count that gives up answers undefined.
const total: number | undefined = count('.'.repeat(16), 0, 1000);
const options: GenerateOptions = { size: 4, seed: 1, symmetry: 'mirror' };
const made: string = generate(options);
const next: Hint | undefined = hint(made);
const kind: EventKind = EventKind.Cover;
const stepper: Stepper = new Stepper('..4....32......1');
const estimate: TreeEstimate = estimateTree('..4....32......1', 10, 1);
const element: SudokuDlx = document.createElement('sudoku-dlx');
const step: number = element.step;
const reached: Promise<number | undefined> = element.nextSolution();
defineSudokuDlx();
const html: string = renderFence('visualize', 'queens 4');
export { solution, total, made, next, kind, stepper, estimate, step, reached, html, sudokuDlx };
