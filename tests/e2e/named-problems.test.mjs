// The problems an author names in the `problem` attribute, solved by the
// engine in Node: N queens and Langford pairs give their known counts
// (OEIS A000170 and, counting each pairing and its mirror, 2 × A014552),
// and each is the command line's matrix (src/classic.rs, through the
// binding), as the node counts tests/classic_counts.rs pins show.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { EventKind } from '../../www/sudoku-dlx/engine/event-kind.js';
import { BatchRecord } from '../../www/sudoku-dlx/shared/layouts.js';
import { KNUTH_EXAMPLE, PRESETS } from '../../www/sudoku-dlx/visualize/model/presets.js';
import { namingOf } from '../../www/sudoku-dlx/visualize/model/naming.js';
import { openProblem } from '../../www/sudoku-dlx/visualize/model/problem.js';
import * as named from '../../www/sudoku-dlx/visualize/model/named-problems.js';

const engine = await loadStepperEngine();
const { titleOfName } = named;
/** The text a name stands for, written by the engine. */
const namedProblem = (/** @type {string} */ text) => named.namedProblem(engine, text);

/** The whole search of an exact-cover text, by running its Stepper to the end. */
function search(/** @type {string} */ text) {
  const stepper = engine.Stepper.fromExactCover(text);
  try {
    while (!stepper.done) stepper.nextBatch(1 << 16);
    return { solutions: stepper.solutions, nodes: stepper.nodes };
  } finally {
    stepper.free();
  }
}

/** Every solution of an exact-cover text. */
async function solutions(/** @type {string} */ text) {
  return search(text).solutions;
}

test("the page's queens 8 is the command line's matrix, item for item", () => {
  const text = /** @type {string} */ (namedProblem('queens 8'));
  assert.equal(text, engine.queensProblem(8), 'the engine writes it');
  const [items] = text.split('\n').filter((line) => !line.startsWith('|'));
  assert.ok(items.startsWith('r1 c1 r2 c2 '), 'rows and columns alternate, as src/classic.rs has them');
  // tests/classic_counts.rs pins the same figure for classic::queens(8)
  // (and 1,223 under Knuth's rule, dlx1's); the page's own text, rows
  // before columns, took 896 nodes here.
  assert.deepEqual(search(text), { solutions: 92, nodes: 893 }, 'the default rule');
  const opened = openProblem(engine, { problem: 'Queens-8' });
  assert.equal(opened.text, text, 'opened by name');
  opened.stepper.free();
});

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

test('the picker names a named problem as a person would', () => {
  assert.equal(titleOfName('queens 6'), 'Queens 6');
  assert.equal(titleOfName(' Langford-4 '), 'Langford pairs, n = 4');
  assert.equal(titleOfName('pentominoes 6x10'), 'Pentominoes in a 6×10 box');
  assert.equal(titleOfName('knuth'), "Knuth's example, TAOCP 7.2.2.1 (6)");
  assert.equal(titleOfName('Paper'), 'Knuth\'s paper "Dancing Links" (2000)');
  assert.equal(titleOfName('a b\na\nb'), null);
});

test('pentominoes in a 3×20 box: 8 tilings, every rotation and reflection counted, each an exact cover', async () => {
  const text = /** @type {string} */ (namedProblem('pentominoes 3x20'));
  const [header, ...options] = text.split('\n').filter((line) => !line.startsWith('|'));
  const items = header.split(' ');
  assert.equal(items.length, 12 + 60, 'twelve pieces and sixty cells');
  // The search's 489,213 events read in batches, the options chosen kept from
  // each select and deselect (its depth): one event at a time, each an object
  // built across the binding, took some 30 CPU s, the batches about 1.
  const stepper = engine.Stepper.fromExactCover(text);
  const tilings = [];
  /** @type {number[]} */
  const chosen = [];
  while (!stepper.done) {
    const records = stepper.nextBatch(1 << 16);
    for (let at = 0; at < records.length; at += BatchRecord.list + records[at + BatchRecord.listLength]) {
      const kind = records[at + BatchRecord.kind];
      if (kind === EventKind.Select || kind === EventKind.Deselect) chosen.length = records[at + BatchRecord.b];
      if (kind === EventKind.Select) chosen.push(records[at + BatchRecord.a]);
      if (kind === EventKind.Solution) tilings.push([...chosen]);
    }
  }
  const counted = stepper.solutions;
  stepper.free();
  assert.equal(tilings.length, 8, "Knuth's count for 3×20");
  assert.equal(counted, 8, 'as the stepper counts them');
  for (const tiling of tilings) {
    const used = tiling.flatMap((o) => options[o].split(' '));
    assert.deepEqual([...used].sort(), [...items].sort(), 'every piece and every cell exactly once');
  }
  assert.equal(new Set(tilings.map((t) => [...t].sort().join())).size, 8, 'eight different tilings');
  assert.equal(namedProblem('Pentominoes 20×3')?.split('\n').length, text.split('\n').length, 'either way round');
  assert.throws(() => namedProblem('pentominoes 4x4'), /a box of 60 cells: 3×20, 4×15, 5×12 or 6×10, not 4×4/);
});

test('the picker offers queens and Langford pairs, and each exact-cover preset has the solutions its label says', async () => {
  const counted = PRESETS.filter(({ label }) => /\((\d+) (solutions|tilings)\)/.test(label));
  assert.deepEqual(
    counted.map(({ id }) => id),
    ['pentominoes', 'queens8', 'langford4'],
  );
  for (const { label, source } of counted) {
    const said = Number(/\((\d+) /.exec(label)?.[1]);
    assert.equal(
      await solutions(/** @type {string} */ (namedProblem(/** @type {string} */ (source.problem)))),
      said,
      label,
    );
  }
  assert.equal(PRESETS.find(({ id }) => id === 'queens8')?.source.problem, 'queens 8');
  assert.equal(PRESETS.find(({ id }) => id === 'langford4')?.source.problem, 'langford 4');
});

test("a family's naming line explains its items with a real option of the problem", async () => {
  const naming = (/** @type {string} */ name) => namingOf(openProblem(engine, { problem: name }));
  assert.equal(
    naming('queens 8'),
    'Items: rows r1–r8 and columns c1–c8, each to get exactly one queen; diagonals a1–a15 (↗) and b1–b15 (↘), at most one. An option is a square: {r3 c5 a7 b6}.',
  );
  assert.match(naming('queens 2'), /rows r1–r2 .* a1–a3 .*: \{r\d c\d a\d b\d\}\.$/);
  assert.match(naming('langford 4'), /numbers d1–d4 and the slots s1–s8\. .*: \{d2 s1 s4\}\.$/);
  assert.match(
    naming('pentominoes 6x10'),
    /\(0a is row 0, column 10\)\. An option is a placement: \{O 00 01 02 03 04\}\.$/,
  );
  assert.equal(naming('knuth'), '');
  assert.equal(namingOf(openProblem(engine, { puzzle: '..4....32......1' })), '');
});
