// Previous and next through a puzzle's solutions: two buttons and a label,
// drawn from the panel's state (model/solution-list.js keeps the list).

import { attribute, hidden, text } from '../../shared/render.js';

export class StepperView {
  #root;
  #label;
  #previous;
  #next;

  /**
   * @param {HTMLElement} root the stepper's box
   * @param {(by: number) => void} step hears Previous (-1) and Next (1)
   */
  constructor(root, step) {
    this.#root = root;
    const doc = root.ownerDocument;
    this.#previous = button(doc, '‹ Previous', () => step(-1));
    this.#next = button(doc, 'Next ›', () => step(1));
    this.#label = doc.createElement('span');
    this.#label.className = 'stepper-label';
    root.replaceChildren(this.#previous, this.#label, this.#next);
  }

  /** @param {import('../model/panel-state.js').StepperState} state */
  render({ shown, label, atStart, atEnd }) {
    hidden(this.#root, !shown);
    // Until a solution has been shown there is nothing to label.
    if (!label) return;
    text(this.#label, label);
    attribute(this.#previous, 'aria-disabled', String(atStart));
    attribute(this.#next, 'aria-disabled', String(atEnd));
  }
}

/**
 * @param {Document} doc
 * @param {string} label
 * @param {() => void} onClick
 */
function button(doc, label, onClick) {
  const element = doc.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}
