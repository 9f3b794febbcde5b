// Solve mode's model in Node, with no DOM: the board's changes as the grid
// reports them, the solutions bar's list of solutions, a hint's step applied
// (checked against the rules with an independent list of peers), and the
// words of Count. The page tests drive the same code through the panel.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Board } from '../../www/sudoku-dlx/solve/model/board.js';
import { modeAfter } from '../../www/sudoku-dlx/solve/model/entry-mode.js';
import { forAll } from '../../www/sudoku-dlx/solve/model/many-cells.js';
import { appliedStep, SAID_WHOLE, stepMarks, stepWords } from '../../www/sudoku-dlx/solve/model/hint-step.js';
import { playerMarks } from '../../www/sudoku-dlx/solve/model/player-marks.js';
import { initialState, saying, erring } from '../../www/sudoku-dlx/solve/model/panel-state.js';
import {
  allCancelled,
  allProgress,
  allStarting,
  counted,
  tallyWords,
} from '../../www/sudoku-dlx/solve/model/search-words.js';
import { SolutionList } from '../../www/sudoku-dlx/solve/model/solution-list.js';
import { clashesByOwner } from '../../www/sudoku-dlx/solve/model/mistakes.js';

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

test('a clash names both of its cells: the entry as the mistake, the clue it repeats as the other half', () => {
  const board = new Board();
  board.load(EASY);
  // Cell 0 shares row 1 with the clue 3 at cell 2, and column 1 with the clue 9 at cell 9.
  board.apply({ kind: 'write', index: 0, symbol: '3' });
  board.apply({ kind: 'write', index: 1, symbol: '4' });
  board.apply({ kind: 'write', index: 10, symbol: '4' });
  const { entries, givens, clues } = clashesByOwner(board);
  assert.deepEqual(
    [...entries.keys()].sort((a, b) => a - b),
    [0, 1, 10],
  );
  assert.equal(entries.get(0), 'your 3 is also in row 1, column 3 (same row and box)');
  assert.deepEqual([...clues], [[2, '3 is also in row 1, column 1 (same row and box)']]);
  assert.equal(givens.size, 0, 'the clues do not clash among themselves');
});

test('corner and centre marks: each toggled per digit, a digit hides both, and an entry takes itself out of the marks of its units', () => {
  const board = new Board();
  board.load(EASY);
  const open = [...EASY].flatMap((s, i) => (s === '.' ? [i] : []));
  for (const cell of open) {
    board.apply({ kind: 'mark', index: cell, symbol: '4' });
    board.apply({ kind: 'centre', index: cell, symbol: '4' });
    board.apply({ kind: 'centre', index: cell, symbol: '7' });
  }
  assert.equal(board.apply({ kind: 'centre', index: 1, symbol: '7' }), true, 'a second toggle');
  assert.equal(board.centre[1], '4', 'takes the mark off again');
  assert.equal(board.pencil[1], '4', 'the corner marks are apart');
  assert.equal(board.apply({ kind: 'centre', index: 2, symbol: '4' }), false, 'no mark on a clue');
  assert.equal(board.apply({ kind: 'write', index: 0, symbol: '4' }), true);
  assert.deepEqual([board.pencil[0], board.centre[0]], ['', ''], 'a digit hides its cell’s marks');
  for (const cell of open.filter((c) => c !== 0)) {
    assert.equal(board.pencil[cell].includes('4'), !sees(0, cell), `cell ${cell}'s corner marks`);
    assert.equal(board.centre[cell].includes('4'), !sees(0, cell), `cell ${cell}'s centre marks`);
    assert.equal(board.centre[cell].includes('7'), cell !== 1, `cell ${cell}: other digits stay`);
  }
  assert.equal(board.peersOf(40).size, 20);
  assert.ok([...board.peersOf(40)].every((cell) => sees(40, cell)));
  assert.equal(board.state.centre[3], board.centre[3], 'the centre marks are in the state undo keeps');
  board.apply({ kind: 'marks', index: 3, marks: '', centre: '' });
  assert.deepEqual([board.pencil[3], board.centre[3]], ['', ''], 'Erase clears both kinds');
  // With the option off, marks stay; while setting up, a clue takes no marks away.
  const still = new Board();
  still.load(EASY);
  still.marksFollow = false;
  still.apply({ kind: 'mark', index: 1, symbol: '4' });
  still.apply({ kind: 'write', index: 0, symbol: '4' });
  assert.equal(still.pencil[1], '4');
  // The candidates filled in are centre marks of the open cells only.
  still.fillCentre(Array(81).fill('12'));
  assert.deepEqual([still.centre[0], still.centre[1], still.centre[2]], ['', '12', '']);
});

test('colours: palette numbers 1 to 9 on any cell, several to a cell, kept when a digit is written', () => {
  const board = new Board();
  board.load(EASY);
  assert.equal(board.apply({ kind: 'colour', index: 2, symbol: '5' }), true, 'a clue takes a colour');
  board.apply({ kind: 'colour', index: 0, symbol: '9' });
  board.apply({ kind: 'colour', index: 0, symbol: '2' });
  assert.equal(board.colours[0], '29', 'in the palette’s order');
  assert.equal(board.apply({ kind: 'colour', index: 0, symbol: 'A' }), false, 'not a colour');
  board.apply({ kind: 'write', index: 0, symbol: '4' });
  assert.equal(board.colours[0], '29', 'a digit leaves the colours');
  board.apply({ kind: 'colour', index: 0, symbol: '9' });
  assert.equal(board.colours[0], '2', 'a second toggle takes a colour off');
  assert.deepEqual(board.state.colours?.slice(0, 3), ['2', '', '5']);
  board.apply({ kind: 'marks', index: 2, marks: '', colours: '' });
  assert.equal(board.colours[2], '');
});

test('a change typed with several cells selected goes to all as one: a mark onto those that lack it, or off all when all have it', () => {
  const board = new Board();
  board.load(EASY);
  const cells = new Set([0, 1, 2]); // 2 is the clue 3
  board.apply({ kind: 'mark', index: 1, symbol: '4' });
  const adding = forAll(board, { kind: 'mark', index: 0, symbol: '4' }, cells);
  assert.equal(board.apply(adding), true);
  assert.deepEqual(
    [board.pencil[0], board.pencil[1], board.pencil[2]],
    ['4', '4', ''],
    'added where it lacked, never on a clue',
  );
  board.apply(forAll(board, { kind: 'mark', index: 0, symbol: '4' }, cells));
  assert.deepEqual([board.pencil[0], board.pencil[1]], ['', ''], 'all had it: off all');
  board.apply(forAll(board, { kind: 'colour', index: 0, symbol: '6' }, cells));
  assert.deepEqual(
    [board.colours[0], board.colours[1], board.colours[2]],
    ['6', '6', '6'],
    'a colour goes on a clue too',
  );
  board.apply(forAll(board, { kind: 'write', index: 0, symbol: '7' }, cells));
  assert.deepEqual([board.entries[0], board.entries[1], board.givens[2]], ['7', '7', '3'], 'a digit to each open cell');
  const one = { kind: 'mark', index: 5, symbol: '1' };
  assert.equal(forAll(board, /** @type {any} */ (one), cells), one, 'a change outside the selection is its own');
});

test('the entry mode: Z X C V choose, Space cycles, Pencil turns marks on and off', () => {
  assert.equal(modeAfter('mode-centre', 'digit'), 'centre');
  assert.equal(modeAfter('mode-next', 'digit'), 'corner');
  assert.equal(modeAfter('mode-next', 'corner'), 'centre');
  assert.equal(modeAfter('mode-next', 'centre'), 'colour');
  assert.equal(modeAfter('mode-next', 'colour'), 'digit');
  assert.equal(modeAfter('pencil', 'digit'), 'corner');
  assert.equal(modeAfter('pencil', 'centre'), 'digit');
  assert.equal(modeAfter('mode-colour', 'digit'), 'colour');
  assert.equal(modeAfter('mode-shade', 'digit'), '', 'no such mode');
  assert.equal(modeAfter('undo', 'digit'), '');
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
    links: [],
    opposite: [],
    base: [],
    cover: [],
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
  assert.equal(marks[0], '4', 'the cell the step fills shows the digit it places alone');
  assert.equal(marks[5], null, "a cell the step does not involve shows the player's own marks");
  const seen = Array(81).fill('');
  seen[5] = '12';
  const withCandidates = stepMarks(hint, base, seen, true).marks;
  assert.equal(withCandidates[5], null, 'with Candidates on, own marks are shown where the player has any');
  assert.equal(withCandidates[6], base[6], 'and the candidates where the player has none');
  assert.equal(styles.get(0)?.get('4'), 'placed', 'the placement is drawn last, over its proof');
  assert.equal(styles.get(1)?.get('9'), 'removed');
  assert.equal(highlights.get(0), 'hinted');
});

test("a step with eliminations applied to a board without marks writes every open cell's candidates, then strikes", () => {
  // A killer's cage of 3 in cells 0 and 1: 1 and 2 go from the rest of row 1, the cage's own cells keep theirs.
  const board = new Board();
  board.load('.'.repeat(81));
  const base = Array(81).fill('123456789');
  const eliminations = [2, 3, 4, 5, 6, 7, 8].flatMap((cell) => ['1', '2'].map((symbol) => ({ cell, symbol })));
  const hint = { ...hintOf({ technique: 'Cage combination', focus: [0, 1] }), eliminations };
  const { pencil, centre } = appliedStep(hint, base, board);
  assert.deepEqual(
    pencil.slice(0, 3),
    ['123456789', '123456789', '3456789'],
    "the cage's own cells are not left blank",
  );
  assert.ok(
    pencil.every((marks) => marks.length > 0),
    'every open cell has marks, as "My marks are complete" then says',
  );
  assert.ok(
    centre.every((marks) => marks === ''),
    'no centre marks written',
  );
  // With only placements, the player's marks (none) stay as they were.
  const placing = hintOf({ technique: 'Naked single', placements: [{ cell: 0, symbol: '4' }], focus: [0] });
  assert.deepEqual(appliedStep(placing, base, board).pencil, Array(81).fill(''));
});

/** A hint of `technique` with these parts, the rest empty. */
const hintOf = (/** @type {Partial<import('../../www/sudoku-dlx/solve/model/hint-shape.js').Hint>} */ parts) => ({
  ...{ technique: '', level: 'hard', placements: [], eliminations: [], nudge: '', explanation: '', focus: [] },
  ...{ evidence: [], links: [], opposite: [], base: [], cover: [] },
  ...parts,
});

test("simple colouring's second colour and a fish's cover lines are drawn apart, a chain's links passed on", () => {
  const evidence = [0, 4, 40].map((cell) => ({ cell, symbol: '7' }));
  const links = [{ from: evidence[0], to: evidence[1], kind: /** @type {const} */ ('strong') }];
  const colouring = hintOf({ evidence, opposite: [evidence[1]], links, focus: [0, 4, 40] });
  const base = Array(81).fill('17');
  const shown = stepMarks(colouring, base, Array(81).fill(''), false);
  assert.equal(shown.styles.get(0)?.get('7'), 'proof');
  assert.equal(shown.styles.get(4)?.get('7'), 'proof other');
  assert.equal(shown.styles.get(40)?.get('7'), 'proof');
  assert.equal(shown.links, links);
  const row = (r) => Array.from({ length: 9 }, (_, c) => r * 9 + c);
  const column = (c) => Array.from({ length: 9 }, (_, r) => r * 9 + c);
  const fish = hintOf({ base: [...row(0), ...row(4)], cover: [...column(2), ...column(6)].sort((a, b) => a - b) });
  const { highlights } = stepMarks({ ...fish, focus: fish.base }, base, Array(81).fill(''), false);
  assert.equal(highlights.get(1), 'in-unit', 'a base line');
  assert.equal(highlights.get(2), 'crossing', 'where base and cover cross');
  assert.equal(highlights.get(11), 'cover', 'a cover line');
  assert.equal(highlights.get(12), undefined);
});

test('a long step is summed up by what it does, its words whole behind More; a short one is said whole', () => {
  const explanation =
    'X-chain: 8 in row 1, column 3 = 8 in row 1, column 7 - 8 in row 5, column 7 = 8 in row 4, column 9 (= a strong link: if one is false, the other is true; - a weak link: not both), so 8 in row 1, column 3 or 8 in row 4, column 9 is true, and what sees both is false: row 4, column 1 loses 8.';
  const chain = hintOf({ explanation, eliminations: [{ cell: 27, symbol: '8' }] });
  assert.deepEqual(stepWords(chain, 9), { text: 'X-chain: row 4, column 1 loses 8.', more: explanation });
  const many = hintOf({ explanation, eliminations: [1, 2, 3].map((cell) => ({ cell, symbol: '8' })) });
  assert.equal(stepWords(many, 9).text, 'X-chain: 3 candidates go, struck out in red.');
  const short = hintOf({ explanation: 'Naked single: row 1, column 4 can only be 4.' });
  assert.ok(short.explanation.length <= SAID_WHOLE);
  assert.deepEqual(stepWords(short, 4), { text: short.explanation, more: '' });
  // A guess places and removes nothing: its summary names its cell (it said "Guess: ." before).
  const guess = hintOf({
    explanation:
      "Guess: no single follows from this killer's rules; row 3, column 4 has the fewest candidates (2, 3, 4, 5, 6, 7, 8, 9), so a guess there has the best odds.",
    focus: [21],
  });
  assert.deepEqual(stepWords(guess, 9), {
    text: 'Guess: row 3, column 4, its candidates shown.',
    more: guess.explanation,
  });
});

test('marks are notes until the player says they are complete, which undo and a saved game keep', () => {
  const board = new Board();
  board.load(EASY, { pencil: ['', '', '2'] });
  assert.deepEqual(playerMarks(board), { marks: board.pencil, complete: false });
  assert.equal(board.apply({ kind: 'complete', on: true }), true);
  assert.equal(board.apply({ kind: 'complete', on: true }), false, 'no change, nothing to record');
  assert.equal(playerMarks(board).complete, true);
  const again = new Board();
  again.load(EASY, board.state);
  assert.equal(playerMarks(again).complete, true);
  assert.equal(new Board().state.marksComplete, undefined, 'a board of notes saves as before');
});

test("a cell's centre marks speak for it to a hint, else its corner marks; candidates filled in are complete", () => {
  const board = new Board();
  board.load(EASY, { pencil: ['', '49', '', '', '', '', '', '', '', '', '49'] });
  board.apply({ kind: 'centre', index: 1, symbol: '4' });
  board.apply({ kind: 'centre', index: 1, symbol: '7' });
  const { marks, complete } = playerMarks(board);
  assert.equal(marks[1], '47', 'centre over corner');
  assert.equal(marks[10], '49', 'corner where there is no centre');
  assert.equal(complete, false);
  // Filled in, the candidates are the marks a hint works from: complete, and undone with them.
  const filled = new Board();
  filled.load(EASY);
  filled.fillCentre(Array.from(EASY, (symbol) => (symbol === '.' ? '123' : '')));
  assert.equal(playerMarks(filled).complete, true);
  assert.equal(playerMarks(filled).marks[1], '123');
  // A step applied strikes an elimination from the centre marks of a cell that has them, a placement from both kinds.
  const hint = {
    technique: 'Naked pair',
    level: 'easy',
    placements: [{ cell: 0, symbol: '4' }],
    eliminations: [
      { cell: 1, symbol: '7' },
      { cell: 10, symbol: '9' },
    ],
    nudge: '',
    explanation: '',
    focus: [0],
    evidence: [],
    links: [],
    opposite: [],
    base: [],
    cover: [],
  };
  const base = Array.from(EASY, (symbol) => (symbol === '.' ? '479' : ''));
  const { pencil, centre } = appliedStep(hint, base, board);
  assert.equal(centre[1], '', 'the 7 struck from the centre, the 4 by the placement in its row');
  assert.equal(pencil[1], '9', 'the corner marks lose only the placed 4');
  assert.equal(pencil[10], '', 'corner marks: 9 eliminated, 4 placed in the box');
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
  // In play, the time the count took, without the work.
  assert.equal(counted({ ...work, count: 5000, limit: 0 }, true), '5,000 solutions (2.0 ms).');
  assert.equal(
    counted({ ...work, count: 1000, limit: 1000 }, true),
    'At least 1,000 solutions; counting stops there (2.0 ms).',
  );
  const once = saying(initialState().status, 'Undone.');
  const twice = saying(once, 'Undone.');
  assert.equal(twice.text, once.text);
  assert.notEqual(twice.serial, once.serial);
  // An error is shown as a sentence, whatever case the engine wrote it in.
  assert.deepEqual(erring(twice, 'bad'), { text: '', more: '', progress: '', error: 'Bad.', serial: twice.serial + 1 });
  assert.equal(erring(twice, 'Mend it first.').error, 'Mend it first.');
  assert.equal(erring(twice, '').error, '', 'nothing to say clears the error');
});

test('what Count them all and Tally them all say: the estimate, the time to go, what a cancel keeps', () => {
  assert.deepEqual(allStarting('count', 2.1e19), [
    'Counting them all…',
    "Knuth's estimate of the search: 2.1 × 10¹⁹ nodes, and the time to go at the pace so far. Cancel keeps what was found.",
  ]);
  assert.deepEqual(allStarting('tally', null), ['Tallying them all…', 'Cancel keeps what was found.']);
  const early = { found: 12, nodes: 5000, ms: 400 };
  assert.equal(allProgress(early, 1e6), '12 solutions, 5K of ~1M nodes, 400 ms.', 'no pace before a second');
  assert.equal(allProgress(early, null), '12 solutions, 5K nodes, 400 ms.');
  // Past a second with no report from the workers yet: no pace to tell.
  assert.equal(allProgress({ found: 0, nodes: 0, ms: 1500 }, 1e6), '0 solutions, 0 of ~1M nodes, 1.5 s.');
  // A million nodes in two seconds, of 2,001,000: a million more, two seconds more.
  const paced = { found: 1234, nodes: 1_000_000, ms: 2000 };
  assert.equal(allProgress(paced, 2_001_000), '1,234 solutions, 1M of ~2M nodes, 2.0 s: about 2.0 s to go.');
  assert.equal(
    allProgress(paced, 1e25),
    '1,234 solutions, 1M of ~1.0 × 10²⁵ nodes, 2.0 s: about 6.3 × 10¹¹ years to go.',
  );
  assert.equal(
    allProgress(paced, 900_000),
    '1,234 solutions, 1M of ~900K nodes, 2.0 s.',
    'past the estimate: no end told',
  );
  assert.equal(allCancelled('count', paced), 'Cancelled after 2.0 s: at least 1,234 solutions (1,000,000 nodes).');
  assert.equal(
    allCancelled('tally', paced, 10_000),
    'Cancelled after 2.0 s: 1,234 solutions tallied; the values shown are still those of the first 10,000 (1,000,000 nodes).',
  );
  assert.equal(tallyWords('24', [2580, 1200], 3780, true), '2 in 2,580, 4 in 1,200, of 3,780 solutions');
  assert.equal(tallyWords('7', [3780], 3780, true), '7 in every solution');
  // A tally stopped at its cap is a sample: it proves nothing forced.
  assert.equal(tallyWords('7', [10000], 10000, false), '7 in 10,000, of the first 10,000 solutions found');
});
