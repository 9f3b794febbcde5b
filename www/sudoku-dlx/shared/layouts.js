// The packed arrays of the binding, each read by name: generated from their
// one declaration (src/contract.rs) by tests/js_facts.rs: do not edit; run
// `UPDATE_JS_FACTS=1 cargo test --test js_facts` after changing them.

/**
 * Each record of Stepper.nextBatch(): an event of the search. Each record is its head, then a list of `listLength` numbers:
 * - `kind`: an EventKind.
 * - `a`: the item (choose, cover, uncover), the option (select, deselect) or the solutions so far (solution).
 * - `b`: the length (choose) or the depth (select, deselect); 0 otherwise.
 * - `step`: the step of Knuth's Algorithm X it performs, 2 to 7.
 * - `listLength`: the length of the list that follows: the options a cover hid or an uncover restored, a real branch's tie (the tie layout), or the option a deselect's level tries next, if one is left.
 * `list` is where the list starts.
 */
export const BatchRecord = Object.freeze({
  kind: 0,
  a: 1,
  b: 2,
  step: 3,
  listLength: 4,
  list: 5,
});

/**
 * Each record of RungStepper.nextBatch(): a placement, a removal or a solution of a rung's search. Each record is these numbers:
 * - `kind`: a MoveKind.
 * - `cell`: the cell, row by row from 0 (for a solution, the solutions so far).
 * - `symbol`: the symbol placed or removed, from 1.
 * - `candidates`: the symbols a simple rung weighed for the cell, bit s - 1 for symbol s; 0 for dancing links and for a removal.
 * - `item`: the item dancing links branched on (RungStepper.itemConstraint says what it stands for); -1 for the simple rungs.
 * - `options`: how many choices the placement was made among: the candidates, or the item's options; 0 for a removal.
 * `size` is the numbers a record takes.
 */
export const RungRecord = Object.freeze({
  kind: 0,
  cell: 1,
  symbol: 2,
  candidates: 3,
  item: 4,
  options: 5,
  size: 6,
});

/**
 * The search at the replay's step: Knuth's counters, the matrix's covers and the stack of levels.
 *
 * @typedef {object} ReplayState
 * @property {number} items Items of the matrix.
 * @property {number} options Options of the matrix.
 * @property {number} depth Levels entered: one per option in the partial solution, plus the one being chosen.
 * @property {number} partialLength Options in the partial solution.
 * @property {number} nodes Knuth's nodes: levels entered so far.
 * @property {number} updates Knuth's updates: links removed so far.
 * @property {number} solutions Solutions found so far.
 * @property {number} coveredCount Items covered.
 * @property {number} hiddenCount Options the covered items hide.
 * @property {Float64Array} lengths Every item's length (a covered item's as when it was covered).
 * @property {Float64Array} covered 1 for each covered item, 0 for the others.
 * @property {Float64Array} hiddenBy For each option, the covered item that hides it, or -1 (a covered item keeps in its own list exactly the options its cover hid).
 * @property {{ item: Float64Array, length: Float64Array, tried: Float64Array, option: Float64Array }} levels The levels, from depth 0 up. One array a field: `item`, the item chosen there. `length`, its options when it was covered. `tried`, how many of them have been tried, the current one included. `option`, the option selected there, or -1.
 */

/**
 * `replayState()` read by name; an empty array reads as zeros and empty parts.
 * @param {Float64Array} array
 * @returns {ReplayState}
 */
export function readReplayState(array) {
  const items = array[0] ?? 0;
  const options = array[1] ?? 0;
  const depth = array[2] ?? 0;
  const partialLength = array[3] ?? 0;
  const nodes = array[4] ?? 0;
  const updates = array[5] ?? 0;
  const solutions = array[6] ?? 0;
  const coveredCount = array[7] ?? 0;
  const hiddenCount = array[8] ?? 0;
  let at = 9;
  const lengths = array.subarray(at, (at += items));
  const covered = array.subarray(at, (at += items));
  const hiddenBy = array.subarray(at, (at += options));
  const levelsCount = depth;
  const levels = {
    item: new Float64Array(levelsCount),
    length: new Float64Array(levelsCount),
    tried: new Float64Array(levelsCount),
    option: new Float64Array(levelsCount),
  };
  for (let k = 0; k < levelsCount; k++, at += 4) {
    levels.item[k] = array[at];
    levels.length[k] = array[at + 1];
    levels.tried[k] = array[at + 2];
    levels.option[k] = array[at + 3];
  }
  return {
    items,
    options,
    depth,
    partialLength,
    nodes,
    updates,
    solutions,
    coveredCount,
    hiddenCount,
    lengths,
    covered,
    hiddenBy,
    levels,
  };
}

/**
 * The replay's step on dancing cells: each item's sparse set, the active items' order and the entries the step's move changed.
 *
 * @typedef {object} ReplayCells
 * @property {number} items Items of the matrix.
 * @property {number} primary Primary items.
 * @property {number} activePrimary Active primary items (they come first in the primary region).
 * @property {number} activeSecondary Active secondary items (they come first in the secondary region).
 * @property {number} updates Updates as the cells engine counts them: items and nodes taken out of their sets.
 * @property {number} runEntries Entries of all the items' runs together.
 * @property {number} marks Entries the step's move changed.
 * @property {Float64Array} order The items in the active sets' order: the primary region, then the secondary one.
 * @property {Float64Array} sizes Every item's active size.
 * @property {Float64Array} runLengths Every item's run length.
 * @property {Float64Array} runs Every item's run as options, one after another, the active ones first.
 * @property {{ item: Float64Array, at: Float64Array }} marked The entries the step's move changed. One array a field: `item`, the item. `at`, the entry's index in its run.
 */

/**
 * `replayCells()` read by name; an empty array reads as zeros and empty parts.
 * @param {Float64Array} array
 * @returns {ReplayCells}
 */
export function readReplayCells(array) {
  const items = array[0] ?? 0;
  const primary = array[1] ?? 0;
  const activePrimary = array[2] ?? 0;
  const activeSecondary = array[3] ?? 0;
  const updates = array[4] ?? 0;
  const runEntries = array[5] ?? 0;
  const marks = array[6] ?? 0;
  let at = 7;
  const order = array.subarray(at, (at += items));
  const sizes = array.subarray(at, (at += items));
  const runLengths = array.subarray(at, (at += items));
  const runs = array.subarray(at, (at += runEntries));
  const markedCount = marks;
  const marked = { item: new Float64Array(markedCount), at: new Float64Array(markedCount) };
  for (let k = 0; k < markedCount; k++, at += 2) {
    marked.item[k] = array[at];
    marked.at[k] = array[at + 1];
  }
  return {
    items,
    primary,
    activePrimary,
    activeSecondary,
    updates,
    runEntries,
    marks,
    order,
    sizes,
    runLengths,
    runs,
    marked,
  };
}

/**
 * Every node's up and down links at the replay's step, numbered as in matrixNodes().
 *
 * @typedef {object} ReplayLinks
 * @property {{ up: Int32Array, down: Int32Array }} nodes Each node's links. One array a field: `up`, the node above. `down`, the node below.
 */

/**
 * `replayLinks()` read by name; an empty array reads as zeros and empty parts.
 * @param {Int32Array} array
 * @returns {ReplayLinks}
 */
export function readReplayLinks(array) {
  let at = 0;
  const nodesCount = Math.max(0, array.length - at) / 2;
  const nodes = { up: new Int32Array(nodesCount), down: new Int32Array(nodesCount) };
  for (let k = 0; k < nodesCount; k++, at += 2) {
    nodes.up[k] = array[at];
    nodes.down[k] = array[at + 1];
  }
  return { nodes };
}

/**
 * The links the last traced move rewrote, in the order it rewrote them.
 *
 * @typedef {object} ReplayChanges
 * @property {{ node: Int32Array, isDown: Int32Array, old: Int32Array, now: Int32Array }} changes One link rewritten. One array a field: `node`, the node whose link changed. `isDown`, 1 for its down link, 0 for its up link. `old`, the link before. `now`, the link after.
 */

/**
 * `replayChanges()` read by name; an empty array reads as zeros and empty parts.
 * @param {Int32Array} array
 * @returns {ReplayChanges}
 */
export function readReplayChanges(array) {
  let at = 0;
  const changesCount = Math.max(0, array.length - at) / 4;
  const changes = {
    node: new Int32Array(changesCount),
    isDown: new Int32Array(changesCount),
    old: new Int32Array(changesCount),
    now: new Int32Array(changesCount),
  };
  for (let k = 0; k < changesCount; k++, at += 4) {
    changes.node[k] = array[at];
    changes.isDown[k] = array[at + 1];
    changes.old[k] = array[at + 2];
    changes.now[k] = array[at + 3];
  }
  return { changes };
}

/**
 * Knuth's memory table at the replay's step (TAOCP 7.2.2.1, Table 1): the list of items as dlx1 keeps it beside the engine's nodes, numbered as the book numbers them.
 *
 * @typedef {object} ReplayMemory
 * @property {number} entries Entries of the list of items: the primary items' head (item 0), the items from 1, and the secondary items' head (item items + 1) when there are secondary items.
 * @property {{ llink: Int32Array, rlink: Int32Array }} list Each entry of the list of items. One array a field: `llink`, the item before it: LLINK. `rlink`, the item after it: RLINK.
 * @property {{ top: Int32Array, up: Int32Array, down: Int32Array }} nodes Each node: 0 unused, then the items' headers, then each option after its spacer, and a last spacer. One array a field: `top`, the TOP field: an item's LEN at its header, an option node's item (from 1), -k at the spacer after k options. `up`, the node above it in its item's list, ULINK (a hidden node keeps the links it had when hidden; a spacer's is the first node of the option before). `down`, the node below it, DLINK (a spacer's is the last node of the option after).
 */

/**
 * `replayMemory()` read by name; an empty array reads as zeros and empty parts.
 * @param {Int32Array} array
 * @returns {ReplayMemory}
 */
export function readReplayMemory(array) {
  const entries = array[0] ?? 0;
  let at = 1;
  const listCount = entries;
  const list = { llink: new Int32Array(listCount), rlink: new Int32Array(listCount) };
  for (let k = 0; k < listCount; k++, at += 2) {
    list.llink[k] = array[at];
    list.rlink[k] = array[at + 1];
  }
  const nodesCount = Math.max(0, array.length - at) / 3;
  const nodes = { top: new Int32Array(nodesCount), up: new Int32Array(nodesCount), down: new Int32Array(nodesCount) };
  for (let k = 0; k < nodesCount; k++, at += 3) {
    nodes.top[k] = array[at];
    nodes.up[k] = array[at + 1];
    nodes.down[k] = array[at + 2];
  }
  return { entries, list, nodes };
}

/**
 * Every field of the memory table the last traced move wrote, in the order of Knuth's operations (12) to (15).
 *
 * @typedef {object} ReplayWrites
 * @property {{ field: Int32Array, at: Int32Array, old: Int32Array, now: Int32Array }} writes One write. One array a field: `field`, the field: 0 LLINK, 1 RLINK (of an item), 2 LEN (at an item's header), 3 ULINK, 4 DLINK (of a node). `at`, the item or node written. `old`, the value before. `now`, the value after.
 */

/**
 * `replayWrites()` read by name; an empty array reads as zeros and empty parts.
 * @param {Int32Array} array
 * @returns {ReplayWrites}
 */
export function readReplayWrites(array) {
  let at = 0;
  const writesCount = Math.max(0, array.length - at) / 4;
  const writes = {
    field: new Int32Array(writesCount),
    at: new Int32Array(writesCount),
    old: new Int32Array(writesCount),
    now: new Int32Array(writesCount),
  };
  for (let k = 0; k < writesCount; k++, at += 4) {
    writes.field[k] = array[at];
    writes.at[k] = array[at + 1];
    writes.old[k] = array[at + 2];
    writes.now[k] = array[at + 3];
  }
  return { writes };
}

/**
 * The matrix's nodes in the engine's order, with their links at the search's step: node 0 the root, then one header an item, then each option's nodes, a spacer before each option and after the last.
 *
 * @typedef {object} MatrixNodes
 * @property {number} items Items of the matrix: nodes 1 to items are their headers.
 * @property {number} options Options of the matrix.
 * @property {number} entries Option nodes: the items of all options together.
 * @property {{ up: Int32Array, down: Int32Array, item: Int32Array, option: Int32Array }} nodes Each node. One array a field: `up`, the node above it in its item's list (a hidden node keeps the links it had when hidden). `down`, the node below it. `item`, the item whose header it is or whose list it is in; -1 for the root and the spacers. `option`, the option it belongs to; -1 for the root, the headers and the spacers.
 */

/**
 * `matrixNodes()` read by name; an empty array reads as zeros and empty parts.
 * @param {Int32Array} array
 * @returns {MatrixNodes}
 */
export function readMatrixNodes(array) {
  const items = array[0] ?? 0;
  const options = array[1] ?? 0;
  const entries = array[2] ?? 0;
  let at = 3;
  const nodesCount = Math.max(0, array.length - at) / 4;
  const nodes = {
    up: new Int32Array(nodesCount),
    down: new Int32Array(nodesCount),
    item: new Int32Array(nodesCount),
    option: new Int32Array(nodesCount),
  };
  for (let k = 0; k < nodesCount; k++, at += 4) {
    nodes.up[k] = array[at];
    nodes.down[k] = array[at + 1];
    nodes.item[k] = array[at + 2];
    nodes.option[k] = array[at + 3];
  }
  return { items, options, entries, nodes };
}

/**
 * Each option's items, in the order the option lists them.
 *
 * @typedef {object} Options
 * @property {number} options Options of the matrix.
 * @property {number} entries Items of all options together.
 * @property {Int32Array} lengths Each option's number of items.
 * @property {Int32Array} items Each option's items, one option after another.
 */

/**
 * `options()` read by name; an empty array reads as zeros and empty parts.
 * @param {Int32Array} array
 * @returns {Options}
 */
export function readOptions(array) {
  const options = array[0] ?? 0;
  const entries = array[1] ?? 0;
  let at = 2;
  const lengths = array.subarray(at, (at += options));
  const items = array.subarray(at, at + entries);
  return { options, entries, lengths, items };
}

/**
 * What each option of a Sudoku's matrix places; empty for a problem that is not a Sudoku.
 *
 * @typedef {object} Placements
 * @property {{ cell: Int32Array, value: Int32Array }} placements One option's placement. One array a field: `cell`, the cell, row by row from 0. `value`, the symbol's number from 1.
 */

/**
 * `placements()` read by name; an empty array reads as zeros and empty parts.
 * @param {Int32Array} array
 * @returns {Placements}
 */
export function readPlacements(array) {
  let at = 0;
  const placementsCount = Math.max(0, array.length - at) / 2;
  const placements = { cell: new Int32Array(placementsCount), value: new Int32Array(placementsCount) };
  for (let k = 0; k < placementsCount; k++, at += 2) {
    placements.cell[k] = array[at];
    placements.value[k] = array[at + 1];
  }
  return { placements };
}

/**
 * A choose event's list when it broke a tie (under the weighed rule a real branch, under Knuth's any choice but a dead end): how many items had the chosen length, the first few of them with their weights (the weighed rule took the heaviest, the leftmost among equals; Knuth's the leftmost). Empty otherwise: a dead end, a forced choice under the weighed rule, any choice under the first rule.
 *
 * @typedef {object} Tie
 * @property {number} tied How many items had the chosen length, the chosen one included.
 * @property {Int32Array} weighed The first few tied items (those weighed), leftmost first.
 * @property {Int32Array} weights Their weights.
 */

/**
 * `tie()` read by name; an empty array reads as zeros and empty parts.
 * @param {Int32Array} array
 * @returns {Tie}
 */
export function readTie(array) {
  const tied = array[0] ?? 0;
  let at = 1;
  const weighed = array.subarray(at, (at += Math.max(0, array.length - at) >> 1));
  const weights = array.subarray(at, at + Math.max(0, array.length - at));
  return { tied, weighed, weights };
}
