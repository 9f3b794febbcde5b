// Starts the pool's module workers from wherever the element's files are
// served. A browser starts a worker only from a script of the page's own
// origin, so when the element comes from another origin (a CDN) the worker
// starts from a blob: module of one line, which is the page's own, and
// which imports the real script; that import is fetched with CORS like
// every module the page loads from there. This is how pdf.js, Monaco and
// Cesium load their workers from a CDN (with importScripts, for classic
// workers); a page's Content Security Policy must then allow `worker-src
// blob:`.
//
// The scripts are written as `new URL('./x-worker.js', import.meta.url)`
// where they live, so bundlers emit each as an asset: every worker is one
// module with no imports (scripts/bundle.mjs), so it needs no bundling.

/** The bootstrap of each cross-origin script, made once a page. @type {Map<string, string>} */
const bootstraps = new Map();

/**
 * `url` made absolute against the page. A bundler may hand over a URL of
 * its own making: Turbopack's (Next.js) writes `new URL(...,
 * import.meta.url)` as an object whose `href` is a path and whose `origin`
 * is blank; its string is the path.
 * @param {URL} url
 */
export function absolute(url) {
  const page = globalThis.location?.href;
  return page ? new URL(String(url), page) : url;
}

/**
 * Whether a script at `url` can be a worker of this page as it is.
 * @param {URL} url
 */
function isPageOrigin(url) {
  const page = globalThis.location?.origin;
  return !page || page === 'null' || url.origin === page;
}

/**
 * A module worker running the script at `url`, however far it is served from.
 * @param {URL} url
 * @returns {Worker}
 */
export function startWorker(url) {
  const script = absolute(url);
  if (isPageOrigin(script)) return new Worker(script, { type: 'module' });
  let bootstrap = bootstraps.get(script.href);
  if (!bootstrap) {
    const source = `import ${JSON.stringify(script.href)};\n`;
    bootstrap = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    bootstraps.set(script.href, bootstrap);
  }
  return new Worker(bootstrap, { type: 'module', name: script.pathname.slice(script.pathname.lastIndexOf('/') + 1) });
}
