// What the page tests leave on `window` in the browser and what the element
// adds to the DOM's types, for the type check (`tsc`, see tsconfig.json).
import type { SudokuDlx } from '../../www/sudoku-dlx/element.js';
import type { mountVisualizer } from '../../www/sudoku-dlx/visualize/inspect.js';

/** A visualizer the test pages mount (visualize/inspect.js): one that answers `inspect()`. */
type Visualizer = ReturnType<typeof mountVisualizer>;

declare global {
  interface Window {
    vis: Visualizer;
    knuth: Visualizer;
    other: Visualizer;
    mountVisualizer: typeof mountVisualizer;
    events: { id: string; type: string; detail: any }[];
    heard: { notes: string[]; describeLive: string[] };
    changes: string[];
    longTasks: number[];
    recordError(message: string): void;
  }
  interface HTMLElementTagNameMap {
    'sudoku-dlx': SudokuDlx;
  }
  interface HTMLElementEventMap {
    step: CustomEvent;
    solution: CustomEvent;
    puzzlechange: CustomEvent;
  }
  interface DocumentEventMap {
    step: CustomEvent;
    solution: CustomEvent;
    puzzlechange: CustomEvent;
  }
}
