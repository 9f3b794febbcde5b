// The demo page's own wiring: the solver's puzzle lives in the address bar
// (?puzzle=<one-line>), so a link restores it, and "Copy link" copies that
// link. This is the page's job, not the element's, so that several embedded
// elements never fight over one URL. The ladder section takes the solver's
// puzzle when asked.

import '../sudoku-dlx/index.js';

const solver = /** @type {import('../sudoku-dlx/element.js').SudokuDlx} */ (
  document.querySelector('sudoku-dlx[mode="solve"]')
);
const ladder = /** @type {import('../sudoku-dlx/element.js').SudokuDlx} */ (
  document.querySelector('sudoku-dlx[mode="ladder"]')
);
const copyButton = document.querySelector('#copy-link');
const copyStatus = document.querySelector('#copy-status');

const linked = new URLSearchParams(location.search).get('puzzle');
if (linked) solver.setAttribute('puzzle', linked);

/**
 * This page's address with `puzzle` in its query, other parameters kept.
 * @param {string} puzzle
 */
function linkTo(puzzle) {
  const url = new URL(location.href);
  url.searchParams.set('puzzle', puzzle);
  return url.href;
}

// replaceState, not pushState: each typed digit is no page to go Back to.
solver.addEventListener('puzzlechange', (event) => {
  const { detail } = /** @type {CustomEvent<{ puzzle: string }>} */ (event);
  history.replaceState(history.state, '', linkTo(detail.puzzle));
  copyStatus.textContent = '';
});

copyButton.addEventListener('click', async () => {
  const link = linkTo(solver.puzzle);
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
