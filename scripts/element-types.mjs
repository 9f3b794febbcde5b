// Writes npm/element.d.ts, the types of `sudoku-dlx/element`, from one table
// of the element's properties and methods below. The table is held to the
// class itself by tests/e2e/element-types.test.mjs (every accessor and method
// of SudokuDlx's prototype is in it, read-only exactly when it has no
// setter), which also fails when npm/element.d.ts is not what this writes.
// `npm run package` runs it before packing; by hand:
//
//   node scripts/element-types.mjs

import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const TYPES_FILE = fileURLToPath(new URL('../npm/element.d.ts', import.meta.url));

/**
 * The element's properties, in the order the types list them.
 * @type {{ name: string, type: string, doc: string[], readonly?: boolean }[]}
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
  { name: 'mode', type: "'solve' | 'visualize' | 'ladder'", doc: ['`solve` (the default), `visualize` or `ladder`.'] },
  { name: 'countLimit', type: 'number', doc: ['Solve mode: where Count stops, 0 for never (1000 unless set).'] },
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
      'Visualize mode: an exact-cover problem (dlx format or 0/1 matrix) or a named one (`knuth`, `queens 6`, `langford 3`).',
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
    name: 'step',
    type: 'number',
    doc: ['Visualize mode: the step shown, from 0; set, it goes there, and starts there after every load.'],
  },
  { name: 'totalSteps', type: 'number', doc: ['Visualize mode: the steps known so far.'], readonly: true },
];

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
`;

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
  return `${HEAD}\n${[...body, ...members, '}'].join('\n')}\n${TAIL}`;
}

/** Writes npm/element.d.ts. */
export async function writeElementTypes() {
  await writeFile(TYPES_FILE, elementTypes());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeElementTypes();
  console.log(`wrote ${TYPES_FILE}`);
}
