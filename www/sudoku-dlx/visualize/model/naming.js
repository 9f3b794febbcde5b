// A line that says how the items of a named family are named (queens'
// r3 and a7, Langford's d2 and s4, a pentomino's cells 0a), for a learner
// reading the matrix and the sentences; "" for a problem that needs none
// (a Sudoku, whose items are spelled out, or a problem typed in rather than
// named). No DOM.

import { optionLabel } from './describe.js';

/** @typedef {import('./problem.js').Problem} Problem */

/**
 * @param {Problem} problem
 * @returns {string}
 */
export function namingOf(problem) {
  switch (problem.named?.family) {
    case 'pentominoes':
      return pentominoNaming(problem);
    case 'queens':
      return queensNaming(problem, problem.named.n);
    case 'langford':
      return langfordNaming(problem, problem.named.n);
    default:
      return '';
  }
}

/**
 * @param {Problem} problem
 * @param {number} n
 */
function queensNaming(problem, n) {
  const diagonals = 2 * n - 1;
  const example = optionLabel(problem, Math.min(problem.optionCount - 1, 2 * n + Math.min(4, n - 1)));
  return (
    `Items: rows r1–r${n} and columns c1–c${n}, each to get exactly one queen; diagonals a1–a${diagonals} (↗) ` +
    `and b1–b${diagonals} (↘), at most one. An option is a square: ${example}.`
  );
}

/**
 * @param {Problem} problem
 * @param {number} n
 */
function langfordNaming(problem, n) {
  let at = 0;
  while (at < problem.optionCount - 1 && problem.itemName(problem.itemsOf(at)[0]) !== `d${Math.min(2, n)}`) at++;
  return (
    `Items: the numbers d1–d${n} and the slots s1–s${2 * n}. An option puts a number's two copies with ` +
    `that many slots between them: ${optionLabel(problem, at)}.`
  );
}

/** @param {Problem} problem */
function pentominoNaming(problem) {
  return (
    "Items: the twelve pieces by Conway's letters, O to Z, and the cells, row then column in base 36 " +
    `(0a is row 0, column 10). An option is a placement: ${optionLabel(problem, 0)}.`
  );
}
