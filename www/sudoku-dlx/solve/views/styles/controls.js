// The solver's tools below the game (a grid of groups) and every button,
// select and text box: the Pencil key's words, the pickers, the paste box,
// the play bar's options.

export const CONTROLS_STYLES = `
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
`;
