// Problems an author can ask for by name, in the `problem` attribute:
// `knuth` (Knuth's 7-item example, TAOCP's (6)), `paper` (the matrix of
// his paper "Dancing Links"), `queens N` (N queens on an N×N board:
// rows and columns primary, diagonals secondary, as Knuth sets it up) and
// `langford N` (Langford pairs: the two k's k numbers apart) and
// `pentominoes RxC` (the twelve pieces in a box of 60 cells). Each becomes
// exact-cover text in Knuth's dlx format, which the engine reads.

import { PENTOMINO_BOXES, pentominoes } from './pentominoes.js';
import { langford, queens } from './families.js';
import { KNUTH_EXAMPLE, PAPER_EXAMPLE } from './presets.js';

/** The largest N each family is built for: beyond it the search is too long to watch. */
export const LIMITS = { queens: 12, langford: 12 };

/**
 * The exact-cover text a name stands for, or null when `text` is not a
 * name (it is then read as a problem itself). Throws for a known family
 * with a size out of range.
 * @param {string} text
 */
export function namedProblem(text) {
  const name = parseName(text);
  if (!name) return null;
  if (name.family === 'knuth') return KNUTH_EXAMPLE;
  if (name.family === 'paper') return PAPER_EXAMPLE;
  if (name.family === 'pentominoes') {
    const { rows, cols } = name;
    const fits = PENTOMINO_BOXES.includes(`${Math.min(rows, cols)}x${Math.max(rows, cols)}`);
    if (!fits) {
      throw new Error(`the twelve pentominoes fill a box of 60 cells: 3×20, 4×15, 5×12 or 6×10, not ${rows}×${cols}`);
    }
    return pentominoes(rows, cols);
  }
  const { family, n } = name;
  if (n < 1 || n > LIMITS[family]) throw new Error(`${family} takes N from 1 to ${LIMITS[family]}, not ${n}`);
  return family === 'queens' ? queens(n) : langford(n);
}

/**
 * What the problem picker calls a named problem ("Queens 6"), or null when
 * `text` is no name.
 * @param {string} text
 */
export function titleOfName(text) {
  const name = parseName(text);
  if (!name) return null;
  if (name.family === 'knuth') return "Knuth's example, TAOCP 7.2.2.1 (6)";
  if (name.family === 'paper') return 'Knuth\'s paper "Dancing Links" (2000)';
  if (name.family === 'pentominoes') return `Pentominoes in a ${name.rows}×${name.cols} box`;
  return name.family === 'queens' ? `Queens ${name.n}` : `Langford pairs, n = ${name.n}`;
}

/**
 * @param {string} text
 * @returns {{ family: 'knuth' } | { family: 'paper' } | { family: 'pentominoes', rows: number, cols: number } | { family: keyof LIMITS, n: number } | null}
 */
function parseName(text) {
  const name = text.trim().toLowerCase();
  if (name === 'knuth') return { family: 'knuth' };
  if (name === 'paper') return { family: 'paper' };
  const box = /^pentominoes[\s:-]*(\d+)\s*[x×]\s*(\d+)$/.exec(name);
  if (box) return { family: 'pentominoes', rows: Number(box[1]), cols: Number(box[2]) };
  const match = /^(queens|langford)[\s:-]*(\d+)$/.exec(name);
  if (!match) return null;
  return { family: /** @type {keyof LIMITS} */ (match[1]), n: Number(match[2]) };
}
