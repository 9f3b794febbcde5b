// The main thread's handle on the ladder's race: one rung is one job on the
// page's worker pool (pool.js), on workers of their own kind running
// race-worker.js with the ladder's module (pkg-ladder/), fetched only when a
// race first starts. Apart from solver-client.js, so that a page that never
// races bundles none of it.

import { workerPool } from './pool.js';
import { ladderWasm } from './wasm-files.js';

/** @typedef {import('./protocol.js').RaceProtocol['race']} RaceMessage */

const RACE_WORKER = {
  kind: 'race',
  script: new URL('./race-worker.js', import.meta.url),
  wasm: ladderWasm,
  what: 'The race',
};

/** How many rungs can search at once: the pool's most workers. */
export function raceWorkers() {
  return workerPool().limit;
}

/**
 * Runs the rung `name` on `grid` within `budget` nodes; `cancel()` ends it
 * at once (its promise rejects with a CancelledError). A rung waits in the
 * pool's queue while every worker is busy; `onStart` hears when it leaves it.
 * @param {RaceMessage['fields']} fields
 * @param {(progress: RaceMessage['progress']) => void} onProgress
 * @param {() => void} [onStart]
 * @returns {{ promise: Promise<RaceMessage['answer']>, cancel: () => void }}
 */
export function raceRung(fields, onProgress, onStart) {
  return workerPool().run({ ...RACE_WORKER, message: { type: 'race', ...fields }, onProgress, onStart });
}
