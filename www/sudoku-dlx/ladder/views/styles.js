// The ladder panel's stylesheet, inside the element's shadow root. It takes
// solve mode's --sd-* custom properties when a page sets them, so one theme
// colours both modes, and has light and dark defaults of its own (dark: the
// element's `dark` state, shared/theme.js).

export const LADDER_STYLES = `
:host {
  color-scheme: light;
  --ld-fg: var(--sd-fg, #1b2230);
  --ld-muted: var(--sd-muted, #555f6d);
  --ld-bg: var(--sd-bg, #ffffff);
  --ld-panel: var(--sd-panel, #f7f8fa);
  --ld-rule: var(--sd-rule, #c3c9d2);
  --ld-box-rule: var(--sd-box-rule, #1b2230);
  --ld-accent: var(--sd-accent, #1d4ed8);
  --ld-on-accent: var(--sd-on-accent, #ffffff);
  --ld-given-bg: var(--sd-given-bg, #e9edf2);
  --ld-forced-bg: var(--sd-hint-bg, #dcfce7);
  --ld-focus: var(--sd-focus, #b45309);
  --ld-error: var(--sd-error, #b42318);
  --ld-error-bg: var(--sd-error-bg, #fdecea);
  --ld-gave-up: #b45309;
  display: block;
  color: var(--ld-fg);
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
:host(:state(dark)) {
  color-scheme: dark;
  --ld-fg: var(--sd-fg, #e6e9ef);
  --ld-muted: var(--sd-muted, #a4adba);
  --ld-bg: var(--sd-bg, #161b22);
  --ld-panel: var(--sd-panel, #1f2630);
  --ld-rule: var(--sd-rule, #465160);
  --ld-box-rule: var(--sd-box-rule, #c9d1dc);
  --ld-accent: var(--sd-accent, #6b9bff);
  --ld-on-accent: var(--sd-on-accent, #0b1220);
  --ld-given-bg: var(--sd-given-bg, #263040);
  --ld-forced-bg: var(--sd-hint-bg, #14532d);
  --ld-focus: var(--sd-focus, #f59e0b);
  --ld-error: var(--sd-error, #ff8a80);
  --ld-error-bg: var(--sd-error-bg, #3b1715);
  --ld-gave-up: #f59e0b;
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
h3 { margin: 0 0 0.5rem; font-size: 1rem; }
button, select { font: inherit; color: inherit; }
button, select {
  min-height: 2.25rem;
  border: 1px solid var(--ld-rule);
  border-radius: 6px;
  background: var(--ld-bg);
}
button { padding: 0.35rem 0.8rem; cursor: pointer; }
select { padding: 0.3rem; }
button:hover:not(:disabled) { border-color: var(--ld-accent); }
button:disabled { opacity: 0.5; cursor: not-allowed; }
button:focus-visible, select:focus-visible { outline: 3px solid var(--ld-focus); outline-offset: 1px; }
button.primary { background: var(--ld-accent); border-color: var(--ld-accent); color: var(--ld-on-accent); font-weight: 600; }
button.cancel { border-color: var(--ld-error); color: var(--ld-error); font-weight: 600; }
/* A control's name stands over it, so each reads as one piece however the
   row wraps; a field grows into the room its row leaves. */
.field { display: flex; flex-direction: column; gap: 0.2rem; font-size: 0.875rem; color: var(--ld-muted); }
.field select { width: 100%; font-size: 1rem; color: var(--ld-fg); }

.ladder-bar, .animation-controls { display: flex; flex-wrap: wrap; gap: 0.75rem 1rem; align-items: flex-end; }
.ladder-bar {
  padding: 0.75rem 1rem;
  background: var(--ld-panel);
  border: 1px solid var(--ld-rule);
  border-radius: 8px;
}
.puzzle-field { flex: 1 1 12rem; max-width: 18rem; }
.budget-field { flex: 1 1 10rem; max-width: 13rem; }
.rung-field { flex: 1 1 11rem; max-width: 16rem; }
.speed-field { flex: 1 1 8rem; max-width: 11rem; }
.actions { display: flex; gap: 0.5rem; }
.actions button { min-width: 6.5rem; }
.animation-controls.buttons { margin-top: 0.6rem; gap: 0.5rem; }
/* A phone: the puzzle has a row of its own, the budget shares one with Race. */
@container ladder (max-width: 30rem) {
  .ladder-bar { padding: 0.75rem; }
  .puzzle-field { flex-basis: 100%; max-width: none; }
  .budget-field { max-width: none; }
  .rung-field, .speed-field { max-width: none; }
}
.ladder-status { min-height: 1.45em; margin: 0.75rem 0; }
.ladder-status.error { color: var(--ld-error); background: var(--ld-error-bg); padding: 0.3rem 0.5rem; border-radius: 6px; }
/* The race and the animation side by side only where both fit: the
   element's own width decides, not the window's, so a docs column of
   640 px or 688 px stacks them as a phone does. */
/* Its own background, as solve mode's frame has: the colours follow the
   reader's scheme, so a light page must not show dark mode's light text. */
.ladder { container: ladder / inline-size; background: var(--ld-bg); }
.ladder-body {
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
  gap: 1.5rem;
  align-items: start;
}
@container ladder (max-width: 47.5rem) { .ladder-body { grid-template-columns: minmax(0, 1fr); } }
.animation-part { min-width: 0; }

.lanes { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.55rem; }
/* The name and the figures share a line while both fit; then the figures
   move under the name rather than break it. */
.lane { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.1rem 0.75rem; }
.lane-name { flex: 1 0 auto; }
.lane-name .what { color: var(--ld-muted); }
.idea, .track, .state { flex: 1 0 100%; }
.idea { font-size: 0.85rem; line-height: 1.3; color: var(--ld-muted); margin-bottom: 0.15rem; }
.rung-idea { margin: 0.6rem 0 0; font-size: 0.9rem; color: var(--ld-muted); }
.figures { margin-left: auto; font-variant-numeric: tabular-nums; color: var(--ld-muted); }
.track { height: 0.9rem; background: var(--ld-panel); border: 1px solid var(--ld-rule); border-radius: 3px; overflow: hidden; }
.bar { display: block; height: 100%; width: 0; background: var(--ld-accent); transition: width 0.1s linear; }
.state { font-size: 0.875rem; color: var(--ld-muted); }
.lane[data-state="gave up"] .bar { background: var(--ld-gave-up); }
.lane[data-state="gave up"] .state { color: var(--ld-fg); font-weight: 600; }
.lane[data-state="failed"] .state { color: var(--ld-error); }
.lane[data-state="cancelled"] .bar { opacity: 0.45; }
.axis { position: relative; height: 1.4rem; margin: 0.2rem 0 0; border-top: 1px solid var(--ld-rule); font-size: 0.75rem; color: var(--ld-muted); }
.tick { position: absolute; top: 0.15rem; transform: translateX(-50%); }
.tick:first-child { transform: none; }
.tick:last-child { transform: translateX(-100%); }
.race-summary { margin: 0.5rem 0 0; min-height: 1.45em; }
.race-story { margin: 0.4rem 0 0; padding-left: 1.2rem; font-size: 0.92em; }
.race-story:empty { display: none; }
.race-story li { margin: 0.3rem 0; }
.race-story button { padding: 0.1rem 0.5rem; font-size: 0.9em; }
.lane.opens { cursor: pointer; }
.lane.opens:hover .lane-name b { text-decoration: underline; }
.lane.opens:focus-visible { outline: 3px solid var(--ld-focus); outline-offset: 2px; }
/* Its title says why it opens nothing, and so does a line under it once
   clicked or tapped (a touch screen shows no title). */
.lane.shut { cursor: help; }
.why { flex: 1 0 100%; margin-top: 0.2rem; padding-left: 0.5rem; border-left: 3px solid var(--ld-rule); font-size: 0.875rem; line-height: 1.35; }
.why:empty { display: none; }

.board {
  --side: 9;
  display: grid;
  grid-template-columns: repeat(var(--side), minmax(0, 1fr));
  width: min(100%, 22rem);
  margin: 0.75rem 0 0.5rem;
  border: 2px solid var(--ld-box-rule);
  background: var(--ld-bg);
}
.square {
  aspect-ratio: 1;
  display: grid;
  place-items: center;
  border-right: 1px solid var(--ld-rule);
  border-bottom: 1px solid var(--ld-rule);
  font-size: clamp(0.6rem, calc(14rem / var(--side)), 1.25rem);
  color: var(--ld-accent);
  font-variant-numeric: tabular-nums;
}
.square.box-right { border-right: 2px solid var(--ld-box-rule); }
.square.box-bottom { border-bottom: 2px solid var(--ld-box-rule); }
.square.given { background: var(--ld-given-bg); color: var(--ld-fg); font-weight: 700; }
.square.placed { outline: 3px solid var(--ld-accent); outline-offset: -3px; }
.square.forced { outline: 3px solid var(--ld-accent); outline-offset: -3px; background: var(--ld-forced-bg); color: var(--ld-fg); }
.square.removed { color: var(--ld-error); background: var(--ld-error-bg); text-decoration: line-through; }
.move { min-height: 2.9em; margin: 0; }
.counters { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0.5rem 0 0; }
.counters div { display: flex; gap: 0.3rem; }
.counters dt { color: var(--ld-muted); }
.counters dd { margin: 0; font-variant-numeric: tabular-nums; font-weight: 600; }
.log-note { margin: 0.4rem 0 0; color: var(--ld-muted); min-height: 1.45em; }
`;
