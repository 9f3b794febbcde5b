// Check: the player's entries against the solution of the puzzle (its
// givens). Wrong entries are marked; the solution itself is not shown.

import { plural } from '../../shared/format.js';
import { wrongEntries } from './mistakes.js';

/**
 * The wrong entries, each with why, and what to say.
 * @param {string} entries the entries, one-line form
 * @param {string | null} solution the puzzle's solution, or null
 * @param {boolean} unique whether that solution is the only one
 * @returns {{ wrong: Map<number, string>, message: string }}
 */
export function checkEntries(entries, solution, unique) {
  const count = [...entries].filter((symbol) => symbol !== '.').length;
  if (!solution) return { wrong: new Map(), message: 'Check: the puzzle has no solution to check against.' };
  if (!count) return { wrong: new Map(), message: 'Check: no entries yet; type into the empty cells first.' };
  const wrong = wrongEntries(entries, solution);
  const against = unique ? 'the solution' : 'the first of several solutions';
  const message = wrong.size
    ? `Check: ${wrong.size} of ${plural(count, 'entry', 'entries')} ${wrong.size === 1 ? 'is' : 'are'} wrong, against ${against}; ${wrong.size === 1 ? 'it is' : 'they are'} marked.`
    : count === 1
      ? `Check: the one entry agrees with ${against}.`
      : `Check: all ${plural(count, 'entry', 'entries')} agree with ${against}.`;
  return { wrong, message };
}
