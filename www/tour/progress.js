// The reader's progress through the tour, kept in this browser
// (localStorage): the chapters opened, the exercises answered right, the
// text of a modelling exercise as the reader left it, and the last chapter,
// where the tour opens again. A browser that refuses
// storage keeps it for the visit only.

const KEY = 'sudoku-dlx-tour';

/**
 * @typedef {object} Progress
 * @property {string[]} opened chapters opened, by id
 * @property {string[]} solved exercises answered right, by id
 * @property {string} last the chapter opened last
 * @property {Record<string, string>} models a modelling exercise's text, by its id
 */

/** @returns {Progress} */
function empty() {
  return { opened: [], solved: [], last: '', models: {} };
}

/** @type {Progress | null} */
let kept = null;

/** @returns {Progress} */
export function readProgress() {
  if (kept) return kept;
  kept = empty();
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (saved && Array.isArray(saved.opened) && Array.isArray(saved.solved)) {
      kept = {
        opened: saved.opened.filter((/** @type {unknown} */ id) => typeof id === 'string'),
        solved: saved.solved.filter((/** @type {unknown} */ id) => typeof id === 'string'),
        last: typeof saved.last === 'string' ? saved.last : '',
        models: Object.fromEntries(Object.entries(saved.models ?? {}).filter(([, text]) => typeof text === 'string')),
      };
    }
  } catch {
    // Unreadable or refused: start afresh.
  }
  return kept;
}

/** @param {Progress} progress */
function write(progress) {
  kept = progress;
  try {
    localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Storage refused: the progress lasts the visit.
  }
}

/** @param {string} chapter */
export function markOpened(chapter) {
  const progress = readProgress();
  const opened = progress.opened.includes(chapter) ? progress.opened : [...progress.opened, chapter];
  write({ ...progress, opened, last: chapter });
}

/** @param {string} exercise */
export function markSolved(exercise) {
  const progress = readProgress();
  if (!progress.solved.includes(exercise)) write({ ...progress, solved: [...progress.solved, exercise] });
}

/**
 * @param {string} exercise
 * @param {string} text the reader's model, as typed
 */
export function keepModel(exercise, text) {
  const progress = readProgress();
  write({ ...progress, models: { ...progress.models, [exercise]: text } });
}

/** Forgets everything. */
export function resetProgress() {
  write(empty());
}
