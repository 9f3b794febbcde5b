// The visualizer's event log against the engine, in Node: memory bounded by
// the options its events carry as well as by their number, and a batch the
// engine cut short for its size is not taken for the end of the search.
// Run after `npm run build`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { EventLog } from '../../www/sudoku-dlx/visualize/model/event-log.js';

const engine = await loadStepperEngine();

/**
 * Two primary items and a secondary one, each primary with `n` options. Each
 * of `a`'s n tries hides and restores `b`'s n options, so with n = 2,000 an
 * event carries 8 KB of options and 256 events pass a batch's 1 MiB: some
 * 140 batches are cut short (20,000 took 16 CPU s to show the same).
 */
function wide(n) {
  return `a b | s\n${'a s\n'.repeat(n)}${'b s\n'.repeat(n)}`;
}

test('a wide search is read to its end, though its batches are cut short', () => {
  const stepper = engine.Stepper.fromExactCover(wide(2_000));
  const log = new EventLog(stepper, 2_000_000);
  let batches = 0;
  while (!log.complete) {
    log.pull();
    batches += 1;
  }
  assert.ok(batches > 2, 'the 1 MiB cap of a batch cut some short');
  assert.equal(log.searchDone, true);
  assert.equal(log.capped, false);
  assert.equal(stepper.done, true);
  stepper.free();
});

test('the log stops once its events carry the most options it keeps', () => {
  const stepper = engine.Stepper.fromExactCover(wide(2_000));
  const log = new EventLog(stepper, 2_000_000, 100_000);
  while (!log.complete) log.pull();
  assert.equal(log.capped, true);
  assert.equal(log.searchDone, false);
  // The log stops after the batch that crosses the cap: at most a batch's
  // worth (1 MiB of records) beyond it.
  assert.ok(log.listEnd >= 100_000 && log.listEnd < 100_000 + 262_144, `${log.listEnd} options kept`);
  assert.equal(log.pull(), 0, 'nothing more is read');
  stepper.free();
});
