// Draws the race from the controller's state: a lane per rung with its bar
// on a log scale of nodes, its nodes, elapsed time and state, an axis of
// powers of ten up to the budget, a sentence when the race is over, and the
// story. The lanes are redrawn at most once a frame, however often the
// workers report.

import { formatNumber } from '../../shared/format.js';
import { rungIdea, rungLabel } from '../model/rung-words.js';
import {
  RUNGS,
  axisTicks,
  barFraction,
  laneFigures,
  laneStatus,
  raceOver,
  raceSummary,
  raceTiming,
} from '../model/race-model.js';
import { noPartingWhy } from '../model/race-story.js';

/** @typedef {import('../model/race-model.js').Lane} Lane */
/** @typedef {import('../model/race-story.js').StoryLine} StoryLine */
/**
 * @typedef {object} RaceState
 * @property {Lane[]} lanes
 * @property {number} budget the budget of the lanes shown: the axis ends there
 * @property {StoryLine[]} story a line a step up the ladder; empty before a race's end
 */

/** A power of ten as the axis reads it: 1, 10, 100, 1k, 1M. */
function tickLabel(/** @type {number} */ power) {
  if (power >= 1e6) return `${power / 1e6}M`;
  if (power >= 1e3) return `${power / 1e3}k`;
  return String(power);
}

export class RaceView {
  #list;
  #axis;
  #summary;
  #story;
  /** Where each rung's tree parts from the one below, by rung: the step the move-by-move board opens at. */
  #partings = new Map();
  /** @type {{ lanes: Lane[], budget: number } | null} */
  #pending = null;
  #frame = 0;
  /** @type {RaceState | null} */
  #shown = null;

  /**
   * @param {HTMLElement} root the race's part of the panel (panel-template.js)
   * @param {(rung: string, step: number) => void} onOpen a lane or a story line asks to show its rung where its tree parts
   */
  constructor(root, onOpen) {
    this.#list = /** @type {HTMLOListElement} */ (root.querySelector('.lanes'));
    this.#axis = /** @type {HTMLElement} */ (root.querySelector('.axis'));
    this.#summary = /** @type {HTMLElement} */ (root.querySelector('.race-summary'));
    this.#story = /** @type {HTMLOListElement} */ (root.querySelector('.race-story'));
    const open = (/** @type {Event} */ event) => {
      const rung = /** @type {HTMLElement} */ (event.target).closest('[data-rung]')?.getAttribute('data-rung');
      const step = rung && this.#partings.get(rung);
      if (rung && step) onOpen(rung, step);
    };
    // A lane that does not open says why under it, where a touch screen has no title to hover.
    this.#list.addEventListener('click', (event) => {
      const lane = /** @type {HTMLElement} */ (event.target).closest('.lane');
      if (lane?.classList.contains('shut')) this.#explain(/** @type {HTMLElement} */ (lane));
      else open(event);
    });
    // A lane that opens is focusable (#showStory): Enter or Space opens it too.
    this.#list.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      if (!(/** @type {HTMLElement} */ (event.target).classList.contains('opens'))) return;
      event.preventDefault();
      open(event);
    });
    this.#story.addEventListener('click', (event) => {
      if (/** @type {HTMLElement} */ (event.target).closest('button')) open(event);
    });
  }

  /**
   * Shows `state`: the lanes on the next frame, the story now.
   * @param {RaceState} state
   */
  render(state) {
    const shown = this.#shown;
    this.#shown = state;
    if (state.lanes !== shown?.lanes || state.budget !== shown.budget) this.#show(state.lanes, state.budget);
    if (state.story !== shown?.story) this.#showStory(state.story);
  }

  /**
   * Shows the race's story, a line a step up the ladder; empty clears it.
   * @param {StoryLine[]} story
   */
  #showStory(story) {
    this.#partings = new Map(story.filter((line) => line.step).map((line) => [line.rung, line.step]));
    this.#story.replaceChildren(
      ...story.map(({ rung, sentence, step }) => {
        const item = document.createElement('li');
        item.dataset.rung = rung;
        item.textContent = `${sentence} `;
        if (step) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Show it move by move';
          item.append(button);
        }
        return item;
      }),
    );
    for (const lane of /** @type {HTMLCollectionOf<HTMLElement>} */ (this.#list.children)) this.#showOpens(lane, story);
  }

  /**
   * Whether `lane` opens its rung where its tree parts from the one below,
   * and says so; once the race is over (its story told), a lane that does
   * not says why in its title, and under it when clicked or tapped.
   * @param {HTMLElement} lane
   * @param {StoryLine[]} story
   */
  #showOpens(lane, story) {
    const rung = lane.dataset.rung ?? '';
    const parts = this.#partings.has(rung);
    const shut = !parts && story.length > 0 && (rung === RUNGS[0] || story.some((line) => line.rung === rung));
    lane.classList.toggle('opens', parts);
    lane.classList.toggle('shut', shut);
    if (parts) lane.tabIndex = 0;
    else lane.removeAttribute('tabindex');
    if (parts) lane.title = 'Show where this rung parts from the one below, move by move';
    else if (shut) lane.title = noPartingWhy(rung);
    else lane.removeAttribute('title');
    // A new race's lanes start silent.
    if (!shut) /** @type {HTMLElement} */ (lane.querySelector('.why')).textContent = '';
  }

  /**
   * Says under `lane` why it opens nothing, or stops saying it if it was;
   * only one lane says it at a time.
   * @param {HTMLElement} lane
   */
  #explain(lane) {
    const why = /** @type {HTMLElement} */ (lane.querySelector('.why'));
    const said = why.textContent !== '';
    for (const other of this.#list.querySelectorAll('.why')) other.textContent = '';
    if (!said) why.textContent = `${noPartingWhy(lane.dataset.rung ?? '')}.`;
  }

  /**
   * Shows `lanes` on the next frame.
   * @param {Lane[]} lanes
   * @param {number} budget
   */
  #show(lanes, budget) {
    this.#pending = { lanes, budget };
    this.#frame ||= requestAnimationFrame(() => this.#draw());
  }

  /** Draws what is waiting for the next frame now, so that the lanes agree with a race's end as it is announced. */
  flush() {
    if (!this.#frame) return;
    cancelAnimationFrame(this.#frame);
    this.#draw();
  }

  destroy() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  #draw() {
    this.#frame = 0;
    const { lanes, budget } = /** @type {{ lanes: Lane[], budget: number }} */ (this.#pending);
    this.#drawAxis(budget);
    while (this.#list.children.length > lanes.length) this.#list.lastElementChild?.remove();
    lanes.forEach((lane, i) => this.#drawLane(this.#laneItem(i), lane, budget));
    // The nodes first; then, when they disagree with the times, what the times say.
    this.#summary.textContent = raceOver(lanes)
      ? [raceSummary(lanes), raceTiming(lanes)].filter(Boolean).join(' ')
      : '';
  }

  /** @param {number} budget */
  #drawAxis(budget) {
    if (this.#axis.dataset.budget === String(budget)) return;
    this.#axis.dataset.budget = String(budget);
    this.#axis.replaceChildren(
      ...axisTicks(budget).map((power) => {
        const tick = document.createElement('span');
        tick.className = 'tick';
        tick.style.left = `${barFraction(power, budget) * 100}%`;
        tick.textContent = tickLabel(power);
        return tick;
      }),
    );
    this.#axis.setAttribute('aria-label', `nodes, log scale from 1 to ${formatNumber(budget)}`);
  }

  /** The list item of lane `i`, made the first time. */
  #laneItem(/** @type {number} */ i) {
    const existing = this.#list.children[i];
    if (existing) return /** @type {HTMLElement} */ (existing);
    const item = document.createElement('li');
    item.className = 'lane';
    item.innerHTML = `<span class="lane-name"><b></b> <span class="what"></span></span>
      <span class="figures"></span><span class="idea"></span>
      <span class="track" aria-hidden="true"><span class="bar"></span></span>
      <span class="state"></span><span class="why" aria-live="polite"></span>`;
    this.#list.append(item);
    return item;
  }

  /**
   * @param {HTMLElement} item
   * @param {Lane} lane
   * @param {number} budget
   */
  #drawLane(item, lane, budget) {
    item.dataset.rung = lane.name;
    item.dataset.state = lane.state;
    const part = (/** @type {string} */ name) => /** @type {HTMLElement} */ (item.querySelector(name));
    part('.lane-name b').textContent = lane.name;
    part('.what').textContent = lane.name === rungLabel(lane.name) ? '' : rungLabel(lane.name);
    part('.idea').textContent = rungIdea(lane.name);
    part('.bar').style.width = `${barFraction(lane.nodes, budget) * 100}%`;
    part('.figures').textContent = laneFigures(lane);
    part('.state').textContent = laneStatus(lane);
  }
}
