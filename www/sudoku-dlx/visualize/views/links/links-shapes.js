// The canvas shapes the links view draws with.

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x0
 * @param {number} y0
 * @param {number} x1
 * @param {number} y1
 */
export function line(ctx, x0, y0, x1, y1) {
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  ctx.stroke();
}

/**
 * A filled arrowhead, its tip at (`x`, `y`), pointing along `angle`. Its
 * corners are turned here rather than by the context's transform: the
 * links view draws some 800 a frame, and a save and restore of the
 * context's whole state around each was over half of a 4×4's frame.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {number} size
 */
export function arrowHead(ctx, x, y, angle, size) {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const corner = (/** @type {number} */ across) => {
    const [back, side] = [-size, across * size * 0.55];
    return /** @type {const} */ ([x + back * cos - side * sin, y + back * sin + side * cos]);
  };
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(...corner(-1));
  ctx.lineTo(...corner(1));
  ctx.closePath();
  ctx.fill();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
export function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  if (ctx.roundRect) ctx.roundRect(x, y, w, h, r);
  else ctx.rect(x, y, w, h);
}
