// Opens a Sudoku or an exact-cover problem as a wasm Stepper and reads, once,
// everything the views need to know about its matrix.

import { ItemGroup, VariantItemGroups } from '../../shared/engine-facts.js';
import { shapeOf, sideOf } from '../../shared/grid-shape.js';
import { readMatrixNodes, readOptions, readPlacements } from '../../shared/layouts.js';
import { readBoard } from './board.js';
import { boardOf, problemName, textOf } from './named-problems.js';
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
 * @property {{ cell: Int32Array, value: Int32Array }} placements each option's cell and value (from 1)
 * @property {(item: number) => Uint32Array} unitCells the cells an item constrains
 */

/**
 * @typedef {object} VariantShape a variant's grid, as its panel draws it
 * @property {string} givens the givens, one line
 * @property {number} side
 * @property {number} boxRows
 * @property {number} boxCols
 * @property {boolean} boxes whether the boxes are a rule
 * @property {{ kind: string, cells: number[], value: number | null }[]} marks the engine's marks: cages, regions, diagonals…
 */

/**
 * @typedef {ReturnType<typeof describe> & { board: import('./board.js').Board | null }} Problem
 *   `board`: a named queens, Langford or pentominoes problem's board
 */

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

/** @type {Record<number, string>} the name of each Sudoku item group, by `ItemGroup` */
const SUDOKU_GROUPS = {
  [ItemGroup.Cell]: 'cells',
  [ItemGroup.Row]: 'rows',
  [ItemGroup.Column]: 'columns',
  [ItemGroup.Box]: 'boxes',
};
/** @type {Record<number, string>} the name of each kind of a variant's items, as `itemGroup` numbers them */
const VARIANT_GROUPS = { ...VariantItemGroups };
/** An exact-cover problem's groups: its primary items, then its secondary ones. */
const PRIMARY = 0;
const SECONDARY = 1;
/** @type {Record<number, string>} */
const COVER_GROUPS = { [PRIMARY]: 'primary', [SECONDARY]: 'secondary' };

/**
 * The most characters a name or a label shows: measuring and drawing the
 * whole of an option of 70,000 items, 480 KB of names, took 500 ms on load
 * and 270 ms a frame.
 */
export const LABEL_MAX = 80;

/**
 * `text` whole when it is at most LABEL_MAX characters; else its start and
 * '…', which says it is cut.
 * @param {string} text
 */
export function cut(text) {
  return text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text;
}

/** The error for exact-cover text with no option. */
const NO_OPTION = 'no option: after the line of items, write one option a line, each naming the items it covers';

/**
 * Opens what `sourceOf(source)` names. Throws the engine's Error for bad input,
 * and an Error for exact-cover text (not a name) with no option.
 * @param {Engine} engine
 * @param {Source} source
 */
export function openProblem(engine, source) {
  const { puzzle, problem, rule } = sourceOf(source);
  const isSudoku = puzzle !== undefined;
  const named = isSudoku ? null : problemName(String(problem));
  const text = isSudoku ? String(puzzle) : named ? textOf(engine, named) : String(problem);
  const options = { rule: rule ?? defaultRuleOf(text) };
  const stepper = isSudoku ? new engine.Stepper(text, options) : engine.Stepper.fromExactCover(text, options);
  try {
    // A line of items alone ("hello world!") is a problem with no cover, but
    // typed, it is a mistake: the search would end at its first step with
    // nothing said of why. A named one (langford 1) is what its name says.
    if (!isSudoku && !named && stepper.optionCount === 0) throw new Error(NO_OPTION);
    // A variant (ISS's constraint string) is searched on its own matrix: an
    // exact-cover problem whose items and options the engine names in the
    // variant's words, with a grid beside it.
    const problem = describe(stepper, isSudoku && !stepper.isVariant, text, named);
    const board = named && boardOf(engine, named);
    const family = /** @type {import('./board.js').Board['family']} */ (named?.family);
    return { ...problem, board: board ? readBoard(family, board) : null };
  } catch (error) {
    stepper.free();
    throw error;
  }
}

/**
 * @param {Stepper} stepper
 * @param {boolean} isSudoku
 * @param {string} text
 * @param {import('./named-problems.js').ProblemName | null} named the name it was opened by, if any
 */
function describe(stepper, isSudoku, text, named) {
  const itemCount = stepper.itemCount;
  const primaryCount = stepper.primaryCount;
  const optionCount = stepper.optionCount;
  const nodes = readMatrixNodes(stepper.matrixNodes());
  const { lengths, items: optionItems } = readOptions(stepper.options());
  const optionStart = new Uint32Array(optionCount + 1);
  for (let o = 0; o < optionCount; o++) optionStart[o + 1] = optionStart[o] + lengths[o];

  const isVariant = stepper.isVariant;
  const groups = new Int8Array(itemCount);
  for (let i = 0; i < itemCount; i++) {
    groups[i] = isSudoku || isVariant ? stepper.itemGroup(i) : i < primaryCount ? PRIMARY : SECONDARY;
  }

  const itemNames = new Array(itemCount);
  const optionNames = new Array(optionCount);
  const problem = {
    stepper,
    isSudoku,
    /** A variant puzzle: not `isSudoku` (an option may fill a whole cage), its items in the variant's words. */
    isVariant,
    text,
    /** The name the problem was opened by (`queens 8`), or null. */
    named,
    /** The column rule the search branches by, as the engine names it. */
    rule: stepper.rule,
    itemCount,
    primaryCount,
    optionCount,
    nodeCount: optionStart[optionCount],
    optionStart,
    optionItems,
    /** Every node's item, option and links before the first step. */
    initialNodes: nodes.nodes,
    initialLengths: stepper.itemLengths(),
    groups,
    groupNames: isSudoku ? SUDOKU_GROUPS : isVariant ? VARIANT_GROUPS : COVER_GROUPS,
    // Names are read from wasm only when shown: a 25×25 has 15,625 options,
    // and reading the 60,000 item names of a large problem took 60 ms.
    /** @param {number} i */
    itemName(i) {
      return (itemNames[i] ??= cut(stepper.itemName(i) ?? `#${i}`));
    },
    /**
     * The option as written, whole (the `solution` event gives it): what is
     * shown is cut (`optionLabel`, `cut`).
     * @param {number} o
     */
    optionName(o) {
      return (optionNames[o] ??= stepper.optionName(o) ?? `#${o}`);
    },
    /** @param {number} o */
    itemsOf(o) {
      return optionItems.subarray(optionStart[o], optionStart[o + 1]);
    },
    sudoku: isSudoku ? sudokuShape(stepper) : null,
    variant: isVariant ? variantShape(stepper) : null,
  };
  return problem;
}

/**
 * @param {Stepper} stepper
 * @returns {SudokuShape}
 */
function sudokuShape(stepper) {
  const givens = /** @type {string} */ (stepper.grid);
  const { side, boxRows, boxCols } = /** @type {import('../../shared/grid-shape.js').GridShape} */ (
    shapeOf(/** @type {number} */ (sideOf(givens.length)))
  );
  /** @type {Map<number, Uint32Array>} */
  const cells = new Map();
  const unitCells = (/** @type {number} */ item) => {
    let found = cells.get(item);
    if (!found) cells.set(item, (found = stepper.itemCells(item)));
    return found;
  };
  const { placements } = readPlacements(stepper.placements());
  return { givens, side, boxRows, boxCols, placements, unitCells };
}

/**
 * @param {Stepper} stepper
 * @returns {VariantShape}
 */
function variantShape(stepper) {
  const givens = /** @type {string} */ (stepper.grid);
  const { side, boxRows, boxCols } = /** @type {import('../../shared/grid-shape.js').GridShape} */ (
    shapeOf(/** @type {number} */ (sideOf(givens.length)))
  );
  const { boxes, marks } = /** @type {NonNullable<ReturnType<Stepper['variantSketch']>>} */ (stepper.variantSketch());
  return { givens, side, boxRows, boxCols, boxes, marks };
}
