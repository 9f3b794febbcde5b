// One difficulty scale, in the wasm and the page's model (Node, no browser):
// the examples are rated as their labels say; generated puzzles of every
// level a size offers rate at that level, with scores that rise with it;
// a level a size never reaches is not offered, and the generator refuses
// it at once; every view writes a rating the same way.

import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadLogicEngine } from '../../www/sudoku-dlx/engine/load.js';
import { LEVELS, LEVELS_WITHIN_REACH } from '../../www/sudoku-dlx/shared/engine-facts.js';
import { EXAMPLES } from '../../www/sudoku-dlx/solve/examples.js';
import { describeDifficulty, offers } from '../../www/sudoku-dlx/solve/model/difficulty.js';
import { fitPicks, outlook } from '../../www/sudoku-dlx/solve/model/puzzle-picks.js';

let engine;
before(async () => {
  engine = await loadLogicEngine();
});

test('every example with one solution is rated the level it is listed with, which its label names', () => {
  const rated = EXAMPLES.filter((example) => example.solutions === 1);
  assert.equal(rated.length, 7);
  for (const { label, puzzle, level } of rated) {
    assert.equal(engine.rate(puzzle).level, level, label);
    const named = LEVELS.find((name) => label.toLowerCase().includes(name));
    if (named) assert.equal(named, level, `${label} names its level`);
  }
  assert.ok(EXAMPLES.some(({ label }) => label === 'Expert 9×9'));
});

test('generated puzzles rate at the level asked, with scores in their level and rising with it', () => {
  /** @type {{ level: string, score: number, technique: string }[]} */
  const ratings = [];
  for (const size of [4, 6, 9]) {
    for (const level of LEVELS_WITHIN_REACH[size]) {
      for (const seed of [1, 2]) {
        const puzzle = engine.generate({ size, difficulty: level, seed });
        const rating = engine.rate(puzzle);
        assert.equal(rating.level, level, `${size}×${size} seed ${seed}: ${puzzle}`);
        const floor = LEVELS.indexOf(level) + 1;
        assert.ok(rating.score >= floor && rating.score < floor + 1, `${level} scores ${rating.score}`);
        ratings.push(rating);
      }
    }
  }
  for (const a of ratings) {
    for (const b of ratings) {
      if (LEVELS.indexOf(a.level) < LEVELS.indexOf(b.level)) assert.ok(a.score < b.score, `${a.score} < ${b.score}`);
    }
  }
});

test('a size offers only the levels its puzzles reach, and the generator refuses the others at once', () => {
  assert.deepEqual(LEVELS_WITHIN_REACH[4], ['easy']);
  assert.deepEqual(LEVELS_WITHIN_REACH[16], ['expert']);
  assert.equal(offers(4, 'expert'), false);
  assert.equal(offers(4, 'any'), true);
  assert.equal(offers(9, 'hard'), true);
  assert.deepEqual(fitPicks({ size: 4, difficulty: 'expert', symmetry: 'none' }), {
    size: 4,
    difficulty: 'easy',
    symmetry: 'none',
  });
  assert.equal(fitPicks({ size: 16, difficulty: 'easy', symmetry: 'none' }).difficulty, 'expert');
  const kept = { size: 9, difficulty: 'medium', symmetry: 'mirror' };
  assert.equal(fitPicks(kept), kept);
  assert.equal(outlook(4).note, 'Every 4 × 4 puzzle is easy.');
  assert.equal(outlook(9).note, undefined);
  assert.match(outlook(25).note ?? '', /^Every 25 × 25 puzzle is expert\. A 25 × 25 puzzle takes about 10 s/);
  const started = performance.now();
  assert.throws(
    () => engine.generate({ size: 4, difficulty: 'expert', seed: 1 }),
    /^RangeError: no 4×4 puzzle is expert: every one the generator makes is easy$/,
  );
  assert.ok(performance.now() - started < 1000, 'refused, not searched for');
});

test('a rating is written one way: the level, the score in tenths of 5, the hardest step', () => {
  const expert = EXAMPLES.find(({ label }) => label === 'Expert 9×9');
  assert.equal(describeDifficulty(engine.rate(expert.puzzle)), 'expert, 4.6 of 5 (hardest step: forcing chain)');
  assert.equal(
    describeDifficulty({ level: 'easy', score: 1, technique: 'naked single' }),
    'easy, 1.0 of 5 (hardest step: naked single)',
  );
});
