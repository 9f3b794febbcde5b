// Keyboard control of a visualizer: Space plays or pauses, arrows step
// (Shift for 10, Ctrl/Cmd+Shift for 100), Home and End jump, S finds the
// next solution, P turns presentation mode on or off, ? shows the sheet of
// shortcuts (projector.js lists them) and Escape closes it or leaves
// presentation mode. Keys typed into text fields and selects are left alone,
// and so is Space on the controls it activates, but for the playback
// buttons: after a click on Step, Space still plays.

/** @param {EventTarget | null} target */
function isTextEntry(target) {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return target.type !== 'range' || target.dataset.keys === 'native';
  return false;
}

// Space presses buttons, opens summaries and ticks boxes by itself. A range
// (the timeline, whose arrow keys are ours anyway) has no use for it, and
// the playback buttons (`data-action`) leave it to play: Enter presses them.
/** @param {EventTarget | null} target */
function activatesOnSpace(target) {
  if (!(target instanceof HTMLElement) || target.dataset.action) return false;
  const tag = target.tagName;
  return (
    tag === 'BUTTON' ||
    tag === 'SUMMARY' ||
    tag === 'A' ||
    (target instanceof HTMLInputElement && target.type !== 'range')
  );
}

/**
 * Listens on `root`; `act(name, amount)` does the work (for `escape`, it
 * returns whether there was anything to close). Returns an unbind function.
 * @param {HTMLElement} root
 * @param {(name: string, amount?: number) => unknown} act
 */
export function bindKeys(root, act) {
  const onKeyDown = (/** @type {KeyboardEvent} */ event) => {
    const target = event.composedPath ? event.composedPath()[0] : event.target;
    if (isTextEntry(target) || event.altKey) return;
    const big = event.shiftKey && (event.ctrlKey || event.metaKey);
    const jump = big ? 100 : event.shiftKey ? 10 : 1;
    let handled = true;
    switch (event.key) {
      case ' ':
      case 'Spacebar':
        if (activatesOnSpace(target)) handled = false;
        else if (!event.repeat) act('toggle');
        break;
      case 'ArrowRight':
        act('forward', jump);
        break;
      case 'ArrowLeft':
        act('back', jump);
        break;
      case 'Home':
        act('start');
        break;
      case 'End':
        act('end');
        break;
      case 's':
      case 'S':
        if (event.ctrlKey || event.metaKey) handled = false;
        else act('next-solution');
        break;
      case 'p':
      case 'P':
        if (event.ctrlKey || event.metaKey) handled = false;
        else act('present');
        break;
      case '?':
        act('keys');
        break;
      case 'Escape':
        handled = act('escape') === true;
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };
  root.addEventListener('keydown', onKeyDown);
  return () => root.removeEventListener('keydown', onKeyDown);
}
