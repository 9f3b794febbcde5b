// Previous and next through a puzzle's solutions: two buttons and a label,
// drawn from the panel's state (model/solution-list.js keeps the list). On
// a narrow frame the words give way to the arrows ("‹ 2 of 3 ›"), so the
// status beside them keeps the width to say Solve's verdict whole.

import { attribute, hidden, text } from '../../shared/render.js';

export class SolutionsView {
  #root;
  #position;
  #previous;
  #next;

  /**
   * @param {HTMLElement} root the solutions bar's box
   * @param {(by: number) => void} step hears Previous (-1) and Next (1)
   */
  constructor(root, step) {
    this.#root = root;
    const doc = root.ownerDocument;
    this.#previous = button(doc, ['‹', ' Previous'], 'Previous solution', () => step(-1));
    this.#next = button(doc, ['', 'Next ', '›'], 'Next solution', () => step(1));
    const label = doc.createElement('span');
    label.className = 'solutions-bar-label';
    this.#position = doc.createElement('span');
    label.append(wideWords(doc, 'Solution '), this.#position);
    root.replaceChildren(this.#previous, label, this.#next);
  }

  /** @param {import('../model/panel-state.js').SolutionsBar} state */
  render({ shown, position, atStart, atEnd }) {
    hidden(this.#root, !shown);
    // Until a solution has been shown there is nothing to label.
    if (!position) return;
    text(this.#position, position);
    attribute(this.#previous, 'aria-disabled', String(atStart));
    attribute(this.#next, 'aria-disabled', String(atEnd));
  }
}

/**
 * A button whose words (the odd parts of `parts`) show only where there is
 * room; its name is `name` everywhere.
 * @param {Document} doc
 * @param {string[]} parts arrows and words, alternately
 * @param {string} name
 * @param {() => void} onClick
 */
function button(doc, parts, name, onClick) {
  const element = doc.createElement('button');
  element.type = 'button';
  element.setAttribute('aria-label', name);
  element.append(...parts.map((part, i) => (i % 2 ? wideWords(doc, part) : part)));
  element.addEventListener('click', onClick);
  return element;
}

/**
 * @param {Document} doc
 * @param {string} words
 */
function wideWords(doc, words) {
  const span = doc.createElement('span');
  span.className = 'wide-words';
  span.textContent = words;
  return span;
}
