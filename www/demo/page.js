// The demo page's own wiring: the solver's puzzle and the player's entries
// live in the address bar (?puzzle=<one-line clues>&entries=<one-line>),
// so a link opens the game where it was, and "Copy link" copies that link
// (solver-link.js reads it, before the element is defined); the
// visualizer's problem and step live beside it (?watch=...&step=,
// watch-link.js). This is the page's job, not the element's, so that
// several embedded elements never fight over one URL. The game itself, its
// marks, undo history and clock are saved by the element (its
// `storage-key`). The ladder section takes the solver's puzzle when asked. The
// built site keeps itself for offline play (offline.js).

import './solver-link.js';
import '../sudoku-dlx/index.js';
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

/**
 * This page's address with `puzzle` and `entries` in its query, other
 * parameters kept.
 * @param {string} puzzle
 * @param {string} entries
 */
function linkTo(puzzle, entries) {
  const url = new URL(location.href);
  // The puzzle shown is named by its clues, whichever day's daily it was.
  url.searchParams.delete('daily');
  url.searchParams.set('puzzle', puzzle);
  if (entries) url.searchParams.set('entries', entries);
  else url.searchParams.delete('entries');
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
  const { detail } = /** @type {CustomEvent<{ puzzle: string, entries: string }>} */ (event);
  copyStatus.textContent = '';
  opened ??= detail.puzzle;
  plain &&= detail.puzzle === opened;
  if (!plain) history.replaceState(history.state, '', linkTo(detail.puzzle, detail.entries));
});

copyButton.addEventListener('click', async () => {
  const link = linkTo(solver.puzzle, solver.entries);
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

keepForOffline();
