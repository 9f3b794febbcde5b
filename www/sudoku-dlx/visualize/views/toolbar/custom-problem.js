// A form for typing a problem: a Sudoku, or exact cover in Knuth's dlx
// format or as a 0/1 matrix (told apart by model/read-input.js). Errors
// from the engine are shown inline, next to the text. The text of a problem
// loaded elsewhere enters the textarea only when the form is opened: laying
// out 756 KB of text in a textarea, even a closed one, took the main thread
// over a second.

const HELP =
  'A Sudoku (one line or a grid, . for an empty cell), or exact cover: first line the item names, such as a b c (primary ones, then | and any secondary ones), then one option per line naming its items; or a 0/1 matrix, one option per line; or a name: queens 8, langford 7, pentominoes 6x10.';

export class CustomProblem {
  /**
   * Text shown next time the form opens, or null when the textarea holds it.
   * @type {string | null}
   */
  #pending = null;

  /**
   * @param {Document} doc
   * @param {{ onLoad: (text: string) => void, initialText: string }} options
   */
  constructor(doc, { onLoad, initialText }) {
    this.element = doc.createElement('details');
    this.element.className = 'dv-custom';
    const summary = doc.createElement('summary');
    summary.textContent = 'Your own Sudoku or exact-cover problem';
    const help = doc.createElement('p');
    help.className = 'dv-muted';
    help.textContent = HELP;
    this.textarea = doc.createElement('textarea');
    this.textarea.spellcheck = false;
    this.textarea.setAttribute('aria-label', 'Your problem: a Sudoku, items and options, or a 0/1 matrix');
    this.textarea.value = initialText;
    const row = doc.createElement('div');
    row.className = 'dv-custom-row';
    this.button = doc.createElement('button');
    this.button.type = 'button';
    this.button.textContent = 'Load';
    this.button.addEventListener('click', () => onLoad(this.text));
    row.append(this.button);
    this.error = doc.createElement('p');
    this.error.className = 'dv-error';
    this.error.setAttribute('role', 'alert');
    this.element.append(summary, help, this.textarea, row, this.error);
    // Filled as the summary is pressed, before the form opens, and on any other opening.
    summary.addEventListener('click', () => this.#fill());
    this.element.addEventListener('toggle', () => {
      if (this.element.open) this.#fill();
    });
  }

  /** The form's text, as typed or as last shown. */
  get text() {
    return this.#pending ?? this.textarea.value;
  }

  /**
   * Shows `text` in the form, at once if it is open, else when it opens.
   * @param {string} text
   */
  show(text) {
    this.#pending = text;
    if (this.element.open) this.#fill();
  }

  /** Opens the form, its text in place. */
  open() {
    this.#fill();
    this.element.open = true;
  }

  #fill() {
    if (this.#pending === null) return;
    this.textarea.value = this.#pending;
    this.#pending = null;
  }

  /** @param {string} message */
  showError(message) {
    this.error.textContent = message;
    this.textarea.setAttribute('aria-invalid', message ? 'true' : 'false');
    if (message) this.open();
  }
}
