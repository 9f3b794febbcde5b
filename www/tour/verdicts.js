// The verdicts on a tour's answers, from the engine's facts (facts.js): a
// right answer told why it is right, a wrong one why it is wrong without
// the answer (named after a second wrong try), the modelling exercise's
// text and the colours' cover checked by the engine itself.

import { colourCover, solveModel } from './facts.js';

/** @typedef {import('./chapters.js').Exercise} Exercise */
/** @typedef {import('./facts.js').Facts} Facts */
/** @typedef {import('./exercises.js').Verdict} Verdict */

/**
 * The items left (not covered) in `lengths`, by index.
 * @param {Int32Array} lengths
 */
export function activeItems(lengths) {
  return [...lengths.keys()].filter((i) => lengths[i] >= 0);
}

/**
 * The verdict on an answer, from the engine's facts. A wrong answer is told
 * why it is wrong without the right one (`hint`); `why` names the right one,
 * said after a right answer, a second wrong one, or "Show the answer".
 * @typedef {object} Judged
 * @property {boolean} right
 * @property {string} hint why a wrong answer is wrong, the right one unnamed
 * @property {string} why the right answer and why it is right
 * @property {string} answer the right answer, in short
 * @property {number} step the step at which the answer is seen
 */

/**
 * What the engine says of `exercise`, and of the answer given, if any.
 * @param {Exercise} exercise
 * @param {Facts} facts
 * @param {FormData | null} answer
 * @returns {Judged}
 */
export function judge(exercise, facts, answer) {
  const at = exercise.at ?? 0;
  const ticked = answer ? answer.getAll('answer').map(String) : [];
  switch (exercise.kind) {
    case 'choose':
      return judgeChoice(facts, ticked, at);
    case 'hides': {
      const item = facts.items[facts.event.item];
      const hidden = [...facts.event.options].map((o) => facts.options[o]);
      const rule = `Covering ${item} hides the options still in its list`;
      const earlier = 'An option hidden by an earlier cover is left alone.';
      return {
        right: sameSet(ticked, hidden),
        hint: `Not quite: ${offBy(ticked, hidden, 'not hidden by this cover', 'option')}. ${rule}. ${earlier}`,
        why: `${rule}: ${listed(hidden)}. ${earlier}`,
        answer: listed(hidden),
        step: at + 1,
      };
    }
    case 'lengths':
      return judgeLengths(facts, answer, at);
    case 'undo': {
      const then = facts.retried
        ? `then X6 tries option ${facts.retried} (step ${facts.retriedAt})`
        : `then the search ends (step ${facts.retriedAt})`;
      return {
        right: sameSet(ticked, facts.uncovered),
        hint: `Not quite: ${offBy(ticked, facts.uncovered, 'not uncovered by it', 'item')}. Backtracking uncovers every item covered since the choice it undoes, in the reverse order.`,
        why: `Backtracking uncovers ${listed(facts.uncovered)}, in that order: the reverse of the order they were covered; ${then}.`,
        answer: listed(facts.uncovered),
        step: facts.retriedAt - 1,
      };
    }
    case 'cover':
      return {
        right: sameSet(ticked, facts.solution),
        hint: `Not this one: ${notACover(ticked, facts)}.`,
        why: `The engine’s search finds ${listed(facts.solution)}: every item in exactly one of them.`,
        answer: listed(facts.solution),
        step: facts.solutionStep,
      };
    default:
      return { right: false, hint: '', why: '', answer: '', step: at };
  }
}

/**
 * X3's choice: which item, and the lengths it compared.
 * @param {Facts} facts
 * @param {string[]} ticked
 * @param {number} at
 * @returns {Judged}
 */
function judgeChoice(facts, ticked, at) {
  const chosen = facts.items[facts.event.item];
  const left = activeItems(facts.lengthsBefore)
    .filter((i) => i < facts.primaryCount)
    .map((i) => `${facts.items[i]} ${facts.lengthsBefore[i]}`);
  const lengths = `The items left and their lengths: ${left.join(', ')}. X3 takes one of the fewest options, the leftmost of a tie`;
  const length = facts.lengthsBefore[facts.items.indexOf(ticked[0])];
  return {
    right: ticked[0] === chosen,
    hint: ticked.length
      ? `Not ${ticked[0]}: it has ${length} option${length === 1 ? '' : 's'} left. ${lengths}.`
      : 'Choose an item first.',
    why: `${lengths}: ${chosen}.`,
    answer: chosen,
    step: at + 1,
  };
}

/**
 * The lengths after a cover.
 * @param {Facts} facts
 * @param {FormData | null} answer
 * @param {number} at
 * @returns {Judged}
 */
function judgeLengths(facts, answer, at) {
  const items = activeItems(facts.lengthsAfter);
  const wrong = answer
    ? items.filter((i) => answer.get(`len:${facts.items[i]}`) !== String(facts.lengthsAfter[i]))
    : items;
  const all = items.map((i) => `${facts.items[i]} ${facts.lengthsAfter[i]}`).join(', ');
  const cover = `the cover of ${facts.items[facts.event.item]}`;
  const rule = 'each hidden option took one from the LEN of each other item it holds';
  return {
    right: wrong.length === 0,
    hint: `${listed(wrong.map((i) => facts.items[i]))} ${wrong.length === 1 ? 'is' : 'are'} off. Count again the options ${cover} hid: ${rule}.`,
    why: `After ${cover}, the lengths are ${all}: ${rule}.`,
    answer: all,
    step: at + 1,
  };
}

/**
 * What is off in a set of ticks: those not in `wanted`, and how many are missing.
 * @param {string[]} ticked
 * @param {string[]} wanted
 * @param {string} notIn what the extra ticks are not
 * @param {string} noun what is ticked
 */
function offBy(ticked, wanted, notIn, noun) {
  const extra = ticked.filter((name) => !wanted.includes(name));
  const missing = wanted.filter((name) => !ticked.includes(name)).length;
  const parts = [];
  if (extra.length) parts.push(`${listed(extra)} ${extra.length === 1 ? 'is' : 'are'} ${notIn}`);
  if (missing) parts.push(`${missing} ${noun}${missing === 1 ? ' is' : 's are'} missing`);
  return parts.join(', and ');
}

/**
 * Why the options ticked are not an exact cover: an item in two of them, or
 * in none (an option is named by its items).
 * @param {string[]} ticked
 * @param {Facts} facts
 */
function notACover(ticked, facts) {
  const primary = facts.items.slice(0, facts.primaryCount);
  const held = ticked.flatMap((option) => option.split(/\s+/).map((item) => item.split(':')[0]));
  const twice = primary.filter((item) => held.filter((each) => each === item).length > 1);
  const none = primary.filter((item) => !held.includes(item));
  const parts = [];
  if (twice.length) parts.push(`${listed(twice)} ${twice.length === 1 ? 'is' : 'are'} in more than one of them`);
  if (none.length) parts.push(`${listed(none)} ${none.length === 1 ? 'is' : 'are'} in none`);
  return parts.length ? parts.join(', and ') : 'an exact cover too, but not the one the engine finds first';
}

/**
 * The modelling exercise's verdict: the model is solved by the engine and
 * right when it has as many exact covers as the puzzle has solutions.
 * @param {Exercise} exercise
 * @param {FormData} answer
 * @returns {Promise<Verdict>}
 */
export async function judgeModel(exercise, answer) {
  const text = String(answer.get('model') ?? '');
  const expected = Number(exercise.expected);
  // Counting stops here: a model this far off needs no exact count.
  const limit = expected * 100;
  let solved;
  try {
    solved = await solveModel(text, limit);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { right: false, said: `The engine cannot read it: ${message}.`, drawn: null };
  }
  const one = solved.options.length ? ` One of them: ${listed(solved.options)}.` : '';
  if (solved.count === expected) {
    return {
      right: true,
      said: `Right. The engine finds ${expected} exact covers, the puzzle’s ${expected} solutions.${one}`,
      drawn: null,
    };
  }
  const more = solved.count === undefined || solved.count > expected;
  const hint = more
    ? 'More covers than solutions: some rule of the puzzle is missing, so options combine that it forbids.'
    : 'Fewer covers than solutions: an item no option can fill, or an option missing, rules some out.';
  const counted =
    solved.count === undefined
      ? 'too many exact covers to count'
      : solved.count >= limit
        ? `at least ${limit} exact covers`
        : `${solved.count} exact covers`;
  return {
    right: false,
    said: `Your model has ${counted}; the puzzle has ${expected} solutions. ${hint}${one}`,
    drawn: { problem: text, rule: 'knuth', panels: 'description matrix', step: '0' },
  };
}

/**
 * The colours exercise's verdict: right for a cover, with colours, other
 * than the engine's first (shown above it), as the engine finds; a wrong
 * answer is told which item is in two options or none, and which secondary
 * item gets two colours; the other cover is named from the second wrong try.
 * @param {Exercise} exercise
 * @param {FormData} answer
 * @param {number} wrongTries the wrong answers so far, counting this one if wrong
 * @returns {Promise<Verdict>}
 */
export async function judgeColours(exercise, answer, wrongTries) {
  const text = String(exercise.problem);
  const ticked = answer.getAll('answer').map(String);
  const { isCover, first, other } = await colourCover(text, ticked);
  const rule = 'each primary item in exactly one option, each secondary item given one colour or none';
  if (isCover && !sameSet(ticked, first)) {
    return { right: true, said: `Right: ${listed(ticked)}, ${rule}.`, drawn: null };
  }
  const hint = isCover
    ? 'That is the engine’s first cover, shown above: find another.'
    : `Not a cover: ${notColoured(text, ticked)}.`;
  const named = wrongTries >= 2 && other ? ` The answer: ${listed(other)}.` : '';
  return { right: false, said: `${hint}${named}`, drawn: null };
}

/**
 * Why options ticked are no cover with colours: a primary item in two of
 * them or in none, a secondary item given two colours (or a colour and
 * none). Read from the options as written, to say it; the engine decides.
 * @param {string} text
 * @param {string[]} ticked
 */
function notColoured(text, ticked) {
  const [primary] = text
    .split('\n')[0]
    .split('|')
    .map((part) => part.trim().split(/\s+/));
  const words = ticked.flatMap((option) => option.split(/\s+/));
  const parts = [];
  const twice = primary.filter((item) => words.filter((word) => word === item).length > 1);
  const none = primary.filter((item) => !words.includes(item));
  if (twice.length) parts.push(`${listed(twice)} ${twice.length === 1 ? 'is' : 'are'} in more than one option`);
  if (none.length) parts.push(`${listed(none)} ${none.length === 1 ? 'is' : 'are'} in none`);
  /** @type {Map<string, string[]>} */
  const colours = new Map();
  for (const word of words.filter((each) => !primary.includes(each))) {
    const [item, colour = 'none'] = word.split(':');
    colours.set(item, [...(colours.get(item) ?? []), colour]);
  }
  for (const [item, given] of colours) {
    const distinct = [...new Set(given)];
    if (distinct.length > 1) {
      parts.push(`${item} is given ${listed(distinct.map((c) => (c === 'none' ? 'no colour' : `colour ${c}`)))}`);
    } else if (given.length > 1 && distinct[0] === 'none') {
      parts.push(`${item} is in two options with no colour`);
    }
  }
  return parts.length ? parts.join(', and ') : 'tick at least one option';
}

/**
 * @param {string[]} a
 * @param {string[]} b
 */
function sameSet(a, b) {
  return a.length === b.length && a.every((name) => b.includes(name));
}

/** @param {string[]} names "A, B and C" */
function listed(names) {
  if (names.length <= 1) return names.join('') || 'none';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
