// The ladder mode's models in Node, with no DOM: the race's lanes, bars and
// axis; the animation's board, log and event sources against the ladder's
// engine (each rung played to its first solution, which must be the
// fixture's, with the rung's own node count, then undone to the givens); and
// the moves in words; the playback, paused at each solution and stepped back
// exactly. Run after `npm run build`.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadLadderEngine } from '../../www/sudoku-dlx/engine/load.js';
import { MoveKind } from '../../www/sudoku-dlx/engine/move-kind.js';
import { BacktrackBoard } from '../../www/sudoku-dlx/ladder/model/backtrack-board.js';
import { describeMove, maskSymbols } from '../../www/sudoku-dlx/ladder/model/backtrack-describe.js';
import { BacktrackLog } from '../../www/sudoku-dlx/ladder/model/backtrack-log.js';
import { rungEvents } from '../../www/sudoku-dlx/ladder/model/backtrack-source.js';
import { Playback } from '../../www/sudoku-dlx/ladder/model/playback.js';
import {
  LANES,
  RUNGS,
  axisTicks,
  barFraction,
  cancelledLane,
  failedLane,
  idleLane,
  laneFigures,
  laneStatus,
  median,
  raceSummary,
  raceTiming,
  reported,
  RUNS,
  searchingLane,
  spread,
  aboutTheSame,
  startLane,
} from '../../www/sudoku-dlx/ladder/model/race-model.js';
import { RUNG_WORDS, rungIdea } from '../../www/sudoku-dlx/ladder/model/rung-words.js';
import { SYMBOLS } from '../../www/sudoku-dlx/shared/grid-shape.js';

const engine = await loadLadderEngine();

/** The fixtures with exactly one solution up to 9×9 that brute force solves in a blink. */
const UNIQUE = readFileSync(new URL('../fixtures/sudoku.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split(':'))
  .filter(([puzzle, count]) => count === '1' && puzzle.length <= 81)
  .filter(([puzzle]) => !engine.solveWith('brute', puzzle, 20_000, undefined).gaveUp)
  .map(([puzzle, , solution]) => ({ puzzle, solution }));

const givensOf = (/** @type {string} */ grid) => Int8Array.from(grid, (c) => SYMBOLS.indexOf(c) + 1);
const textOf = (/** @type {Int8Array} */ cells) => Array.from(cells, (s) => (s ? SYMBOLS[s - 1] : '.')).join('');

test('the rungs are the binding’s, in its order, then dancing cells, and each has its words', () => {
  assert.deepEqual(RUNGS, engine.rungNames());
  assert.deepEqual(LANES, [...RUNGS, 'cells']);
  assert.deepEqual(Object.keys(RUNG_WORDS), LANES);
  // Every lane has a subtitle: its own idea, not its name said again.
  const ideas = LANES.map(rungIdea);
  for (const [i, idea] of ideas.entries()) assert.ok(idea.split(' ').length >= 5, `${LANES[i]}: ${idea}`);
  assert.equal(new Set(ideas).size, LANES.length, 'no two lanes share an idea');
});

test('a lane waits for a worker, with no figures, until its job starts or reports', () => {
  const waiting = startLane('brute');
  assert.deepEqual([laneStatus(waiting), laneFigures(waiting)], ['waiting for a worker', '']);
  const searching = searchingLane(waiting);
  assert.deepEqual([laneStatus(searching), laneFigures(searching)], ['searching…', '0 nodes · under 0.1 ms']);
  const reporting = reported(waiting, { type: 'progress', nodes: 5000, ms: 12 });
  assert.equal(laneStatus(reporting), 'searching…');
  assert.equal(searchingLane(cancelledLane(waiting)).state, 'cancelled', 'a stopped lane does not start');
});

test('a lane runs, then is solved, unsolvable or gave up, and stays so', () => {
  const lane = startLane('brute');
  const running = reported(lane, { type: 'progress', nodes: 5000, ms: 12 });
  assert.equal(running.state, 'running');
  assert.equal(running.nodes, 5000);
  const solved = reported(running, { type: 'result', nodes: 6000, ms: 15, solution: '1234', finished: true });
  assert.deepEqual([solved.state, solved.solution, laneStatus(solved)], ['solved', '1234', 'solved']);
  assert.equal(reported(solved, { type: 'progress', nodes: 9, ms: 1 }), solved, 'a finished lane ignores late reports');
  assert.equal(cancelledLane(solved), solved);
  const none = reported(lane, { type: 'result', nodes: 40, ms: 1, solution: null, finished: true });
  assert.equal(laneStatus(none), 'no solution');
  const gaveUp = reported(lane, { type: 'result', nodes: 1_000_000, ms: 80, solution: null, finished: false });
  assert.equal(laneStatus(gaveUp), 'gave up after 1,000,000 nodes');
  assert.equal(laneStatus(cancelledLane(running)), 'cancelled');
  assert.equal(laneStatus(failedLane(lane, 'unexpected x')), 'unexpected x');
  assert.equal(laneStatus(idleLane('dlx')), 'ready');
  assert.equal(
    reported(idleLane('dlx'), { type: 'progress', nodes: 9, ms: 1 }).state,
    'idle',
    'no report before a race',
  );
});

test('bars sit on a log scale from 1 node to the budget', () => {
  assert.equal(barFraction(0, 1e6), 0);
  assert.equal(barFraction(1, 1e6), 0);
  assert.equal(barFraction(1000, 1e6), 0.5);
  assert.equal(barFraction(1e6, 1e6), 1);
  assert.equal(barFraction(5e6, 1e6), 1, 'never past the end');
  assert.deepEqual(axisTicks(1e6), [1, 10, 100, 1e3, 1e4, 1e5, 1e6]);
  assert.deepEqual(axisTicks(2e7), [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 2e7], '10M is too near 20M to be read');
  assert.deepEqual(axisTicks(1e8), [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8]);
});

test('the summary compares the most nodes with dancing links’', () => {
  const lanes = RUNGS.map((name, i) =>
    reported(startLane(name), { type: 'result', nodes: [2000, 2000, 2000, 300, 100, 40][i], ms: 1, finished: true }),
  );
  assert.equal(raceSummary(lanes), 'Brute force searched 2,000 nodes, 50× the 40 of dancing links.');
  assert.equal(raceSummary(lanes.map((lane) => (lane.name === 'dlx' ? cancelledLane(startLane('dlx')) : lane))), '');
  assert.equal(raceSummary(RUNGS.map(idleLane)), '', 'no summary before a race');
  const gaveUp = reported(startLane('brute'), { type: 'result', nodes: 1_000_000, ms: 9, finished: false });
  assert.equal(
    raceSummary([gaveUp, ...lanes.slice(1)]),
    'Brute force gave up after 1,000,000 nodes, at least 25,000× the 40 of dancing links.',
  );
});

test('a lane’s later runs, which time the same search again, leave its nodes and say which run it is on', () => {
  let lane = reported(startLane('brute'), { type: 'progress', nodes: 5000, ms: 40, run: 1 });
  assert.deepEqual([lane.nodes, lane.ms, laneStatus(lane)], [5000, 40, 'searching…']);
  lane = reported(lane, { type: 'progress', nodes: 800, ms: 6, run: 2 });
  assert.deepEqual(
    [lane.nodes, lane.ms, laneStatus(lane)],
    [5000, 40, "timing: run 2 of at least 3; the time shown is the first run's…"],
  );
  lane = reported(lane, { type: 'progress', nodes: 9000, ms: 70, run: 3 });
  assert.equal(lane.nodes, 9000, 'a first run that ended between two reports');
  const done = reported(lane, {
    type: 'result',
    nodes: 9000,
    ms: 72,
    times: [72, 70, 75],
    solution: 'x',
    finished: true,
  });
  assert.deepEqual([done.state, done.ms, spread(done)], ['solved', 72, [70, 75]]);
  assert.equal(RUNS.least, 3);
});

test('two lanes took about the same time when each median lies within the other’s runs', () => {
  /** @param {number[]} times */
  const lane = (times) =>
    reported(startLane('dlx'), { type: 'result', nodes: 9, ms: times[0], times, solution: 'x', finished: true });
  assert.equal(aboutTheSame(lane([1, 2, 3]), lane([1.5, 2.5, 3.5])), true);
  assert.equal(aboutTheSame(lane([1, 2, 3]), lane([3, 4, 5])), false, 'the spreads touch, the medians lie apart');
  // A race once read 0.6 ms against 0.2 ms with the runs overlapping: one slow run is no sameness.
  assert.equal(aboutTheSame(lane([0.6, 0.55, 0.7]), lane([0.2, 0.2, 0.65])), false, 'one slow run');
  assert.equal(aboutTheSame(lane([2]), lane([2])), true, 'one run each, the same time');
  assert.equal(aboutTheSame(lane([2]), lane([2.1])), false);
});

test('a lane timed over several runs shows the median and the spread, its nodes first', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  const times = [0.9, 0.5, 0.6, 3.5, 0.6, 0.7, 0.55];
  const lane = reported(startLane('dlx'), {
    type: 'result',
    nodes: 489,
    ms: 0.9,
    times,
    solution: 'x',
    finished: true,
  });
  assert.equal(lane.ms, 0.6, 'the median, not the first (cold) run');
  assert.deepEqual(lane.times, times);
  assert.equal(laneFigures(lane), '489 nodes · 0.6 ms, median of 7 runs (0.5 ms to 3.5 ms)');
  const once = reported(startLane('brute'), { type: 'result', nodes: 1e6, ms: 900, times: [900], finished: false });
  assert.equal(laneFigures(once), '1,000,000 nodes · 900 ms', 'one run: no median to speak of');
  const old = reported(startLane('brute'), { type: 'result', nodes: 9, ms: 2, solution: 'x', finished: true });
  assert.deepEqual([old.ms, old.times], [2, [2]], 'a report without times is one run');
});

test('the page says when fewer nodes are not less time, and why', () => {
  /** @param {string} name @param {number} nodes @param {number[]} times */
  const lane = (name, nodes, times) =>
    reported(startLane(name), { type: 'result', nodes, ms: times[0], times, solution: 'x', finished: true });
  const race = (/** @type {number[]} */ singles, /** @type {number[]} */ dlx) => [
    lane('brute', 18_297_263, [2300]),
    lane('fewest', 3361, [2, 2, 2]),
    lane('singles', 1620, singles),
    lane('dlx', 489, dlx),
  ];
  const said = raceTiming(race([0.3, 0.4, 0.4], [0.9, 0.5, 0.6]));
  assert.match(
    said,
    /^Fewer nodes are not less time here: singles first searched 3\.3× the nodes of dancing links but took 0\.4 ms against 0\.6 ms \(medians of 3 and 3 runs\)\. On a grid this small/,
  );
  assert.match(said, /The nodes are exact; the times are taken while the lanes share the cores\.$/);
  assert.equal(raceTiming(race([0.9, 0.8, 1.0], [0.5, 0.6, 0.4])), '', 'nothing to say when dancing links is faster');
  // As many nodes, less time: the easy 9×9's 48 nodes each, singles first quicker.
  const even = [lane('singles', 48, [0.2, 0.3, 0.2]), lane('dlx', 48, [0.5, 0.4, 0.4])];
  assert.match(
    raceTiming(even),
    /^Fewer nodes are not less time here: singles first searched as many nodes as dancing links but took 0\.2 ms against 0\.4 ms/,
  );
  assert.doesNotMatch(raceTiming(even), /saves/, 'no nodes saved to pay for');
  // Each median within the other's runs: about the same time, the difference noise, whichever is lower.
  for (const [singles, dlx] of [
    [
      [0.5, 0.7, 0.9],
      [0.6, 0.8, 0.8],
    ],
    [
      [0.8, 0.7, 0.9],
      [0.6, 0.85, 0.75],
    ],
  ]) {
    assert.match(
      raceTiming(race(singles, dlx)),
      /^Fewer nodes are not less time here: singles first searched 3\.3× the nodes of dancing links in about the same time, 0\.\d ms against 0\.\d ms \(medians of 3 and 3 runs, each within the other's spread: the difference is noise\)\. On a grid this small/,
    );
  }
  // Of the rungs as quick within the noise, the one that searched the most is named.
  const both = [
    lane('fewest', 3361, [0.5, 0.6, 0.9]),
    lane('singles', 1620, [0.5, 0.6, 0.7]),
    lane('dlx', 489, [0.6, 0.7]),
  ];
  assert.match(raceTiming(both), /^Fewer nodes are not less time here: fewest candidates searched 6\.9× the nodes/);
  const blink = [lane('singles', 48, [0.004]), lane('dlx', 48, [0.01])];
  assert.equal(raceTiming(blink), '', 'under 0.1 ms both, the times say nothing');
  assert.equal(raceTiming([lane('singles', 1620, [0.1])]), '', 'nor without dancing links');
});

test('the board plays a move and undoes it exactly, and refuses moves out of order', () => {
  const board = new BacktrackBoard([1, 0, 0, 0]);
  board.apply(MoveKind.Guess, 1, 2);
  board.apply(MoveKind.Remove, 1, 2);
  board.apply(MoveKind.Forced, 1, 3);
  assert.deepEqual([textOf(board.cells), board.nodes, board.removals, board.depth], ['13..', 3, 1, 1]);
  board.undo(MoveKind.Forced, 1, 3);
  board.undo(MoveKind.Remove, 1, 2);
  board.undo(MoveKind.Guess, 1, 2);
  assert.deepEqual([textOf(board.cells), board.nodes, board.removals, board.depth], ['1...', 1, 0, 0]);
  assert.throws(() => board.apply(MoveKind.Guess, 0, 4), /cell 0 holds 1, not 0/);
  assert.throws(() => board.undo(MoveKind.Remove, 0, 2), /events out of order/);
});

test('every rung, animated, reaches the fixture’s solution with its own nodes, and undoes to the givens', () => {
  assert.ok(new Set(UNIQUE.map(({ puzzle }) => puzzle.length)).size >= 3, 'fixtures of three sizes');
  for (const { puzzle, solution } of UNIQUE) {
    for (const name of RUNGS) {
      const source = rungEvents(engine, name, puzzle);
      const log = new BacktrackLog(source, 5_000_000);
      const board = new BacktrackBoard(givensOf(puzzle));
      let step = 0;
      while (board.solutions === 0) {
        assert.ok(log.has(step), `${name} on ${puzzle}: the log ended before a solution`);
        board.apply(log.kinds[step], log.cells[step], log.symbols[step]);
        step += 1;
      }
      assert.equal(textOf(board.cells), solution, `${name} on ${puzzle}`);
      const expected =
        name === 'dlx' ? engine.solveWithStats(puzzle).nodes : engine.solveWith(name, puzzle, 0, undefined).nodes;
      assert.equal(board.nodes, expected, `${name} on ${puzzle}: nodes`);
      while (step > 0) {
        step -= 1;
        board.undo(log.kinds[step], log.cells[step], log.symbols[step]);
      }
      assert.equal(textOf(board.cells), puzzle, `${name} on ${puzzle}: undone`);
      source.free();
    }
  }
});

test("dancing links' placements name the item they were chosen from, and are forced exactly when it had one option", () => {
  // The page once worked this out from the stepper's events itself, and a
  // choice that found no option (a dead end) was taken for the next level's:
  // 91 of the hard 9×9's first 1,243 placements named the wrong item.
  const hard = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  const source = rungEvents(engine, 'dlx', hard);
  const log = new BacktrackLog(source, 50_000);
  let placements = 0;
  for (let i = 0; log.has(i); i++) {
    const kind = log.kinds[i];
    if (kind !== MoveKind.Guess && kind !== MoveKind.Forced) continue;
    placements += 1;
    const [cell, symbol, item, options] = [log.cells[i], log.symbols[i], log.items[i], log.options[i]];
    const constraint = source.constraintOf(item);
    const [row, column] = [Math.floor(cell / 9), cell % 9];
    const meets =
      constraint?.kind === 'cell'
        ? constraint.row === row && constraint.column === column
        : constraint?.kind === 'row'
          ? constraint.row === row && constraint.value === symbol
          : constraint?.kind === 'column'
            ? constraint.column === column && constraint.value === symbol
            : constraint?.kind === 'box' && constraint.value === symbol;
    assert.ok(meets, `placement ${i}: ${symbol} at ${cell} from item ${item}`);
    assert.equal(kind === MoveKind.Forced, options === 1, `placement ${i}`);
  }
  assert.ok(placements > 1000, `${placements} placements`);
  source.free();
});

test('the log stops at its cap, and reads a finished search to its end', () => {
  const hard = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  const brute = rungEvents(engine, 'brute', hard);
  const capped = new BacktrackLog(brute, 10_000);
  assert.equal(capped.has(10_000), false);
  assert.deepEqual([capped.length, capped.capped, capped.complete], [10_000, true, true]);
  brute.free();
  const dlx = rungEvents(engine, 'dlx', '.4....1....24...');
  const log = new BacktrackLog(dlx, 10_000);
  assert.equal(log.has(10_000), false);
  assert.deepEqual([log.searchDone, log.capped], [true, false]);
  assert.equal(log.kinds.subarray(0, log.length).filter((kind) => kind === MoveKind.Solution).length, 1);
  dlx.free();
});

test('playback stops at each solution, says where the search ends, and steps back to the givens', () => {
  const several = '1.3....4..2.....';
  for (const rung of ['fewest', 'dlx']) {
    const playback = new Playback(engine, rung, several);
    assert.equal(playback.sentence, 'The givens: press Play or Step.');
    assert.deepEqual([playback.atStart, playback.atEnd, playback.note], [true, false, '']);
    const stops = [];
    while (!playback.atEnd) {
      playback.forward(1_000_000);
      stops.push(playback.move?.kind);
    }
    // Every stop but the last is a solution; the last is the end of the search.
    assert.deepEqual(stops.slice(0, -1), Array(3).fill(MoveKind.Solution), rung);
    assert.equal(playback.board.solutions, 3, rung);
    assert.equal(playback.note, 'The search is over.');
    assert.match(playback.sentence, /^Take . back out of row \d, column \d: backtrack\.$/);
    playback.backward(playback.step);
    assert.deepEqual([playback.atStart, textOf(playback.board.cells)], [true, several], rung);
    playback.free();
  }
  const none = new Playback(engine, 'brute', '1...34.1..424...');
  none.forward(1_000_000);
  assert.equal(none.note, 'The search is over: no solution.');
  none.free();
});

test('a bad puzzle or rung name throws the binding’s message', () => {
  assert.throws(() => rungEvents(engine, 'brute', '12x'), /unexpected 'x' at column 3/);
  assert.throws(() => rungEvents(engine, 'dlx', '12x'), /unexpected 'x' at column 3/);
  assert.throws(() => rungEvents(engine, 'quick', '.'.repeat(16)), /unknown solver "quick"/);
});

test('moves read in words', () => {
  assert.equal(maskSymbols(0b1_0001_0001), '1 5 9');
  const none = () => undefined;
  const guess = { kind: MoveKind.Guess, cell: 11, symbol: 5, candidates: 0b1_0001_0001, item: -1, options: 3 };
  assert.equal(describeMove(guess, 9, none), 'Try 5 in row 2, column 3 (candidates: 1 5 9).');
  assert.equal(
    describeMove({ ...guess, kind: MoveKind.Forced, candidates: 0b1_0000, options: 1 }, 9, none),
    'Place 5 in row 2, column 3 (a single; candidates: 5).',
  );
  assert.equal(
    describeMove({ ...guess, kind: MoveKind.Remove }, 9, none),
    'Take 5 back out of row 2, column 3: backtrack.',
  );
  const rowItem = () => ({ kind: 'row', row: 1, value: 5 });
  assert.equal(
    describeMove({ ...guess, candidates: 0, item: 40, options: 3 }, 9, rowItem),
    'Try 5 in row 2, column 3 (one of 3 options for 5 in row 2).',
  );
  const cellItem = () => ({ kind: 'cell', row: 1, column: 2 });
  assert.equal(
    describeMove({ ...guess, kind: MoveKind.Forced, candidates: 0, item: 11, options: 1 }, 9, cellItem),
    'Place 5 in row 2, column 3 (the only option for the cell in row 2, column 3).',
  );
  assert.equal(
    describeMove({ kind: MoveKind.Solution, cell: 1, symbol: 0, candidates: 0, item: -1, options: 0 }, 9, none),
    'Solution 1 found.',
  );
});
