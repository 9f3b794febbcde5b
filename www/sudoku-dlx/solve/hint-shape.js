// The hint as the page uses it, in the shape of the hint contract
// (`hint(grid, marks?)` returns { technique, level, placements,
// eliminations, nudge, explanation, focus, evidence }). Until the wasm
// export returns that shape, `toHint` builds it from the export's older
// answer ({ kind, cell, symbol, unit, candidates }); once it does, `toHint`
// passes the answer through.

import { shapeOf } from '../shared/grid-shape.js';
import { cellName, unitsOf } from './clashes.js';

/**
 * @typedef {{ cell: number, symbol: string }} Mark
 * @typedef {object} Hint
 * @property {string} technique
 * @property {string} level
 * @property {Mark[]} placements
 * @property {Mark[]} eliminations
 * @property {string} nudge
 * @property {string} explanation
 * @property {number[]} focus
 * @property {Mark[]} evidence
 */

/**
 * @param {any} found what the export returned
 * @param {number} side
 * @returns {Hint}
 */
export function toHint(found, side) {
  if ('technique' in found) return found;
  const { kind, cell, symbol, unit, candidates } = found;
  const where = cellName(cell, side);
  if (kind === 'naked single') {
    const box = unitOf(side, 'box', cell);
    return {
      technique: kind,
      level: 'easy',
      placements: [{ cell, symbol }],
      eliminations: [],
      nudge: `Look for a naked single in ${box.label}: a cell where only one symbol is left.`,
      explanation: `${where} can only be ${symbol}: no other symbol is left there (naked single).`,
      focus: box.cells,
      evidence: [{ cell, symbol }],
    };
  }
  if (kind === 'hidden single') {
    const [name, number] = unit.split(' ');
    const cells = unitsOf(/** @type {any} */ (shapeOf(side))).filter((u) => u.name === name)[Number(number) - 1].cells;
    return {
      technique: kind,
      level: 'easy',
      placements: [{ cell, symbol }],
      eliminations: [],
      nudge: `Look for a hidden single in ${unit}: a symbol with only one place left there.`,
      explanation: `${symbol} goes at ${where}: it is the only place for ${symbol} in ${unit} (hidden single).`,
      focus: cells,
      evidence: [{ cell, symbol }],
    };
  }
  const listed = [...candidates].join(', ');
  return {
    technique: 'guess',
    level: 'expert',
    placements: [],
    eliminations: [],
    nudge: `No technique this hint knows applies: a guess is needed. Look at ${where}.`,
    explanation: `No technique applies, so a guess is needed: ${where} has the fewest candidates (${listed}).`,
    focus: [cell],
    evidence: [...candidates].map((s) => ({ cell, symbol: s })),
  };
}

/**
 * The box holding `cell`, as its cells and its name ("box 3").
 * @param {number} side
 * @param {'box'} name
 * @param {number} cell
 */
function unitOf(side, name, cell) {
  const units = unitsOf(/** @type {any} */ (shapeOf(side))).filter((u) => u.name === name);
  const index = units.findIndex((u) => u.cells.includes(cell));
  return { cells: units[index].cells, label: `${name} ${index + 1}` };
}
