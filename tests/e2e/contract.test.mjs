// The contract between the engine and the JavaScript, in Node: what the
// page draws from the engine's facts (the grid shapes, their boxes and
// units and symbols, the characters of a cell, the errors' codes, written
// from the Rust into engine-facts.js; event kinds and their fields) must
// agree with what the engine does. The packed arrays' readers are written
// from src/contract.rs, and tests/js_facts.rs fails when they drift. The
// links model and the filled grid are held equal to the engine step by
// step in visualizer-replay.test.mjs. Run after `npm run build`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EventKind } from '../../www/sudoku-dlx/engine/event-kind.js';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { EMPTY_CELLS, IGNORED } from '../../www/sudoku-dlx/shared/engine-facts.js';
import { SIDES, SYMBOLS, shapeOf, sideOf, unitsOf } from '../../www/sudoku-dlx/shared/grid-shape.js';
import { EventLog } from '../../www/sudoku-dlx/visualize/model/event-log.js';

const engine = await loadStepperEngine();
const KNUTH = 'a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g';

/**
 * The cells of box `index` of a grid of `side`, as the page draws boxes.
 * @param {number} side
 * @param {number} index
 */
function boxCells(side, index) {
  const { boxRows, boxCols } = /** @type {import('../../www/sudoku-dlx/shared/grid-shape.js').GridShape} */ (
    shapeOf(side)
  );
  const top = Math.floor(index / (side / boxCols)) * boxRows;
  const left = (index % (side / boxCols)) * boxCols;
  const cells = [];
  for (let r = top; r < top + boxRows; r++) for (let c = left; c < left + boxCols; c++) cells.push(r * side + c);
  return cells;
}

test('the page knows the sizes, boxes and symbols the engine knows', () => {
  for (const side of SIDES) {
    assert.equal(sideOf(side * side), side);
    const stepper = new engine.Stepper('.'.repeat(side * side));
    let boxes = 0;
    for (let i = 0; i < stepper.itemCount; i++) {
      const constraint = stepper.itemConstraint(i);
      if (constraint?.kind !== 'box') continue;
      boxes += 1;
      assert.deepEqual(Array.from(stepper.itemCells(i)), boxCells(side, constraint.index), `${side}×${side} box`);
      // The units the page builds from the engine's boxes are the engine's.
      const box = unitsOf({ side }).filter(({ name }) => name === 'box')[constraint.index];
      assert.deepEqual(box.cells, Array.from(stepper.itemCells(i)), `${side}×${side} unit`);
    }
    assert.equal(boxes, side * side, `${side}×${side}: a box constraint per box and symbol`);
    stepper.free();
    // The first `side` symbols, in order, are the grid's; the next is not.
    const firstRow = SYMBOLS.slice(0, side) + '.'.repeat(side * side - side);
    assert.equal(engine.normalize(firstRow), firstRow);
    if (side < SYMBOLS.length) assert.throws(() => engine.normalize(SYMBOLS[side] + '.'.repeat(side * side - 1)));
  }
  for (const cells of [1, 49, 64, 100]) {
    assert.equal(sideOf(cells), undefined);
    assert.throws(() => engine.normalize('.'.repeat(cells)), /cells/);
  }
});

test('the event log reads every event as the engine names it', () => {
  for (const open of [
    () => new engine.Stepper('1.3....4..2.....'),
    () => engine.Stepper.fromExactCover(KNUTH),
    // Knuth's rule reports a tie at forced choices too.
    () => engine.Stepper.fromExactCover(KNUTH, { rule: 'knuth' }),
  ]) {
    const batched = open();
    const single = open();
    const log = new EventLog(batched, 1_000_000);
    log.ensure(Infinity);
    assert.ok(log.complete && log.length > 0);
    for (let i = 0; i < log.length; i++) {
      const event = single.next();
      assert.deepEqual(log.event(i), event, `event ${i}`);
      assert.equal(EventKind[log.kinds[i]].toLowerCase(), event.kind);
    }
    assert.equal(single.next(), undefined);
    batched.free();
    single.free();
  }
});

test("a cell's characters are the parser's: the empty ones empty it, the skipped ones are no cell", () => {
  for (const ch of EMPTY_CELLS) assert.equal(engine.normalize(ch + '.'.repeat(15)), '.'.repeat(16), ch);
  for (const ch of IGNORED) assert.throws(() => engine.normalize(ch + '.'.repeat(15)), /found 15 cells/, ch);
});
