// Following the search in a scrolled panel: the least scroll that brings
// what an event touched into sight, telling a reader's own scrolling
// (which turns following off) from the view's, and the Follow toggle every
// such panel has.

/** The Follow button, the same in every panel that has one. */
export const FOLLOW_STYLES = `
.dv-follow { height: 26px; padding: 0 10px; border: 1px solid var(--dv-rule); border-radius: 6px; background: var(--dv-bg); cursor: pointer; font-size: 12px; }
.dv-follow[aria-pressed="true"] { border-color: var(--dv-selected); color: var(--dv-fg); }
.dv-follow[aria-pressed="true"]::before { content: "✓ "; }
.dv-follow-bar { margin: 0 0 6px; }
.dv-follow-bar[hidden] { display: none; }`;

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

/**
 * A panel's Follow toggle: whether it scrolls to what each step touches, and
 * its button. A reader's own scroll of `scroller` turns it off, the button
 * turns it back on (and the panel follows the step shown at once), and each
 * step is followed once, so a redraw at the same step leaves the reader's
 * view alone. The matrix, the links and the dancing cells each have one.
 */
export class FollowToggle {
  #on = true;
  /** The step last followed. */
  #followed = -1;
  #redraw;

  /**
   * @param {Document} doc
   * @param {HTMLElement[]} scrollers what the reader may scroll
   * @param {() => void} redraw draws the step shown again (which follows it)
   * @param {(key: string) => boolean} [keyIsOurs] keys the panel uses itself
   */
  constructor(doc, scrollers, redraw, keyIsOurs) {
    this.#redraw = redraw;
    this.button = doc.createElement('button');
    this.button.type = 'button';
    this.button.className = 'dv-follow';
    this.button.textContent = 'Follow';
    this.button.title = 'Scroll to what each step touches (scrolling by hand turns this off)';
    this.button.setAttribute('aria-pressed', 'true');
    this.button.addEventListener('click', () => this.set(!this.#on));
    for (const scroller of scrollers) watchHandScroll(scroller, () => this.set(false), keyIsOurs);
  }

  get on() {
    return this.#on;
  }

  /**
   * Turns following on (the step shown is followed at once) or off.
   * @param {boolean} on
   */
  set(on) {
    if (on === this.#on) return;
    this.#on = on;
    this.button.setAttribute('aria-pressed', String(on));
    this.#followed = -1;
    if (on) this.#redraw();
  }

  /**
   * Whether the panel should scroll to step `step` now: while on, once a
   * step (this counts it followed).
   * @param {number} step
   */
  takes(step) {
    if (!this.#on || step === this.#followed) return false;
    this.#followed = step;
    return true;
  }

  /** The next draw follows again: the panel's layout or content moved. */
  again() {
    this.#followed = -1;
  }
}
