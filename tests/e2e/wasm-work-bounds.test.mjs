// Issue 32 in wasm: the estimate counts its walk down a long list, so the
// documented bound on its work stops it (row 4), and the exact-cover
// exports take `null` for their options as `hint` does. Work is counted,
// not time: no clock is read. Run after `npm run build`.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import * as ladder from '../../pkg-ladder/sudoku_dlx.js';
import * as stepper from '../../pkg-stepper/sudoku_dlx.js';

for (const [name, glue] of Object.entries({ 'pkg-ladder': ladder, 'pkg-stepper': stepper })) {
  glue.initSync({ module: readFileSync(new URL(`../../${name}/sudoku_dlx_bg.wasm`, import.meta.url)) });
}

test("100,000 probes of one item's 40,000 options give up within the estimate's bound on work", () => {
  // 28 s before, all 100,000 probes made: the walk to each probe's option
  // and its cover's walk down the list were not counted.
  const estimate = stepper.estimateExactCover('a\n' + 'a\n'.repeat(40000), 100000, 1);
  assert.equal(estimate.gaveUp, true);
  assert.ok(estimate.probes >= 1 && estimate.probes < 1000, `${estimate.probes} probes`);
  assert.equal(estimate.nodes, 40001);
});

test('solveExactCover takes null options as none', () => {
  const text = 'a b\na\nb\nb\n';
  assert.deepEqual(ladder.solveExactCover(text, null), ladder.solveExactCover(text));
  assert.deepEqual(ladder.solveExactCover(text, null).options, ['a', 'b']);
});
