// A problem as one string for a link (the demo page's `?watch=`), and back:
// a preset's id (`sudoku4`), a named problem (`queens 6`), a Sudoku's one
// line, or exact-cover text. Reading a link follows the custom form's rule
// (read-input.js) for what is a Sudoku.

import { PRESETS, defaultRuleOf, presetOf } from './presets.js';
import { sourceOfText } from './read-input.js';
import { problemName } from './named-problems.js';

/** @typedef {import('./problem.js').Source} Source */
/** @typedef {import('./problem.js').Problem} Problem */

/**
 * The link's name for `problem`, opened from `source`.
 * @param {Source} source
 * @param {Problem} problem
 */
export function linkOf(source, problem) {
  const preset = presetOf(problem);
  if (preset) return preset.id;
  if (problem.isSudoku) return /** @type {string} */ (problem.sudoku?.givens);
  const asked = source.problem?.trim() ?? '';
  return isName(asked) ? asked : problem.text;
}

/**
 * The link's rule for `problem`: its column rule when that is not the
 * problem's default (the demo page's `&rule=`), else ''.
 * @param {Problem} problem
 */
export function linkRuleOf(problem) {
  return problem.rule === defaultRuleOf(problem.text) ? '' : problem.rule;
}

/**
 * The address `href` naming `link` at `step` (the demo page's `?watch=`,
 * `&step=`, `&rule=` and `&present=1`), its other parameters kept.
 * @param {string} href
 * @param {{ link: string, rule: string, step: number, present: boolean }} shown
 */
export function stepLink(href, { link, rule, step, present }) {
  const url = new URL(href);
  url.searchParams.set('watch', link);
  url.searchParams.set('step', String(step));
  if (rule) url.searchParams.set('rule', rule);
  else url.searchParams.delete('rule');
  if (present) url.searchParams.set('present', '1');
  else url.searchParams.delete('present');
  return url.href;
}

/**
 * What a link's name opens.
 * @param {string} link
 * @returns {Source}
 */
export function sourceOfLink(link) {
  const preset = PRESETS.find((p) => p.id === link.trim());
  if (preset) return preset.source;
  return sourceOfText(link);
}

/** @param {string} text */
function isName(text) {
  try {
    return problemName(text) !== null;
  } catch {
    return false;
  }
}
