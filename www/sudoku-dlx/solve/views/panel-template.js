// The solver panel's markup, a lookup of its parts by the job they do, and
// the words under the grid.

import { symbolRange } from '../../shared/grid-shape.js';

// The buttons and the status sit above the grid, so that whatever a person
// presses, the answer is in view with the grid, on a phone as on a desktop.
// The status line is a box of fixed height that scrolls what is longer (a
// forcing chain's step), with "Apply this step", the solutions' Previous
// and Next, and Cancel while a job runs beside it rather than under it, so
// that no hint, step, solution, rating or job moves the grid.
export const TEMPLATE = `
<div class="frame" part="solver">
  <div class="solver">
    <div class="board">
      <div class="toolbar" part="toolbar">
        <div class="buttons">
          <button type="button" class="primary" data-action="start" hidden>Start</button>
          <button type="button" class="primary" data-action="solve">Solve</button>
          <button type="button" data-action="count">Count</button>
          <button type="button" data-action="hint" aria-keyshortcuts="Alt+H">Hint</button>
          <button type="button" data-action="candidates" aria-pressed="false">Candidates</button>
          <button type="button" data-action="pencil" aria-pressed="false" aria-keyshortcuts="Alt+P">Pencil</button>
          <button type="button" data-action="possibilities">All possibilities</button>
          <button type="button" data-action="check">Check</button>
          <button type="button" data-action="undo" aria-keyshortcuts="Control+Z">Undo</button>
          <button type="button" data-action="redo" aria-keyshortcuts="Control+Shift+Z Control+Y">Redo</button>
          <button type="button" data-action="clear">Clear</button>
          <button type="button" data-part="watch" aria-label="Watch this puzzle" hidden>Watch<span class="wide-words"> this puzzle</span></button>
        </div>
        <div class="status-line" part="status">
          <div class="said" data-part="said">
            <p class="status"><span role="status" data-part="status"></span>
              <span class="progress" data-part="progress"></span></p>
            <p class="idle" data-part="idle"></p>
            <p class="rating" aria-live="polite" data-part="rating"></p>
            <p class="error" role="alert" id="grid-error" data-part="grid-error"></p>
          </div>
          <div class="beside">
            <button type="button" class="cancel" data-action="cancel" aria-keyshortcuts="Escape" hidden>Cancel</button>
            <div class="solutions-bar" role="group" aria-label="Solutions" data-part="solutions-bar" hidden></div>
            <button type="button" class="apply" data-action="apply-hint" hidden>Apply this step</button>
          </div>
        </div>
      </div>
      <div class="scroller" part="grid" data-part="scroller"></div>
      <p class="cell-note" data-part="cell-note" aria-hidden="true"></p>
      <div class="play-bar" part="pad">
        <div class="pad" role="group" aria-label="Number pad" data-part="pad"></div>
        <label class="option"><input type="checkbox" data-part="live-check"> Show mistakes as I type</label>
      </div>
      <p class="hint" id="grid-hint" data-part="hint"></p>
    </div>
    <div class="controls" part="controls">
      <fieldset class="group" data-control="examples">
        <legend>Examples</legend>
        <div class="buttons" data-part="examples"></div>
      </fieldset>
      <div class="group" data-control="new-grid">
        <label for="size">New empty grid</label>
        <div class="inline">
          <select id="size" data-part="size"></select>
          <button type="button" data-action="new">New grid</button>
        </div>
      </div>
      <fieldset class="group" data-control="generator">
        <legend>New puzzle</legend>
        <div class="inline pickers">
          <label>Size <select data-part="new-size"></select></label>
          <label>Difficulty <select data-part="new-difficulty"></select></label>
          <label>Symmetry <select data-part="new-symmetry"></select></label>
          <button type="button" data-action="generate">New puzzle</button>
        </div>
        <p class="new-note" data-part="new-note" aria-live="polite"></p>
      </fieldset>
      <div class="group" data-control="paste">
        <label for="paste">Paste a puzzle: one line, or one row per line (Ctrl+Enter loads)</label>
        <textarea id="paste" data-part="paste" rows="7" spellcheck="false" autocomplete="off"
          aria-describedby="text-error"
          placeholder="53..7....&#10;6..195...&#10;.98....6.&#10;…"></textarea>
        <div class="inline"><button type="button" data-action="load" aria-keyshortcuts="Control+Enter">Load</button></div>
        <p class="error" role="alert" id="text-error" data-part="text-error"></p>
      </div>
    </div>
  </div>
</div>`;

/**
 * @typedef {object} Parts the panel's elements, by the job they do
 * @property {HTMLElement} scroller holds the grid
 * @property {HTMLElement} hint how to type into the grid
 * @property {HTMLElement} gridError what is wrong with the grid, beside the status
 * @property {HTMLElement} cellNote why the focused cell is marked wrong
 * @property {HTMLElement} solutionsBar previous and next through the solutions
 * @property {HTMLElement} textError the parser's message about the pasted text
 * @property {HTMLElement} status what the last action did
 * @property {HTMLElement} idle what to do next, in the status's place while it is silent
 * @property {HTMLElement} progress a count's progress, kept out of the status
 *   so that a screen reader hears when the count starts and ends, not ten
 *   times a second in between
 * @property {HTMLElement} rating the difficulty of the puzzle in the grid
 * @property {HTMLElement} examples the example buttons
 * @property {HTMLSelectElement} size the size of a new empty grid
 * @property {HTMLTextAreaElement} paste the text box
 * @property {HTMLButtonElement} cancel stops the running job
 * @property {HTMLElement} pad the on-screen pad
 * @property {HTMLInputElement} liveCheck "Show mistakes as I type"
 * @property {HTMLSelectElement} newSize New puzzle's size
 * @property {HTMLSelectElement} newDifficulty New puzzle's difficulty
 * @property {HTMLSelectElement} newSymmetry New puzzle's symmetry
 * @property {HTMLElement} newNote what the picked puzzle would cost
 */

/**
 * @param {HTMLElement} root
 * @returns {Parts}
 */
export function findParts(root) {
  /** @param {string} name */
  const part = (name) => /** @type {any} */ (root.querySelector(`[data-part="${name}"]`));
  return {
    scroller: part('scroller'),
    hint: part('hint'),
    gridError: part('grid-error'),
    cellNote: part('cell-note'),
    solutionsBar: part('solutions-bar'),
    textError: part('text-error'),
    status: part('status'),
    progress: part('progress'),
    idle: part('idle'),
    rating: part('rating'),
    examples: part('examples'),
    size: part('size'),
    paste: part('paste'),
    pad: part('pad'),
    liveCheck: part('live-check'),
    newSize: part('new-size'),
    newDifficulty: part('new-difficulty'),
    newSymmetry: part('new-symmetry'),
    newNote: part('new-note'),
    cancel: /** @type {HTMLButtonElement} */ (root.querySelector('[data-action="cancel"]')),
  };
}

/**
 * How to type into the grid, and what its styles mean, as HTML: the keys
 * where a keyboard is likely, the pad's taps on a touch screen (styles.js
 * shows one or the other).
 * @param {number} side
 * @param {boolean} setup whether a puzzle is being set up
 */
export function typingHelp(side, setup) {
  const symbols = symbolRange(side);
  const keys = setup
    ? `Setting up: what you type is a clue, and Start makes the clues the puzzle to play. Type ${symbols} to fill a cell, <kbd>.</kbd> or <kbd>0</kbd> to skip one`
    : `Type ${symbols} to fill a cell (the clues are locked), <kbd>Alt</kbd>+<kbd>P</kbd> for pencil marks, <kbd>Alt</kbd>+<kbd>H</kbd> for a hint`;
  const taps = setup
    ? 'Setting up: what you tap in is a clue, and Start makes the clues the puzzle to play. Tap a cell, then a number on the pad; Erase clears it. '
    : 'Tap a cell, then a number on the pad (the clues are locked); Pencil switches to pencil marks, Erase clears a cell. ';
  return (
    `<span class="keys-help">${keys}; arrows move, <kbd>Backspace</kbd> clears, <kbd>Esc</kbd> stops a search; ` +
    'a puzzle pasted into any cell fills the grid. </span>' +
    `<span class="touch-help">${taps}</span>` +
    '<span class="key-given">Bold</span> cells are clues, <span class="key-entry">upright green</span> ones yours, ' +
    '<span class="key-solved">italic blue</span> ones the solver’s.'
  );
}

/**
 * What to do next, said in the status's place while nothing else is said,
 * so the room kept for the status is never an empty gap; '' while it speaks.
 * @param {import('../model/panel-state.js').PanelFrame} state
 */
export function idleLine({ status, setup, hasGivens }) {
  if (status.text || status.progress || status.error) return '';
  if (!setup) return 'Playing: Hint shows the next step, Check marks what differs from the solution.';
  return hasGivens
    ? 'Setting up: type the clues, then Start to play them.'
    : 'Setting up: type a puzzle’s clues or pick an example, then Start to play it or Solve.';
}
