// The player's aids as the panel draws them: the entry mode on the pad's
// mode key (its name, filled while marks are on) and on its number keys
// (a small digit in the corner or the centre, as the mark will be), Pencil
// pressed while marks are on and named for the mode, the aids' switches in the menu, and what the
// chosen cell lights in the grid.

import { attribute, commit, text } from '../../shared/render.js';

/**
 * Pencil's title on a desktop, which says what a number writes. Its word
 * names the mode (Pencil for digits; styles/controls.js stacks the four words, so
 * the button is as wide as the widest and the toolbar never reflows).
 */
const KEYS = 'X corner marks, C centre marks, V colours, Z digits, Space the next';
const PENCIL_TITLES = Object.freeze({
  digit: `Numbers write digits. ${KEYS}`,
  corner: `Numbers write corner marks. ${KEYS}`,
  centre: `Numbers write centre marks. ${KEYS}`,
  colour: `Numbers colour cells. ${KEYS}`,
});
/**
 * Pencil's name: the word it shows first (label in name, WCAG 2.5.3), so
 * that a person who says what they see ("click Corner") reaches it, and
 * Pencil after it, so that it is found by one name in every mode.
 */
const PENCIL_NAMES = Object.freeze({
  digit: 'Pencil',
  corner: 'Corner (Pencil)',
  centre: 'Centre (Pencil)',
  colour: 'Colour (Pencil)',
});
/** The mode key's words: what a number writes now. */
const MODE_NAMES = Object.freeze({ digit: 'Digit', corner: 'Corner', centre: 'Centre', colour: 'Colour' });
const MODE_LABELS = Object.freeze({
  digit: 'Numbers write digits; tap for corner marks',
  corner: 'Numbers write corner marks; tap for centre marks',
  centre: 'Numbers write centre marks; tap for colours',
  colour: 'Numbers colour the cell; tap for digits',
});

/**
 * @param {HTMLElement} root the panel
 * @param {import('./grid-editor.js').GridEditor} grid
 * @param {{ mode: import('../model/entry-mode.js').EntryMode, aids: import('../game/store.js').Settings }} state
 */
export function renderAids(root, grid, { mode, aids }) {
  for (const button of root.querySelectorAll('[data-action="pencil"]')) {
    attribute(button, 'aria-pressed', String(mode !== 'digit'));
    attribute(button, 'title', PENCIL_TITLES[mode]);
    attribute(button, 'aria-label', PENCIL_NAMES[mode]);
    attribute(button, 'data-mode', mode);
  }
  for (const key of root.querySelectorAll('[data-action="mode-next"]')) {
    text(key, MODE_NAMES[mode]);
    attribute(key, 'aria-label', MODE_LABELS[mode]);
    attribute(key, 'data-mode', mode);
  }
  const pad = /** @type {HTMLElement | null} */ (root.querySelector('.pad'));
  if (pad) attribute(pad, 'data-mode', mode);
  for (const name of /** @type {const} */ (['marksFollow', 'litDigit', 'litUnits'])) {
    const item = root.querySelector(`[data-item="${name}"]`);
    if (item) attribute(item, 'aria-pressed', String(aids[name]));
  }
  const { litDigit, litUnits } = aids;
  commit(grid, 'lighting', `${litDigit} ${litUnits}`, () => (grid.lighting = { litDigit, litUnits }));
}
