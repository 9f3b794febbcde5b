// A view's first row, the item names its columns are read by, kept in sight
// while the page scrolls the view up: below the top of the screen, and on a
// phone below the sticky words, where it had slid under them (a reader
// scrolled into the links of a 4×4 could not tell one column from another).
// The view's own band cannot stick: it is drawn on a canvas inside a
// scroller, and a sticky element sticks to its nearest scroller. So a strip
// lies over the band, outside the scroller, and sticks in its stead.
//
// The strip copies the band's pixels from the view's canvases after each
// draw and as the view scrolls sideways, so it shows what the view shows. In
// its place it lies exactly over the band, the same pixels over the same
// pixels, and takes no room (its track is positioned over the view), so
// nothing moves as it sticks and comes unstuck, and it covers no cell; stuck,
// the rows pass under it as they pass under the words, and it goes up with
// the view's end. A pointer or a tap on it is one on the band it shows.

import { pixelRatio } from './canvas.js';

/** The strip's styles, adopted with the visualizer's own (visualizer-view.js). */
export const STICKY_HEAD_STYLES = `
.dv-head-track { position: absolute; left: 0; right: 0; bottom: 0; z-index: 2; pointer-events: none; }
.dv-head-strip { position: sticky; top: 0; overflow: hidden; pointer-events: auto; }
.dv-head-strip canvas { display: block; }
@container (max-width: 520px) { .dv-head-strip { top: var(--dv-words-height, 100px); } }`;

/**
 * @typedef {object} Band where the header band is in the view's canvases, in CSS pixels
 * @property {number} top its top, from the canvases' top
 * @property {number} height
 * @property {number} width the scroller's width: what the view shows of the canvases side by side
 */

export class StickyHead {
  /** @type {Band} */
  #band = { top: 0, height: 0, width: 0 };
  /** The scroller's sideways scroll, kept from its scroll events: a draw during playback reads no layout. */
  #left = 0;

  /**
   * @param {HTMLElement} scroller the view's scroller
   * @param {HTMLCanvasElement} canvas the view's canvas, which scrolls in it
   * @param {HTMLCanvasElement | null} pinned a canvas at the scroller's left edge that does not scroll sideways (the links' option names), drawn over the first
   */
  constructor(scroller, canvas, pinned = null) {
    const doc = scroller.ownerDocument;
    this.scroller = scroller;
    this.canvas = canvas;
    this.pinned = pinned;
    /** The strip's track, to go in the positioned box around `scroller` (its scroll cue). */
    this.element = doc.createElement('div');
    this.element.className = 'dv-head-track';
    this.strip = doc.createElement('canvas');
    this.strip.className = 'dv-head-strip';
    this.strip.setAttribute('aria-hidden', 'true');
    this.element.append(this.strip);
    scroller.addEventListener(
      'scroll',
      () => {
        if (scroller.scrollLeft === this.#left) return;
        this.#left = scroller.scrollLeft;
        this.draw();
      },
      { passive: true },
    );
    // The scroller's width as it settles: a view laid out while its panel
    // was still wide (a problem picked just after the page's link brought
    // the visualizer in) had a strip as wide as the canvas, over the panel
    // beside it.
    const Resize = doc.defaultView?.ResizeObserver;
    if (Resize) {
      new Resize(() => {
        const width = scroller.clientWidth;
        // Only narrower: the view lays itself out again when its panel grows.
        if (!width || width >= this.#band.width || !this.#band.height) return;
        this.layout({ ...this.#band, width });
        this.draw();
      }).observe(scroller);
    }
    for (const type of ['pointermove', 'pointerleave', 'click']) {
      this.strip.addEventListener(type, (event) => this.#forward(/** @type {PointerEvent} */ (event)));
    }
  }

  /** The strip's height in CSS pixels: what a row scrolled to the top must stay below. */
  get height() {
    return this.#band.height;
  }

  /**
   * Places the strip over the band: called once the view has sized its canvases.
   * @param {Band} band
   */
  layout(band) {
    this.#band = band;
    this.#left = this.scroller.scrollLeft;
    const { strip } = this;
    const ratio = pixelRatio(strip);
    const width = Math.max(1, Math.round(band.width * ratio));
    const height = Math.max(1, Math.round(band.height * ratio));
    if (strip.width !== width) strip.width = width;
    if (strip.height !== height) strip.height = height;
    strip.style.width = `${band.width}px`;
    strip.style.height = `${band.height}px`;
    this.element.style.top = `${band.top}px`;
  }

  /** Copies the band as the view shows it now: after each of its draws. */
  draw() {
    const { strip, canvas, pinned } = this;
    const { top, height, width } = this.#band;
    if (!height) return;
    const ctx = /** @type {CanvasRenderingContext2D} */ (strip.getContext('2d'));
    const ratio = strip.width / width;
    ctx.clearRect(0, 0, strip.width, strip.height);
    const copy = (/** @type {HTMLCanvasElement} */ source, /** @type {number} */ left, /** @type {number} */ wide) => {
      // The source's own pixels per CSS pixel, from the size it was given.
      const scale = source.width / (Number.parseFloat(source.style.width) || source.width);
      const w = Math.min(wide, source.width / scale - left);
      if (w <= 0) return;
      ctx.drawImage(source, left * scale, top * scale, w * scale, height * scale, 0, 0, w * ratio, height * ratio);
    };
    copy(canvas, this.#left, width);
    if (pinned) copy(pinned, 0, width);
  }

  /**
   * A pointer on the strip is one on the band it shows: the event again on
   * the view's canvas, at the point of the band under it.
   * @param {PointerEvent} event
   */
  #forward(event) {
    const at = this.strip.getBoundingClientRect();
    const view = this.canvas.getBoundingClientRect();
    // The band's place measured on the screen: a zoomed panel (presentation mode) scales it.
    const zoom = view.height / (this.canvas.offsetHeight || view.height);
    const clientY = view.top + this.#band.top * zoom + (event.clientY - at.top);
    const init = { clientX: event.clientX, clientY, bubbles: true, composed: true };
    const Pointer = /** @type {typeof PointerEvent} */ (this.strip.ownerDocument.defaultView?.PointerEvent);
    const Mouse = /** @type {typeof MouseEvent} */ (this.strip.ownerDocument.defaultView?.MouseEvent);
    this.canvas.dispatchEvent(
      event.type === 'click'
        ? new Mouse('click', init)
        : new Pointer(event.type, { ...init, pointerType: event.pointerType }),
    );
  }
}
