// Following the search in a scrolled panel: the least scroll that brings
// what an event touched into sight, and telling a reader's own scrolling
// (which turns following off) from the view's.

/** Room kept clear at the far edges for a scrollbar, in CSS pixels. */
export const SCROLLBAR = 16;

/**
 * The scroll offset nearest `at` that shows the span [`from`, `to`) inside
 * the window [`at` + `start`, `at` + `end`); a span too long for the window
 * shows from its start. All in one unit; the result lies in [0, `max`].
 * @param {number} at the offset now
 * @param {number} from
 * @param {number} to
 * @param {number} start
 * @param {number} end
 * @param {number} max
 */
export function nearestScroll(at, from, to, start, end, max) {
  let next = at;
  if (to - from > end - start || from < at + start) next = from - start;
  else if (to > at + end) next = to - end;
  return Math.max(0, Math.min(max, next));
}

const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * Calls `onHand` when the reader scrolls `element`: the wheel, a touch drag,
 * the scroll keys, or a press on its scrollbar (on the element itself, not
 * its content). Scrolls set by script pass unremarked.
 * @param {HTMLElement} element
 * @param {() => void} onHand
 * @param {(key: string) => boolean} [keyIsOurs] keys the view uses itself
 */
export function watchHandScroll(element, onHand, keyIsOurs = () => false) {
  element.addEventListener('wheel', onHand, { passive: true });
  element.addEventListener('touchmove', onHand, { passive: true });
  element.addEventListener('pointerdown', (event) => {
    if (event.target === element) onHand();
  });
  element.addEventListener('keydown', (event) => {
    if (SCROLL_KEYS.has(event.key) && !keyIsOurs(event.key)) onHand();
  });
}

/**
 * The span, in content coordinates, of the cells at `indices` (each `size`
 * long, the first at `position(index)`), skipping those `position` gives as NaN.
 * @param {number[]} indices
 * @param {(index: number) => number} position
 * @param {number} size
 */
export function spanOf(indices, position, size) {
  let from = Infinity;
  let to = -Infinity;
  for (const index of indices) {
    const at = position(index);
    if (Number.isNaN(at)) continue;
    from = Math.min(from, at);
    to = Math.max(to, at + size);
  }
  return from <= to ? { from, to } : null;
}
