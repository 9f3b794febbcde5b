// Opens a Sudoku or an exact-cover problem as a wasm Stepper and reads, once,
// everything the views need to know about its matrix.

import { KNUTH_EXAMPLE } from './presets.js';
import { shapeOf } from '../grid-shape.js';

const SUDOKU_GROUPS = ['cells', 'rows', 'columns', 'boxes'];
const COVER_GROUPS = ['primary', 'secondary'];

/**
 * `source` is `{ puzzle }` (Sudoku text) or `{ problem }` (exact-cover text);
 * with neither, Knuth's example. Throws the engine's Error for bad input.
 */
export function openProblem(engine, source = {}) {
  const isSudoku = source.puzzle != null && source.problem == null;
  const text = isSudoku ? String(source.puzzle) : String(source.problem ?? KNUTH_EXAMPLE);
  const stepper = isSudoku ? new engine.Stepper(text) : engine.Stepper.fromExactCover(text);
  try {
    return describe(stepper, isSudoku, text);
  } catch (error) {
    stepper.free();
    throw error;
  }
}

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

  const itemNames = stepper.itemNames();
  const optionNames = new Array(optionCount);
  const problem = {
    stepper,
    isSudoku,
    text,
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
    itemName: (i) => itemNames[i] ?? `#${i}`,
    // Names are read from wasm only when shown: a 25×25 has 15,625 options.
    optionName(o) {
      return (optionNames[o] ??= stepper.optionName(o) ?? `#${o}`);
    },
    itemsOf(o) {
      return optionItems.subarray(optionStart[o], optionStart[o + 1]);
    },
    sudoku: isSudoku ? sudokuShape(stepper, optionCount) : null,
  };
  return problem;
}

/**
 * Each option's items, read from the raw links in one call rather than one
 * wasm call per option: option nodes are contiguous between spacers, and an
 * option node's `top` is its item plus 1.
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

function sudokuShape(stepper, optionCount) {
  const givens = stepper.grid;
  const { side, boxRows, boxCols } = shapeOf(Math.round(Math.sqrt(givens.length)));
  // [cell, value] per option, so the grid view needs no wasm call per frame.
  const placements = new Int32Array(2 * optionCount);
  for (let o = 0; o < optionCount; o++) {
    const [cell, value] = stepper.optionPlacement(o);
    placements[2 * o] = cell;
    placements[2 * o + 1] = value;
  }
  return { givens, side, boxRows, boxCols, placements };
}
