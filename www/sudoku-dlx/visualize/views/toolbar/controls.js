// The playback toolbar and the timeline slider. They only report what the
// user asked for (through `onAction` and `onSpeed`/`onScrub`); the caller
// decides what that does and calls `render` with the outcome.
//
// Buttons that cannot act are marked aria-disabled rather than disabled: a
// disabled button loses focus (to the page, out of reach of the visualizer's
// keys) the moment it is pressed, as "Jump to end" is at the end.

import { formatNumber } from '../../../shared/format.js';
import * as render from '../../../shared/render.js';

/** @typedef {'start' | 'back' | 'play' | 'pause' | 'forward' | 'end'} Icon */
/** @typedef {'start' | 'back' | 'play' | 'forward' | 'end' | 'next-solution'} Action */

export const SPEEDS = [1, 2, 5, 10, 25, 60, 150, 500, 2000, 10000, Infinity];

const ICONS = {
  start: 'M4 3h2v10H4zM13 3v10L6.5 8z',
  back: 'M11 3v10L4.5 8zM12 3h2v10h-2z',
  play: 'M4 2.5v11L13.5 8z',
  pause: 'M4 3h3v10H4zm5 0h3v10H9z',
  forward: 'M5 3v10l6.5-5zM2 3h2v10H2z',
  end: 'M3 3v10l6.5-5zM10 3h2v10h-2z',
};

/** @type {[Action, string, Icon | null, string?][]} */
const BUTTONS = [
  ['start', 'Jump to start (Home)', 'start'],
  ['back', 'Step back (←, Shift+← for 10, Ctrl+Shift+← for 100)', 'back'],
  ['play', 'Play or pause (Space)', 'play', 'Play'],
  ['forward', 'Step forward (→, Shift+→ for 10, Ctrl+Shift+→ for 100)', 'forward'],
  ['end', 'Jump to the end of the search (End)', 'end'],
  ['next-solution', 'Jump to the next solution (S)', null, 'Next solution'],
];

/** @param {number} speed */
export function formatSpeed(speed) {
  return speed === Infinity ? 'max' : `${formatNumber(speed)} / s`;
}

/**
 * @param {Document} doc
 * @param {Icon} name
 */
function icon(doc, name) {
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[name]);
  svg.append(path);
  return svg;
}

export class Controls {
  /** @type {Record<string, HTMLButtonElement>} the small steps' buttons, by action */
  miniButtons = {};

  /**
   * @param {Document} doc
   * @param {{ onAction: (action: string) => void, onSpeed: (speed: number) => void, onScrub: (step: number) => void }} handlers
   */
  constructor(doc, { onAction, onSpeed, onScrub }) {
    this.doc = doc;
    this.toolbar = doc.createElement('div');
    this.toolbar.className = 'dv-controls';
    this.toolbar.setAttribute('role', 'toolbar');
    this.toolbar.setAttribute('aria-label', 'Playback');
    /** @type {Record<Action, HTMLButtonElement>} */
    this.buttons = /** @type {Record<Action, HTMLButtonElement>} */ ({});
    for (const [action, title, iconName, text] of BUTTONS) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.dataset.action = action;
      button.title = title;
      button.setAttribute('aria-label', title.replace(/ \(.*\)$/, ''));
      if (iconName) button.append(icon(doc, iconName));
      if (text) button.append(doc.createTextNode(text));
      button.addEventListener('click', () => {
        if (button.getAttribute('aria-disabled') !== 'true') onAction(action);
      });
      this.toolbar.append(button);
      this.buttons[action] = button;
    }

    const speedGroup = doc.createElement('div');
    speedGroup.className = 'dv-speed';
    this.speedGroup = speedGroup;
    const speedLabel = doc.createElement('label');
    speedLabel.textContent = 'Speed';
    this.speed = doc.createElement('input');
    this.speed.type = 'range';
    this.speed.min = '0';
    this.speed.max = String(SPEEDS.length - 1);
    this.speed.step = '1';
    this.speed.dataset.keys = 'native';
    // Spans, not <output>s: an output is a live region, and these change
    // with every frame; the sliders' aria-valuetext carries the same words.
    this.speedOutput = doc.createElement('span');
    this.speed.addEventListener('input', () => {
      const speed = SPEEDS[Number(this.speed.value)];
      this.speedOutput.textContent = formatSpeed(speed);
      this.speed.setAttribute('aria-valuetext', formatSpeed(speed));
      onSpeed(speed);
    });
    // Outside the label, so the slider's name stays "Speed".
    speedLabel.append(this.speed);
    speedGroup.append(speedLabel, this.speedOutput);
    this.toolbar.append(speedGroup);

    this.timeline = doc.createElement('div');
    this.timeline.className = 'dv-timeline';
    this.slider = doc.createElement('input');
    this.slider.type = 'range';
    this.slider.min = '0';
    this.slider.max = '0';
    this.slider.step = '1';
    this.slider.value = '0';
    this.slider.setAttribute('aria-label', 'Timeline: the step shown');
    this.slider.addEventListener('input', () => onScrub(Number(this.slider.value)));
    this.position = doc.createElement('span');
    this.position.className = 'dv-position';
    this.timeline.append(this.slider, this.position);
    this.mini = miniControls(doc, onAction, this.miniButtons);
  }

  /**
   * Shows `speed` (events per second); the slider goes to the nearest of its stops.
   * @param {number} speed
   */
  setSpeed(speed) {
    let index = SPEEDS.indexOf(speed);
    if (index < 0) {
      const distance = (/** @type {number} */ s) => Math.abs(Math.log(s / speed));
      index = SPEEDS.reduce((best, s, i) => (distance(s) < distance(SPEEDS[best]) ? i : best), 0);
    }
    this.speed.value = String(index);
    this.speedOutput.textContent = formatSpeed(speed);
    this.speed.setAttribute('aria-valuetext', formatSpeed(speed));
  }

  /** @param {boolean} enabled */
  setEnabled(enabled) {
    // The next render writes everything again over what this wrote.
    render.forget(this.toolbar);
    for (const button of this.#all()) setDisabled(button, !enabled);
    this.slider.disabled = !enabled;
  }

  #all() {
    return [...Object.values(this.buttons), ...Object.values(this.miniButtons)];
  }

  /**
   * Shows the position; writes to the DOM only what changed.
   * @param {{ step: number, total: number, complete: boolean, playing: boolean, hasNextSolution: boolean }} position
   */
  render({ step, total, complete, playing, hasNextSolution }) {
    const { toolbar } = this;
    render.commit(toolbar, 'playing', playing, () => {
      const play = this.buttons.play;
      play.replaceChildren(
        icon(this.doc, playing ? 'pause' : 'play'),
        this.doc.createTextNode(playing ? 'Pause' : 'Play'),
      );
      play.setAttribute('aria-label', playing ? 'Pause' : 'Play');
      this.miniButtons.play.replaceChildren(icon(this.doc, playing ? 'pause' : 'play'));
    });
    render.commit(toolbar, 'total', total, () => (this.slider.max = String(total)));
    render.commit(toolbar, 'step', step, () => (this.slider.value = String(step)));
    // While the rest of the search is still being read (a moment after a
    // load) the scale can only grow, so the count says it is not final.
    const text = complete
      ? `step ${formatNumber(step)} of ${formatNumber(total)}`
      : `step ${formatNumber(step)} · ${formatNumber(total)} steps read so far`;
    render.commit(toolbar, 'text', text, () => {
      this.position.textContent = text;
      this.slider.setAttribute('aria-valuetext', text);
    });
    const atEnd = complete && step >= total;
    render.commit(toolbar, 'flags', `${step === 0}|${atEnd}|${hasNextSolution}`, () => {
      setDisabled(this.buttons.start, step === 0);
      setDisabled(this.buttons.back, step === 0);
      setDisabled(this.miniButtons.back, step === 0);
      setDisabled(this.buttons.forward, atEnd);
      setDisabled(this.miniButtons.forward, atEnd);
      setDisabled(this.buttons.end, atEnd);
      setDisabled(this.buttons['next-solution'], !hasNextSolution);
    });
  }
}

/**
 * Step back, play or pause, and step forward, small, for where the words
 * stick to the top of a phone's screen (styles.js): a reader scrolled down
 * to a view can step without scrolling back to the toolbar. They repeat
 * the toolbar's buttons, which keep the names, so a screen reader and the
 * keyboard meet those once.
 * @param {Document} doc
 * @param {(action: string) => void} onAction
 * @param {Record<string, HTMLButtonElement>} buttons filled in, by action
 */
function miniControls(doc, onAction, buttons) {
  const element = doc.createElement('div');
  element.className = 'dv-mini';
  element.dataset.control = 'playback';
  element.setAttribute('aria-hidden', 'true');
  for (const action of /** @type {const} */ (['back', 'play', 'forward'])) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.tabIndex = -1;
    button.dataset.mini = action;
    button.append(icon(doc, action));
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') !== 'true') onAction(action);
    });
    element.append(button);
    buttons[action] = button;
  }
  return element;
}

/**
 * @param {HTMLButtonElement} button
 * @param {boolean} disabled
 */
function setDisabled(button, disabled) {
  if (disabled) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
}
