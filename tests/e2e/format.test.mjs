// Times as the page writes them, in Node: one formatter for every time shown
// (the race's lanes, its status and story, solve mode's status), each in the
// largest unit it makes one of, thousands separated, a measured time never
// finer than the clock.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatTime } from '../../www/sudoku-dlx/shared/format.js';

/** @typedef {[number, string][]} Cases a time in ms, and as it is written */

test('a time reads in the largest unit it makes one of, a decimal below 10, thousands separated', () => {
  /** @type {Cases} */
  const cases = [
    [0.1, '0.1 ms'],
    [3.25, '3.3 ms'],
    [12.4, '12 ms'],
    [553, '553 ms'],
    [999.4, '999 ms'],
    [999.7, '1.0 s'],
    [1106, '1.1 s'],
    [5886, '5.9 s'],
    [9960, '10 s'],
    [61_000, '61 s'],
    [1_234_000, '1,234 s'],
  ];
  for (const [ms, written] of cases) assert.equal(formatTime(ms), written, `${ms} ms`);
});

test('a measured time under the clock’s tick says so; a computed one goes down to nanoseconds', () => {
  assert.equal(formatTime(0), 'under 0.1 ms');
  assert.equal(formatTime(0.04), 'under 0.1 ms');
  assert.equal(formatTime(0.5, 1), 'under 1.0 ms');
  /** @type {Cases} */
  const cases = [
    [0.000_640, '640 ns'],
    [0.000_999_7, '1.0 µs'],
    [0.003_5, '3.5 µs'],
    [0.125, '125 µs'],
    [0.0572, '57 µs'],
  ];
  for (const [ms, written] of cases) assert.equal(formatTime(ms, 0), written, `${ms} ms`);
});
