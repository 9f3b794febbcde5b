// The one difficulty scale, as every view shows it: a level (the hardest
// technique a person needs) and a score from 1.0 to 4.9 whose whole part is
// the level's number, so a harder level always scores higher (see
// docs/generate-and-rate.md). Which levels a size reaches is the
// generator's fact, written from the Rust into engine-facts.js.

import { LEVELS, LEVELS_WITHIN_REACH } from '../../shared/engine-facts.js';

/** New puzzle's difficulties: any, or one level. */
export const DIFFICULTIES = ['any', ...LEVELS];

/**
 * Whether New puzzle offers `difficulty` at `size`: a level no puzzle of
 * that size reaches is not offered.
 * @param {number} size
 * @param {string} difficulty
 */
export function offers(size, difficulty) {
  return difficulty === 'any' || reach(size).includes(difficulty);
}

/**
 * `difficulty` if `size` offers it, else the nearest level it does.
 * @param {number} size
 * @param {string} difficulty
 */
export function offeredDifficulty(size, difficulty) {
  if (offers(size, difficulty)) return difficulty;
  const wanted = LEVELS.indexOf(difficulty);
  const distance = (/** @type {string} */ level) => Math.abs(LEVELS.indexOf(level) - wanted);
  return reach(size).reduce((best, level) => (distance(level) < distance(best) ? level : best));
}

/**
 * What a size's puzzles always are, when it reaches one level only:
 * "Every 4 × 4 puzzle is easy." ('' otherwise).
 * @param {number} size
 */
export function onlyLevel(size) {
  const levels = reach(size);
  return levels.length === 1 ? `Every ${size} × ${size} puzzle is ${levels[0]}.` : '';
}

/**
 * A rating as every view writes it: "hard, 3.4 of 5 (hardest step: x-wing)".
 * @param {{ level: string, score: number, technique: string }} rating
 */
export function describeDifficulty({ level, score, technique }) {
  return `${level}, ${score.toFixed(1)} of 5 (hardest step: ${technique})`;
}

/** @param {number} size */
function reach(size) {
  return /** @type {Record<number, string[]>} */ (LEVELS_WITHIN_REACH)[size] ?? LEVELS;
}
