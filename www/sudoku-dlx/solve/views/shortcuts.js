// Solve mode's keyboard shortcuts, wherever focus is in the panel: Escape
// stops whatever runs; Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo,
// except in the text box, which keeps its own, and where Ctrl+Enter loads;
// Alt+P turns pencil mode on or off and Alt+H asks for a hint.

/**
 * The action a key press asks for ('cancel', 'load', 'undo', 'redo',
 * 'pencil', 'hint'), or ''.
 * @param {KeyboardEvent} event
 * @param {boolean} busy whether a job runs
 * @param {boolean} inTextBox whether the key was pressed in the paste box
 */
export function shortcutOf(event, busy, inTextBox) {
  if (event.key === 'Escape') return busy ? 'cancel' : '';
  const control = event.ctrlKey || event.metaKey;
  if (event.altKey && !control) {
    // The key's place, not its character: Option+P types π on a Mac.
    if (inTextBox) return '';
    return { KeyP: 'pencil', KeyH: 'hint' }[event.code] ?? '';
  }
  if (!control || event.altKey) return '';
  if (inTextBox) return event.key === 'Enter' ? 'load' : '';
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' ? 'redo' : '';
}
