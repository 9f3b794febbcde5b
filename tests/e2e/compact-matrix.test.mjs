// The compact matrix's selection against the engine, in Node: at steps of
// a hard 9×9 search, the columns are exactly the items the engine still has
// linked in its header list and the rows exactly the options linked under
// them, read from the engine's own links, plus the event's extras (the item
// a cover just removed and the options it hid; the option being tried).
// Also the pure geometry the view lays the columns out with.
// Run after `npm run build`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EventKind } from '../../www/sudoku-dlx/engine/event-kind.js';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import {
  CompactSelection,
  RowMark,
  cellSide,
  columnAt,
  columnEdges,
} from '../../www/sudoku-dlx/visualize/model/compact-selection.js';
import { EventLog } from '../../www/sudoku-dlx/visualize/model/event-log.js';
import { openProblem } from '../../www/sudoku-dlx/visualize/model/problem.js';
import { Timeline } from '../../www/sudoku-dlx/visualize/model/timeline.js';
import { engineNodes, linkedOptions } from './engine-links.mjs';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const engine = await loadStepperEngine();

/** The engine's active items and linked options after `steps` events, from its own links. */
function engineMatrix(source, steps) {
  const stepper = new engine.Stepper(source);
  if (steps > 0) stepper.nextBatch(steps);
  assert.equal(stepper.steps, steps);
  const lengths = stepper.itemLengths();
  const nodes = engineNodes(stepper);
  const items = [];
  const options = new Set();
  for (let i = 0; i < lengths.length; i++) {
    if (lengths[i] < 0) continue;
    items.push(i);
    for (const option of linkedOptions(nodes, i)) options.add(option);
  }
  stepper.free();
  return { items, options: [...options].sort((x, y) => x - y) };
}

const shown = (array, total) => Array.from(array.subarray(0, total));

test('compact columns and rows are the engine’s active items and linked options, with the event’s extras', () => {
  const problem = openProblem(engine, { puzzle: HARD });
  const log = new EventLog(problem.stepper, 2_000_000);
  const timeline = new Timeline(problem, log, { withLinks: false });
  const state = timeline.state;
  while (!log.complete) log.pull();
  const selection = new CompactSelection(problem);
  const solved = log.solutionSteps[0];
  const checkpoints = new Set([0, 1, 2, 3, 4, 5, 6, 37, 250, 1001, 4000, 9000, 12_345, solved, log.length]);
  const kindsSeen = new Set();
  for (let step = 0; step <= log.length; step++) {
    if (step > 0) timeline.forward();
    if (!checkpoints.has(step) && !(step > 3000 && step < 3012)) continue;
    selection.select(state, log, step);
    const expected = engineMatrix(HARD, step);
    if (step === solved) assert.equal(selection.itemTotal, 0, 'the solution leaves no item');
    const kind = step > 0 ? log.kinds[step - 1] : -1;
    kindsSeen.add(kind);
    const extraItems = kind === EventKind.Cover ? [log.a[step - 1]] : [];
    const extraOptions =
      kind === EventKind.Cover
        ? Array.from(log.list(step - 1))
        : kind === EventKind.Select || kind === EventKind.Deselect
          ? [log.a[step - 1]]
          : [];
    const sorted = (list) => [...new Set(list)].sort((x, y) => x - y);
    assert.deepEqual(
      shown(selection.items, selection.itemTotal),
      sorted([...expected.items, ...extraItems]),
      `items at ${step}`,
    );
    assert.deepEqual(
      shown(selection.options, selection.optionTotal),
      sorted([...expected.options, ...extraOptions]),
      `options at ${step}`,
    );
    assert.equal(selection.activeItems, expected.items.length, `active items at ${step}`);
    assert.equal(selection.linkedOptions, expected.options.length, `linked options at ${step}`);
    // The header counts as the line under the matrix does, the extras left to that line.
    assert.deepEqual(
      selection.headerCounts(),
      {
        items: `${expected.items.length} item${expected.items.length === 1 ? '' : 's'}`,
        options: `${expected.options.length.toLocaleString('en')} option${expected.options.length === 1 ? '' : 's'}`,
      },
      `header counts at ${step}`,
    );
    for (let row = 0; row < selection.optionTotal; row++) {
      const o = selection.options[row];
      assert.equal(selection.rowOf[o], row);
      const mark = selection.rowMark[row];
      if (extraOptions.includes(o)) assert.notEqual(mark, RowMark.Linked, `option ${o} at ${step} is marked`);
      else if (kind === EventKind.Uncover && log.list(step - 1).includes(o)) assert.equal(mark, RowMark.JustRestored);
      else assert.equal(mark, RowMark.Linked, `option ${o} at ${step}`);
    }
  }
  assert.equal(selection.itemTotal, problem.itemCount, 'the search ends where it started');
  for (const kind of [EventKind.Choose, EventKind.Cover, EventKind.Select, EventKind.Uncover, EventKind.Deselect]) {
    assert.ok(kindsSeen.has(kind), `a step after event kind ${kind} was checked`);
  }
  problem.stepper.free();
});

test('the first steps of a 9×9 start from the givens-reduced matrix and shrink', () => {
  const problem = openProblem(engine, { puzzle: HARD });
  const log = new EventLog(problem.stepper, 2_000_000);
  const timeline = new Timeline(problem, log, { withLinks: false });
  const state = timeline.state;
  log.ensure(40);
  const selection = new CompactSelection(problem);
  selection.select(state, log, 0);
  // Each given meets 4 constraints; the options are the candidates they allow.
  const givens = HARD.replace(/\./g, '').length;
  assert.equal(selection.itemTotal, 324 - 4 * givens);
  assert.equal(selection.optionTotal, problem.optionCount);
  const sizes = [];
  for (let step = 1; step <= 40; step++) {
    timeline.forward();
    selection.select(state, log, step);
    sizes.push(selection.activeItems);
  }
  assert.ok(sizes.at(-1) < selection.items.length, 'covers shrink the matrix');
  assert.ok(sizes.every((n, k) => k === 0 || n <= sizes[k - 1] || log.kinds[k] === EventKind.Uncover));
  problem.stepper.free();
});

test('column edges leave a gap between groups, and columnAt finds a column or the gap', () => {
  const selection = { items: new Int32Array([0, 1, 4, 5, 9]), itemTotal: 5 };
  const groups = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2];
  const edges = new Float64Array(6);
  const right = columnEdges(/** @type {any} */ (selection), groups, { left: 50, width: 12, gap: 5 }, edges);
  assert.deepEqual(Array.from(edges), [50, 62, 79, 91, 108, 120]);
  assert.equal(right, 120);
  assert.equal(columnAt(edges, 5, 12, 49.9), -1);
  assert.equal(columnAt(edges, 5, 12, 50), 0);
  assert.equal(columnAt(edges, 5, 12, 73.9), 1);
  assert.equal(columnAt(edges, 5, 12, 76), -1, 'in the gap');
  assert.equal(columnAt(edges, 5, 12, 119.9), 4);
  assert.equal(columnAt(edges, 5, 12, 120), -1);
});

test('cells fill the room between their bounds', () => {
  const bounds = { min: 12, max: 24 };
  assert.equal(cellSide({ columns: 252, rows: 283, gaps: 3, gap: 5 }, { width: 800, height: 500 }, bounds), 12);
  assert.equal(cellSide({ columns: 20, rows: 10, gaps: 3, gap: 5 }, { width: 800, height: 500 }, bounds), 24);
  assert.equal(cellSide({ columns: 40, rows: 30, gaps: 3, gap: 5 }, { width: 800, height: 500 }, bounds), 16);
  assert.equal(cellSide({ columns: 0, rows: 0, gaps: 0, gap: 5 }, { width: 800, height: 500 }, bounds), 24);
});
