// Problems an author can ask for by name, in the `problem` attribute:
// `knuth` (Knuth's 7-item example), `queens N` (N queens on an N×N board:
// rows and columns primary, diagonals secondary, as Knuth sets it up) and
// `langford N` (Langford pairs: the two k's k numbers apart) and
// `pentominoes RxC` (the twelve pieces in a box of 60 cells). Each becomes
// exact-cover text in Knuth's dlx format, which the engine reads.

import { PENTOMINO_BOXES, pentominoes } from './pentominoes.js';
import { KNUTH_EXAMPLE } from './presets.js';

/** The largest N each family is built for: beyond it the search is too long to watch. */
export const LIMITS = { queens: 12, langford: 12 };

/** @param {number} n */
export function queens(n) {
  const range = (/** @type {number} */ count) => Array.from({ length: count }, (_, i) => i);
  const names = [
    ...range(n).map((i) => `r${i + 1}`),
    ...range(n).map((j) => `c${j + 1}`),
    '|',
    ...range(2 * n - 1).map((d) => `a${d + 1}`),
    ...range(2 * n - 1).map((d) => `b${d + 1}`),
  ];
  const options = [];
  for (const i of range(n)) {
    for (const j of range(n)) options.push(`r${i + 1} c${j + 1} a${i + j + 1} b${i - j + n}`);
  }
  return [names.join(' '), ...options].join('\n');
}

/** @param {number} n */
export function langford(n) {
  const names = [];
  for (let k = 1; k <= n; k++) names.push(`d${k}`);
  for (let s = 1; s <= 2 * n; s++) names.push(`s${s}`);
  const options = [];
  for (let k = 1; k <= n; k++) {
    for (let s = 1; s + k + 1 <= 2 * n; s++) options.push(`d${k} s${s} s${s + k + 1}`);
  }
  return [names.join(' '), ...options].join('\n');
}

/**
 * The exact-cover text a name stands for, or null when `text` is not a
 * name (it is then read as a problem itself). Throws for a known family
 * with a size out of range.
 * @param {string} text
 */
export function namedProblem(text) {
  const name = text.trim().toLowerCase();
  if (name === 'knuth') return KNUTH_EXAMPLE;
  const box = /^pentominoes[\s:-]*(\d+)\s*[x×]\s*(\d+)$/.exec(name);
  if (box) {
    const [rows, cols] = [Number(box[1]), Number(box[2])];
    const fits = PENTOMINO_BOXES.includes(`${Math.min(rows, cols)}x${Math.max(rows, cols)}`);
    if (!fits) {
      throw new Error(`the twelve pentominoes fill a box of 60 cells: 3×20, 4×15, 5×12 or 6×10, not ${rows}×${cols}`);
    }
    return pentominoes(rows, cols);
  }
  const match = /^(queens|langford)[\s:-]*(\d+)$/.exec(name);
  if (!match) return null;
  const family = /** @type {keyof LIMITS} */ (match[1]);
  const n = Number(match[2]);
  if (n < 1 || n > LIMITS[family]) throw new Error(`${family} takes N from 1 to ${LIMITS[family]}, not ${n}`);
  return family === 'queens' ? queens(n) : langford(n);
}
