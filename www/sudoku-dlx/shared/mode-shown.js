// The element's `loading` state (`sudoku-dlx:state(loading)`) lasts from a
// mode's mount until it has drawn its content. The visualizer and the ladder
// load only when they come near the viewport, so a page can keep their space
// while the state lasts and nothing the reader sees moves when they arrive.
// Each mode says when it has drawn (its content, or why it could not) with
// this event on its shadow root; the element listens.

export const MODE_SHOWN = 'sudoku-dlx-shown';

/**
 * Tells the element that the mode in `shadow` has drawn its content.
 * @param {ShadowRoot} shadow
 */
export function modeShown(shadow) {
  shadow.dispatchEvent(new Event(MODE_SHOWN));
}
