// Check: the player's entries against the solution of the puzzle (its
// givens). Wrong entries are marked; the solution itself is not shown.

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
  const one = wrong.size === 1;
  const message = wrong.size
    ? `Check: ${count === 1 ? 'your one entry' : `${wrong.size} of your ${count} entries`} ${one ? 'is' : 'are'} wrong${
        unique ? '' : ' by the first of several solutions'
      }; ${one ? 'it is' : 'they are'} marked in red.`
    : `Check: ${count === 1 ? 'your one entry agrees' : `all ${count} of your entries agree`} with ${
        unique ? 'the solution' : 'the first of several solutions'
      }.`;
  return { wrong, message };
}
