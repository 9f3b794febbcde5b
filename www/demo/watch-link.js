// The visualizer's problem and step in the demo page's address
// (?watch=<problem>&step=<n>, and &rule=<rule> when the column rule is not
// the problem's default, &present=1 in presentation mode), so a link opens
// "step 37 of this puzzle", on a projector if need be.
// The page owns the address, not the element (see page.js); the solver's
// ?puzzle= lives beside it untouched.

import { titleOfName } from '../sudoku-dlx/visualize/model/named-problems.js';
import { sourceOfLink, stepLink } from '../sudoku-dlx/visualize/model/problem-link.js';

/** Longer problems are left out of the address: many services cut links past about this length. */
export const LINK_LIMIT = 2000;
/** At most one address update in this many milliseconds while the step changes. */
const THROTTLE_MS = 300;

/** @typedef {import('../sudoku-dlx/element.js').SudokuDlx} SudokuDlx */

/**
 * Opens the problem and step the address names, if any, and scrolls the
 * visualizer into view; returns whether the address named a problem.
 * @param {SudokuDlx} visualizer
 * @param {URLSearchParams} params
 */
export function openLinked(visualizer, params) {
  if (params.get('present') === '1') visualizer.setAttribute('present', '');
  const link = params.get('watch');
  if (!link) return false;
  const { puzzle, problem } = sourceOfLink(link);
  // A named problem keeps its name ("Queens 5"); anything else is the link's.
  visualizer.setAttribute('label', titleOfName(problem ?? '') ?? 'Linked problem');
  const rule = params.get('rule');
  if (rule) visualizer.setAttribute('rule', rule);
  if (puzzle != null) visualizer.setAttribute('puzzle', puzzle);
  else visualizer.setAttribute('problem', problem ?? '');
  const step = Number(params.get('step'));
  if (Number.isSafeInteger(step) && step > 0) visualizer.seek(step);
  // Now, and again once the problem is shown: until its module has loaded
  // the visualizer is too short to be scrolled to the top.
  const bringIntoView = () => visualizer.scrollIntoView({ block: 'start' });
  bringIntoView();
  visualizer.addEventListener('problemchange', bringIntoView, { once: true });
  return true;
}

/**
 * Keeps the address on the problem shown and the step, with replaceState
 * (a step is no page to go Back to), at most once every THROTTLE_MS. The
 * default start (Knuth's example at step 0) leaves the address plain.
 * @param {SudokuDlx} visualizer
 */
export function followInAddress(visualizer) {
  let link = '';
  let rule = '';
  let step = 0;
  let present = false;
  let timer = 0;
  const write = () => {
    timer = 0;
    const url = new URL(stepLink(location.href, { link, rule, step, present }));
    const plain = !link || link.length > LINK_LIMIT || (link === 'knuth' && step === 0 && !rule);
    if (plain) for (const name of ['watch', 'step', 'rule']) url.searchParams.delete(name);
    if (url.href !== location.href) history.replaceState(history.state, '', url.href);
  };
  const schedule = () => {
    if (!timer) timer = window.setTimeout(write, THROTTLE_MS);
  };
  visualizer.addEventListener('problemchange', (event) => {
    ({ link, rule } = /** @type {CustomEvent<{ link: string, rule: string }>} */ (event).detail);
    step = 0;
    schedule();
  });
  visualizer.addEventListener('presentchange', (event) => {
    ({ present } = /** @type {CustomEvent<{ present: boolean }>} */ (event).detail);
    schedule();
  });
  visualizer.addEventListener('step', (event) => {
    step = /** @type {CustomEvent<{ step: number }>} */ (event).detail.step;
    schedule();
  });
}
