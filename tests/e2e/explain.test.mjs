// The visualizer's sentences, in Node against the engine: every choice of
// the hard 9×9 named as the kind of single or branch it is (checked from the
// engine's own account of the item and the events that follow, not from the
// describer's helpers), the tie-break stated where it applied, and
// backtracking that says what is tried next or that nothing is left.
// Run after `npm run build`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EventKind } from '../../www/sudoku-dlx/engine/event-kind.js';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { describeStep } from '../../www/sudoku-dlx/visualize/model/describe.js';
import { EventLog } from '../../www/sudoku-dlx/visualize/model/event-log.js';
import { openProblem } from '../../www/sudoku-dlx/visualize/model/problem.js';
import { Timeline } from '../../www/sudoku-dlx/visualize/model/timeline.js';

const engine = await loadStepperEngine();
const KNUTH = 'a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g';
const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

/** Every sentence of a whole search, with its log and the state before each event. */
function walk(source) {
  const problem = openProblem(engine, source);
  const log = new EventLog(problem.stepper, 1_000_000);
  const timeline = new Timeline(problem, log, { withLinks: false });
  const state = timeline.state;
  log.ensure(Infinity);
  const steps = [{ sentence: describeStep(problem, log, 0, state) }];
  for (let i = 0; i < log.length; i++) {
    const lengths = state.lengths.slice();
    const covered = state.covered.slice();
    timeline.forward();
    steps.push({ sentence: describeStep(problem, log, i + 1, state), lengths, covered });
  }
  return { problem, log, steps };
}

test("Knuth's example: a deselect says what is tried next, or that nothing is left", () => {
  const { problem, log, steps } = walk({ problem: KNUTH });
  assert.equal(log.length, 40);
  for (const step of [14, 39]) {
    assert.doesNotMatch(steps[step].sentence, /next option/, `step ${step}`);
    assert.match(steps[step].sentence, /no option is left at this depth, so back up\.$/, `step ${step}`);
  }
  let tried = 0;
  for (let i = 0; i < log.length; i++) {
    if (log.kinds[i] !== EventKind.Deselect) continue;
    const sentence = steps[i + 1].sentence;
    if (log.kinds[i + 1] === EventKind.Select) {
      tried += 1;
      const next = problem.optionName(log.a[i + 1]);
      assert.match(sentence, new RegExp(`then try \\{${next}\\}\\.$`), `step ${i + 1}`);
    } else {
      assert.equal(log.kinds[i + 1], EventKind.Uncover);
      assert.match(sentence, /no option is left/, `step ${i + 1}`);
    }
  }
  assert.equal(tried, 1, 'one deselect at depth 1 goes on to {a d f}');
  // Under Knuth's rule, the example's own: b, the leftmost of four forced items, before c.
  assert.equal(steps[30].sentence, 'Solution 1 found: {a d f}, {b g}, {c e}.');
  assert.equal(steps[4].sentence, 'Cover item d: hide {d e g} from the other items.');
  assert.equal(steps[3].sentence, 'Select {a d g} at depth 1 (option 1 of 2).');
  assert.equal(steps[18].sentence, 'Deselect {a d g} at depth 1: undo it; then try {a d f}.');
  assert.equal(steps[19].sentence, 'Select {a d f} at depth 1 (option 2 of 2).');
  // Exact cover stays in exact-cover terms.
  for (const { sentence } of steps) assert.doesNotMatch(sentence, /single|candidate|cell|row|column|box/);
});

test('the hard 9×9: every choice named as a naked single, hidden single, dead end or branch', () => {
  const { problem, log, steps } = walk({ puzzle: HARD });
  const kinds = { naked: 0, hidden: 0, dead: 0, branches: 0, ties: 0, notLeftmost: 0 };
  for (let i = 0; i < log.length; i++) {
    if (log.kinds[i] !== EventKind.Choose) continue;
    const { sentence, lengths, covered } = steps[i + 1];
    const item = log.a[i];
    const length = log.b[i];
    const name = problem.itemName(item);
    const cell = problem.stepper.itemConstraint(item).kind === 'cell';
    const at = `step ${i + 1}: ${sentence}`;
    if (length === 0) {
      kinds.dead += 1;
      assert.match(
        sentence,
        cell ? /^Dead end: R\dC\d .* has no candidate left/ : /^Dead end: \d has no place left/,
        at,
      );
      assert.ok(sentence.includes(name), at);
      continue;
    }
    if (length === 1) {
      // The one option is the one the search selects two events later.
      assert.equal(log.kinds[i + 2], EventKind.Select, at);
      const [placed, value] = problem.optionName(log.a[i + 2]).split('=');
      if (cell) {
        kinds.naked += 1;
        assert.equal(sentence, `Naked single: ${name} (${spelledCell(name)}) has one candidate left, ${value}.`, at);
      } else {
        kinds.hidden += 1;
        assert.match(
          sentence,
          new RegExp(
            `^Hidden single: ${value} has one place left in (row|column|box) \\d, ${placed} \\(item ${name}\\)\\.$`,
          ),
          at,
        );
      }
      continue;
    }
    kinds.branches += 1;
    assert.ok(sentence.startsWith(`Branch on ${name} (`), at);
    assert.match(sentence, cell ? new RegExp(`: ${length} candidates, `) : new RegExp(`: ${length} places, `), at);
    // The tie, counted from the lengths of the items before the choice.
    const shortest = [];
    for (let j = 0; j < problem.primaryCount; j++) if (!covered[j] && lengths[j] === length) shortest.push(j);
    assert.ok(shortest.includes(item), at);
    if (shortest.length === 1) {
      assert.match(sentence, /; the shortest item\.$/, at);
      continue;
    }
    kinds.ties += 1;
    const others = shortest.length - 1;
    assert.ok(sentence.includes(`tied with ${others} other item${others === 1 ? '' : 's'} of length ${length}`), at);
    assert.match(sentence, /took the one whose options hide the most \(weight \d+\)/, at);
    if (shortest[0] === item) {
      assert.match(sentence, /here also the leftmost\.$/, at);
    } else {
      kinds.notLeftmost += 1;
      assert.match(sentence, new RegExp(`the leftmost, ${problem.itemName(shortest[0])}, weighs \\d+\\.$`), at);
    }
  }
  // The figures the visualizer's issue found on this puzzle.
  assert.equal(kinds.branches, 93);
  assert.equal(kinds.ties, 93);
  assert.equal(kinds.notLeftmost, 53);
  assert.ok(kinds.naked > 0 && kinds.hidden > 0 && kinds.dead > 0, JSON.stringify(kinds));
});

test('the hard 9×9: items are called items, spelled out, and covers name what they hide', () => {
  const { problem, log, steps } = walk({ puzzle: HARD });
  for (const { sentence } of steps) {
    assert.doesNotMatch(sentence, /column [RCB]\d+#/, 'no item is called a column');
  }
  const cover = log.kinds.indexOf(EventKind.Cover, 10);
  const sentence = steps[cover + 1].sentence;
  const item = problem.itemName(log.a[cover]);
  assert.ok(sentence.startsWith(`Cover item ${item} (`), sentence);
  const hidden = Array.from(log.list(cover), (o) => problem.optionName(o));
  assert.ok(sentence.includes(hidden[0]), `${sentence} names ${hidden[0]}`);
  if (hidden.length > 5) assert.ok(sentence.includes(`and ${hidden.length - 4} more`), sentence);
  const all = steps.map((s) => s.sentence).join('\n');
  for (const words of [
    'B7#7 (7 in box 7)',
    'R9#7 (7 in row 9)',
    'C3#7 (7 in column 3)',
    'R9C3 (the cell in row 9, column 3)',
  ]) {
    assert.ok(all.includes(words), words);
  }
  const solution = steps.find((s) => s.sentence.startsWith('Solution 1 found: '));
  assert.match(solution.sentence, /^Solution 1 found: R\dC\d=\d, .* and \d+ more, filled in the grid\.$/);
});

/** "R3C5" in words, for the expected sentence. */
function spelledCell(name) {
  const [, row, column] = /^R(\d+)C(\d+)$/.exec(name);
  return `the cell in row ${row}, column ${column}`;
}

test('every sentence ends with a full stop, and the last says the search is over', () => {
  const { steps } = walk({ problem: KNUTH });
  for (const [step, { sentence }] of steps.entries()) assert.match(sentence, /[^.]\.$/, `step ${step}: ${sentence}`);
  assert.match(steps.at(-1).sentence, /\. Search complete: 1 solution\.$/);
});

test('a solution of long options names the first few and says where the rest are, in two lines', () => {
  const problem = openProblem(engine, { problem: 'pentominoes 3x20' });
  const log = new EventLog(problem.stepper, 1_000_000);
  const timeline = new Timeline(problem, log, { withLinks: false });
  log.ensure(100_000);
  const at = log.solutionSteps[0];
  for (let i = 0; i < at; i++) timeline.forward();
  const sentence = describeStep(problem, log, at, timeline.state);
  assert.match(
    sentence,
    /^Solution 1 found: 12 options, \{[A-Z] [0-9a-z ]+\}, .* and \d+ more, all marked in the matrix\.$/,
  );
  // Two lines of the desktop's caption, three of a phone's.
  assert.ok(sentence.length <= 110, `${sentence.length} characters: ${sentence}`);
});
