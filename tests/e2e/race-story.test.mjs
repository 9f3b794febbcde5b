// The race's story in Node, against the ladder's engine: on two puzzles,
// every sentence is computed from the race's own figures (each rung raced
// here with its real node count, and times made up per run, so a sentence
// that held a constant would fail), where two trees part is checked against
// the two searches read independently, and the rungs that search one tree make the
// same guesses. Run after `npm run build`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadLadderEngine } from '../../www/sudoku-dlx/engine/load.js';
import { RUNGS, reported, startLane } from '../../www/sudoku-dlx/ladder/model/race-model.js';
import { rungIdea, rungLabel } from '../../www/sudoku-dlx/ladder/model/rung-words.js';
import { cellsLine, raceStory, readRung } from '../../www/sudoku-dlx/ladder/model/race-story.js';
import { formatNumber } from '../../www/sudoku-dlx/shared/format.js';

const engine = await loadLadderEngine();
const PUZZLES = {
  hard: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  easy: '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4',
};
const BUDGET = 1_000_000;

/** Each rung raced on `grid` within the budget, its time `ms(name)`. */
function race(grid, ms) {
  return RUNGS.map((name) => {
    const search = new engine.RungSearch(name, grid, undefined);
    while (search.nodes < BUDGET && !search.run(Math.min(65_536, BUDGET - search.nodes)));
    const result = {
      type: /** @type {const} */ ('result'),
      nodes: search.nodes,
      ms: ms(name),
      solution: search.solution ?? null,
      finished: search.finished,
    };
    search.free();
    return reported(startLane(name), result);
  });
}

/** Every move of `name`'s search of `grid` up to its first solution, as "kind cell symbol", kinds 0 and 1 alike. */
function moves(name, grid, cap) {
  const stepper = new engine.RungStepper(name, grid);
  const out = [];
  for (let event = stepper.next(); event && out.length < cap; event = stepper.next()) {
    if (event.kind === 'solution') break;
    out.push(`${event.kind} ${event.cell} ${event.symbol}`);
  }
  stepper.free();
  return out;
}

/** How much faster or slower a rung that took `up` ms is than one that took `low` ms on the same nodes. */
function pace(low, up) {
  return low >= up ? `${(low / up).toFixed(1)}× faster` : `${(up / low).toFixed(1)}× slower`;
}

for (const [which, grid] of Object.entries(PUZZLES)) {
  test(`${which} 9×9: each step up the ladder says why, in the race's own figures`, () => {
    const side = 9;
    const reads = Object.fromEntries(RUNGS.map((name) => [name, readRung(engine, name, grid)]));
    // Two made-up sets of times: the sentences must follow them.
    const slow = race(grid, (name) => 100 * (RUNGS.length - RUNGS.indexOf(name)));
    const fast = slow.map((lane, i) => ({ ...lane, ms: 7 + 3 * i, times: [7 + 3 * i] }));
    const story = raceStory(slow, reads, side);
    const again = raceStory(fast, reads, side);
    assert.equal(story.length, RUNGS.length - 1, 'a sentence a step');
    assert.equal(story[0].step, null, 'marks search the same tree as brute force');
    assert.equal(story[1].step, null, 'bitmask searches the same tree as marks');
    for (const [k, line] of story.entries()) {
      const [low, up] = [slow[k], slow[k + 1]];
      assert.equal(line.rung, up.name);
      assert.ok(line.sentence.includes(formatNumber(up.nodes)), `${line.sentence} names ${up.name}'s nodes`);
      assert.ok(line.sentence.includes(rungLabel(low.name)), line.sentence);
      assert.ok(line.sentence.includes(`it ${rungIdea(up.name)}`), `${line.sentence} says ${up.name}'s idea`);
      if (line.step === null) {
        // The same tree: the sentence is about the cost of a node.
        assert.equal(low.nodes, up.nodes);
        assert.ok(line.sentence.includes(pace(low.ms, up.ms)), line.sentence);
        assert.ok(again[k].sentence.includes(pace(fast[k].ms, fast[k + 1].ms)), again[k].sentence);
      } else {
        assert.match(line.sentence, / guesses to its first solution against /);
        assert.notEqual(line.step, null, `${up.name} parts from ${low.name}`);
      }
    }
    assert.notDeepEqual(
      story.map((l) => l.sentence),
      again.map((l) => l.sentence),
      'other times, other sentences',
    );
    // Brute force, marks and bitmask search one tree; where fewest candidates
    // parts from bitmask, the moves agree before and differ there.
    assert.equal(slow[0].nodes, slow[1].nodes);
    assert.equal(slow[1].nodes, slow[2].nodes);
    const fewest = story.find((l) => l.rung === 'fewest');
    const step = /** @type {number} */ (fewest?.step);
    const [bitmask, fewestMoves] = [moves('bitmask', grid, step), moves('fewest', grid, step)];
    const placed = (/** @type {string} */ m) => m.replace(/^[01] /, 'place ');
    assert.deepEqual(bitmask.slice(0, step - 1).map(placed), fewestMoves.slice(0, step - 1).map(placed));
    assert.notEqual(placed(bitmask[step - 1]), placed(fewestMoves[step - 1]));
    // One tree, one count of guesses; fewer for each rung that cuts the tree.
    assert.equal(reads.brute.guesses, reads.marks.guesses);
    assert.equal(reads.marks.guesses, reads.bitmask.guesses);
    assert.ok(reads.singles.guesses <= reads.fewest.guesses);
  });
}

test('a rung on the same tree whose median lies within the runs of the rung below, and theirs within its, took about the same time', () => {
  const grid = PUZZLES.hard;
  const reads = Object.fromEntries(RUNGS.map((name) => [name, readRung(engine, name, grid)]));
  const lanes = race(grid, () => 5).map((lane, i) => {
    const times = i === 2 ? [4, 5, 6] : [5, 6, 7];
    return { ...lane, times, ms: times[1] };
  });
  const [marks, bitmask] = raceStory(lanes, reads, 9);
  assert.match(
    marks.sentence,
    /^Marks searched the same [\d,]+ nodes as brute force in about the same time \(each within the other’s spread of runs\): .* saves too little to show above the noise here\.$/,
  );
  assert.match(bitmask.sentence, /in about the same time \(each within the other’s spread of runs\)/);
  assert.doesNotMatch(bitmask.sentence, /faster|slower/);
});

test('the two puzzles tell two different stories', () => {
  const stories = Object.values(PUZZLES).map((grid) => {
    const reads = Object.fromEntries(RUNGS.map((name) => [name, readRung(engine, name, grid)]));
    return raceStory(
      race(grid, () => 50),
      reads,
      9,
    ).map((l) => l.sentence);
  });
  assert.notDeepEqual(stories[0], stories[1]);
});

test('dancing cells is set beside dancing links by the two lanes’ own figures', () => {
  const lane = (/** @type {string} */ name, /** @type {number} */ nodes, /** @type {number} */ ms) =>
    reported(startLane(name), { type: 'result', nodes, ms, solution: 'x', finished: true });
  /**
   * @param {[number, number]} links dancing links' nodes and milliseconds
   * @param {[number, number]} cells dancing cells'
   */
  const line = (links, cells) =>
    cellsLine([lane('dlx', links[0], links[1]), lane('cells', cells[0], cells[1])])?.sentence;
  assert.equal(
    line([3000, 4], [1200, 2]),
    "Dancing cells, which runs the search of dancing links on sparse sets, with no links to follow, searched 1,200 nodes against dancing links' 3,000, 2.5× fewer, since it finds a dead end while it selects an option, before the dead end becomes a node; it took 2.0 ms against 4.0 ms, 2.0× faster, at 1.7 µs a node against 1.3 µs.",
  );
  assert.match(line([500, 1], [500, 3]), /searched the same 500 nodes as dancing links; .* 3\.0× slower/);
  assert.match(
    line([500, 1], [650, 1]),
    /650 nodes against dancing links' 500, 1\.3× more: it breaks ties between items of one length/,
  );
  assert.match(line([5, 0], [4, 0]), /both were too quick to time apart\.$/);
  // Each median within the other's runs: about the same time, whichever is lower.
  const timed = (/** @type {string} */ name, /** @type {number[]} */ times) =>
    reported(startLane(name), { type: 'result', nodes: 500, ms: times[0], times, solution: 'x', finished: true });
  assert.match(
    cellsLine([timed('dlx', [0.4, 0.3, 0.5]), timed('cells', [0.5, 0.35, 0.45])])?.sentence ?? '',
    /; it took about the same time, 0\.\d ms against 0\.4 ms, at .* a node against .*: each within the other's spread of runs, so the difference is noise\.$/,
  );
  assert.match(
    cellsLine([timed('dlx', [0.4, 0.3, 0.5]), timed('cells', [0.6, 0.7, 0.55])])?.sentence ?? '',
    /; it took 0\.6 ms against 0\.4 ms, 1\.5× slower, at /,
    'apart: slower',
  );
  // Only once both have answered.
  assert.equal(cellsLine([lane('dlx', 5, 1), startLane('cells')]), null);
  assert.equal(cellsLine([lane('cells', 5, 1)]), null);
});

test('the story ends with dancing cells when it raced', () => {
  const grid = PUZZLES.hard;
  const lanes = race(grid, (name) => 10 + name.length);
  const search = new engine.RungSearch('cells', grid, undefined);
  while (!search.run(65_536));
  const cells = reported(startLane('cells'), {
    type: 'result',
    nodes: search.nodes,
    ms: 5,
    solution: search.solution ?? null,
    finished: true,
  });
  search.free();
  const reads = Object.fromEntries(RUNGS.map((name) => [name, readRung(engine, name, grid)]));
  const story = raceStory([...lanes, cells], reads, 9);
  assert.equal(story.length, RUNGS.length);
  assert.equal(story.at(-1)?.rung, 'cells');
  assert.ok(story.at(-1)?.sentence.includes(`${formatNumber(cells.nodes)} nodes`));
});
