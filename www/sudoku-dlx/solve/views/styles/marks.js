// What is written small in a cell: pencil marks, candidates and all
// possibilities' tallies, centre marks, the cell's colours, and a hint's
// proof, removals and placement among the marks.

export const MARKS_STYLES = `
/* Pencil marks, candidates and possibilities: small, over the empty cell,
   never in the way of a click. Symbols keep their place in a box-shaped
   layout, as on paper, so one candidate never looks like a filled cell. */
.marks {
  position: absolute;
  inset: 1px;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1px;
  pointer-events: none;
  color: var(--sd-marks);
  font-size: calc(100cqi / var(--side) * 0.2);
  line-height: 1;
  text-align: center;
  overflow-wrap: anywhere;
  overflow: hidden;
}
.marks.placed {
  font-size: max(var(--mark-min, 10px), calc(100cqi / var(--side) / var(--box-rows) * 0.75));
  display: grid;
  grid-template-columns: repeat(var(--box-cols), 1fr);
  grid-template-rows: repeat(var(--box-rows), 1fr);
  place-items: center;
}
.marks:empty { display: none; }
/* All possibilities: each value in its place, shaded by its share of the
   solutions, and its count under it where the cell has room to write it
   legibly (a 9×9 at 1920×1080, not at 1280×900 nor on a phone: selecting
   the cell says the figures in full, and hovering it). */
.marks.tally { container: tally / size; }
.marks.forced { display: flex; font-size: calc(100cqi / var(--side) * 0.42); }
.marks.tally span {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  border-radius: 2px;
  background: color-mix(in srgb, var(--sd-lit-bg) calc(var(--share) * 100%), transparent);
}
/* A tally stopped at its cap is a sample: each cell's box dashed (an
   outline, taking no room from the values), so that nothing in it reads as settled. */
.marks.sample { outline: 1px dashed var(--sd-marks); outline-offset: -1px; border-radius: 3px; }
.marks.tally small { display: none; font-size: max(8px, 0.62em); letter-spacing: -0.03em; }
@container tally (min-width: 60px) and (min-height: 60px) {
  .marks.tally { gap: 1px; }
  .marks.tally span { font-size: 0.7em; }
  .marks.tally small { display: block; color: var(--sd-fg); }
}
/* Centre marks: side by side in the middle of the cell, as SudokuPad draws them. */
.centre-marks {
  position: absolute;
  inset: 1px 8%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  align-content: center;
  justify-content: center;
  pointer-events: none;
  color: var(--sd-entry);
  font-size: max(var(--mark-min, 10px), calc(100cqi / var(--side) * 0.24));
  line-height: 1.05;
  overflow: hidden;
}
.centre-marks:empty { display: none; }
/* A cell's colours, over the cell and blended with it (multiplied in light, screened in dark), so its digit stays as dark, or as light, as it was. */
.colours { position: absolute; inset: 0; pointer-events: none; mix-blend-mode: var(--sd-colour-blend); }
.colours:not([style*="background"]) { display: none; }
.centre-marks.many { font-size: max(9px, calc(100cqi / var(--side) * 0.19)); letter-spacing: -0.04em; }
/* The chosen digit among the marks. */
:is(.marks, .centre-marks) .lit { background: var(--sd-lit-bg); color: var(--sd-fg); border-radius: 3px; font-weight: 700; }
.marks.own { color: var(--sd-entry); }
.marks .proof { color: var(--sd-proof); background: var(--sd-proof-bg); border-radius: 3px; font-weight: 700; padding: 0 1px; }
.marks .proof.other { color: var(--sd-proof-other); background: var(--sd-proof-other-bg); outline: 1px dashed currentColor; }
.marks .removed { color: var(--sd-removed); text-decoration: line-through 2px; font-weight: 700; }
/* A candidate of the proof struck out (simple colouring's false colour) keeps its colour, struck in its own ink. */
.marks .proof.removed { color: var(--sd-proof); text-decoration-color: currentColor; }
.marks .proof.other.removed { color: var(--sd-proof-other); }
.marks .placed { color: var(--sd-accent); font-weight: 700; outline: 2px solid var(--sd-accent); border-radius: 3px; padding: 0 1px; }
/* A hint's placement alone in its cell, as large as an entry and in the
   accent, the cell ringed (styles/cells.js): read at a glance, at any size.
   Under a cage's sum it stands in the room below the sum, as marks do, a
   little smaller, so the two never touch. */
.marks.placing { display: flex; font-size: calc(100cqi / var(--side) * 0.55); }
.cell.summed .marks.placing { top: 30%; font-size: calc(100cqi / var(--side) * 0.5); }
.marks.placing .placed { outline: 0; padding: 0; }
`;
