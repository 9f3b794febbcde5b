// "Watch the search": shown when the element has a `watch` attribute. A
// press fires a cancelable `watch` event ({ puzzle }); unless a listener
// cancels it, the element whose id `watch` names (a visualize-mode
// <sudoku-dlx>) loads the puzzle, named "Puzzle from the solver" in its
// problem picker, and is scrolled into view with focus. So a page with both
// modes wires them with one attribute, and a page that wants more listens.

export const WATCH_LABEL = 'Puzzle from the solver';

export class WatchButton {
  #button;
  #host;

  /**
   * @param {HTMLButtonElement} button
   * @param {HTMLElement & { puzzle: string }} host the solve-mode element
   */
  constructor(button, host) {
    this.#button = button;
    this.#host = host;
    button.addEventListener('click', () => watchPuzzle(host));
    this.update();
  }

  /** Shows the button while the element has a `watch` attribute. */
  update() {
    this.#button.hidden = !this.#host.hasAttribute('watch');
  }
}

/**
 * What *Watch the search* does for solve-mode element `host`: fires its
 * `watch` event and, unless a listener cancels it, shows its puzzle in the
 * visualizer its `watch` attribute names. Exported for a page's own control
 * of that name (the demo page's link at the top), which asks the same.
 * @param {HTMLElement & { puzzle: string }} host
 */
export function watchPuzzle(host) {
  const puzzle = host.puzzle;
  const detail = { puzzle };
  const event = new CustomEvent('watch', { bubbles: true, composed: true, cancelable: true, detail });
  if (!host.dispatchEvent(event)) return;
  const id = (host.getAttribute('watch') ?? '').trim().replace(/^#/, '');
  if (!id) return;
  const root = /** @type {Document | ShadowRoot} */ (host.getRootNode());
  const target = root.getElementById?.(id);
  if (!target) {
    const message = `watch="${id}": no element with that id to show the puzzle in`;
    host.dispatchEvent(new CustomEvent('error', { bubbles: true, composed: true, detail: { message } }));
    return;
  }
  target.setAttribute('label', WATCH_LABEL);
  // The same puzzle again, after other problems were picked there, loads afresh.
  if (target.getAttribute('puzzle') === puzzle) target.removeAttribute('puzzle');
  target.setAttribute('puzzle', puzzle);
  bringIntoView(target);
  // Again once the puzzle is shown: a visualizer still loading its module
  // may have been too short for the page to scroll it to the top.
  const shown = () => {
    target.removeEventListener('problemchange', shown);
    target.removeEventListener('error', shown);
    bringIntoView(target);
  };
  target.addEventListener('problemchange', shown);
  target.addEventListener('error', shown);
}

/**
 * Scrolls `target` to the top of the view and focuses its visualizer.
 * @param {HTMLElement} target
 */
function bringIntoView(target) {
  target.scrollIntoView({ block: 'start' });
  /** @type {HTMLElement | null | undefined} */ (target.shadowRoot?.querySelector('.dlx-vis'))?.focus({
    preventScroll: true,
  });
}
