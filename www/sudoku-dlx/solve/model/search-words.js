// What Solve and Count say, with no DOM: their progress and their verdicts.
// While a puzzle is set up (the solver's view) they give the work the
// search did (nodes, updates, time); in play (`plain`) they speak a
// player's words, and the work stays in the `solution` event.

import { formatLarge, formatNumber, formatRough, formatSpan, formatTime, plural } from '../../shared/format.js';

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
 * A count's verdict: "Unique: exactly one solution (60 nodes, 1,234 updates, 2 ms)."; in play, the time alone.
 * @param {Work & { count: number, limit: number }} result where counting stopped (`limit`, 0 for never)
 * @param {boolean} [plain]
 */
export function counted({ count, limit, nodes, updates, ms }, plain = false) {
  if (plain) return `${describeCount(count, limit)} (${formatTime(ms)}).`;
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

/**
 * A cell's possibilities in words, the figures in full: "2 in 2,580
 * solutions, 4 in 1,200, of 3,780"; a value every solution puts there is
 * forced. A tally stopped at its cap is a sample, which proves nothing
 * forced: "1 in 10,000, of the first 10,000 solutions found".
 * @param {string} symbols
 * @param {number[]} counts how many solutions put each symbol there
 * @param {number} solutions how many were tallied
 * @param {boolean} complete whether those were all the solutions
 */
export function tallyWords(symbols, counts, solutions, complete) {
  if (complete && symbols.length === 1 && counts[0] === solutions) return `${symbols} in every solution`;
  const each = Array.from(symbols, (symbol, i) => `${symbol} in ${formatNumber(counts[i])}`);
  const of = complete ? plural(solutions, 'solution') : `the first ${plural(solutions, 'solution')} found`;
  return `${each.join(', ')}, of ${of}`;
}

/**
 * What Count them all, or Tally them all, says as it starts, and behind
 * "More", how big the search is by Knuth's estimate of its tree: short,
 * so that on a phone the progress after it shows in the status's three
 * lines, and there the estimate and the time to go.
 * @param {'count' | 'tally'} what
 * @param {number | null} estimate the estimated nodes of the search tree, null when none was made
 * @returns {[string, string]} the saying, and the whole of it
 */
export function allStarting(what, estimate) {
  const doing = what === 'count' ? 'Counting them all…' : 'Tallying them all…';
  const size =
    estimate === null
      ? ''
      : `Knuth's estimate of the search: ${formatLarge(estimate)} nodes, and the time to go at the pace so far. `;
  return [doing, `${size}Cancel keeps what was found.`];
}

/**
 * How far Count them all, or Tally them all, has got, of how many nodes
 * the estimate expects, with the time taken and, once the pace is known,
 * the time still to go, so that a player who asked for every solution of a
 * nearly empty grid sees it will never end:
 * "1,234 solutions, 5.7M of ~2.2 × 10¹⁷ nodes, 12 s: about 5,219 years to go."
 * Both counts to two figures, in one notation: the one moves, the other
 * is an estimate.
 * @param {{ found: number, nodes: number, ms: number }} progress
 * @param {number | null} estimate the estimated nodes of the search tree, null when none was made
 */
export function allProgress({ found, nodes, ms }, estimate) {
  const of = estimate === null ? '' : ` of ~${formatRough(estimate)}`;
  const so = `${plural(found, 'solution')}, ${formatRough(nodes)}${of} nodes, ${formatTime(ms)}`;
  // The pace steadies after a second, once the workers have reported; a
  // tree bigger than estimated has no end to tell.
  if (estimate === null || ms < 1000 || nodes === 0 || nodes >= estimate) return `${so}.`;
  return `${so}: about ${formatSpan(((estimate - nodes) / nodes) * ms)} to go.`;
}

/**
 * What Count them all, or Tally them all, says when cancelled: what was
 * found is kept, and a tally cut short leaves the capped one shown.
 * @param {'count' | 'tally'} what
 * @param {{ found: number, nodes: number, ms: number }} progress
 * @param {number} [shown] the solutions the tally shown was taken over
 */
export function allCancelled(what, { found, nodes, ms }, shown = 0) {
  const kept =
    what === 'count'
      ? `at least ${plural(found, 'solution')}`
      : `${plural(found, 'solution')} tallied; the values shown are still those of the first ${formatNumber(shown)}`;
  return `Cancelled after ${formatTime(ms)}: ${kept} (${formatNumber(nodes)} nodes).`;
}
