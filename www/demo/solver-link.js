// The solver's puzzle from the page's address, set on the element before
// the element is defined: page.js imports this module first, so that the
// element opens on a linked puzzle rather than on the game in progress or
// today's daily (which it opens on when the address names none).
//
//   ?puzzle=<clues>&entries=<entries>  that puzzle, with those entries
//   &marks=<marks>                     and those marks and colours (the element's `marks`)
//   ?puzzle=                           an empty grid, to set up a puzzle
//   ?daily=YYYY-MM-DD                  that day's daily puzzle

const solver = document.querySelector('sudoku-dlx[mode="solve"]');
const params = new URLSearchParams(location.search);
const puzzle = params.get('puzzle');
const entries = params.get('entries');
const marks = params.get('marks');
if (solver && puzzle !== null) {
  // The entries and marks first, so the puzzle loads with them.
  if (puzzle && entries) solver.setAttribute('entries', entries);
  if (puzzle && marks) solver.setAttribute('marks', marks);
  solver.setAttribute('puzzle', puzzle);
} else if (solver && params.get('daily')) {
  solver.setAttribute('daily', params.get('daily') ?? '');
}
