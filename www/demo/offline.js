// Offline play for the project's own site: the production build marks its
// page with the service worker to register (`<html data-service-worker>`,
// written by scripts/bundle.mjs beside sw.js); the unbundled page and the
// npm package have none. It registers once the page has loaded and is
// idle, so that precaching the rest of the build never competes with the
// first Solve.

import { afterLoad } from '../sudoku-dlx/shared/after-load.js';

/** Registers the build's service worker, if the page names one and the browser has them. */
export async function keepForOffline() {
  const script = document.documentElement.dataset.serviceWorker;
  if (!script || !('serviceWorker' in navigator)) return;
  await afterLoad();
  try {
    await navigator.serviceWorker.register(script);
  } catch {
    // A browser that refuses (a private window, storage turned off) keeps
    // the page as it is: it plays online, and nothing else depends on it.
  }
}
