// The game's model in Node, without a browser (www/sudoku-dlx/solve/game/):
// the saved format read back as written and refused when it is not one
// this page can play, the store on a storage that fails in each way, the
// statistics and the streak against hand-counted ones, the clock, dates in
// UTC, and a finished grid told from one that is not.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Board } from '../../www/sudoku-dlx/solve/model/board.js';
import { Clock, clockText, clockWords } from '../../www/sudoku-dlx/solve/game/clock.js';
import { isSolved } from '../../www/sudoku-dlx/solve/game/completion.js';
import { addDays, dateWords, isDate, todayUTC } from '../../www/sudoku-dlx/solve/game/daily-date.js';
import { decode, encode, gameId, SAVED_STEPS, VERSION } from '../../www/sudoku-dlx/solve/game/record.js';
import { median, statsRows, streak } from '../../www/sudoku-dlx/solve/game/stats.js';
import { DEFAULT_SETTINGS, GameStore, MAX_GAMES, played } from '../../www/sudoku-dlx/solve/game/store.js';
import { keptPicks, picksForBoard } from '../../www/sudoku-dlx/solve/model/puzzle-picks.js';

const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';
const SOLVED = '652483917978162435314975628825736149791824563436519872269348751547291386183657294';

/** @returns {import('../../www/sudoku-dlx/solve/game/record.js').GameRecord} */
function game(id = gameId(EASY), entries = '.'.repeat(81)) {
  const pencil = Array.from({ length: 81 }, (_, i) => (i === 0 ? '26' : ''));
  const centre = Array.from({ length: 81 }, (_, i) => (i === 2 ? '129' : ''));
  const colours = Array.from({ length: 81 }, (_, i) => (i === 1 ? '37' : ''));
  const board = { puzzle: EASY, entries, pencil, centre, colours, setup: false, solution: null };
  return {
    id,
    kind: 'daily',
    title: 'Today’s puzzle',
    level: 'hard',
    date: '2026-11-27',
    board,
    history: {
      past: [{ ...board, pencil: Array(81).fill(''), centre: Array(81).fill(''), colours: Array(81).fill('') }],
      future: [],
    },
    ms: 4200,
    hints: 1,
    mistakes: 2,
    created: 1,
    updated: 2,
    finished: null,
  };
}

/** New game's picks before the player chooses. */
const FALLBACK = { size: 9, difficulty: 'any', symmetry: 'none' };

/**
 * A Storage in a Map, with a hook that can make a write throw.
 * @param {(name: string, value: string) => boolean} [refuse]
 */
function storage(refuse = () => false) {
  const items = new Map();
  return {
    items,
    getItem: (/** @type {string} */ name) => items.get(name) ?? null,
    setItem: (/** @type {string} */ name, /** @type {string} */ value) => {
      if (refuse(name, value)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(name, value);
    },
    removeItem: (/** @type {string} */ name) => items.delete(name),
  };
}

test('a saved game reads back as written, every kind of mark by name, and anything else is refused', () => {
  const played = game();
  const saved = JSON.parse(JSON.stringify(encode(played)));
  assert.equal(saved.version, VERSION);
  assert.deepEqual(saved.board.marks, {
    pencil: played.board.pencil,
    centre: played.board.centre,
    colours: played.board.colours,
  });
  assert.deepEqual(saved.history.past[0].marks, { pencil: Array(81).fill('') }, 'no centre marks, none saved');
  assert.deepEqual(decode(saved), played);
  // Kinds of mark this page does not know (the solving aids') are left alone, not a reason to refuse.
  saved.board.marks.corner = Array(81).fill('');
  saved.board.colours = Array(81).fill('');
  assert.deepEqual(decode(saved)?.board, played.board);
  for (const [what, broken] of /** @type {[string, (s: any) => void][]} */ ([
    ['a newer version', (s) => (s.version = VERSION + 1)],
    ['another format', (s) => (s.format = 'x')],
    ['a board of no size', (s) => (s.board.puzzle = EASY.slice(1))],
    ['entries of another size', (s) => (s.board.entries = '.')],
    ['marks of another size', (s) => (s.history.past[0].marks.pencil = [])],
    ['centre marks of another size', (s) => (s.board.marks.centre = ['1'])],
    ['centre marks not text', (s) => (s.board.marks.centre = Array(81).fill(1))],
    ['colours of another size', (s) => (s.board.marks.colours = [''])],
    ['a negative time', (s) => (s.ms = -1)],
    ['an unknown kind', (s) => (s.kind = 'quiz')],
    ['an unknown level', (s) => (s.level = 'insane')],
  ])) {
    const copy = JSON.parse(JSON.stringify(encode(played)));
    broken(copy);
    assert.equal(decode(copy), null, what);
  }
  assert.equal(decode(null), null);
  assert.equal(decode('text'), null);
  // The history saved is its newest steps.
  const long = { ...played, history: { past: Array(SAVED_STEPS + 50).fill(played.board), future: [] } };
  assert.equal(encode(long).history.past.length, SAVED_STEPS);
  assert.notEqual(gameId(EASY), gameId(EASY.replace('5', '6')));
  assert.equal(gameId(EASY), gameId(`${EASY}`));
});

test('a game is played once a digit is entered, now or in its history; one only opened or marked is not', () => {
  const store = new GameStore('k', { storage: () => /** @type {any} */ (storage()) });
  const entryOf = (/** @type {ReturnType<typeof game>} */ saved) => {
    store.save(saved);
    return /** @type {import('../../www/sudoku-dlx/solve/game/store.js').GameEntry} */ (
      store.games().find((entry) => entry.id === saved.id)
    );
  };
  const opened = game('opened');
  assert.equal(played(entryOf(opened)), false, 'marks and colours alone are no digit');
  assert.equal(played(entryOf(game('typed', `6${'.'.repeat(80)}`))), true);
  const undone = game('undone');
  undone.history.past.push({ ...undone.board, entries: `6${'.'.repeat(80)}` });
  assert.equal(played(entryOf(undone)), true, 'a digit entered and undone was played');
  // A list kept before `played` was: how much is filled stands in.
  const old = { ...entryOf(opened), played: undefined };
  assert.equal(played({ ...old, filled: 0 }), false);
  assert.equal(played({ ...old, filled: 0.1 }), true);
});

test('the picks follow the puzzle on the board: its kind, fitted; a variant New game does not make leaves them', () => {
  const picks = { kind: 'classic', size: 16, difficulty: 'easy', symmetry: 'mirror' };
  const variant = (/** @type {string | null | undefined} */ kind) =>
    /** @type {import('../../www/sudoku-dlx/solve/model/variant.js').Variant} */ (/** @type {unknown} */ ({ kind }));
  assert.deepEqual(picksForBoard(picks, { setup: false, variant: variant('killer') }), {
    picks: { ...picks, kind: 'killer', size: 9 },
    other: false,
  });
  assert.deepEqual(picksForBoard(picks, { setup: false, variant: variant('jigsaw') }).picks.difficulty, 'medium');
  const killer = { ...picks, kind: 'killer', size: 9 };
  assert.deepEqual(picksForBoard(killer, { setup: false, variant: null }), {
    picks: { ...killer, kind: 'classic' },
    other: false,
  });
  assert.deepEqual(picksForBoard(killer, { setup: false, variant: variant(null) }), { picks: killer, other: true });
  assert.deepEqual(
    picksForBoard(killer, { setup: true, variant: null }),
    { picks: killer, other: false },
    'clues set up',
  );
  assert.deepEqual(
    picksForBoard(killer, { setup: false, variant: variant(undefined) }),
    { picks: killer, other: false },
    'saved before kinds',
  );
});

test('a game saved before centre marks came loads, with none', () => {
  // The record as the page wrote it before the aids: marks.pencil alone.
  const old = {
    format: 'sudoku-dlx game',
    version: 1,
    id: gameId(EASY),
    kind: 'daily',
    title: 'Today’s puzzle',
    level: 'hard',
    date: '2026-11-27',
    board: {
      puzzle: EASY,
      entries: '.'.repeat(81),
      setup: false,
      marks: { pencil: Array(81).fill('').fill('26', 0, 1) },
    },
    history: {
      past: [{ puzzle: EASY, entries: '.'.repeat(81), setup: false, marks: { pencil: Array(81).fill('') } }],
      future: [],
    },
    ms: 10,
    hints: 0,
    mistakes: 0,
    created: 1,
    updated: 2,
    finished: null,
  };
  const loaded = decode(old);
  assert.ok(loaded, 'it loads');
  assert.equal(loaded.board.pencil[0], '26', 'its pencil marks are the corner marks');
  assert.deepEqual(loaded.board.centre, Array(81).fill(''));
  assert.deepEqual(loaded.history.past[0].centre, Array(81).fill(''));
  assert.deepEqual(loaded.board.colours, Array(81).fill(''), 'and no colours');
});

test('the player’s choices: the aids’ defaults, each remembered apart, the timer’s choice kept', () => {
  const store = new GameStore('k', { storage: () => /** @type {any} */ (storage()) });
  assert.deepEqual(store.settings(), DEFAULT_SETTINGS);
  store.saveSettings({ timerHidden: true });
  store.saveSettings({ marksFollow: false });
  store.saveSettings({ litUnits: true });
  assert.deepEqual(store.settings(), { ...DEFAULT_SETTINGS, timerHidden: true, marksFollow: false, litUnits: true });
  const odd = storage();
  odd.setItem('k/settings', JSON.stringify({ timerHidden: true, litDigit: 'yes' }));
  const before = new GameStore('k', { storage: () => /** @type {any} */ (odd) });
  assert.deepEqual(
    before.settings(),
    { ...DEFAULT_SETTINGS, timerHidden: true },
    'settings saved before the aids keep the defaults for the rest',
  );
});

test('the store keeps games, the newest first, and tells a failure once, playing on in memory', () => {
  const local = storage();
  let failures = 0;
  const store = new GameStore('k', { storage: () => /** @type {any} */ (local), onFailure: () => (failures += 1) });
  assert.equal(store.persistent, true);
  const first = game('a');
  store.save(first);
  store.save(game('b'));
  assert.deepEqual(
    store.games().map((entry) => entry.id),
    ['b', 'a'],
  );
  assert.equal(store.current()?.id, 'b');
  assert.deepEqual(store.game('a'), first);
  for (let i = 0; i < MAX_GAMES + 5; i++) store.save(game(`g${i}`));
  assert.equal(store.games().length, MAX_GAMES);
  assert.equal(store.game('a'), null, 'the oldest game went');
  assert.equal([...local.items.keys()].filter((key) => key.startsWith('k/game/')).length, MAX_GAMES);
  assert.equal(failures, 0);

  // Full: the finished games go first, and the write is tried again.
  let full = true;
  const tight = storage((name) => full && name.startsWith('k/game/c'));
  const fullStore = new GameStore('k', { storage: () => /** @type {any} */ (tight), onFailure: () => (failures += 1) });
  fullStore.save({ ...game('done'), finished: { ms: 1, hints: 0, mistakes: 0, at: 1 } });
  fullStore.save(game('c'));
  assert.equal(failures, 1, 'told once');
  assert.equal(fullStore.persistent, false, 'in memory from then on');
  assert.equal(fullStore.game('c')?.id, 'c', 'the game lives on in memory');
  full = false;
  fullStore.save(game('c2'));
  assert.equal(failures, 1, 'told only once');

  // Turned off: reading localStorage throws; private mode: every write throws.
  const off = new GameStore('k', {
    storage: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    onFailure: () => (failures += 1),
  });
  assert.equal(failures, 2);
  off.save(game('x'));
  assert.equal(off.current()?.id, 'x');
  new GameStore('k', { storage: () => /** @type {any} */ (storage(() => true)), onFailure: () => (failures += 1) });
  assert.equal(failures, 3);
  // No key: memory alone, and nothing told.
  const memory = new GameStore('', { storage: () => /** @type {any} */ (local), onFailure: () => (failures += 1) });
  assert.equal(memory.persistent, false);
  memory.save(game('m'));
  assert.equal(memory.current()?.id, 'm');
  assert.equal(local.getItem('memory/current'), null, 'nothing written');
  assert.equal(failures, 3);
  assert.deepEqual(memory.settings(), DEFAULT_SETTINGS);
});

test('the settings keep each choice apart: saving one keeps the other; a bad saved one reads as none', () => {
  const local = storage(() => false);
  const store = new GameStore('k', { storage: () => /** @type {any} */ (local) });
  const picks = { size: 9, difficulty: 'hard', symmetry: 'mirror' };
  store.saveSettings({ picks });
  store.saveSettings({ timerHidden: true });
  const again = new GameStore('k', { storage: () => /** @type {any} */ (local) });
  assert.deepEqual(again.settings(), { ...DEFAULT_SETTINGS, timerHidden: true, picks });
  local.setItem('k/settings', JSON.stringify({ picks: { size: '9', difficulty: 'hard' } }));
  assert.deepEqual(again.settings(), DEFAULT_SETTINGS);
  // What the store keeps, the pickers take only where it is still offered.
  assert.deepEqual(keptPicks(picks, FALLBACK), picks);
  assert.deepEqual(keptPicks({ ...picks, difficulty: 'fiendish' }, FALLBACK), FALLBACK);
  assert.deepEqual(keptPicks({ ...picks, size: 7 }, FALLBACK), FALLBACK);
  assert.deepEqual(
    keptPicks({ ...picks, size: 16 }, FALLBACK),
    { ...picks, size: 16, difficulty: 'expert' },
    'fitted to its size',
  );
  assert.deepEqual(keptPicks(null, FALLBACK), FALLBACK);
});

test('statistics by size and level, with the best and the median time, and the daily streak', () => {
  const finish = (size, level, ms, daily = '') => ({ size, level, ms, hints: 0, mistakes: 0, daily, at: 0 });
  const finishes = [
    finish(9, 'hard', 300_000, '2026-11-25'),
    finish(9, 'easy', 100_000, '2026-11-26'),
    finish(9, 'hard', 200_000, '2026-11-27'),
    finish(9, 'hard', 500_000),
    finish(4, '', 10_000),
    finish(9, 'easy', 140_000, '2026-11-20'),
    finish(9, 'easy', 120_000, '2026-11-21'),
  ];
  assert.deepEqual(statsRows(finishes), [
    { size: 4, level: '', count: 1, bestMs: 10_000, medianMs: 10_000 },
    { size: 9, level: 'easy', count: 3, bestMs: 100_000, medianMs: 120_000 },
    { size: 9, level: 'hard', count: 3, bestMs: 200_000, medianMs: 300_000 },
  ]);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.deepEqual(streak(finishes, '2026-11-27'), { current: 3, longest: 3 });
  // Today's still to play: the streak up to yesterday stands.
  assert.deepEqual(streak(finishes, '2026-11-28'), { current: 3, longest: 3 });
  assert.deepEqual(streak(finishes, '2026-11-29'), { current: 0, longest: 3 });
  assert.deepEqual(streak([], '2026-11-29'), { current: 0, longest: 0 });
  // Across a month and a leap day.
  const leap = ['2024-02-28', '2024-02-29', '2024-03-01'].map((day) => finish(9, 'easy', 1, day));
  assert.deepEqual(streak(leap, '2024-03-01'), { current: 3, longest: 3 });
});

test('the clock counts only while it runs; dates are UTC; a grid is finished when full and right', () => {
  let now = 1000;
  const clock = new Clock(() => now);
  clock.start();
  now += 1500;
  clock.stop();
  now += 60_000;
  assert.equal(clock.ms, 1500, 'nothing counted while stopped');
  clock.start();
  now += 500;
  assert.equal(clock.ms, 2000);
  clock.reset(65_000);
  assert.equal(clock.running, false);
  assert.deepEqual([clockText(65_000), clockText(3_725_000), clockText(999)], ['1:05', '1:02:05', '0:00']);
  assert.deepEqual(
    [clockWords(65_000), clockWords(1000), clockWords(3_660_000)],
    ['1 minute 5 seconds', '1 second', '1 hour 1 minute'],
  );

  assert.equal(todayUTC(Date.UTC(2026, 10, 27, 23, 59)), '2026-11-27');
  assert.equal(todayUTC(Date.UTC(2026, 10, 28, 0, 1)), '2026-11-28');
  assert.deepEqual(['2024-02-29', '2026-02-29', '2026-13-01', '26-11-27', '0050-01-01'].map(isDate), [
    true,
    false,
    false,
    false,
    true,
  ]);
  assert.equal(addDays('2026-12-31', 1), '2027-01-01');
  assert.equal(dateWords('2026-11-27'), 'Friday, 27 November 2026');

  const board = new Board();
  board.load(EASY, { entries: [...SOLVED].map((s, i) => (EASY[i] === '.' ? s : '.')).join('') });
  assert.equal(isSolved(board), true);
  const wrong = [...board.entries];
  const [a, b] = [0, 2];
  [wrong[a], wrong[b]] = [wrong[b], wrong[a]];
  board.load(EASY, { entries: wrong.map((s) => s || '.').join('') });
  assert.equal(isSolved(board), false, 'two digits swapped in a row break a column');
  board.load(EASY, { entries: [...SOLVED].map((s, i) => (EASY[i] === '.' && i > 0 ? s : '.')).join('') });
  assert.equal(isSolved(board), false, 'a cell open');
  board.load(SOLVED, { setup: true });
  assert.equal(isSolved(board), false, 'a grid being set up is no game');
});
