// The rule picker: which column rule step X3 branches by, Knuth's, the
// weighed rule or the first item. Picking one opens the problem shown again
// under it; loading a problem shows the rule it searches by.

import { RULES } from '../../model/rules.js';

/** @typedef {import('../../model/rules.js').RuleName} RuleName */

export class RulePicker {
  /**
   * @param {Document} doc
   * @param {(rule: RuleName) => void} onPick
   */
  constructor(doc, onPick) {
    this.element = doc.createElement('select');
    this.element.className = 'dv-rule';
    for (const { id, label } of RULES) {
      const option = doc.createElement('option');
      option.value = id;
      option.textContent = label;
      this.element.append(option);
    }
    this.element.addEventListener('change', () => onPick(/** @type {RuleName} */ (this.element.value)));
  }

  /** @param {string} rule the rule of the problem shown */
  show(rule) {
    this.element.value = rule;
  }
}
