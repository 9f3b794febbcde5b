// Which item the search is working on at a step, for the views to mark:
// the one just chosen, else the one chosen at the top level of the stack.

import { EventKind } from '../../engine/event-kind.js';

/** @typedef {import('./replay-state.js').ReplayState} ReplayState */
/** @typedef {import('./event-log.js').EventLog} EventLog */

/**
 * The item being chosen or worked on: the latest choice, else the top level's item.
 * @param {ReplayState} state
 * @param {EventLog} log
 * @param {number} step
 */
export function chosenItem(state, log, step) {
  if (step > 0 && log.kinds[step - 1] === EventKind.Choose) return log.a[step - 1];
  if (step > 0 && log.kinds[step - 1] === EventKind.Solution) return -1;
  return state.depth > 0 ? state.levelItem[state.depth - 1] : -1;
}

/**
 * The length of its list when it was chosen (its current length otherwise).
 * @param {ReplayState} state
 * @param {EventLog} log
 * @param {number} step
 * @param {number} item
 */
export function chosenLength(state, log, step, item) {
  if (step > 0 && log.kinds[step - 1] === EventKind.Choose) return log.b[step - 1];
  const d = state.depth - 1;
  return d >= 0 && state.levelItem[d] === item ? state.levelLength[d] : state.lengths[item];
}
