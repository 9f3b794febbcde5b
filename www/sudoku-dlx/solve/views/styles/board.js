// The panel's frame (the game above the solver's own tools) and the board:
// the grid's scroller, the grid itself sized by its side, its rows and cells.

export const BOARD_STYLES = `
/* The game first, alone in its first screen; the solver's own tools (the
   examples, a new empty grid, New puzzle's size and symmetry, the paste box)
   below it, side by side where the frame is wide enough. */
.solver { display: grid; gap: 1.25rem; }
.controls[hidden], .group[hidden] { display: none; }
.frame { container: sudoku-dlx / inline-size; background: var(--sd-bg); color: var(--sd-fg); }

/* On a phone a big grid zooms in rather than shrink its cells below a tap (grid-zoom.js); elsewhere it scrolls sideways before it would. */
.board { min-width: 0; }
.scroller { overflow-x: auto; padding: 2px; }
.pan-cue { display: none; }
.grid {
  container-type: inline-size;
  width: max(100%, calc(var(--side) * 1.25rem));
  max-width: var(--grid-max);
  display: grid;
  grid-template-rows: repeat(var(--side), minmax(0, 1fr));
  aspect-ratio: 1;
  border: 2px solid var(--sd-box-rule);
  background: var(--sd-bg);
  user-select: none;
  position: relative;
}
.row { display: grid; grid-template-columns: repeat(var(--side), minmax(0, 1fr)); min-height: 0; }
.row:not(:last-child) .cell { border-bottom: 1px solid var(--sd-rule); }
.row.box-end .cell { border-bottom: 2px solid var(--sd-box-rule); }
.cell { position: relative; min-width: 0; min-height: 0; }
`;
