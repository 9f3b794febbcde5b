// A choice of the column rule explained: for a Sudoku, a naked single (a
// cell with one candidate), a hidden single (a symbol with one place in a
// row, column or box), a dead end, or a real branch; for any problem, the
// tie the rule broke, as the engine reported it with the event, in the
// words of the rule the search branches by (`problem.rule`).

import { plural } from '../../shared/format.js';
import { linkedOptions } from './linked-options.js';
import { isCellItem, namedItem, placementOf, unitOf } from './sudoku-terms.js';

/** @typedef {import('./problem.js').Problem} Problem */
/** @typedef {import('./event-log.js').EventLog} EventLog */
/** @typedef {import('./replay-state.js').ReplayState} ReplayState */

/**
 * Choose event `i` of `log` in words; `state` stands just after it.
 * @param {Problem} problem
 * @param {EventLog} log
 * @param {number} i
 * @param {ReplayState} state
 * @param {(option: number) => string} label an option's name
 */
export function explainChoice(problem, log, i, state, label) {
  const item = log.a[i];
  const length = log.b[i];
  const options = linkedOptions(problem, state, item);
  if (!problem.isSudoku) return coverChoice(problem, log, i, options.map(label));
  const cell = isCellItem(problem, item);
  const marks = options.map((o) => (cell ? placementOf(problem, o).symbol : placementOf(problem, o).name));
  const { symbol, unit } = unitOf(problem, item);
  const name = problem.itemName(item);
  if (length === 0) {
    return cell
      ? `Dead end: ${namedItem(problem, item)} has no candidate left, so back up`
      : `Dead end: ${symbol} has no place left in ${unit} (item ${name}), so back up`;
  }
  if (length === 1) {
    const single = cell
      ? `Naked single: ${namedItem(problem, item)} has one candidate left, ${marks[0]}`
      : `Hidden single: ${symbol} has one place left in ${unit}, ${marks[0]} (item ${name})`;
    const tie = log.tie(i).tied > 1 ? `; ${tieWords(problem, log, i)}` : '';
    return `${single}${tie}`;
  }
  const what = cell ? plural(length, 'candidate') : plural(length, 'place');
  return `Branch on ${namedItem(problem, item)}: ${what}, ${either(marks)}; ${tieWords(problem, log, i)}`;
}

/**
 * @param {Problem} problem
 * @param {EventLog} log
 * @param {number} i
 * @param {string[]} labels the chosen item's options
 */
function coverChoice(problem, log, i, labels) {
  const name = problem.itemName(log.a[i]);
  const length = log.b[i];
  if (length === 0) return `Choose ${name}: no options left, a dead end, so back up`;
  if (length === 1) {
    const tie = log.tie(i).tied > 1 ? `; ${tieWords(problem, log, i)}` : '';
    return `Choose ${name}: one option left, ${labels[0]}, a forced choice${tie}`;
  }
  return `Choose ${name}: ${plural(length, 'option')}, ${either(labels)}; ${tieWords(problem, log, i)}`;
}

/**
 * The rule's tie-break, said only where it applied: the shortest item
 * alone, the leftmost of the tied items (Knuth's rule), or the heaviest of
 * those it weighed (the weighed rule); the first rule breaks no tie.
 * @param {Problem} problem
 * @param {EventLog} log
 * @param {number} i
 */
function tieWords(problem, log, i) {
  if (problem.rule === 'first') return 'the first item left, whatever its length';
  const { tied, weighed, weights } = log.tie(i);
  if (tied <= 1) return 'the shortest item';
  if (problem.rule === 'knuth') return leftmostWords(problem, log.b[i], tied, weighed);
  const chosen = weighed.indexOf(log.a[i]);
  const first = weighed.length < tied ? `of the first ${weighed.length}, ` : '';
  const leftmost =
    chosen === 0 ? ', here also the leftmost' : `; the leftmost, ${problem.itemName(weighed[0])}, weighs ${weights[0]}`;
  return (
    `tied with ${plural(tied - 1, 'other item')} of length ${log.b[i]}: ` +
    `${first}took the one whose options hide the most (weight ${weights[chosen]})${leftmost}`
  );
}

/**
 * Knuth's tie-break: "b, c, e and g have one option each; Knuth takes the
 * leftmost, b".
 * @param {Problem} problem
 * @param {number} length
 * @param {number} tied
 * @param {ArrayLike<number>} items the first few tied items, leftmost first
 */
function leftmostWords(problem, length, tied, items) {
  const names = Array.from(items, (item) => problem.itemName(item));
  if (tied > names.length) names.push(`${tied - names.length} more`);
  const each = length === 1 ? 'one option each' : `${length} options each`;
  return `${and(names)} have ${each}; Knuth takes the leftmost, ${names[0]}`;
}

/** "b and c", "b, c, e and g". */
function and(/** @type {string[]} */ words) {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** "3 or 5", "3, 5 or 8", the first few of many. */
function either(/** @type {string[]} */ words) {
  if (words.length <= 1) return words.join('');
  const shown = words.length > 5 ? [...words.slice(0, 4), `${words.length - 4} more`] : words;
  return `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`;
}
