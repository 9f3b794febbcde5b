// Types of `sudoku-dlx/element` (www/sudoku-dlx/index.js): the <sudoku-dlx>
// element's class, and its registration. Written by scripts/element-types.mjs
// from its table of the element's properties and methods: do not edit.

/** `detail` of the `step` event. */
export interface StepDetail {
  step: number;
  event: object | undefined;
  description: string;
}

/** `detail` of the `solution` event: solve mode's answer, or the visualizer's solution at a step. */
export type SolutionDetail =
  | { puzzle: string; solution: string; nodes: number; updates: number; ms: number }
  | { step: number; grid: string; options: string[] };

/** `detail` of the `error` event: the engine's own words. */
export interface ErrorDetail {
  message: string;
}

/** `detail` of the `puzzlechange` event (solve mode: the clues, the entries or the marks shown changed). */
export interface PuzzleChangeDetail {
  puzzle: string;
  entries: string;
  marks: string;
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
  /** The column rule when it is not the problem's default (`knuth`, `weighed` or `first`), else `''`. */
  rule: string;
}

/** `detail` of the `presentchange` event (visualize mode: presentation mode entered or left, by a button, Escape or the attribute). */
export interface PresentChangeDetail {
  present: boolean;
}

export declare class SudokuDlx extends HTMLElement {
  static observedAttributes: string[];
  /** Solve mode: the puzzle, any text form in, the one-line form once shown. Visualize mode: the Sudoku loaded. Ladder mode: the puzzle raced. */
  puzzle: string;
  /** Solve mode: the player's entries (not the clues), one-line form with `.` where there is none; blank for none. */
  entries: string;
  /** Solve mode: the player's corner and centre marks and colours, `1-<corner>-<centre>-<colours>` (each part `<cell in base 36, two characters><symbols>` joined by `.`); blank for none. */
  marks: string;
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
  /** Visualize mode: an exact-cover problem (dlx format or 0/1 matrix) or a named one (`knuth`, `paper`, `queens 6`, `langford 3`). */
  problem: string;
  /** Visualize mode: the column rule of step X3, `knuth` (the leftmost of the fewest options, as in TAOCP), `weighed` or `first` (blank: `knuth` for Knuth's own examples, else `weighed`). */
  rule: string;
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
  /** Visualize mode: presentation mode, the frame filling the screen in large type; Escape leaves it. */
  present: boolean;
  /**
   * Visualize mode: `lazy` loads a visualizer below the fold only once it is within a screen of the viewport or used;
   * `eager` (the default) also loads it once the page is idle. Read when the mode mounts.
   */
  loading: 'lazy' | 'eager';
  /**
   * Visualize mode: the step shown, from 0 (before the visualizer has loaded, the step it will start at);
   * set, it goes there, and starts there after every load.
   */
  step: number;
  /** `light`, `dark` or `auto` (the default): the page's own dark mode (`data-theme`, a `dark` class, MkDocs Material's `slate`, `color-scheme`), else the system's. */
  theme: 'light' | 'dark' | 'auto';
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

/** What JSX and templates may give <sudoku-dlx>: every attribute (its HTML spelling), and each property named otherwise. */
export interface SudokuDlxProps {
  /** Solve mode: the puzzle, any text form in, the one-line form once shown. Visualize mode: the Sudoku loaded. Ladder mode: the puzzle raced. */
  puzzle?: string;
  /** Solve mode: the player's entries (not the clues), one-line form with `.` where there is none; blank for none. */
  entries?: string;
  /** Solve mode: the player's corner and centre marks and colours, `1-<corner>-<centre>-<colours>` (each part `<cell in base 36, two characters><symbols>` joined by `.`); blank for none. */
  marks?: string;
  /** `solve` (the default), `visualize` or `ladder`. */
  mode?: 'solve' | 'visualize' | 'ladder';
  /** Solve mode: where Count stops, 0 for never (1000 unless set). */
  'count-limit'?: number | string;
  /** The property of `count-limit`. */
  countLimit?: number;
  /** Solve mode: the id of the visualize-mode element *Watch the search* opens the puzzle in (blank: the `watch` event only). */
  watch?: string;
  /**
   * Solve mode: the name the game in progress (its board, marks, undo history and clock), the statistics and the
   * streak are saved under in localStorage; blank (the default) saves nothing. Read when the element connects.
   */
  'storage-key'?: string;
  /** The property of `storage-key`. */
  storageKey?: string;
  /**
   * Solve mode: plays the daily puzzle of a UTC date, `YYYY-MM-DD`, or with `today` today’s when no game is
   * in progress to resume; blank for none.
   */
  daily?: string;
  /** Visualize mode: the problem picker's name for the `puzzle` or `problem` set (default `Your puzzle` / `Your problem`). */
  label?: string;
  /** Visualize mode: an exact-cover problem (dlx format or 0/1 matrix) or a named one (`knuth`, `paper`, `queens 6`, `langford 3`). */
  problem?: string;
  /** Visualize mode: the column rule of step X3, `knuth` (the leftmost of the fewest options, as in TAOCP), `weighed` or `first` (blank: `knuth` for Knuth's own examples, else `weighed`). */
  rule?: string;
  /** Visualize mode: events per second during playback (`max` or Infinity for as fast as frames allow). */
  speed?: number | string;
  /** Visualize mode: plays when loaded. */
  autoplay?: boolean;
  /** Visualize mode: starts again from step 0 when playback reaches the end. */
  loop?: boolean;
  /**
   * The controls shown: `all` (the default), `none`, or names. Solve mode's
   * side controls: `examples new-grid generator paste` (`none`: no side
   * panel). Visualize mode's: `playback speed timeline problem`.
   */
  controls?: string;
  /** Visualize mode: the views shown (`all`, or names: `matrix links cells grid stack counters tree`). */
  panels?: string;
  /** Visualize mode: a smaller frame. */
  compact?: boolean;
  /** Visualize mode: presentation mode, the frame filling the screen in large type; Escape leaves it. */
  present?: boolean;
  /**
   * Visualize mode: `lazy` loads a visualizer below the fold only once it is within a screen of the viewport or used;
   * `eager` (the default) also loads it once the page is idle. Read when the mode mounts.
   */
  loading?: 'lazy' | 'eager';
  /**
   * Visualize mode: the step shown, from 0 (before the visualizer has loaded, the step it will start at);
   * set, it goes there, and starts there after every load.
   */
  step?: number | string;
  /** `light`, `dark` or `auto` (the default): the page's own dark mode (`data-theme`, a `dark` class, MkDocs Material's `slate`, `color-scheme`), else the system's. */
  theme?: 'light' | 'dark' | 'auto';
}

/** Listeners of the element's events, as React 19, Preact and Svelte 5 attach them to a custom element: `on` and the name. */
export interface SudokuDlxEventProps {
  onstep?: (event: CustomEvent<StepDetail>) => void;
  onsolution?: (event: CustomEvent<SolutionDetail>) => void;
  onerror?: (event: CustomEvent<ErrorDetail>) => void;
  onpuzzlechange?: (event: CustomEvent<PuzzleChangeDetail>) => void;
  onwatch?: (event: CustomEvent<WatchDetail>) => void;
  onsolved?: (event: CustomEvent<SolvedDetail>) => void;
  onproblemchange?: (event: CustomEvent<ProblemChangeDetail>) => void;
  onpresentchange?: (event: CustomEvent<PresentChangeDetail>) => void;
}

export declare const TAG: 'sudoku-dlx';

/** Registers `<sudoku-dlx>` in `registry` (the page's by default) unless it is there or there is none. */
export declare function defineSudokuDlx(registry?: CustomElementRegistry): void;

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-dlx': SudokuDlx;
  }
}

// The element in each framework's templates. Each block adds it to that
// framework's own list of elements; the empty interfaces merge into the
// framework's (same name, same type parameters) where its types are
// installed, and stand in for them where they are not, so this file checks
// in an app of any one framework.

/** React 18 and 19 (`React.JSX`, what `jsx: react-jsx` reads; React 19 sets properties, and attaches `on` + event listeners). */
declare module 'react' {
  interface ClassAttributes<T> {}
  interface HTMLAttributes<T> {}
  namespace JSX {
    interface IntrinsicElements {
      'sudoku-dlx': ClassAttributes<SudokuDlx> &
        Omit<HTMLAttributes<SudokuDlx>, keyof SudokuDlxProps> &
        SudokuDlxProps &
        SudokuDlxEventProps;
    }
  }
}

/** Preact. */
declare module 'preact' {
  interface HTMLAttributes<RefType extends EventTarget = EventTarget> {}
  namespace JSX {
    interface IntrinsicElements {
      'sudoku-dlx': Omit<HTMLAttributes<SudokuDlx>, keyof SudokuDlxProps> & SudokuDlxProps & SudokuDlxEventProps;
    }
  }
}

/** Solid (its JSX namespace is its JSX runtime's). */
declare module 'solid-js/jsx-runtime' {
  namespace JSX {
    interface HTMLAttributes<T> {}
    interface IntrinsicElements {
      'sudoku-dlx': Omit<HTMLAttributes<SudokuDlx>, keyof SudokuDlxProps> & SudokuDlxProps;
    }
  }
}

/** Vue's templates (vue-tsc): the element as a global component whose props are its attributes and properties. */
declare module 'vue' {
  interface GlobalComponents {
    'sudoku-dlx': new () => SudokuDlx & { $props: SudokuDlxProps };
  }
}

/** Svelte (svelte-check): attributes, properties and Svelte 5's `on` + event handlers. */
declare module 'svelte/elements' {
  interface HTMLAttributes<T extends EventTarget> {}
  interface SvelteHTMLElements {
    'sudoku-dlx': Omit<HTMLAttributes<SudokuDlx>, keyof SudokuDlxProps> & SudokuDlxProps & SudokuDlxEventProps;
  }
}
