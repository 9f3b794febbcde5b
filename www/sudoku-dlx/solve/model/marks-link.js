// The player's marks and colours as a link carries them (the element's
// `marks` attribute, the demo page's `?marks=`): short, versioned, and
// read strictly, so that a link mangled on its way is refused with what is
// wrong and where, never applied in part.
//
//   1-<corner marks>-<centre marks>-<colours>
//
// `1` is the version. Each part lists the cells that have any, in the
// grid's order, as `<cell><symbols>` joined by `.`: the cell is its index
// in base 36, two characters (`00` to `hc` for a 25×25's 625 cells), the
// symbols are the grid's (1-9, then A-P) or the palette's numbers (1-9).
// Every character is one a URL carries as it is. A corner 2 and centre 6
// and 9 in row 2, column 3 of a 9×9: `1-0b2-0b69-`.

import { SYMBOLS, sideOf } from '../../shared/grid-shape.js';
import { PALETTE } from './board.js';

export const MARKS_VERSION = '1';

const PARTS = /** @type {const} */ (['corner marks', 'centre marks', 'colours']);

/**
 * @typedef {object} LinkedMarks
 * @property {string[]} pencil each cell's corner marks
 * @property {string[]} centre each cell's centre marks
 * @property {string[]} colours each cell's colours
 */

/**
 * The link's form of a board's marks and colours; '' when it has none.
 * @param {LinkedMarks} marks
 */
export function writeMarks({ pencil, centre, colours }) {
  const parts = [pencil, centre, colours].map((cells) =>
    cells.flatMap((symbols, cell) => (symbols ? [`${cell.toString(36).padStart(2, '0')}${symbols}`] : [])).join('.'),
  );
  return parts.some(Boolean) ? [MARKS_VERSION, ...parts].join('-') : '';
}

/**
 * Reads a link's marks for `puzzle` (one-line form) with `entries`; throws
 * an Error saying what is wrong and where.
 * @param {string} text
 * @param {string} puzzle
 * @param {string} entries
 * @returns {LinkedMarks}
 */
export function readMarks(text, puzzle, entries) {
  const parts = text.split('-');
  if (parts[0] !== MARKS_VERSION) {
    throw new Error(`they begin "${parts[0].slice(0, 8)}", where this page reads version ${MARKS_VERSION}`);
  }
  if (parts.length !== 4) {
    throw new Error(
      `they need three parts after the version (corner marks, centre marks, colours) and have ${parts.length - 1}`,
    );
  }
  const cells = puzzle.length;
  const side = sideOf(cells) ?? 0;
  const [pencil, centre, colours] = PARTS.map((name, k) => {
    const allowed = name === 'colours' ? PALETTE : SYMBOLS.slice(0, side);
    const open = (/** @type {number} */ cell) =>
      name === 'colours' || ((puzzle[cell] ?? '.') === '.' && (entries[cell] ?? '.') === '.');
    return readPart(parts[k + 1], { name, cells, side, allowed, open });
  });
  return { pencil, centre, colours };
}

/**
 * @param {string} part
 * @param {{ name: string, cells: number, side: number, allowed: string, open: (cell: number) => boolean }} rules
 */
function readPart(part, { name, cells, side, allowed, open }) {
  const marks = Array.from({ length: cells }, () => '');
  let last = -1;
  for (const item of part ? part.split('.') : []) {
    const cell = /^[0-9a-z]{2}/.test(item) ? parseInt(item.slice(0, 2), 36) : NaN;
    const symbols = item.slice(2);
    if (Number.isNaN(cell) || !symbols) {
      throw new Error(
        `"${item.slice(0, 12)}" in the ${name} is not a cell (two characters, 0-9 and a-z) and its symbols`,
      );
    }
    const where = `row ${Math.floor(cell / side) + 1}, column ${(cell % side) + 1}`;
    if (cell >= cells) throw new Error(`the ${name} name cell ${cell}, past the grid's ${cells}`);
    if (cell <= last) throw new Error(`the ${name} list ${where} twice or out of order`);
    if (!open(cell)) throw new Error(`the ${name} give ${where} marks, but it holds a digit`);
    const wrong = [...symbols].find((symbol, k) => !allowed.includes(symbol) || symbols.indexOf(symbol) !== k);
    if (wrong !== undefined) {
      const what = allowed.includes(wrong)
        ? 'twice'
        : `where ${name === 'colours' ? 'the palette' : `a ${side}×${side} grid`} has ${allowed[0]} to ${allowed.at(-1)}`;
      throw new Error(`the ${name} of ${where} have "${wrong}" ${what}`);
    }
    marks[cell] = symbols;
    last = cell;
  }
  return marks;
}
