// The solver panel's state, with no DOM: everything the panel shows around
// the grid and over its board, as one plain object that only the controller
// changes. A change is a new object, so a view can tell what changed by
// comparing. What the board and the undo history already know (the grid's
// side, the stage, whether there is a clue, what Undo and Redo can do) is
// not kept here: `stageOf` reads it from them each time the view renders
// (views/panel-view.js), so no copy can fall behind.

import { asSentence } from '../../shared/format.js';
import { NO_GAME } from '../game/session.js';
import { DEFAULT_SETTINGS } from '../game/store.js';

/**
 * @typedef {object} Status the line beside the buttons
 * @property {string} text what the last action did (a polite live region)
 * @property {string} more the whole of it, when `text` is its summary (behind "More")
 * @property {string} progress how far a running job has got, outside any live region
 * @property {string} error what is wrong and where (an alert)
 * @property {number} serial counts what was said: each saying is written
 *   afresh, and one that says something brings the line into view
 */

/**
 * @typedef {object} Picks what New puzzle makes
 * @property {string} [kind] classic (when left out), killer or jigsaw
 * @property {number} size
 * @property {string} difficulty
 * @property {string} symmetry
 */

/**
 * @typedef {object} SolutionsBar previous and next through the solutions
 * @property {boolean} shown
 * @property {string} position which solution is shown, of how many: "2 of at least 10"
 * @property {boolean} atStart
 * @property {boolean} atEnd
 */

/**
 * @typedef {object} GridOverlay what the grid's cells show over the board
 * @property {string | null} solution the one-line solution shown in the open cells
 * @property {Set<number>} differs the cells where that solution differs from another
 * @property {Map<number, string>} notes the cells marked wrong, each with why
 * @property {Map<number, string>} clashes the clues an entry clashes with, each with why: singled out
 *   beside the entry, though no mistake of theirs
 * @property {(string | null)[] | null} marks small text in each empty cell (candidates,
 *   possibilities, a hint's), or null for the player's own marks (in every
 *   cell, or in the cells whose entry is null)
 * @property {string} marksLabel what a screen reader hears before those marks
 * @property {Tally | null} tally when the marks are all possibilities: how many solutions put each symbol there
 * @property {Map<number, Map<string, string>>} markStyles a class for some marks, by cell and symbol
 * @property {Map<number, string>} highlights a class for some cells
 * @property {import('./hint-shape.js').Link[]} links a hint's chain, drawn as arrows between its marks
 */

/**
 * @typedef {object} Tally all possibilities' figures
 * @property {number[][]} counts for each cell, how many solutions put each of its marks' symbols there
 * @property {number} solutions how many solutions were tallied
 * @property {boolean} complete whether those were all: a tally stopped at its cap is a sample, and proves nothing forced
 */

/**
 * The controls of play that wait, disabled, while the pause's cover hides
 * the grid: a move made or undone there would go unseen.
 */
export const PAUSED_REFUSES = new Set([
  'undo',
  'redo',
  'hint',
  'apply-hint',
  'check',
  'reveal',
  'fill-candidates',
  'pencil',
  'mode-next',
  'mode-digit',
  'mode-corner',
  'mode-centre',
  'mode-colour',
]);

/**
 * Nothing over the board. Shared, never changed: an overlay is replaced, not edited.
 * @type {GridOverlay}
 */
export const EMPTY_OVERLAY = Object.freeze({
  solution: null,
  differs: new Set(),
  notes: new Map(),
  clashes: new Map(),
  marks: null,
  marksLabel: '',
  tally: null,
  markStyles: new Map(),
  highlights: new Map(),
  links: [],
});

/**
 * @typedef {object} PanelState
 * @property {boolean} busy a job runs: the controls are marked disabled and the grid is read-only
 * @property {boolean} cancelOffered Cancel shows (a job has run long enough to want it)
 * @property {Status} status
 * @property {string} rating the difficulty of the puzzle in the grid
 * @property {string} textError the parser's message about the pasted text
 * @property {string} cellNote why the focused cell is marked wrong
 * @property {string} cellFigures the focused cell's possibilities in full, while they are shown
 * @property {import('./entry-mode.js').EntryMode} mode what typing into an empty cell writes: a digit, a corner or a centre mark
 * @property {import('../game/store.js').Settings} aids the player's remembered choices: marks that follow digits, what is lit
 * @property {boolean} candidates whether the Candidates toggle is on
 * @property {boolean} liveCheck whether "Show mistakes as I type" is on
 * @property {boolean} applicable whether "Apply this step" shows
 * @property {SolutionsBar} solutionsBar
 * @property {GridOverlay} overlay what the grid shows over the board
 * @property {number} emptySide the side of a new empty grid
 * @property {Picks} picks
 * @property {boolean} otherKind the board is a variant New game does not make: the bar's kind says
 *   "Variant" until the player picks one (puzzle-picks.js)
 * @property {boolean} unratedLevel the board's level is not known (a variant pasted or linked, a
 *   puzzle not rated yet): the bar's difficulty says "Level" (no level) until it is, or the player picks one
 * @property {import('../game/session.js').GameState} game the game around the board: its clock, its end
 * @property {boolean} menuOpen whether the menu is open
 * @property {boolean} zoomed a big grid (16×16, 25×25) is zoomed in on a phone
 * @property {boolean} startChoice Start found several solutions: Play anyway or Add a clue stand beside the status
 * @property {'' | 'count' | 'tally'} allOffer Count or All possibilities stopped at its cap: Count them all, or
 *   Tally them all, stands beside the status
 * @property {import('../game-flow.js').Stats | null} stats the statistics shown, or null
 */

/**
 * What the panel shows that the board and the undo history know.
 * @typedef {object} Stage
 * @property {number} side the grid's side
 * @property {boolean} setup whether the puzzle is being set up
 * @property {boolean} hasGivens whether the grid has a clue to start with
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 */

/** @typedef {PanelState & Stage} PanelFrame what the view renders: the state and the stage */

/**
 * The stage as `board` and `history` have it now.
 * @param {import('./board.js').Board} board
 * @param {{ canUndo: boolean, canRedo: boolean }} history
 * @returns {Stage}
 */
export function stageOf(board, { canUndo, canRedo }) {
  return { side: board.side, setup: board.setup, hasGivens: board.givens.some(Boolean), canUndo, canRedo };
}

/**
 * Where the controller's helpers say what they did.
 * @typedef {object} Line
 * @property {(message: string, more?: string) => void} say says `message`, clearing any progress and
 *   error; `more`, the whole of what `message` sums up, shows behind "More"
 * @property {(text: string) => void} progress how far a running job has got
 * @property {(message: string) => void} error shows `message` as the error, with nothing else
 */

/**
 * The grid as the controller's jobs see it: the board and its text forms,
 * and what they draw over it, which the controller puts in the state.
 * @typedef {object} GridPort
 * @property {import('./board.js').Board} board
 * @property {string} puzzle the givens, one-line form
 * @property {string} entries the entries, one-line form
 * @property {string} text the grid one row per line, as the parser reads it
 * @property {number} side
 * @property {string | null} solution the solution shown, if any
 * @property {(index: number) => string} noteAt why the cell is marked wrong, or ''
 * @property {(index: number) => string} figuresAt the figures of the cell's possibilities in full, when they are shown, or ''
 * @property {(entries: string, pencil: string[], marksComplete: boolean, centre?: string[]) => void} replacePlay the entries and marks replaced, as one edit
 * @property {(centre: string[]) => void} replaceCentre every open cell's centre marks replaced, as one edit
 * @property {(solution: string | null, differs?: Set<number>) => void} showSolution
 * @property {(notes: Map<number, string>, clashes?: Map<number, string>) => void} markWrong marks these cells
 *   wrong, and only these, with the clues entries clash with (`clashes`) beside them
 * @property {(marks: (string | null)[] | null, label?: string, styles?: Map<number, Map<string, string>>, links?: import('./hint-shape.js').Link[]) => void} showMarks
 * @property {(tally: { cells: string[], counts: number[][], solutions: number, complete: boolean }) => void} showTally all possibilities in the open cells, with their figures
 * @property {(highlights: Map<number, string>) => void} highlight
 */

/** @returns {PanelState} */
export function initialState() {
  return {
    busy: false,
    cancelOffered: false,
    status: { text: '', more: '', progress: '', error: '', serial: 0 },
    rating: '',
    textError: '',
    cellNote: '',
    cellFigures: '',
    mode: 'digit',
    aids: DEFAULT_SETTINGS,
    candidates: false,
    liveCheck: false,
    applicable: false,
    solutionsBar: { shown: false, position: '', atStart: true, atEnd: true },
    overlay: EMPTY_OVERLAY,
    emptySide: 9,
    picks: { kind: 'classic', size: 9, difficulty: 'any', symmetry: 'none' },
    otherKind: false,
    unratedLevel: false,
    game: NO_GAME,
    menuOpen: false,
    startChoice: false,
    allOffer: '',
    zoomed: true,
    stats: null,
  };
}

/**
 * The status once `message` is said, with `more`, what it sums up, behind "More".
 * @param {Status} status
 * @param {string} message
 * @param {string} [more]
 * @returns {Status}
 */
export function saying(status, message, more = '') {
  return { text: message, more, progress: '', error: '', serial: status.serial + 1 };
}

/**
 * The status once `message` is shown as the error, as a sentence ('' clears it).
 * @param {Status} status
 * @param {string} message
 * @returns {Status}
 */
export function erring(status, message) {
  return { text: '', more: '', progress: '', error: asSentence(message), serial: status.serial + 1 };
}
