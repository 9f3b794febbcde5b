// Runs a callback once an element comes near the viewport, so that what a
// page shows below the fold (its modules, its wasm) is fetched only when the
// reader scrolls towards it. Without IntersectionObserver it runs at once.

// How far outside the viewport counts as near: a screen or so of scrolling.
export const NEAR_MARGIN = '800px';

/**
 * Calls `callback` once `element` is within `margin` of the viewport; the
 * returned function calls it at once instead (a first use), or, given
 * `false`, forgets it.
 * @param {Element} element
 * @param {() => void} callback
 * @param {string} [margin] how far outside the viewport counts (a CSS length)
 * @returns {(now?: boolean) => void}
 */
export function whenNear(element, callback, margin = NEAR_MARGIN) {
  let pending = true;
  /** @type {IntersectionObserver | null} */
  let observer = null;
  const settle = (/** @type {boolean} */ now) => {
    if (!pending) return;
    pending = false;
    observer?.disconnect();
    if (now) callback();
  };
  const settleNow = (now = true) => settle(now);
  const Observer = element.ownerDocument.defaultView?.IntersectionObserver;
  if (!Observer) {
    settle(true);
    return settleNow;
  }
  observer = new Observer(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) settle(true);
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return settleNow;
}
