// On a phone the words stick to the top of the screen (styles.js), and a
// view scrolled up to them by a finger slides under them: its first row,
// the item names or letters its columns are read by, hidden. When a scroll
// ends with a panel's top just under the words (less than SNAP px), the
// page is brought back the few pixels that show it below them, as a
// scroll-snap would, which the element cannot set on the page it is in.
// It reads layout only when a scroll ends, never while it plays.

/** How far under the words a panel's top may end a scroll and be brought back, in px. */
export const SNAP = 56;

/**
 * Watches the page's scrolling while `words` stick; `stop()` stops.
 * @param {Window & typeof globalThis} win
 * @param {HTMLElement} root the visualizer's frame
 * @param {HTMLElement} words
 */
export function snapUnderWords(win, root, words) {
  const ended = () => {
    if (win.getComputedStyle(words).position !== 'sticky') return;
    const under = words.getBoundingClientRect().bottom;
    for (const panel of root.querySelectorAll('.dv-panel:not([hidden])')) {
      const { top, height } = panel.getBoundingClientRect();
      if (height && top < under && top > under - SNAP) {
        win.scrollBy({ top: top - under - 6, behavior: 'smooth' });
        return;
      }
    }
  };
  win.addEventListener('scrollend', ended);
  return {
    stop() {
      win.removeEventListener('scrollend', ended);
    },
  };
}
