// A game as it is saved, with no DOM: its one format, versioned, and the
// checks that turn what storage gives back into a game or into nothing.
//
// A saved board keeps every kind of mark by its name under `marks`, one
// string a cell: `pencil` (the corner marks, as they were named before
// centre marks came), `centre` and `colours` (palette numbers). A new kind
// comes without a new version: a reader takes the kinds it knows and
// leaves the rest, and a board saved before centre marks or colours has none. VERSION goes up only when a field already saved changes its
// meaning; a page then leaves a game of a newer version alone rather than
// misread it.

import { soundVariant } from '../model/variant.js';
import { sideOf } from '../../shared/grid-shape.js';

export const FORMAT = 'sudoku-dlx game';
export const VERSION = 1;
/** The undo steps saved with a game, the newest: twenty games of them fit a browser's 5 MB. */
export const SAVED_STEPS = 200;

/** @typedef {import('../model/board.js').BoardState & { solution: string | null }} Shown a board as the history keeps it */

/**
 * @typedef {object} GameInfo what a game is, apart from its board
 * @property {string} id the same for the same puzzle (`gameId`)
 * @property {'daily' | 'new' | 'example' | 'link' | 'own' | 'setup'} kind how it came
 * @property {string} title how the page names it: "Daily puzzle, Friday, 27 November 2026"
 * @property {string} level easy to expert, or '' while not known
 * @property {string} date the daily puzzle's date, or ''
 */

/**
 * @typedef {object} Finished how a game ended, the first time
 * @property {number} ms
 * @property {number} hints
 * @property {number} mistakes
 * @property {number} at milliseconds since the epoch
 */

/**
 * A game: what it is, the board and its undo history, the time played,
 * the hints and mistakes so far, and how it ended.
 * @typedef {GameInfo & {
 *   board: Shown,
 *   history: { past: Shown[], future: Shown[] },
 *   ms: number,
 *   hints: number,
 *   mistakes: number,
 *   created: number,
 *   updated: number,
 *   finished: Finished | null,
 * }} GameRecord
 */

/**
 * A board as saved.
 * @typedef {object} SavedBoard
 * @property {string} puzzle the clues, one-line form
 * @property {string} entries the player's digits, one-line form
 * @property {boolean} setup whether the clues are still being typed in
 * @property {Record<string, string[]>} marks every kind of mark by its name, one string a cell
 * @property {true} [marksComplete] the player says the marks are every candidate
 * @property {string} [solution] the solution shown over the board
 * @property {import('../model/variant.js').Variant} [variant] a variant's rules, as the engine read them
 */

const KINDS = ['daily', 'new', 'example', 'link', 'own', 'setup'];
const LEVELS = ['', 'easy', 'medium', 'hard', 'expert'];

/**
 * The game's id: the same puzzle (its clues) is the same game, however it
 * was opened (a link, a reload, a daily played again).
 * @param {string} puzzle the clues, one-line form
 */
export function gameId(puzzle) {
  // FNV-1a, 32 bits, with the length: short, and enough to tell a few dozen games apart.
  let hash = 0x811c9dc5;
  for (let i = 0; i < puzzle.length; i++) hash = Math.imul(hash ^ puzzle.charCodeAt(i), 0x01000193);
  return `${puzzle.length}-${(hash >>> 0).toString(36)}`;
}

/**
 * The record as storage keeps it: plain JSON, with the format and version.
 * @param {GameRecord} game
 */
export function encode(game) {
  const { board, history, ...rest } = game;
  return {
    format: FORMAT,
    version: VERSION,
    ...rest,
    board: saveBoard(board),
    history: {
      past: history.past.slice(-SAVED_STEPS).map(saveBoard),
      future: history.future.slice(-SAVED_STEPS).map(saveBoard),
    },
  };
}

/**
 * What storage gave back as a game, or null when it is not one this page
 * can play (another format, a newer version, a board that does not add up).
 * @param {unknown} saved
 * @returns {GameRecord | null}
 */
export function decode(saved) {
  const data = /** @type {any} */ (saved);
  if (!data || data.format !== FORMAT || !(data.version <= VERSION)) return null;
  const board = readBoard(data.board);
  const past = Array.isArray(data.history?.past) ? data.history.past.map(readBoard) : [];
  const future = Array.isArray(data.history?.future) ? data.history.future.map(readBoard) : [];
  const counts = [data.ms, data.hints, data.mistakes, data.created, data.updated];
  const sound =
    board &&
    !past.includes(null) &&
    !future.includes(null) &&
    typeof data.id === 'string' &&
    KINDS.includes(data.kind) &&
    LEVELS.includes(data.level) &&
    typeof data.title === 'string' &&
    typeof data.date === 'string' &&
    counts.every((n) => Number.isFinite(n) && n >= 0);
  if (!sound) return null;
  const finished = readFinished(data.finished);
  const { id, kind, title, level, date, ms, hints, mistakes, created, updated } = data;
  return {
    id,
    kind,
    title,
    level,
    date,
    board,
    history: { past, future },
    ms,
    hints,
    mistakes,
    created,
    updated,
    finished,
  };
}

/**
 * @param {Shown} board
 * @returns {SavedBoard}
 */
function saveBoard({ puzzle, entries, setup, pencil, centre, colours, marksComplete, solution, variant }) {
  /** @type {Record<string, string[]>} */
  const marks = { pencil };
  if (centre?.some(Boolean)) marks.centre = centre;
  if (colours?.some(Boolean)) marks.colours = colours;
  const complete = marksComplete ? { marksComplete } : {};
  return {
    puzzle,
    entries,
    setup,
    marks,
    ...complete,
    ...(solution ? { solution } : {}),
    ...(variant ? { variant } : {}),
  };
}

/**
 * @param {any} saved
 * @returns {Shown | null}
 */
function readBoard(saved) {
  const { puzzle, entries, setup, marks, marksComplete, solution, variant } = saved ?? {};
  if (typeof puzzle !== 'string' || !sideOf(puzzle.length)) return null;
  const cells = puzzle.length;
  const pencil = marks?.pencil;
  const centre = marks?.centre ?? Array(cells).fill('');
  const colours = marks?.colours ?? Array(cells).fill('');
  /** @param {unknown} kind */
  const soundMarks = (kind) =>
    Array.isArray(kind) && kind.length === cells && kind.every((cell) => typeof cell === 'string');
  const sound =
    typeof entries === 'string' &&
    entries.length === cells &&
    typeof setup === 'boolean' &&
    soundMarks(pencil) &&
    soundMarks(centre) &&
    soundMarks(colours) &&
    (solution === undefined || (typeof solution === 'string' && solution.length === cells)) &&
    (variant === undefined || soundVariant(variant, puzzle) !== null);
  const complete = marksComplete === true ? { marksComplete } : {};
  const rules = variant ? { variant } : {};
  return sound
    ? { puzzle, entries, setup, pencil, centre, colours, ...complete, solution: solution ?? null, ...rules }
    : null;
}

/**
 * @param {any} saved
 * @returns {Finished | null}
 */
function readFinished(saved) {
  if (!saved) return null;
  const { ms, hints, mistakes, at } = saved;
  return [ms, hints, mistakes, at].every((n) => Number.isFinite(n) && n >= 0) ? { ms, hints, mistakes, at } : null;
}
