// The solve mode of <sudoku-dlx>: the editable grid and the controls around
// it. Every search goes through the SolverClient, so this file only handles
// the page: what is shown, what is enabled, and which events fire.

import { EXAMPLES } from './examples.js';
import { formatNumber, formatTime, plural } from './format.js';
import { GridEditor } from './grid-editor.js';
import { SIDES, symbolRange } from './grid-shape.js';
import { CancelledError } from './solver-client.js';

/** Count stops here by default: "at least 1000" says all most people need. */
export const COUNT_LIMIT = 1000;

const TEMPLATE = `
<div class="frame">
  <div class="solver">
    <div class="board">
      <div class="scroller" data-part="scroller"></div>
      <p class="hint" id="grid-hint" data-part="hint"></p>
      <p class="error" role="alert" id="grid-error" data-part="grid-error"></p>
    </div>
    <div class="controls">
      <div class="group">
        <div class="buttons">
          <button type="button" class="primary" data-action="solve">Solve</button>
          <button type="button" data-action="count">Count</button>
          <button type="button" data-action="clear">Clear</button>
          <button type="button" class="cancel" data-action="cancel" hidden>Cancel</button>
        </div>
        <p class="status"><span role="status" data-part="status"></span>
          <span class="progress" data-part="progress"></span></p>
      </div>
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
      <div class="group">
        <label for="paste">Paste a puzzle: one line, or one row per line</label>
        <textarea id="paste" data-part="paste" rows="7" spellcheck="false" autocomplete="off"
          aria-describedby="text-error"
          placeholder="53..7....&#10;6..195...&#10;.98....6.&#10;…"></textarea>
        <div class="inline"><button type="button" data-action="load">Load</button></div>
        <p class="error" role="alert" id="text-error" data-part="text-error"></p>
      </div>
    </div>
  </div>
</div>`;

/**
 * Builds the solver into `root`, an element in a shadow root. `host` receives the
 * `solution` and `error` events; `onPuzzleChange(puzzle)` hears every change
 * of the grid's givens, in the one-line form; `countLimit()` says where Count
 * stops (0: never). Returns `{ load, solve, destroy }`.
 */
export function mountSolver(root, { host, client, onPuzzleChange, countLimit = () => COUNT_LIMIT }) {
  root.innerHTML = TEMPLATE;
  const part = (name) => root.querySelector(`[data-part="${name}"]`);
  const button = (action) => root.querySelector(`[data-action="${action}"]`);
  const gridError = part('grid-error');
  const textError = part('text-error');
  const status = part('status');
  // A count's progress, kept out of the status so that a screen reader hears
  // when the count starts and ends, not ten times a second in between.
  const progress = part('progress');
  const sizePicker = part('size');
  const paste = part('paste');
  const cancelButton = button('cancel');

  let busy = false;
  let validation = 0;
  let loads = 0; // only the newest load() may show its puzzle
  let loading = Promise.resolve(); // the newest load(), which every action waits for

  paste.addEventListener('input', () => (textError.textContent = ''));

  const grid = new GridEditor({
    onEdit: () => edited(),
    onPaste: (text) => whenIdle(() => run(grid, () => loadPuzzle(text), gridError)),
  });
  grid.element.setAttribute('aria-describedby', 'grid-error grid-hint');
  part('scroller').append(grid.element);

  for (const side of SIDES) {
    sizePicker.append(new Option(`${side} × ${side}`, side, side === 9, side === 9));
  }
  for (const example of EXAMPLES) {
    const exampleButton = document.createElement('button');
    exampleButton.type = 'button';
    exampleButton.textContent = example.label;
    exampleButton.addEventListener('click', () => whenIdle(() => show(example.puzzle, `Example: ${example.label}.`)));
    part('examples').append(exampleButton);
  }

  const actions = {
    solve: () => run(button('solve'), solveGrid),
    count: () => run(button('count'), countGrid),
    clear: () => show('.'.repeat(grid.side ** 2), ''),
    new: () => show('.'.repeat(sizePicker.value ** 2), ''),
    load: () => run(button('load'), () => loadPuzzle(paste.value), textError),
  };
  root.addEventListener('click', (event) => {
    const action = event.target.closest?.('[data-action]')?.dataset.action;
    if (action === 'cancel') client.cancel();
    else if (action) whenIdle(actions[action]);
  });

  /**
   * Runs `action` once the puzzle given to load() is shown, so that it acts
   * on that puzzle; does nothing while a job runs.
   */
  async function whenIdle(action) {
    let awaited;
    do {
      awaited = loading;
      await awaited;
    } while (awaited !== loading);
    if (!busy) return action();
  }

  function fire(type, detail) {
    host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  }

  function showError(place, message) {
    place.textContent = message;
    if (message) fire('error', { message, source: place === textError ? 'text' : 'grid' });
  }

  function updateHint() {
    part('hint').innerHTML =
      `Type ${symbolRange(grid.side)} to fill a cell, <kbd>.</kbd> or <kbd>0</kbd> to skip one; ` +
      'arrows move, <kbd>Backspace</kbd> clears; a puzzle pasted into any cell fills the grid. ' +
      '<span class="key-given">Bold</span> cells are givens, <span class="key-solved">italic blue</span> ones the solver’s.';
  }

  /** Puts a valid one-line puzzle in the grid and says `message`. */
  function show(puzzle, message) {
    validation++;
    grid.load(puzzle);
    sizePicker.value = grid.side;
    gridError.textContent = '';
    textError.textContent = '';
    status.textContent = message;
    updateHint();
    onPuzzleChange(grid.puzzle);
  }

  function edited() {
    status.textContent = '';
    onPuzzleChange(grid.puzzle);
    return check();
  }

  // Every edit is checked by the parser so a bad cell is reported at once.
  // Only the newest check may report: a later edit or load makes it stale.
  async function check() {
    const current = ++validation;
    try {
      await client.normalize(grid.text);
      if (current === validation) showError(gridError, '');
    } catch (error) {
      if (current === validation && !(error instanceof CancelledError)) showError(gridError, error.message);
    }
  }

  /**
   * Runs `job`, with the controls locked and Cancel offered meanwhile; its
   * error goes to `errorPlace`. After a cancel, focus returns to `trigger`.
   */
  async function run(trigger, job, errorPlace = gridError) {
    const puzzle = grid.puzzle;
    busy = true;
    setBusy(true);
    // A fast job should not flash a Cancel button.
    const offerCancel = setTimeout(() => (cancelButton.hidden = false), 150);
    try {
      await job();
    } catch (error) {
      // When a puzzle loaded meanwhile stopped the job, its status stands.
      if (grid.puzzle !== puzzle) return;
      if (error instanceof CancelledError) {
        status.textContent = `Cancelled. ${progress.textContent}`.trim();
      } else {
        status.textContent = '';
        showError(errorPlace, error.message);
      }
    } finally {
      clearTimeout(offerCancel);
      const cancelHadFocus = cancelButton.matches(':focus');
      cancelButton.hidden = true;
      progress.textContent = '';
      busy = false;
      setBusy(false);
      if (cancelHadFocus) trigger.focus();
    }
  }

  // Buttons are marked rather than disabled, so the one just pressed keeps focus.
  function setBusy(on) {
    grid.readOnly = on;
    grid.element.setAttribute('aria-busy', String(on));
    for (const control of root.querySelectorAll('button:not([data-action="cancel"])')) {
      if (on) control.setAttribute('aria-disabled', 'true');
      else control.removeAttribute('aria-disabled');
    }
    sizePicker.disabled = on;
    paste.readOnly = on;
  }

  async function loadPuzzle(text) {
    const puzzle = await client.normalize(text);
    textError.textContent = '';
    const side = Math.sqrt(puzzle.length);
    show(puzzle, `Loaded a ${side} × ${side} puzzle.`);
  }

  // A result that comes back for a puzzle no longer shown is dropped.
  async function solveGrid() {
    const puzzle = grid.puzzle;
    status.textContent = 'Solving…';
    const result = await client.solve(grid.text);
    if (grid.puzzle !== puzzle) return;
    gridError.textContent = '';
    const work = `${formatNumber(result.nodes)} nodes, ${formatNumber(result.updates)} updates`;
    if (result.solution) {
      grid.showSolution(result.solution);
      status.textContent = `Solved in ${formatTime(result.ms)}: ${work}.`;
    } else {
      status.textContent = `No solution: the search tried every possibility (${work}, ${formatTime(result.ms)}).`;
    }
    fire('solution', { puzzle, ...result });
  }

  async function countGrid() {
    const puzzle = grid.puzzle;
    status.textContent = 'Counting…';
    const result = await client.count(grid.text, countLimit(), ({ count, nodes }) => {
      progress.textContent = `${plural(count, 'solution')} found in ${formatNumber(nodes)} nodes.`;
    });
    if (grid.puzzle !== puzzle) return;
    gridError.textContent = '';
    const work = `${formatNumber(result.nodes)} nodes, ${formatNumber(result.updates)} updates, ${formatTime(result.ms)}`;
    status.textContent = `${describeCount(result.count, result.limit)} (${work}).`;
  }

  async function loadText(text, ticket) {
    if (!text.trim()) text = '.'.repeat(grid.side ** 2);
    // Back to the puzzle shown: whatever a load since then said is moot.
    if (text === grid.puzzle) return check();
    // A new puzzle makes whatever runs for the old one moot.
    if (busy) client.cancel();
    try {
      const puzzle = await client.normalize(text);
      if (ticket !== loads) return;
      // So does a job begun for it meanwhile.
      if (busy) client.cancel();
      if (puzzle !== grid.puzzle) show(puzzle, '');
      else showError(gridError, '');
    } catch (error) {
      if (ticket === loads && !(error instanceof CancelledError)) {
        status.textContent = '';
        showError(gridError, error.message);
      }
    }
  }

  updateHint();
  return {
    /** Loads a puzzle in any text form, reporting a bad one under the grid. */
    load(text) {
      loading = loadText(text, ++loads);
      return loading;
    },
    /** Solves as the Solve button does, once a puzzle being loaded is shown; ignored while busy. */
    solve() {
      return whenIdle(actions.solve);
    },
    destroy() {
      client.cancel();
      root.replaceChildren();
    },
  };
}

function describeCount(count, limit) {
  if (count === 0) return 'No solution';
  if (count === 1) return 'Unique: exactly one solution';
  if (limit && count >= limit) return `At least ${formatNumber(limit)} solutions (counting stops there)`;
  return `${formatNumber(count)} solutions`;
}
