// Solve mode's model in Node, with no DOM: the board's changes as the grid
// reports them, the solutions bar's list of solutions, a hint's step applied
// (checked against the rules with an independent list of peers), and the
// words of Count. The page tests drive the same code through the panel.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Board } from '../../www/sudoku-dlx/solve/model/board.js';
import { appliedStep, stepMarks } from '../../www/sudoku-dlx/solve/model/hint-step.js';
import { initialState, saying, erring } from '../../www/sudoku-dlx/solve/model/panel-state.js';
import { counted } from '../../www/sudoku-dlx/solve/model/search-words.js';
import { SolutionList } from '../../www/sudoku-dlx/solve/model/solution-list.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/** Whether cells `a` and `b` of a 9×9 grid share a row, a column or a box. */
function sees(a, b) {
  const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
  const box = (r, c) => Math.floor(r / 3) * 3 + Math.floor(c / 3);
  return a !== b && (ra === rb || ca === cb || box(ra, ca) === box(rb, cb));
}

test('a board takes the changes the grid reports, and refuses a clue typed over in play', () => {
  const board = new Board();
  board.load(EASY);
  assert.equal(board.apply({ kind: 'write', index: 2, symbol: '5' }), false, 'cell 2 holds the clue 3');
  assert.equal(board.apply({ kind: 'write', index: 0, symbol: '4' }), true);
  assert.equal(board.entryLine[0], '4');
  assert.equal(board.apply({ kind: 'mark', index: 1, symbol: '7' }), true);
  assert.equal(board.apply({ kind: 'mark', index: 1, symbol: '1' }), true);
  assert.equal(board.pencil[1], '17', 'marks are kept in symbol order');
  assert.equal(board.apply({ kind: 'mark', index: 0, symbol: '1' }), false, 'no mark where there is an entry');
  assert.equal(board.apply({ kind: 'marks', index: 1, marks: '' }), true);
  assert.equal(board.pencil[1], '');
  assert.throws(() => board.load('.'.repeat(80)), /no side for 80 cells/);
  assert.equal(board.puzzle, EASY, 'a refused load leaves the board as it was');
});

test('the solutions bar steps through the solutions listed, and asks for more past the end of an incomplete list', () => {
  const solutions = ['123', '124', '324'];
  const list = new SolutionList();
  list.start(solutions, true);
  assert.equal(list.aim(-1), null);
  assert.equal(list.aim(1), 1);
  list.moveTo(2);
  assert.deepEqual([...list.differs], [0], 'the third differs from the second in its first cell only');
  assert.deepEqual(list.view(initialState().solutionsBar), {
    shown: true,
    position: '3 of 3',
    atStart: false,
    atEnd: true,
  });
  assert.equal(list.aim(1), null, 'a complete list ends there');
  list.start(solutions.slice(0, 2), false);
  list.moveTo(1);
  assert.equal(list.aim(1), 'more');
  assert.equal(list.wanted(1000), 20);
  list.extend(solutions, 20, 1000);
  assert.equal(list.view(initialState().solutionsBar).position, '2 of 3', 'fewer than asked for: all there are');
  list.clear();
  assert.equal(list.view(initialState().solutionsBar).shown, false);
});

test("a hint's step applied enters its placements and strikes them from every peer's marks, and only there", () => {
  // Every open cell marked with every symbol, so each strike shows.
  const base = Array.from(EASY, (symbol) => (symbol === '.' ? '123456789' : ''));
  const board = new Board();
  board.load(EASY, { pencil: base });
  const hint = {
    technique: 'Naked single',
    level: 'easy',
    placements: [{ cell: 0, symbol: '4' }],
    eliminations: [{ cell: 1, symbol: '9' }],
    nudge: '',
    explanation: '',
    focus: [0],
    evidence: [{ cell: 0, symbol: '4' }],
  };
  const { entries, pencil } = appliedStep(hint, base, board);
  assert.equal(entries[0], '4');
  assert.equal(pencil[0], '');
  for (let cell = 1; cell < 81; cell++) {
    if (board.grid[cell] !== '.') continue;
    assert.equal(pencil[cell].includes('4'), !sees(0, cell), `cell ${cell}`);
    assert.equal(pencil[cell].includes('9'), cell !== 1, `cell ${cell}`);
  }
  const { marks, styles, highlights } = stepMarks(hint, base, Array(81).fill(''), false);
  assert.equal(marks[0], '123456789');
  assert.equal(marks[5], '', 'without Candidates, a cell the step does not involve shows no marks');
  assert.equal(styles.get(0)?.get('4'), 'placed', 'the placement is drawn last, over its proof');
  assert.equal(styles.get(1)?.get('9'), 'removed');
  assert.equal(highlights.get(0), 'hinted');
});

test('what Count says, and a saying written afresh even when the words repeat', () => {
  const work = { nodes: 1234, updates: 5678, ms: 2 };
  assert.match(counted({ ...work, count: 0, limit: 1000 }), /^No solution \(1,234 nodes, 5,678 updates, /);
  assert.match(counted({ ...work, count: 1, limit: 1000 }), /^Unique: exactly one solution/);
  assert.equal(
    counted({ ...work, count: 1000, limit: 1000 }),
    'At least 1,000 solutions; counting stops there (1,234 nodes, 5,678 updates, 2.0 ms).',
  );
  assert.match(counted({ ...work, count: 5000, limit: 0 }), /^5,000 solutions/);
  const once = saying(initialState().status, 'Undone.');
  const twice = saying(once, 'Undone.');
  assert.equal(twice.text, once.text);
  assert.notEqual(twice.serial, once.serial);
  // An error is shown as a sentence, whatever case the engine wrote it in.
  assert.deepEqual(erring(twice, 'bad'), { text: '', progress: '', error: 'Bad.', serial: twice.serial + 1 });
  assert.equal(erring(twice, 'Mend it first.').error, 'Mend it first.');
  assert.equal(erring(twice, '').error, '', 'nothing to say clears the error');
});
