// What a person typed into "Your own problem": a Sudoku or exact-cover
// text, told apart by one rule (docs/page.md):
//
//   a Sudoku is text made only of a grid's characters (the symbols 1-9 and
//   A-P, `.`, `0` or `_` for an empty cell, spaces, commas and the lines
//   `|`, `-`, `+`), not only 0s and 1s (that is a 0/1 matrix), with an
//   empty cell written `.` or `_` or exactly as many cells as a grid has
//   (16, 36, 81, 256 or 625);
//
//   anything else (item names, which Knuth's format and the named problems
//   write in lower case, or a 0/1 matrix) is exact-cover text.
//
//   a variant puzzle (ISS's constraint string, docs/variants.md) starts with
//   `.` and holds a `~` or a letter past P; it is read as a puzzle, and the
//   engine, which knows the format, says what is wrong with it.
//
// Lines starting with `#` are comments, as in the solver's paste box.

import { SIDES } from '../../shared/grid-shape.js';

const GRID_TEXT = /^[1-9A-P._0\s,|+-]*$/;
const CELL = /[1-9A-P._0]/g;
const ZEROS_AND_ONES = /^[01\s,]*$/;
/** The stepper's words for a problem it reads but does not step (colours, for now). */
const NOT_STEPPED = /not yet in the visualizer/;

/** The start of a variant puzzle, as the engine tells one from a grid (`is_variant`). */
const VARIANT = /^\s*\.[\s\S]*[~Q-Zq-z]/;

/** @typedef {import('./problem.js').Source} Source */

/**
 * The text without its `#` comment lines.
 * @param {string} text
 */
function withoutComments(text) {
  return text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n');
}

/**
 * Whether `text` is to be read as a Sudoku (the rule above).
 * @param {string} text
 */
export function looksLikeSudoku(text) {
  const body = withoutComments(text);
  if (!body.trim() || !GRID_TEXT.test(body) || ZEROS_AND_ONES.test(body)) return false;
  const cells = body.match(CELL)?.length ?? 0;
  return /[._]/.test(body) || SIDES.some((side) => side * side === cells);
}

/**
 * The source for `text`: `{ puzzle }` for a Sudoku, `{ problem }` for
 * exact-cover text (or a problem's name).
 * @param {string} text
 * @returns {Source}
 */
export function sourceOfText(text) {
  if (VARIANT.test(withoutComments(text))) return { puzzle: withoutComments(text).trim() };
  return looksLikeSudoku(text) ? { puzzle: withoutComments(text).replace(/,/g, ' ') } : { problem: text };
}

/**
 * The source for text typed into the form, whose errors show there.
 * @param {string} text
 * @returns {Source}
 */
export function readInput(text) {
  return { ...sourceOfText(text), fromForm: true };
}

/**
 * The engine's message about `text`, said as the reading it was given, so
 * that a Sudoku with a wrong count of cells is not mistaken for a bad
 * exact-cover problem or the other way round.
 * @param {Source} source
 * @param {string} message
 */
export function inputError(source, message) {
  if (source.puzzle != null && VARIANT.test(source.puzzle)) return `Read as a variant puzzle: ${message}`;
  if (source.puzzle != null) return `Read as a Sudoku (only grid symbols), but it is not one: ${message}`;
  // Colours are valid text the visualizer does not step yet: not "not valid".
  if (NOT_STEPPED.test(message)) return `Read as exact-cover text: ${message}`;
  return `Read as exact-cover text, but it is not valid: ${message}`;
}
