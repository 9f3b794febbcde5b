// Every export of the wasm module called with what JavaScript can pass by
// mistake or on purpose: each call throws a clean TypeError or RangeError
// naming the argument (or, for an index, answers as the README says), and
// the module and the object stay usable. Also the memory the module keeps
// after long runs, and the node budget on a puzzle exact cover cannot finish.
// It loads pkg-logic/, the core's exports and `hint` from the same Rust
// binding, and pkg-stepper/ for the stepper and the estimate. Run after
// `npm run build`.
// @ts-nocheck: calling the exports with the wrong types is the point.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  initSync,
  solve,
  count,
  normalize,
  solveWithStats,
  Counter,
  solutions,
  candidates,
  possibilities,
  Possibilities,
  hint,
  generate,
  daily,
} from '../../pkg-logic/sudoku_dlx.js';
import * as stepperModule from '../../pkg-stepper/sudoku_dlx.js';
import { largeProblem } from './large-problem.mjs';

const wasm = initSync({
  module: readFileSync(new URL('../../pkg-logic/sudoku_dlx_bg.wasm', import.meta.url)),
});
const stepperWasm = stepperModule.initSync({
  module: readFileSync(new URL('../../pkg-stepper/sudoku_dlx_bg.wasm', import.meta.url)),
});
const { Stepper, estimateTree, estimateExactCover } = stepperModule;

const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
const EASY_SOLVED = '652483917978162435314975628825736149791824563436519872269348751547291386183657294';
const EMPTY4 = '.'.repeat(16);
const KNUTH = 'a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g';
const PIGEONHOLE = readFileSync(new URL('../fixtures/pigeonhole25.txt', import.meta.url), 'utf8')
  .split('\n')
  .find((line) => line && !line.startsWith('#'));

const NOT_TEXT = [
  5,
  {},
  true,
  null,
  undefined,
  NaN,
  7n,
  [],
  ['.'],
  { length: -1 },
  { length: 1e7 },
  Symbol('grid'),
  () => EASY,
  new String(EASY),
];
const NOT_NUMBER = [null, true, false, '', '5', [], [7], {}, 7n, new Number(5), Symbol('n')];
const BAD_NUMBER = [NaN, Infinity, -Infinity, -1, 0.5, 2 ** 53, 1e30];
const BAD_INDEX = [NaN, Infinity, -Infinity, -1, 0.5, 2 ** 32, 1e30];

/** Asserts that `call` throws a `kind` naming `name`, and that the module still solves. */
function throwsClean(call, kind, name, label) {
  assert.throws(
    call,
    (error) => {
      assert.ok(error instanceof kind, `${label}: ${error?.constructor?.name}: ${error?.message}`);
      assert.match(error.message, new RegExp(`\\b${name}\\b`), label);
      return true;
    },
    label,
  );
  assert.equal(solve(EASY), EASY_SOLVED, `solve after ${label}`);
}

function show(value) {
  try {
    return typeof value === 'bigint'
      ? `${value}n`
      : typeof value === 'symbol'
        ? 'symbol'
        : (JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
}

test('text arguments must be strings', () => {
  const calls = {
    normalize: (v) => normalize(v),
    solve: (v) => solve(v),
    solveWithStats: (v) => solveWithStats(v),
    count: (v) => count(v, 0),
    Counter: (v) => new Counter(v, 0),
    Stepper: (v) => new Stepper(v),
    solutions: (v) => solutions(v, 10),
    candidates: (v) => candidates(v),
    possibilities: (v) => possibilities(v, 10),
    Possibilities: (v) => new Possibilities(v, 10),
    hint: (v) => hint(v),
    estimateTree: (v) => estimateTree(v, 10, 1),
  };
  for (const [name, call] of Object.entries(calls)) {
    for (const value of NOT_TEXT) throwsClean(() => call(value), TypeError, 'grid', `${name}(${show(value)})`);
  }
  for (const value of NOT_TEXT) {
    throwsClean(() => Stepper.fromExactCover(value), TypeError, 'text', `fromExactCover(${show(value)})`);
    throwsClean(() => estimateExactCover(value, 10, 1), TypeError, 'text', `estimateExactCover(${show(value)})`);
  }
});

test('text arguments are bounded before they are copied', () => {
  const before = wasm.memory.buffer.byteLength;
  const stepperBefore = stepperWasm.memory.buffer.byteLength;
  throwsClean(() => normalize('.'.repeat(5e6)), RangeError, 'grid', 'a 5 MB grid');
  throwsClean(() => Stepper.fromExactCover('a\n'.repeat(3e6)), RangeError, 'text', 'a 6 MB problem');
  assert.equal(wasm.memory.buffer.byteLength, before);
  assert.equal(stepperWasm.memory.buffer.byteLength, stepperBefore);
});

test('numbers must be whole numbers in range, never coerced', () => {
  const stepper = new Stepper(EASY);
  const counter = new Counter(EMPTY4, 0);
  const tally = new Possibilities(EMPTY4, 300);
  const numbers = {
    'count limit': [(v) => count(EMPTY4, v), 'limit'],
    'count budget': [(v) => count(EMPTY4, 0, v), 'budget'],
    'solveWithStats budget': [(v) => solveWithStats(EASY, v), 'budget'],
    'Counter limit': [(v) => new Counter(EMPTY4, v), 'limit'],
    'Counter.run nodes': [(v) => counter.run(v), 'nodes'],
    'nextBatch max': [(v) => stepper.nextBatch(v), 'max'],
    'solutions limit': [(v) => solutions(EMPTY4, v), 'limit'],
    'solutions budget': [(v) => solutions(EMPTY4, 10, v), 'budget'],
    'possibilities limit': [(v) => possibilities(EMPTY4, v), 'limit'],
    'possibilities budget': [(v) => possibilities(EMPTY4, 10, v), 'budget'],
    'Possibilities limit': [(v) => new Possibilities(EMPTY4, v), 'limit'],
    'Possibilities.run nodes': [(v) => tally.run(v), 'nodes'],
    'estimateTree probes': [(v) => estimateTree(EASY, v, 1), 'probes'],
    'estimateTree seed': [(v) => estimateTree(EASY, 10, v), 'seed'],
    'estimateExactCover probes': [(v) => estimateExactCover('a\na', v, 1), 'probes'],
    'estimateTree budget': [(v) => estimateTree(EASY, 10, 1, v), 'budget'],
    'estimateExactCover budget': [(v) => estimateExactCover('a\na', 10, 1, v), 'budget'],
    'queensBoard n': [(v) => stepperModule.queensBoard(v), 'n'],
    'pentominoesBoard rows': [(v) => stepperModule.pentominoesBoard(v, 10), 'rows'],
  };
  for (const [label, [call, name]] of Object.entries(numbers)) {
    for (const value of NOT_NUMBER) throwsClean(() => call(value), TypeError, name, `${label} ${show(value)}`);
    for (const value of BAD_NUMBER) throwsClean(() => call(value), RangeError, name, `${label} ${show(value)}`);
  }
  // Only optional numbers may be left out.
  throwsClean(() => count(EMPTY4), TypeError, 'limit', 'count without a limit');
  throwsClean(() => count(EMPTY4, undefined), TypeError, 'limit', 'count(grid, undefined)');
  throwsClean(() => new Counter(EMPTY4), TypeError, 'limit', 'Counter without a limit');
  throwsClean(() => counter.run(), TypeError, 'nodes', 'run()');
  throwsClean(() => stepper.nextBatch(), TypeError, 'max', 'nextBatch()');
  throwsClean(() => count(EMPTY4, 0, 0), RangeError, 'budget', 'a budget of 0');
  assert.equal(count(EMPTY4, 0, undefined), 288);
  assert.equal(solveWithStats(EASY, undefined).solution, EASY_SOLVED);
  // Nothing was consumed by the refused calls.
  assert.equal(stepper.steps, 0);
  assert.equal(counter.count, 0);
  while (!counter.run(1000)) {
    /* counting */
  }
  assert.equal(counter.count, 288);
  assert.ok(stepper.nextBatch(100).length > 400);
  while (!tally.run(1000)) {
    /* tallying */
  }
  assert.equal(tally.solutions, 288);
  stepper.free();
  counter.free();
  tally.free();
});

test('index methods answer undefined, empty or -1 out of range, and refuse non-numbers', () => {
  for (const stepper of [new Stepper(EASY), Stepper.fromExactCover(KNUTH)]) {
    for (const value of BAD_INDEX) {
      const label = show(value);
      assert.equal(stepper.itemName(value), undefined, `itemName(${label})`);
      assert.equal(stepper.optionName(value), undefined, `optionName(${label})`);
      assert.equal(stepper.itemGroup(value), -1, `itemGroup(${label})`);
      assert.equal(stepper.optionItems(value).length, 0, `optionItems(${label})`);
      assert.equal(stepper.optionPlacement(value), undefined, `optionPlacement(${label})`);
      assert.equal(stepper.itemConstraint(value), undefined, `itemConstraint(${label})`);
      assert.equal(stepper.itemCells(value).length, 0, `itemCells(${label})`);
    }
    for (const value of [...NOT_NUMBER, undefined]) {
      const label = show(value);
      throwsClean(() => stepper.itemName(value), TypeError, 'item', `itemName(${label})`);
      throwsClean(() => stepper.optionName(value), TypeError, 'option', `optionName(${label})`);
      throwsClean(() => stepper.itemGroup(value), TypeError, 'item', `itemGroup(${label})`);
      throwsClean(() => stepper.optionItems(value), TypeError, 'option', `optionItems(${label})`);
      throwsClean(() => stepper.optionPlacement(value), TypeError, 'option', `optionPlacement(${label})`);
      throwsClean(() => stepper.itemConstraint(value), TypeError, 'item', `itemConstraint(${label})`);
      throwsClean(() => stepper.itemCells(value), TypeError, 'item', `itemCells(${label})`);
    }
    assert.ok(stepper.itemName(0));
    assert.ok(stepper.optionItems(0).length > 0);
    stepper.free();
  }
});

test('byte-order marks and lone surrogates are read as the README says', () => {
  assert.equal(solve(`\uFEFF${EASY}`), EASY_SOLVED);
  const problem = Stepper.fromExactCover(`\uFEFF${KNUTH}`);
  assert.equal(problem.itemName(0), 'a');
  problem.free();
  assert.throws(() => normalize(`12\uD800${'.'.repeat(13)}`), /not valid text .* at column 3/);
  assert.throws(() => normalize(`a${'.'.repeat(15)}`), /'a' is not a symbol of a 4×4 grid/);
  // A problem: a lone surrogate is refused naming its line (lines end at
  // \n, \r\n or \r alone), and a replacement character written is a name.
  assert.throws(
    () => Stepper.fromExactCover('a b\r\na\rb \uD800\n'),
    /^Error: line 3: not valid text: a lone surrogate$/,
  );
  assert.throws(() => estimateExactCover('a\n\uDC00', 1, 1), /line 2: not valid text/);
  const replacement = Stepper.fromExactCover('a \uFFFD\na \uFFFD\n');
  assert.equal(replacement.itemName(1), '\uFFFD');
  replacement.free();
});

/** Defines a throwing setter for each key on `proto`; returns the undo. */
function poison(proto, keys) {
  const saved = keys.map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)]);
  for (const key of keys) {
    Object.defineProperty(proto, key, {
      configurable: true,
      set() {
        throw new Error(`poisoned setter ${key}`);
      },
    });
  }
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
      else delete proto[key];
    }
  };
}

test('next() builds its events whatever setters the prototypes carry', () => {
  const plain = new Stepper(EASY);
  const expected = [];
  for (let event = plain.next(); event; event = plain.next()) expected.push(event);
  plain.free();
  const undo = [
    poison(Object.prototype, ['kind', 'item', 'length', 'options', 'option', 'depth', 'solutions']),
    poison(Array.prototype, ['0', '1', '2']),
  ];
  const stepper = new Stepper(EASY);
  // A Map, since the poisoned Array.prototype breaks pushing onto arrays.
  const seen = new Map();
  try {
    for (let event = stepper.next(); event; event = stepper.next()) seen.set(seen.size, event);
  } finally {
    undo.forEach((u) => u());
  }
  const events = [...seen.values()];
  assert.deepEqual(events, expected);
  assert.ok(events.some((e) => e.kind === 'solution'));
  assert.equal(stepper.done, true);
  stepper.reset();
  assert.equal(stepper.next().kind, 'choose');
  stepper.free();
});

test('a Stepper stays usable after every error', () => {
  const stepper = new Stepper(EASY);
  const first = stepper.next();
  for (const bad of [-1, 2 ** 40, NaN, null, '4']) assert.throws(() => stepper.nextBatch(bad));
  assert.throws(() => stepper.itemName('x'));
  assert.equal(stepper.steps, 1);
  const second = stepper.next();
  assert.ok(second && first.kind === 'choose');
  assert.ok(stepper.nextBatch(10).length > 0);
  stepper.free();
  assert.throws(() => stepper.next(), Error, 'a freed Stepper throws');
  assert.equal(solve(EASY), EASY_SOLVED);
});

test('a batch is capped in bytes as well as in events', () => {
  const text = `a b | s\n${'a s\n'.repeat(20000)}${'b s\n'.repeat(20000)}`;
  const stepper = Stepper.fromExactCover(text);
  let events = 0;
  for (let i = 0; i < 5; i += 1) {
    const batch = stepper.nextBatch(1048576);
    assert.ok(batch.byteLength <= (1 << 20) + 4 * 40010, `batch ${i}: ${batch.byteLength} bytes`);
    assert.ok(batch.length > 0);
    for (let at = 0; at < batch.length; at += 5 + batch[at + 4]) events += 1;
  }
  assert.equal(stepper.done, false, 'a short batch is not the end');
  assert.equal(stepper.steps, events);
  const bytes = stepperWasm.memory.buffer.byteLength;
  assert.ok(bytes < 64 << 20, `${bytes} bytes`);
  stepper.free();
});

test('a node budget stops the 25×25 pigeonhole puzzle', () => {
  const report = solveWithStats(PIGEONHOLE, 100000);
  assert.equal(report.gaveUp, true);
  assert.equal(report.solution, undefined);
  assert.equal(report.nodes, 100000);
  assert.equal(count(PIGEONHOLE, 0, 100000), undefined);
  const solved = solveWithStats(EASY, 100000);
  assert.equal(solved.gaveUp, false);
  assert.equal(solved.solution, EASY_SOLVED);
  assert.equal(count(EMPTY4, 0, 100000), 288);
  assert.equal(count(EMPTY4, 0, 10), undefined);
});

test('memory stays bounded over 100,000 solves and 10,000 Steppers', () => {
  for (let i = 0; i < 1000; i += 1) solve(EASY);
  const start = wasm.memory.buffer.byteLength;
  for (let i = 0; i < 100000; i += 1) solve(EASY);
  const afterSolves = wasm.memory.buffer.byteLength;
  new Stepper(EASY).free();
  const beforeSteppers = stepperWasm.memory.buffer.byteLength;
  for (let i = 0; i < 10000; i += 1) {
    const stepper = new Stepper(EASY);
    stepper.nextBatch(50);
    stepper.free();
  }
  const afterSteppers = stepperWasm.memory.buffer.byteLength;
  console.log(
    `wasm memory: ${start} bytes before, ${afterSolves} after 100,000 solves; ` +
      `the stepper's ${beforeSteppers} before, ${afterSteppers} after 10,000 Steppers`,
  );
  assert.equal(afterSolves, start);
  assert.ok(afterSteppers - beforeSteppers <= 1 << 20, `${afterSteppers - beforeSteppers} bytes more`);
});

test("the solver page's answers are built whatever setters the prototypes carry", () => {
  const fields = ['kind', 'cell', 'symbol', 'unit', 'candidates', 'solutions', 'complete', 'cells', 'counts'];
  const expected = { hint: hint(EASY), report: possibilities(EMPTY4, 300) };
  const tally = new Possibilities(EMPTY4, 300);
  const undo = [poison(Object.prototype, fields), poison(Array.prototype, ['0', '1', '2'])];
  let found;
  try {
    while (!tally.run(50)) {
      /* tallying */
    }
    found = { hint: hint(EASY), report: tally.report() };
  } finally {
    undo.forEach((u) => u());
  }
  assert.deepEqual(found, expected);
  assert.equal(expected.report.solutions, 288);
  assert.equal(tally.run(1), true, 'the tally is still usable');
  tally.free();
});

test('every estimate is bounded in its total work, and says when it gave up', () => {
  // An empty 25×25's 100,000 probes took 333 s; by default they stop at
  // 2·10⁷ units of work (a node entered or a link changed).
  const empty = estimateTree('.'.repeat(625), 100000, 1);
  assert.equal(empty.gaveUp, true);
  // Each probe enters hundreds of its 625 levels before a dead end.
  assert.ok(empty.probes > 0 && empty.probes < 100, `${empty.probes} probes`);
  // The 756 KB problem of 60,000 items: a probe read every item at each of
  // its 15,000 branches (3 s a probe), so no probe fitted the bound. Now
  // choosing costs what covering changed, and probes fit; a caller's
  // budget of nodes (4 probes of 30,000 nodes each) buys more.
  const large = largeProblem(60000);
  const quick = estimateExactCover(large, 100, 1);
  assert.ok(quick.probes > 0 && quick.gaveUp, `${quick.probes} probes`);
  assert.equal(quick.nodes, Infinity, '2^15,000 leaves');
  assert.deepEqual(estimateExactCover(large, 100, 1, 120000).probes, 4);
  // A caller's budget in nodes; within it, the figure of the unbounded call.
  const cut = estimateTree(EASY, 1000, 1, 100);
  assert.equal(cut.gaveUp, true);
  assert.ok(cut.probes < 1000);
  const whole = estimateTree(EASY, 1000, 1);
  assert.equal(whole.gaveUp, false);
  assert.deepEqual(estimateTree(EASY, 1000, 1, 1e9), whole);
});

test('generate gives up at its budget of grids or its timeout, saying so', () => {
  assert.throws(() => generate({ size: 4, givens: 3, budget: 5 }), /^Error: gave up: none of 5 grids/);
  const start = Date.now();
  // 100 givens are too few for a 25×25 (each grid takes seconds to empty).
  assert.throws(() => generate({ size: 25, givens: 100, seed: 1, timeout: 300 }), /^Error: gave up: /);
  assert.ok(Date.now() - start < 60_000, 'a 16×16 easy took 179 s to give up');
  // A level the size never reaches is refused before any grid.
  assert.throws(() => generate({ size: 16, difficulty: 'easy', seed: 1 }), /^RangeError: no 16×16 puzzle is easy/);
  for (const [options, kind] of [
    [{ budget: 0 }, RangeError],
    [{ budget: 1e7 }, RangeError],
    [{ budget: '5' }, TypeError],
    [{ timeout: -1 }, RangeError],
    [{ timeout: null }, TypeError],
  ]) {
    assert.throws(() => generate(options), kind, JSON.stringify(options));
  }
  assert.match(generate({ seed: 1, budget: 1000, timeout: 60_000 }), /^[1-9.]{81}$/);
});

test('daily takes a YYYY-MM-DD string and a level name, and refuses anything else cleanly', () => {
  for (const value of NOT_TEXT) {
    assert.throws(() => daily(value), TypeError, String(value));
    assert.match(daily('2026-11-27').puzzle, /^[1-9.]{81}$/);
  }
  for (const value of ['', '2026-11-27T00:00Z', '2026-11-31', '99999-01-01', '2026-11-27'.repeat(1000)]) {
    assert.throws(() => daily(value), RangeError, value.slice(0, 20));
  }
  for (const [level, kind] of [
    ['impossible', RangeError],
    [5, TypeError],
    [null, TypeError],
    ['x'.repeat(1e6), RangeError],
  ]) {
    assert.throws(() => daily('2026-11-27', level), kind, String(level).slice(0, 20));
  }
  assert.deepEqual(daily('2026-11-27', 'hard'), daily('2026-11-27'));
  assert.equal(daily('2026-11-28').difficulty, 'expert');
});
