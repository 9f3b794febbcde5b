// Whether the phone's small steps (controls.js's mini bar, beside the book's
// line in the words that stick to the top of the screen) are needed: they
// stand for the toolbar's buttons once those are scrolled away, so while the
// toolbar shows below the words they are hidden (styles.js), never twice the
// same buttons on one screen. An IntersectionObserver tells, its top margin
// the sticky words' height, so a toolbar scrolled under the words counts as
// gone; it reads no layout of its own. Under load the observer's task comes
// late and brings every crossing since the last one, oldest first: only the
// last entry says where the toolbar is now.

/**
 * Watches `toolbar` and marks `root` `data-controls-shown` while it is on
 * screen below the sticky words. `fit(height)` sets the words' height
 * (visualizer-view.js measures it); `stop()` stops watching.
 * @param {Window & typeof globalThis} win
 * @param {HTMLElement} root
 * @param {HTMLElement} toolbar
 */
export function watchToolbar(win, root, toolbar) {
  const Observer = win.IntersectionObserver;
  /** @type {IntersectionObserver | undefined} */
  let observer;
  let covered = -1;
  return {
    /** @param {number} wordsHeight */
    fit(wordsHeight) {
      if (!Observer || wordsHeight === covered) return;
      covered = wordsHeight;
      observer?.disconnect();
      observer = new Observer(
        (entries) => root.toggleAttribute('data-controls-shown', entries[entries.length - 1].isIntersecting),
        { rootMargin: `-${wordsHeight}px 0px 0px 0px` },
      );
      observer.observe(toolbar);
    },
    stop() {
      observer?.disconnect();
    },
  };
}
