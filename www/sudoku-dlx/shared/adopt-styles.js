// Styles for a shadow root through constructable stylesheets
// (`adoptedStyleSheets`), not `<style>` elements: a page whose Content
// Security Policy says `style-src 'self'` blocks `<style>` elements but not
// these, so the element is fully styled under a strict policy. Each
// stylesheet is built once per document and shared by every element in it.

import { HOST_STYLES } from './styles.js';

/** @type {WeakMap<Document, Map<string, CSSStyleSheet>>} */
const sheets = new WeakMap();

/**
 * The one stylesheet of `doc` holding `css`.
 * @param {Document} doc
 * @param {string} css
 */
function sheetFor(doc, css) {
  let byText = sheets.get(doc);
  if (!byText) {
    byText = new Map();
    sheets.set(doc, byText);
  }
  let sheet = byText.get(css);
  if (!sheet) {
    const Sheet = /** @type {typeof CSSStyleSheet} */ (doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet);
    sheet = new Sheet();
    sheet.replaceSync(css);
    byText.set(css, sheet);
  }
  return sheet;
}

/**
 * The document `root` belongs to (a document is its own).
 * @param {ShadowRoot | Document} root
 * @returns {Document}
 */
function documentOf(root) {
  return root.ownerDocument ?? /** @type {Document} */ (root);
}

/**
 * Gives the element's shadow root `root` the host's own styles
 * (shared/styles.js), then `css` (each a stylesheet's text), replacing
 * what it had.
 * @param {ShadowRoot} root
 * @param {string[]} css
 */
export function adoptStyles(root, css) {
  root.adoptedStyleSheets = [HOST_STYLES, ...css].map((text) => sheetFor(documentOf(root), text));
}

/**
 * Adds the styles `css` to `root` (a shadow root, or a document for a
 * visualizer mounted outside any), keeping what it has.
 * @param {ShadowRoot | Document} root
 * @param {string} css
 */
export function addStyles(root, css) {
  const sheet = sheetFor(documentOf(root), css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
