// What an exercise's answer is, read from the engine: the chapter's problem
// opened as its visualizer opens it (visualize/model/problem.js, the same
// stepper and column rule), its search run to the step asked about, and the
// event there read as the Stepper gives it. Nothing of the search is worked
// out here; this module only reads and names.

import { loadLadderEngine, loadStepperEngine } from '../sudoku-dlx/engine/load.js';
import { openProblem } from '../sudoku-dlx/visualize/model/problem.js';

/** @typedef {import('./chapters.js').Live} Live */

/**
 * @typedef {object} Facts
 * @property {string[]} items every item's name
 * @property {number} primaryCount the items X3 may choose, the first ones
 * @property {string[]} options every option's name
 * @property {Int32Array} lengthsBefore every item's length at the step shown (-1 covered)
 * @property {Int32Array} lengthsAfter the same after the next event
 * @property {any} event the next event, as `Stepper.next()` gives it
 * @property {string[]} uncovered backtracking from the step shown: the items uncovered, in order,
 *   until an option is tried again (or the search ends)
 * @property {string | null} retried the option tried then, or null
 * @property {number} retriedAt the step at which it is tried (or the search ended)
 * @property {string[]} solution the options of the first solution from the step shown
 * @property {number} solutionStep the step that shows it (0 when there is none)
 */

/**
 * The facts of `live`'s search at step `at` (events 0 to at-1 made).
 * @param {Live} live
 * @param {number} at
 * @returns {Promise<Facts>}
 */
export async function factsAt(live, at) {
  const engine = await loadStepperEngine();
  const source = live.puzzle ? { puzzle: live.puzzle } : { problem: String(live.problem) };
  const problem = openProblem(engine, live.rule ? { ...source, rule: /** @type {any} */ (live.rule) } : source);
  const { stepper } = problem;
  try {
    for (let i = 0; i < at; i++) stepper.next();
    const lengthsBefore = stepper.itemLengths();
    const event = stepper.next();
    const lengthsAfter = stepper.itemLengths();
    const walk = walkOn(stepper, event, at, (i) => problem.itemName(i));
    return {
      items: Array.from({ length: problem.itemCount }, (_, i) => problem.itemName(i)),
      primaryCount: problem.primaryCount,
      options: Array.from({ length: problem.optionCount }, (_, o) => problem.optionName(o)),
      lengthsBefore,
      lengthsAfter,
      event,
      uncovered: walk.uncovered,
      retried: walk.retried ? problem.optionName(walk.retried.option) : null,
      retriedAt: walk.retried?.step ?? walk.end,
      solutionStep: walk.solutionStep,
      solution: walk.solution ? [...walk.solution].map((o) => problem.optionName(o)) : [],
    };
  } finally {
    stepper.free();
  }
}

/**
 * From `event` on, the items uncovered until a deselect names the option
 * tried next, and the options of the first solution met: both read from one
 * walk of the rest of the search, which stops once it has both (or ends).
 * @param {any} stepper
 * @param {any} event the event after the step shown
 * @param {number} at the step shown
 * @param {(i: number) => string} itemName
 */
function walkOn(stepper, event, at, itemName) {
  /** @type {string[]} */
  const uncovered = [];
  /** @type {{ option: number, step: number } | null} */
  let retried = null;
  /** @type {Uint32Array | null} */
  let solution = null;
  let solutionStep = 0;
  let step = at + 1;
  for (let next = event; next && !(retried && solution); next = stepper.next(), step++) {
    if (!retried && next.kind === 'uncover') uncovered.push(itemName(next.item));
    if (!retried && next.kind === 'deselect' && next.next !== undefined) retried = { option: next.next, step };
    if (!solution && next.kind === 'solution') {
      solution = stepper.partial;
      solutionStep = step;
    }
  }
  return { uncovered, retried, solution, solutionStep, end: step };
}

/**
 * Counts the exact covers of `text` (Knuth's dlx format) with the engine,
 * and finds one: what the modelling exercise checks. Throws the engine's
 * own error for a problem it cannot read.
 * @param {string} text
 * @param {number} limit stop counting there
 */
export async function solveModel(text, limit) {
  const engine = await loadLadderEngine();
  const count = engine.countExactCover(text, limit);
  const { options } = engine.solveExactCover(text);
  return { count, options: options ?? [] };
}

/**
 * The colours chapter's facts: the engine's Algorithm C answer to a
 * problem with colours, one solution and the count.
 * @param {string} text
 */
export async function colourFacts(text) {
  const engine = await loadLadderEngine();
  const { options } = engine.solveExactCover(text);
  return { options: options ?? [], count: engine.countExactCover(text, 0) };
}

/**
 * Whether the options `ticked` (as written in `text`, a problem in Knuth's
 * format) are a cover of it, with colours: the engine solves the problem
 * with only those options, each given a primary item of its own, so that a
 * cover must take every one of them. And the covers the reader may not have
 * found: the engine's first, and one other (the first cover of the problem
 * without one of the first's options), or none.
 * @param {string} text
 * @param {string[]} ticked
 */
export async function colourCover(text, ticked) {
  const engine = await loadLadderEngine();
  const [header, ...options] = text.split('\n');
  const only = (/** @type {string[]} */ kept, /** @type {string[]} */ own) => {
    const items = header.includes('|') ? header.replace('|', `${own.join(' ')} |`) : `${header} ${own.join(' ')}`;
    return [items, ...kept.map((option, k) => `${option} ${own[k] ?? ''}`.trim())].join('\n');
  };
  const tags = ticked.map((_, k) => `ticked_${k + 1}`);
  const isCover = ticked.length > 0 && engine.countExactCover(only(ticked, tags), 1) === 1;
  const first = engine.solveExactCover(text).options ?? [];
  let other = null;
  for (const left of first) {
    const found = engine.solveExactCover(
      only(
        options.filter((option) => option !== left),
        [],
      ),
    ).options;
    if (found) {
      other = found;
      break;
    }
  }
  return { isCover, first, other };
}
