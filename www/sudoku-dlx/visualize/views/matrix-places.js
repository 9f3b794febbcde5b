// For tests: where the matrix's last frame drew the columns and rows a step
// touched, and the part of the panel that shows cells (in the compact
// matrix, below and right of the frozen names), in CSS pixels from the
// panel's top left corner.

/** @typedef {import('../model/touched.js').Touched} Touched */

/**
 * @param {import('./compact-matrix.js').CompactMatrix} compact
 * @param {Touched} touched
 */
export function compactPlaces({ g, selection, edges, element }, touched) {
  if (!g) return null;
  const px = (/** @type {number} */ device) => device / g.ratio;
  const x = (/** @type {number} */ item) => px(edges[selection.columnOf[item]] - g.sx);
  const y = (/** @type {number} */ o) => px(g.top + selection.rowOf[o] * g.cell - g.sy);
  const cell = px(g.cell);
  return {
    items: touched.items
      .filter((item) => selection.columnOf[item] >= 0)
      .map((item) => ({ item, from: x(item), to: x(item) + cell })),
    options: touched.options
      .filter((o) => selection.rowOf[o] >= 0)
      .map((o) => ({ option: o, from: y(o), to: y(o) + cell })),
    window: { left: px(g.left), top: px(g.top), right: element.clientWidth, bottom: element.clientHeight },
  };
}

/**
 * @param {import('./full-matrix.js').FullMatrix} full
 * @param {Touched} touched
 */
export function fullPlaces(full, touched) {
  const g = full.geometry;
  if (!g) return null;
  const { element } = full;
  const x = (/** @type {number} */ item) => g.colX[item] / g.ratio - element.scrollLeft;
  const y = (/** @type {number} */ o) => full.rowY(o) / g.ratio - element.scrollTop;
  return {
    items: touched.items.map((item) => ({ item, from: x(item), to: x(item) + g.colW / g.ratio })),
    options: touched.options.map((o) => ({ option: o, from: y(o), to: y(o) + g.rowH / g.ratio })),
    window: { left: 0, top: 0, right: element.clientWidth, bottom: element.clientHeight },
  };
}
