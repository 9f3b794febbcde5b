// Light or dark, for one element: its `theme` attribute says `light`,
// `dark` or `auto` (the default, as is any other word). `auto` follows the
// page first and the system second, as a page's own dark mode expects:
//
// 1. the conventions of docs themes and CSS frameworks, on <html> or <body>
//    (the first that says): `data-theme` (Starlight, Docusaurus),
//    `data-md-color-scheme` (MkDocs Material: `slate` is dark), `data-bs-theme`
//    (Bootstrap), a `dark` or `light` class (VitePress, Tailwind), and
//    mdBook's theme classes;
// 2. the page's `color-scheme` where the element sits, when it names one
//    scheme (`dark`, `only light`), or the `color-scheme` meta tag's;
// 3. the system's `prefers-color-scheme`.
//
// A page's toggle changes one of those attributes, so they are watched (one
// MutationObserver a document, shared by every element in it), and so is
// the system's setting. The element shows the answer as its `dark` custom
// state, which its stylesheets read as `:host(:state(dark))`.

/** What the element tells its shadow root when its scheme changes (the visualizer's canvases read colours again). */
export const SCHEME_CHANGE = 'sudoku-dlx-scheme';

/** @typedef {'light' | 'dark'} Scheme */

/** Attributes whose value names the scheme: name → value → scheme. @type {Record<string, Record<string, Scheme>>} */
const ATTRIBUTES = {
  'data-theme': { dark: 'dark', light: 'light' },
  'data-md-color-scheme': { slate: 'dark', default: 'light' },
  'data-bs-theme': { dark: 'dark', light: 'light' },
};
/** Classes that name the scheme: VitePress's and Tailwind's, then mdBook's themes. @type {Record<string, Scheme>} */
const CLASSES = { dark: 'dark', light: 'light', coal: 'dark', navy: 'dark', ayu: 'dark', rust: 'light' };
const WATCHED = ['class', 'style', ...Object.keys(ATTRIBUTES)];

/**
 * What a page's root or body says, if anything.
 * @param {Element | null} element
 * @returns {Scheme | null}
 */
function conventionOf(element) {
  if (!element) return null;
  for (const [name, values] of Object.entries(ATTRIBUTES)) {
    const value = element.getAttribute(name)?.trim().toLowerCase();
    if (value && Object.hasOwn(values, value)) return values[value];
  }
  for (const name of element.classList) {
    if (Object.hasOwn(CLASSES, name)) return CLASSES[name];
  }
  return null;
}

/**
 * The one scheme a `color-scheme` value names, or null (`normal`, `light dark`).
 * @param {string | null | undefined} value
 * @returns {Scheme | null}
 */
function namedScheme(value) {
  const words = (value ?? '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== 'only');
  return words.length === 1 && (words[0] === 'dark' || words[0] === 'light') ? words[0] : null;
}

/**
 * The scheme `auto` gives `element`: the page's, else the system's.
 * Without `styles`, the page's `color-scheme` is not read: reading a
 * computed style makes the browser work out every style of a page still
 * being built, and again once it is (element.js reads it once the
 * element is first laid out, before it is painted).
 * @param {Element} element
 * @param {boolean} [styles] whether to read the page's computed `color-scheme`
 * @returns {Scheme}
 */
export function pageScheme(element, styles = true) {
  const doc = element.ownerDocument;
  const win = doc.defaultView;
  const said = conventionOf(doc.documentElement) ?? conventionOf(doc.body);
  if (said) return said;
  const around = element.parentElement ?? doc.documentElement;
  const computed = styles && around && win ? namedScheme(win.getComputedStyle(around).colorScheme) : null;
  const meta = namedScheme(doc.querySelector('meta[name="color-scheme"]')?.getAttribute('content'));
  const system = win?.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  return computed ?? meta ?? system;
}

/**
 * The scheme `element` shows: its `theme` attribute's, or the page's.
 * @param {Element} element
 * @param {boolean} [styles] whether to read the page's computed `color-scheme` (pageScheme)
 * @returns {Scheme}
 */
export function schemeOf(element, styles = true) {
  const theme = element.getAttribute('theme')?.trim().toLowerCase();
  return theme === 'light' || theme === 'dark' ? theme : pageScheme(element, styles);
}

/** Each document's listeners, and how to stop watching it. @type {WeakMap<Document, { listeners: Set<() => void>, stop: () => void }>} */
const watched = new WeakMap();

/**
 * Calls `listener` whenever what `auto` reads may have changed in `doc`;
 * returns what stops it.
 * @param {Document} doc
 * @param {() => void} listener
 */
export function watchPage(doc, listener) {
  let watch = watched.get(doc);
  if (!watch) {
    const win = doc.defaultView;
    const listeners = new Set();
    const tell = () => listeners.forEach((call) => call());
    const observer = win?.MutationObserver ? new win.MutationObserver(tell) : null;
    const options = { attributes: true, attributeFilter: WATCHED };
    observer?.observe(doc.documentElement, options);
    // The body may come later than a module in the head.
    const observeBody = () => doc.body && observer?.observe(doc.body, options);
    if (doc.body) observeBody();
    else doc.addEventListener('DOMContentLoaded', observeBody, { once: true });
    const query = win?.matchMedia?.('(prefers-color-scheme: dark)');
    query?.addEventListener('change', tell);
    const stop = () => {
      observer?.disconnect();
      query?.removeEventListener('change', tell);
      watched.delete(doc);
    };
    watch = { listeners, stop };
    watched.set(doc, watch);
  }
  const own = watch;
  own.listeners.add(listener);
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size === 0) own.stop();
  };
}
