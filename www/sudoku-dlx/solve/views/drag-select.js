// Selecting several cells with a pointer: Shift-, Ctrl- or Cmd-click adds
// a cell to the selection or takes it out, and a drag (a mouse's, or a
// finger's on a touch screen) selects every cell it passes over. A finger's
// events stay with the cell it went down on, so the cell under it is found
// by its place. On a zoomed big grid a finger's drag pans the window
// instead, unless it starts on the chosen cell (styles/small-screens.js lets that cell
// alone keep the finger). The grid editor keeps the selection and draws it.

/**
 * @typedef {object} DragOptions
 * @property {(target: EventTarget | null) => number} indexOf the cell an element is, or -1
 * @property {(index: number, how: 'only' | 'toggle' | 'add') => void} select
 * @property {(index: number) => boolean} enabled whether a press on this cell selects (on a zoomed grid, only from the chosen cell)
 */

/**
 * @param {HTMLElement} grid
 * @param {DragOptions} options
 */
export function watchDrag(grid, { indexOf, select, enabled }) {
  let dragging = false;
  /** @param {PointerEvent} event */
  const cellAt = (event) => {
    const root = /** @type {Document | ShadowRoot} */ (grid.getRootNode());
    return indexOf(root.elementFromPoint?.(event.clientX, event.clientY) ?? null);
  };
  grid.addEventListener('pointerdown', (event) => {
    const index = indexOf(event.target);
    if (index < 0 || !enabled(index)) return;
    const adding = event.shiftKey || event.ctrlKey || event.metaKey;
    // Shift-click would otherwise stretch the page's text selection across
    // the cells, and typed text would then go to that selection, not to a
    // cell; the editor focuses the cell itself.
    if (adding) event.preventDefault();
    select(index, adding ? 'toggle' : 'only');
    dragging = !adding && event.button === 0;
  });
  grid.addEventListener('pointermove', (event) => {
    if (!dragging) return;
    const index = cellAt(event);
    if (index >= 0) select(index, 'add');
  });
  for (const type of ['pointerup', 'pointercancel', 'lostpointercapture']) {
    grid.addEventListener(type, () => (dragging = false));
  }
}
