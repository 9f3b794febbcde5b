// The guided tour's page (tour.html): a chapter a page, named in the
// address (?chapter=algorithm-x&step=5), with its words, a live visualizer
// embedded as any page embeds one (the element's attributes), and its
// exercises. ] and [ (or the links at the foot) go to the next and the
// previous chapter (not N and P: P is the visualizer's presentation mode); the reader's progress is kept in this browser
// (progress.js), and a visit without a chapter opens the last one read.

import '../sudoku-dlx/index.js';
import { keepForOffline } from '../demo/offline.js';
import { CHAPTERS, chapterNamed } from './chapters.js';
import { exerciseSection } from './exercises.js';
import { colourFacts } from './facts.js';
import { keepModel, markOpened, markSolved, readProgress, resetProgress } from './progress.js';

/** @typedef {import('./chapters.js').Chapter} Chapter */

const params = new URLSearchParams(location.search);
const chapter = chapterNamed(params.get('chapter')) ?? chapterNamed(readProgress().last) ?? CHAPTERS[0];
const index = CHAPTERS.indexOf(chapter);
const linkedStep = Number(params.get('step'));
const step =
  Number.isSafeInteger(linkedStep) && linkedStep >= 0 && params.has('step') ? linkedStep : chapter.live?.step;

markOpened(chapter.id);
document.title = `${chapter.title}: a tour of dancing links`;
drawContents();
drawChapter();
writeAddress(step);
keepForOffline();

document.addEventListener('keydown', (event) => {
  // AltGr (Ctrl+Alt on Windows) types [ and ] on many keyboards.
  const modified = (event.altKey || event.ctrlKey || event.metaKey) && !event.getModifierState('AltGraph');
  if (event.defaultPrevented || modified || isTyping(event)) return;
  const to = event.key === ']' ? CHAPTERS[index + 1] : event.key === '[' ? CHAPTERS[index - 1] : undefined;
  if (!to) return;
  event.preventDefault();
  location.assign(chapterLink(to));
});

/**
 * Whether a key goes to a text field, even one inside an element's shadow root.
 * @param {KeyboardEvent} event
 */
function isTyping(event) {
  const target = event.composedPath()[0];
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'range'].includes(target.type)
  );
}

/** @param {Chapter} to */
function chapterLink(to) {
  return `?chapter=${to.id}`;
}

/** The list of chapters, the one shown marked, each done or not. */
function drawContents() {
  const progress = readProgress();
  const list = /** @type {HTMLElement} */ (document.querySelector('#chapters'));
  list.replaceChildren(
    ...CHAPTERS.map((each, i) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = chapterLink(each);
      const done = isDone(each, progress);
      link.textContent = `${i + 1}. ${each.title}`;
      if (done) {
        item.classList.add('done');
        link.append(hidden(' (done)'));
      }
      if (each === chapter) link.setAttribute('aria-current', 'page');
      item.append(link);
      return item;
    }),
  );
  // On a phone the list is a strip that scrolls sideways: the chapter shown at its
  // start, the one before it wholly out of view (a few pixels of it read as a stray
  // mark). The last chapters cannot scroll that far; room after the last makes it so.
  const current = /** @type {HTMLElement | null} */ (list.querySelector('[aria-current="page"]'));
  list.style.paddingInlineEnd = '';
  if (current && list.scrollWidth > list.clientWidth) {
    const start = current.offsetLeft - list.offsetLeft;
    const short = start - (list.scrollWidth - list.clientWidth);
    if (short > 0) list.style.paddingInlineEnd = `${short}px`;
    list.scrollLeft = start;
  }
  const solved = CHAPTERS.flatMap((each) => each.exercises).filter((exercise) => progress.solved.includes(exercise.id));
  const total = CHAPTERS.reduce((sum, each) => sum + each.exercises.length, 0);
  const done = CHAPTERS.filter((each) => isDone(each, progress)).length;
  /** @type {HTMLElement} */ (document.querySelector('#progress')).textContent =
    `${done} of ${CHAPTERS.length} chapters done, ${solved.length} of ${total} exercises solved`;
}

/**
 * A chapter is done once read and its exercises answered right.
 * @param {Chapter} each
 * @param {import('./progress.js').Progress} progress
 */
function isDone(each, progress) {
  return progress.opened.includes(each.id) && each.exercises.every((exercise) => progress.solved.includes(exercise.id));
}

/** @param {string} text words for screen readers only */
function hidden(text) {
  const span = document.createElement('span');
  span.className = 'visually-hidden';
  span.textContent = text;
  return span;
}

/** The chapter shown: its words, its visualizer, its exercises, the way on. */
function drawChapter() {
  const article = /** @type {HTMLElement} */ (document.querySelector('#chapter'));
  const kicker = document.createElement('p');
  kicker.className = 'kicker';
  kicker.textContent = `Chapter ${index + 1} of ${CHAPTERS.length}`;
  const heading = document.createElement('h1');
  heading.textContent = chapter.title;
  const words = document.createElement('div');
  words.className = 'words';
  words.innerHTML = chapter.words;
  article.replaceChildren(kicker, heading, words);
  if (chapter.live) article.append(liveVisualizer(chapter.live));
  if (chapter.instead) article.append(insteadOfLive(chapter.instead));
  const progress = readProgress();
  chapter.exercises.forEach((exercise, i) => {
    article.append(
      exerciseSection(document, chapter.live, exercise, i + 1, {
        solved: progress.solved.includes(exercise.id),
        model: progress.models[exercise.id],
        onModel: (text) => keepModel(exercise.id, text),
        onSolved: () => {
          markSolved(exercise.id);
          drawContents();
        },
      }),
    );
  });
  article.append(pager());
}

/** @param {import('./chapters.js').Live} live */
function liveVisualizer(live) {
  const element = document.createElement('sudoku-dlx');
  element.id = 'live';
  element.setAttribute('mode', 'visualize');
  if (live.puzzle) element.setAttribute('puzzle', live.puzzle);
  if (live.problem) element.setAttribute('problem', live.problem);
  if (live.rule) element.setAttribute('rule', live.rule);
  element.setAttribute('step', String(step ?? live.step));
  element.setAttribute('panels', live.panels);
  if (live.controls) element.setAttribute('controls', live.controls);
  // The address follows the step once the visualizer has reached the one
  // it opened at (its load passes through step 0 first).
  const opened = step ?? live.step;
  let arrived = false;
  element.addEventListener('step', (event) => {
    if (event.target !== element) return;
    const shown = /** @type {CustomEvent} */ (event).detail.step;
    arrived ||= shown === opened;
    if (arrived) writeAddress(shown);
  });
  return element;
}

/**
 * What a chapter without a live visualizer shows: its words, filled in with
 * the engine's answer (the colours chapter).
 * @param {string} html
 */
function insteadOfLive(html) {
  const part = document.createElement('div');
  part.className = 'instead';
  part.innerHTML = html;
  const output = part.querySelector('#colour-answer');
  const problem = document.querySelector('#colour-problem')?.textContent;
  if (output && problem) {
    colourFacts(problem).then(
      ({ options, count }) => {
        output.textContent = `${count} exact covers; the first found is ${options.join(', ')}.`;
      },
      (error) => (output.textContent = `the engine could not be loaded: ${error.message}`),
    );
  }
  return part;
}

/** The links to the previous and the next chapter, and the progress reset. */
function pager() {
  const nav = document.createElement('nav');
  nav.className = 'pager';
  nav.setAttribute('aria-label', 'Previous and next chapter');
  const previous = CHAPTERS[index - 1];
  const next = CHAPTERS[index + 1];
  for (const [to, rel, label, key] of /** @type {const} */ ([
    [previous, 'prev', 'Previous', '['],
    [next, 'next', 'Next', ']'],
  ])) {
    if (!to) continue;
    const link = document.createElement('a');
    link.href = chapterLink(to);
    link.rel = rel;
    link.className = rel;
    link.setAttribute('aria-keyshortcuts', key);
    link.innerHTML = `<span class="pager-label">${label} <kbd>${key}</kbd></span>`;
    link.append(document.createTextNode(to.title));
    nav.append(link);
  }
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.className = 'reset';
  reset.textContent = 'Forget my progress';
  reset.addEventListener('click', () => {
    resetProgress();
    markOpened(chapter.id);
    drawContents();
    for (const section of document.querySelectorAll('.exercise.solved')) section.classList.remove('solved');
  });
  nav.append(reset);
  return nav;
}

/**
 * Keeps the chapter and the step shown in the address, so a link opens them.
 * @param {number | undefined} shown
 */
function writeAddress(shown) {
  const url = new URL(location.href);
  url.searchParams.set('chapter', chapter.id);
  if (shown === undefined || !chapter.live || shown === chapter.live.step) url.searchParams.delete('step');
  else url.searchParams.set('step', String(shown));
  if (url.href !== location.href) history.replaceState(null, '', url);
}
