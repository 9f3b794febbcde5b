// Knuth's measures and the position, as a small table of numbers.

import { formatNumber } from '../../shared/format.js';

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
  constructor(doc) {
    this.element = doc.createElement('dl');
    this.element.className = 'dv-counters';
    this.values = {};
    for (const [key, label] of FIELDS) {
      const dt = doc.createElement('dt');
      dt.textContent = label;
      const dd = doc.createElement('dd');
      dd.dataset.counter = key;
      this.element.append(dt, dd);
      this.values[key] = { dd, text: null };
    }
  }

  render(state, step, totalSteps, complete) {
    const format = formatNumber;
    this.#set('step', `${format(step)} / ${format(totalSteps)}${complete ? '' : '+'}`);
    this.#set('depth', format(state.partialLength));
    this.#set('nodes', format(state.nodes));
    this.#set('updates', format(state.updates));
    this.#set('solutions', format(state.solutions));
    this.#set('covered', format(state.coveredCount));
    this.#set('hidden', format(state.hiddenCount));
  }

  #set(key, text) {
    const value = this.values[key];
    if (value.text !== text) {
      value.text = text;
      value.dd.textContent = text;
    }
  }
}
