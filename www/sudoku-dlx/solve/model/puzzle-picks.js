// What New puzzle offers and what a pick costs, with no DOM: the
// difficulties and symmetries, a refusal for a pick no grid meets in
// reasonable time, the usual time of a slow size, and the sentence that
// names the puzzle made.

import { formatTime } from '../../shared/format.js';

export const DIFFICULTIES = ['any', 'easy', 'medium', 'hard', 'expert'];
export const SYMMETRIES = ['none', 'rotational', 'mirror'];

/**
 * The sizes whose generated puzzles all need expert techniques, measured:
 * no 16×16 of the 130 tried for easy, 35 for medium or 40 for hard was
 * easier (about one grid a second in wasm), and a 25×25 grid takes about
 * 9 s to empty.
 */
const EXPERT_ONLY = [16, 25];
/** The sizes that take seconds, with the usual time of one in wasm (a 25×25: 8 to 9 s in Node). */
const SLOW = new Map([[25, 10]]);
/** How long a slow size may take before the generator gives up: a slow device takes several times as long. */
export const SLOW_TIMEOUT_MS = 120_000;

/**
 * What generating a puzzle of `size` at `difficulty` costs, told before it
 * starts: a `refusal` for a pick no grid meets in reasonable time, a
 * `note` of the usual time for a slow size, or neither.
 * @param {number} size
 * @param {string} difficulty
 * @returns {{ refusal?: string, note?: string, seconds?: number }}
 */
export function outlook(size, difficulty) {
  if (EXPERT_ONLY.includes(size) && difficulty !== 'any' && difficulty !== 'expert') {
    return {
      refusal:
        `No ${size} × ${size} ${difficulty} puzzle: every ${size} × ${size} the generator makes needs expert ` +
        'techniques, so it would search for minutes in vain. Choose any or expert.',
    };
  }
  const seconds = SLOW.get(size);
  if (seconds === undefined) return {};
  return {
    seconds,
    note: `A ${size} × ${size} puzzle takes about ${seconds} s (longer on a slow device); Cancel stops it.`,
  };
}

/**
 * "New 9×9 puzzle, medium, 24 clues (0.1 s)."
 * @param {string} puzzle
 * @param {number} size
 * @param {string} difficulty
 * @param {string} symmetry
 * @param {number} ms
 */
export function describePuzzleMade(puzzle, size, difficulty, symmetry, ms) {
  const givens = [...puzzle].filter((symbol) => symbol !== '.').length;
  const parts = [
    `New ${size}×${size} puzzle`,
    ...(difficulty === 'any' ? [] : [difficulty]),
    `${givens} clues`,
    ...(symmetry === 'none' ? [] : [`${symmetry} symmetry`]),
  ];
  return `${parts.join(', ')} (${formatTime(ms)}).`;
}
