// A fade at the edge of a scrolled view where more of it lies beyond. Where
// scrollbars only show while scrolling (phones, and macOS by default), a
// view cut at its box's edge looked whole; the fade says it goes on, and
// goes once the reader has scrolled to that end.

import * as render from '../../shared/render.js';

/** How far past the edge, in CSS pixels, a view may go without a cue. */
const SLIVER = 8;

/** The cue's styles, adopted with the visualizer's own (visualizer-view.js). */
export const SCROLL_CUE_STYLES = `
.dv-cue { position: relative; min-width: 0; }
.dv-cue::before, .dv-cue::after { position: absolute; z-index: 1; display: flex; opacity: 0; pointer-events: none; transition: opacity 0.15s; font-size: 12px; color: var(--dv-muted); }
.dv-cue::after { content: "→"; top: 0; right: 0; bottom: 0; width: 32px; align-items: center; justify-content: flex-end; padding-right: 2px; background: linear-gradient(to right, transparent, var(--dv-bg) 75%); }
.dv-cue::before { content: "more ↓"; left: 0; right: 0; bottom: 0; height: 32px; align-items: flex-end; justify-content: center; background: linear-gradient(to bottom, transparent, var(--dv-bg) 75%); }
.dv-cue[data-more~="right"]::after, .dv-cue[data-more~="below"]::before { opacity: 1; }
/* Over a sticky header's strip too (sticky-head.js), which says the view goes on as much. */
.dv-cue::after { z-index: 2; }
.dv-cue:has(> [hidden]) { display: none; }`;

/**
 * Wraps `scroller` in the element that draws its cue, kept current as it
 * scrolls and as it or its content changes size. Returns the wrapper, to
 * put where the scroller was to go. `over` goes in it too, positioned over
 * the scroller (a sticky header's track, sticky-head.js).
 * @param {HTMLElement} scroller
 * @param {HTMLElement} [over]
 */
export function withScrollCue(scroller, over) {
  const doc = scroller.ownerDocument;
  const cue = doc.createElement('div');
  cue.className = 'dv-cue';
  cue.append(scroller);
  if (over) cue.append(over);
  // A sliver past the edge (an arrowhead, a rounding) is no more to see.
  const update = () => {
    const right = scroller.scrollWidth - scroller.clientWidth - scroller.scrollLeft > SLIVER;
    const below = scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop > SLIVER;
    const more = `${right ? 'right' : ''} ${below ? 'below' : ''}`.trim();
    render.data(cue, 'more', more);
  };
  scroller.addEventListener('scroll', update, { passive: true });
  const Observer = doc.defaultView?.ResizeObserver;
  if (Observer) {
    const observer = new Observer(update);
    observer.observe(scroller);
    for (const child of scroller.children) observer.observe(child);
  }
  return cue;
}
