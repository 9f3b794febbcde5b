// Types of `sudoku-dlx/element` (www/sudoku-dlx/index.js): the <sudoku-dlx>
// element's class, and its registration. Written by scripts/element-types.mjs
// from its table of the element's properties and methods: do not edit.

/** `detail` of the `step` event. */
export interface StepDetail {
  step: number;
  event: object | undefined;
  description: string;
}

/** `detail` of the `watch` event (solve mode: *Watch the search* pressed; cancelable). */
export interface WatchDetail {
  puzzle: string;
}

/** `detail` of the `solved` event (solve mode: the grid completed and right). */
export interface SolvedDetail {
  /** The time played, in whole seconds. */
  seconds: number;
  hints: number;
  mistakes: number;
}

/** `detail` of the `problemchange` event (visualize mode: another problem shown). */
export interface ProblemChangeDetail {
  /** A preset's id, a named problem, a Sudoku's one line or exact-cover text. */
  link: string;
}

export declare class SudokuDlx extends HTMLElement {
  static observedAttributes: string[];
  /** Solve mode: the puzzle, any text form in, the one-line form once shown. Visualize mode: the Sudoku loaded. Ladder mode: the puzzle raced. */
  puzzle: string;
  /** Solve mode: the player's entries (not the clues), one-line form with `.` where there is none; blank for none. */
  entries: string;
  /** `solve` (the default), `visualize` or `ladder`. */
  mode: 'solve' | 'visualize' | 'ladder';
  /** Solve mode: where Count stops, 0 for never (1000 unless set). */
  countLimit: number;
  /** Solve mode: the id of the visualize-mode element *Watch the search* opens the puzzle in (blank: the `watch` event only). */
  watch: string;
  /**
   * Solve mode: the name the game in progress (its board, marks, undo history and clock), the statistics and the
   * streak are saved under in localStorage; blank (the default) saves nothing. Read when the element connects.
   */
  storageKey: string;
  /**
   * Solve mode: plays the daily puzzle of a UTC date, `YYYY-MM-DD`, or with `today` today’s when no game is
   * in progress to resume; blank for none.
   */
  daily: string;
  /** Visualize mode: the problem picker's name for the `puzzle` or `problem` set (default `Your puzzle` / `Your problem`). */
  label: string;
  /** Visualize mode: an exact-cover problem (dlx format or 0/1 matrix) or a named one (`knuth`, `queens 6`, `langford 3`). */
  problem: string;
  /** Visualize mode: events per second during playback (`max` or Infinity for as fast as frames allow). */
  speed: number;
  /** Visualize mode: plays when loaded. */
  autoplay: boolean;
  /** Visualize mode: starts again from step 0 when playback reaches the end. */
  loop: boolean;
  /**
   * The controls shown: `all` (the default), `none`, or names. Solve mode's
   * side controls: `examples new-grid generator paste` (`none`: no side
   * panel). Visualize mode's: `playback speed timeline problem`.
   */
  controls: string;
  /** Visualize mode: the views shown (`all`, or names: `matrix links cells grid stack counters tree`). */
  panels: string;
  /** Visualize mode: a smaller frame. */
  compact: boolean;
  /** Visualize mode: the step shown, from 0; set, it goes there, and starts there after every load. */
  step: number;
  /** Visualize mode: the steps known so far. */
  readonly totalSteps: number;
  play(): Promise<void>;
  pause(): Promise<void>;
  stepForward(): Promise<void>;
  stepBack(): Promise<void>;
  /** Goes to step `n`; resolves to the step reached. */
  seek(n: number): Promise<number | undefined>;
  /** Solve mode: solves; rejects with the load error when the puzzle set could not be loaded. Visualize mode: goes to the first solution; resolves to its step. */
  solve(): Promise<unknown>;
  /** Visualize mode: goes to the next solution after the step shown; resolves to its step. */
  nextSolution(): Promise<number | undefined>;
  /** Visualize mode: goes to the end of the search. */
  end(): Promise<number | undefined>;
}

export declare const TAG: 'sudoku-dlx';

/** Registers `<sudoku-dlx>` in `registry` (the page's by default) unless it is there or there is none. */
export declare function defineSudokuDlx(registry?: CustomElementRegistry): void;

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-dlx': SudokuDlx;
  }
}
