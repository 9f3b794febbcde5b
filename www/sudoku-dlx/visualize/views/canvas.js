// Canvas plumbing shared by the views: sizing for the device pixel ratio,
// and colours read from the stylesheet so one theme serves DOM and canvas.

/**
 * Device pixels per CSS pixel of `element`: the screen's ratio times any CSS `zoom`
 * on the way (presentation mode zooms its panels), so a zoomed canvas stays sharp.
 * @param {Element} element
 */
export function pixelRatio(element) {
  const zoom = /** @type {{ currentCSSZoom?: number }} */ (element).currentCSSZoom || 1;
  return (element.ownerDocument.defaultView?.devicePixelRatio || 1) * zoom;
}

/**
 * Sizes `canvas` to `width`×`height` CSS pixels at its pixel ratio; returns the ratio.
 * @param {HTMLCanvasElement} canvas
 * @param {number} width
 * @param {number} height
 */
export function fitCanvas(canvas, width, height) {
  const ratio = pixelRatio(canvas);
  const w = Math.max(1, Math.round(width * ratio));
  const h = Math.max(1, Math.round(height * ratio));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  return ratio;
}

/**
 * The `--dv-*` custom properties of `element`, as a `{ name: colour }` map.
 * @template {string} Name
 * @param {Element} element
 * @param {readonly Name[]} names
 * @returns {Record<Name, string>}
 */
export function themeColors(element, names) {
  const style = /** @type {Window} */ (element.ownerDocument.defaultView).getComputedStyle(element);
  const colors = /** @type {Record<Name, string>} */ ({});
  for (const name of names) colors[name] = style.getPropertyValue(`--dv-${name}`).trim() || '#888';
  return colors;
}

/**
 * The font family `element` is set in (a page's `--dv-font`), for a canvas
 * to draw its text in what the page chose, and to measure it in that.
 * @param {HTMLElement} element
 */
export function fontFamily(element) {
  return element.ownerDocument.defaultView?.getComputedStyle(element).fontFamily || 'system-ui, sans-serif';
}

/**
 * A canvas that is never attached, for cached base images.
 * @param {Document} doc
 * @param {number} width
 * @param {number} height
 */
export function offscreenCanvas(doc, width, height) {
  const canvas = doc.createElement('canvas');
  canvas.width = Math.max(1, width);
  canvas.height = Math.max(1, height);
  return canvas;
}

/**
 * The chosen item's length, written on a tag in the chosen colour where its
 * bar would be: as wide as the column, wider only for a number that needs
 * it, so it covers no neighbour's bar (both matrix views draw it). The
 * context's font is set by the caller.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Record<string, string>} colors with `chosen` and `on-selected`
 * @param {{ text: string, middle: number, width: number, top: number, height: number, pad: number }} tag
 * @returns {{ left: number, top: number, width: number, height: number }} the tag's box
 */
export function drawLengthTag(ctx, colors, { text, middle, width, top, height, pad }) {
  const wide = Math.max(width, ctx.measureText(text).width + 2 * pad);
  ctx.fillStyle = colors.chosen;
  ctx.fillRect(middle - wide / 2, top, wide, height);
  ctx.fillStyle = colors['on-selected'];
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, middle, top + height / 2);
  return { left: middle - wide / 2, top, width: wide, height };
}
