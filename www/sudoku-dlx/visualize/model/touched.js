// What the sentence for a step names, as items and options: the views that
// follow the search scroll these into sight and mark them.

import { EventKind } from '../../engine/event-kind.js';
import { namedOptions } from './describe.js';
import { linkedOptions } from './linked-options.js';

/**
 * @typedef {object} Touched
 * @property {number[]} items
 * @property {number[]} options
 */

/** @type {Touched} */
export const NOTHING_TOUCHED = Object.freeze({ items: [], options: [] });

/**
 * The items and options the description of step `step` names; `state` stands at that step.
 * @param {import('./problem.js').Problem} problem
 * @param {import('./event-log.js').EventLog} log
 * @param {number} step
 * @param {import('./replay-state.js').ReplayState} state
 * @returns {Touched}
 */
export function touchedAt(problem, log, step, state) {
  const i = step - 1;
  if (i < 0 || i >= log.length) return NOTHING_TOUCHED;
  const a = log.a[i];
  switch (log.kinds[i]) {
    case EventKind.Choose:
      return { items: [a], options: namedOptions(linkedOptions(problem, state, a)) };
    case EventKind.Cover:
      return { items: [a], options: namedOptions(log.list(i)) };
    case EventKind.Uncover: {
      const exhausted = i > 0 && log.kinds[i - 1] === EventKind.Deselect;
      return { items: [a], options: exhausted ? [] : namedOptions(log.list(i)) };
    }
    case EventKind.Select:
      return { items: [], options: [a] };
    case EventKind.Deselect: {
      const next = log.nextOption(i);
      return { items: [], options: next >= 0 ? [a, next] : [a] };
    }
    default:
      return NOTHING_TOUCHED;
  }
}
