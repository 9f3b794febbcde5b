// Check: the person's entries (cells filled since the puzzle was loaded)
// against the solution of the puzzle as loaded. Wrong entries are marked;
// the solution itself is not shown.

import { plural } from '../shared/format.js';

/**
 * The wrong entries, each with why, and what to say.
 * @param {string} loaded the puzzle as loaded, one-line form
 * @param {string} current the grid now
 * @param {string | null} solution the loaded puzzle's solution, or null
 * @param {boolean} unique whether that solution is the only one
 * @returns {{ wrong: Map<number, string>, message: string }}
 */
export function checkEntries(loaded, current, solution, unique) {
  const entries = [...current].flatMap((symbol, i) => (symbol !== '.' && loaded[i] === '.' ? [i] : []));
  const wrong = new Map();
  if (!solution) return { wrong, message: 'Check: the puzzle as loaded has no solution to check against.' };
  if (!entries.length) return { wrong, message: 'Check: no entries yet; type into the empty cells first.' };
  for (const i of entries) {
    if (current[i] !== solution[i]) wrong.set(i, `${current[i]} is not what the solution has here`);
  }
  const against = unique ? 'the solution' : 'the first of several solutions';
  const message = wrong.size
    ? `Check: ${wrong.size} of ${plural(entries.length, 'entry', 'entries')} ${wrong.size === 1 ? 'is' : 'are'} wrong, against ${against}; they are marked.`
    : `Check: all ${plural(entries.length, 'entry', 'entries')} agree with ${against}.`;
  return { wrong, message };
}
