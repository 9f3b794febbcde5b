// Problems to start from. Two retell Knuth: TAOCP 7.2.2.1's example (6),
// and the matrix of his paper "Dancing Links" (2000), whose figures draw its
// links; both search by his rule by default, so the steps are the book's.

import { nameKey } from './named-problems.js';

/** @typedef {import('./problem.js').Problem} Problem */
/** @typedef {import('./rules.js').RuleName} RuleName */

/** TAOCP 7.2.2.1, example (6): items a to g, six options. */
export const KNUTH_EXAMPLE = `a b c d e f g
c e
a d g
b c f
a d f
b g
d e g`;

/** Knuth, "Dancing Links" (2000), the matrix of its Figures 1 to 3: items A to G, six rows. */
export const PAPER_EXAMPLE = `A B C D E F G
C E F
A D G
B C F
A D
B G
D E G`;

/** The problems that retell Knuth's own examples. */
const BOOK_EXAMPLES = [KNUTH_EXAMPLE, PAPER_EXAMPLE];

/**
 * The rule a problem searches by when none is chosen: Knuth's for his own
 * examples, so the steps are those of the book and the paper; else the
 * engine's default, the weighed rule.
 * @param {string} text the problem's text (a Sudoku's too)
 * @returns {RuleName}
 */
export function defaultRuleOf(text) {
  return BOOK_EXAMPLES.includes(text.trim()) ? 'knuth' : 'weighed';
}

export const PRESETS = [
  { id: 'knuth', label: "Knuth's example, TAOCP 7.2.2.1 (6)", source: { problem: KNUTH_EXAMPLE } },
  { id: 'paper', label: 'Knuth\'s paper "Dancing Links" (2000), A–G', source: { problem: PAPER_EXAMPLE } },
  { id: 'sudoku4', label: '4×4 Sudoku', source: { puzzle: '..4....32......1' } },
  {
    id: 'sudoku9',
    label: '9×9 Sudoku, hard',
    source: { puzzle: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........' },
  },
  {
    id: 'pentominoes',
    label: 'Pentominoes in a 3×20 box (8 tilings)',
    source: { problem: 'pentominoes 3x20' },
  },
  { id: 'queens8', label: '8 queens (92 solutions)', source: { problem: 'queens 8' } },
  { id: 'langford4', label: 'Langford pairs, n = 4 (2 solutions)', source: { problem: 'langford 4' } },
  {
    id: 'sudoku9easy',
    label: '9×9 Sudoku, easy',
    source: { puzzle: '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..' },
  },
];

/**
 * The preset whose problem `problem` is, if any: a preset that names a
 * problem (the engine writes those) is found by that name.
 * @param {Problem} problem
 */
export function presetOf(problem) {
  return PRESETS.find(({ source }) =>
    problem.isSudoku
      ? source.puzzle === problem.sudoku?.givens
      : source.problem === problem.text || (problem.named !== null && source.problem === nameKey(problem.named)),
  );
}
