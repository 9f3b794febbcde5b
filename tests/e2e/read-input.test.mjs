// The rule that tells a Sudoku from exact-cover text in the visualizer's
// own-problem form and in the demo page's ?watch= links, run in Node, with
// every reading checked against the engine: what is called a Sudoku opens
// as one, and what is called exact cover opens as exact cover.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { KNUTH_EXAMPLE } from '../../www/sudoku-dlx/visualize/model/presets.js';
import { inputError, looksLikeSudoku, readInput } from '../../www/sudoku-dlx/visualize/model/read-input.js';
import { linkOf, sourceOfLink } from '../../www/sudoku-dlx/visualize/model/problem-link.js';
import { openProblem } from '../../www/sudoku-dlx/visualize/model/problem.js';

const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const SUDOKUS = {
  'one line': HARD,
  'a grid with spaces, commas and box lines': [
    '4 . . | . 3 . | . . .',
    '. . . | 6 . . | 8 . .',
    '. . . | . . . | . . 1',
    '------+-------+------',
    '. . . | . 5 . | . 9 .',
    '. 8 . | . . . | 6 . .',
    '. 7 . | 2 . . | . . .',
    '------+-------+------',
    '. . . | 1 . 2 | 7 . .',
    '5 . 3 | . . . | . 4 .',
    '9 , . , . , . , . , . , . , . , .',
  ].join('\n'),
  'zeros for empty cells, no dots': '0040000320000001',
  'a comment line first': `# from the forum\n${HARD}`,
  'too few cells, with dots': HARD.slice(1),
};
const EXACT_COVER = {
  "Knuth's example": KNUTH_EXAMPLE,
  'a 0/1 matrix': '0010100\n1001001\n0110010\n1001010\n0100001\n0001101',
  'a 0/1 matrix of as many cells as a 4×4': '1000\n0100\n0010\n0001',
  'a name': 'queens 6',
  'capital names with digits': 'A1 B2 C3\nA1 B2\nC3',
};

test('the rule calls grids Sudokus and everything else exact cover', () => {
  for (const [label, text] of Object.entries(SUDOKUS)) assert.equal(looksLikeSudoku(text), true, label);
  for (const [label, text] of Object.entries(EXACT_COVER)) assert.equal(looksLikeSudoku(text), false, label);
  assert.equal(looksLikeSudoku(''), false, 'blank text is no Sudoku');
});

test('each reading opens in the engine as what it was called', async () => {
  const engine = await loadStepperEngine();
  for (const [label, text] of Object.entries(SUDOKUS)) {
    const source = readInput(text);
    if (label.startsWith('too few')) {
      assert.throws(
        () => openProblem(engine, source),
        (error) => {
          const message = inputError(source, /** @type {Error} */ (error).message);
          assert.match(message, /^Read as a Sudoku \(only grid symbols\), but it is not one: .*80/);
          return true;
        },
      );
      continue;
    }
    const problem = openProblem(engine, source);
    assert.equal(problem.isSudoku, true, label);
    problem.stepper.free();
  }
  for (const [label, text] of Object.entries(EXACT_COVER)) {
    const problem = openProblem(engine, readInput(text));
    assert.equal(problem.isSudoku, false, label);
    assert.ok(problem.optionCount > 0, label);
    problem.stepper.free();
  }
  const bad = readInput('a b\nc');
  assert.throws(
    () => openProblem(engine, bad),
    (error) => {
      assert.match(
        inputError(bad, /** @type {Error} */ (error).message),
        /^Read as exact-cover text, but it is not valid: .*c/,
      );
      return true;
    },
  );
  // A line of items and no option, and colours, which the stepper does not step: each said plainly.
  const refused = {
    'hello world!':
      /^Read as exact-cover text, but it is not valid: no option: after the line of items, write one option a line/,
    'p q | x y\np x:A\nq x:A y:B':
      /^Read as exact-cover text: colours \(x:A, Knuth's Algorithm C\) are not yet in the visualizer, which steps Algorithm X/,
    '2:3|p q\np\nq': /^Read as exact-cover text, but it is not valid: .*multiplicities/,
  };
  // A named problem with no option is what its name says: Langford pairs of order 1 have none.
  const langford = openProblem(engine, { problem: 'langford 1' });
  assert.equal(langford.optionCount, 0);
  langford.stepper.free();
  for (const [text, said] of Object.entries(refused)) {
    const source = readInput(text);
    assert.throws(
      () => openProblem(engine, source),
      (error) => {
        assert.match(inputError(source, /** @type {Error} */ (error).message), said, text);
        return true;
      },
    );
  }
});

test('a link names a preset by its id, a named problem by its name, a Sudoku by its line', async () => {
  const engine = await loadStepperEngine();
  /** @type {[import('../../www/sudoku-dlx/visualize/model/problem.js').Source, string][]} */
  const cases = [
    [{ puzzle: '..4....32......1' }, 'sudoku4'],
    [{ problem: 'knuth' }, 'knuth'],
    [{ problem: KNUTH_EXAMPLE }, 'knuth'],
    [{ problem: 'queens 5' }, 'queens 5'],
    [readInput(SUDOKUS['a grid with spaces, commas and box lines']), 'sudoku9'],
    [{ puzzle: `.${HARD.slice(1)}` }, `.${HARD.slice(1)}`],
    [{ problem: 'a b c\na b\nc' }, 'a b c\na b\nc'],
  ];
  for (const [source, link] of cases) {
    const problem = openProblem(engine, source);
    assert.equal(linkOf(source, problem), link);
    // And the link opens the same problem again.
    const again = openProblem(engine, sourceOfLink(link));
    const same = (/** @type {any} */ p) => (p.isSudoku ? p.sudoku.givens : p.text);
    assert.equal(same(again), same(problem), link);
    problem.stepper.free();
    again.stepper.free();
  }
});

test('a variant typed or linked opens as a variant, its link reads back, its errors said as a variant’s', async () => {
  const engine = await loadStepperEngine();
  const killer = '.Shape~4x4.Cage~3~R1C1~R1C2.Cage~7~R1C3~R1C4';
  for (const text of [killer, `  ${killer}\n`, '.Windoku.AntiKnight']) {
    const source = readInput(text);
    assert.equal(source.puzzle, text.trim(), `${text}: read as a puzzle`);
    const problem = openProblem(engine, source);
    assert.equal(problem.isVariant, true, text);
    assert.equal(problem.isSudoku, false, `${text}: an option may fill a whole cage`);
    assert.ok(problem.variant && problem.variant.side === (text.includes('4x4') ? 4 : 9), text);
    // A link (Copy link, ?watch=) names it by its text, read back as the same puzzle.
    assert.deepEqual(sourceOfLink(linkOf(source, problem)), { puzzle: text.trim() }, text);
    problem.stepper.free();
  }
  const bad = readInput('.Shape~4x4.Cage~3~R1C1~R1Z2');
  assert.throws(
    () => openProblem(engine, bad),
    (error) => {
      assert.match(
        inputError(bad, /** @type {Error} */ (error).message),
        /^Read as a variant puzzle: column \d+: Cage/,
      );
      return true;
    },
  );
});
