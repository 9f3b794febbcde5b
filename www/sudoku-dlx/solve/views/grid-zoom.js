// Big grids on a phone: a 16×16 or 25×25 grid as wide as the screen has
// cells of 20 px, too small to tap or read, so there it is zoomed in (cells
// of 44 px) in a square window that pans by dragging, with a cue at each
// edge the grid goes on past (an arrow over a fade), until scrolled to that
// end. The Zoom key of the pad (pad.js) shows the whole grid again, and back.
// The zoom applies only in a narrow frame (styles/small-screens.js); the focused cell is
// scrolled into the window by the browser, as any focused element is.

/** How far past the edge, in CSS pixels, the grid may go without a cue. */
const SLIVER = 4;

/** The grids that zoom: below them a phone's cells are large enough. */
export const ZOOMED_SIDES = [16, 25];

/**
 * Keeps the cues of `scroller`'s window current as it scrolls, as it or the
 * grid change size, and as the zoom changes; returns the function that stops.
 * @param {HTMLElement} scroller
 * @param {HTMLElement} cue the element whose `data-more` names the edges to cue: left, right, above, below
 */
export function watchPan(scroller, cue) {
  const update = () => {
    const { scrollLeft, scrollTop, scrollWidth, scrollHeight, clientWidth, clientHeight } = scroller;
    const more = [
      scrollLeft > SLIVER && 'left',
      scrollWidth - clientWidth - scrollLeft > SLIVER && 'right',
      scrollTop > SLIVER && 'above',
      scrollHeight - clientHeight - scrollTop > SLIVER && 'below',
    ]
      .filter(Boolean)
      .join(' ');
    if (cue.dataset.more !== more) cue.dataset.more = more;
  };
  scroller.addEventListener('scroll', update, { passive: true });
  const Observer = scroller.ownerDocument.defaultView?.ResizeObserver;
  const observer = Observer ? new Observer(update) : null;
  observer?.observe(scroller);
  for (const child of scroller.children) observer?.observe(child);
  // An observer reports each size once laid out: reading it now would lay the page out within this task.
  if (!observer) update();
  return () => {
    scroller.removeEventListener('scroll', update);
    observer?.disconnect();
  };
}

/**
 * Zooms the grid in `scroller` in or out, keeping the focused cell in view.
 * @param {HTMLElement} scroller
 * @param {boolean} zoomed whether the grid is zoomed in (it zooms only when big)
 * @param {number} side
 */
export function zoom(scroller, zoomed, side) {
  const on = zoomed && ZOOMED_SIDES.includes(side);
  if (scroller.classList.contains('zoomed') === on) return;
  scroller.classList.toggle('zoomed', on);
  const focused = /** @type {HTMLElement | null} */ (scroller.querySelector('input:focus'));
  focused?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
