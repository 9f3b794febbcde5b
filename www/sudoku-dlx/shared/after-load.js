// Work nobody asked for (a rating, which needs the larger `logic` wasm)
// waits until the page has loaded, a person has had a moment for a first
// action (usually Solve), and the browser is idle, so that it does not
// compete with what the page needs first.

/** The moment after the load event left to a person's first action. */
const FIRST_ACTION_MS = 1_000;
/** The most an idle callback may wait, so that a busy page still gets its background work. */
const IDLE_TIMEOUT_MS = 2_000;

/** @type {Promise<void> | null} */
let settled = null;

/** Resolves once the page has loaded, a moment has passed and the browser is idle (at once outside a page). */
export function afterLoad() {
  settled ??= new Promise((resolve) => {
    if (typeof document === 'undefined') {
      resolve();
      return;
    }
    const idle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else resolve();
    };
    const wait = () => setTimeout(idle, FIRST_ACTION_MS);
    if (document.readyState === 'complete') wait();
    else addEventListener('load', wait, { once: true });
  });
  return settled;
}
