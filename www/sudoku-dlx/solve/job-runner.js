// Runs the controller's jobs (a search, a check, a hint, a load) one at a
// time: the panel is busy while one runs, Cancel is offered once it has
// taken a moment, its error goes where the action asks, and after a cancel
// focus returns to what started it.

import { CancelledError } from '../engine/solver-client.js';

/** @typedef {import('./model/panel-state.js').PanelState} PanelState */
/** @typedef {'grid' | 'text'} ErrorPlace beside the status, or under the text box */

/**
 * @typedef {object} RunnerOptions
 * @property {() => PanelState} state the panel's state now
 * @property {(patch: Partial<PanelState>) => void} update changes the state and renders it
 * @property {() => string} puzzle the puzzle shown, in the one-line form
 * @property {import('./model/panel-state.js').Line} line the status line
 * @property {(place: ErrorPlace, message: string) => void} showError
 * @property {() => boolean} cancelFocused whether the Cancel button has focus
 * @property {() => void} starting what a job's start makes moot (a check of an edit on its way)
 */

export class JobRunner {
  #options;

  /** @param {RunnerOptions} options */
  constructor(options) {
    this.#options = options;
  }

  /**
   * Runs `job` busy, with Cancel offered once it has taken a moment; its
   * error goes to `place`. After a cancel, focus returns to `trigger`.
   * @param {{ focus(): void }} trigger
   * @param {() => Promise<unknown>} job
   * @param {ErrorPlace} place
   */
  async run(trigger, job, place) {
    const { state, update, line } = this.#options;
    const puzzle = this.#options.puzzle();
    // The job says what is wrong now; a check of an edit still on its way must not overwrite it.
    this.#options.starting();
    update({ busy: true });
    // A fast job should not flash a Cancel button.
    const offerCancel = setTimeout(() => update({ cancelOffered: true }), 150);
    try {
      await job();
    } catch (error) {
      // When a puzzle loaded meanwhile stopped the job, its status stands.
      if (this.#options.puzzle() !== puzzle) return;
      if (error instanceof CancelledError) line.say(`Cancelled. ${state().status.progress}`.trim());
      else this.#options.showError(place, messageOf(error));
    } finally {
      clearTimeout(offerCancel);
      const cancelHadFocus = this.#options.cancelFocused();
      update({ busy: false, cancelOffered: false, status: { ...state().status, progress: '' } });
      if (cancelHadFocus) trigger.focus();
    }
  }
}

/** @param {unknown} error */
export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
