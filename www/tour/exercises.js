// An exercise of the tour: its question, the form it is answered in, and the
// check. The right answer is the engine's (facts.js), the verdict on an
// answer verdicts.js's; a wrong one is told what the engine did and why, and
// the state is drawn beside it: a small visualizer at the step the answer is
// seen.

import { factsAt } from './facts.js';
import { activeItems, judge, judgeColours, judgeModel } from './verdicts.js';

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
 * @typedef {object} Hooks
 * @property {boolean} solved whether it was answered right before
 * @property {() => void} onSolved called on a right answer
 * @property {string} [model] the modelling exercise's text, as the reader left it
 * @property {(text: string) => void} [onModel] called as the reader edits it
 */

/**
 * The exercise as a section: question, form, check button, verdict. A
 * wrong answer is told why without the right one; the right one is named
 * after a second wrong answer, or when the reader asks for it.
 * @param {Document} doc
 * @param {Live | null} live the chapter's visualizer
 * @param {Exercise} exercise
 * @param {number} number its number in the chapter, from 1
 * @param {Hooks} hooks
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
  // The modelling and colours exercises ask the engine at each check, not of a step.
  const stepless = exercise.kind === 'model' || exercise.kind === 'colours';
  const ready = stepless ? Promise.resolve(null) : factsAt(/** @type {Live} */ (live), exercise.at ?? 0);
  let wrongTries = 0;
  ready.then(
    (facts) => {
      form.append(fieldFor(doc, exercise, facts, hooks), check);
      if (facts) form.append(revealButton(doc, section, exercise, facts, live));
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        const answer = new FormData(form);
        let result;
        if (facts) result = verdictOf(exercise, facts, answer, live, wrongTries + 1);
        else if (exercise.kind === 'colours') result = await judgeColours(exercise, answer, wrongTries + 1);
        else result = await judgeModel(exercise, answer);
        if (!result.right) wrongTries += 1;
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
 * The "Show the answer" button: the right answer and why, the state drawn.
 * @param {Document} doc
 * @param {HTMLElement} section
 * @param {Exercise} exercise
 * @param {Facts} facts
 * @param {Live | null} live
 */
function revealButton(doc, section, exercise, facts, live) {
  const reveal = element(doc, 'button', 'reveal', 'Show the answer');
  /** @type {HTMLButtonElement} */ (reveal).type = 'button';
  reveal.addEventListener('click', () => {
    const judged = judge(exercise, facts, null);
    const verdict = /** @type {HTMLElement} */ (section.querySelector('.verdict'));
    const drawn = /** @type {HTMLElement} */ (section.querySelector('.drawn'));
    show(doc, verdict, drawn, { right: false, said: judged.why, drawn: drawing(live, judged.step) });
    verdict.className = 'verdict shown';
    section.classList.remove('wrong');
  });
  return reveal;
}

/**
 * The verdict on an answer: right and why; or wrong and why, the right
 * answer named only from the second wrong try. Until then the state is drawn
 * at the step asked about: the step after it narrates the answer.
 * @param {Exercise} exercise
 * @param {Facts} facts
 * @param {FormData} answer
 * @param {Live | null} live
 * @param {number} wrongTries the wrong answers so far, counting this one if wrong
 * @returns {Verdict}
 */
function verdictOf(exercise, facts, answer, live, wrongTries) {
  const judged = judge(exercise, facts, answer);
  if (judged.right) return { right: true, said: `Right. ${judged.why}`, drawn: null };
  if (wrongTries < 2) return { right: false, said: judged.hint, drawn: drawing(live, exercise.at ?? 0) };
  return { right: false, said: `${judged.hint} The answer: ${judged.answer}.`, drawn: drawing(live, judged.step) };
}

/**
 * @param {Document} doc
 * @param {Exercise} exercise
 * @param {Facts | null} facts
 * @param {Hooks} hooks
 */
function fieldFor(doc, exercise, facts, hooks) {
  const fieldset = doc.createElement('fieldset');
  fieldset.append(element(doc, 'legend', '', exercise.kind === 'model' ? String(exercise.puzzle) : exercise.question));
  if (!facts && exercise.kind === 'colours') {
    const choices = element(doc, 'div', 'choices');
    for (const option of String(exercise.problem).split('\n').slice(1)) choices.append(choice(doc, 'checkbox', option));
    fieldset.append(choices);
    return fieldset;
  }
  if (!facts) {
    const area = doc.createElement('textarea');
    area.name = 'model';
    area.rows = 10;
    area.spellcheck = false;
    area.value = hooks.model ?? exercise.start ?? '';
    area.addEventListener('input', () => hooks.onModel?.(area.value));
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
