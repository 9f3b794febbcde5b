// An exercise of the tour: its question, the form it is answered in, and the
// check. The right answer is the engine's (facts.js); a wrong one is told
// what the engine did and why, and the state is drawn beside it: a small
// visualizer at the step the answer is seen.

import { factsAt, solveModel } from './facts.js';

/** @typedef {import('./chapters.js').Exercise} Exercise */
/** @typedef {import('./chapters.js').Live} Live */
/** @typedef {import('./facts.js').Facts} Facts */

/**
 * @typedef {object} Verdict
 * @property {boolean} right
 * @property {string} said the sentence shown
 * @property {Record<string, string> | null} drawn the attributes of a visualizer drawing the state, or null
 */

/**
 * The exercise as a section: question, form, check button, verdict.
 * @param {Document} doc
 * @param {Live | null} live the chapter's visualizer
 * @param {Exercise} exercise
 * @param {number} number its number in the chapter, from 1
 * @param {{ solved: boolean, onSolved: () => void }} hooks
 */
export function exerciseSection(doc, live, exercise, number, hooks) {
  const section = element(doc, 'section', 'exercise');
  section.dataset.exercise = exercise.id;
  section.dataset.kind = exercise.kind;
  const heading = element(doc, 'h2', '', `Exercise ${number}`);
  heading.id = `${exercise.id}-heading`;
  section.setAttribute('aria-labelledby', heading.id);
  const form = doc.createElement('form');
  const verdict = element(doc, 'div', 'verdict');
  verdict.setAttribute('role', 'status');
  const drawn = element(doc, 'div', 'drawn');
  const check = element(doc, 'button', 'check', 'Check');
  /** @type {HTMLButtonElement} */ (check).type = 'submit';
  section.append(heading, form, verdict, drawn);
  if (hooks.solved) section.classList.add('solved');
  const ready =
    exercise.kind === 'model' ? Promise.resolve(null) : factsAt(/** @type {Live} */ (live), exercise.at ?? 0);
  ready.then(
    (facts) => {
      form.append(fieldFor(doc, exercise, facts), check);
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        const answer = new FormData(form);
        const result = facts ? judge(exercise, facts, answer, live) : await judgeModel(exercise, answer);
        show(doc, verdict, drawn, result);
        section.classList.toggle('wrong', !result.right);
        if (result.right) {
          section.classList.add('solved');
          hooks.onSolved();
        }
      });
      section.dataset.ready = '';
    },
    (error) => {
      verdict.textContent = `This exercise could not be set: ${error.message}`;
    },
  );
  return section;
}

/**
 * @param {Document} doc
 * @param {Exercise} exercise
 * @param {Facts | null} facts
 */
function fieldFor(doc, exercise, facts) {
  const fieldset = doc.createElement('fieldset');
  fieldset.append(element(doc, 'legend', '', exercise.kind === 'model' ? String(exercise.puzzle) : exercise.question));
  if (!facts) {
    const area = doc.createElement('textarea');
    area.name = 'model';
    area.rows = 10;
    area.spellcheck = false;
    area.value = exercise.start ?? '';
    area.setAttribute('aria-label', 'Your items and options');
    fieldset.append(area);
    return fieldset;
  }
  const choices = element(doc, 'div', 'choices');
  const shown = exercise.kind === 'lengths' ? [] : choicesOf(exercise, facts);
  for (const name of shown) choices.append(choice(doc, exercise.kind === 'choose' ? 'radio' : 'checkbox', name));
  if (exercise.kind === 'lengths') {
    for (const i of activeItems(facts.lengthsAfter)) choices.append(lengthField(doc, facts.items[i]));
  }
  fieldset.append(choices);
  return fieldset;
}

/**
 * What may be ticked: the primary items (X3 chooses only those), every
 * option, or every item.
 * @param {Exercise} exercise
 * @param {Facts} facts
 */
function choicesOf(exercise, facts) {
  if (exercise.kind === 'choose') return facts.items.slice(0, facts.primaryCount);
  if (exercise.kind === 'undo') return facts.items;
  return facts.options;
}

/**
 * @param {Document} doc
 * @param {'radio' | 'checkbox'} type
 * @param {string} name
 */
function choice(doc, type, name) {
  const label = element(doc, 'label', 'choice');
  const input = doc.createElement('input');
  input.type = type;
  input.name = 'answer';
  input.value = name;
  label.append(input, element(doc, 'span', '', name));
  return label;
}

/**
 * @param {Document} doc
 * @param {string} item
 */
function lengthField(doc, item) {
  const label = element(doc, 'label', 'length');
  const input = doc.createElement('input');
  input.type = 'number';
  input.min = '0';
  input.inputMode = 'numeric';
  input.name = `len:${item}`;
  input.setAttribute('aria-label', `LEN of ${item}`);
  label.append(element(doc, 'span', '', item), input);
  return label;
}

/**
 * The items left (not covered) in `lengths`, by index.
 * @param {Int32Array} lengths
 */
function activeItems(lengths) {
  return [...lengths.keys()].filter((i) => lengths[i] >= 0);
}

/**
 * The verdict on an answer, from the engine's facts.
 * @param {Exercise} exercise
 * @param {Facts} facts
 * @param {FormData} answer
 * @param {Live | null} live
 * @returns {Verdict}
 */
function judge(exercise, facts, answer, live) {
  const at = exercise.at ?? 0;
  const ticked = answer.getAll('answer').map(String);
  const drawnAt = (/** @type {number} */ step) => drawing(live, step);
  switch (exercise.kind) {
    case 'choose': {
      const chosen = facts.items[facts.event.item];
      const left = activeItems(facts.lengthsBefore)
        .filter((i) => i < facts.primaryCount)
        .map((i) => `${facts.items[i]} ${facts.lengthsBefore[i]}`);
      const why = `The items left and their lengths: ${left.join(', ')}. X3 takes one of the fewest options, the leftmost of a tie: ${chosen}.`;
      if (ticked.length === 0) return { right: false, said: 'Choose an item first.', drawn: null };
      return ticked[0] === chosen
        ? { right: true, said: `Right: ${why}`, drawn: null }
        : { right: false, said: `Not ${ticked[0]}. ${why}`, drawn: drawnAt(at + 1) };
    }
    case 'hides': {
      const item = facts.items[facts.event.item];
      const hidden = [...facts.event.options].map((o) => facts.options[o]);
      const why = `Covering ${item} hides the options still in its list: ${listed(hidden)}. An option hidden by an earlier cover is left alone.`;
      return sameSet(ticked, hidden)
        ? { right: true, said: `Right. ${why}`, drawn: null }
        : { right: false, said: `Not quite. ${why}`, drawn: drawnAt(at + 1) };
    }
    case 'lengths': {
      const items = activeItems(facts.lengthsAfter);
      const wrong = items.filter((i) => answer.get(`len:${facts.items[i]}`) !== String(facts.lengthsAfter[i]));
      const all = items.map((i) => `${facts.items[i]} ${facts.lengthsAfter[i]}`).join(', ');
      const why = `After the cover of ${facts.items[facts.event.item]}, the lengths are ${all}: each hidden option took one from the LEN of each other item it holds.`;
      return wrong.length === 0
        ? { right: true, said: `Right. ${why}`, drawn: null }
        : {
            right: false,
            said: `${listed(wrong.map((i) => facts.items[i]))} ${wrong.length === 1 ? 'is' : 'are'} off. ${why}`,
            drawn: drawnAt(at + 1),
          };
    }
    case 'undo': {
      const then = facts.retried
        ? `then X6 tries option ${facts.retried} (step ${facts.retriedAt})`
        : `then the search ends (step ${facts.retriedAt})`;
      const why = `Backtracking uncovers ${listed(facts.uncovered)}, in that order: the reverse of the order they were covered; ${then}.`;
      return sameSet(ticked, facts.uncovered)
        ? { right: true, said: `Right. ${why}`, drawn: null }
        : { right: false, said: `Not quite. ${why}`, drawn: drawnAt(facts.retriedAt - 1) };
    }
    case 'cover': {
      const why = `The engine’s search finds ${listed(facts.solution)}: every item in exactly one of them.`;
      return sameSet(ticked, facts.solution)
        ? { right: true, said: `Right. ${why}`, drawn: null }
        : { right: false, said: `Not this one. ${why}`, drawn: drawnAt(facts.solutionStep) };
    }
    default:
      return { right: false, said: '', drawn: null };
  }
}

/**
 * The modelling exercise's verdict: the model is solved by the engine and
 * right when it has as many exact covers as the puzzle has solutions.
 * @param {Exercise} exercise
 * @param {FormData} answer
 * @returns {Promise<Verdict>}
 */
async function judgeModel(exercise, answer) {
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
      said: `Right: the engine finds ${expected} exact covers, the puzzle’s ${expected} solutions.${one}`,
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
 * A visualizer's attributes drawing `live` at `step`.
 * @param {Live | null} live
 * @param {number} step
 */
function drawing(live, step) {
  return live ? { ...attributesOf(live), step: String(step) } : null;
}

/**
 * The element attributes of `live`, for a small drawing: the description and the matrix.
 * @param {Live} live
 * @returns {Record<string, string>}
 */
export function attributesOf(live) {
  /** @type {Record<string, string>} */
  const attributes = { panels: 'description matrix' };
  if (live.puzzle) attributes.puzzle = live.puzzle;
  if (live.problem) attributes.problem = live.problem;
  if (live.rule) attributes.rule = live.rule;
  return attributes;
}

/**
 * Shows a verdict and, for a wrong answer, the state drawn.
 * @param {Document} doc
 * @param {HTMLElement} verdict
 * @param {HTMLElement} drawn
 * @param {Verdict} result
 */
function show(doc, verdict, drawn, result) {
  verdict.textContent = result.said;
  verdict.className = `verdict ${result.right ? 'right' : 'wrong'}`;
  drawn.replaceChildren();
  if (!result.drawn) return;
  const visualizer = doc.createElement('sudoku-dlx');
  const { step, ...attributes } = result.drawn;
  for (const [name, value] of Object.entries({
    mode: 'visualize',
    compact: '',
    controls: 'timeline',
    ...attributes,
  })) {
    visualizer.setAttribute(name, value);
  }
  visualizer.setAttribute('step', step);
  drawn.append(element(doc, 'p', 'drawn-note', `The search at step ${step}:`), visualizer);
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

/**
 * @param {Document} doc
 * @param {string} tag
 * @param {string} className
 * @param {string} [text]
 */
function element(doc, tag, className, text) {
  const made = doc.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}
