// The ladder panel's markup: the puzzle and budget controls with one status
// line, the race (a lane per rung over a log axis) and the backtracking
// animation. Ids live in the element's own shadow root.

import { EXAMPLES } from '../../solve/examples.js';
import { formatNumber } from '../../shared/format.js';
import { BUDGETS, DEFAULT_BUDGET, RUNGS } from '../model/race-model.js';
import { rungLabel } from '../model/rung-words.js';

const SPEEDS = [
  ['1', '1 event/s'],
  ['4', '4 events/s'],
  ['15', '15 events/s'],
  ['60', '60 events/s'],
  ['500', '500 events/s'],
  ['Infinity', 'as fast as it goes'],
];

/** @param {[string, string, boolean?][]} options value, label, selected */
function optionsHtml(options) {
  return options
    .map(([value, label, selected]) => `<option value="${value}"${selected ? ' selected' : ''}>${label}</option>`)
    .join('');
}

const EXAMPLE_OPTIONS = optionsHtml([
  ['', 'The puzzle given'],
  ...EXAMPLES.map((example, i) => /** @type {[string, string]} */ ([String(i), example.label])),
]);
const BUDGET_OPTIONS = optionsHtml(
  BUDGETS.map((budget) => [String(budget), `${formatNumber(budget / 1e6)} million nodes`, budget === DEFAULT_BUDGET]),
);
const RUNG_OPTIONS = optionsHtml(
  RUNGS.map((name) => [name, rungLabel(name) === name ? name : `${name}: ${rungLabel(name)}`]),
);
const SPEED_OPTIONS = optionsHtml(SPEEDS.map(([value, label]) => [value, label, value === '15']));

export const PANEL_HTML = `
<div class="ladder" part="ladder">
  <div class="ladder-bar" part="ladder-controls">
    <label class="field puzzle-field">Puzzle <select class="example">${EXAMPLE_OPTIONS}</select></label>
    <label class="field budget-field">Each rung’s budget
      <select class="budget" title="Each rung gives up after this many nodes">${BUDGET_OPTIONS}</select></label>
    <div class="actions">
      <button type="button" class="race primary">Race</button>
      <button type="button" class="cancel" hidden>Cancel</button>
    </div>
  </div>
  <p class="ladder-status" role="status" part="ladder-status"></p>
  <div class="ladder-body">
    <section class="race-part" aria-labelledby="race-title" part="race">
      <h3 id="race-title">The race: nodes searched, on a log scale</h3>
      <ol class="lanes"></ol>
      <div class="axis" role="img"></div>
      <p class="race-summary" aria-live="polite"></p>
      <ol class="race-story" aria-label="why each rung does better than the one below"></ol>
    </section>
    <section class="animation-part" aria-labelledby="animation-title" part="animation">
      <h3 id="animation-title">One rung, move by move</h3>
      <div class="animation-controls pickers">
        <label class="field rung-field">Rung <select class="rung">${RUNG_OPTIONS}</select></label>
        <label class="field speed-field">Speed <select class="speed">${SPEED_OPTIONS}</select></label>
      </div>
      <p class="rung-idea"></p>
      <div class="animation-controls buttons">
        <button type="button" class="restart" title="Back to the start (Home)">Start</button>
        <button type="button" class="back" title="Step back (←)">Back</button>
        <button type="button" class="play primary" aria-pressed="false" title="Play or pause (Space)">Play</button>
        <button type="button" class="forward" title="Step forward one move (→)">Step</button>
      </div>
      <div class="board" role="group" aria-label="the search's grid"></div>
      <p class="move"></p>
      <dl class="counters">
        <div><dt>step</dt><dd class="step">0</dd></div>
        <div><dt>nodes</dt><dd class="nodes">0</dd></div>
        <div><dt>backtracks</dt><dd class="removals">0</dd></div>
        <div><dt>depth</dt><dd class="depth">0</dd></div>
        <div><dt>solutions</dt><dd class="found">0</dd></div>
      </dl>
      <p class="log-note"></p>
    </section>
  </div>
</div>`;
