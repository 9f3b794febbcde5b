// A canvas drawn at most once an animation frame, and only while it is on or
// near the screen. A step of a small search took 16 to 47 ms of software
// canvas for the links view alone, and a jump's move and its frame, a seek
// after a seek, or a hover could each draw it again before the browser
// painted once, or below the fold where nobody sees it.
//
// Who asks says when (`RenderPass`): the controller's frame draws at once;
// a render that a frame of the controller's will follow leaves the drawing
// to it ('ahead'); any other draws at once if nothing drew since the last
// frame, else at the next frame's callbacks ('alone'). All of these run
// before the browser paints, so every frame shown holds the last render. A
// canvas left undrawn off the screen is drawn as it comes near, within a
// screen or so of scrolling (`NEAR_MARGIN`) ahead of being seen, or once
// renders have stopped coming for `CATCH_UP_MS`, so that a picture of the
// whole page (a print, a full-page screenshot) shows the last render too.

import { NEAR_MARGIN } from '../../shared/when-near.js';

/** How long after the last render a canvas off the screen is drawn all the same. */
export const CATCH_UP_MS = 250;

/**
 * Who asks for a render: the controller's frame, a render it will follow
 * before the browser paints, or one alone.
 * @typedef {'frame' | 'ahead' | 'alone'} RenderPass
 */

export class FrameDraw {
  /** The next frame's callback, until which a render alone waits; 0 when none is asked for. */
  #frame = 0;
  /** Whether the canvas shows an older render than the last. */
  #stale = false;
  /** Whether the canvas is on or near the screen; taken as so until the observer first says. */
  #near = true;
  /** The timer that draws a canvas left off the screen once renders stop; 0 when none runs. */
  #catchUp = 0;
  #win;
  #draw;

  /**
   * @param {Element} watched what must be near the screen for a drawing to be seen
   * @param {(now: number) => void} draw draws the last render, `now` the time for its animations
   */
  constructor(watched, draw) {
    this.#win = watched.ownerDocument.defaultView;
    this.#draw = draw;
    const Observer = this.#win?.IntersectionObserver;
    if (!Observer) return;
    new Observer(
      (entries) => {
        this.#near = entries[entries.length - 1].isIntersecting;
        if (this.#near && this.#stale && !this.#frame) this.#run(this.#now());
      },
      { rootMargin: NEAR_MARGIN },
    ).observe(watched);
  }

  /**
   * A render to show: drawn now, or later as the top of this file says.
   * Returns whether it was drawn now.
   * @param {number} now
   * @param {RenderPass} pass
   */
  request(now, pass) {
    this.#stale = true;
    if (this.#near && (pass === 'frame' || (pass === 'alone' && !this.#frame))) {
      this.#run(now);
      return true;
    }
    if (this.#near) this.#awaitFrame();
    else this.#catchUpLater();
    return false;
  }

  /**
   * The controller's frame, when it did not render this view again: draws
   * what an earlier render since the last frame left undrawn.
   * @param {number} now
   */
  flush(now) {
    if (this.#stale && this.#near) this.#run(now);
  }

  #now() {
    return this.#win?.performance.now() ?? 0;
  }

  /** @param {number} now */
  #run(now) {
    this.#stale = false;
    this.#win?.clearTimeout(this.#catchUp);
    this.#catchUp = 0;
    this.#awaitFrame();
    this.#draw(now);
  }

  /** Draws `CATCH_UP_MS` after this render unless another comes first. */
  #catchUpLater() {
    const win = this.#win;
    if (!win) return;
    win.clearTimeout(this.#catchUp);
    this.#catchUp = win.setTimeout(() => {
      this.#catchUp = 0;
      if (this.#stale) this.#run(this.#now());
    }, CATCH_UP_MS);
  }

  /** Draws at the next frame's callbacks if nothing has drawn by then. */
  #awaitFrame() {
    const win = this.#win;
    if (this.#frame || !win) return;
    this.#frame = win.requestAnimationFrame((time) => {
      this.#frame = 0;
      if (this.#stale && this.#near) this.#run(time);
    });
  }
}
