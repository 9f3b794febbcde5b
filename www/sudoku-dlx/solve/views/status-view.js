// The one place solve mode speaks: a line beside the action buttons, so it
// is in view whenever they are, with three parts. The status (a polite live
// region) says what started and how it ended; the progress, outside any live
// region, counts up while a job runs, so a screen reader is not read ten
// numbers a second; the error (an alert) says what is wrong and where. A
// saying too long for the line (a chain's step) comes as a summary, with
// "More" (a disclosure) opening the whole just under the grid, over what is
// below it, so that the line never grows and never has to be scrolled to
// read a hint, and the whole covers none of the grid (a chain's arrows
// among them); "More" names it as what it controls. A
// message said while the line is out of view brings the controls, and the
// grid under them, into view.

import { text } from '../../shared/render.js';

/**
 * @typedef {object} StatusParts
 * @property {HTMLElement} status
 * @property {HTMLElement} progress
 * @property {HTMLElement} error
 * @property {HTMLElement} whole the whole of a long saying, shown while "More" is open
 * @property {HTMLElement} line the box of all three
 * @property {HTMLElement} said the part of the line that scrolls what is longer than its room
 * @property {HTMLElement} anchor what to scroll to the top to show the line with the grid
 */

export class StatusView {
  #parts;
  #serial = -1;
  /** Whether the line is wholly in view, as last observed: assumed so until the first layout says. */
  #inView = true;
  /** Whether the player scrolled the saying, so that the next starts from the top. */
  #scrolled = false;
  #observer;
  /** "More", and the whole saying it opens. */
  #more;

  /**
   * Reads no layout while rendering, which at a page's load would lay the
   * page out again within the same task: whether the line is in view comes
   * from an IntersectionObserver, and the saying's scroll from its events.
   * @param {StatusParts} parts
   */
  constructor(parts) {
    this.#parts = parts;
    const more = /** @type {HTMLDetailsElement} */ (parts.line.querySelector('.more'));
    this.#more = { details: more, text: parts.whole };
    more.addEventListener('toggle', () => {
      this.#showWhole();
      if (more.open) this.#bringWhole();
    });
    const view = parts.line.ownerDocument.defaultView;
    this.#observer = view?.IntersectionObserver
      ? new view.IntersectionObserver(
          // The last entry is now; a late task brings older ones first.
          (entries) => {
            const { boundingClientRect: box, rootBounds: screen } = entries[entries.length - 1];
            this.#inView = !screen || (box.top >= screen.top && box.bottom <= screen.bottom);
          },
          { threshold: [0, 1] },
        )
      : null;
    this.#observer?.observe(parts.line);
    parts.said.addEventListener('scroll', () => (this.#scrolled = parts.said.scrollTop > 0), { passive: true });
  }

  /** The whole saying shows while "More" is open. */
  #showWhole() {
    const { details, text: whole } = this.#more;
    whole.hidden = !details.open || details.hidden;
  }

  /**
   * Scrolls the page up just enough to show the whole saying where it runs
   * past the screen's foot (under a big grid), and no further than keeps
   * the line (with its Less) at the screen's top: the board under the
   * player stays in view, and a whole too long for what is left of the
   * screen is read by scrolling on. The page does not move for a whole
   * already in view.
   */
  #bringWhole() {
    const { line, whole } = this.#parts;
    const view = line.ownerDocument.defaultView;
    if (!view) return;
    const past = whole.getBoundingClientRect().bottom - view.innerHeight;
    const by = Math.min(past, line.getBoundingClientRect().top);
    if (by > 0) view.scrollBy({ top: by, behavior: 'instant' });
  }

  /** Stops watching the line. */
  stop() {
    this.#observer?.disconnect();
  }

  /**
   * Writes what each new saying says, even words said before, so a screen
   * reader hears it again; between sayings only the progress moves.
   * @param {import('../model/panel-state.js').Status} status
   */
  render(status) {
    const { status: said, progress, error } = this.#parts;
    if (status.serial === this.#serial) return text(progress, status.progress);
    this.#serial = status.serial;
    for (const [node, value] of /** @type {const} */ ([
      [said, status.text],
      [progress, status.progress],
      [error, status.error],
    ])) {
      node.textContent = value;
      // What render() commits next is compared with this.
      text(node, value);
    }
    const { details } = this.#more;
    details.hidden = !status.more;
    details.open = false;
    this.#more.text.textContent = status.more;
    this.#showWhole();
    // A new saying is read from its start, whatever the last one scrolled to.
    if (this.#scrolled) this.#parts.said.scrollTop = 0;
    if ((status.text || status.error) && !this.#inView) this.#parts.anchor.scrollIntoView({ block: 'start' });
  }
}
