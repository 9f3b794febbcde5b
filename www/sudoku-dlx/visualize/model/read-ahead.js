// Reads the rest of the search in the background, a few milliseconds at a
// time, until it is over or the event log's cap stops it, so that the
// timeline's scale is the whole search soon after a load and never changes
// under the thumb. Each slice yields to the page (playback, input), and a
// search is never read beyond the log's cap.

/** @typedef {import('./event-log.js').EventLog} EventLog */

/** Milliseconds of reading per slice, and of rest between slices. */
const SLICE_MS = 6;
const REST_MS = 4;

/**
 * Starts reading `log` ahead; `grew()` is called after every slice that
 * added events. Returns a function that stops it.
 * @param {Window} win
 * @param {EventLog} log
 * @param {() => void} grew
 */
export function readAhead(win, log, grew) {
  let timer = 0;
  const slice = () => {
    const before = log.length;
    log.ensure(Infinity, win.performance.now() + SLICE_MS);
    if (log.length !== before) grew();
    timer = log.complete ? 0 : win.setTimeout(slice, REST_MS);
  };
  timer = win.setTimeout(slice, REST_MS);
  return () => win.clearTimeout(timer);
}
