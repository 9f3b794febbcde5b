// Previous and next through a puzzle's solutions, with the cells where the
// solution shown differs from the one before it highlighted. It holds the
// solutions listed so far and asks for more (up to a limit) when Next runs
// past them.

/**
 * @typedef {object} StepperOptions
 * @property {HTMLElement} root the stepper's box: two buttons and a label go in
 * @property {(solution: string, differs: Set<number>) => void} show puts a solution on the grid
 * @property {(limit: number) => Promise<string[] | null>} more lists the solutions up to `limit`; null when stopped
 * @property {() => number} limit the most solutions to step through
 */

export class SolutionStepper {
  #root;
  #show;
  #more;
  #limit;
  /** @type {string[]} */
  #solutions = [];
  #index = 0;
  /** Whether #solutions holds every solution there is, up to the limit. */
  #complete = true;
  #label;
  #previous;
  #next;

  /** @param {StepperOptions} options */
  constructor({ root, show, more, limit }) {
    this.#root = root;
    this.#show = show;
    this.#more = more;
    this.#limit = limit;
    const doc = root.ownerDocument;
    this.#previous = button(doc, '‹ Previous', () => this.#step(-1));
    this.#next = button(doc, 'Next ›', () => this.#step(1));
    this.#label = doc.createElement('span');
    this.#label.className = 'stepper-label';
    root.replaceChildren(this.#previous, this.#label, this.#next);
    this.hide();
  }

  /**
   * Starts stepping through `solutions`, the first of them shown;
   * `complete` tells whether they are all there are.
   * @param {string[]} solutions
   * @param {boolean} complete
   */
  start(solutions, complete) {
    this.#solutions = solutions;
    this.#complete = complete;
    this.#index = 0;
    this.#root.hidden = solutions.length < 2;
    this.#render();
  }

  hide() {
    this.#solutions = [];
    this.#root.hidden = true;
  }

  /** @param {number} by */
  async #step(by) {
    const target = this.#index + by;
    if (target < 0) return;
    if (target >= this.#solutions.length) {
      if (this.#complete) return;
      const wanted = Math.min(this.#limit(), this.#solutions.length * 10);
      const listed = await this.#more(wanted);
      if (!listed) return;
      this.#complete = listed.length < wanted || wanted >= this.#limit();
      this.#solutions = listed;
      if (target >= listed.length) return this.#render();
    }
    this.#index = target;
    this.#render();
  }

  #render() {
    const solution = this.#solutions[this.#index];
    if (!solution) return;
    const other = this.#solutions[this.#index === 0 ? 1 : this.#index - 1];
    const differs = new Set();
    if (other) for (let i = 0; i < solution.length; i++) if (solution[i] !== other[i]) differs.add(i);
    this.#show(solution, differs);
    const known = this.#complete ? `${this.#solutions.length}` : `at least ${this.#solutions.length}`;
    this.#label.textContent = `Solution ${this.#index + 1} of ${known}`;
    this.#previous.setAttribute('aria-disabled', String(this.#index === 0));
    const atEnd = this.#index === this.#solutions.length - 1 && this.#complete;
    this.#next.setAttribute('aria-disabled', String(atEnd));
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
