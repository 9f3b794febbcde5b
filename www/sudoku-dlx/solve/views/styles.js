// The solver's stylesheet, inside the element's shadow root so that no page
// style leaks in and none leaks out. Hosts may theme it through the --sd-*
// custom properties (the README lists them), which do cross the shadow
// boundary: a rule on the host outside wins over the defaults set here.
// Dark is the element's `dark` state (shared/theme.js: its theme attribute,
// the page's dark mode or the system's).

export const SOLVER_STYLES = `
:host {
  color-scheme: light;
  --sd-fg: #1b2230;
  --sd-muted: #555f6d;
  --sd-bg: #ffffff;
  --sd-panel: #f7f8fa;
  --sd-rule: #c3c9d2;
  --sd-box-rule: #1b2230;
  --sd-accent: #1d4ed8;
  --sd-on-accent: #ffffff;
  --sd-given-bg: #e9edf2;
  --sd-solved: #1d4ed8;
  --sd-entry: #0b6e4f;
  --sd-proof: #1d4ed8;
  --sd-proof-bg: #dbeafe;
  --sd-proof-other: #ffffff;
  --sd-proof-other-bg: #c2410c;
  --sd-link: #1d4ed8;
  --sd-cover: rgb(180 83 9 / 0.35);
  --sd-removed: #b42318;
  --sd-differs-bg: #fef3c7;
  --sd-marks: #4b5563;
  --sd-hint-bg: #dcfce7;
  --sd-unit-bg: rgb(22 163 74 / 0.25);
  --sd-focus: #b45309;
  --sd-focus-bg: #fff7e0;
  --sd-error: #b42318;
  --sd-error-bg: #fdecea;
  --sd-lit-bg: #c9d8ff;
  --sd-lit-unit: rgb(29 78 216 / 0.08);
  /* The cell colours: Okabe and Ito's palette for colour-blind eyes, with grey and indigo, lightened. */
  --sd-colour-1: #f1ca73;
  --sd-colour-2: #a2d6f3;
  --sd-colour-3: #73cab2;
  --sd-colour-4: #f7f097;
  --sd-colour-5: #73b1d5;
  --sd-colour-6: #e8a673;
  --sd-colour-7: #e3b5cf;
  --sd-colour-8: #9c9c9c;
  --sd-colour-9: #8f85be;
  --sd-colour-blend: multiply;
  display: block;
  color: var(--sd-fg);
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
:host(:state(dark)) {
  color-scheme: dark;
  --sd-fg: #e6e9ef;
  --sd-muted: #a4adba;
  --sd-bg: #161b22;
  --sd-panel: #1f2630;
  --sd-rule: #465160;
  --sd-box-rule: #c9d1dc;
  --sd-accent: #6b9bff;
  --sd-on-accent: #0b1220;
  --sd-given-bg: #263040;
  --sd-solved: #8fb4ff;
  --sd-entry: #6ee7b7;
  --sd-proof: #bfdbfe;
  --sd-proof-bg: #1e3a8a;
  --sd-proof-other: #431407;
  --sd-proof-other-bg: #fdba74;
  --sd-link: #93c5fd;
  --sd-cover: rgb(251 191 36 / 0.35);
  --sd-removed: #ff8a80;
  --sd-differs-bg: #4a3b10;
  --sd-marks: #b6bfcc;
  --sd-hint-bg: #14532d;
  --sd-unit-bg: rgb(34 197 94 / 0.28);
  --sd-focus: #f59e0b;
  --sd-focus-bg: #3a2f12;
  --sd-error: #ff8a80;
  --sd-error-bg: #3b1715;
  --sd-lit-bg: #2b4478;
  --sd-lit-unit: rgb(107 155 255 / 0.12);
  --sd-colour-1: #7c5c11;
  --sd-colour-2: #356684;
  --sd-colour-3: #0b5a49;
  --sd-colour-4: #64632e;
  --sd-colour-5: #0a496e;
  --sd-colour-6: #5f3415;
  --sd-colour-7: #6e4963;
  --sd-colour-8: #30343a;
  --sd-colour-9: #2e2176;
  --sd-colour-blend: screen;
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }

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
/* Last, so the focused cell shows whatever else it is. */
.cell input:focus { outline: 3px solid var(--sd-focus); outline-offset: -3px; background: var(--sd-focus-bg); }
/* Cells selected together: a ring of the accent inside each, the focused one's own ring over it. */
.cell input.selected { box-shadow: inset 0 0 0 3px var(--sd-accent); }
.cell input.selected:not(:focus) { background-color: var(--sd-proof-bg); }
/* A finger drags a selection across the grid, rather than scrolling the page
   (on a big grid zoomed in, only from the chosen cell: from any other it
   pans the window, below). */
.grid input { touch-action: none; }
.grid[aria-readonly="true"] input { cursor: progress; }

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
   scrollbar: covers that scroll with the text hide it at the text's ends. */
.said {
  background:
    linear-gradient(var(--sd-bg) 40%, transparent) top / 100% 0.9em no-repeat local,
    linear-gradient(transparent, var(--sd-bg) 60%) bottom / 100% 0.9em no-repeat local,
    radial-gradient(farthest-side at 50% 0, color-mix(in srgb, var(--sd-fg) 30%, transparent), transparent) top / 100% 0.45em no-repeat scroll,
    radial-gradient(farthest-side at 50% 100%, color-mix(in srgb, var(--sd-fg) 30%, transparent), transparent) bottom / 100% 0.45em no-repeat scroll;
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

.controls {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: 1rem 1.5rem;
  align-items: start;
  min-width: 0;
  border-top: 1px solid var(--sd-rule);
  padding-top: 1rem;
}
.group { margin: 0; padding: 0; border: 0; min-width: 0; }
.group > legend, .group > label {
  display: block;
  padding: 0;
  margin-bottom: 0.35rem;
  color: var(--sd-muted);
  font-size: 0.875em;
  font-weight: 600;
}
.buttons { display: flex; flex-wrap: wrap; gap: 0.4rem; }
/* Pencil names the mode: its four words in one place, the mode's shown, so its width never changes. */
.mode-words { display: inline-grid; }
.mode-words > span { grid-area: 1 / 1; visibility: hidden; }
[data-mode="digit"] > .mode-words > [data-word="digit"],
[data-mode="corner"] > .mode-words > [data-word="corner"],
[data-mode="centre"] > .mode-words > [data-word="centre"],
[data-mode="colour"] > .mode-words > [data-word="colour"] { visibility: visible; }
button, select, textarea { font: inherit; color: inherit; }
button {
  padding: 0.4rem 0.8rem;
  min-height: 2.25rem;
  border: 1px solid var(--sd-rule);
  border-radius: 6px;
  background: var(--sd-bg);
  cursor: pointer;
}
button:hover { border-color: var(--sd-accent); }
button:focus-visible, select:focus-visible, textarea:focus-visible { outline: 3px solid var(--sd-focus); outline-offset: 1px; }
button.primary { background: var(--sd-accent); border-color: var(--sd-accent); color: var(--sd-on-accent); font-weight: 600; }
button.cancel { border-color: var(--sd-error); color: var(--sd-error); font-weight: 600; }
button[aria-disabled="true"] { opacity: 0.5; cursor: not-allowed; }
.menu-button { min-width: 4.5rem; }
/* "New game" and "Menu" in words; on a phone, "New" and three lines, their names the same. */
.game-bar .narrow { display: none; }
select, textarea { background: var(--sd-bg); }
select { padding: 0.35rem; min-height: 2.25rem; border: 1px solid var(--sd-rule); border-radius: 6px; background: var(--sd-bg); }
textarea {
  display: block;
  width: 100%;
  min-height: 8rem;
  padding: 0.5rem;
  border: 1px solid var(--sd-rule);
  border-radius: 6px;
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  font-size: 0.875em;
  resize: vertical;
}
.inline { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin-top: 0.4rem; }
.pickers { align-items: end; margin-top: 0; }
.pickers label { display: grid; gap: 0.2rem; color: var(--sd-muted); font-size: 0.875em; }
.pickers select { color: var(--sd-fg); font-size: 1rem; }
.apply { flex: none; }
.apply[hidden] { display: none; }
.play-bar { display: grid; gap: 0.5rem; margin-top: 0.5rem; max-width: 40rem; }
.options.concealed { visibility: hidden; }
.options { display: flex; flex-wrap: wrap; gap: 0.3rem 1.2rem; }
.option { display: flex; gap: 0.4rem; align-items: center; color: var(--sd-muted); font-size: 0.875em; }
/* 24 px: a target a finger can tap (WCAG 2.2 target size; two options sit close on a phone). */
.option input { width: 1.5rem; height: 1.5rem; margin: 0; }
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

/* The pad shows where fingers play: on a narrow frame or a touch screen. */
.pad { display: none; gap: 0.4rem; }
.pad-symbols { display: grid; grid-template-columns: repeat(var(--pad-columns), minmax(0, 1fr)); gap: 0.3rem; }
.pad-tools { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 0.3rem; }
.pad button { min-height: 2.75rem; min-width: 2.75rem; padding: 0.25rem; }
.pad button[hidden] { display: none; }
.pad-symbols button { font-size: 1.25rem; font-variant-numeric: tabular-nums; }
.pad-symbols button[data-symbol=""] { font-size: 1rem; }
.pad .zoom { display: grid; place-items: center; }
.pad[data-mode="colour"] .pad-symbols button:not([data-symbol=""]) { background: var(--swatch); color: var(--sd-fg); font-weight: 700; }
/* While marks are on, the mode key is filled and each number key shows its
   digit as the mark will be: small in the corner, or small in the centre. */
.pad .mode:not([data-mode="digit"]) { background: var(--sd-accent); border-color: var(--sd-accent); color: var(--sd-on-accent); font-weight: 700; }
.pad[data-mode="corner"] .pad-symbols button:not([data-symbol=""]),
.pad[data-mode="centre"] .pad-symbols button:not([data-symbol=""]) { font-size: 0.85rem; color: var(--sd-entry); font-weight: 700; }
.pad[data-mode="corner"] .pad-symbols button:not([data-symbol=""]) { text-align: left; vertical-align: top; padding: 0.15rem 0.4rem; display: flex; align-items: flex-start; }
.pad .zoom[aria-pressed="true"] svg { transform: scale(0.8); }
/* The Zoom key matters only where the big grid zooms: a narrow frame. */
@container sudoku-dlx (min-width: 44.01rem) { .pad .zoom { display: none; } }
/* Where the pad shows, the play tools are its keys, and the toolbar keeps
   to the solver's buttons: two rows on a phone, none out of sight. */
@container sudoku-dlx (max-width: 44rem) {
  .pad { display: grid; gap: 0.3rem; }
  .toolbar :is([data-action="pencil"], [data-action="undo"], [data-action="redo"], [data-action="hint"], [data-action="check"], [data-action="start"]) { display: none; }
  .toolbar { gap: 0.3rem; margin-bottom: 0.3rem; }
  /* Four lines, a little smaller: at 375 px every status the game says fits
     (the longest, a mistake before a hint, takes four), and the pad's last
     row stays in the first screen. */
  .status-line { font-size: 0.9375em; line-height: 1.4; --line-room: 5.6em; }
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
