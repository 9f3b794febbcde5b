// Opens a Sudoku or an exact-cover problem as a wasm Stepper and reads, once,
// everything the views need to know about its matrix.

import { shapeOf } from '../../shared/grid-shape.js';
import { namedProblem } from './named-problems.js';
import { KNUTH_EXAMPLE, defaultRuleOf } from './presets.js';

/** @typedef {import('../../engine/load.js').StepperEngine} Engine */
/** @typedef {InstanceType<Engine['Stepper']>} Stepper */

/**
 * @typedef {object} Source what to open: a Sudoku or an exact-cover problem
 * @property {string} [puzzle] Sudoku text
 * @property {string} [problem] exact-cover text
 * @property {boolean} [fromForm] typed into the custom-problem form
 * @property {string} [label] the problem picker's name for a problem the page gave
 * @property {boolean} [embedded] picked again from the picker's entry for the page's problem
 * @property {import('./rules.js').RuleName} [rule] the column rule; unset, the problem's default (`defaultRuleOf`)
 */

/**
 * @typedef {object} SudokuShape
 * @property {string} givens the givens, one line
 * @property {number} side
 * @property {number} boxRows
 * @property {number} boxCols
 * @property {Int32Array} placements `[cell, value]` per option, value from 1
 * @property {(item: number) => Uint32Array} unitCells the cells an item constrains
 */

/** @typedef {ReturnType<typeof describe>} Problem */

/**
 * `{ puzzle }` when it has any text; otherwise `{ problem }` (exact-cover
 * text or a name of named-problems.js), Knuth's example by default. This is the one place that says a blank puzzle means
 * Knuth's example.
 * @param {Source} [source]
 * @returns {Source}
 */
export function sourceOf({ puzzle, problem, ...where } = {}) {
  if (puzzle != null && String(puzzle).trim()) return { puzzle: String(puzzle), ...where };
  return { problem: problem ?? KNUTH_EXAMPLE, ...where };
}

const SUDOKU_GROUPS = ['cells', 'rows', 'columns', 'boxes'];
const COVER_GROUPS = ['primary', 'secondary'];

/**
 * Opens what `sourceOf(source)` names. Throws the engine's Error for bad input.
 * @param {Engine} engine
 * @param {Source} source
 */
export function openProblem(engine, source) {
  const { puzzle, problem, rule } = sourceOf(source);
  const isSudoku = puzzle !== undefined;
  const text = isSudoku ? String(puzzle) : (namedProblem(String(problem)) ?? String(problem));
  const options = { rule: rule ?? defaultRuleOf(text) };
  const stepper = isSudoku ? new engine.Stepper(text, options) : engine.Stepper.fromExactCover(text, options);
  try {
    return describe(stepper, isSudoku, text);
  } catch (error) {
    stepper.free();
    throw error;
  }
}

/**
 * @param {Stepper} stepper
 * @param {boolean} isSudoku
 * @param {string} text
 */
function describe(stepper, isSudoku, text) {
  const itemCount = stepper.itemCount;
  const primaryCount = stepper.primaryCount;
  const optionCount = stepper.optionCount;
  const links = stepper.links();
  const { optionStart, optionItems } = optionsFromLinks(links, itemCount, optionCount);

  const groups = new Int8Array(itemCount);
  for (let i = 0; i < itemCount; i++) {
    groups[i] = isSudoku ? stepper.itemGroup(i) : i < primaryCount ? 0 : 1;
  }

  const itemNames = new Array(itemCount);
  const optionNames = new Array(optionCount);
  const problem = {
    stepper,
    isSudoku,
    text,
    /** The column rule the search branches by, as the engine names it. */
    rule: stepper.rule,
    itemCount,
    primaryCount,
    optionCount,
    nodeCount: optionStart[optionCount],
    optionStart,
    optionItems,
    initialLinks: links,
    initialLengths: stepper.itemLengths(),
    groups,
    groupNames: isSudoku ? SUDOKU_GROUPS : COVER_GROUPS,
    // Names are read from wasm only when shown: a 25×25 has 15,625 options,
    // and reading the 60,000 item names of a large problem took 60 ms.
    /** @param {number} i */
    itemName(i) {
      return (itemNames[i] ??= stepper.itemName(i) ?? `#${i}`);
    },
    /** @param {number} o */
    optionName(o) {
      return (optionNames[o] ??= stepper.optionName(o) ?? `#${o}`);
    },
    /** @param {number} o */
    itemsOf(o) {
      return optionItems.subarray(optionStart[o], optionStart[o + 1]);
    },
    sudoku: isSudoku ? sudokuShape(stepper, { optionStart, optionItems, groups }) : null,
  };
  return problem;
}

/**
 * Each option's items, read from the raw links in one call rather than one
 * wasm call per option: option nodes are contiguous between spacers, and an
 * option node's `top` is its item plus 1.
 */
/**
 * @param {Int32Array} links
 * @param {number} itemCount
 * @param {number} optionCount
 */
function optionsFromLinks(links, itemCount, optionCount) {
  const nodes = links.length / 3;
  const optionStart = new Uint32Array(optionCount + 1);
  const optionItems = new Int32Array(Math.max(0, nodes - itemCount - 2 - optionCount));
  let option = 0;
  let count = 0;
  for (let node = itemCount + 2; node < nodes; node++) {
    const top = links[3 * node + 2];
    if (top <= 0) {
      option += 1;
      optionStart[option] = count;
    } else {
      optionItems[count++] = top - 1;
    }
  }
  return { optionStart, optionItems: optionItems.subarray(0, count) };
}

/**
 * @param {Stepper} stepper
 * @param {{ optionStart: Uint32Array, optionItems: Int32Array, groups: Int8Array }} matrix
 * @returns {SudokuShape}
 */
function sudokuShape(stepper, matrix) {
  const givens = /** @type {string} */ (stepper.grid);
  const { side, boxRows, boxCols } = /** @type {import('../../shared/grid-shape.js').GridShape} */ (
    shapeOf(Math.round(Math.sqrt(givens.length)))
  );
  /** @type {Map<number, Uint32Array>} */
  const cells = new Map();
  const unitCells = (/** @type {number} */ item) => {
    let found = cells.get(item);
    if (!found) cells.set(item, (found = stepper.itemCells(item)));
    return found;
  };
  return { givens, side, boxRows, boxCols, placements: placementsOf(stepper, side, matrix), unitCells };
}

/**
 * `[cell, value]` per option, so the grid view needs no wasm call per
 * frame: each option's cell from its cell item and its value from its row
 * item, a wasm call an item rather than an option (15,625 calls took 400
 * ms on a 25×25).
 * @param {Stepper} stepper
 * @param {number} side
 * @param {{ optionStart: Uint32Array, optionItems: Int32Array, groups: Int8Array }} matrix
 */
function placementsOf(stepper, side, { optionStart, optionItems, groups }) {
  const cellOf = new Int32Array(groups.length).fill(-1);
  const valueOf = new Int32Array(groups.length);
  for (let i = 0; i < groups.length; i++) {
    if (groups[i] > 1) continue;
    const constraint = stepper.itemConstraint(i);
    if (constraint?.kind === 'cell') cellOf[i] = constraint.row * side + constraint.column;
    else if (constraint?.kind === 'row') valueOf[i] = constraint.value;
  }
  const optionCount = optionStart.length - 1;
  const placements = new Int32Array(2 * optionCount);
  for (let o = 0; o < optionCount; o++) {
    let cell = -1;
    let value = 0;
    for (let k = optionStart[o]; k < optionStart[o + 1]; k++) {
      const item = optionItems[k];
      if (cellOf[item] >= 0) cell = cellOf[item];
      if (valueOf[item] > 0) value = valueOf[item];
    }
    placements[2 * o] = cell;
    placements[2 * o + 1] = value;
  }
  return placements;
}
