// Puzzle text as people paste it, made into what the parser reads: lines
// starting with `#` are comments (as on the command line), and commas
// separate cells like spaces. Both keep every line and column where it
// was, so the parser's "line 3, column 7" still points into the text. The
// grid goes to the parser one row per line, so that its messages name the
// grid's rows and columns (the parser says "row 2, column 5" for a text
// laid out so).

import { sideOf } from '../../shared/grid-shape.js';

/** @param {string} text */
export function cleanPaste(text) {
  return text
    .split('\n')
    .map((line) => (line.trimStart().startsWith('#') ? '' : line.replace(/,/g, ' ')))
    .join('\n');
}

/**
 * The one-line `puzzle` one row per line, so that the parser's messages
 * name the grid's rows and columns.
 * @param {string} puzzle
 */
export function inRows(puzzle) {
  const side = sideOf(puzzle.length) ?? puzzle.length;
  const rows = [];
  for (let start = 0; start < puzzle.length; start += side) rows.push(puzzle.slice(start, start + side));
  return rows.join('\n');
}
