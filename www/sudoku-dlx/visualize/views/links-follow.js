// The links view following the search: at each step it scrolls sideways the
// least that shows the columns of what the step touches, beside the options'
// names that stay at the left edge. Scrolling by hand, or moving the
// keyboard's cursor, turns it off; the Follow button, shown when the links
// are wider than the panel, turns it back on.

import { nearestScroll, spanOf, watchHandScroll } from './follow.js';
import { touchedAt } from '../model/touched.js';

export class LinksFollow {
  #following = true;
  /** The step last followed, so a redraw at the same step leaves the reader's view alone. */
  #followed = -1;
  #redraw;

  /**
   * @param {Document} doc
   * @param {import('./links-view.js').LinksView} view
   * @param {() => void} redraw draws the step shown again (which follows it)
   */
  constructor(doc, view, redraw) {
    this.view = view;
    this.#redraw = redraw;
    this.button = doc.createElement('button');
    this.button.type = 'button';
    this.button.className = 'dv-mx-follow dv-links-follow';
    this.button.textContent = 'Follow';
    this.button.title = 'Scroll to what each step touches (scrolling by hand turns this off)';
    this.button.setAttribute('aria-pressed', 'true');
    this.button.addEventListener('click', () => this.set(!this.#following));
    watchHandScroll(view.scroller, () => this.set(false));
  }

  get following() {
    return this.#following;
  }

  /**
   * Turns following on (it scrolls to the step shown at once) or off.
   * @param {boolean} on
   */
  set(on) {
    if (on === this.#following) return;
    this.#following = on;
    this.button.setAttribute('aria-pressed', String(on));
    this.#followed = -1;
    if (on) this.#redraw();
  }

  /**
   * Scrolls to what step `step` touches (its items, and the items of its
   * options), once a step, while following.
   * @param {import('../model/replay-state.js').ReplayState} state
   * @param {import('../model/event-log.js').EventLog} log
   * @param {number} step
   */
  follow(state, log, step) {
    if (!this.#following || step === this.#followed) return;
    this.#followed = step;
    const { scroller, g, problem } = this.view;
    if (scroller.scrollWidth <= scroller.clientWidth) return;
    const { items, options } = touchedAt(problem, log, step, state);
    const columns = [...items, ...options.flatMap((o) => Array.from(problem.itemsOf(o)))];
    const place = (/** @type {number} */ item) => g.left + (item + 1) * g.dx - g.dx / 2;
    let span = spanOf(columns, place, g.dx);
    // When all of it cannot show, the item the event is about comes first.
    if (span && span.to - span.from > scroller.clientWidth - g.labelW - 4 && items.length) {
      span = spanOf(items, place, g.dx);
    }
    if (!span) return;
    const max = scroller.scrollWidth - scroller.clientWidth;
    scroller.scrollLeft = nearestScroll(
      scroller.scrollLeft,
      span.from,
      span.to,
      g.labelW + 4,
      scroller.clientWidth,
      max,
    );
  }
}
