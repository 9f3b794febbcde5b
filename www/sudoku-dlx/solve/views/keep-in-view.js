// On a phone the on-screen keyboard covers the lower part of the page; the
// visual viewport shrinks while the layout does not. Whenever it shrinks,
// the focused cell is scrolled back into what remains visible.

/**
 * Keeps the focused cell of `grid` in view; returns what stops it.
 * @param {HTMLElement} grid
 */
export function keepInView(grid) {
  const view = grid.ownerDocument.defaultView;
  const viewport = view?.visualViewport;
  if (!view || !viewport) return () => {};
  const reveal = () => {
    const root = grid.getRootNode();
    const focused = /** @type {HTMLElement | null} */ (root instanceof ShadowRoot ? root.activeElement : null);
    if (!focused || !grid.contains(focused)) return;
    const { top, bottom } = focused.getBoundingClientRect();
    if (top < viewport.offsetTop || bottom > viewport.offsetTop + viewport.height) {
      focused.scrollIntoView({ block: 'center' });
    }
  };
  viewport.addEventListener('resize', reveal);
  grid.addEventListener('focusin', () => view.requestAnimationFrame(reveal));
  return () => viewport.removeEventListener('resize', reveal);
}
