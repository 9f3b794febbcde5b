// Which of solve mode's controls below the game show, after the `controls` attribute,
// as visualize mode's `controls` chooses its own: `all` (the default),
// `none` (no side panel: the grid takes the width), or some of
//
//   examples   the example puzzles
//   new-grid   a new empty grid of a chosen size
//   generator  New puzzle, with its size, difficulty and symmetry
//   paste      the text box a puzzle is pasted into
//
// A control left out is hidden, not taken apart, so that showing it again
// needs nothing but the attribute.

import { listOf } from '../../visualize/settings.js';

export const SOLVE_CONTROLS = ['examples', 'new-grid', 'generator', 'paste'];

/**
 * Shows in `root` (the solver panel) the controls below the game that `text` names.
 * @param {ParentNode} root
 * @param {string | null} text the `controls` attribute
 */
export function showSideControls(root, text) {
  const shown = listOf(text, SOLVE_CONTROLS);
  for (const group of root.querySelectorAll('[data-control]')) {
    /** @type {HTMLElement} */ (group).hidden = !shown.includes(
      /** @type {HTMLElement} */ (group).dataset.control ?? '',
    );
  }
  const side = /** @type {HTMLElement | null} */ (root.querySelector('.controls'));
  if (side) side.hidden = shown.length === 0;
}
