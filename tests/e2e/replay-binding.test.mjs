// The Stepper's replay through the binding, in Node: wherever the replay
// stands level with the stepper itself, its state, links and grid are the
// stepper's own; a traced move reports exactly the links that changed; and
// misuse is told, never a trap. Run after `npm run build`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EventKind } from '../../www/sudoku-dlx/engine/event-kind.js';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import {
  readMatrixNodes,
  readReplayCells,
  readReplayChanges,
  readReplayLinks,
  readReplayState,
} from '../../www/sudoku-dlx/shared/layouts.js';

const engine = await loadStepperEngine();
const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

/** The counters at the head of `replayState()`, by name. */
function counters(stepper) {
  const { depth, partialLength: partial, nodes, updates, solutions } = readReplayState(stepper.replayState());
  return { depth, partial, nodes, updates, solutions };
}

test("at every step it shares with the stepper, the replay shows the stepper's own state", () => {
  const stepper = new engine.Stepper(HARD);
  stepper.keepReplay(100_000);
  const itemCount = stepper.itemCount;
  for (let step = 1; step <= 3000; step++) {
    assert.notEqual(stepper.next(), undefined);
    assert.ok(stepper.replayForward(false) >= 0);
    const state = readReplayState(stepper.replayState());
    const lengths = stepper.itemLengths();
    for (let i = 0; i < itemCount; i++) {
      const covered = state.covered[i] === 1;
      assert.equal(covered, lengths[i] < 0, `item ${i} at ${step}`);
      if (!covered) assert.equal(state.lengths[i], lengths[i], `length of ${i} at ${step}`);
    }
    const { partial, nodes, updates, solutions } = counters(stepper);
    assert.deepEqual(
      { partial, nodes, updates, solutions },
      { partial: stepper.partial.length, nodes: stepper.nodes, updates: stepper.updates, solutions: stepper.solutions },
      `counters at ${step}`,
    );
    assert.equal(stepper.replayGrid(), stepper.grid, `grid at ${step}`);
    if (step % 100 === 0) {
      const links = readMatrixNodes(stepper.matrixNodes()).nodes;
      const replayed = readReplayLinks(stepper.replayLinks()).nodes;
      assert.deepEqual([replayed.up, replayed.down], [links.up, links.down], `links at ${step}`);
    }
  }
  stepper.free();
});

test('a traced step reports each link it rewrites; back undoes it; seeks land anywhere', () => {
  const stepper = new engine.Stepper(HARD);
  stepper.keepReplay(100_000);
  while (stepper.nextBatch(4096).length > 0);
  const links = () => readReplayLinks(stepper.replayLinks()).nodes;
  let before = links();
  let rewritten = 0;
  for (let step = 1; step <= 500; step++) {
    const kind = stepper.replayForward(true);
    const { node, isDown, old, now } = readReplayChanges(stepper.replayChanges()).changes;
    const after = { up: before.up.slice(), down: before.down.slice() };
    node.forEach((n, k) => {
      const side = isDown[k] === 1 ? after.down : after.up;
      assert.equal(side[n], old[k], `the old link at step ${step}`);
      side[n] = now[k];
    });
    assert.deepEqual(after, links(), `links after step ${step}`);
    if (kind !== EventKind.Cover && kind !== EventKind.Uncover) assert.equal(node.length, 0);
    rewritten += node.length;
    before = after;
  }
  assert.ok(rewritten > 1000, `${rewritten} links rewritten`);
  const at500 = stepper.replayState();
  assert.ok(stepper.replayBack(true) >= 0);
  assert.ok(stepper.replayForward(false) >= 0);
  assert.deepEqual(stepper.replayState(), at500, 'back and forward again');
  assert.equal(stepper.replaySeek(9000, Infinity), 9000);
  assert.equal(stepper.replaySeek(500, Infinity), 500);
  assert.deepEqual(stepper.replayState(), at500, 'a seek away and back');
  assert.equal(stepper.replaySeek(0, 100), 0, 'from the start, a checkpoint');
  // Far from the start, a seek starts at the nearest checkpoint (one every
  // 4,096 steps here), and its budget bounds the steps it takes from there.
  const reached = stepper.replaySeek(1e12, 10);
  assert.ok(reached < stepper.steps && reached > 4096 && (reached - 10) % 4096 === 0, `reached ${reached}`);
  assert.equal(stepper.replaySeek(-5, Infinity), 0, 'a negative step is 0');
  assert.equal(stepper.replayAdvance(Infinity) > 0, true);
  assert.equal(counters(stepper).solutions, 1, 'an advance stops at the first solution');
  stepper.free();
});

test('misuse of the replay is told, never a trap', () => {
  const stepper = new engine.Stepper(HARD);
  assert.equal(stepper.replayForward(true), -1, 'nothing to replay before keepReplay');
  assert.equal(stepper.replayBack(false), -1);
  assert.equal(stepper.replaySeek(10, 10), 0);
  assert.equal(stepper.replayState().length, 0);
  assert.equal(stepper.replayGrid(), undefined);
  assert.throws(() => stepper.keepReplay(-1), RangeError);
  // @ts-expect-error: a string where the cap's number belongs
  assert.throws(() => stepper.keepReplay('many'), TypeError);
  stepper.next();
  assert.throws(() => stepper.keepReplay(10), /before the first step/);
  stepper.reset();
  stepper.keepReplay(10);
  stepper.nextBatch(100);
  assert.equal(stepper.replaySeek(100, 100), 10, 'the replay keeps at most its cap');
  assert.equal(stepper.replayForward(false), -1);
  const named = engine.Stepper.fromExactCover('a b\na\nb');
  named.keepReplay(100);
  named.nextBatch(100);
  assert.equal(named.replaySeek(100, 100) > 0, true);
  assert.equal(named.replayGrid(), undefined, 'no grid for exact cover');
  named.free();
  stepper.free();
});

test("replayCells lays out each item's sparse set, level with the stepper's own lengths", () => {
  const stepper = new engine.Stepper(HARD);
  assert.equal(stepper.replayCells().length, 0, 'nothing before keepReplay');
  stepper.keepReplay(10_000);
  const items = stepper.itemCount;
  for (let step = 1; step <= 2000; step++) {
    stepper.next();
    stepper.replayForward(false);
    if (step % 50) continue;
    const cells = readReplayCells(stepper.replayCells());
    const { items: count, primary, activePrimary, activeSecondary, order, sizes, runs, runEntries } = cells;
    assert.deepEqual([count, primary, activeSecondary], [items, items, 0], 'a Sudoku has only primary items');
    const lengths = stepper.itemLengths();
    const covered = Array.from(lengths).filter((length) => length < 0).length;
    assert.equal(activePrimary, items - covered, `active items at ${step}`);
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      Array.from({ length: items }, (_, i) => i),
      'each item once',
    );
    for (let i = 0; i < items; i++) {
      if (lengths[i] >= 0) assert.equal(sizes[i], lengths[i], `size of ${i} at ${step}`);
    }
    assert.equal(runs.length, runEntries);
    assert.equal(runEntries, 4 * stepper.optionCount, 'every node of every option in a run');
  }
  stepper.free();
});
