// The visualizer's frame and everything in it that is not one session's
// view: the heading with the description and the problem picker, the
// controls, the notes, the custom-problem form, the keys and the resize
// observer. It reports what the user asks for and draws what it is given.

import { addStyles } from '../../shared/adopt-styles.js';
import { SCHEME_CHANGE } from '../../shared/theme.js';
import { bookStep, bookStepText } from '../model/algorithm-step.js';
import { endNote } from '../model/describe.js';
import { namingOf } from '../model/naming.js';
import { readInput } from '../model/read-input.js';
import { KNUTH_EXAMPLE, PRESETS } from '../model/presets.js';
import { Controls } from './toolbar/controls.js';
import { watchToolbar } from './toolbar/mini-shown.js';
import { snapUnderWords } from './sticky-snap.js';
import { CustomProblem } from './toolbar/custom-problem.js';
import { bindKeys } from './keyboard.js';
import { buildLayout } from './layout.js';
import { PRESENTATION_STYLES, present } from './presentation.js';
import { PROJECTOR_STYLES, Projector } from './projector.js';
import { ProblemPicker } from './toolbar/problem-picker.js';
import { RulePicker } from './toolbar/rule-picker.js';
import { TOUCH_STYLES } from './touch.js';
import { LEGEND_STYLES } from './links/links-legend.js';
import { MATRIX_STYLES } from './matrix/matrix-view.js';
import { VARIANT_GRID_STYLES } from './grid/variant-grid-view.js';
import { CELLS_STYLES } from './cells/cells-view.js';
import { SCROLL_CUE_STYLES } from './scroll-cue.js';
import { STICKY_HEAD_STYLES } from './sticky-head.js';
import { FOLLOW_STYLES } from './follow.js';
import { STYLES } from './styles.js';
import * as render from '../../shared/render.js';

const VISUALIZER_STYLES =
  STYLES +
  PRESENTATION_STYLES +
  LEGEND_STYLES +
  MATRIX_STYLES +
  VARIANT_GRID_STYLES +
  CELLS_STYLES +
  SCROLL_CUE_STYLES +
  STICKY_HEAD_STYLES +
  FOLLOW_STYLES +
  TOUCH_STYLES +
  PROJECTOR_STYLES;
/** During playback, how often the description is said again for a screen reader, in milliseconds. */
export const ANNOUNCE_EVERY = 4000;
/** During playback, how often the description is measured for "more", in milliseconds. */
const FIT_EVERY = 400;

/** @typedef {import('../model/session.js').Session} Session */
/** @typedef {import('../model/problem.js').Source} Source */

/**
 * @typedef {object} Requests what the user asks for
 * @property {(action: string, amount?: number) => unknown} act a toolbar button or key (for `escape`: whether it closed anything)
 * @property {(speed: number) => void} speed a speed picked
 * @property {(step: number) => void} scrub the timeline dragged
 * @property {(source: Source) => void} load a problem picked or typed
 * @property {() => void} resize the frame changed width
 * @property {() => void} restyle the colour scheme changed, so the canvases read their colours again
 */

/**
 * @typedef {object} Moment what the frame shows besides the session
 * @property {boolean} playing
 * @property {boolean} jumping
 */

export class VisualizerView {
  #win;
  #layout;
  #controls;
  #custom;
  #picker;
  #rule;
  #projector;
  /** @type {Source | null} what the problem shown was opened from */
  #source = null;
  /** The rule of the problem shown, or '' before one is. */
  #shownRule = '';
  /** @type {import('../model/rules.js').RuleName | null} the rule the reader picked, kept for the problems loaded after */
  #chosenRule = null;
  #unbindKeys;
  /** @type {ResizeObserver | undefined} */
  #resizeObserver;
  /** @type {ResizeObserver | undefined} */
  #wordsObserver;
  /** @type {{ stop(): void } | undefined} */
  #snap;
  /** @type {ReturnType<typeof watchToolbar> | undefined} whether the toolbar shows, for the phone's small steps */
  #toolbarShown;
  /** @type {(() => void) | undefined} */
  #unwatchScheme;
  /** @type {string | null} */
  #rendered = null;
  /** When the description was last said during playback, or -Infinity. */
  #announced = -Infinity;
  #playing = false;
  /** When the description was last measured during playback, or -Infinity. */
  #fitted = -Infinity;
  /** The measure put off during playback, to come once FIT_EVERY has passed. */
  #fitLater = 0;

  /**
   * Builds the frame in `container`.
   * @param {HTMLElement} container
   * @param {Requests} requests
   */
  constructor(container, requests) {
    const doc = container.ownerDocument;
    this.#win = /** @type {Window & typeof globalThis} */ (doc.defaultView);
    this.#controls = new Controls(doc, { onAction: requests.act, onSpeed: requests.speed, onScrub: requests.scrub });
    this.#controls.setEnabled(false);
    this.#custom = new CustomProblem(doc, {
      initialText: KNUTH_EXAMPLE,
      onLoad: (/** @type {string} */ text) => requests.load(this.#withRule(readInput(text))),
    });
    this.#picker = new ProblemPicker(doc, (id, embedded) =>
      requests.load(this.#withRule(this.#pickedSource(id, embedded))),
    );
    this.#rule = new RulePicker(doc, (rule) => {
      this.#chosenRule = rule;
      requests.load({ ...this.#source, rule });
    });
    this.#projector = new Projector(doc, requests.act);
    const parts = {
      controls: this.#controls,
      picker: this.#picker,
      rule: this.#rule,
      custom: this.#custom,
      projector: this.#projector,
    };
    this.#layout = buildLayout(doc, parts);
    // Outside a shadow root there is no host to carry the theme's defaults.
    this.root.classList.toggle('dv-standalone', !(container.getRootNode() instanceof this.#win.ShadowRoot));
    const root = container.getRootNode();
    if ('adoptedStyleSheets' in root) addStyles(/** @type {ShadowRoot | Document} */ (root), VISUALIZER_STYLES);
    container.append(this.root);
    this.#unbindKeys = bindKeys(this.root, requests.act);
    const { more, bookMore } = this.#layout;
    more.addEventListener('click', () => this.#expand(more.getAttribute('aria-expanded') !== 'true'));
    bookMore.addEventListener('click', () => {
      const focused = bookMore.matches(':focus');
      this.#expand(true);
      // The button goes once the line is whole: a keyboard's place moves to "less".
      if (focused) more.focus({ preventScroll: true });
    });
    this.#listen(requests.resize);
    this.#watchScheme(requests.restyle);
  }

  /** The frame's outermost element, `.dlx-vis`. */
  get root() {
    return this.#layout.root;
  }

  /** The panels each session's views fill. */
  get slots() {
    return this.#layout.slots;
  }

  /**
   * Shows only the controls and panels named, compact or not.
   * @param {import('../settings.js').Presentation} presentation
   */
  present(presentation) {
    present(this.root, presentation);
  }

  /** Whether the frame is in presentation mode. */
  get presenting() {
    return this.root.hasAttribute('data-presenting');
  }

  /**
   * Fills the screen in large type, or goes back into the page.
   * @param {boolean} on
   */
  setPresenting(on) {
    this.root.toggleAttribute('data-presenting', on);
    const win = this.root.ownerDocument.defaultView;
    win?.[on ? 'addEventListener' : 'removeEventListener']('resize', this.#zoomToScreen);
    this.#zoomToScreen();
    this.#projector.showPresenting(on);
    if (!on) this.#projector.showSheet(false);
  }

  /**
   * The panels are laid out as on a desktop and zoomed to the screen, as a slide of
   * 960×540 would be (2 on 1920×1080): CSS zoom, unlike a transform, keeps the
   * pointer's coordinates and the boxes measured in step with what is drawn.
   */
  #zoomToScreen = () => {
    const win = this.root.ownerDocument.defaultView;
    const fit = win && this.presenting ? Math.min(win.innerWidth / 960, win.innerHeight / 540) : 1;
    this.root.style.setProperty('--dv-present-zoom', Math.min(3, Math.max(1, fit)).toFixed(2));
  };

  get sheetOpen() {
    return this.#projector.sheetOpen;
  }

  /** @param {boolean} open */
  showSheet(open) {
    this.#projector.showSheet(open);
    if (!open) this.root.focus({ preventScroll: true });
  }

  /**
   * @param {string} link
   * @param {boolean} copied
   */
  showCopied(link, copied) {
    this.#projector.showCopied(link, copied);
  }

  /** @param {number} speed */
  setSpeed(speed) {
    this.#controls.setSpeed(speed);
  }

  /**
   * Shows that `session` (opened from `source`) is loaded.
   * @param {Session} session
   * @param {Source} source
   */
  loaded(session, source) {
    const { problem } = session;
    this.#custom.showError('');
    this.#layout.alert.textContent = '';
    this.#picker.loaded(source, problem);
    this.#source = source;
    this.#shownRule = problem.rule;
    this.#rule.show(problem.rule);
    this.#layout.naming.textContent = namingOf(problem);
    if (!problem.isSudoku) this.#custom.show(problem.text);
    this.#controls.setEnabled(true);
    this.#rendered = null;
  }

  /**
   * Shows why a problem failed to load, in the form or above the controls.
   * @param {string} message
   * @param {'custom' | 'alert'} where
   * @param {boolean} anyLoaded whether an earlier problem is still shown
   */
  failed(message, where, anyLoaded) {
    if (where === 'custom') this.#custom.showError(message);
    else this.#layout.alert.textContent = message;
    // The picker names the problem shown, not the one that failed.
    this.#picker.failed();
    if (this.#shownRule) this.#rule.show(this.#shownRule);
    if (!anyLoaded) render.text(this.#layout.describe, 'Nothing loaded.');
  }

  /**
   * @param {string | null} note the live note, or null to leave it
   * @param {string} progress
   */
  status(note, progress) {
    this.#layout.progress.textContent = progress;
    if (note !== null) render.text(this.#layout.note, note);
  }

  /** Forgets what was drawn, so the next render draws everything. */
  invalidate() {
    this.#rendered = null;
  }

  /**
   * Draws the frame for `session` at `moment`; returns whether anything
   * beyond the cache key changed, so the session's views need drawing.
   * @param {Session} session
   * @param {Moment} moment
   * @param {boolean} animating
   */
  render(session, { playing, jumping }, animating) {
    // Telling every event of a playback or a jump would drown a screen reader.
    const live = playing || jumping ? 'off' : 'polite';
    const { describe, note } = this.#layout;
    render.attribute(describe, 'aria-live', live);
    const { log, step } = session;
    const key = `${step}|${log.length}|${log.complete}|${playing}`;
    if (this.#rendered === key && !animating) return false;
    this.#rendered = key;
    const text = session.describe();
    // An open description stays open for the next steps, until "less": the
    // reader asked to read them whole.
    render.commit(describe, 'text', text, () => {
      describe.textContent = text;
    });
    this.#playing = playing;
    this.#showBookStep(bookStep(log, step, session.problem));
    this.#fitDescription();
    this.#announce(text, playing);
    this.#controls.render({
      step,
      total: log.length,
      complete: log.complete,
      playing,
      hasNextSolution: !log.complete || log.solutionAfter(step) !== undefined,
    });
    const data = this.root.dataset;
    data.step = String(step);
    data.total = String(log.length);
    data.digest = session.digest();
    data.playing = String(playing);
    data.complete = String(log.complete);
    if (!jumping && !playing && log.capped && step === log.length) {
      const capNote = `${endNote(log)}: the rest of this search is not shown.`;
      render.text(note, capNote);
    }
    return true;
  }

  /**
   * The book's step for the event shown, the variable x_l as in the book.
   * @param {import('../model/algorithm-step.js').BookStep | null} book
   */
  #showBookStep(book) {
    const line = this.#layout.book;
    const text = book ? bookStepText(book) : '';
    if (line.dataset.text === text) return;
    line.dataset.text = text;
    line.dataset.step = book ? book.code : '';
    line.replaceChildren();
    if (!book) return;
    const doc = line.ownerDocument;
    const code = doc.createElement('abbr');
    code.title = 'Step of Algorithm X in The Art of Computer Programming, section 7.2.2.1';
    code.textContent = book.code;
    const lead = doc.createElement('span');
    lead.className = 'dv-book-lead';
    lead.textContent = "In Knuth's book: ";
    line.append(lead, code, ', ');
    const name = doc.createElement('i');
    name.append(...withVariables(doc, book.name));
    // On a phone, where the line sticks to the top, only the step's name
    // shows (styles.js) until "more" opens the words.
    const doing = doc.createElement('span');
    doing.className = 'dv-book-doing';
    doing.append(': ', ...withVariables(doc, book.doing), '.');
    line.append(name, doing);
  }

  /**
   * Offers "more" when the description is longer than its box, or the
   * book's line than its one line (on a phone, always the step and its
   * name alone), and keeps open words from shrinking as the steps go by,
   * so the toolbar under them holds still while the reader steps. During
   * playback it measures at most every FIT_EVERY ms: at the slow pace of a
   * small problem (two steps a second) every description can be read
   * whole, and at full speed a layout a frame would cost more than the
   * words, which pass too fast to read, are worth.
   */
  #fitDescription() {
    const { describe, more, book, bookMore, bookRow } = this.#layout;
    const box = /** @type {HTMLElement} */ (more.closest('.dv-describe-box'));
    if (this.#playing) {
      const now = this.#win.performance.now();
      const wait = this.#fitted + FIT_EVERY - now;
      if (wait > 0) {
        // The latest words are measured once the time has come, not dropped.
        this.#fitLater ||= this.#win.setTimeout(() => {
          this.#fitLater = 0;
          this.#fitDescription();
        }, wait);
        return;
      }
      this.#fitted = now;
    }
    if (box.hasAttribute('data-expanded')) {
      for (const part of [box, bookRow]) {
        // Its height to the fraction of a pixel, rounded up: offsetHeight's whole pixels let it shrink by one.
        const least = Math.max(
          Math.ceil(part.getBoundingClientRect().height),
          Number.parseFloat(part.style.minHeight) || 0,
        );
        part.style.minHeight = `${least}px`;
      }
      // "less", under the description, closes both.
      if (more.hidden) more.hidden = false;
      if (!bookMore.hidden) bookMore.hidden = true;
      return;
    }
    const cut = describe.scrollHeight > describe.clientHeight + 1;
    if (more.hidden === cut) more.hidden = !cut;
    const doing = book.querySelector('.dv-book-doing');
    const bookCut = book.scrollWidth > book.clientWidth + 1 || (doing !== null && !doing.getClientRects().length);
    if (bookMore.hidden === bookCut) bookMore.hidden = !bookCut;
  }

  /**
   * Shows the whole description and the whole line of the book, their
   * boxes grown in place (what is below moves down, never under them), or
   * only their boxes.
   * @param {boolean} open
   */
  #expand(open) {
    const { more, bookMore, bookRow } = this.#layout;
    const box = /** @type {HTMLElement} */ (more.closest('.dv-describe-box'));
    if (box.hasAttribute('data-expanded') === open) return;
    // Where the words stick to the top of a phone's screen, the view under
    // them moves down as they grow: the browser would otherwise hold the
    // view in place (scroll anchoring), under the longer words.
    const { style } = this.root;
    style.overflowAnchor = 'none';
    this.#win.requestAnimationFrame(() => {
      style.overflowAnchor = '';
    });
    for (const part of [box, bookRow]) {
      part.toggleAttribute('data-expanded', open);
      part.style.minHeight = '';
    }
    more.textContent = open ? 'less' : 'more';
    more.setAttribute('aria-expanded', String(open));
    more.setAttribute('aria-label', open ? 'Show the description in its box' : 'Show the whole description');
    bookMore.setAttribute('aria-expanded', String(open));
    this.#fitted = -Infinity;
    this.#fitDescription();
  }

  /**
   * Says the description at a pace a listener can follow while playing.
   * @param {string} text
   * @param {boolean} playing
   */
  #announce(text, playing) {
    if (!playing) {
      this.#announced = -Infinity;
      return;
    }
    const now = this.#win.performance.now();
    if (now - this.#announced < ANNOUNCE_EVERY) return;
    this.#announced = now;
    this.#layout.announcer.textContent = text;
  }

  destroy() {
    this.#resizeObserver?.disconnect();
    this.#wordsObserver?.disconnect();
    this.#snap?.stop();
    this.#win.clearTimeout(this.#fitLater);
    this.#toolbarShown?.stop();
    this.#unwatchScheme?.();
    this.#unbindKeys();
    this.root.remove();
  }

  /**
   * Restyles when the scheme changes: in an element, when it says so (its
   * theme, shared/theme.js); outside one, when the system's does, shown as
   * the frame's `dv-dark` class.
   * @param {() => void} restyle
   */
  #watchScheme(restyle) {
    const root = this.root.getRootNode();
    if (root instanceof this.#win.ShadowRoot) {
      root.addEventListener(SCHEME_CHANGE, restyle);
      this.#unwatchScheme = () => root.removeEventListener(SCHEME_CHANGE, restyle);
      return;
    }
    const query = this.#win.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const follow = () => {
      this.root.classList.toggle('dv-dark', query.matches);
      restyle();
    };
    this.root.classList.toggle('dv-dark', query.matches);
    query.addEventListener('change', follow);
    this.#unwatchScheme = () => query.removeEventListener('change', follow);
  }

  /** @param {() => void} resize */
  #listen(resize) {
    const root = this.root;
    root.addEventListener('pointerdown', (/** @type {PointerEvent} */ event) => {
      const target = /** @type {Element} */ (event.composedPath()[0]);
      if (!target.closest?.('button, input, select, textarea, summary, a')) root.focus({ preventScroll: true });
    });
    const Observer = this.#win.ResizeObserver;
    if (Observer) {
      // Laid out in the next frame, not inside the observer's callback, so a
      // resize never feeds back into the same round of observations.
      this.#resizeObserver = new Observer(() => this.#win.requestAnimationFrame(resize));
      this.#resizeObserver.observe(root);
      // On a phone the words stick to the top of the screen: what is
      // scrolled into view stops below them (styles.js), however tall.
      const words = this.#layout.words;
      // The small steps show only where the toolbar does not (toolbar/mini-shown.js).
      const toolbarShown = watchToolbar(this.#win, root, this.#controls.toolbar);
      this.#toolbarShown = toolbarShown;
      this.#wordsObserver = new Observer(() => {
        root.style.setProperty('--dv-words-height', `${words.offsetHeight}px`);
        toolbarShown.fit(words.offsetHeight);
        this.#fitDescription();
      });
      this.#wordsObserver.observe(words);
      // A view scrolled by a finger to just under the words comes back below them (sticky-snap.js).
      this.#snap = snapUnderWords(this.#win, root, words);
    }
  }

  /**
   * `source` under the rule the reader picked, if one was and it names none.
   * @param {Source} source
   * @returns {Source}
   */
  #withRule(source) {
    return this.#chosenRule && !source.rule ? { ...source, rule: this.#chosenRule } : source;
  }

  /**
   * The source of a preset, of the page's own problem, or of the custom
   * form when Custom is picked.
   * @param {string} id
   * @param {Source | null} embedded
   * @returns {Source}
   */
  #pickedSource(id, embedded) {
    const preset = PRESETS.find((p) => p.id === id);
    if (preset) return preset.source;
    if (embedded && id !== 'custom') return embedded;
    this.#custom.open();
    return readInput(this.#custom.text);
  }
}

/**
 * `text` as nodes, each x_l written as the book writes it, x with l below.
 * @param {Document} doc
 * @param {string} text
 */
function withVariables(doc, text) {
  return text.split('x_l').flatMap((part, k) => {
    if (k === 0) return [part];
    const x = doc.createElement('var');
    x.textContent = 'x';
    const l = doc.createElement('sub');
    l.textContent = 'l';
    return [x, l, part];
  });
}
