// Writes npm/element.d.ts, the types of `sudoku-dlx/element`, from one table
// of the element's properties (with the attribute each reflects), methods
// and events below: the class, and the element in every framework's
// templates (React 18 and 19, Preact and Solid JSX, Vue's GlobalComponents,
// Svelte's elements), so a TypeScript app of any of them needs no
// declarations of its own. The table is held to the class itself by
// tests/e2e/element-types.test.mjs (every accessor and method of
// SudokuDlx's prototype is in it, read-only exactly when it has no setter,
// every observed attribute too), which also fails when npm/element.d.ts is
// not what this writes; the Markdown fence's attributes are held to it too
// (tests/e2e/fence-spec.test.mjs). `npm run package` runs it before
// packing; by hand:
//
//   node scripts/element-types.mjs

import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const TYPES_FILE = fileURLToPath(new URL('../npm/element.d.ts', import.meta.url));

/**
 * The element's properties, in the order the types list them; `attribute`
 * is the attribute each reflects, when it is not the property's own name
 * (null: none).
 * @type {{ name: string, type: string, doc: string[], readonly?: boolean, attribute?: string | null }[]}
 */
export const PROPERTIES = [
  {
    name: 'puzzle',
    type: 'string',
    doc: [
      'Solve mode: the puzzle, any text form in, the one-line form once shown. Visualize mode: the Sudoku loaded. Ladder mode: the puzzle raced.',
    ],
  },
  {
    name: 'entries',
    type: 'string',
    doc: [
      "Solve mode: the player's entries (not the clues), one-line form with `.` where there is none; blank for none.",
    ],
  },
  {
    name: 'marks',
    type: 'string',
    doc: [
      "Solve mode: the player's corner and centre marks and colours, `1-<corner>-<centre>-<colours>` (each part `<cell in base 36, two characters><symbols>` joined by `.`); blank for none.",
    ],
  },
  { name: 'mode', type: "'solve' | 'visualize' | 'ladder'", doc: ['`solve` (the default), `visualize` or `ladder`.'] },
  {
    name: 'countLimit',
    type: 'number',
    doc: ['Solve mode: where Count stops, 0 for never (1000 unless set).'],
    attribute: 'count-limit',
  },
  {
    name: 'watch',
    type: 'string',
    doc: [
      'Solve mode: the id of the visualize-mode element *Watch the search* opens the puzzle in (blank: the `watch` event only).',
    ],
  },
  {
    name: 'storageKey',
    type: 'string',
    doc: [
      'Solve mode: the name the game in progress (its board, marks, undo history and clock), the statistics and the',
      'streak are saved under in localStorage; blank (the default) saves nothing. Read when the element connects.',
    ],
    attribute: 'storage-key',
  },
  {
    name: 'daily',
    type: 'string',
    doc: [
      'Solve mode: plays the daily puzzle of a UTC date, `YYYY-MM-DD`, or with `today` today’s when no game is',
      'in progress to resume; blank for none.',
    ],
  },
  {
    name: 'label',
    type: 'string',
    doc: [
      "Visualize mode: the problem picker's name for the `puzzle` or `problem` set (default `Your puzzle` / `Your problem`).",
    ],
  },
  {
    name: 'problem',
    type: 'string',
    doc: [
      'Visualize mode: an exact-cover problem (dlx format or 0/1 matrix) or a named one (`knuth`, `paper`, `queens 6`, `langford 3`).',
    ],
  },
  {
    name: 'rule',
    type: 'string',
    doc: [
      "Visualize mode: the column rule of step X3, `knuth` (the leftmost of the fewest options, as in TAOCP), `weighed` or `first` (blank: `knuth` for Knuth's own examples, else `weighed`).",
    ],
  },
  {
    name: 'speed',
    type: 'number',
    doc: ['Visualize mode: events per second during playback (`max` or Infinity for as fast as frames allow).'],
  },
  { name: 'autoplay', type: 'boolean', doc: ['Visualize mode: plays when loaded.'] },
  { name: 'loop', type: 'boolean', doc: ['Visualize mode: starts again from step 0 when playback reaches the end.'] },
  {
    name: 'controls',
    type: 'string',
    doc: [
      "The controls shown: `all` (the default), `none`, or names. Solve mode's",
      'side controls: `examples new-grid generator paste` (`none`: no side',
      "panel). Visualize mode's: `playback speed timeline problem`.",
    ],
  },
  {
    name: 'panels',
    type: 'string',
    doc: ['Visualize mode: the views shown (`all`, or names: `matrix links cells grid stack counters tree`).'],
  },
  { name: 'compact', type: 'boolean', doc: ['Visualize mode: a smaller frame.'] },
  {
    name: 'present',
    type: 'boolean',
    doc: ['Visualize mode: presentation mode, the frame filling the screen in large type; Escape leaves it.'],
  },
  {
    name: 'loading',
    type: "'lazy' | 'eager'",
    doc: [
      'Visualize mode: `lazy` loads a visualizer below the fold only once it is within a screen of the viewport or used;',
      '`eager` (the default) also loads it once the page is idle. Read when the mode mounts.',
    ],
  },
  {
    name: 'step',
    type: 'number',
    doc: [
      'Visualize mode: the step shown, from 0 (before the visualizer has loaded, the step it will start at);',
      'set, it goes there, and starts there after every load.',
    ],
  },
  {
    name: 'theme',
    type: "'light' | 'dark' | 'auto'",
    doc: [
      "`light`, `dark` or `auto` (the default): the page's own dark mode (`data-theme`, a `dark` class, MkDocs Material's `slate`, `color-scheme`), else the system's.",
    ],
  },
  {
    name: 'totalSteps',
    type: 'number',
    doc: ['Visualize mode: the steps known so far.'],
    readonly: true,
    attribute: null,
  },
];

/**
 * The element's events (bubbling, composed), with their `detail`.
 * @type {{ name: string, detail: string }[]}
 */
export const EVENTS = [
  { name: 'step', detail: 'StepDetail' },
  { name: 'solution', detail: 'SolutionDetail' },
  { name: 'error', detail: 'ErrorDetail' },
  { name: 'puzzlechange', detail: 'PuzzleChangeDetail' },
  { name: 'watch', detail: 'WatchDetail' },
  { name: 'solved', detail: 'SolvedDetail' },
  { name: 'problemchange', detail: 'ProblemChangeDetail' },
  { name: 'presentchange', detail: 'PresentChangeDetail' },
];

/**
 * The attribute `property` reflects, or null.
 * @param {(typeof PROPERTIES)[number]} property
 */
export function attributeOf(property) {
  return property.attribute === undefined ? property.name : property.attribute;
}

/**
 * The element's methods, in the order the types list them.
 * @type {{ name: string, signature: string, doc?: string }[]}
 */
export const METHODS = [
  { name: 'play', signature: '(): Promise<void>' },
  { name: 'pause', signature: '(): Promise<void>' },
  { name: 'stepForward', signature: '(): Promise<void>' },
  { name: 'stepBack', signature: '(): Promise<void>' },
  {
    name: 'seek',
    signature: '(n: number): Promise<number | undefined>',
    doc: 'Goes to step `n`; resolves to the step reached.',
  },
  {
    name: 'solve',
    signature: '(): Promise<unknown>',
    doc: 'Solve mode: solves; rejects with the load error when the puzzle set could not be loaded. Visualize mode: goes to the first solution; resolves to its step.',
  },
  {
    name: 'nextSolution',
    signature: '(): Promise<number | undefined>',
    doc: 'Visualize mode: goes to the next solution after the step shown; resolves to its step.',
  },
  { name: 'end', signature: '(): Promise<number | undefined>', doc: 'Visualize mode: goes to the end of the search.' },
];

const HEAD = `// Types of \`sudoku-dlx/element\` (www/sudoku-dlx/index.js): the <sudoku-dlx>
// element's class, and its registration. Written by scripts/element-types.mjs
// from its table of the element's properties and methods: do not edit.

/** \`detail\` of the \`step\` event. */
export interface StepDetail {
  step: number;
  event: object | undefined;
  description: string;
}

/** \`detail\` of the \`solution\` event: solve mode's answer, or the visualizer's solution at a step. */
export type SolutionDetail =
  | { puzzle: string; solution: string; nodes: number; updates: number; ms: number }
  | { step: number; grid: string; options: string[] };

/** \`detail\` of the \`error\` event: the engine's own words. */
export interface ErrorDetail {
  message: string;
}

/** \`detail\` of the \`puzzlechange\` event (solve mode: the clues, the entries or the marks shown changed). */
export interface PuzzleChangeDetail {
  puzzle: string;
  entries: string;
  marks: string;
}

/** \`detail\` of the \`watch\` event (solve mode: *Watch the search* pressed; cancelable). */
export interface WatchDetail {
  puzzle: string;
}

/** \`detail\` of the \`solved\` event (solve mode: the grid completed and right). */
export interface SolvedDetail {
  /** The time played, in whole seconds. */
  seconds: number;
  hints: number;
  mistakes: number;
}

/** \`detail\` of the \`problemchange\` event (visualize mode: another problem shown). */
export interface ProblemChangeDetail {
  /** A preset's id, a named problem, a Sudoku's one line or exact-cover text. */
  link: string;
  /** The column rule when it is not the problem's default (\`knuth\`, \`weighed\` or \`first\`), else \`''\`. */
  rule: string;
}

/** \`detail\` of the \`presentchange\` event (visualize mode: presentation mode entered or left, by a button, Escape or the attribute). */
export interface PresentChangeDetail {
  present: boolean;
}
`;

const TAIL = `
export declare const TAG: 'sudoku-dlx';

/** Registers \`<sudoku-dlx>\` in \`registry\` (the page's by default) unless it is there or there is none. */
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

/** React 18 and 19 (\`React.JSX\`, what \`jsx: react-jsx\` reads; React 19 sets properties, and attaches \`on\` + event listeners). */
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

/** Svelte (svelte-check): attributes, properties and Svelte 5's \`on\` + event handlers. */
declare module 'svelte/elements' {
  interface HTMLAttributes<T extends EventTarget> {}
  interface SvelteHTMLElements {
    'sudoku-dlx': Omit<HTMLAttributes<SudokuDlx>, keyof SudokuDlxProps> & SudokuDlxProps & SudokuDlxEventProps;
  }
}
`;

/**
 * What JSX and templates may give the element: each attribute in its HTML
 * spelling (numbers and booleans as a framework passes them), and each
 * property whose name is not its attribute's.
 */
function propsInterface() {
  const lines = [];
  for (const property of PROPERTIES) {
    const attribute = attributeOf(property);
    if (attribute === null) continue;
    const loose = { boolean: 'boolean', number: 'number | string' }[property.type] ?? property.type;
    const key = /^[a-z]\w*$/i.test(attribute) ? attribute : `'${attribute}'`;
    lines.push(...docComment(property.doc), `  ${key}?: ${loose};`);
    if (attribute !== property.name) {
      lines.push(`  /** The property of \`${attribute}\`. */`, `  ${property.name}?: ${property.type};`);
    }
  }
  return [
    '/** What JSX and templates may give <sudoku-dlx>: every attribute (its HTML spelling), and each property named otherwise. */',
    'export interface SudokuDlxProps {',
    ...lines,
    '}',
  ].join('\n');
}

/** Listeners of the element's events in the \`on\` + name form. */
function eventsInterface() {
  const lines = EVENTS.map(({ name, detail }) => `  on${name}?: (event: CustomEvent<${detail}>) => void;`);
  return [
    "/** Listeners of the element's events, as React 19, Preact and Svelte 5 attach them to a custom element: `on` and the name. */",
    'export interface SudokuDlxEventProps {',
    ...lines,
    '}',
  ].join('\n');
}

/** @param {string[]} lines a doc comment's lines, indented by two */
function docComment(lines) {
  if (lines.length === 1) return [`  /** ${lines[0]} */`];
  return ['  /**', ...lines.map((line) => `   * ${line}`), '   */'];
}

/** The text of npm/element.d.ts. */
export function elementTypes() {
  const members = [
    ...PROPERTIES.flatMap(({ name, type, doc, readonly }) => [
      ...docComment(doc),
      `  ${readonly ? 'readonly ' : ''}${name}: ${type};`,
    ]),
    ...METHODS.flatMap(({ name, signature, doc }) => [...(doc ? docComment([doc]) : []), `  ${name}${signature};`]),
  ];
  const body = ['export declare class SudokuDlx extends HTMLElement {', '  static observedAttributes: string[];'];
  const element = [...body, ...members, '}'].join('\n');
  return `${HEAD}\n${element}\n\n${propsInterface()}\n\n${eventsInterface()}\n${TAIL}`;
}

/** Writes npm/element.d.ts. */
export async function writeElementTypes() {
  await writeFile(TYPES_FILE, elementTypes());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeElementTypes();
  console.log(`wrote ${TYPES_FILE}`);
}
