// The problems an author names in the `problem` attribute, solved by the
// engine in Node: N queens and Langford pairs give their known counts
// (OEIS A000170 and, counting each pairing and its mirror, 2 × A014552).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { KNUTH_EXAMPLE } from '../../www/sudoku-dlx/visualize/model/presets.js';
import { namedProblem } from '../../www/sudoku-dlx/visualize/model/named-problems.js';

/** Every solution of an exact-cover text, by running its Stepper to the end. */
async function solutions(/** @type {string} */ text) {
  const { Stepper } = await loadStepperEngine();
  const stepper = Stepper.fromExactCover(text);
  try {
    while (!stepper.done) stepper.nextBatch(1 << 16);
    return stepper.solutions;
  } finally {
    stepper.free();
  }
}

test('queens N has the known number of solutions', async () => {
  const known = [1, 0, 0, 2, 10, 4, 40, 92];
  for (let n = 1; n <= known.length; n++) {
    assert.equal(await solutions(/** @type {string} */ (namedProblem(`queens ${n}`))), known[n - 1], `${n} queens`);
  }
});

test('langford N has the known number of solutions', async () => {
  const known = { 1: 0, 2: 0, 3: 2, 4: 2, 5: 0, 6: 0, 7: 52 };
  for (const [n, count] of Object.entries(known)) {
    assert.equal(await solutions(/** @type {string} */ (namedProblem(`langford ${n}`))), count, `langford ${n}`);
  }
});

test('names are read loosely, sizes are checked, other text is no name', () => {
  assert.equal(namedProblem(' Knuth '), KNUTH_EXAMPLE);
  assert.equal(namedProblem('queens-5'), namedProblem('QUEENS 5'));
  assert.throws(() => namedProblem('queens 0'), /queens takes N from 1 to 12, not 0/);
  assert.throws(() => namedProblem('langford 13'), /langford takes N from 1 to 12, not 13/);
  assert.equal(namedProblem('a b\na\nb'), null);
});
