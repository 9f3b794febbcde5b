// Problems to start from. Knuth's example is the one drawn in his paper
// "Dancing Links", so the links view can be checked against its figures.

import { nameKey } from './named-problems.js';

/** @typedef {import('./problem.js').Problem} Problem */

export const KNUTH_EXAMPLE = `a b c d e f g
c e
a d g
b c f
a d f
b g
d e g`;

export const PRESETS = [
  { id: 'knuth', label: "Knuth's example (7 items, 6 options)", source: { problem: KNUTH_EXAMPLE } },
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
