// The race: every rung on one puzzle, each in a worker of its own. Reports
// go into the lanes of race-model.js and out to `onChange`; Cancel, a new
// race or destroy() terminates every worker still running, so nothing of an
// old race can report again.

import { RUNGS, cancelledLane, failedLane, reported, startLane } from './race-model.js';

/** @typedef {import('./race-model.js').Lane} Lane */

export class Race {
  /** @type {Map<string, Worker>} */
  #workers = new Map();
  /** @type {Lane[]} */
  #lanes = [];
  #onChange;

  /** @param {(lanes: Lane[]) => void} onChange hears every change of the lanes */
  constructor(onChange) {
    this.#onChange = onChange;
  }

  /** Whether some rung is still searching. */
  get running() {
    return this.#workers.size > 0;
  }

  /**
   * Starts every rung on `grid`, each stopping after `budget` nodes.
   * @param {string} grid
   * @param {number} budget
   */
  start(grid, budget) {
    this.#stopAll();
    this.#lanes = RUNGS.map(startLane);
    for (const name of RUNGS) {
      const worker = new Worker(new URL('./race-worker.js', import.meta.url), { type: 'module' });
      worker.addEventListener('message', ({ data }) => {
        if (data.type === 'error') this.#fail(name, data.message);
        else this.#update(name, (lane) => reported(lane, data));
      });
      // A module worker that fails to load reports a bare Event, with no message.
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        this.#fail(name, `the rung could not start${event.message ? `: ${event.message}` : ''}`);
      });
      this.#workers.set(name, worker);
      worker.postMessage({ name, grid, budget });
    }
    this.#onChange(this.#lanes);
  }

  /** Stops every rung still searching, at once. */
  cancel() {
    if (!this.running) return;
    this.#stopAll();
    this.#lanes = this.#lanes.map(cancelledLane);
    this.#onChange(this.#lanes);
  }

  destroy() {
    this.#stopAll();
  }

  #stopAll() {
    for (const worker of this.#workers.values()) worker.terminate();
    this.#workers.clear();
  }

  /**
   * @param {string} name
   * @param {string} message
   */
  #fail(name, message) {
    this.#update(name, (lane) => failedLane(lane, message));
  }

  /**
   * Applies `change` to the lane of `name`; a lane that stops running ends its worker.
   * @param {string} name
   * @param {(lane: Lane) => Lane} change
   */
  #update(name, change) {
    if (!this.#workers.has(name)) return;
    this.#lanes = this.#lanes.map((lane) => (lane.name === name ? change(lane) : lane));
    if (this.#lanes.find((lane) => lane.name === name)?.state !== 'running') {
      this.#workers.get(name)?.terminate();
      this.#workers.delete(name);
    }
    this.#onChange(this.#lanes);
  }
}
