// Keyboard control of a visualizer: Space plays or pauses, arrows step
// (Shift for 10, Ctrl/Cmd+Shift for 100), Home and End jump, S finds the
// next solution. Keys typed into text fields and selects are left alone.

function isTextEntry(target) {
  if (!target || !target.tagName) return false;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable) return true;
  if (tag === 'INPUT') return target.type !== 'range' || target.dataset.keys === 'native';
  return false;
}

/** Listens on `root`; `act(name, amount)` does the work. Returns an unbind function. */
export function bindKeys(root, act) {
  const onKeyDown = (event) => {
    const target = event.composedPath ? event.composedPath()[0] : event.target;
    if (isTextEntry(target) || event.altKey) return;
    const big = event.shiftKey && (event.ctrlKey || event.metaKey);
    const jump = big ? 100 : event.shiftKey ? 10 : 1;
    let handled = true;
    switch (event.key) {
      case ' ':
      case 'Spacebar':
        if (!event.repeat) act('toggle');
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
  // A focused button would also "click" on Space's keyup; Space is ours here.
  const onKeyUp = (event) => {
    const target = event.composedPath ? event.composedPath()[0] : event.target;
    if (event.key === ' ' && !isTextEntry(target)) event.preventDefault();
  };
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('keyup', onKeyUp);
  return () => {
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('keyup', onKeyUp);
  };
}
