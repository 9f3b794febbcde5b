// Presentation mode, for a projector: the frame fills the screen in large
// type with the description, the controls and one or two panels (the
// matrix beside the grid or board, the links below); the sheet of keyboard
// shortcuts (`?`); and "Copy link" to the step shown. It reports what is
// asked for and shows what it is told.

/** @typedef {'present' | 'keys' | 'copy-link'} ProjectorAction */

/** Every key the visualizer answers (keyboard.js, and the matrix's, links' and tree's cursors), as the sheet lists them. */
export const SHORTCUTS = /** @type {const} */ ([
  ['Space', 'Play or pause'],
  ['→ / ←', 'One step forward / back'],
  ['Shift + → / ←', '10 steps'],
  ['Ctrl + Shift + → / ←', '100 steps (⌘ + Shift on a Mac)'],
  ['Home / End', 'The start / the end of the search'],
  ['S', 'The next solution'],
  [
    'Tab',
    'To the matrix, the links or the tree: the arrows move a cursor there; in the matrix and the tree Enter goes to its step',
  ],
  ['P', 'Presentation mode on or off'],
  ['?', 'This sheet'],
  ['Escape', 'Close the sheet, then leave presentation mode'],
]);

export class Projector {
  /**
   * @param {Document} doc
   * @param {(action: ProjectorAction) => void} onAction
   */
  constructor(doc, onAction) {
    this.tools = doc.createElement('div');
    this.tools.className = 'dv-projector';
    this.tools.dataset.control = 'playback';
    /** @param {ProjectorAction} action @param {string} text @param {string} title */
    const button = (action, text, title) => {
      const element = doc.createElement('button');
      element.type = 'button';
      element.dataset.projector = action;
      element.textContent = text;
      element.title = title;
      element.addEventListener('click', () => onAction(action));
      this.tools.append(element);
      return element;
    };
    this.present = button('present', 'Present', 'Presentation mode: large type, the screen filled (P; Escape leaves)');
    this.present.setAttribute('aria-pressed', 'false');
    this.copy = button('copy-link', 'Copy link', 'Copy a link to this step');
    this.keys = button('keys', '?', 'Keyboard shortcuts (?)');
    this.keys.setAttribute('aria-label', 'Keyboard shortcuts');
    this.keys.setAttribute('aria-expanded', 'false');
    this.status = doc.createElement('span');
    this.status.className = 'dv-copy-status';
    // Live, but not a second status beside the frame's note (layout.js).
    this.status.setAttribute('aria-live', 'polite');
    this.tools.append(this.status);
    this.sheet = shortcutSheet(doc, () => this.showSheet(false));
  }

  /** @param {boolean} on */
  showPresenting(on) {
    this.present.setAttribute('aria-pressed', String(on));
    this.present.textContent = on ? 'Leave' : 'Present';
  }

  get sheetOpen() {
    return !this.sheet.hidden;
  }

  /** @param {boolean} open */
  showSheet(open) {
    this.sheet.hidden = !open;
    this.keys.setAttribute('aria-expanded', String(open));
    if (open) /** @type {HTMLElement} */ (this.sheet.querySelector('button')).focus({ preventScroll: true });
  }

  /**
   * What copying did: the link copied, or the link to copy by hand.
   * @param {string} link
   * @param {boolean} copied
   */
  showCopied(link, copied) {
    if (copied) {
      this.status.textContent = 'Link copied.';
      return;
    }
    const anchor = this.status.ownerDocument.createElement('a');
    anchor.href = link;
    anchor.textContent = 'this link';
    this.status.replaceChildren('Copy ', anchor);
  }
}

/**
 * The sheet of shortcuts, hidden until asked for.
 * @param {Document} doc
 * @param {() => void} close
 */
function shortcutSheet(doc, close) {
  const sheet = doc.createElement('div');
  sheet.className = 'dv-keys-sheet';
  sheet.setAttribute('role', 'dialog');
  sheet.setAttribute('aria-label', 'Keyboard shortcuts');
  sheet.hidden = true;
  const heading = doc.createElement('h3');
  heading.textContent = 'Keyboard shortcuts';
  const list = doc.createElement('dl');
  for (const [keys, does] of SHORTCUTS) {
    const term = doc.createElement('dt');
    for (const [k, key] of keys.split(' ').entries()) {
      if (k > 0) term.append(' ');
      if (key === '+' || key === '/') term.append(key);
      else term.append(Object.assign(doc.createElement('kbd'), { textContent: key }));
    }
    const description = doc.createElement('dd');
    description.textContent = does;
    list.append(term, description);
  }
  const done = doc.createElement('button');
  done.type = 'button';
  done.textContent = 'Close';
  done.addEventListener('click', close);
  sheet.append(heading, list, done);
  return sheet;
}

// Sizes in vw, so the type grows with the screen: the description is 1.6vw,
// 30.7 px at 1920 wide, never under 22 px.
export const PROJECTOR_STYLES = `
.dv-projector { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.dv-projector button[aria-pressed="true"] { background: var(--dv-selected); color: var(--dv-bg); border-color: var(--dv-selected); }
.dv-copy-status { font-size: 13px; color: var(--dv-muted); }
.dv-keys-sheet { position: fixed; z-index: 2147483001; top: 50%; left: 50%; transform: translate(-50%, -50%); max-width: min(92vw, 640px); max-height: 90vh; overflow: auto; padding: 18px 22px; background: var(--dv-bg); color: var(--dv-fg); border: 1px solid var(--dv-rule); border-radius: 10px; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35); font-size: 16px; }
.dv-keys-sheet[hidden] { display: none; }
.dv-keys-sheet dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 18px; margin: 8px 0 14px; }
.dv-keys-sheet dt { white-space: nowrap; }
.dv-keys-sheet dd { margin: 0; }
.dv-keys-sheet kbd { display: inline-block; min-width: 1.6em; padding: 0 6px; border: 1px solid var(--dv-rule); border-bottom-width: 2px; border-radius: 4px; font: inherit; text-align: center; }
.dv-keys-sheet button { min-height: 36px; padding: 4px 16px; border: 1px solid var(--dv-rule); border-radius: 6px; background: var(--dv-bg); cursor: pointer; }
.dlx-vis[data-presenting] { position: fixed; inset: 0; z-index: 2147483000; max-width: none; width: auto; margin: 0; border: 0; border-radius: 0; overflow: auto; padding: 1vw 1.6vw; font-size: max(16px, 1.1vw); display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-content: start; column-gap: 1.6vw; }
.dlx-vis[data-presenting] > * { grid-column: 1 / -1; }
.dlx-vis[data-presenting] > .dv-main, .dlx-vis[data-presenting] > .dv-reps { grid-column: auto; margin-top: 10px; }
.dlx-vis[data-presenting] .dv-words { flex-basis: 100%; }
.dlx-vis[data-presenting] .dv-describe-box { font-size: max(22px, 1.6vw); height: auto; min-height: 2.9em; }
.dlx-vis[data-presenting] .dv-describe-pop { position: static; height: auto; }
.dlx-vis[data-presenting] .dv-describe { height: auto; display: block; }
.dlx-vis[data-presenting] .dv-describe-pop .dv-more { display: none; }
.dlx-vis[data-presenting] .dv-book-line, .dlx-vis[data-presenting] .dv-book, .dlx-vis[data-presenting] .dv-preset-label, .dlx-vis[data-presenting] .dv-position,
.dlx-vis[data-presenting] .dv-speed, .dlx-vis[data-presenting] .dv-note, .dlx-vis[data-presenting] h3,
.dlx-vis[data-presenting] .dv-copy-status,
.dlx-vis[data-presenting] .dv-caption, .dlx-vis[data-presenting] .dv-legend { font-size: max(14px, 0.95vw); }
.dlx-vis[data-presenting] .dv-describe-pop .dv-more, .dlx-vis[data-presenting] .dv-book-more { font-size: max(14px, 0.95vw); }
.dlx-vis[data-presenting] .dv-controls button { font-size: max(14px, 1vw); min-height: max(36px, 2.4vw); }
.dlx-vis[data-presenting] .dv-keys-sheet { font-size: max(18px, 1.3vw); max-width: min(92vw, 60vw); }
.dlx-vis[data-presenting] .dv-naming, .dlx-vis[data-presenting] .dv-custom, .dlx-vis[data-presenting] .dv-legend,
.dlx-vis[data-presenting] [data-panel="tree"], .dlx-vis[data-presenting] [data-panel="cells"],
.dlx-vis[data-presenting] [data-panel="counters"], .dlx-vis[data-presenting] [data-panel="stack"] { display: none !important; }
.dlx-vis[data-presenting] .dv-main { grid-template-columns: minmax(0, 1fr); }
.dlx-vis[data-presenting] > .dv-reps { grid-template-columns: minmax(0, 1fr) !important; }
.dlx-vis[data-presenting] :is([data-panel="matrix"], [data-panel="links"]) { zoom: var(--dv-present-zoom, 1); }
/* The frame scrolls itself here: a view's column names stick at its very top, over its padding (sticky-head.js). */
.dlx-vis[data-presenting] .dv-head-strip { top: calc(-1vw / var(--dv-present-zoom, 1)); }
.dlx-vis[data-presenting] :is([data-panel="matrix"], [data-panel="links"]) :is(h3, .dv-caption, .dv-note) { font-size: 13px; }
.dlx-vis[data-presenting] > .dv-main:has(.dv-grid-panel:not([hidden])) { grid-column: 1 / -1; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
.dlx-vis[data-presenting] > .dv-main:has(.dv-grid-panel:not([hidden])) ~ .dv-reps { grid-column: 1 / -1; }
`;
