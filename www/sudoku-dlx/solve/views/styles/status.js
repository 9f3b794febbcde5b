// The toolbar and the status line under it: the lines kept for what the
// last action said (More for a long saying), what stands beside it (Apply,
// the solutions' arrows), the cell's note, the key's words, the rating and
// the error.

export const STATUS_STYLES = `
.toolbar { display: grid; gap: 0.4rem; margin-bottom: 0.6rem; max-width: 40rem; }
/* Three lines (four on a phone) kept for what the last action said, whether it says anything
   or not, so the grid below never moves when a message, a hint or a rating
   comes or goes: a longer saying scrolls inside them (from its start, each
   time), and "Apply this step" or the solutions' Previous and Next stand
   beside them. An error takes the empty status's place, and one too long
   for the lines (the engine's files blocked by CORS: which file, why, the
   fix) grows the line to show whole, since it must be read and nothing
   else works until it is mended. */
.status-line { --line-room: 4.35em; display: flex; gap: 0.6rem; align-items: flex-start; height: var(--line-room); position: relative; }
.status-line:has(.error:not(:empty)) { height: auto; min-height: var(--line-room); }
/* "More": the whole of a long saying, just under the grid (status-view.js),
   over what is below it, moving nothing and covering none of the grid. */
.more { display: inline; }
.more[hidden] { display: none; }
.more > summary { display: inline; cursor: pointer; color: var(--sd-accent); font-weight: 600; white-space: nowrap; list-style: none; }
.more > summary::-webkit-details-marker { display: none; }
.more[open] .open-words, .more:not([open]) .close-words { display: none; }
.more-text[hidden] { display: none; }
.more-text {
  position: absolute;
  z-index: 3;
  top: 100%;
  left: 0;
  right: 0;
  margin: 0.25rem 0 0;
  padding: 0.6rem 0.8rem;
  background: var(--sd-panel);
  color: var(--sd-fg);
  border: 1px solid var(--sd-rule);
  border-radius: 6px;
  box-shadow: 0 6px 18px rgb(0 0 0 / 0.3);
}
.said { flex: 1; min-width: 0; height: 100%; overflow-y: auto; overscroll-behavior: contain; }
/* A shadow at an edge where more is to read, since a phone shows no
   scrollbar: covers that scroll with the text hide it at the text's ends.
   Each shadow starts a pixel inside its edge: the covers scroll on a layer
   of their own, which a box at a fraction of a pixel can leave a device
   pixel short of the edge, where a shadow drawn from the edge showed as a
   thin line over a box that does not scroll at all. */
.said {
  background:
    linear-gradient(var(--sd-bg) 40%, transparent) top / 100% 0.9em no-repeat local,
    linear-gradient(transparent, var(--sd-bg) 60%) bottom / 100% 0.9em no-repeat local,
    radial-gradient(farthest-side at 50% 0, color-mix(in srgb, var(--sd-fg) 30%, transparent), transparent) 0 1px / 100% 0.45em no-repeat scroll,
    radial-gradient(farthest-side at 50% 100%, color-mix(in srgb, var(--sd-fg) 30%, transparent), transparent) 0 calc(100% - 1px) / 100% 0.45em no-repeat scroll;
}
.said > .error { margin-top: 0; }
.beside { flex: none; display: grid; gap: 0.3rem; justify-items: end; max-height: 100%; overflow-y: auto; }
.beside:not(:has(> :not([hidden]))) { display: none; }
/* The label over the two buttons, so the three fit the status's height. */
.beside .solutions-bar { display: grid; grid-template-columns: auto auto; gap: 0.15rem 0.3rem; margin: 0; }
.beside .solutions-bar-label { grid-row: 1; grid-column: 1 / 3; justify-self: center; color: var(--sd-muted); font-size: 0.875em; line-height: 1.3; }
.beside .solutions-bar button { padding: 0.3rem 0.6rem; }
.idle { margin: 0; color: var(--sd-muted); }
.idle:empty { display: none; }
.status { margin: 0; }
.hint, .cell-note { margin: 0.5rem 0 0; max-width: 40rem; }
.cell-note { color: var(--sd-error); font-size: 0.875em; }
.cell-note:empty { display: none; }
/* All possibilities' figures of the cell selected: a line kept for them while they are shown, so no tap moves what is below. */
.cell-note.figures { display: block; min-height: 1.3em; color: var(--sd-fg); }
.solutions-bar[hidden] { display: none; }
.solutions-bar-label { font-variant-numeric: tabular-nums; }
.hint { color: var(--sd-muted); font-size: 0.875em; }
/* Keys where a keyboard is likely, taps elsewhere. */
.touch-help { display: none; }
@media not ((hover: hover) and (pointer: fine)) {
  .keys-help { display: none; }
  .touch-help { display: inline; }
}
kbd {
  padding: 0 0.3em;
  border: 1px solid var(--sd-rule);
  border-radius: 3px;
  background: var(--sd-panel);
  color: var(--sd-fg);
  font: 0.95em ui-monospace, Menlo, Consolas, monospace;
}
.key-given { font-weight: 700; background: var(--sd-given-bg); padding: 0 0.3em; }
.key-entry { color: var(--sd-entry); padding: 0 0.3em; }
.key-solved { color: var(--sd-solved); font-style: italic; padding: 0 0.3em; }
.status { font-variant-numeric: tabular-nums; }
.progress { color: var(--sd-muted); }
.rating { margin: 0; color: var(--sd-muted); font-size: 0.875em; }
.new-note { margin: 0.4em 0 0; color: var(--sd-muted); font-size: 0.875em; }
.new-note:empty { display: none; }
.rating:empty { display: none; }
/* A step long enough to need More has the box to itself: the rating under it
   would push its summary out of sight on a phone. It comes back with the next words. */
.said:has(.more:not([hidden])) > .rating { display: none; }
.error:empty { display: none; }
.error {
  margin: 0.5rem 0 0;
  padding: 0 0.6rem;
  border-left: 4px solid var(--sd-error);
  background: var(--sd-error-bg);
  color: var(--sd-error);
  overflow-wrap: anywhere;
}
`;
