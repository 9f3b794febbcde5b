// The game's part of the panel, drawn from the state (game/session.js's
// GameState, the menu and the statistics): the time played and Pause, the
// game's name, the menu with the games to go back to, the cover while
// paused, the end's card over the grid, and the statistics dialog. Like the
// rest of the panel it writes through shared/render.js, only what changed.

import { plural } from '../../shared/format.js';
import { attribute, commit, hidden, text } from '../../shared/render.js';
import { clockText } from '../game/clock.js';
import { LEVELS } from '../game/stats.js';

/** @typedef {import('../model/panel-state.js').PanelState} PanelState */

export class GameView {
  #root;
  /** @type {Record<string, HTMLElement>} */
  #parts;
  /** Whether the end's card was shown at the last render: focus goes to it as it comes. */
  #endWasShown = false;

  /** @param {HTMLElement} root the panel */
  constructor(root) {
    this.#root = root;
    /** @param {string} name */
    const part = (name) => /** @type {HTMLElement} */ (root.querySelector(`[data-part="${name}"]`));
    this.#parts = Object.fromEntries(
      [
        'clock',
        'timer',
        'game-title',
        'menu',
        'recent',
        'daily',
        'daily-level',
        'daily-level-name',
        'timer-toggle',
        'paused',
        'end',
        'end-what',
        'end-time',
        'end-hints',
        'end-mistakes',
        'end-record',
        'end-daily',
        'end-next',
        'stats',
        'stats-streak',
        'stats-table',
        'scroller',
      ].map((name) => [name, part(name)]),
    );
  }

  /**
   * @param {PanelState} state
   * @param {(id: string) => void} resume what a game in the list does when picked
   */
  render(state, resume) {
    const { game } = state;
    const parts = this.#parts;
    const solver = /** @type {HTMLElement} */ (this.#root.querySelector('.solver'));
    commit(solver, 'ended', Boolean(game.ended), (on) => solver.classList.toggle('ended', on));
    text(parts.clock, game.clock);
    commit(parts.timer, 'playing', game.playing, (on) => parts.timer.classList.toggle('idle', !on));
    commit(parts.clock, 'concealed', game.timerHidden, (on) => parts.clock.classList.toggle('concealed', on));
    const pause = /** @type {HTMLElement} */ (parts.timer.querySelector('[data-action="pause"]'));
    attribute(pause, 'aria-pressed', String(game.paused));
    attribute(pause, 'aria-disabled', game.playing ? null : 'true');
    text(parts['timer-toggle'], game.timerHidden ? 'Show the time' : 'Hide the time');
    text(parts['game-title'], game.title);
    hidden(parts.paused, !game.paused);
    this.#renderMenu(state, resume);
    this.#renderEnd(state);
    this.#renderStats(state);
  }

  /**
   * @param {PanelState} state
   * @param {(id: string) => void} resume
   */
  #renderMenu({ menuOpen, game, picks, candidates }, resume) {
    const parts = this.#parts;
    const button = /** @type {HTMLElement} */ (this.#root.querySelector('[data-action="menu"]'));
    attribute(button, 'aria-expanded', String(menuOpen));
    const opening = menuOpen && parts.menu.hidden;
    // An item chosen closes the menu: focus goes back to its button, not to the page.
    const closingFromInside = !menuOpen && !parts.menu.hidden && parts.menu.matches(':focus-within');
    // One daily in the menu: at New game's difficulty when one is chosen.
    const level = picks.difficulty === 'any' ? '' : picks.difficulty;
    hidden(parts.daily, Boolean(level));
    hidden(parts['daily-level'], !level);
    text(parts['daily-level-name'], `Today’s daily puzzle, ${level}`);
    hidden(parts.menu, !menuOpen);
    if (opening) /** @type {HTMLElement | null} */ (parts.menu.querySelector('button:not([hidden])'))?.focus();
    if (closingFromInside) button.focus();
    const toggle = /** @type {HTMLElement} */ (parts.menu.querySelector('[data-item="candidates"]'));
    attribute(toggle, 'aria-pressed', String(candidates));
    const watch = this.#root.querySelector('[data-part="watch"]');
    hidden(
      /** @type {HTMLElement} */ (parts.menu.querySelector('[data-item="watch"]')),
      Boolean(watch?.hasAttribute('hidden')),
    );
    const key = game.unfinished.map((entry) => `${entry.id}:${entry.ms}:${entry.filled}`).join();
    commit(parts.recent, 'games', key, () => parts.recent.replaceChildren(...this.#recent(game.unfinished, resume)));
  }

  /**
   * The games to go back to: a heading and a button each.
   * @param {import('../game/store.js').GameEntry[]} games
   * @param {(id: string) => void} resume
   */
  #recent(games, resume) {
    if (!games.length) return [];
    const doc = this.#root.ownerDocument;
    const heading = doc.createElement('p');
    heading.className = 'menu-heading';
    heading.id = 'recent-heading';
    heading.textContent = 'Unfinished games';
    const buttons = games.map((entry) => {
      const button = doc.createElement('button');
      button.type = 'button';
      button.dataset.game = entry.id;
      const small = doc.createElement('small');
      small.textContent = `${clockText(entry.ms)} played, ${Math.round(entry.filled * 100)}% filled`;
      button.append(entry.title, small);
      button.addEventListener('click', () => resume(entry.id));
      return button;
    });
    return [heading, ...buttons];
  }

  /** @param {PanelState} state */
  #renderEnd({ game, picks }) {
    const parts = this.#parts;
    // What the button makes, as the bar's kind says: "Next killer".
    const kind = picks.kind ?? 'classic';
    text(parts['end-next'], `Next ${kind === 'classic' ? 'puzzle' : kind}`);
    const ended = game.endShown ? game.ended : null;
    hidden(parts.end, !ended);
    const grid = /** @type {HTMLElement | null} */ (parts.scroller.querySelector('.grid'));
    if (grid) commit(grid, 'won', Boolean(ended), (on) => grid.classList.toggle('won', on));
    if (!ended) {
      this.#endWasShown = false;
      return;
    }
    text(parts['end-what'], ended.title);
    text(parts['end-time'], clockText(ended.ms));
    text(parts['end-hints'], String(ended.hints));
    text(parts['end-mistakes'], String(ended.mistakes));
    text(parts['end-record'], record(ended));
    hidden(parts['end-daily'], game.daily);
    if (!this.#endWasShown) {
      this.#endWasShown = true;
      /** @type {HTMLElement} */ (parts.end.querySelector('.primary')).focus({ preventScroll: true });
    }
  }

  /** @param {PanelState} state */
  #renderStats({ stats }) {
    const dialog = /** @type {HTMLDialogElement} */ (this.#parts.stats);
    if (!stats) {
      if (dialog.open) dialog.close();
      return;
    }
    const { current, longest } = stats;
    text(this.#parts['stats-streak'], `Daily puzzles in a row: ${current} (longest ${longest}).`);
    const table = this.#root.ownerDocument.createElement('table');
    const rows = stats.rows.map(
      ({ size, level, count, bestMs, medianMs }) =>
        `<tr><th scope="row">${size} × ${size} ${LEVELS.includes(level) && level ? level : 'not rated'}</th>` +
        `<td>${count}</td><td>${clockText(bestMs)}</td><td>${clockText(medianMs)}</td></tr>`,
    );
    table.innerHTML = rows.length
      ? `<thead><tr><th scope="col">Games</th><th scope="col">Finished</th><th scope="col">Best</th><th scope="col">Median</th></tr></thead><tbody>${rows.join('')}</tbody>`
      : '<tbody><tr><td>No games finished yet.</td></tr></tbody>';
    this.#parts['stats-table'].replaceChildren(table);
    if (!dialog.open) dialog.showModal();
  }
}

/**
 * How the time compares, and the streak: "Your best 9 × 9 hard: 3:58, median
 * 5:10 over 6 games. 3 days in a row."
 * @param {import('../game/session.js').Ending} ended
 */
function record({ ms, count, bestMs, medianMs, streak, daily }) {
  const sentences = [];
  if (count > 1) {
    const best = ms <= bestMs ? 'Your best time yet' : `Your best: ${clockText(bestMs)}`;
    sentences.push(`${best}; median ${clockText(medianMs)} over ${plural(count, 'game')} like it.`);
  } else sentences.push('Your first game of this kind: the time to beat.');
  if (daily && streak > 0) sentences.push(`Daily puzzles: ${plural(streak, 'day')} in a row.`);
  return sentences.join(' ');
}
