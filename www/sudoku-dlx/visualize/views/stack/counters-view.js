// Knuth's measures and the position, as a small table of numbers.

import { formatNumber } from '../../../shared/format.js';
import * as render from '../../../shared/render.js';

/** @typedef {'step' | 'depth' | 'nodes' | 'updates' | 'solutions' | 'covered' | 'hidden'} Counter */

/** @type {[Counter, string][]} */
const FIELDS = [
  ['step', 'Step'],
  ['depth', 'Depth'],
  ['nodes', 'Nodes'],
  ['updates', 'Updates'],
  ['solutions', 'Solutions'],
  ['covered', 'Covered items'],
  ['hidden', 'Hidden options'],
];

export class CountersView {
  /** @param {Document} doc */
  constructor(doc) {
    this.element = doc.createElement('dl');
    this.element.className = 'dv-counters';
    /** @type {Record<Counter, HTMLElement>} */
    this.values = /** @type {Record<Counter, HTMLElement>} */ ({});
    for (const [key, label] of FIELDS) {
      const dt = doc.createElement('dt');
      dt.textContent = label;
      const dd = doc.createElement('dd');
      dd.dataset.counter = key;
      this.element.append(dt, dd);
      this.values[key] = dd;
    }
  }

  /**
   * @param {import('../../model/replay-state.js').ReplayState} state
   * @param {number} step
   * @param {number} totalSteps
   * @param {boolean} complete
   */
  render(state, step, totalSteps, complete) {
    const format = formatNumber;
    const values = this.values;
    render.text(values.step, `${format(step)} / ${format(totalSteps)}${complete ? '' : '+'}`);
    render.text(values.depth, format(state.partialLength));
    render.text(values.nodes, format(state.nodes));
    render.text(values.updates, format(state.updates));
    render.text(values.solutions, format(state.solutions));
    render.text(values.covered, format(state.coveredCount));
    render.text(values.hidden, format(state.hiddenCount));
  }
}
