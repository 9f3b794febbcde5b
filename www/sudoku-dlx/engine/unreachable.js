// What to say when one of the element's own files (a worker, a wasm file)
// cannot be loaded: which file, and, when it is served from another origin
// than the page's (a CDN), the likely cause and its fix, since a browser
// tells a script no more than "failed" about a request that CORS blocked.
// The element shows the sentence where the part that needed the file would
// be, and the console gets it once a page.

import { absolute } from './start-worker.js';

/** A file of the element's own (a worker, a wasm file, a mode's module) could not be loaded. */
export class UnreachableError extends Error {
  name = 'UnreachableError';
}

/** @type {Set<string>} */
const logged = new Set();

/**
 * The error to show for `what` (capitalised: "The solver"), which could not
 * start because the file at `url` could not be loaded. `status` is the
 * server's answer when there was one; a request that CORS blocked has none.
 * The console is told once a page.
 * @param {string} what
 * @param {URL} url
 * @param {string} [status]
 */
export function unreachable(what, url, status) {
  url = absolute(url);
  const page = globalThis.location?.origin;
  const crossOrigin = Boolean(page) && page !== 'null' && url.origin !== page;
  const cause = status
    ? ` (${status})`
    : crossOrigin
      ? " from this page, which is on another origin: its server must send CORS headers (Access-Control-Allow-Origin), or serve the package's dist/ folder from this site"
      : '';
  const message = `${what} could not start: ${url.href} could not be loaded${cause}.`;
  if (!logged.has(message)) {
    logged.add(message);
    console.error(`sudoku-dlx: ${message}`);
  }
  return new UnreachableError(message);
}
