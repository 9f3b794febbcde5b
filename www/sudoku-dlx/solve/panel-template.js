// The solver panel's markup and a lookup of its parts by the job they do.

// The buttons and the status sit above the grid, so that whatever a person
// presses, the answer is in view with the grid, on a phone as on a desktop.
export const TEMPLATE = `
<div class="frame" part="solver">
  <div class="solver">
    <div class="board">
      <div class="toolbar" part="toolbar">
        <div class="buttons">
          <button type="button" class="primary" data-action="solve">Solve</button>
          <button type="button" data-action="count">Count</button>
          <button type="button" data-action="hint">Hint</button>
          <button type="button" data-action="candidates" aria-pressed="false">Candidates</button>
          <button type="button" data-action="pencil" aria-pressed="false">Pencil</button>
          <button type="button" data-action="possibilities">All possibilities</button>
          <button type="button" data-action="check">Check</button>
          <button type="button" data-action="undo" aria-keyshortcuts="Control+Z">Undo</button>
          <button type="button" data-action="redo" aria-keyshortcuts="Control+Shift+Z Control+Y">Redo</button>
          <button type="button" data-action="clear">Clear</button>
          <button type="button" data-part="watch" hidden>Watch this puzzle</button>
          <button type="button" class="cancel" data-action="cancel" aria-keyshortcuts="Escape" hidden>Cancel</button>
        </div>
        <div class="status-line" part="status">
          <p class="status"><span role="status" data-part="status"></span>
            <span class="progress" data-part="progress"></span></p>
          <p class="rating" aria-live="polite" data-part="rating"></p>
          <p class="error" role="alert" id="grid-error" data-part="grid-error"></p>
          <div class="stepper" role="group" aria-label="Solutions" data-part="stepper" hidden></div>
        </div>
      </div>
      <div class="scroller" part="grid" data-part="scroller"></div>
      <p class="cell-note" data-part="cell-note" aria-hidden="true"></p>
      <p class="hint" id="grid-hint" data-part="hint"></p>
    </div>
    <div class="controls" part="controls">
      <fieldset class="group">
        <legend>Examples</legend>
        <div class="buttons" data-part="examples"></div>
      </fieldset>
      <div class="group">
        <label for="size">New empty grid</label>
        <div class="inline">
          <select id="size" data-part="size"></select>
          <button type="button" data-action="new">New grid</button>
        </div>
      </div>
      <fieldset class="group">
        <legend>New puzzle</legend>
        <div class="inline pickers">
          <label>Size <select data-part="new-size"></select></label>
          <label>Difficulty <select data-part="new-difficulty"></select></label>
          <label>Symmetry <select data-part="new-symmetry"></select></label>
          <button type="button" data-action="generate">New puzzle</button>
        </div>
      </fieldset>
      <div class="group">
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
 * @property {HTMLElement} stepper previous and next through the solutions
 * @property {HTMLElement} textError the parser's message about the pasted text
 * @property {HTMLElement} status what the last action did
 * @property {HTMLElement} progress a count's progress, kept out of the status
 *   so that a screen reader hears when the count starts and ends, not ten
 *   times a second in between
 * @property {HTMLElement} rating the difficulty of the puzzle in the grid
 * @property {HTMLElement} examples the example buttons
 * @property {HTMLSelectElement} size the size of a new empty grid
 * @property {HTMLTextAreaElement} paste the text box
 * @property {HTMLButtonElement} cancel stops the running job
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
    stepper: part('stepper'),
    textError: part('text-error'),
    status: part('status'),
    progress: part('progress'),
    rating: part('rating'),
    examples: part('examples'),
    size: part('size'),
    paste: part('paste'),
    cancel: /** @type {HTMLButtonElement} */ (root.querySelector('[data-action="cancel"]')),
  };
}
