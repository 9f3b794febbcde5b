// The problem picker: the presets, the problem the page embedded (the
// element's `puzzle` or `problem`, or a puzzle opened from the solver) under
// its own name, and Custom, the form. The embedded problem keeps its entry
// after another is picked, so picking it again brings it back.

import { PRESETS, presetOf } from '../../model/presets.js';
import { titleOfName } from '../../model/named-problems.js';

/** @typedef {import('../../model/problem.js').Source} Source */
/** @typedef {import('../../model/problem.js').Problem} Problem */

const EMBEDDED = 'embedded';

export class ProblemPicker {
  #doc;
  /** @type {Source | null} the embedded problem, once there is one */
  #embedded = null;
  /** @type {string | null} the value for the problem shown */
  #shown = null;

  /**
   * @param {Document} doc
   * @param {(id: string, embedded: Source | null) => void} onPick
   */
  constructor(doc, onPick) {
    this.#doc = doc;
    this.element = doc.createElement('select');
    this.element.className = 'dv-preset';
    for (const { label, id } of PRESETS) this.element.append(this.#option(label, id));
    this.element.append(this.#option('Custom', 'custom'));
    this.element.addEventListener('change', () => onPick(this.element.value, this.#embedded));
  }

  /**
   * Names the problem just loaded: a preset by its entry (unless typed into
   * the form, which is Custom), a problem from outside by its own.
   * @param {Source} source
   * @param {Problem} problem
   */
  loaded(source, problem) {
    if (source.fromForm) this.#shown = 'custom';
    else if (source.embedded || !presetOf(problem)) this.#shown = this.#embed(source, problem);
    else this.#shown = /** @type {{ id: string }} */ (presetOf(problem)).id;
    this.element.value = this.#shown;
  }

  /** After a failed load the picker names the problem still shown. */
  failed() {
    if (this.#shown) this.element.value = this.#shown;
  }

  /**
   * @param {Source} source
   * @param {Problem} problem
   */
  #embed(source, problem) {
    this.#embedded = { ...source, embedded: true };
    const named = problem.isSudoku ? null : titleOfName(source.problem ?? '');
    const label = source.label || named || (problem.isSudoku ? 'Your puzzle' : 'Your problem');
    let option = /** @type {HTMLOptionElement | null} */ (this.element.querySelector(`option[value="${EMBEDDED}"]`));
    if (!option) {
      option = this.#option(label, EMBEDDED);
      this.element.insertBefore(option, this.element.firstChild);
    }
    option.textContent = label;
    return EMBEDDED;
  }

  /**
   * @param {string} label
   * @param {string} value
   */
  #option(label, value) {
    const element = this.#doc.createElement('option');
    element.value = value;
    element.textContent = label;
    return element;
  }
}
