// A cell's digit and what it says: given, entered or solved, lit by the
// chosen cell, tinted by a hint (its units, a fish's lines, a chain's
// arrows), wrong or invalid, focused or selected; and a pressed toggle.

export const CELLS_STYLES = `
.cell:not(:last-child) { border-right: 1px solid var(--sd-rule); }
.cell.box-end { border-right: 2px solid var(--sd-box-rule); }
.cell input {
  display: block;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 0;
  background: transparent;
  color: var(--sd-fg);
  font: inherit;
  font-size: calc(100cqi / var(--side) * 0.55);
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: transparent;
  cursor: pointer;
}
.cell input.given { font-weight: 700; background-color: var(--sd-given-bg); }
/* The player's own digits: upright, lighter and green, apart from the bold clues on grey and the solver's italics. */
.cell input.entry { font-weight: 400; color: var(--sd-entry); }
.cell input.solved { font-weight: 400; color: var(--sd-solved); font-style: italic; }
.cell input.differs { background: var(--sd-differs-bg); }
/* The chosen cell's digit, wherever it stands and in marks; its units, fainter (a hint's tints, after, win). */
.cell input.lit-unit { background-image: linear-gradient(var(--sd-lit-unit), var(--sd-lit-unit)); }
.cell input.lit-digit { background-color: var(--sd-lit-bg); }
/* Where a hint says to look: a tint over the cell's own background, so a
   clue there keeps its grey, a shade darker than the open cells beside it. */
.cell input.in-unit { background-image: linear-gradient(var(--sd-unit-bg), var(--sd-unit-bg)); }
/* A fish: its cover lines hatched over the base lines' shade, so the two read apart without colour. */
.cell input.cover, .cell input.crossing {
  background-image: repeating-linear-gradient(45deg, var(--sd-cover) 0 2px, transparent 2px 7px);
}
.cell input.crossing {
  background-image:
    repeating-linear-gradient(45deg, var(--sd-cover) 0 2px, transparent 2px 7px),
    linear-gradient(var(--sd-unit-bg), var(--sd-unit-bg));
}
/* A hint's chain (chain-arrows.js): strong links solid, weak links dashed. */
svg.chain { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; overflow: visible; }
svg.chain .link { fill: none; stroke: var(--sd-link); stroke-width: 2.5; stroke-linecap: round; }
svg.chain .link.weak { stroke-dasharray: 5 4; }
svg.chain .link.forces { stroke: var(--sd-entry); }
svg.chain .head path { fill: var(--sd-link); }
svg.chain .head.forces path { fill: var(--sd-entry); }
.cell input.hinted { background: var(--sd-hint-bg); box-shadow: inset 0 0 0 3px var(--sd-accent); }
/* Pressed by colour and a doubled border, not by weight, so a toggle keeps its width and the toolbar never reflows. */
button[aria-pressed="true"] { background: var(--sd-given-bg); border-color: var(--sd-accent); box-shadow: inset 0 0 0 1px var(--sd-accent); }
.cell input.wrong { color: var(--sd-error); background: var(--sd-error-bg); box-shadow: inset 0 0 0 2px var(--sd-error); text-decoration: underline wavy; text-decoration-thickness: 1px; }
.cell input.invalid { color: var(--sd-error); background: var(--sd-error-bg); outline: 2px dashed var(--sd-error); outline-offset: -4px; }
/* The clue an entry clashes with: the other half of the clash, tinted and ringed as the entry is, its digit left a clue's. */
.cell input.clash { background: var(--sd-error-bg); box-shadow: inset 0 0 0 2px var(--sd-error); }
/* Last, so the focused cell shows whatever else it is: a clash keeps its tint under the focus ring. */
.cell input:focus { outline: 3px solid var(--sd-focus); outline-offset: -3px; background: var(--sd-focus-bg); }
.cell input:is(.wrong, .clash, .invalid):focus { background: var(--sd-error-bg); }
/* Cells selected together: a ring of the accent inside each, the focused one's own ring over it. */
.cell input.selected { box-shadow: inset 0 0 0 3px var(--sd-accent); }
.cell input.selected:not(:focus) { background-color: var(--sd-proof-bg); }
/* A finger drags a selection across the grid, rather than scrolling the page
   (on a big grid zoomed in, only from the chosen cell: from any other it
   pans the window, below). */
.grid input { touch-action: none; }
.grid[aria-readonly="true"] input { cursor: progress; }
`;
