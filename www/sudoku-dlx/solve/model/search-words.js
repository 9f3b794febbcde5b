// What Solve and Count say, with no DOM: their progress and their verdicts.
// While a puzzle is set up (the solver's view) they give the work the
// search did (nodes, updates, time); in play (`plain`) they speak a
// player's words, and the work stays in the `solution` event.

import { formatNumber, formatTime, plural } from '../../shared/format.js';

/**
 * @typedef {object} Work what a search did
 * @property {number} nodes
 * @property {number} updates
 * @property {number} ms
 */

/**
 * A solve's progress: "1,204 nodes searched, 12 ms."; in play, "12 ms of searching."
 * @param {{ nodes: number, ms: number }} progress
 * @param {boolean} [plain]
 */
export function solvingProgress({ nodes, ms }, plain = false) {
  return plain ? `${formatTime(ms)} of searching.` : `${formatNumber(nodes)} nodes searched, ${formatTime(ms)}.`;
}

/**
 * Solve's verdict when there is no solution.
 * @param {Work} work
 * @param {boolean} [plain]
 */
export function noSolution({ nodes, updates, ms }, plain = false) {
  if (plain) return 'No solution: no grid keeps the rules and these clues.';
  return `No solution: the search tried every possibility (${formatNumber(nodes)} nodes, ${formatNumber(updates)} updates, ${formatTime(ms)}).`;
}

/**
 * "Solved in 2 ms, unique: 60 nodes, 1,234 updates." with how many of the
 * player's entries differ from the solution. Short enough for the status's
 * three lines beside the solutions bar on a phone, which says how
 * many solutions there are ("1 of at least 2"), so "not unique" does not.
 * In play, short enough for the status beside the solutions' stepper on a phone: "The solution: Undo hides it."
 * @param {Work & { unique: boolean }} result
 * @param {number} wrong how many entries differ from the solution
 * @param {boolean} [plain]
 */
export function solved({ nodes, updates, ms, unique }, wrong, plain = false) {
  const mistakes = wrong
    ? ` ${plural(wrong, 'entry', 'entries')} of yours ${wrong === 1 ? 'differs' : 'differ'} (marked).`
    : '';
  if (plain) return `${unique ? 'The solution' : 'A solution, of several'}: Undo hides it.${mistakes}`;
  const verdict = unique ? 'unique' : 'not unique';
  return `Solved in ${formatTime(ms)}, ${verdict}: ${formatNumber(nodes)} nodes, ${formatNumber(updates)} updates.${mistakes}`;
}

/**
 * What the solutions bar's Next says while it lists more solutions.
 * @param {number} limit
 */
export function listing(limit) {
  return `Listing up to ${plural(limit, 'solution')}…`;
}

/**
 * A count's progress: "12 solutions found in 3,456 nodes."; in play, "12 solutions found so far."
 * @param {{ count: number, nodes: number }} progress
 * @param {boolean} [plain]
 */
export function countingProgress({ count, nodes }, plain = false) {
  return `${plural(count, 'solution')} found ${plain ? 'so far' : `in ${formatNumber(nodes)} nodes`}.`;
}

/**
 * A count's verdict: "Unique: exactly one solution (60 nodes, 1,234 updates, 2 ms)."; in play without the work.
 * @param {Work & { count: number, limit: number }} result where counting stopped (`limit`, 0 for never)
 * @param {boolean} [plain]
 */
export function counted({ count, limit, nodes, updates, ms }, plain = false) {
  if (plain) return `${describeCount(count, limit)}.`;
  const work = `${formatNumber(nodes)} nodes, ${formatNumber(updates)} updates, ${formatTime(ms)}`;
  return `${describeCount(count, limit)} (${work}).`;
}

/**
 * @param {number} count
 * @param {number} limit
 */
function describeCount(count, limit) {
  if (count === 0) return 'No solution';
  if (count === 1) return 'Unique: exactly one solution';
  if (limit && count >= limit) return `At least ${formatNumber(limit)} solutions; counting stops there`;
  return `${formatNumber(count)} solutions`;
}
