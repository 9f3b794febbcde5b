// The game's bar (New game and its difficulty, the game's name, the clock,
// Pause) and its menu, in two columns where the element is wide; which
// tools stand in the toolbar while a puzzle is set up.

export const GAME_BAR_STYLES = `
/* The game's bar: New game and its difficulty, the game's name, the time and the menu. */
.game-bar { display: flex; flex-wrap: wrap; gap: 0.4rem 0.6rem; align-items: center; margin-bottom: 0.5rem; max-width: 40rem; }
.new-game { display: flex; gap: 0.3rem; }
.game-title { flex: 1; min-width: 0; margin: 0; color: var(--sd-muted); font-size: 0.875em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.timer { display: flex; gap: 0.3rem; align-items: center; margin-left: auto; }
.clock { min-width: 4.5ch; text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
/* Hidden, the time keeps its room, so nothing beside it moves. */
.clock.concealed { visibility: hidden; }
.pause { display: grid; place-items: center; width: 2.25rem; padding: 0; }
.pause svg { fill: currentColor; }
.menu-box { position: relative; }
.menu {
  position: absolute;
  right: 0;
  top: calc(100% + 0.3rem);
  z-index: 3;
  display: grid;
  gap: 0.1rem;
  width: max-content;
  min-width: 16rem;
  max-width: min(22rem, calc(100vw - 2rem));
  max-height: min(44rem, 80vh);
  overflow-y: auto;
  padding: 0.3rem;
  border: 1px solid var(--sd-rule);
  border-radius: 8px;
  background: var(--sd-bg);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
}
.menu[hidden], .menu [hidden] { display: none; }
.menu button { display: block; width: 100%; min-height: 2.75rem; border: 0; text-align: left; line-height: 1.3; }
/* An aid on or off as a box ticked or not: the pressed buttons' shading and
   frame alone read as keyboard focus to a player trying the menu cold. */
.menu-aids button { position: relative; padding-left: 2.2rem; }
.menu-aids button[aria-pressed="true"] { background: none; box-shadow: none; }
.menu-aids button::before {
  content: '';
  position: absolute;
  left: 0.75rem;
  top: 0.78rem;
  width: 1rem;
  height: 1rem;
  box-sizing: border-box;
  border: 2px solid var(--sd-muted);
  border-radius: 3px;
}
.menu-aids button[aria-pressed="true"]::before { border-color: var(--sd-accent); background: var(--sd-accent); }
.menu-aids button[aria-pressed="true"]::after {
  content: '';
  position: absolute;
  left: 1.1rem;
  top: 0.88rem;
  width: 0.3rem;
  height: 0.58rem;
  border: solid var(--sd-on-accent);
  border-width: 0 2px 2px 0;
  transform: rotate(45deg);
}
.menu button:hover, .menu button:focus-visible { background: var(--sd-panel); }
.menu small { display: block; color: var(--sd-muted); font-size: 0.8em; }
.menu-tools { display: grid; gap: 0.1rem; border-top: 1px solid var(--sd-rule); margin-top: 0.2rem; padding-top: 0.2rem; }
.menu-heading { margin: 0.3rem 0.8rem 0.1rem; color: var(--sd-muted); font-size: 0.8em; font-weight: 600; }
/* Where the element is wide, the menu's two halves (the game and its aids;
   help and the solver) stand side by side, so it ends above the fold of a
   900 px window rather than scrolling inside itself. */
@container sudoku-dlx (min-width: 36rem) {
  .menu:not([hidden]) { display: block; columns: 2; column-gap: 0.3rem; width: 34rem; max-width: none; }
  .menu > * { break-inside: avoid; }
  .menu-tools { break-before: column; border-top: 0; margin-top: 0; padding-top: 0; }
}
/* The solver's tools wait in the menu; while setting up, Solve and Count stand in the toolbar too (Start in Check's place). */
.solver.setting-up [data-item="reveal"], .toolbar [data-part="watch"] { display: none; }
.solver:not(.setting-up) .toolbar :is([data-action="solve"], [data-action="count"]) { display: none; }
`;
