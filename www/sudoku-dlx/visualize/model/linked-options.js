// Which options are still linked under an item at some step, from the
// search state alone: an active item keeps the options no cover has hidden;
// a covered item keeps in its own list exactly the options its cover hid.
// The grid's pencil marks and the explanations read candidates from here;
// the browser tests hold it equal to the engine's links.

/** @typedef {import('./problem.js').Problem} Problem */
/** @typedef {import('./replay-state.js').ReplayState} ReplayState */

/** @type {WeakMap<Problem, { start: Uint32Array, options: Int32Array }>} */
const indexes = new WeakMap();

/**
 * Each item's options in the order of its list (the order they were added),
 * built once per problem from the options' items.
 * @param {Problem} problem
 */
function itemIndex(problem) {
  let index = indexes.get(problem);
  if (index) return index;
  const { itemCount, optionCount, optionStart, optionItems } = problem;
  const start = new Uint32Array(itemCount + 1);
  for (const item of optionItems) start[item + 1] += 1;
  for (let i = 0; i < itemCount; i++) start[i + 1] += start[i];
  const fill = start.slice(0, itemCount);
  const options = new Int32Array(optionItems.length);
  for (let o = 0; o < optionCount; o++) {
    for (let k = optionStart[o]; k < optionStart[o + 1]; k++) options[fill[optionItems[k]]++] = o;
  }
  index = { start, options };
  indexes.set(problem, index);
  return index;
}

/**
 * Every option of `item`, linked or not.
 * @param {Problem} problem
 * @param {number} item
 */
function optionsOf(problem, item) {
  const { start, options } = itemIndex(problem);
  return options.subarray(start[item], start[item + 1]);
}

/**
 * The options linked under `item` in `state`, top to bottom.
 * @param {Problem} problem
 * @param {ReplayState} state
 * @param {number} item
 * @returns {number[]}
 */
export function linkedOptions(problem, state, item) {
  const keptBy = state.covered[item] ? item : -1;
  return Array.from(optionsOf(problem, item)).filter((o) => state.hiddenBy[o] === keptBy);
}
