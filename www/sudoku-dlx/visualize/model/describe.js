// One plain-language sentence for the event that led to the current step,
// in exact-cover terms, and for a Sudoku in Sudoku terms as well.

import { formatNumber, plural } from '../../shared/format.js';
import { EventKind } from '../../engine/event-kind.js';
import { explainChoice } from './explain-choice.js';
import { cut, LABEL_MAX } from './problem.js';
import { isCellItem, namedItem, placementOf, unitOf } from './sudoku-terms.js';

/** @typedef {import('./problem.js').Problem} Problem */
/** @typedef {import('./event-log.js').EventLog} EventLog */
/** @typedef {import('./replay-state.js').ReplayState} ReplayState */

/** How many options a sentence names before "and n more". */
const NAMED_OPTIONS = 4;
/** How many characters of option names a solution's sentence holds before "and n more". */
const SOLUTION_CHARACTERS = 48;

/**
 * The sentence for step `step` of `log` (0 is the start); `state` stands at that step.
 * @param {Problem} problem
 * @param {EventLog} log
 * @param {number} step
 * @param {ReplayState} state
 */
export function describeStep(problem, log, step, state) {
  if (step === 0) return startSentence(problem);
  let text = eventSentence(problem, log, step - 1, state);
  if (step === log.length && log.complete) text += `. ${endNote(log)}`;
  return `${text}.`;
}

/** @param {Problem} problem */
function startSentence(problem) {
  const counts = problem.isSudoku
    ? `${plural(problem.itemCount, 'item')} (a cell to fill, or a symbol to place in a row, column or box) and ${plural(problem.optionCount, 'option')} (a symbol in a cell, such as ${problem.optionName(0)})`
    : `${plural(problem.itemCount, 'item')} and ${plural(problem.optionCount, 'option')}`;
  return `Start: ${counts}. Press play or → to step.`;
}

/**
 * @param {Problem} problem
 * @param {EventLog} log
 * @param {number} i
 * @param {ReplayState} state
 */
function eventSentence(problem, log, i, state) {
  const a = log.a[i];
  const label = (/** @type {number} */ o) => optionLabel(problem, o);
  const afterChoice = i > 0 && log.kinds[i - 1] === EventKind.Choose;
  const afterDeselect = i > 0 && log.kinds[i - 1] === EventKind.Deselect;
  switch (log.kinds[i]) {
    case EventKind.Choose:
      return explainChoice(problem, log, i, state, label);
    case EventKind.Cover:
      return coverSentence(problem, a, log.list(i), afterChoice);
    case EventKind.Uncover:
      return uncoverSentence(problem, a, log.list(i), afterDeselect);
    case EventKind.Select:
      return selectSentence(problem, a, log.b[i], state);
    case EventKind.Deselect: {
      const next = log.nextOption(i);
      const then = next >= 0 ? `then try ${label(next)}` : 'no option is left at this depth, so back up';
      return `Deselect ${label(a)} at depth ${log.b[i] + 1}: undo it; ${then}`;
    }
    case EventKind.Solution:
      return `Solution ${formatNumber(a)} found: ${solutionWords(problem, state)}`;
    default:
      return `Unknown event ${log.kinds[i]}`;
  }
}

/**
 * A cover hides the options in the item's list from every other item.
 * @param {Problem} problem
 * @param {number} item
 * @param {ArrayLike<number>} options
 * @param {boolean} chosen whether the item was just chosen, so its options are to be tried
 */
function coverSentence(problem, item, options, chosen) {
  const named = namedItem(problem, item);
  if (options.length === 0) return `Cover item ${named}: no option left to hide`;
  const list = listed(problem, options);
  if (chosen) {
    const noun = !problem.isSudoku ? 'option' : isCellItem(problem, item) ? 'candidate' : 'place';
    return options.length === 1
      ? `Cover item ${named}: take its one ${noun}, ${list}, out of the other items' lists, to try it`
      : `Cover item ${named}: take its ${plural(options.length, noun)}, ${list}, out of the other items' lists, to try one at a time`;
  }
  if (!problem.isSudoku) return `Cover item ${named}: hide ${list} from the other items`;
  if (isCellItem(problem, item)) {
    return `Cover item ${named}: the cell is filled, so hide its other candidates, ${list}, from the other items`;
  }
  const { symbol, unit } = unitOf(problem, item);
  return `Cover item ${named}: ${symbol} is placed in ${unit}, so hide its other places, ${list}, from the other items (struck out in the grid)`;
}

/**
 * An uncover puts the options back, in reverse order of the cover.
 * @param {Problem} problem
 * @param {number} item
 * @param {ArrayLike<number>} options
 * @param {boolean} exhausted whether it follows a deselect: every option of the level was tried
 */
function uncoverSentence(problem, item, options, exhausted) {
  const named = namedItem(problem, item);
  if (exhausted) {
    const its = options.length === 1 ? 'its option' : `its ${plural(options.length, 'option')}`;
    return `Uncover item ${named}: every option was tried, so restore ${its} and back up`;
  }
  if (options.length === 0) return `Uncover item ${named}: nothing to restore`;
  return `Uncover item ${named}: restore ${listed(problem, options)}`;
}

/**
 * "R9C1=7, R9C4=7 and 3 more"
 * @param {Problem} problem
 * @param {ArrayLike<number>} options
 */
function listed(problem, options) {
  const all = Array.from(options);
  if (all.length === 0) return 'no option';
  const shown = namedOptions(all);
  const names = shown.map((o) => optionLabel(problem, o));
  const more = all.length - shown.length;
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The options of a list a sentence names: all of them, or the first few when
 * "and n more" would stand for more than one.
 * @param {ArrayLike<number>} options
 */
export function namedOptions(options) {
  const all = Array.from(options);
  return all.length > NAMED_OPTIONS + 1 ? all.slice(0, NAMED_OPTIONS) : all;
}

/**
 * A select joins the partial solution; at a real branch it says which try it is.
 * @param {Problem} problem
 * @param {number} option
 * @param {number} depth from 0
 * @param {ReplayState} state
 */
function selectSentence(problem, option, depth, state) {
  const length = state.levelLength[depth];
  const tried = length > 1 ? ` (option ${state.levelTried[depth]} of ${length})` : '';
  const write = problem.isSudoku ? `: write ${placementWords(problem, option)}` : '';
  return `Select ${optionLabel(problem, option)} at depth ${depth + 1}${tried}${write}`;
}

/**
 * "5 in R7C1"
 * @param {Problem} problem
 * @param {number} option
 */
function placementWords(problem, option) {
  const { symbol, name } = placementOf(problem, option);
  return `${symbol} in ${name}`;
}

/**
 * The options of a solution, as many as fit a short sentence: the caption
 * keeps a fixed height, and the matrix marks them all (the compact matrix
 * lists them), as a Sudoku's grid fills them in.
 * @param {Problem} problem
 * @param {ReplayState} state
 */
function solutionWords(problem, state) {
  const options = state.partial();
  if (problem.isSudoku) return `${listed(problem, options)}, filled in the grid`;
  const names = [];
  let length = 0;
  for (const o of options) {
    const name = optionLabel(problem, o);
    length += name.length + 2;
    if (names.length > 0 && length > SOLUTION_CHARACTERS) break;
    names.push(name);
  }
  if (names.length === options.length) return names.join(', ');
  const more = options.length - names.length;
  return `${plural(options.length, 'option')}, ${names.join(', ')} and ${more} more, all marked in the matrix`;
}

/** @param {EventLog} log */
export function endNote(log) {
  if (log.capped) return `Stopped reading the search after ${plural(log.length, 'event')}`;
  return `Search complete: ${plural(log.solutionSteps.length, 'solution')}`;
}

/**
 * Sudoku options have short names (R1C2=7), and a variant's say what they
 * place (cage R1C1 sum 3: R1C1=1 R1C2=2); typed options read better in
 * braces, and a matrix row is named by its items as well as its number.
 * @param {Problem} problem
 * @param {number} option
 */
export function optionLabel(problem, option) {
  const name = cut(problem.optionName(option));
  // A variant's filling names its cage and every placement already.
  if (problem.isSudoku || problem.isVariant) return name;
  const items = itemList(problem, option);
  return name === items ? `{${name}}` : `${name} {${items}}`;
}

/**
 * The names of an option's items one space apart, cut as `cut` cuts them:
 * only the names shown are read.
 * @param {Problem} problem
 * @param {number} option
 */
function itemList(problem, option) {
  let text = '';
  for (const item of problem.itemsOf(option)) {
    text += `${text ? ' ' : ''}${problem.itemName(item)}`;
    if (text.length > LABEL_MAX) return cut(text);
  }
  return text;
}
