// Problems an author can ask for by name, in the `problem` attribute:
// `knuth` (Knuth's 7-item example, TAOCP's (6)), `paper` (the matrix of
// his paper "Dancing Links"), `queens N` (N queens on an N×N board:
// rows and columns primary, diagonals secondary, as Knuth sets it up) and
// `langford N` (Langford pairs: the two k's k numbers apart) and
// `pentominoes RxC` (the twelve pieces in a box of 60 cells). The names and
// the sizes offered are the page's; the text each stands for is the
// engine's (src/classic.rs through the binding), the very matrix the
// command line and the benchmarks search.

import { KNUTH_EXAMPLE, PAPER_EXAMPLE } from './presets.js';

/** @typedef {import('../../engine/load.js').StepperEngine} Engine */

/**
 * A name, read.
 * @typedef {{ family: 'knuth' } | { family: 'paper' } | { family: 'pentominoes', rows: number, cols: number }
 *   | { family: 'queens' | 'langford', n: number }} ProblemName
 */

/** The largest N each family is built for: beyond it the search is too long to watch. */
export const LIMITS = { queens: 12, langford: 12 };

/** The sizes of box the twelve pieces can fill: 60 cells, no side under 3. */
export const PENTOMINO_BOXES = ['3x20', '4x15', '5x12', '6x10'];

/**
 * The name `text` gives, or null when `text` is not a name (it is then read
 * as a problem itself). Throws for a known family with a size out of range.
 * @param {string} text
 * @returns {ProblemName | null}
 */
export function problemName(text) {
  const name = parseName(text);
  if (name?.family === 'pentominoes') {
    const { rows, cols } = name;
    if (!PENTOMINO_BOXES.includes(`${Math.min(rows, cols)}x${Math.max(rows, cols)}`)) {
      throw new Error(`the twelve pentominoes fill a box of 60 cells: 3×20, 4×15, 5×12 or 6×10, not ${rows}×${cols}`);
    }
  } else if (name && name.family !== 'knuth' && name.family !== 'paper') {
    const { family, n } = name;
    if (n < 1 || n > LIMITS[family]) throw new Error(`${family} takes N from 1 to ${LIMITS[family]}, not ${n}`);
  }
  return name;
}

/**
 * The exact-cover text a name stands for, written by the engine, or null
 * when `text` is not a name. Throws as `problemName` does.
 * @param {Engine} engine
 * @param {string} text
 */
export function namedProblem(engine, text) {
  const name = problemName(text);
  return name && textOf(engine, name);
}

/**
 * The text of a name.
 * @param {Engine} engine
 * @param {ProblemName} name
 */
export function textOf(engine, name) {
  switch (name.family) {
    case 'knuth':
      return KNUTH_EXAMPLE;
    case 'paper':
      return PAPER_EXAMPLE;
    case 'pentominoes':
      return engine.pentominoesProblem(name.rows, name.cols);
    case 'queens':
      return engine.queensProblem(name.n);
    default:
      return engine.langfordProblem(name.n);
  }
}

/**
 * Where each option of a named queens, Langford or pentominoes problem puts
 * what, as the engine writes it (model/board.js reads it); null for the
 * other names, which have no board.
 * @param {Engine} engine
 * @param {ProblemName} name
 * @returns {Uint32Array | null}
 */
export function boardOf(engine, name) {
  switch (name.family) {
    case 'queens':
      return engine.queensBoard(name.n);
    case 'langford':
      return engine.langfordBoard(name.n);
    case 'pentominoes':
      return engine.pentominoesBoard(name.rows, name.cols);
    default:
      return null;
  }
}

/**
 * One name in one spelling (`queens 8`, `pentominoes 3x20`), so that two
 * spellings of a name compare equal.
 * @param {ProblemName} name
 */
export function nameKey(name) {
  if (name.family === 'knuth' || name.family === 'paper') return name.family;
  if (name.family === 'pentominoes') return `pentominoes ${name.rows}x${name.cols}`;
  return `${name.family} ${name.n}`;
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
 * @returns {ProblemName | null}
 */
function parseName(text) {
  const name = text.trim().toLowerCase();
  if (name === 'knuth') return { family: 'knuth' };
  if (name === 'paper') return { family: 'paper' };
  const box = /^pentominoes[\s:-]*(\d+)\s*[x×]\s*(\d+)$/.exec(name);
  if (box) return { family: 'pentominoes', rows: Number(box[1]), cols: Number(box[2]) };
  const match = /^(queens|langford)[\s:-]*(\d+)$/.exec(name);
  if (!match) return null;
  return { family: /** @type {'queens' | 'langford'} */ (match[1]), n: Number(match[2]) };
}
