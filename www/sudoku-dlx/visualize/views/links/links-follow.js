// The links view following the search: at each step it scrolls sideways the
// least that shows the columns of what the step touches, beside the options'
// names that stay at the left edge. Scrolling by hand, or moving the
// keyboard's cursor, turns its Follow toggle off; the button, shown when the
// links are wider than the panel, turns it back on.

import { nearestScroll, spanOf } from '../follow.js';
import { touchedAt } from '../../model/touched.js';

/**
 * Scrolls `view` to what step `step` touches (its items, and the items of
 * its options), once a step, while its toggle follows.
 * @param {import('./links-view.js').LinksView} view
 * @param {import('../../model/replay-state.js').ReplayState} state
 * @param {import('../../model/event-log.js').EventLog} log
 * @param {number} step
 */
export function followLinks(view, state, log, step) {
  if (!view.follow.takes(step)) return;
  const { scroller, g, problem } = view;
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
  scroller.scrollLeft = nearestScroll(scroller.scrollLeft, span.from, span.to, g.labelW + 4, scroller.clientWidth, max);
}
