// The solver panel's markup, a lookup of its parts by the job they do, and
// the words under the grid.

import { symbolRange } from '../../shared/grid-shape.js';

// Above everything, the game's bar: New game, its kind and its difficulty
// (what New game makes, in sight and chosen where it is pressed), the time
// played with Pause, and the menu, which holds the daily puzzle, the games
// to go back to, the statistics, and the solver's tools (revealing a cell
// or the solution, counting, every possibility, watching the search,
// setting up a puzzle): help a player asks for, one tap away but never the
// first button in line. While a puzzle is set up, Solve and Count stand in
// the toolbar too, for people who solve rather than play. The toolbar is
// one row in either stage, so starting play never moves the grid.
const GAME_BAR = `<div class="game-bar" part="game-bar">
        <div class="new-game">
          <button type="button" class="primary" data-action="new-game" aria-label="New game">New<span class="wide"> game</span></button>
          <select data-part="bar-kind" aria-label="Kind of a new game"></select>
          <select data-part="bar-difficulty" aria-label="Difficulty of a new game"></select>
        </div>
        <p class="game-title" data-part="game-title"></p>
        <div class="timer" data-part="timer">
          <span class="clock" data-part="clock" aria-label="Time played">0:00</span>
          <button type="button" class="pause" data-action="pause" aria-pressed="false" aria-label="Pause" title="Pause">
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M4 2h3v12H4zM9 2h3v12H9z"/></svg>
          </button>
        </div>
        <div class="menu-box">
          <button type="button" class="menu-button" data-action="menu" aria-expanded="false" aria-controls="game-menu" aria-label="Menu"><span class="wide">Menu</span><svg class="narrow" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M2 3h12v2H2zM2 7h12v2H2zM2 11h12v2H2z"/></svg></button>
          <div class="menu" id="game-menu" data-part="menu" hidden>
            <button type="button" data-item="daily" data-part="daily">Today’s daily puzzle<small data-part="daily-note">the same for everyone today</small></button>
            <button type="button" data-item="daily-level" data-part="daily-level" hidden><span data-part="daily-level-name"></span><small>the same for everyone today</small></button>
            <div class="recent" data-part="recent" role="group" aria-labelledby="recent-heading"></div>
            <button type="button" data-item="stats">Statistics<small>games finished, best times, streak</small></button>
            <button type="button" data-item="timer" data-part="timer-toggle">Hide the time</button>
            <div class="menu-aids" role="group" aria-labelledby="aids-heading">
              <p class="menu-heading" id="aids-heading">Aids, remembered</p>
              <button type="button" data-item="marksFollow" aria-pressed="true">Marks follow digits<small>a digit placed leaves the marks of its row, column and box</small></button>
              <button type="button" data-item="litDigit" aria-pressed="true">Light the chosen digit<small>wherever it stands, in marks too</small></button>
              <button type="button" data-item="litUnits" aria-pressed="false">Light its row, column and box<small>around the chosen cell</small></button>
            </div>
            <div class="menu-tools">
              <p class="menu-heading">Help and the solver</p>
              <button type="button" data-item="reveal">Reveal the chosen cell<small>its digit, counted as a hint</small></button>
              <button type="button" data-item="solve">Show the solution<small>in every open cell; Undo hides it</small></button>
              <button type="button" data-item="count">Count the solutions<small>one, several or none</small></button>
              <button type="button" data-item="fill-candidates">Fill in candidates<small>as centre marks, yours to prune</small></button>
              <button type="button" data-item="candidates" aria-pressed="false">Candidates<small>in each open cell, the digits its row, column and box allow</small></button>
              <button type="button" data-item="possibilities">All possibilities<small>in each open cell, every digit some solution puts there</small></button>
              <button type="button" data-item="watch">Watch the search<small>dancing links solving this puzzle, step by step</small></button>
              <button type="button" data-item="clear">Set up a puzzle<small>an empty grid: type the clues, then Start</small></button>
            </div>
          </div>
        </div>
      </div>`;

// The end of a game, over the grid: it says so, with the time, the hints
// and the mistakes, how the time compares, and what to play next.
const END_CARD = `<section class="end" data-part="end" aria-labelledby="end-title" hidden>
          <h3 id="end-title" tabindex="-1">Solved!</h3>
          <p class="end-what" data-part="end-what"></p>
          <dl class="end-figures">
            <div><dt>Time</dt><dd data-part="end-time"></dd></div>
            <div><dt>Hints</dt><dd data-part="end-hints"></dd></div>
            <div><dt>Mistakes</dt><dd data-part="end-mistakes"></dd></div>
          </dl>
          <p class="end-record" data-part="end-record"></p>
          <div class="end-actions">
            <button type="button" class="primary" data-action="new-game" data-part="end-next">Next puzzle</button>
            <button type="button" data-action="daily" data-part="end-daily">Today’s daily</button>
            <button type="button" data-action="end-close">See the grid</button>
          </div>
        </section>`;

// The statistics, kept in this browser: a modal dialog over the page.
const STATS_DIALOG = `<dialog class="stats" data-part="stats" aria-labelledby="stats-title">
    <h3 id="stats-title">Statistics</h3>
    <p class="stats-streak" data-part="stats-streak"></p>
    <div class="stats-table" data-part="stats-table"></div>
    <p class="stats-note">Kept in this browser only.</p>
    <button type="button" class="primary" data-action="stats-close">Close</button>
  </dialog>`;

// The buttons and the status sit above the grid, so that whatever a person
// presses, the answer is in view with the grid, on a phone as on a desktop.
// The status line is a box of fixed height: what is longer (a chain's
// step) says its summary there, with "More" opening the whole over the grid
// (it moves nothing), and the box scrolls whatever else is longer; with "Apply this step", the solutions' Previous
// and Next, and Cancel while a job runs beside it rather than under it, so
// that no hint, step, solution, rating or job moves the grid.
export const TEMPLATE = `
<div class="frame" part="solver">
  <div class="solver">
    <div class="board">
      ${GAME_BAR}
      <div class="toolbar" part="toolbar">
        <div class="buttons">
          <button type="button" class="primary" data-action="start" hidden>Start</button>
          <button type="button" data-action="solve">Solve</button>
          <button type="button" data-action="count">Count</button>
          <button type="button" data-action="hint" aria-keyshortcuts="Alt+H">Hint</button>
          <button type="button" data-action="candidates" aria-pressed="false" title="In each open cell, the digits its row, column and box allow">Candidates</button>
          <button type="button" data-action="pencil" data-mode="digit" aria-label="Pencil" aria-pressed="false" aria-keyshortcuts="Alt+P X" title="Marks: X corner, C centre, V colours, Z digits, Space the next"><span class="mode-words" aria-hidden="true"><span data-word="digit">Pencil</span><span data-word="corner">Corner</span><span data-word="centre">Centre</span><span data-word="colour">Colour</span></span></button>
          <button type="button" data-action="check">Check</button>
          <button type="button" data-action="undo" aria-keyshortcuts="Control+Z">Undo</button>
          <button type="button" data-action="redo" aria-keyshortcuts="Control+Shift+Z Control+Y">Redo</button>
          <button type="button" data-part="watch" aria-label="Watch the search" title="Watch dancing links solve this puzzle, step by step, below" hidden>Watch the search</button>
        </div>
        <div class="status-line" part="status">
          <div class="said" data-part="said">
            <div class="status"><span role="status" data-part="status"></span>
              <details class="more" data-part="more" hidden><summary aria-controls="more-text"><span class="open-words">More</span><span class="close-words">Less</span></summary></details>
              <span class="progress" data-part="progress"></span></div>
            <p class="idle" data-part="idle"></p>
            <p class="rating" aria-live="polite" data-part="rating"></p>
            <p class="error" role="alert" id="grid-error" data-part="grid-error"></p>
          </div>
          <div class="beside">
            <button type="button" class="cancel" data-action="cancel" aria-keyshortcuts="Escape" hidden>Cancel</button>
            <div class="solutions-bar" role="group" aria-label="Solutions" data-part="solutions-bar" hidden></div>
            <button type="button" class="apply" data-action="apply-hint" hidden>Apply this step</button>
            <button type="button" class="apply primary" data-action="start-anyway" hidden>Play anyway</button>
            <button type="button" class="apply" data-action="add-clue" hidden>Add a clue</button>
            <button type="button" class="apply" data-action="count-all" hidden>Count them all</button>
            <button type="button" class="apply" data-action="tally-all" hidden>Tally them all</button>
          </div>
        </div>
      </div>
      <div class="stage">
        <div class="scroller" part="grid" data-part="scroller"></div>
        <div class="pan-cue" data-part="pan-cue" aria-hidden="true"><span class="left">◀</span><span class="right">▶</span><span class="above">▲</span><span class="below">▼</span></div>
        <div class="cover" data-part="paused" hidden>
          <p>Paused</p>
          <button type="button" class="primary" data-action="pause">Resume</button>
        </div>
        ${END_CARD}
        <p class="more-text" id="more-text" data-part="more-text" hidden></p>
      </div>
      <p class="cell-note" data-part="cell-note" aria-hidden="true"></p>
      <div class="play-bar" part="pad">
        <div class="pad" role="group" aria-label="Number pad" data-part="pad"></div>
        <div class="options">
          <label class="option"><input type="checkbox" data-part="live-check"> Show mistakes as I type</label>
          <label class="option" title="Hints then work from your marks, not only the clues and entries"><input type="checkbox" data-part="marks-complete"> My marks are complete</label>
        </div>
      </div>
      <p class="rules" id="grid-rules" data-part="rules"></p>
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
          <label>Kind <select data-part="new-kind"></select></label>
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
  ${STATS_DIALOG}
</div>`;

/**
 * @typedef {object} Parts the panel's elements, by the job they do
 * @property {HTMLElement} scroller holds the grid
 * @property {HTMLElement} panCue the arrows at the edges a zoomed grid goes on past
 * @property {HTMLElement} hint how to type into the grid
 * @property {HTMLElement} rules a variant's rules in words
 * @property {HTMLElement} gridError what is wrong with the grid, beside the status
 * @property {HTMLElement} cellNote why the focused cell is marked wrong
 * @property {HTMLElement} solutionsBar previous and next through the solutions
 * @property {HTMLElement} textError the parser's message about the pasted text
 * @property {HTMLElement} status what the last action did
 * @property {HTMLElement} idle what to do next, in the status's place while it is silent
 * @property {HTMLElement} progress a count's progress, kept out of the status
 * @property {HTMLElement} moreText the whole of a long saying, under the grid while "More" is open
 *   so that a screen reader hears when the count starts and ends, not ten
 *   times a second in between
 * @property {HTMLElement} rating the difficulty of the puzzle in the grid
 * @property {HTMLElement} examples the example buttons
 * @property {HTMLSelectElement} size the size of a new empty grid
 * @property {HTMLTextAreaElement} paste the text box
 * @property {HTMLButtonElement} cancel stops the running job
 * @property {HTMLElement} pad the on-screen pad
 * @property {HTMLInputElement} liveCheck "Show mistakes as I type"
 * @property {HTMLInputElement} marksComplete "My marks are complete": hints work from them
 * @property {HTMLSelectElement} newKind New puzzle's kind: classic, killer or jigsaw
 * @property {HTMLSelectElement} newSize New puzzle's size
 * @property {HTMLSelectElement} newDifficulty New puzzle's difficulty
 * @property {HTMLSelectElement} newSymmetry New puzzle's symmetry
 * @property {HTMLElement} newNote what the picked puzzle would cost
 * @property {HTMLSelectElement} barKind the kind of New game (classic, killer, jigsaw), in the game's bar
 * @property {HTMLSelectElement} barDifficulty the difficulty of New game, in the game's bar
 * @property {HTMLDialogElement} stats the statistics
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
    panCue: part('pan-cue'),
    hint: part('hint'),
    rules: part('rules'),
    gridError: part('grid-error'),
    cellNote: part('cell-note'),
    solutionsBar: part('solutions-bar'),
    textError: part('text-error'),
    status: part('status'),
    progress: part('progress'),
    moreText: part('more-text'),
    idle: part('idle'),
    rating: part('rating'),
    examples: part('examples'),
    size: part('size'),
    paste: part('paste'),
    pad: part('pad'),
    liveCheck: part('live-check'),
    marksComplete: part('marks-complete'),
    newKind: part('new-kind'),
    newSize: part('new-size'),
    newDifficulty: part('new-difficulty'),
    newSymmetry: part('new-symmetry'),
    newNote: part('new-note'),
    barKind: part('bar-kind'),
    barDifficulty: part('bar-difficulty'),
    stats: part('stats'),
    cancel: /** @type {HTMLButtonElement} */ (root.querySelector('[data-action="cancel"]')),
  };
}

/**
 * How to type into the grid, and what its styles mean, as HTML: the keys
 * where a keyboard is likely, the pad's taps on a touch screen (styles/status.js
 * shows one or the other).
 * @param {number} side
 * @param {boolean} setup whether a puzzle is being set up
 */
export function typingHelp(side, setup) {
  const symbols = symbolRange(side);
  const keys = setup
    ? `Setting up: what you type is a clue, and Start makes the clues the puzzle to play. Type ${symbols} to fill a cell, <kbd>.</kbd> or <kbd>0</kbd> to skip one`
    : `Type ${symbols} to fill a cell (the clues are locked), <kbd>X</kbd> for corner marks, <kbd>C</kbd> for centre marks, <kbd>V</kbd> for colours, <kbd>Z</kbd> for digits again (<kbd>Space</kbd> the next, <kbd>Alt</kbd>+<kbd>P</kbd> marks on or off; <kbd>Shift</kbd>+click, <kbd>Shift</kbd>+arrows or a drag select several cells), <kbd>Alt</kbd>+<kbd>H</kbd> for a hint`;
  const taps = setup
    ? 'Setting up: what you tap in is a clue, and Start makes the clues the puzzle to play. Tap a cell, then a number on the pad; Erase clears it. '
    : 'Tap a cell, then a number on the pad (the clues are locked); the mode key beside Undo switches digits to corner marks, centre marks, then colours; Erase clears a cell. ';
  return (
    `<span class="keys-help">${keys}; arrows move, <kbd>Backspace</kbd> clears, <kbd>Esc</kbd> stops a search; ` +
    'a puzzle pasted into any cell fills the grid. </span>' +
    `<span class="touch-help">${taps}</span>` +
    '<span class="key-given">Bold</span> cells are clues, <span class="key-entry">upright green</span> ones yours, ' +
    '<span class="key-solved">italic blue</span> ones the solver’s. ' +
    '<span class="glossary"><strong>Candidates</strong> writes in each open cell the digits its row, column and box allow; ' +
    '<strong>All possibilities</strong> every digit some solution puts there, with how many solutions do.</span>'
  );
}

/**
 * What to do next, said in the status's place while nothing else is said,
 * so the room kept for the status is never an empty gap; '' while it speaks.
 * @param {import('../model/panel-state.js').PanelFrame} state
 */
export function idleLine({ status, setup, hasGivens, game }) {
  if (status.text || status.progress || status.error) return '';
  if (game.ended) return 'Solved. Undo takes your last digit back, to play on from there.';
  if (!setup) return 'Playing: Hint shows the next step, Check marks what differs from the solution.';
  return hasGivens
    ? 'Setting up: type the clues, then Start to play them.'
    : 'Setting up: type a puzzle’s clues or pick an example, then Start to play it or Solve.';
}
