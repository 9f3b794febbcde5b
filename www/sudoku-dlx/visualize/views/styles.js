// The visualizer's stylesheet, scoped under .dlx-vis so it can be injected
// next to the markup, in a page or a shadow root. Its theme is the --dv-*
// properties, light or dark (the element's `dark` state, shared/theme.js;
// outside an element, the system's scheme), which a page overrides on the
// host; the canvases read them back.

export const STYLES = `
/* Defaults on the host, so a page's own --dv-* on <sudoku-dlx> win; on the
   frame itself only when it is mounted outside a shadow root. */
:host, .dlx-vis.dv-standalone {
  --dv-bg: #ffffff;
  --dv-fg: #1b2230;
  --dv-muted: #5d6679;
  --dv-rule: #e4e7ec;
  --dv-panel: #f7f8fa;
  --dv-node: #3a4556;
  --dv-link: #4b5565;
  --dv-veil: rgba(255, 255, 255, 0.84);
  --dv-covered: #b45309;
  --dv-selected: #2563eb;
  --dv-on-selected: #ffffff;
  --dv-chosen: #a21caf;
  --dv-cover: #c2410c;
  --dv-restore: #15803d;
  --dv-highlight: #0e7490;
  --dv-given-bg: #eef1f5;
  --dv-newest-bg: #dbe7ff;
  --dv-error: #b42318;
  --dv-font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --dv-radius: 10px;
  color-scheme: light;
}
:host(:state(dark)), .dlx-vis.dv-standalone.dv-dark {
  --dv-bg: #14181f;
  --dv-fg: #e6e9ef;
  --dv-muted: #a3acbb;
  --dv-rule: #323a47;
  --dv-panel: #1c222c;
  --dv-node: #c9d1dc;
  --dv-link: #98a2b3;
  --dv-veil: rgba(20, 24, 31, 0.84);
  --dv-covered: #f59e0b;
  --dv-selected: #6ea8fe;
  --dv-on-selected: #0b1220;
  --dv-chosen: #e879f9;
  --dv-cover: #fb923c;
  --dv-restore: #4ade80;
  --dv-highlight: #22d3ee;
  --dv-given-bg: #262d39;
  --dv-newest-bg: #1e3a64;
  --dv-error: #ff8a80;
  color-scheme: dark;
}
.dlx-vis {
  container-type: inline-size;
  display: block;
  color: var(--dv-fg);
  background: var(--dv-bg);
  font: var(--dv-font);
  border: 1px solid var(--dv-rule);
  border-radius: var(--dv-radius);
  padding: 12px;
  box-sizing: border-box;
  outline: none;
}
.dlx-vis:focus-visible { box-shadow: 0 0 0 3px var(--dv-selected); }
.dlx-vis *, .dlx-vis *::before, .dlx-vis *::after { box-sizing: border-box; }
.dlx-vis h3 { font-size: 13px; font-weight: 600; margin: 0 0 6px; color: var(--dv-muted); text-transform: uppercase; letter-spacing: 0.04em; }
.dlx-vis figure { margin: 0; }
.dlx-vis canvas { display: block; }
.dlx-vis button, .dlx-vis select, .dlx-vis textarea, .dlx-vis input { font: inherit; color: inherit; }

/* From the top: the description is drawn in a box of its own, which gives the row no baseline. */
.dv-head { display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: flex-start; justify-content: space-between; }
/* A fixed height (scrolled when a description is longer), so that the page
   below never moves as descriptions come and go during playback. */
.dv-announce { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; margin: 0; }
.dv-words { flex: 1 1 22em; min-width: 0; }
/* A longer description ends in "…" (cut at a line, never mid-line) and
   "more", which grows its box in place to the whole of it
   (visualizer-view.js): the toolbar and the views move down, never under
   it, and stay there for the next steps until "less". */
.dv-describe-box { position: relative; font-size: 16px; height: 2.9em; }
.dv-describe-pop { position: relative; height: 100%; }
.dv-describe { margin: 0; font-size: inherit; font-weight: 500; height: 100%; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; }
.dv-describe-pop .dv-more { position: absolute; right: 0; bottom: 0; padding: 0 2px 0 2.4em; border: none; font-size: 13px; line-height: 1.75; font-weight: 600; color: var(--dv-selected); background: linear-gradient(to right, transparent, var(--dv-bg) 2em); cursor: pointer; }
.dv-more::before { content: "… "; color: var(--dv-fg); }
.dv-more[hidden] { display: none; }
.dv-describe-box[data-expanded] { height: auto; }
.dv-describe-box[data-expanded] .dv-describe-pop { height: auto; }
.dv-describe-box[data-expanded] .dv-describe { height: auto; display: block; }
.dv-describe-box[data-expanded] .dv-more { position: static; display: block; margin-left: auto; background: none; }
.dv-describe-box[data-expanded] .dv-more::before { content: none; }
.dv-book-row { display: flex; align-items: center; gap: 8px; }
/* The book's line cut short ends in "more" too (the line's own ellipsis
   before it), which opens the words whole: the description and this line,
   wrapped, until "less" under the description. */
.dv-book-line { flex: 1 1 auto; min-width: 0; display: flex; align-items: center; gap: 2px; height: 1.45em; font-size: 13px; line-height: 1.45; }
.dv-book-line .dv-book-more { flex: none; padding: 0 2px; border: none; background: none; font-size: 13px; line-height: 1.45; font-weight: 600; color: var(--dv-selected); cursor: pointer; }
.dv-book-more[hidden] { display: none; }
.dv-book-row[data-expanded] .dv-book-line { height: auto; }
.dv-book-row[data-expanded] .dv-book { height: auto; white-space: normal; }
.dv-mini { display: none; }
.dv-preset-label { color: var(--dv-muted); font-size: 13px; }
.dv-naming { margin: 4px 0 0; font-size: 13px; color: var(--dv-muted); }
.dv-naming:empty { display: none; }
/* One line, always there (empty at the start), so nothing below moves. */
.dv-book { flex: 0 1 auto; min-width: 0; margin: 0; height: 1.45em; font-size: 13px; color: var(--dv-muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.dv-book abbr { font-weight: 600; color: var(--dv-fg); text-decoration: underline dotted; cursor: help; }
.dv-book var { font-style: italic; }
.dv-preset, .dv-rule { margin-left: 4px; padding: 3px 6px; border: 1px solid var(--dv-rule); border-radius: 6px; background: var(--dv-bg); max-width: 100%; }
.dv-preset-label + .dv-preset-label { margin-left: 12px; }

.dv-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 10px 0 6px; }
.dv-controls button {
  display: inline-flex; align-items: center; justify-content: center; gap: 4px;
  min-width: 36px; height: 34px; padding: 0 10px;
  border: 1px solid var(--dv-rule); border-radius: 7px; background: var(--dv-panel); cursor: pointer;
}
.dv-controls button:hover:not([aria-disabled="true"]) { border-color: var(--dv-muted); }
.dv-controls button[aria-disabled="true"] { opacity: 0.45; cursor: default; }
.dv-controls button[data-action="play"] { min-width: 84px; background: var(--dv-selected); border-color: var(--dv-selected); color: var(--dv-on-selected); font-weight: 600; }
.dv-controls svg { width: 16px; height: 16px; fill: currentColor; }
.dv-speed, .dv-speed label { display: inline-flex; align-items: center; gap: 6px; }
.dv-speed { margin-left: auto; color: var(--dv-muted); font-size: 13px; }
.dv-speed input { width: 120px; }
.dv-speed > span { min-width: 5.5em; color: var(--dv-fg); font-variant-numeric: tabular-nums; }

.dv-timeline { display: flex; align-items: center; gap: 10px; }
.dv-timeline input { flex: 1; min-width: 0; }
.dv-timeline .dv-position { color: var(--dv-muted); font-size: 13px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.dv-note { margin: 4px 0 0; min-height: 1.2em; font-size: 13px; color: var(--dv-muted); }

.dv-main { display: grid; grid-template-columns: minmax(0, 1fr) 300px; gap: 14px; margin-top: 10px; align-items: start; }
.dv-panel { border: 1px solid var(--dv-rule); border-radius: 8px; padding: 10px; background: var(--dv-bg); min-width: 0; }
.dv-side { display: grid; gap: 12px; min-width: 0; }
.dv-matrix-scroll { overflow: auto; max-height: 620px; }
.dv-links-scroll { overflow-x: auto; }
.dv-caption { margin-top: 6px; font-size: 12px; color: var(--dv-muted); }
.dv-muted { color: var(--dv-muted); margin: 0; font-size: 13px; }
.dv-swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin: 0 4px 0 8px; vertical-align: -1px; }
.dv-swatch:first-child { margin-left: 0; }
.dv-given { background: var(--dv-fg); }
.dv-placed { background: var(--dv-selected); }

.dv-counters { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0; font-size: 13px; }
.dv-counters dt { color: var(--dv-muted); }
.dv-counters dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }

/* The stack keeps its full height from the start, the note "Empty" in the
   same place as the list, so a growing stack never pushes the page down. */
.dv-stack { display: grid; grid-template-rows: auto auto; }
.dv-stack > .dv-muted, .dv-stack > .dv-stack-list { grid-area: 2 / 1; }
.dv-stack-list { margin: 0; padding: 0; list-style: none; height: 220px; overflow-y: auto; font-size: 13px; contain: content; }
/* A long option wraps under itself, past its depth, rather than lose the count of what is left to try. */
.dv-stack-list li { padding-left: 2.2em; text-indent: -2.2em; overflow-wrap: anywhere; }
.dv-stack-depth { display: inline-block; min-width: 2.2em; padding-right: 6px; text-align: right; color: var(--dv-muted); font-variant-numeric: tabular-nums; }
.dv-stack-list li.dv-open .dv-stack-option { color: var(--dv-chosen); }
.dv-stack-left { color: var(--dv-muted); }
.dv-stack-below { color: var(--dv-muted); }

@container (min-width: 1000px) { .dv-main:has(.dv-grid[data-wide], .dv-board[data-wide]) { grid-template-columns: minmax(0, 1fr) 520px; } }
.dv-links-section { margin-top: 14px; }
/* Knuth's memory table: blocks of columns as the book prints them, the fields the step wrote marked. */
.dv-memory { margin-top: 10px; font-size: 13px; }
.dv-memory summary { cursor: pointer; font-weight: 500; min-height: 28px; }
.dv-memory-caption { margin: 2px 0 6px; min-height: 2.9em; }
.dv-memory-block { border-collapse: collapse; margin: 0 0 8px; font-variant-numeric: tabular-nums; table-layout: fixed; }
.dv-memory-block th, .dv-memory-block td { box-sizing: border-box; width: 36px; min-width: 36px; padding: 1px 3px; text-align: right; border-bottom: 1px solid var(--dv-rule); white-space: nowrap; overflow: hidden; }
.dv-memory-block th[scope="row"], .dv-memory-block tr:first-child th:first-child { width: 58px; min-width: 58px; text-align: left; color: var(--dv-muted); font-weight: 500; }
.dv-memory-block tr:first-child th { color: var(--dv-muted); font-weight: 400; }
.dv-memory-written { background: var(--dv-cover); color: var(--dv-bg); font-weight: 600; border-radius: 3px; }
.dv-memory[data-restoring="true"] .dv-memory-written { background: var(--dv-restore); }
.dv-memory-written.dv-memory-current { outline: 2px solid var(--dv-fg); outline-offset: -2px; }
.dv-memory-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 0 0 6px; }
.dv-memory-bar button:disabled { opacity: 0.45; cursor: default; }
.dv-memory-bar button { height: 30px; padding: 0 10px; border: 1px solid var(--dv-rule); border-radius: 6px; background: var(--dv-panel); color: var(--dv-fg); cursor: pointer; }
.dv-memory-status { flex-basis: 100%; min-height: 2.9em; color: var(--dv-muted); font-variant-numeric: tabular-nums; }
.dv-to-matrix { margin-left: 4px; padding: 2px 10px; border: 1px solid var(--dv-rule); border-radius: 6px; background: var(--dv-bg); cursor: pointer; font-size: 12px; }

.dv-tree-panel { margin-top: 14px; }
.dv-tree-estimate { margin: 0 0 2px; font-size: 14px; font-weight: 500; }
.dv-tree-caption, .dv-tree-info { margin: 0 0 6px; font-size: 13px; color: var(--dv-muted); min-height: 1.45em; }
.dv-tree-frame canvas:focus-visible, .dv-mx-scroll:focus-visible, .dv-matrix-scroll:focus-visible, .dv-links-scroll:focus-visible { outline: 3px solid var(--dv-selected); outline-offset: 2px; }
/* Room above and below for the focus ring, clear of the caption and the node's description. */
.dv-tree-frame { position: relative; margin: 8px 0; border-radius: 6px; background: var(--dv-panel); }
.dv-tree-frame canvas + canvas { position: absolute; inset: 0; cursor: pointer; touch-action: manipulation; }
.dv-tree-zoom { position: absolute; top: 6px; right: 6px; z-index: 1; height: 24px; padding: 0 8px; border: 1px solid var(--dv-rule); border-radius: 6px; background: var(--dv-bg); color: var(--dv-fg); cursor: pointer; font-size: 12px; }
.dv-tree-zoom[hidden] { display: none; }
.dv-tree-legend { margin-top: 6px; }
.dv-tree-entry { white-space: nowrap; margin-right: 8px; }
.dv-key { display: inline-block; width: 10px; height: 10px; margin-right: 2px; vertical-align: -1px; }
.dv-key-branch { border-radius: 50%; background: var(--dv-chosen); }
.dv-key-forced { width: 5px; height: 12px; background: var(--dv-muted); }
.dv-key-dead { background: linear-gradient(45deg, transparent 42%, var(--dv-error) 42% 58%, transparent 58%), linear-gradient(-45deg, transparent 42%, var(--dv-error) 42% 58%, transparent 58%); }
.dv-key-solution { border-radius: 50%; border: 2px solid var(--dv-restore); }
.dv-key-path { height: 3px; width: 14px; vertical-align: 3px; background: var(--dv-selected); }

.dv-custom { margin-top: 14px; }
.dv-custom summary { cursor: pointer; font-weight: 600; }
.dv-custom textarea {
  display: block; width: 100%; min-height: 9em; margin: 8px 0; padding: 8px;
  font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  border: 1px solid var(--dv-rule); border-radius: 6px; background: var(--dv-bg); resize: vertical;
}
.dv-custom-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.dv-custom button { height: 32px; padding: 0 14px; border-radius: 7px; border: 1px solid var(--dv-selected); background: var(--dv-selected); color: var(--dv-on-selected); font-weight: 600; cursor: pointer; }
.dv-error { color: var(--dv-error); margin: 6px 0 0; font-size: 13px; }
.dv-error:empty { display: none; }

@container (max-width: 760px) {
  .dv-main { grid-template-columns: minmax(0, 1fr); }
  .dv-side { grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
  .dv-speed { margin-left: 0; }
}
@container (max-width: 520px) {
  /* Four lines, a little tighter, so that with the steps beside the
     book's line the sticky words stay as short as they were without them. */
  .dv-describe-box { height: 5.52em; line-height: 1.38; }
  .dv-describe { -webkit-line-clamp: 4; }
  /* One short line under the sticky description: the step and its name,
     beside the steps, so a reader scrolled down to a view can step. */
  .dv-book-doing { display: none; }
  .dv-book-lead { font-size: 0; }
  .dv-book-lead::after { content: "Knuth's "; font-size: 13px; }
  /* At most two lines beside the steps, no taller than they are, and
     "… more" as large as they are for a finger: the line ends where the
     step's name does. */
  .dv-book-line { height: auto; }
  .dv-book { height: auto; max-height: 2.9em; white-space: normal; }
  .dv-book-more { min-width: 44px; min-height: 44px; }
  .dv-book i { white-space: nowrap; }
  .dv-book-more::before { content: "… "; color: var(--dv-fg); font-weight: 400; }
  /* Opened, the line takes the row's width, the steps under it. */
  .dv-book-row[data-expanded] { flex-wrap: wrap; }
  .dv-book-row[data-expanded] .dv-book-line { flex-basis: 100%; }
  .dv-book-row[data-expanded] .dv-book { max-height: none; }
  .dv-book-row[data-expanded] .dv-mini { margin-left: auto; }
  .dv-book-row[data-expanded] .dv-book-doing { display: inline; }
  .dv-book-row[data-expanded] .dv-book-lead { font-size: inherit; }
  .dv-book-row[data-expanded] .dv-book-lead::after { content: none; }
  .dv-mini { display: inline-flex; flex: none; gap: 6px; }
  .dv-mini button { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 28px; padding: 0; border: 1px solid var(--dv-rule); border-radius: 7px; background: var(--dv-panel); cursor: pointer; touch-action: manipulation; }
  .dv-mini button[data-mini="play"] { background: var(--dv-selected); border-color: var(--dv-selected); color: var(--dv-on-selected); }
  .dv-mini button[aria-disabled="true"] { opacity: 0.45; cursor: default; }
  .dv-mini svg { width: 16px; height: 16px; fill: currentColor; }
  /* Not beside the toolbar's own buttons: only once those are scrolled
     away (toolbar/mini-shown.js); hidden, not removed, so the words keep
     their height and nothing moves as they come and go. */
  .dlx-vis[data-controls-shown] .dv-mini { visibility: hidden; }
  /* The description stays on screen above whichever view is scrolled to. */
  .dv-head { display: contents; }
  .dv-words { position: sticky; top: 0; z-index: 3; background: var(--dv-bg); padding: 2px 0; border-bottom: 1px solid var(--dv-rule); }
  .dv-preset-label { display: block; margin-top: 6px; }
  .dv-preset-label + .dv-preset-label { margin-left: 0; }
  /* What is scrolled into view (by a focus, a link or a script) lands below
     the words, not under them: a panel with its heading, a view inside one
     with the heading above it too. --dv-words-height is the words' height,
     kept current by visualizer-view.js. */
  .dv-panel { scroll-margin-top: calc(var(--dv-words-height, 100px) + 6px); }
  .dv-links-scroll, .dv-mx-scroll, .dv-matrix-scroll { scroll-margin-top: calc(var(--dv-words-height, 100px) + 40px); }
  /* The tree's canvas, focused, with the estimate and caption above it. */
  .dv-tree-frame, .dv-tree-frame canvas { scroll-margin-top: calc(var(--dv-words-height, 100px) + 200px); }
  /* Four lines: the longest caption, the close-up's with the note of faded nodes. */
  .dv-tree-caption { min-height: 5.8em; }
  /* Six levels, the rest scrolled: on a phone a tall empty box at the start
     reads as a view that failed to draw. */
  .dv-stack-list { height: 8.7em; }
  /* Four lines: the estimate's text before the search is read to its end is
     the longest, and a line it gains later would move the page below. */
  .dv-tree-estimate { min-height: 5.8em; }
  .dv-timeline { flex-wrap: wrap; gap: 2px; }
  .dv-timeline input { flex-basis: 100%; }
  /* Four lines: the longest caption of the memory table, a jump's. */
  .dv-memory-caption { min-height: 5.8em; }
}
@container (max-width: 420px) {
  .dv-controls button { padding: 0 8px; }
  .dv-controls button[data-action="play"] { min-width: 64px; }
  .dv-describe-box { font-size: 15px; }
}
`;
