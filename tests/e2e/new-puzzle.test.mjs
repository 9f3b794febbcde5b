// New puzzle and the rating in solve mode: the puzzle made has the size,
// the single solution, the difficulty and the symmetry asked for (checked
// with the wasm module in Node, not by the page); a slow generation stops
// on Escape or Cancel and leaves the page working; the rating appears for a
// puzzle with one solution, and says why it is missing for one with several.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadLogicEngine } from '../../www/sudoku-dlx/engine/load.js';
import { describeDifficulty } from '../../www/sudoku-dlx/solve/model/difficulty.js';
import { pressTool, screenshot, startSite } from './harness.mjs';

const SEVERAL = '8.........95.......67.........472968...913245...856137....9.716...6.8492......583';
const EASY = '.5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4';

let site;
let engine;
before(async () => {
  site = await startSite();
  engine = await loadLogicEngine();
});
after(async () => {
  await site?.close();
});

/** Opens the demo page at `viewport`; `t.after` closes it. */
async function openSolver(t, viewport = { width: 1280, height: 900 }, colorScheme = 'light') {
  const { page, context, problems } = await site.open('/index.html?puzzle=', { viewport, colorScheme });
  t.after(() => context.close());
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solver.getByRole('grid').waitFor();
  return { page, context, solver, problems };
}

/** The grid as shown, in the one-line form. */
function shown(solver) {
  return solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')].map((i) => i.value || '.').join(''),
  );
}

/** Picks the New puzzle options and presses its button. */
async function generate(solver, { size, difficulty = 'any', symmetry = 'none' }) {
  await solver.getByLabel('Size').selectOption(String(size));
  await solver.locator('[data-part="new-difficulty"]').selectOption(difficulty);
  await solver.getByLabel('Symmetry').selectOption(symmetry);
  await solver.getByRole('button', { name: 'New puzzle' }).click();
}

const status = (solver) => solver.locator('[data-part="status"]');
const rating = (solver) => solver.locator('[data-part="rating"]');

test('New puzzle makes a puzzle of the size, difficulty and symmetry asked, with one solution', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  // A clue typed first, so the new puzzle replaces the player's work.
  await solver.getByRole('gridcell').first().locator('input').click();
  await page.keyboard.type('5');
  const before = await shown(solver);
  assert.equal(before, `5${'.'.repeat(80)}`);
  await generate(solver, { size: 9, difficulty: 'medium', symmetry: 'rotational' });
  await status(solver)
    .filter({ hasText: /^New 9×9 puzzle, medium, \d+ clues, rotational symmetry/ })
    .waitFor();
  const puzzle = await shown(solver);
  assert.equal(puzzle.length, 81);
  assert.equal(engine.solutions(puzzle, 2).length, 1, 'exactly one solution');
  assert.equal(engine.rate(puzzle).level, 'medium');
  const givens = [...puzzle].filter((symbol) => symbol !== '.').length;
  const said = await status(solver).textContent();
  assert.match(said, new RegExp(`, ${givens} clues,`));
  assert.doesNotMatch(said, /\d\s?(ms|s)\b/, "a player's words: no milliseconds");
  for (let i = 0; i < 81; i++) assert.equal(puzzle[i] === '.', puzzle[80 - i] === '.', `cell ${i} and its turn`);
  await rating(solver)
    .filter({ hasText: `Difficulty: ${describeDifficulty(engine.rate(puzzle))}.` })
    .waitFor();

  // Loaded over the player's work, it can be undone, like an example.
  await solver.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await shown(solver), before);

  for (const [size, difficulty] of /** @type {const} */ ([
    [4, 'easy'],
    [6, 'any'],
    [16, 'any'],
  ])) {
    await generate(solver, { size, difficulty, symmetry: 'mirror' });
    await status(solver)
      .filter({ hasText: new RegExp(`^New ${size}×${size} puzzle`) })
      .waitFor();
    const made = await shown(solver);
    assert.equal(made.length, size * size);
    assert.equal(engine.solutions(made, 2).length, 1, `${size}×${size}: exactly one solution`);
    if (difficulty !== 'any') assert.equal(engine.rate(made).level, difficulty);
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const mirror = row * size + size - 1 - col;
        assert.equal(made[row * size + col] === '.', made[mirror] === '.', `${size}×${size} mirror at ${row},${col}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

// Issue 23 row 10: a 16×16 easy puzzle searched for 179 s in the page, then
// gave up; issue 30: a 4×4 expert always gave up. A size offers only the
// levels its puzzles reach, and says which; a slow size says its time.
test('a size offers only the levels its puzzles reach, and a slow size says its time before it starts', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  const note = solver.locator('[data-part="new-note"]');
  const difficulty = solver.locator('[data-part="new-difficulty"]');
  const offered = (select = difficulty) =>
    select.evaluate((select) =>
      [.../** @type {HTMLSelectElement} */ (select).options].filter((o) => !o.disabled).map((o) => o.value),
    );
  assert.equal(await note.isHidden(), true, 'nothing to say of a 9×9');
  assert.deepEqual(await offered(), ['any', 'easy', 'medium', 'hard', 'expert']);
  await difficulty.selectOption('expert');
  await solver.getByLabel('Size').selectOption('4');
  assert.equal(await difficulty.inputValue(), 'easy', 'the nearest level a 4×4 reaches');
  assert.deepEqual(await offered(), ['any', 'easy']);
  const bar = solver.getByRole('combobox', { name: 'Difficulty of a new game' });
  assert.equal(await bar.inputValue(), 'easy', 'the game bar’s difficulty is the same pick');
  assert.deepEqual(await offered(bar), ['easy', 'any']);
  await note.filter({ hasText: 'Every 4 × 4 puzzle is easy.' }).waitFor();
  await screenshot(page, 'new-puzzle-4x4-levels');
  await solver.getByRole('button', { name: 'New puzzle' }).click();
  await status(solver)
    .filter({ hasText: /^New 4×4 puzzle, easy, / })
    .waitFor();
  await rating(solver)
    .filter({ hasText: /^Difficulty: easy, 1\.\d of 5/ })
    .waitFor();

  await solver.getByLabel('Size').selectOption('16');
  assert.equal(await difficulty.inputValue(), 'expert');
  assert.deepEqual(await offered(), ['any', 'expert']);
  await note.filter({ hasText: 'Every 16 × 16 puzzle is expert.' }).waitFor();
  await solver.getByLabel('Size').selectOption('25');
  await note
    .filter({
      hasText:
        'Every 25 × 25 puzzle is expert. A 25 × 25 puzzle takes about 10 s (longer on a slow device); Cancel stops it.',
    })
    .waitFor();
  await solver.getByLabel('Size').selectOption('9');
  assert.equal(await difficulty.inputValue(), 'expert', 'a 9×9 offers it again');
  assert.equal(await note.isHidden(), true);
  assert.deepEqual(problems, []);
});

test('Escape and Cancel stop a slow generation, and the page keeps working', async (t) => {
  const { page, solver, problems } = await openSolver(t);
  const before = await shown(solver);
  for (const stop of ['Escape', 'Cancel']) {
    await generate(solver, { size: 25 });
    await status(solver).filter({ hasText: 'Making a 25 × 25 puzzle (usually about 10 s)…' }).waitFor();
    await solver
      .locator('.progress')
      .filter({ hasText: /\d\.\d s elapsed/ })
      .waitFor();
    if (stop === 'Escape') await page.keyboard.press('Escape');
    else await solver.getByRole('button', { name: 'Cancel' }).click();
    await status(solver)
      .filter({ hasText: /^Cancelled\./ })
      .waitFor();
    assert.equal(await shown(solver), before, `after ${stop}, the grid is as it was`);
    assert.equal(await solver.getByRole('button', { name: 'Cancel' }).isHidden(), true);
  }
  await generate(solver, { size: 4 });
  await status(solver)
    .filter({ hasText: /^New 4×4 puzzle/ })
    .waitFor();
  await pressTool(solver, 'count');
  await status(solver)
    .filter({ hasText: /^Unique: exactly one solution/ })
    .waitFor();
  assert.deepEqual(problems, []);
});

test('the rating shown goes while a new puzzle is made, and comes back when it is cancelled', async (t) => {
  const { solver, problems } = await openSolver(t);
  await solver.getByRole('button', { name: 'Easy 9×9' }).click();
  const rated = 'Difficulty: easy, 1.4 of 5 (hardest step: naked single).';
  await rating(solver).filter({ hasText: rated }).waitFor();
  await generate(solver, { size: 25 });
  await status(solver).filter({ hasText: 'Making a 25 × 25 puzzle (usually about 10 s)…' }).waitFor();
  // The old puzzle's rating would read as the new one's.
  assert.equal(await rating(solver).textContent(), '', 'no rating while the new puzzle is made');
  await solver.getByRole('button', { name: 'Cancel' }).click();
  await status(solver)
    .filter({ hasText: /^Cancelled\./ })
    .waitFor();
  assert.equal(await rating(solver).textContent(), rated, 'the puzzle kept keeps its rating');
  assert.deepEqual(problems, []);
});

test('the rating shows for a puzzle with one solution, not for one with several, and goes on an edit', async (t) => {
  const { solver, problems } = await openSolver(t);
  await solver.getByRole('button', { name: 'Easy 9×9' }).click();
  await rating(solver).filter({ hasText: 'Difficulty: easy, 1.4 of 5 (hardest step: naked single).' }).waitFor();
  assert.equal(engine.rate(EASY).level, 'easy');
  await solver.getByRole('button', { name: 'Several solutions' }).click();
  await rating(solver).filter({ hasText: 'Not rated: several solutions.' }).waitFor();
  assert.equal(engine.solutions(SEVERAL, 2).length, 2);
  await solver.getByRole('button', { name: 'Expert 9×9' }).click();
  await rating(solver)
    .filter({ hasText: /^Difficulty: expert/ })
    .waitFor();
  const first = solver.getByRole('gridcell').nth(1).locator('input');
  await first.fill('');
  await first.press('5');
  assert.equal(await rating(solver).textContent(), '');
  // Solving a typed puzzle rates it.
  await solver.getByRole('button', { name: 'Easy 9×9' }).click();
  await solver.getByRole('gridcell').nth(0).locator('input').press(engine.solutions(EASY, 1)[0][0]);
  assert.equal(await rating(solver).textContent(), '');
  await pressTool(solver, 'solve');
  await status(solver)
    .filter({ hasText: /^The solution:/ })
    .waitFor();
  await rating(solver)
    .filter({ hasText: /^Difficulty: / })
    .waitFor();
  assert.deepEqual(problems, []);
});

test('the New puzzle control at 1280×900 and 375×800, light and dark', async (t) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    for (const scheme of ['light', 'dark']) {
      const { page, context, solver } = await openSolver(t, viewport, scheme);
      await generate(solver, { size: 9, difficulty: 'easy' });
      await rating(solver)
        .filter({ hasText: /^Difficulty: easy/ })
        .waitFor();
      const controls = solver.locator('[part="controls"]');
      const box = await controls.boundingBox();
      const button = await solver.getByRole('button', { name: 'New puzzle' }).boundingBox();
      assert.ok(box && button && button.x + button.width <= box.x + box.width + 1, 'the button stays in the column');
      await screenshot(page, `new-puzzle-${viewport.width}-${scheme}`);
      // Given back before the next scheme's page opens: that is this page made fresh (page-pool.mjs), not a new context.
      await context.close();
    }
  }
});
