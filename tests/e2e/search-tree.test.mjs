// The search-tree model on a hand-made event sequence, in Node: forced
// chains collapse into one shown node, dead ends and solutions are leaves,
// places never move, and the tree at a step is the prefix the step has
// entered. Run after `npm run build` (the event kinds come from the engine).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EventKind } from '../../www/sudoku-dlx/engine/event-kind.js';
import { NodeKind, SearchTree } from '../../www/sudoku-dlx/visualize/model/search-tree.js';

const { Choose, Cover, Uncover, Select, Deselect, Solution } = EventKind;

/** A log of `[kind, a, b]` events, as much of EventLog as the tree reads. */
function logOf(events) {
  return {
    length: events.length,
    kinds: Uint8Array.from(events, (e) => e[0]),
    a: Int32Array.from(events, (e) => e[1]),
    b: Int32Array.from(events, (e) => e[2]),
  };
}

// A branch of 2 at the root. Its first option leads to two forced choices
// and a dead end; its second to one forced choice and a solution.
const EVENTS = [
  [Choose, 0, 2], // 1: node 0, branch
  [Cover, 0, 0],
  [Select, 10, 0],
  [Choose, 1, 1], // 4: node 1, forced
  [Cover, 1, 0],
  [Select, 11, 1],
  [Choose, 2, 1], // 7: node 2, forced (same chain)
  [Cover, 2, 0],
  [Select, 12, 2],
  [Choose, 3, 0], // 10: node 3, dead end
  [Deselect, 12, 2],
  [Uncover, 2, 0], // 12: node 2 is left
  [Deselect, 11, 1],
  [Uncover, 1, 0], // 14: node 1 is left
  [Deselect, 10, 0],
  [Select, 13, 0], // 16
  [Choose, 4, 1], // 17: node 4, forced (a new chain)
  [Cover, 4, 0],
  [Select, 14, 1],
  [Solution, 1, 0], // 20: node 5, solution
  [Deselect, 14, 1],
];

test('forced chains collapse into one shown node, with their count', () => {
  const tree = new SearchTree();
  tree.update(logOf(EVENTS));
  assert.equal(tree.nodeCount, 6);
  assert.deepEqual(Array.from(tree.kind.subarray(0, 6)), [
    NodeKind.Branch,
    NodeKind.Forced,
    NodeKind.Forced,
    NodeKind.DeadEnd,
    NodeKind.Forced,
    NodeKind.Solution,
  ]);
  // Shown: the root, chain {1, 2}, the dead end, chain {4}, the solution.
  assert.equal(tree.shownCount, 5);
  assert.deepEqual(Array.from(tree.shownOf.subarray(0, 6)), [0, 1, 1, 2, 3, 4]);
  assert.deepEqual(Array.from(tree.shownParent.subarray(0, 5)), [-1, 0, 1, 0, 3]);
  assert.deepEqual(Array.from(tree.depth.subarray(0, 5)), [0, 1, 2, 1, 2]);
  // The first child shares its parent's column; the second opens a new one.
  assert.deepEqual(Array.from(tree.column.subarray(0, 5)), [0, 0, 0, 1, 1]);
  assert.equal(tree.weight(1, tree.nodeCount), 2, 'the chain holds two forced nodes');
  assert.equal(tree.weight(3, tree.nodeCount), 1);
  assert.equal(tree.shownKind(1), NodeKind.Forced);
  assert.equal(tree.stepOf(tree.first[3]), 17, 'the second chain is entered at step 17');
});

test('the tree at a step is the prefix of nodes entered by then', () => {
  const tree = new SearchTree();
  tree.update(logOf(EVENTS));
  const nodes = [0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4];
  for (let step = 0; step < nodes.length; step++) assert.equal(tree.nodesAt(step), nodes[step], `step ${step}`);
  assert.equal(tree.nodesAt(EVENTS.length), 6);
  // Halfway into the first chain, it holds one node.
  assert.equal(tree.shownAt(5), 2);
  assert.equal(tree.weight(1, tree.nodesAt(5)), 1);
  assert.equal(tree.shownAt(20), 5);
});

test('the current node follows the search down and back up', () => {
  const tree = new SearchTree();
  tree.update(logOf(EVENTS));
  const current = EVENTS.map((_, i) => tree.currentAt(i + 1));
  // The dead end is current at its step only; uncovering a chosen item leaves its node.
  assert.deepEqual(current, [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 2, 1, 1, 0, 0, 0, 4, 4, 4, 5, 4]);
  assert.equal(tree.currentAt(0), -1);
});

test('read in pieces, the tree is the same as read at once', () => {
  const whole = new SearchTree();
  whole.update(logOf(EVENTS));
  const pieces = new SearchTree();
  for (let n = 0; n <= EVENTS.length; n += 3) pieces.update(logOf(EVENTS.slice(0, n)));
  pieces.update(logOf(EVENTS));
  for (const key of ['kind', 'shownOf', 'shownParent', 'column', 'depth', 'nodesAfter', 'currentAfter']) {
    assert.deepEqual(pieces[key].subarray(0, 20), whole[key].subarray(0, 20), key);
  }
});

test("the estimate's line: a count, a power of ten when huge, and the real count once known", async () => {
  const { estimateText } = await import('../../www/sudoku-dlx/visualize/views/tree/tree-view.js');
  const estimate = { probes: 1000, nodes: 1151.6, standardError: 46 };
  assert.equal(
    estimateText(estimate, null, false),
    "Knuth's estimate from 1,000 random probes: ≈ 1,152 nodes (standard error ± 4%); the real count shows when the search ends.",
  );
  assert.match(estimateText(estimate, 1244, false), /; the whole tree has 1,244\.$/);
  assert.match(estimateText(estimate, null, true), /; the search is longer than the visualizer reads\.$/);
  assert.match(estimateText({ ...estimate, nodes: 2.83e85 }, null, false), /≈ 2\.8 × 10⁸⁵ nodes/);
  assert.match(estimateText({ probes: 10, nodes: Infinity, standardError: Infinity }, null, false), /over 10³⁰⁸/);
  assert.equal(estimateText(null, 5, false), '');
});

test('a bigger matrix gets fewer probes, down to ten', async () => {
  const { probesFor } = await import('../../www/sudoku-dlx/visualize/model/tree-estimate.js');
  const counts = [7, 1669, 3971, 21506, 80627].map((nodeCount) => probesFor(/** @type {any} */ ({ nodeCount })));
  assert.deepEqual(counts.slice(0, 2), [1000, 1000], "Knuth's example and the hard 9×9 get every probe");
  assert.ok(counts[2] < 1000 && counts[3] < counts[2] && counts[4] === 10, String(counts));
});
