// The race: every rung on one puzzle, each a job on the page's worker pool
// (engine/pool.js; as many run at once as it has workers). Reports go into
// the lanes of race-model.js and out to `onChange`; Cancel, a new race or
// destroy() cancels every job still running or waiting, so nothing of an
// old race can report again.

import { raceRung, raceWorkers } from '../../engine/race-client.js';
import { LANES, cancelledLane, failedLane, reported, searchingLane, startLane } from './race-model.js';

/**
 * The order the lanes' jobs are queued in: fastest first (dancing cells,
 * dancing links, then down the ladder), so that with few workers the quick
 * ones answer at once.
 */
const START_ORDER = [...LANES].reverse();

/** @typedef {import('./race-model.js').Lane} Lane */

export class Race {
  /** @type {Map<string, { cancel: () => void }>} */
  #jobs = new Map();
  /** @type {Lane[]} */
  #lanes = [];
  /** Each rung's search as its worker read it, move by move, by name. */
  /** @type {Record<string, import('./race-story.js').RungRead>} */
  #reads = {};
  #onChange;

  /** @param {(lanes: Lane[]) => void} onChange hears every change of the lanes */
  constructor(onChange) {
    this.#onChange = onChange;
  }

  /** Each rung's search read move by move, for the rungs that have answered. */
  get reads() {
    return this.#reads;
  }

  /** How many rungs search at once; the others wait for a worker. */
  get workers() {
    return raceWorkers();
  }

  /** Whether some rung is still searching. */
  get running() {
    return this.#jobs.size > 0;
  }

  /**
   * Starts every rung on `grid`, each stopping after `budget` nodes.
   * @param {string} grid
   * @param {number} budget
   */
  start(grid, budget) {
    this.#stopAll();
    this.#lanes = LANES.map(startLane);
    this.#reads = {};
    for (const name of START_ORDER) {
      /** @param {(lane: Lane) => Lane} change */
      const update = (change) => {
        if (this.#jobs.get(name) === job) this.#update(name, change);
      };
      const job = raceRung(
        { name, grid, budget },
        (value) => update((lane) => reported(lane, { type: 'progress', ...value })),
        () => update(searchingLane),
      );
      this.#jobs.set(name, job);
      job.promise.then(
        (value) => {
          if (this.#jobs.get(name) === job && value.moves) this.#reads[name] = value.moves;
          update((lane) => reported(lane, { type: 'result', ...value }));
        },
        (error) => update((lane) => failedLane(lane, error.message)),
      );
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
    const jobs = [...this.#jobs.values()];
    this.#jobs.clear();
    for (const job of jobs) job.cancel();
  }

  /**
   * Applies `change` to the lane of `name`; a lane that stops running forgets its job.
   * @param {string} name
   * @param {(lane: Lane) => Lane} change
   */
  #update(name, change) {
    this.#lanes = this.#lanes.map((lane) => (lane.name === name ? change(lane) : lane));
    if (this.#lanes.find((lane) => lane.name === name)?.state !== 'running') this.#jobs.delete(name);
    this.#onChange(this.#lanes);
  }
}
