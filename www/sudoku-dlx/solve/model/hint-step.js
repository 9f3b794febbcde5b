// What a hint's whole step shows and what applying it changes, with no DOM:
// the marks drawn (the candidates that prove it, those it removes, the
// symbols it places, each with its class) and the entries and pencil marks
// once it is applied. The hint is in the contract's shape (hint-shape.js).

import { shapeOf, unitsOf } from '../../shared/grid-shape.js';

/** @typedef {import('./hint-shape.js').Hint} Hint */
/** @typedef {import('./hint-shape.js').Mark} Mark */

/**
 * The marks, their classes and the cells' highlights that show `hint`'s step.
 * A cell whose marks are null shows the player's own, corner and centre, as
 * they are without the hint; a cell the step fills shows the digit it places alone.
 * @param {Hint} hint
 * @param {string[]} base each open cell's marks the hint worked on
 * @param {string[]} seen the player's own marks
 * @param {boolean} allCandidates whether every cell shows its candidates, not only the cells the step involves
 */
export function stepMarks(hint, base, seen, allCandidates) {
  const involved = new Set([...hint.focus, ...[...hint.evidence, ...hint.eliminations].map((m) => m.cell)]);
  // The cells the step involves show what the hint worked from, the rest the player's own marks
  // (with Candidates on, a cell without any shows its candidates, as it does without the hint).
  /** @type {(string | null)[]} */
  const marks = base.map((candidates, cell) =>
    involved.has(cell) || (allCandidates && !seen[cell]) ? candidates : null,
  );
  /** @type {Map<number, Map<string, string>>} */
  const styles = new Map();
  /**
   * @param {Mark} mark
   * @param {string} name
   */
  const style = ({ cell, symbol }, name) => {
    const shown = marks[cell] ?? '';
    if (!shown.includes(symbol)) marks[cell] = shown + symbol;
    styles.set(cell, (styles.get(cell) ?? new Map()).set(symbol, name));
  };
  const opposite = new Set(hint.opposite.map(({ cell, symbol }) => `${cell}${symbol}`));
  for (const mark of hint.evidence) style(mark, opposite.has(`${mark.cell}${mark.symbol}`) ? 'proof other' : 'proof');
  // A candidate of the proof that goes (simple colouring's false colour) keeps its colour, struck out.
  for (const mark of hint.eliminations) style(mark, `${styles.get(mark.cell)?.get(mark.symbol) ?? ''} removed`.trim());
  for (const mark of hint.placements) style(mark, 'placed');
  // A cell the step fills shows its digit alone, drawn as large as an entry
  // (views/grid-cells.js): among its candidates it was small, beside marks
  // and under a cage's sum.
  for (const { cell } of hint.placements) {
    marks[cell] = hint.placements.flatMap((mark) => (mark.cell === cell ? [mark.symbol] : [])).join('');
  }
  /** @type {Map<number, string>} */
  const highlights = new Map(hint.focus.map((cell) => [cell, 'in-unit']));
  // A fish: its base lines shaded, its cover lines hatched, both where they cross.
  const baseLines = new Set(hint.base);
  for (const cell of hint.cover) highlights.set(cell, baseLines.has(cell) ? 'crossing' : 'cover');
  for (const { cell } of hint.placements) highlights.set(cell, 'hinted');
  return { marks, styles, highlights, links: hint.links };
}

/**
 * The entries and marks once `hint`'s step is applied: its placements
 * entered (and struck from their peers' marks of both kinds), its
 * eliminations struck from the marks that speak for the cell (its centre
 * marks where it has any, else its corner marks). A step with eliminations
 * makes the marks complete (hint-flow.js), so every open cell without
 * marks gets `base`'s first: written only where a candidate went, a cage's
 * own cells were left blank beside "My marks are complete".
 * @param {Hint} hint
 * @param {string[]} base each open cell's marks the hint worked on
 * @param {{ side: number, entryLine: string, pencil: string[], centre: string[] }} board
 */
export function appliedStep(hint, base, { side, entryLine, pencil: corner, centre: inCentre }) {
  const entries = [...entryLine];
  const pencil = [...corner];
  const centre = [...inCentre];
  if (hint.eliminations.length > 0) {
    for (const [cell, marks] of base.entries()) if (!pencil[cell] && !centre[cell]) pencil[cell] = marks;
  }
  for (const { cell, symbol } of hint.eliminations) {
    if (centre[cell]) centre[cell] = centre[cell].replace(symbol, '');
    else pencil[cell] = pencil[cell].replace(symbol, '');
  }
  const peers = peersOf(side);
  for (const { cell, symbol } of hint.placements) {
    entries[cell] = symbol;
    pencil[cell] = centre[cell] = '';
    for (const peer of peers[cell]) {
      pencil[peer] = pencil[peer].replace(symbol, '');
      centre[peer] = centre[peer].replace(symbol, '');
    }
  }
  return { entries: entries.join(''), pencil, centre };
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

/** An explanation this long or shorter is said whole; a longer one is summed up, the whole behind "More". */
export const SAID_WHOLE = 110;

/**
 * What the status line says of `hint`'s step: the explanation when it is
 * short, else a summary (its technique, then what it places and removes)
 * with the explanation as `more`.
 * @param {Hint} hint
 * @param {number} side
 * @returns {{ text: string, more: string }}
 */
export function stepWords(hint, side) {
  const { explanation, placements, eliminations } = hint;
  if (explanation.length <= SAID_WHOLE) return { text: explanation, more: '' };
  /** @param {number} cell */
  const name = (cell) => `row ${Math.floor(cell / side) + 1}, column ${(cell % side) + 1}`;
  const placed = placements.map(({ cell, symbol }) => `${symbol} goes in ${name(cell)}`);
  /** @type {Map<number, string[]>} */
  const lost = new Map();
  for (const { cell, symbol } of eliminations) lost.set(cell, [...(lost.get(cell) ?? []), symbol]);
  const removed =
    lost.size > 2
      ? [`${eliminations.length} candidates go, struck out in red`]
      : [...lost].map(([cell, symbols]) => `${name(cell)} loses ${symbols.join(' and ')}`);
  // A guess places and removes nothing: it names its cell, whose candidates the step shows.
  const guessed = placed.length + removed.length ? [] : hint.focus.map((cell) => `${name(cell)}, its candidates shown`);
  // The explanation opens with the technique's name (and its symbol, "Simple colouring on 7").
  const technique = explanation.slice(0, explanation.indexOf(':'));
  return { text: `${technique}: ${[...placed, ...removed, ...guessed].join('; ')}.`, more: explanation };
}
