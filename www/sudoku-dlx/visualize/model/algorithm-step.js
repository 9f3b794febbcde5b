// What Knuth's book calls the event that led to a step: the step of
// Algorithm X (TAOCP 7.2.2.1, X2 to X7) the engine reports with each event
// (`Event::algorithm_step` in src/dlx/search.rs), with the book's name for
// it and what it does there. The step is the engine's; only the words are
// chosen here, by the step and, within X5 and X6, by the kind of event.

import { EventKind } from '../../engine/event-kind.js';

/** @typedef {import('./event-log.js').EventLog} EventLog */
/** @typedef {import('./problem.js').Problem} Problem */

/**
 * @typedef {object} BookStep
 * @property {string} code the step's number in the book, such as "X5"
 * @property {string} name the book's name for the step, such as "try x_l"
 * @property {string} doing what the step does in this event
 */

/** Each step's name in the book, by number. */
const NAMES = {
  2: 'enter level l',
  3: 'choose i',
  4: 'cover i',
  5: 'try x_l',
  6: 'try again',
  7: 'backtrack',
};

/** What X3 chooses under each column rule. */
const CHOICES = {
  knuth: 'the leftmost item with the fewest options',
  weighed: 'an item with the fewest options',
  first: 'the first item left',
};

/**
 * The book's step for the event that led to step `step` of `log` (0 is
 * the start, which no event led to: null), in the words of `problem`'s rule.
 * @param {EventLog} log
 * @param {number} step
 * @param {Pick<Problem, 'rule' | 'primaryCount' | 'itemCount'>} problem
 * @returns {BookStep | null}
 */
export function bookStep(log, step, problem) {
  const i = step - 1;
  if (i < 0 || i >= log.length) return null;
  const number = /** @type {keyof NAMES} */ (log.algorithmSteps[i]);
  if (!(number in NAMES)) return null;
  return { code: `X${number}`, name: NAMES[number], doing: doing(number, log.kinds[i], log.b[i], problem) };
}

/**
 * @param {number} number the step
 * @param {number} kind the event's kind
 * @param {number} b the event's second field (a choice's length)
 * @param {Pick<Problem, 'rule' | 'primaryCount' | 'itemCount'>} problem
 */
function doing(number, kind, b, { rule, primaryCount, itemCount }) {
  switch (number) {
    case 2:
      // Secondary items may stay uncovered: a solution covers the primary ones.
      return `every ${primaryCount < itemCount ? 'primary ' : ''}item is covered, so visit the solution, then leave the level (X8)`;
    case 3: {
      const chosen = CHOICES[/** @type {keyof CHOICES} */ (rule)] ?? CHOICES.weighed;
      return b === 0
        ? `${chosen} has none; the book still covers it (X4), and X5, finding no option, goes to X7 to uncover it: this engine backs up at once`
        : chosen;
    }
    case 4:
      return "hide the chosen item's options from every other item";
    case 5:
      return kind === EventKind.Select
        ? 'x_l, the next option of i, joins the solution'
        : 'cover the other items of the option x_l';
    case 6:
      return kind === EventKind.Deselect
        ? 'x_l leaves the solution; set x_l to the next option of i (DLINK)'
        : "uncover x_l's other items, in reverse order";
    default:
      return 'every option of i has been tried: uncover i, then leave the level (X8)';
  }
}

/** @param {BookStep} book the line under the description, in words */
export function bookStepText(book) {
  return `In Knuth's book: ${book.code}, ${book.name}: ${book.doing}.`;
}
