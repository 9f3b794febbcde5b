// What a narrow frame (a phone) and a touch screen change: the pad in the
// toolbar's place, four status lines, a big grid zoomed with its pan cues,
// the game's bar in one row.

export const SMALL_SCREEN_STYLES = `
@container sudoku-dlx (max-width: 44rem) {
  .pad { display: grid; gap: 0.3rem; }
  .toolbar :is([data-action="pencil"], [data-action="undo"], [data-action="redo"], [data-action="hint"], [data-action="check"], [data-action="start"]) { display: none; }
  .toolbar { gap: 0.3rem; margin-bottom: 0.3rem; }
  /* Four lines, a little smaller: at 375 px every status fits (the
     longest, a count's progress and the solver's tools, take four), and
     the pad's last row stays in the first screen. Three left those
     scrolled; the fourth is a blank band under the game's bar after New
     game, whose saying and rating take two. */
  .status-line { font-size: 0.9375em; line-height: 1.4; --line-room: 5.6em; }
  /* What is said sits at the foot of its room, against the grid it is
     about: the lines a short saying leaves free are a gap under the game's
     bar, not a blank band above the grid. The box is as tall as the saying,
     up to the room, so a longer one still scrolls from its start. */
  .status-line { align-items: flex-end; }
  .said { height: auto; max-height: 100%; }
  /* Beside Apply this step (or the solutions' arrows) the rating gives way:
     it was cut off there, and the step applied clears it. */
  .status-line:has(.beside > :not([hidden])) .rating { display: none; }
  .toolbar .buttons { gap: 0.3rem; }
  .toolbar .buttons button { min-height: 2.5rem; padding: 0.3rem 0.55rem; }
  .play-bar { margin-top: 0.4rem; }
  /* Beside the status, in two short lines, so the status keeps most of the width. */
  .apply { max-width: 6.5rem; line-height: 1.2; }
  /* The solutions' arrows without their words ("‹ 1 of at least 2 ›"), for the same reason. */
  .wide-words { display: none; }
  .beside .solutions-bar button { min-width: 2.75rem; padding: 0.2rem 0.5rem; font-size: 1.25rem; line-height: 1; }
  /* The status line says the same, and a second copy would push the pad
     below the first screen. */
  .cell-note:not(.figures) { display: none; }
  /* A big grid zoomed in (grid-zoom.js): cells of 44 px in a square window that pans, an arrow at each edge it goes on past. */
  .scroller.zoomed { overflow: auto; aspect-ratio: 1; max-height: 70svh; overscroll-behavior: contain; }
  .scroller.zoomed .grid { width: calc(var(--side) * 2.75rem); max-width: none; --mark-min: 8px; }
  .scroller.zoomed .grid input:not([tabindex="0"]) { touch-action: pan-x pan-y; }
  /* Zoomed out, the whole grid, however small its cells: the zoom is the way to tap them. */
  .scroller:not(.zoomed) .grid { width: 100%; }
  .scroller.zoomed + .pan-cue { display: block; position: absolute; inset: 0 0 auto; aspect-ratio: 1; max-height: 70svh; pointer-events: none; }
  .pan-cue span { position: absolute; display: grid; place-items: center; opacity: 0; transition: opacity 0.15s; color: var(--sd-fg); font-size: 0.75rem; }
  .pan-cue :is(.left, .right) { top: 0; bottom: 0; width: 1.5rem; }
  .pan-cue :is(.above, .below) { left: 0; right: 0; height: 1.5rem; }
  .pan-cue .left { left: 0; background: linear-gradient(to left, transparent, var(--sd-bg) 80%); }
  .pan-cue .right { right: 0; background: linear-gradient(to right, transparent, var(--sd-bg) 80%); }
  .pan-cue .above { top: 0; background: linear-gradient(to top, transparent, var(--sd-bg) 80%); }
  .pan-cue .below { bottom: 0; background: linear-gradient(to bottom, transparent, var(--sd-bg) 80%); }
  .pan-cue[data-more~="left"] .left, .pan-cue[data-more~="right"] .right,
  .pan-cue[data-more~="above"] .above, .pan-cue[data-more~="below"] .below { opacity: 0.9; }
  /* Every tool is on the pad or in the menu: no row of buttons above the grid, in either stage. */
  .toolbar .buttons { display: none; }
  .game-title { display: none; }
  /* One row at 375 px: New (its name still New game), its kind and level, the time and Pause, Menu. */
  .game-bar { margin-bottom: 0.3rem; gap: 0.2rem; flex-wrap: nowrap; }
  .new-game { gap: 0.2rem; }
  .game-bar .wide { display: none; }
  .game-bar .narrow { display: block; fill: currentColor; }
  :is(.new-game, .timer) button, .menu-button { padding: 0.3rem 0.35rem; white-space: nowrap; }
  /* As wide as its longest choice (Classic, Medium), with a small drawn arrow in place of the wide native one. */
  .game-bar select {
    width: auto;
    padding: 0 1rem 0 0.25rem;
    appearance: none;
    color: var(--sd-fg);
    background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
    background-position: calc(100% - 0.45rem) 55%, calc(100% - 0.2rem) 55%;
    background-size: 0.25rem 0.25rem;
    background-repeat: no-repeat;
  }
  .clock { min-width: 0; }
  .pause { width: 2.1rem; }
  .menu-button { min-width: 0; display: grid; place-items: center; width: 2.25rem; }
}
@media (pointer: coarse) {
  .pad { display: grid; }
  .toolbar :is([data-action="pencil"], [data-action="undo"], [data-action="redo"], [data-action="hint"], [data-action="check"], [data-action="start"]) { display: none; }
}
`;
