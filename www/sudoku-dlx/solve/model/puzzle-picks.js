// What New puzzle offers and what a pick costs, with no DOM: the
// difficulties a size offers and the symmetries, the usual time of a slow
// size, and the sentence that names the puzzle made.

import { SIDES } from '../../shared/grid-shape.js';
import { DIFFICULTIES, offeredDifficulty, onlyLevel } from './difficulty.js';

export { DIFFICULTIES } from './difficulty.js';
export const SYMMETRIES = ['none', 'rotational', 'mirror'];

/** The sizes that take seconds, with the usual time of one in wasm (a 25×25: 8 to 9 s in Node). */
const SLOW = new Map([[25, 10]]);
/** How long a slow size may take before the generator gives up: a slow device takes several times as long. */
export const SLOW_TIMEOUT_MS = 120_000;

/**
 * `picks` with a difficulty its size offers: a size whose puzzles never
 * reach the level picked gets the nearest level they do, so that New
 * puzzle never searches in vain.
 * @param {import('./panel-state.js').Picks} picks
 * @returns {import('./panel-state.js').Picks}
 */
export function fitPicks(picks) {
  const difficulty = offeredDifficulty(picks.size, picks.difficulty);
  return difficulty === picks.difficulty ? picks : { ...picks, difficulty };
}

/**
 * The picks kept from an earlier visit, when every one is still offered
 * (fitted to its size), else `fallback`.
 * @param {import('./panel-state.js').Picks | null} saved
 * @param {import('./panel-state.js').Picks} fallback
 * @returns {import('./panel-state.js').Picks}
 */
export function keptPicks(saved, fallback) {
  if (!saved) return fallback;
  const known =
    SIDES.includes(saved.size) && DIFFICULTIES.includes(saved.difficulty) && SYMMETRIES.includes(saved.symmetry);
  return known ? fitPicks(saved) : fallback;
}

/**
 * What generating a puzzle of `size` costs and gives, told before it
 * starts: the one level a size may reach, and the usual time of a slow
 * size, in a `note`, with the `seconds`.
 * @param {number} size
 * @returns {{ note?: string, seconds?: number }}
 */
export function outlook(size) {
  const seconds = SLOW.get(size);
  const notes = [
    onlyLevel(size),
    seconds ? `A ${size} × ${size} puzzle takes about ${seconds} s (longer on a slow device); Cancel stops it.` : '',
  ].filter(Boolean);
  return { ...(notes.length ? { note: notes.join(' ') } : {}), ...(seconds ? { seconds } : {}) };
}

/**
 * "New 9×9 puzzle, medium, 24 clues.": a player's words, without the
 * milliseconds it took (the wait itself was shown while it ran).
 * @param {string} puzzle
 * @param {number} size
 * @param {string} difficulty
 * @param {string} symmetry
 */
export function describePuzzleMade(puzzle, size, difficulty, symmetry) {
  const givens = [...puzzle].filter((symbol) => symbol !== '.').length;
  const parts = [
    `New ${size}×${size} puzzle`,
    ...(difficulty === 'any' ? [] : [difficulty]),
    `${givens} clues`,
    ...(symmetry === 'none' ? [] : [`${symmetry} symmetry`]),
  ];
  return `${parts.join(', ')}.`;
}
