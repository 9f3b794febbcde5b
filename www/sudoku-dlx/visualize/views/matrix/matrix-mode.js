// Whether the matrix panel shows the compact matrix or the full one. A
// reader's choice holds for the rest of the browser session (every problem,
// every visualizer on the page, reloads included); before any choice, a
// problem too large for a readable full matrix opens compact.

const KEY = 'sudoku-dlx:matrix-mode';
/** Problems with more items or options than this open compact. */
const FULL_LIMIT = 80;

/** @typedef {'compact' | 'full'} MatrixMode */

/** @type {MatrixMode | null} the choice, when storage is unavailable */
let chosen = null;

/**
 * The mode to show `problem` in.
 * @param {{ itemCount: number, optionCount: number }} problem
 * @param {Window} win
 * @returns {MatrixMode}
 */
export function matrixMode(problem, win) {
  const stored = read(win) ?? chosen;
  if (stored) return stored;
  return problem.itemCount > FULL_LIMIT || problem.optionCount > FULL_LIMIT ? 'compact' : 'full';
}

/**
 * Remembers the reader's choice.
 * @param {MatrixMode} mode
 * @param {Window} win
 */
export function rememberMatrixMode(mode, win) {
  chosen = mode;
  try {
    win.sessionStorage.setItem(KEY, mode);
  } catch {
    // Storage can be switched off or full; the choice then lasts as long as the page.
  }
}

/**
 * @param {Window} win
 * @returns {MatrixMode | null}
 */
function read(win) {
  try {
    const value = win.sessionStorage.getItem(KEY);
    return value === 'compact' || value === 'full' ? value : null;
  } catch {
    return null;
  }
}
