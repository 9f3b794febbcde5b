// What a hint's whole step shows and what applying it changes, with no DOM:
// the marks drawn (the candidates that prove it, those it removes, the
// symbols it places, each with its class) and the entries and pencil marks
// once it is applied. The hint is in the contract's shape (hint-shape.js).

import { shapeOf, unitsOf } from '../../shared/grid-shape.js';

/** @typedef {import('./hint-shape.js').Hint} Hint */
/** @typedef {import('./hint-shape.js').Mark} Mark */

/**
 * The marks, their classes and the cells' highlights that show `hint`'s step.
 * @param {Hint} hint
 * @param {string[]} base each open cell's marks the hint worked on
 * @param {string[]} seen the player's own pencil marks
 * @param {boolean} allCandidates whether every cell shows its candidates, not only the cells the step involves
 */
export function stepMarks(hint, base, seen, allCandidates) {
  const involved = new Set([...hint.focus, ...[...hint.evidence, ...hint.eliminations].map((m) => m.cell)]);
  const marks = base.map((candidates, cell) =>
    allCandidates || involved.has(cell) ? seen[cell] || candidates : seen[cell],
  );
  /** @type {Map<number, Map<string, string>>} */
  const styles = new Map();
  /**
   * @param {Mark} mark
   * @param {string} name
   */
  const style = ({ cell, symbol }, name) => {
    if (!marks[cell].includes(symbol)) marks[cell] += symbol;
    styles.set(cell, (styles.get(cell) ?? new Map()).set(symbol, name));
  };
  for (const mark of hint.evidence) style(mark, 'proof');
  for (const mark of hint.eliminations) style(mark, 'removed');
  for (const mark of hint.placements) style(mark, 'placed');
  /** @type {Map<number, string>} */
  const highlights = new Map(hint.focus.map((cell) => [cell, 'in-unit']));
  for (const { cell } of hint.placements) highlights.set(cell, 'hinted');
  return { marks, styles, highlights };
}

/**
 * The entries and pencil marks once `hint`'s step is applied: its
 * placements entered (and struck from their peers' marks), its
 * eliminations struck from the marks.
 * @param {Hint} hint
 * @param {string[]} base each open cell's marks the hint worked on
 * @param {{ side: number, entryLine: string, pencil: string[] }} board
 */
export function appliedStep(hint, base, { side, entryLine, pencil: marks }) {
  const entries = [...entryLine];
  const pencil = [...marks];
  for (const { cell, symbol } of hint.eliminations) {
    pencil[cell] = (pencil[cell] || base[cell]).replace(symbol, '');
  }
  const peers = peersOf(side);
  for (const { cell, symbol } of hint.placements) {
    entries[cell] = symbol;
    pencil[cell] = '';
    for (const peer of peers[cell]) pencil[peer] = pencil[peer].replace(symbol, '');
  }
  return { entries: entries.join(''), pencil };
}

/**
 * Each cell's peers: the other cells of its row, column and box.
 * @param {number} side
 */
function peersOf(side) {
  const shape = shapeOf(side);
  if (!shape) throw new Error(`no grid has side ${side}`);
  const units = unitsOf(shape);
  return Array.from({ length: side * side }, (_, cell) => {
    const peers = new Set(units.filter((u) => u.cells.includes(cell)).flatMap((u) => u.cells));
    peers.delete(cell);
    return [...peers];
  });
}
