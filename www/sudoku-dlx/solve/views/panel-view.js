// The solver panel's DOM: the markup, the grid editor in it, what the
// person does (reported to the controller as handlers), and render(state),
// which brings every control around the grid in line with the panel's state
// (model/panel-state.js). No handler here changes what is shown: the
// controller changes the state and renders.

import { SIDES } from '../../shared/grid-shape.js';
import { EXAMPLES } from '../examples.js';
import { PAUSED_REFUSES } from '../model/panel-state.js';
import { DIFFICULTIES, KINDS, offersPick, offersSize, outlook, SYMMETRIES } from '../model/puzzle-picks.js';
import { renderAids } from './aids-view.js';
import { GameView } from './game-view.js';
import { GridEditor } from './grid-editor.js';
import { keepInView } from './keep-in-view.js';
import { watchPan, zoom } from './grid-zoom.js';
import { buildPad } from './pad.js';
import { findParts, idleLine, TEMPLATE, typingHelp } from './panel-template.js';
import { attribute, commit, hidden, text, value } from '../../shared/render.js';
import { shortcutOf } from './shortcuts.js';
import { StatusView } from './status-view.js';
import { SolutionsView } from './solutions-view.js';
import { renderRules } from './variant-caption.js';

/** @typedef {import('../model/panel-state.js').PanelFrame} PanelFrame */

/**
 * What the person does, for the controller.
 * @typedef {object} PanelHandlers
 * @property {(action: string) => void} action a button's `data-action`, or its shortcut
 * @property {(example: { label: string, puzzle: string }) => void} example an example picked
 * @property {(by: number) => void} stepSolution Previous (-1) or Next (1) through the solutions
 * @property {(index: number) => void} focusCell a cell got focus
 * @property {(on: boolean) => void} liveCheck "Show mistakes as I type" changed
 * @property {(side: number) => void} emptySide the size of a new empty grid changed
 * @property {(picks: import('../model/panel-state.js').Picks) => void} picks New puzzle's pickers changed
 * @property {() => void} pasteEdited the text box changed
 * @property {(change: import('../model/board.js').BoardChange) => void} change a change the player typed into the board
 * @property {(text: string) => void} pasted a puzzle pasted into a cell
 * @property {(index: number, why: 'given' | 'symbol', symbol: string) => void} refused a change the grid refused
 * @property {(id: string) => void} game a game picked from the list of games to go back to
 */

export class PanelView {
  /** The editable grid. */
  grid;
  #root;
  #parts;
  #status;
  #solutionsBar;
  /** @type {PanelFrame | null} */
  #state = null;
  #stopKeepingInView;
  #game;
  #handlers;

  /**
   * Builds the panel into `root`, an element in a shadow root, its grid showing `board`.
   * @param {HTMLElement} root
   * @param {PanelHandlers} handlers
   * @param {import('../model/board.js').Board} board
   */
  constructor(root, handlers, board) {
    root.innerHTML = TEMPLATE;
    this.#root = root;
    const parts = findParts(root);
    this.#parts = parts;
    this.grid = new GridEditor({
      board,
      onChange: handlers.change,
      onPaste: handlers.pasted,
      onRefuse: handlers.refused,
      onMode: handlers.action,
    });
    this.grid.element.setAttribute('aria-describedby', 'grid-error grid-rules grid-hint');
    parts.scroller.append(this.grid.element);
    const stopKeeping = keepInView(this.grid.element);
    const stopPanning = watchPan(parts.scroller, parts.panCue);
    const line = /** @type {HTMLElement} */ (root.querySelector('.status-line'));
    const said = /** @type {HTMLElement} */ (root.querySelector('.said'));
    const anchor = /** @type {HTMLElement} */ (root.querySelector('.toolbar'));
    this.#status = new StatusView({
      status: parts.status,
      progress: parts.progress,
      error: parts.gridError,
      whole: parts.moreText,
      line,
      said,
      anchor,
    });
    this.#stopKeepingInView = () => {
      stopKeeping();
      stopPanning();
      this.#status.stop();
    };
    this.#solutionsBar = new SolutionsView(parts.solutionsBar, handlers.stepSolution);
    this.#game = new GameView(root);
    this.#handlers = handlers;
    this.#fillPickers(handlers);
    this.#listen(handlers);
  }

  /** The text in the paste box. */
  get pasteText() {
    return this.#parts.paste.value;
  }

  /**
   * Whether focus is on what a job's end takes away: Cancel, or the status
   * around its progress (the "More" of a long count).
   */
  get cancelFocused() {
    return (
      this.#parts.cancel.matches(':focus') || Boolean(this.#parts.status.closest('.status')?.matches(':focus-within'))
    );
  }

  /**
   * The toolbar's button for `action`, not the pad's; for a tool only the
   * menu holds, the menu's button.
   * @param {string} action
   */
  button(action) {
    const selector = `[data-action="${action}"]`;
    return /** @type {HTMLButtonElement} */ (
      this.#root.querySelector(`.toolbar ${selector}`) ??
        this.#root.querySelector(selector) ??
        this.#root.querySelector('[data-action="menu"]')
    );
  }

  /**
   * What gets focus back after a cancel of `action`: its button if shown,
   * else the menu's (in play, Solve and Count sit in the menu, and their
   * toolbar buttons are hidden). Asked only when focus is given back, so
   * a job's start lays nothing out.
   * @param {string} action
   * @returns {{ focus(): void }}
   */
  focusAfterCancel(action) {
    return {
      focus: () => {
        const button = this.button(action);
        (button.getClientRects().length > 0 ? button : this.button('menu')).focus();
      },
    };
  }

  destroy() {
    this.#stopKeepingInView();
    this.#root.replaceChildren();
  }

  /**
   * Brings every control around the grid in line with `state`.
   * @param {PanelFrame} state
   */
  render(state) {
    this.#state = state;
    const parts = this.#parts;
    // Count them all and Tally them all go as they start, Cancel in their
    // place: focus follows, or it would fall to the page, out of Escape's reach.
    const offers = [this.button('count-all'), this.button('tally-all')];
    const pressed = offers.some((offer) => offer.matches(':focus'));
    // The stage first: a pad built anew is then in line with the controls.
    this.#renderStage(state);
    this.#renderControls(state);
    this.grid.render(state.overlay);
    this.#status.render(state.status);
    text(parts.idle, idleLine(state));
    this.#solutionsBar.render(state.solutionsBar);
    text(parts.rating, state.rating);
    text(parts.textError, state.textError);
    // A mistake's reason first; while all possibilities are shown, the focused cell's figures.
    const figures = !state.cellNote && Boolean(state.overlay.tally);
    text(parts.cellNote, figures ? state.cellFigures : state.cellNote);
    parts.cellNote.classList.toggle('figures', figures);
    renderRules(parts.rules, this.grid.board.variant);
    hidden(this.button('apply-hint'), !state.applicable);
    hidden(this.button('start-anyway'), !state.startChoice);
    hidden(this.button('add-clue'), !state.startChoice);
    hidden(this.button('count-all'), state.allOffer !== 'count');
    hidden(this.button('tally-all'), state.allOffer !== 'tally');
    if (pressed && offers.every((offer) => offer.hidden) && !parts.cancel.hidden) parts.cancel.focus();
    this.#renderPickers(state);
    this.#game.render(state, this.#handlers.game);
  }

  /**
   * While a job runs the buttons are marked rather than disabled, so the
   * one just pressed keeps focus; Undo and Redo say whether they can act.
   * @param {PanelFrame} state
   */
  #renderControls({ busy, cancelOffered, canUndo, canRedo, mode, aids, candidates, hasGivens, game, picks }) {
    const root = this.#root;
    const controls = root.querySelectorAll(
      'button[data-action]:not([data-action="cancel"], [data-action="menu"], [data-action="pause"]), [data-part="examples"] button, [data-item]',
    );
    // A finished game's grid is locked: only Undo and the ways to another
    // game stay. A paused one waits for Resume (PAUSED_REFUSES).
    const open = !game.ended;
    /** @type {Record<string, boolean>} */
    const possible = {
      undo: canUndo,
      redo: canRedo,
      start: hasGivens,
      hint: open,
      check: open,
      pencil: open,
      'mode-next': open,
      reveal: open,
    };
    for (const control of controls) {
      const { action = '', item = '' } = /** @type {HTMLElement} */ (control).dataset;
      const name = action || item;
      const waits = game.paused && PAUSED_REFUSES.has(name);
      const disabled = Object.hasOwn(possible, name)
        ? String(busy || waits || !possible[name])
        : busy || waits
          ? 'true'
          : null;
      attribute(control, 'aria-disabled', disabled);
    }
    for (const select of root.querySelectorAll('select')) {
      // A variant has no symmetry to pick: its clues are what uniqueness leaves.
      const off = busy || (select === this.#parts.newSymmetry && (picks.kind ?? 'classic') !== 'classic');
      commit(select, 'disabled', off, () => (select.disabled = off));
    }
    commit(this.#parts.paste, 'readOnly', busy, () => (this.#parts.paste.readOnly = busy));
    const locked = busy || Boolean(game.ended) || game.paused;
    commit(this.grid, 'readOnly', locked, () => (this.grid.readOnly = locked));
    attribute(this.grid.element, 'aria-busy', String(busy));
    for (const key of root.querySelectorAll('[data-symbol]')) attribute(key, 'aria-disabled', locked ? 'true' : null);
    hidden(this.#parts.cancel, !cancelOffered);
    renderAids(root, this.grid, { mode, aids });
    commit(this.grid, 'mode', mode, () => (this.grid.mode = mode));
    attribute(this.button('candidates'), 'aria-pressed', String(candidates));
  }

  /**
   * The words under the grid, and the controls that only one stage shows.
   * @param {PanelFrame} state
   */
  #renderStage({ side, setup, zoomed }) {
    const parts = this.#parts;
    const solver = /** @type {HTMLElement} */ (this.#root.querySelector('.solver'));
    commit(solver, 'setting-up', setup, () => solver.classList.toggle('setting-up', setup));
    // Start takes Check's place while setting up (Check has nothing to
    // compare with yet), in the toolbar and on the pad, so the buttons keep
    // their rows and the grid stays where it is; mistakes show once there is play.
    buildPad(parts.pad, side);
    zoom(parts.scroller, zoomed, side);
    // The stage is as wide as the grid, so the pause's cover and the end's card cover the grid alone.
    const stage = /** @type {HTMLElement} */ (parts.scroller.parentElement);
    commit(stage, 'side', side, () => stage.style.setProperty('--side', String(side)));
    for (const key of this.#root.querySelectorAll('[data-action="zoom"]')) {
      attribute(key, 'aria-pressed', String(zoomed));
      attribute(key, 'aria-label', zoomed ? 'Zoom out to the whole grid' : 'Zoom in');
    }
    const starts = [...this.#root.querySelectorAll('[data-action="start"]')];
    const startHadFocus = starts.some((start) => start.matches(':focus'));
    for (const start of starts) hidden(/** @type {HTMLElement} */ (start), !setup);
    for (const check of this.#root.querySelectorAll('[data-action="check"]')) {
      hidden(/** @type {HTMLElement} */ (check), setup);
    }
    // Hiding Start would drop focus to the page: it goes back to the grid.
    if (startHadFocus && !setup) this.grid.focusForPlay();
    // Out of sight while setting up but keeping its room, so what is below never moves.
    const options = /** @type {HTMLElement} */ (parts.liveCheck.closest('.options'));
    commit(options, 'concealed', setup, (on) => options.classList.toggle('concealed', on));
    const complete = this.grid.board.marksComplete;
    commit(parts.marksComplete, 'checked', complete, () => (parts.marksComplete.checked = complete));
    const help = typingHelp(side, setup);
    commit(parts.hint, 'html', help, () => (parts.hint.innerHTML = help));
  }

  /**
   * The pickers below the game, and what the picked puzzle would cost.
   * @param {PanelFrame} state
   */
  #renderPickers({ emptySide, picks, otherKind, unratedLevel, liveCheck }) {
    const parts = this.#parts;
    value(parts.size, String(emptySide));
    value(parts.newKind, picks.kind ?? 'classic');
    // A variant New game does not make: "Variant", a choice shown only while it is on the board.
    const other = /** @type {HTMLOptionElement} */ (parts.barKind.querySelector('[value="variant"]'));
    hidden(other, !otherKind);
    value(parts.barKind, otherKind ? 'variant' : (picks.kind ?? 'classic'));
    value(parts.newSize, String(picks.size));
    value(parts.newDifficulty, picks.difficulty);
    // A level not known yet: "Level", a neutral choice shown only while it is.
    const unrated = /** @type {HTMLOptionElement} */ (parts.barDifficulty.querySelector('[value="unrated"]'));
    hidden(unrated, !unratedLevel);
    value(parts.barDifficulty, unratedLevel ? 'unrated' : picks.difficulty);
    value(parts.newSymmetry, picks.symmetry);
    commit(parts.liveCheck, 'checked', liveCheck, () => (parts.liveCheck.checked = liveCheck));
    for (const option of [...parts.newDifficulty.options, ...parts.barDifficulty.options]) {
      // "Level" says what the board is, never what to make.
      const offered = option.value !== 'unrated' && offersPick(picks, option.value);
      commit(option, 'offered', offered, () => (option.disabled = !offered));
    }
    for (const option of parts.newSize.options) {
      const offered = offersSize(picks.kind, Number(option.value));
      commit(option, 'offered', offered, () => (option.disabled = !offered));
    }
    text(parts.newNote, outlook(picks.size, picks.kind ?? 'classic').note ?? '');
  }

  /** @param {PanelHandlers} handlers */
  #fillPickers(handlers) {
    const { size, newKind, newSize, newDifficulty, newSymmetry, examples } = this.#parts;
    for (const kind of KINDS) {
      newKind.append(new Option(kind, kind));
      this.#parts.barKind.append(new Option(kind[0].toUpperCase() + kind.slice(1), kind));
    }
    const other = new Option('Variant', 'variant');
    other.disabled = other.hidden = true;
    this.#parts.barKind.append(other);
    for (const picker of [size, newSize]) {
      for (const side of SIDES) picker.append(new Option(`${side} × ${side}`, String(side), side === 9, side === 9));
    }
    for (const level of DIFFICULTIES) newDifficulty.append(new Option(level, level));
    for (const level of [...DIFFICULTIES.slice(1), DIFFICULTIES[0]]) {
      this.#parts.barDifficulty.append(new Option(level[0].toUpperCase() + level.slice(1), level));
    }
    // No wider than Medium, so the phone's bar stays one row.
    const unrated = new Option('Level', 'unrated');
    unrated.disabled = unrated.hidden = true;
    this.#parts.barDifficulty.append(unrated);
    for (const symmetry of SYMMETRIES) newSymmetry.append(new Option(symmetry, symmetry));
    const doc = this.#root.ownerDocument;
    examples.append(
      ...EXAMPLES.map((example) => {
        const button = doc.createElement('button');
        button.type = 'button';
        button.textContent = example.label;
        button.addEventListener('click', () => handlers.example(example));
        return button;
      }),
    );
  }

  /** @param {PanelHandlers} handlers */
  #listen(handlers) {
    const parts = this.#parts;
    this.#root.addEventListener('click', (event) => {
      const target = /** @type {Element} */ (event.target);
      const button = /** @type {HTMLElement | null} */ (target.closest?.('[data-action], [data-symbol], [data-item]'));
      if (button?.getAttribute('aria-disabled') === 'true' && button.dataset.symbol !== undefined) return;
      if (button?.dataset.symbol !== undefined) this.grid.press(button.dataset.symbol);
      else if (button?.dataset.action) handlers.action(button.dataset.action);
      else if (button?.dataset.item) this.#menuItem(button.dataset.item, handlers);
    });
    // A press anywhere but the menu closes it, as Escape does (focus back on its button).
    this.#root.addEventListener('pointerdown', (event) => {
      const inMenu = /** @type {Element} */ (event.target).closest?.('.menu-box');
      if (this.#state?.menuOpen && !inMenu) handlers.action('menu-close');
    });
    parts.stats.addEventListener('close', () => {
      if (this.#state?.stats) handlers.action('stats-close');
    });
    this.#root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.#state?.menuOpen) {
        event.preventDefault();
        handlers.action('menu-close');
        this.button('menu').focus();
        return;
      }
      const busy = this.#state?.busy ?? false;
      const action = shortcutOf(event, busy, event.composedPath()[0] === parts.paste);
      if (!action) return;
      event.preventDefault();
      handlers.action(action);
    });
    this.grid.element.addEventListener('focusin', (event) => {
      handlers.focusCell(Number(/** @type {HTMLElement} */ (event.target).dataset.index));
    });
    parts.paste.addEventListener('input', () => handlers.pasteEdited());
    parts.liveCheck.addEventListener('change', () => handlers.liveCheck(parts.liveCheck.checked));
    parts.marksComplete.addEventListener('change', () =>
      handlers.change({ kind: 'complete', on: parts.marksComplete.checked }),
    );
    parts.size.addEventListener('change', () => handlers.emptySide(Number(parts.size.value)));
    const pickers = [parts.newKind, parts.newSize, parts.newDifficulty, parts.newSymmetry];
    for (const picker of [...pickers, parts.barKind, parts.barDifficulty]) {
      picker.addEventListener('change', () =>
        handlers.picks({
          kind: picker === parts.barKind ? parts.barKind.value : parts.newKind.value,
          size: Number(parts.newSize.value),
          difficulty: picker === parts.barDifficulty ? parts.barDifficulty.value : parts.newDifficulty.value,
          symmetry: parts.newSymmetry.value,
        }),
      );
    }
  }

  /**
   * An item of the menu: the action it names; Watch presses the watch button
   * (watch-button.js), which does the rest.
   * @param {string} item
   * @param {PanelHandlers} handlers
   */
  #menuItem(item, handlers) {
    if (item === 'watch') /** @type {HTMLElement} */ (this.#root.querySelector('[data-part="watch"]')).click();
    handlers.action(item === 'watch' ? 'menu-close' : item);
  }
}
