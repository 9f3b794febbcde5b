// The one place solve mode speaks: a line beside the action buttons, so it
// is in view whenever they are, with three parts. The status (a polite live
// region) says what started and how it ended; the progress, outside any live
// region, counts up while a job runs, so a screen reader is not read ten
// numbers a second; the error (an alert) says what is wrong and where. A
// message said while the line is out of view brings the controls, and the
// grid under them, into view.

/**
 * @typedef {object} StatusParts
 * @property {HTMLElement} status
 * @property {HTMLElement} progress
 * @property {HTMLElement} error
 * @property {HTMLElement} line the box of all three
 * @property {HTMLElement} anchor what to scroll to the top to show the line with the grid
 */

export class StatusLine {
  #status;
  #progress;
  #error;
  #line;
  #anchor;

  /** @param {StatusParts} parts */
  constructor({ status, progress, error, line, anchor }) {
    this.#status = status;
    this.#progress = progress;
    this.#error = error;
    this.#line = line;
    this.#anchor = anchor;
  }

  /** What the status says now. */
  get text() {
    return this.#status.textContent ?? '';
  }

  /** The progress shown now. */
  get progressText() {
    return this.#progress.textContent ?? '';
  }

  /**
   * Says `message`, clearing any progress and error.
   * @param {string} message
   */
  say(message) {
    this.#status.textContent = message;
    this.#progress.textContent = '';
    this.#error.textContent = '';
    if (message) this.#reveal();
  }

  /** @param {string} text how far a running job has got */
  progress(text) {
    this.#progress.textContent = text;
  }

  /**
   * Shows `message` as the error ('' clears it), with nothing else.
   * @param {string} message
   */
  error(message) {
    this.#status.textContent = '';
    this.#progress.textContent = '';
    this.#error.textContent = message;
    if (message) this.#reveal();
  }

  /** Scrolls the line into view, with the grid below it, unless it is in view. */
  #reveal() {
    const view = this.#line.ownerDocument.defaultView;
    const { top, bottom } = this.#line.getBoundingClientRect();
    if (view && (top < 0 || bottom > view.innerHeight)) this.#anchor.scrollIntoView({ block: 'start' });
  }
}
