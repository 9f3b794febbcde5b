// The keypad (views/pad.js): its symbol and tool keys, its look in each
// entry mode, and the Zoom key only where a big grid zooms.

export const PAD_STYLES = `
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
`;
