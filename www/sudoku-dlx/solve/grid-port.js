// The grid as the controller's jobs see it: the board (the model, not the
// editor that draws it) and its text forms, and what the jobs draw over the
// board, which goes into the panel's state (its overlay) for the view to
// render, never onto the cells directly.

import { inRows } from './model/paste.js';
import { tallyWords } from './model/search-words.js';

/** @typedef {import('./model/panel-state.js').GridOverlay} GridOverlay */

/**
 * @typedef {object} PortOptions
 * @property {import('./model/board.js').Board} board
 * @property {() => import('./model/panel-state.js').PanelState} state the panel's state now
 * @property {(overlay: GridOverlay) => void} show puts a new overlay in the state
 * @property {() => void} edited what follows an edit of the board (it is recorded for undo and checked)
 */

/**
 * @param {PortOptions} options
 * @returns {import('./model/panel-state.js').GridPort}
 */
export function gridPort({ board, state, show, edited }) {
  /** @param {Partial<GridOverlay>} patch */
  const overlay = (patch) => show({ ...state().overlay, ...patch });
  return {
    board,
    get puzzle() {
      return board.puzzle;
    },
    get entries() {
      return board.entryLine;
    },
    get text() {
      return inRows(board.grid);
    },
    get side() {
      return board.side;
    },
    get solution() {
      return state().overlay.solution;
    },
    noteAt: (index) => state().overlay.notes.get(index) ?? state().overlay.clashes.get(index) ?? '',
    figuresAt: (index) => {
      const { tally, marks } = state().overlay;
      const symbols = board.givens[index] || board.entries[index] ? '' : (marks?.[index] ?? '');
      if (!tally || !symbols) return '';
      const [row, column] = [Math.floor(index / board.side) + 1, (index % board.side) + 1];
      const words = tallyWords(symbols, tally.counts[index], tally.solutions, tally.complete);
      // A sample's figures leave out whatever its solutions did not put there.
      const more = tally.complete ? '' : '; others may still be possible';
      return `Row ${row}, column ${column}: ${words}${more}.`;
    },
    replacePlay: (entries, pencil, marksComplete, centre) => {
      board.replacePlay(entries, pencil, marksComplete, centre);
      edited();
    },
    replaceCentre: (centre) => {
      board.fillCentre(centre);
      edited();
    },
    showSolution: (solution, differs = new Set()) => overlay({ solution, differs }),
    markWrong: (notes, clashes = new Map()) => overlay({ notes, clashes }),
    showMarks: (marks, marksLabel = '', markStyles = new Map(), links = []) =>
      overlay({ marks, marksLabel, markStyles, links, tally: null }),
    showTally: ({ cells, counts, solutions, complete }) =>
      overlay({
        marks: cells,
        marksLabel: 'possible',
        markStyles: new Map(),
        links: [],
        tally: { counts, solutions, complete },
      }),
    highlight: (highlights) => overlay({ highlights }),
  };
}
