// The pencil marks the visualizer's grid draws, in Node against the engine:
// at every step of a whole 9×9 search (and of a 4×4 and a 16×16 start),
// each open cell's candidates are exactly the options linked under its item
// in the engine's own links, the chosen item's marks are the options linked
// under it, and a cover strikes out only what it took from open cells.
// Run after `npm run build`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EventKind } from '../../www/sudoku-dlx/engine/event-kind.js';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { EventLog } from '../../www/sudoku-dlx/visualize/model/event-log.js';
import { pencilMarks } from '../../www/sudoku-dlx/visualize/model/pencil-marks.js';
import { openProblem } from '../../www/sudoku-dlx/visualize/model/problem.js';
import { Timeline } from '../../www/sudoku-dlx/visualize/model/timeline.js';
import { engineNodes, linkedOptions } from './engine-links.mjs';

const engine = await loadStepperEngine();
const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

/** Which item of the engine stands for each cell: the one whose `itemConstraint` is that cell. */
function engineCellItems(stepper, side) {
  const items = new Map();
  for (let i = 0; i < stepper.itemCount; i++) {
    const constraint = stepper.itemConstraint(i);
    if (constraint.kind === 'cell') items.set(constraint.row * side + constraint.column, i);
  }
  return items;
}

/** Checks every step of `puzzle`'s search, up to `limit`; returns how many steps were checked. */
function checkSearch(puzzle, limit = Infinity) {
  const problem = openProblem(engine, { puzzle });
  const { side, placements } = problem.sudoku;
  const log = new EventLog(problem.stepper, 1_000_000);
  const timeline = new Timeline(problem, log, { withLinks: false });
  const state = timeline.state;
  log.ensure(limit);
  // A second engine walks in step with the log, for its links and grid.
  const twin = new engine.Stepper(puzzle);
  const cellItems = engineCellItems(twin, side);
  const steps = Math.min(limit, log.length);
  let struckSeen = 0;
  for (let step = 0; step <= steps; step++) {
    if (step > 0) {
      timeline.forward();
      twin.next();
    }
    const marks = pencilMarks(problem, state, log, step);
    const links = engineNodes(twin);
    const grid = twin.grid;
    assert.equal(marks.text, grid, `step ${step}: the grid`);
    for (let cell = 0; cell < side * side; cell++) {
      const shown = marks.candidates[cell];
      if (grid[cell] !== '.') {
        assert.deepEqual(shown, [], `step ${step}: a filled cell shows no candidates`);
        continue;
      }
      assert.deepEqual(shown, linkedOptions(links, cellItems.get(cell)), `step ${step}, cell ${cell}`);
    }
    if (marks.chosen) assert.deepEqual(marks.chosen.options, linkedOptions(links, marks.chosen.item), `step ${step}`);
    for (const o of marks.struck) {
      const cell = placements.cell[o];
      assert.ok(!linkedOptions(links, cellItems.get(cell)).includes(o), `step ${step}: struck ${o} is unlinked`);
      struckSeen += 1;
    }
    if (step > 0 && log.kinds[step - 1] === EventKind.Uncover) {
      for (const o of marks.restored) assert.ok(marks.candidates[placements.cell[o]].includes(o), `step ${step}`);
    }
  }
  twin.next();
  const searchedAll = twin.done;
  twin.free();
  assert.ok(struckSeen > 0, 'covers struck out candidates');
  return { steps, searchedAll };
}

test('the candidates are the options linked under each cell item at every step of a 9×9 search', () => {
  const { steps, searchedAll } = checkSearch(HARD);
  assert.ok(searchedAll && steps > 10_000, `the whole search, ${steps} steps`);
});

test('the same on a 4×4 and at the start of a 16×16', () => {
  assert.ok(checkSearch('..4....32......1').searchedAll);
  assert.equal(checkSearch('.'.repeat(256), 600).steps, 600);
});
