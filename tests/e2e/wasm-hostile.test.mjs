// Every export of every wasm package, every constructor, static method,
// method and getter, called with a value that throws when JavaScript looks
// at it at each argument in turn (a revoked Proxy, a Proxy whose every trap
// throws, getters that throw, an array whose element getter throws, an
// object whose toString, valueOf and Symbol.toPrimitive throw), and each
// method with such a `this`, a foreign object and a freed one. After every
// call the module's stack pointer must be where it was (an exception that
// crossed wasm would have left it lower: issue 32, row 5), and after all of
// them the module must still solve. Run after `npm run build`.
// @ts-nocheck: calling the exports with hostile values is the point.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as core from '../../pkg/sudoku_dlx.js';
import * as stepper from '../../pkg-stepper/sudoku_dlx.js';
import * as ladder from '../../pkg-ladder/sudoku_dlx.js';
import * as logic from '../../pkg-logic/sudoku_dlx.js';
import { guardObjects } from '../../www/sudoku-dlx/engine/guard-objects.js';
import { startWatched } from './stack-pointer.mjs';

const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
const EASY_SOLVED = '652483917978162435314975628825736149791824563436519872269348751547291386183657294';
const KNUTH = 'a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g';
const MARKS = Array.from(EASY, (c) => (c === '.' ? '123456789' : ''));

/** Arguments each export takes when all is well, by name (`Class.static`, `#method`). */
const VALID = {
  normalize: [EASY],
  solve: [EASY],
  count: [EASY, 0, 1000],
  solveWithStats: [EASY, 1000],
  solutions: [EASY, 2, 1000],
  candidates: [EASY],
  possibilities: [EASY, 2, 1000],
  start: [],
  estimateTree: [EASY, 2, 1, 1000, 'knuth'],
  estimateExactCover: [KNUTH, 2, 1, 1000, 'first'],
  pieces: [EASY, 2],
  queensProblem: [4],
  langfordProblem: [3],
  pentominoesProblem: [3, 20],
  queensBoard: [4],
  langfordBoard: [3],
  pentominoesBoard: [3, 20],
  rungNames: [],
  solveWith: ['dlx', EASY, 1000, 'weighed'],
  countWith: ['dlx', EASY, 2, 1000, 'weighed'],
  solveExactCover: [KNUTH, { engine: 'links', rule: 'knuth', budget: 1000 }],
  countExactCover: [KNUTH, 0, 1000],
  hint: [EASY, MARKS, 100_000],
  rate: [EASY, 100_000],
  daily: ['2026-11-27', 'easy'],
  solveVariant: ['.Shape~4x4.Diagonal~1', 1000],
  countVariant: ['.Shape~4x4.Diagonal~1', 0, 1000],
  isVariant: ['.Windoku'],
  sketchVariant: ['.Shape~4x4.Diagonal~1'],
  variantCandidates: ['.Shape~4x4.Diagonal~1'],
  variantHint: ['.Shape~4x4.Diagonal~1.~R1C1_1~R2C2_2'],
  variantBreaks: ['.Cage~10~R1C1~R1C2.~R1C1_5'],
  generate: [{ size: 4, seed: 1, budget: 10, timeout: 1000 }],
  Counter: [EASY, 2],
  Possibilities: [EASY, 2],
  Stepper: [EASY],
  'Stepper.fromExactCover': [KNUTH],
  RungSearch: ['dlx', EASY, 'weighed'],
  RungStepper: ['brute', EASY],
  '#run': [100],
  '#descend': [new Uint32Array(0)],
  '#nextBatch': [10],
  '#keepReplay': [1 << 20],
  '#replayAdvance': [3],
  '#replayBack': [1],
  '#replayForward': [1],
  '#replaySeek': [2, false],
  '#itemCells': [0],
  '#itemConstraint': [0],
  '#itemGroup': [0],
  '#itemName': [0],
  '#optionItems': [0],
  '#optionName': [0],
  '#optionPlacement': [0],
};

/** Values that throw when JavaScript looks at them, each made afresh. */
function hostileValues() {
  const boom = () => {
    throw new Error('boom');
  };
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const revokedArray = Proxy.revocable([], {});
  revokedArray.revoke();
  const every = { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom };
  const getters = {};
  for (const key of ['engine', 'rule', 'budget', 'size', 'seed', 'timeout', 'length', '0', 'then', 'valueOf']) {
    Object.defineProperty(getters, key, { get: boom, enumerable: true });
  }
  const elements = [...MARKS];
  Object.defineProperty(elements, 5, { get: boom });
  return {
    'a revoked Proxy': revoked.proxy,
    'a revoked Proxy of an array': revokedArray.proxy,
    'a Proxy whose traps throw': new Proxy({}, every),
    'a Proxy of an array whose traps throw': new Proxy([...MARKS], every),
    'getters that throw': getters,
    'an array with an element getter that throws': elements,
    'an object whose toString throws': { toString: boom, valueOf: boom, [Symbol.toPrimitive]: boom },
    'a function whose toString throws': Object.assign(function () {}, { toString: boom }),
  };
}

/** A class, as wasm-bindgen's glue declares one. */
const isClass = (value) => typeof value === 'function' && /^class /.test(Function.prototype.toString.call(value));

/** Arguments for `name`, or a failure naming an export the table leaves out. */
function valid(name, arity) {
  const args = VALID[name];
  assert.ok(args || arity === 0, `wasm-hostile.test.mjs: no arguments for ${name}: add them to VALID`);
  return args ?? [];
}

/**
 * Calls `call(args)` with each hostile value at each argument, and `check`s
 * after each call; returns how many calls it made.
 */
function eachArgument(args, call, check, label) {
  let calls = 0;
  for (let at = 0; at < args.length; at++) {
    for (const [what, value] of Object.entries(hostileValues())) {
      const tried = [...args];
      tried[at] = value;
      try {
        call(tried);
      } catch (error) {
        assert.ok(!(error instanceof WebAssembly.RuntimeError), `${label}, argument ${at} ${what}: ${error}`);
      }
      check(`${label}, argument ${at} ${what}`);
      calls++;
    }
  }
  return calls;
}

/** An instance of each class the module exports, made with valid arguments. */
function instances(module) {
  const made = [];
  for (const [name, value] of Object.entries(module)) {
    if (!isClass(value) || value.length === 0) continue;
    made.push([name, new value(...valid(name, value.length))]);
  }
  made.push(['SolveReport', module.solveWithStats(EASY, 1000)]);
  if (module.solveWith) made.push(['RungReport', module.solveWith('dlx', EASY, 1000, 'weighed')]);
  return made;
}

for (const [name, glue] of Object.entries({
  pkg: core,
  'pkg-stepper': stepper,
  'pkg-ladder': ladder,
  'pkg-logic': logic,
})) {
  test(`${name}: no hostile argument throws through wasm, and the module still works`, () => {
    const { stackPointer } = startWatched(glue, new URL(`../../${name}/sudoku_dlx_bg.wasm`, import.meta.url));
    guardObjects(glue);
    const top = stackPointer();
    const check = (label) => assert.equal(stackPointer(), top, `${label} moved the stack pointer`);
    let calls = 0;
    for (const [exported, value] of Object.entries(glue)) {
      if (['default', 'initSync'].includes(exported) || typeof value !== 'function') continue;
      const args = valid(exported, value.length);
      const call = isClass(value) ? (tried) => new value(...tried) : (tried) => value(...tried);
      calls += eachArgument(args, call, check, exported);
      for (const key of Object.getOwnPropertyNames(value)) {
        if (key.startsWith('__') || !isClass(value) || typeof value[key] !== 'function') continue;
        if (['length', 'name', 'prototype'].includes(key)) continue;
        const label = `${exported}.${key}`;
        calls += eachArgument(valid(label, value[key].length), (tried) => value[key](...tried), check, label);
      }
    }
    for (const [className, object] of instances(glue)) {
      const freed = new glue[className === 'SolveReport' || className === 'RungReport' ? 'Counter' : className](
        ...valid(className === 'SolveReport' || className === 'RungReport' ? 'Counter' : className, 1),
      );
      freed.free();
      const prototype = Object.getPrototypeOf(object);
      for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(prototype))) {
        if (key === 'constructor' || key.startsWith('__') || key === 'free') continue;
        const method = descriptor.get ?? descriptor.value;
        const label = `${className}#${key}`;
        const args = descriptor.get ? [] : valid(`#${key}`, method.length);
        calls += eachArgument(args, (tried) => method.apply(object, tried), check, label);
        for (const [what, self] of Object.entries({
          ...hostileValues(),
          'a plain object': {},
          'a freed object': freed,
        })) {
          try {
            method.apply(self, args);
          } catch (error) {
            assert.ok(!(error instanceof WebAssembly.RuntimeError), `${label} on ${what}: ${error}`);
          }
          check(`${label} on ${what}`);
          calls++;
        }
      }
      object.free();
      object.free();
      check(`${className}#free twice`);
    }
    assert.ok(calls > 100, `${calls} calls`);
    assert.equal(glue.solve(EASY), EASY_SOLVED);
    check('solve');
  });
}

test('3,000 hints with a revoked Proxy for marks each throw a TypeError, and the module still works', () => {
  const { stackPointer } = startWatched(logic, new URL('../../pkg-logic/sudoku_dlx_bg.wasm', import.meta.url));
  const top = stackPointer();
  const revoked = Proxy.revocable([], {});
  revoked.revoke();
  for (let call = 0; call < 3000; call++) {
    assert.throws(() => logic.hint(EASY, revoked.proxy), TypeError);
  }
  assert.equal(stackPointer(), top);
  assert.equal(logic.solve(EASY), EASY_SOLVED);
  assert.equal(logic.hint(EASY, MARKS).technique.length > 0, true);
});
