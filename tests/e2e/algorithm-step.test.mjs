// Each event names the step of Knuth's Algorithm X it performs (TAOCP
// 7.2.2.1), from the engine: every event of Knuth's example against the
// sequence worked by hand (as in tests/algorithm_steps.rs), the same in
// `Stepper.next()`, the batch records and the event log, and the line
// "In Knuth's book: …" under the visualizer's description, in headless
// Chromium.
// Run with `npm run build && node --test tests/e2e/algorithm-step.test.mjs`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadStepperEngine } from '../../www/sudoku-dlx/engine/load.js';
import { bookStep, bookStepText } from '../../www/sudoku-dlx/visualize/model/algorithm-step.js';
import { EventLog } from '../../www/sudoku-dlx/visualize/model/event-log.js';
import { screenshot, startSite, visualizerPage } from './harness.mjs';

const engine = await loadStepperEngine();
const KNUTH = 'a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g';

/**
 * Knuth's example by hand: the kind of each event and the step it performs.
 * Level 0 chooses a and tries {a d g}; level 1 is forced to {b c f}; e is
 * then empty (a dead end: X3 and no X4), so levels 1 and 0 undo (X6) and
 * back up (X7) until {a d f} is tried; {c e} and {b g} are forced, X2 finds
 * every item covered, and everything is undone.
 */
const BY_HAND = [
  ['choose a', 3],
  ['cover a', 4],
  ['select', 5],
  ['cover d', 5],
  ['cover g', 5],
  ['choose b', 3],
  ['cover b', 4],
  ['select', 5],
  ['cover c', 5],
  ['cover f', 5],
  ['choose e', 3],
  ['uncover f', 6],
  ['uncover c', 6],
  ['deselect', 6],
  ['uncover b', 7],
  ['uncover g', 6],
  ['uncover d', 6],
  ['deselect', 6],
  ['select', 5],
  ['cover d', 5],
  ['cover f', 5],
  ['choose c', 3],
  ['cover c', 4],
  ['select', 5],
  ['cover e', 5],
  ['choose b', 3],
  ['cover b', 4],
  ['select', 5],
  ['cover g', 5],
  ['solution', 2],
  ['uncover g', 6],
  ['deselect', 6],
  ['uncover b', 7],
  ['uncover e', 6],
  ['deselect', 6],
  ['uncover c', 7],
  ['uncover f', 6],
  ['uncover d', 6],
  ['deselect', 6],
  ['uncover a', 7],
];

/** An event as "kind item" (items by name), to compare with BY_HAND. */
function named(event) {
  return 'item' in event ? `${event.kind} ${'abcdefg'[event.item]}` : event.kind;
}

test("every event of Knuth's example names the step worked by hand, one at a time and in batches", () => {
  const single = engine.Stepper.fromExactCover(KNUTH);
  const events = [];
  for (let event = single.next(); event; event = single.next()) events.push(event);
  single.free();
  assert.deepEqual(
    events.map((e) => [named(e), e.algorithmStep]),
    BY_HAND,
  );
  const batched = engine.Stepper.fromExactCover(KNUTH);
  const log = new EventLog(batched, 1000);
  log.ensure(Infinity);
  assert.deepEqual(
    Array.from(log.algorithmSteps.subarray(0, log.length)),
    BY_HAND.map(([, step]) => step),
  );
  for (let i = 0; i < log.length; i++) assert.deepEqual(log.event(i), events[i], `event ${i}`);
  batched.free();
});

test("the book's words follow the engine's step, and X5 and X6 tell their events apart", () => {
  const stepper = engine.Stepper.fromExactCover(KNUTH);
  const log = new EventLog(stepper, 1000);
  log.ensure(Infinity);
  const problem = { rule: stepper.rule, primaryCount: stepper.primaryCount, itemCount: stepper.itemCount };
  assert.equal(bookStep(log, 0, problem), null, 'no event led to the start');
  const line = (/** @type {number} */ step) => bookStepText(/** @type {any} */ (bookStep(log, step, problem)));
  assert.equal(line(1), "In Knuth's book: X3, choose i: an item with the fewest options.");
  assert.match(line(2), /^In Knuth's book: X4, cover i: /);
  assert.match(line(3), /^In Knuth's book: X5, try x_l: x_l, the next option of i, joins the solution\.$/);
  assert.match(line(4), /^In Knuth's book: X5, try x_l: cover the other items of the option x_l\.$/);
  // The book covers an empty item too (X4), and X5 sends the search to X7.
  assert.match(
    line(11),
    /X3, choose i: an item with the fewest options has none; the book still covers it \(X4\), and X5, finding no option, goes to X7 to uncover it: this engine backs up at once\.$/,
  );
  assert.match(line(12), /^In Knuth's book: X6, try again: uncover x_l's other items, in reverse order\.$/);
  assert.match(line(14), /^In Knuth's book: X6, try again: x_l leaves the solution/);
  assert.match(line(15), /^In Knuth's book: X7, backtrack: /);
  assert.match(line(30), /^In Knuth's book: X2, enter level l: every item is covered/);
  stepper.free();
});

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

test("the visualizer shows the book's step under the description, as the events go", async (t) => {
  const { page, context, problems } = await site.openScratch(visualizerPage('book step test'), {
    viewport: { width: 1280, height: 900 },
  });
  t.after(() => context.close());
  await page.waitForFunction(() => window.mountVisualizer);
  await page.evaluate(async (problem) => {
    window.vis = window.mountVisualizer(document.getElementById('v'), { problem });
    await window.vis.ready;
  }, KNUTH);
  const book = page.locator('.dv-book');
  assert.equal(await book.textContent(), '', 'nothing before the first event');
  for (const [step, code] of [
    [3, 'X5'],
    [15, 'X7'],
    [30, 'X2'],
    [2, 'X4'],
  ]) {
    await page.evaluate((step) => window.vis.seek(step), step);
    await page.waitForFunction(
      (code) => /** @type {HTMLElement | null} */ (document.querySelector('.dv-book'))?.dataset.step === code,
      code,
    );
    const text = await book.textContent();
    assert.ok(text?.startsWith(`In Knuth's book: ${code}, `), `step ${step}: ${text}`);
    assert.ok(await book.isVisible(), `step ${step}`);
  }
  await page.evaluate(() => window.vis.seek(4));
  await page.waitForFunction(
    () => /** @type {HTMLElement | null} */ (document.querySelector('.dv-book'))?.dataset.step === 'X5',
  );
  assert.equal(await book.locator('var').count(), 2, 'x_l written as in the book');
  const box = await book.boundingBox();
  const description = await page.locator('.dv-describe').boundingBox();
  assert.ok(box && description && box.y >= description.y + description.height - 1, 'under the description');
  await screenshot(page.locator('.dv-head'), 'book-step-1280');
  assert.deepEqual(problems, []);
});
