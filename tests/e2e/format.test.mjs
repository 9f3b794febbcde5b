// Times as the page writes them, in Node: one formatter for every time shown
// (the race's lanes, its status and story, solve mode's status), each in the
// largest unit it makes one of, thousands separated, a measured time never
// finer than the clock.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCompact, formatLarge, formatRough, formatSpan, formatTime } from '../../www/sudoku-dlx/shared/format.js';

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

test('counts where room is short, astronomical numbers and long spans', () => {
  assert.deepEqual([950, 2580, 25_800, 999_999, 1_234_567].map(formatCompact), ['950', '2.6K', '26K', '1M', '1.2M']);
  // Two figures in one notation at every size: the compact one, then powers of ten.
  assert.deepEqual([950, 2580, 450e6, 2.4e9, 2.43e19].map(formatRough), [
    '950',
    '2.6K',
    '450M',
    '2.4 × 10⁹',
    '2.4 × 10¹⁹',
  ]);
  assert.deepEqual([999_999_999, 6.67e21, 1.2e100, Infinity].map(formatLarge), [
    '999,999,999',
    '6.7 × 10²¹',
    '1.2 × 10¹⁰⁰',
    '∞',
  ]);
  const [minute, hour, day, year] = [6e4, 36e5, 864e5, 365.25 * 864e5];
  assert.deepEqual([45_000, 3 * minute, 5 * hour, 40 * day, 3.4e6 * year, 2.4e19 * year].map(formatSpan), [
    '45 s',
    '3 minutes',
    '5 hours',
    '40 days',
    '3,400,000 years',
    '2.4 × 10¹⁹ years',
  ]);
  // Under two of a unit, the next smaller one: 90 minutes, not 1.5 hours.
  assert.equal(formatSpan(1.5 * hour), '90 minutes');
});
