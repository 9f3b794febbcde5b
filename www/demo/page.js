// The demo page's own wiring: the solver's puzzle, the player's entries and
// marks live in the address bar (?puzzle=<one-line clues>&entries=<one-line>
// &marks=<the element's marks form>), so a link opens the game where it
// was, and "Copy link" copies that link, with the marks and colours or,
// its box unticked, without
// (solver-link.js reads it, before the element is defined); the
// visualizer's problem and step live beside it (?watch=...&step=,
// watch-link.js). This is the page's job, not the element's, so that
// several embedded elements never fight over one URL. The game itself, its
// marks, undo history and clock are saved by the element (its
// `storage-key`). The ladder section takes the solver's puzzle when asked. The
// built site keeps itself for offline play (offline.js).

import './solver-link.js';
import '../sudoku-dlx/index.js';
import { watchPuzzle } from '../sudoku-dlx/solve/views/watch-button.js';
import { keepForOffline } from './offline.js';
import { followInAddress, openLinked } from './watch-link.js';

const solver = /** @type {import('../sudoku-dlx/element.js').SudokuDlx} */ (
  document.querySelector('sudoku-dlx[mode="solve"]')
);
const ladder = /** @type {import('../sudoku-dlx/element.js').SudokuDlx} */ (
  document.querySelector('sudoku-dlx[mode="ladder"]')
);
const copyButton = document.querySelector('#copy-link');
const copyStatus = document.querySelector('#copy-status');

const visualizer = /** @type {import('../sudoku-dlx/element.js').SudokuDlx} */ (
  document.querySelector('sudoku-dlx[mode="visualize"]')
);
const params = new URLSearchParams(location.search);
openLinked(visualizer, params);
followInAddress(visualizer);

const shareMarks = /** @type {HTMLInputElement} */ (document.querySelector('#share-marks'));

/**
 * This page's address with `puzzle`, `entries` and `marks` in its query,
 * other parameters kept.
 * @param {string} puzzle
 * @param {string} entries
 * @param {string} marks
 */
function linkTo(puzzle, entries, marks) {
  const url = new URL(location.href);
  // The puzzle shown is named by its clues, whichever day's daily it was.
  url.searchParams.delete('daily');
  url.searchParams.set('puzzle', puzzle);
  for (const [name, value] of [
    ['entries', entries],
    ['marks', marks],
  ]) {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  return url.href;
}

// The page opened plain shows today's daily or the game in progress, which
// its storage keeps: its address stays plain while that game is played, so
// a bookmark opens whatever is current then, not this day's puzzle forever.
let plain = !params.has('puzzle') && !params.has('daily');
/** @type {string | null} */
let opened = null;

// replaceState, not pushState: each typed digit is no page to go Back to.
solver.addEventListener('puzzlechange', (event) => {
  const { detail } = /** @type {CustomEvent<{ puzzle: string, entries: string, marks: string }>} */ (event);
  copyStatus.textContent = '';
  opened ??= detail.puzzle;
  plain &&= detail.puzzle === opened;
  if (!plain) history.replaceState(history.state, '', linkTo(detail.puzzle, detail.entries, detail.marks));
});

copyButton.addEventListener('click', async () => {
  const link = linkTo(solver.puzzle, solver.entries, shareMarks.checked ? solver.marks : '');
  try {
    await navigator.clipboard.writeText(link);
    copyStatus.textContent = 'Link copied.';
  } catch {
    // Without clipboard access (an insecure origin, a denied permission) the
    // link is shown to copy by hand.
    const anchor = document.createElement('a');
    anchor.href = link;
    anchor.textContent = link;
    copyStatus.replaceChildren('Copy this link: ', anchor);
  }
});

// Set afresh even when unchanged, so that it replaces an example picked since.
document.querySelector('#use-solver-puzzle').addEventListener('click', () => {
  ladder.removeAttribute('puzzle');
  ladder.puzzle = solver.puzzle;
});

// The masthead's "Watch the search" shows the search of the puzzle on the
// board, as the solver's own button of that name does: a reader who had
// it took Knuth's example for a search of something else. A new tab, or a
// solver with no puzzle yet, goes to the section as the plain link it is.
const watchLink = /** @type {HTMLAnchorElement} */ (document.querySelector('a[href="#visualize"]'));
watchLink.addEventListener('click', (event) => {
  const plainClick = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
  if (!plainClick || !solver.puzzle) return;
  event.preventDefault();
  watchPuzzle(solver);
});

keepForOffline();
