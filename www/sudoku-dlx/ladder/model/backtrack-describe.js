// One event of an animated search in words, with no DOM: what was placed or
// taken back, where, and what the rung weighed when it chose.

import { SYMBOLS } from '../../shared/grid-shape.js';
import { MoveKind } from '../../engine/move-kind.js';

/**
 * @typedef {{ kind: string, row?: number, column?: number, index?: number, value?: number }} Constraint
 * @typedef {object} Move one event of a rung's search, as its record says it
 * @property {number} kind a MoveKind
 * @property {number} cell
 * @property {number} symbol
 * @property {number} candidates the candidates a simple rung weighed, a mask
 * @property {number} item the item dancing links branched on, or -1
 * @property {number} options how many choices the placement was made among
 */

/**
 * The symbols of a candidates' mask (bit s - 1 for symbol s), as "1 5 7".
 * @param {number} mask
 */
export function maskSymbols(mask) {
  const symbols = [];
  for (let bit = 0; bit < SYMBOLS.length; bit++) if ((mask >> bit) & 1) symbols.push(SYMBOLS[bit]);
  return symbols.join(' ');
}

/** "row 3, column 4" for cell `cell` of a grid `side` wide. */
function cellName(/** @type {number} */ cell, /** @type {number} */ side) {
  return `row ${Math.floor(cell / side) + 1}, column ${(cell % side) + 1}`;
}

/**
 * A dancing-links item in words: "the cell in row 3, column 4", "5 in row 3".
 * @param {Constraint | undefined} constraint
 */
function constraintName(constraint) {
  if (!constraint) return 'a constraint';
  const { kind, row = 0, column = 0, index = 0, value = 0 } = constraint;
  if (kind === 'cell') return `the cell in row ${row + 1}, column ${column + 1}`;
  const where = kind === 'box' ? `box ${index + 1}` : kind === 'row' ? `row ${row + 1}` : `column ${column + 1}`;
  return `${SYMBOLS[value - 1]} in ${where}`;
}

/**
 * Why a placement was made: the candidates the rung weighed, or, for dancing
 * links, the item it branched on and how many options it had.
 * @param {Move} move
 * @param {(item: number) => Constraint | undefined} constraintOf what dancing links' items stand for
 */
function reason(move, constraintOf) {
  if (move.item < 0) {
    const candidates = maskSymbols(move.candidates);
    if (move.kind === MoveKind.Forced) return `a single; candidates: ${candidates}`;
    return `candidates: ${candidates}`;
  }
  const what = constraintName(constraintOf(move.item));
  return move.options === 1 ? `the only option for ${what}` : `one of ${move.options} options for ${what}`;
}

/**
 * The event in words.
 * @param {Move} move
 * @param {number} side
 * @param {(item: number) => Constraint | undefined} constraintOf what dancing links' items stand for
 */
export function describeMove(move, side, constraintOf) {
  if (move.kind === MoveKind.Solution) return `Solution ${move.cell} found.`;
  const symbol = SYMBOLS[move.symbol - 1];
  const where = cellName(move.cell, side);
  if (move.kind === MoveKind.Remove) return `Take ${symbol} back out of ${where}: backtrack.`;
  const verb = move.kind === MoveKind.Forced ? 'Place' : 'Try';
  return `${verb} ${symbol} in ${where} (${reason(move, constraintOf)}).`;
}
