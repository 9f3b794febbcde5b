// The search stack, top first: one line per level, with the item chosen
// there, the option being tried and how many alternatives its item's list
// still holds. Each level keeps its own row (new levels are added at the
// top), so a frame only rewrites the rows whose text changed and nothing
// has to be scrolled to keep the top of the stack in view.

import { optionLabel } from '../model/describe.js';

export class StackView {
  constructor(doc, problem) {
    this.doc = doc;
    this.problem = problem;
    this.element = doc.createElement('section');
    this.element.className = 'dv-stack';
    const heading = doc.createElement('h3');
    heading.textContent = 'Search stack (top first)';
    this.list = doc.createElement('ul');
    this.list.className = 'dv-stack-list';
    this.empty = doc.createElement('p');
    this.empty.className = 'dv-muted';
    this.empty.textContent = 'Empty: nothing chosen yet.';
    this.element.append(heading, this.empty, this.list);
    this.rows = [];
  }

  render(state) {
    const { problem } = this;
    const depth = state.depth;
    while (this.rows.length < depth) {
      const li = this.doc.createElement('li');
      const level = this.doc.createElement('span');
      level.className = 'dv-stack-depth';
      level.textContent = String(this.rows.length + 1);
      const option = this.doc.createElement('span');
      option.className = 'dv-stack-option';
      const left = this.doc.createElement('span');
      left.className = 'dv-stack-left';
      li.append(level, option, ' ', left);
      this.list.prepend(li);
      this.rows.push({ li, option, left, key: '' });
    }
    for (let d = 0; d < this.rows.length; d++) {
      const row = this.rows[d];
      if (d >= depth) {
        if (!row.li.hidden) row.li.hidden = true;
        continue;
      }
      if (row.li.hidden) row.li.hidden = false;
      const item = state.levelItem[d];
      const option = state.levelOption[d];
      const left = state.levelLength[d] - state.levelTried[d];
      const key = `${item},${option},${left}`;
      if (key === row.key) continue;
      row.key = key;
      row.option.textContent =
        option >= 0
          ? `${problem.itemName(item)} → ${optionLabel(problem, option)}`
          : `${problem.itemName(item)} → (next option)`;
      row.left.textContent = left === 0 ? 'no alternatives left' : `${left} more to try`;
      row.li.classList.toggle('dv-open', option < 0);
    }
    const isEmpty = depth === 0;
    if (this.empty.hidden === isEmpty) this.empty.hidden = !isEmpty;
  }
}
