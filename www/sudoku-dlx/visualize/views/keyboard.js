// Keyboard control of a visualizer: Space plays or pauses, arrows step
// (Shift for 10, Ctrl/Cmd+Shift for 100), Home and End jump, S finds the
// next solution. Keys typed into text fields and selects are left alone, and
// so is Space on the controls it activates (the Play button's activation
// plays or pauses anyway).

/** @param {EventTarget | null} target */
function isTextEntry(target) {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return target.type !== 'range' || target.dataset.keys === 'native';
  return false;
}

// Space presses buttons, opens summaries and ticks boxes by itself. A range
// (the timeline, whose arrow keys are ours anyway) has no use for it.
/** @param {EventTarget | null} target */
function activatesOnSpace(target) {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return (
    tag === 'BUTTON' ||
    tag === 'SUMMARY' ||
    tag === 'A' ||
    (target instanceof HTMLInputElement && target.type !== 'range')
  );
}

/**
 * Listens on `root`; `act(name, amount)` does the work. Returns an unbind function.
 * @param {HTMLElement} root
 * @param {(name: string, amount?: number) => void} act
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
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };
  root.addEventListener('keydown', onKeyDown);
  return () => root.removeEventListener('keydown', onKeyDown);
}
