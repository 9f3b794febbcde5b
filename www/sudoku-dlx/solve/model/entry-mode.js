// What a typed or tapped digit writes, as SudokuPad has it: the digit
// itself, a corner mark (where a digit can go) or a centre mark (what a
// cell can hold), or a colour (1 to 9, the palette's). Z, X, C and V choose a mode, Space cycles through them, and
// Pencil (Alt+P) turns marks on (corner marks, as it did before centre marks
// came) and off.

/** @typedef {'digit' | 'corner' | 'centre' | 'colour'} EntryMode */

/** @type {EntryMode[]} in Space's order */
export const MODES = ['digit', 'corner', 'centre', 'colour'];

/** The key that chooses each mode, by the key's place (`KeyboardEvent.code`). */
export const MODE_KEYS = Object.freeze({
  KeyZ: 'mode-digit',
  KeyX: 'mode-corner',
  KeyC: 'mode-centre',
  KeyV: 'mode-colour',
});

/**
 * The mode after `action` ('pencil', 'mode-next' or 'mode-<name>'), or ''
 * when the action does not choose a mode.
 * @param {string} action
 * @param {EntryMode} mode the mode now
 * @returns {EntryMode | ''}
 */
export function modeAfter(action, mode) {
  if (action === 'pencil') return mode === 'digit' ? 'corner' : 'digit';
  if (action === 'mode-next') return MODES[(MODES.indexOf(mode) + 1) % MODES.length];
  const named = /** @type {EntryMode} */ (action.replace(/^mode-/, ''));
  return action.startsWith('mode-') && MODES.includes(named) ? named : '';
}
