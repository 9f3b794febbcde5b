// The grid's stage: the cover while paused and the end's card lying exactly
// over the grid, the win's wave of colour; and the statistics dialog.

export const STAGE_STYLES = `
/* The grid's stage: the cover while paused and the end's card lie over the
   grid, and exactly over it: the stage is as wide as the grid (the side is
   the panel's, panel-view.js) with the scroller's 2 px around it. */
.stage { position: relative; --grid-max: min(40rem, calc(var(--side, 9) * 4.5rem)); max-width: calc(var(--grid-max) + 4px); }
/* On a desktop the whole grid fits the window under the toolbar and the
   status line; a phone's grid is as wide as the screen, keyboard up or not. */
@media (pointer: fine) and (min-width: 48rem) {
  .stage { --grid-max: min(40rem, calc(var(--side, 9) * 4.5rem), max(24rem, calc(100svh - 25rem))); }
}
.cover, .end {
  position: absolute;
  inset: 2px 2px auto;
  min-height: calc(100% - 4px);
  z-index: 2;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.6rem;
  padding: 1rem;
  text-align: center;
}
.cover[hidden], .end[hidden] { display: none; }
.cover { background: var(--sd-panel); border: 2px solid var(--sd-box-rule); }
.cover p { margin: 0; font-size: 1.5rem; font-weight: 600; }
.end { background: color-mix(in srgb, var(--sd-bg) 86%, transparent); backdrop-filter: blur(1.5px); animation: end-in 450ms ease-out 350ms both; }
.end h3 { margin: 0; font-size: 2rem; line-height: 1.1; color: var(--sd-entry); outline: none; }
.end-what, .end-record { margin: 0; max-width: 24rem; }
.end-what { color: var(--sd-muted); }
.end-figures { display: flex; gap: 1.5rem; margin: 0.2rem 0; }
.end-figures div { display: grid; }
.end-figures dt { color: var(--sd-muted); font-size: 0.8em; }
.end-figures dd { margin: 0; font-size: 1.6rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.end-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.4rem; }
@keyframes end-in { from { opacity: 0; transform: translateY(0.6rem) scale(0.97); } }
/* The win: a wave of colour across the grid, from the top left corner. */
.grid.won .cell input { animation: won 800ms ease-out both; animation-delay: calc(var(--wave, 0) * 30ms); }
@keyframes won { 40% { background-color: var(--sd-hint-bg); color: var(--sd-entry); } }
@media (prefers-reduced-motion: reduce) {
  .end, .grid.won .cell input { animation: none; }
}

.stats { max-width: min(30rem, calc(100vw - 2rem)); border: 1px solid var(--sd-rule); border-radius: 10px; background: var(--sd-bg); color: var(--sd-fg); padding: 1rem 1.25rem; }
.stats::backdrop { background: rgb(0 0 0 / 0.4); }
.stats h3 { margin: 0 0 0.5rem; }
.stats table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
.stats :is(th, td) { padding: 0.3rem 0.5rem; text-align: right; border-bottom: 1px solid var(--sd-rule); }
.stats th[scope="row"], .stats thead th:first-child { text-align: left; font-weight: 400; }
.stats-note { color: var(--sd-muted); font-size: 0.875em; }
`;
