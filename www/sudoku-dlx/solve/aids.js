// The player's aids wired to the board and the panel's state: the entry
// mode (a digit, a corner or a centre mark, model/entry-mode.js), the
// choices remembered with the games (marks that follow digits, what the
// chosen cell lights), and the candidates filled into centre marks as one
// edit the player then prunes.

import { modeAfter } from './model/entry-mode.js';

/** The menu's switches, each a remembered choice of game/store.js. */
const SWITCHES = ['marksFollow', 'litDigit', 'litUnits'];

/**
 * @typedef {object} AidsPort
 * @property {import('./model/panel-state.js').GridPort} grid
 * @property {import('../engine/solver-client.js').SolverClient} client
 * @property {import('./model/panel-state.js').Line} line
 * @property {() => import('./model/panel-state.js').PanelState} state
 * @property {(patch: Partial<import('./model/panel-state.js').PanelState>) => void} update
 * @property {import('./game/store.js').GameStore} store
 */

export class Aids {
  #o;

  /** @param {AidsPort} port */
  constructor(port) {
    this.#o = port;
    this.#apply(port.store.settings());
  }

  /**
   * Does `action` if it is an aid's; false for any other action.
   * @param {string} action
   */
  act(action) {
    const { state, update, store } = this.#o;
    const mode = modeAfter(action, state().mode);
    if (mode) update({ mode });
    else if (SWITCHES.includes(action)) {
      const name = /** @type {'marksFollow' | 'litDigit' | 'litUnits'} */ (action);
      store.saveSettings({ [name]: !state().aids[name] });
      this.#apply(store.settings());
    } else return false;
    return true;
  }

  /** @param {import('./game/store.js').Settings} aids */
  #apply(aids) {
    this.#o.grid.board.marksFollow = aids.marksFollow;
    this.#o.update({ aids });
  }

  /** Writes every open cell's candidates into its centre marks, as one edit. */
  async fill() {
    const { grid, client, line } = this.#o;
    if (grid.board.setup) return line.say('Start the puzzle first: candidates are marks of play.');
    const text = grid.text;
    const candidates = await client.candidates(text).catch(() => null);
    if (!candidates) return line.say('No candidates: the grid breaks the rules. Check shows where.');
    if (grid.text !== text) return;
    grid.replaceCentre(candidates);
    line.say('Candidates filled in as centre marks: prune them as you go. Undo takes them back.');
  }
}
