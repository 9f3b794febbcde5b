// Count them all and Tally them all: after Count or All possibilities
// stopped at the page's cap, the search to its end on the pool's workers,
// its total checked against the command line's count and each figure of
// the tally against a count of the grid with that value placed; told
// first how big the search is (Knuth's estimate), with the time taken and
// to go as it runs, and a Cancel that keeps what was found. All
// possibilities' figures fit their cells on a phone and on a desktop, and
// a cell selected says them in full. Run after `npm run build`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pressTool, screenshot, showScheme, startSite } from './harness.mjs';

const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
/** The solution's first `givens` cells, the rest empty. */
const prefix = (givens) => SOLUTION.slice(0, givens) + '.'.repeat(81 - givens);
// `sudoku-dlx count --threads 1`: 39,240 solutions, in 571,503 nodes: a
// fraction of a second on two workers, past both caps.
const MANY = prefix(38);
const MANY_COUNT = 39_240;

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** The page playing `puzzle` at `viewport`; `t.after` closes it. */
async function openSolver(t, puzzle, viewport = { width: 1280, height: 900 }, colorScheme = 'light') {
  const { page, context, problems } = await site.open(`/index.html?puzzle=${puzzle}`, { viewport, colorScheme });
  t.after(() => context.close());
  const solver = page.locator('sudoku-dlx[mode="solve"]');
  await solver.getByRole('grid').waitFor();
  await page.waitForFunction((want) => {
    const host = document.querySelector('sudoku-dlx[mode="solve"]');
    const inputs = [...(host?.shadowRoot?.querySelectorAll('[role="gridcell"] input') ?? [])].map(
      (input) => /** @type {HTMLInputElement} */ (input),
    );
    return inputs.length === want.length && inputs.every((input, i) => (input.value || '.') === want[i]);
  }, puzzle);
  return { page, context, solver, problems };
}

const said = (solver, pattern, timeout = 30_000) =>
  solver.getByRole('status').filter({ hasText: pattern }).textContent({ timeout });
const progress = (solver) => solver.locator('.progress');
/** @param {string} text "1,234" */
const number = (text) => Number(text.replace(/,/g, ''));

/**
 * Each open cell's possibilities as its label says them in full,
 * `{ symbols, counts, total }`; null for a given.
 */
function tallies(solver) {
  return solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('[role="gridcell"] input')].map((input) => {
      const [, words] = input.getAttribute('aria-label')?.match(/, possible (.*)$/) ?? [];
      if (!words) return null;
      const [, forced] = words.match(/^(\w) in every solution$/) ?? [];
      if (forced) return { symbols: forced, counts: null, total: null };
      const [, each, total] = words.match(/^(.*), of (?:the first )?([\d,]+) solutions?(?: found)?$/) ?? [];
      const parts = each.split(', ').map((part) => part.split(' in '));
      const whole = (/** @type {string} */ n) => Number(n.replace(/,/g, ''));
      return { symbols: parts.map(([s]) => s).join(''), counts: parts.map(([, n]) => whole(n)), total: whole(total) };
    }),
  );
}

test('Count stops at 1,000; Count them all reaches the exact total, with the time, in play', async (t) => {
  const { solver, problems } = await openSolver(t, MANY);
  const countAll = solver.getByRole('button', { name: 'Count them all' });
  assert.equal(await countAll.isHidden(), true);
  await pressTool(solver, 'count');
  // In play as in the solver's view, a count says how long it took.
  await said(solver, /^At least 1,000 solutions; counting stops there \([\d.]+ (ms|s)\)\.$/);
  await countAll.click();
  const total = await said(solver, /^[\d,]+ solutions \(/);
  assert.match(total, /^39,240 solutions \([\d.]+ (ms|s)\)\.$/);
  assert.equal(number(total.split(' ')[0]), MANY_COUNT);
  assert.equal(await countAll.isHidden(), true, 'no more to count');
  // A count that ended under the cap offers nothing.
  await pressTool(solver, 'count');
  await said(solver, /^At least 1,000/);
  await countAll.waitFor();
  await pressTool(solver, 'hint');
  assert.equal(await countAll.isHidden(), true, 'another action takes the offer away');
  assert.deepEqual(problems, []);
});

test('Count them all on a nearly empty grid, on a phone: the estimate, the time to go in view, and Cancel keeping the count', async (t) => {
  const { page, solver, problems } = await openSolver(t, prefix(9), { width: 375, height: 800 });
  await pressTool(solver, 'count');
  await said(solver, /^At least 1,000/);
  await solver.getByRole('button', { name: 'Count them all' }).click();
  await said(solver, /^Counting them all…$/);
  // Behind "More": Knuth's estimate, and that Cancel keeps the count.
  const whole = await solver.locator('[data-part="more-text"]').textContent();
  assert.match(
    whole,
    /^Knuth's estimate of the search: [\d.]+ × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+ nodes, .* Cancel keeps what was found\.$/,
  );
  // The time to go, once the pace is known: far beyond anyone's patience.
  const going = progress(solver).filter({
    hasText:
      /^[\d,]+ solutions, [\d.]+[KMB]? of ~[\d.]+ × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+ nodes, [\d.]+ s: about [\d.,]+( × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+)? years to go\.$/,
  });
  await going.waitFor({ timeout: 20_000 });
  const shown = await going.textContent();
  const [found, nodes, unit, mantissa, exponent] = shown
    .match(/^([\d,]+) solutions, ([\d.]+)([KMB]?) of ~([\d.]+) × 10([⁰¹²³⁴⁵⁶⁷⁸⁹]+) nodes/)
    .slice(1);
  const searched = Number(nodes) * { '': 1, K: 1e3, M: 1e6, B: 1e9 }[unit];
  assert.ok(number(found) > 1000 && searched > 100_000, shown);
  // The whole grid has 6.67 × 10²¹ solutions; with a row given, 1.8 × 10¹⁶
  // (9! fewer), in a tree of more nodes than solutions.
  const power = Number([...exponent].map((digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(digit)).join(''));
  assert.ok(Number(mantissa) * 10 ** power > 1e16, shown);
  // On a phone the status keeps four lines: the progress shows in them, unscrolled.
  const [line, said3] = await Promise.all([progress(solver).boundingBox(), solver.locator('.said').boundingBox()]);
  assert.ok(line && said3 && line.y + line.height <= said3.y + said3.height + 0.5, 'the progress is in view');
  // The page stays responsive while every worker counts: it draws a frame
  // while the count still runs (a count on the main thread would hold every
  // frame until its end, and this one has none). No clock: a loaded machine
  // may draw it late, never not at all.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  assert.equal(await solver.getByRole('button', { name: 'Cancel' }).isVisible(), true, 'drawn while the count runs');
  await screenshot(solver, 'count-all-running');
  await solver.getByRole('button', { name: 'Cancel' }).click();
  const cancelled = await said(solver, /^Cancelled after /, 5000);
  const [kept, total] = cancelled
    .match(/^Cancelled after [\d.,]+ m?s: at least ([\d,]+) solutions \(([\d,]+) nodes\)\.$/)
    .slice(1)
    .map(number);
  assert.ok(kept >= number(found) && total >= searched * 0.9, `${cancelled} after ${shown}`);
  assert.equal(await progress(solver).textContent(), '');
  // A cancel is not the end of it: the count can be started again from its status.
  await solver.getByRole('button', { name: 'Count them all' }).waitFor({ timeout: 5000 });
  assert.deepEqual(problems, []);
});

test('Tally them all: every figure that of a count with the value placed', async (t) => {
  const { page, solver, problems } = await openSolver(t, MANY);
  const tallyAll = solver.getByRole('button', { name: 'Tally them all' });
  await pressTool(solver, 'possibilities');
  await said(solver, /^All possibilities of a sample, the first 10,000 solutions/);
  const capped = (await tallies(solver)).filter((tally) => tally?.counts);
  assert.ok(capped.length > 0 && capped.every(({ total }) => total === 10_000), 'the cap’s figures');
  await tallyAll.click();
  await said(solver, /^All possibilities over all 39,240 solutions; /);
  const whole = await tallies(solver);
  const open = [...MANY].flatMap((given, i) => (given === '.' ? [i] : []));
  for (const cell of open) {
    const { counts, total } = /** @type {{ counts: number[], total: number }} */ (whole[cell]);
    assert.equal(total, MANY_COUNT, `cell ${cell}'s total`);
    assert.equal(
      counts.reduce((sum, n) => sum + n, 0),
      MANY_COUNT,
      `cell ${cell}: every solution puts one value there`,
    );
  }
  // Each figure of two cells against a count of the grid with that value there.
  const checked = [open[0], open.at(-1)].map((cell) => ({ cell, ...whole[cell] }));
  const recounted = await page.evaluate(
    async ({ grid, checked }) => {
      const { SolverClient } = await import(/** @type {string} */ ('/www/sudoku-dlx/engine/solver-client.js'));
      const client = new SolverClient();
      return Promise.all(
        checked.flatMap(({ cell, symbols }) =>
          [...symbols].map(async (symbol) => {
            const placed = grid.slice(0, cell) + symbol + grid.slice(cell + 1);
            return (await client.count(placed, 0)).count;
          }),
        ),
      );
    },
    { grid: MANY, checked },
  );
  assert.deepEqual(
    recounted,
    checked.flatMap(({ counts }) => counts),
  );

  assert.deepEqual(problems, []);
});

test('Tally them all cancelled on a grid with more solutions than anyone could tally: the capped tally stays', async (t) => {
  const { solver, problems } = await openSolver(t, prefix(9));
  const tallyAll = solver.getByRole('button', { name: 'Tally them all' });
  await pressTool(solver, 'possibilities');
  await said(solver, /^All possibilities of a sample, the first 10,000 solutions/);
  const before = await tallies(solver);
  await tallyAll.click();
  await said(solver, /^Tallying them all…$/);
  await progress(solver)
    .filter({ hasText: /^[\d,]{6,} solutions, / })
    .waitFor({ timeout: 20_000 });
  await solver.getByRole('button', { name: 'Cancel' }).click();
  const cancelled = await said(solver, /^Cancelled after /, 5000);
  assert.match(
    cancelled,
    /^Cancelled after [\d.,]+ m?s: [\d,]+ solutions tallied; the values shown are still those of the first 10,000 \([\d,]+ nodes\)\.$/,
  );
  assert.deepEqual(await tallies(solver), before, 'the capped tally is still shown');
  assert.equal(await tallyAll.isVisible(), true, 'Tally them all is offered again');
  assert.deepEqual(problems, []);
});

// 31,597 solutions (`sudoku-dlx count`), past the cap: in the first 10,000
// found r1c8 is always 1, though 9,122 of all put 4 there.
const SAMPLED = '5..6..9.2...1.53.8........7.....1.2..2........1.92.8...6.5..2.42........3.5......';

test('A capped tally is a sample: no value drawn forced nor said to be in every solution', async (t) => {
  const { page, solver, problems } = await openSolver(t, SAMPLED);
  await pressTool(solver, 'possibilities');
  const status = await said(solver, /^All possibilities of a sample, the first 10,000 solutions/);
  assert.match(status, /: none proved forced or impossible \(/);
  const cells = await solver.evaluate((host) =>
    [...host.shadowRoot.querySelectorAll('[role="gridcell"]')].map((cell) => ({
      label: cell.querySelector('input')?.getAttribute('aria-label') ?? '',
      marks: cell.querySelector('.marks')?.className ?? '',
    })),
  );
  const open = cells.filter(({ label }) => label.includes(', possible '));
  assert.ok(open.length > 40, `${open.length} open cells`);
  for (const { label, marks } of open) {
    assert.doesNotMatch(label, /every solution/, label);
    assert.match(label, /, of the first 10,000 solutions found$/, label);
    assert.doesNotMatch(marks, /\bforced\b/, label);
    assert.match(marks, /\bsample\b/, label);
  }
  // r1c8: 1 in each of the sample's solutions, and no more than that.
  assert.match(cells[7].label, /, possible 1 in 10,000, of the first 10,000 solutions found$/);
  await solver.locator('[role="gridcell"] input').nth(7).focus();
  assert.equal(
    await solver.locator('[data-part="cell-note"]').textContent(),
    'Row 1, column 8: 1 in 10,000, of the first 10,000 solutions found; others may still be possible.',
  );
  await screenshot(page, 'possibilities-sample', { fullPage: false });
  // The whole tally does prove values forced, and draws them so.
  await solver.getByRole('button', { name: 'Tally them all' }).click();
  await said(solver, /^All possibilities over all 31,597 solutions; /);
  const whole = await tallies(solver);
  assert.deepEqual(whole[7], { symbols: '14', counts: [22_475, 9_122], total: 31_597 });
  assert.equal(await solver.locator('.marks.sample').count(), 0);
  assert.deepEqual(problems, []);
});

test('Escape cancels Count them all pressed a moment before: Cancel takes the button’s place and its focus, then gives it to the menu that holds Count in play', async (t) => {
  const { page, solver, problems } = await openSolver(t, prefix(9));
  await pressTool(solver, 'count');
  await said(solver, /^At least 1,000/);
  await solver.getByRole('button', { name: 'Count them all' }).click();
  assert.equal(
    await solver.getByRole('button', { name: 'Cancel' }).evaluate((button) => button.matches(':focus')),
    true,
  );
  await page.keyboard.press('Escape');
  // Escape lands while Knuth's estimate is made, or once the count is under way.
  await said(solver, /^Cancelled(\.| after .*: at least [\d,]+ solutions)/, 5000);
  // Count sits in the menu in play: focus goes back to the menu's button, not to the page.
  assert.equal(await solver.evaluate((host) => host.shadowRoot.activeElement?.getAttribute('data-action')), 'menu');
  // However soon it was cancelled, it can be started again.
  assert.equal(await solver.getByRole('button', { name: 'Count them all' }).isVisible(), true);
  assert.deepEqual(problems, []);
});

test('Escape with focus on a count’s More gives focus back to the menu, not to the page', async (t) => {
  const { page, solver, problems } = await openSolver(t, prefix(9));
  await pressTool(solver, 'count');
  await said(solver, /^At least 1,000/);
  await solver.getByRole('button', { name: 'Count them all' }).click();
  const more = solver.locator('.status .more summary');
  await more.click({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await said(solver, /^Cancelled/, 5000);
  assert.equal(await solver.evaluate((host) => host.shadowRoot.activeElement?.getAttribute('data-action')), 'menu');
  assert.deepEqual(problems, []);
});

/**
 * How all possibilities' marks sit in their cells: any box whose content
 * overflows it, any value outside its box or cell, and whether the counts show.
 */
function fit(solver) {
  return solver.evaluate((host) => {
    const boxes = [...host.shadowRoot.querySelectorAll('.marks.tally')];
    const most = Math.max(...boxes.map((box) => box.children.length));
    const within = (inner, outer) =>
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const bad = [];
    for (const box of boxes) {
      const cell = box.parentElement.getBoundingClientRect();
      const room = box.getBoundingClientRect();
      if (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight) {
        bad.push(`overflows: ${box.textContent}`);
      }
      for (const value of box.children) {
        const rect = value.getBoundingClientRect();
        if (!within(rect, room) || !within(rect, cell)) bad.push(`outside: ${value.textContent}`);
        const count = value.querySelector('small');
        if (count && getComputedStyle(count).display !== 'none') {
          // A count too wide for its value's place would be clipped or touch the next.
          if (count.scrollWidth > rect.width + 0.5 || !within(count.getBoundingClientRect(), rect)) {
            bad.push(`count: ${count.textContent}`);
          }
        }
      }
    }
    const counts = host.shadowRoot.querySelectorAll('.marks.tally small');
    const shown = [...counts].filter((count) => getComputedStyle(count).display !== 'none').length;
    return { boxes: boxes.length, most, bad, counts: counts.length, shown };
  });
}

for (const { name, viewport, countsShown } of [
  { name: 'a phone', viewport: { width: 375, height: 800 }, countsShown: false },
  { name: 'a desktop', viewport: { width: 1280, height: 900 }, countsShown: false },
  { name: 'a large screen', viewport: { width: 1920, height: 1080 }, countsShown: true },
]) {
  test(`All possibilities fit their cells on ${name}, and a cell selected says its figures in full`, async (t) => {
    // One page and one sample a size, read in light and then in dark, the
    // page's scheme switched (emulateMedia): the scheme changes the colours,
    // not the grid's figures, which a page a scheme computed twice.
    const { page, solver, problems } = await openSolver(t, prefix(9), viewport);
    await pressTool(solver, 'possibilities');
    await said(solver, /^All possibilities of a sample, the first 10,000 solutions/);
    for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
      await showScheme(solver, colorScheme);
      // What the status says fits the lines kept for it, with Tally them all beside it: nothing to scroll.
      const [status, room] = await solver.evaluate((host) =>
        ['.said > .status', '.said'].map((part) => host.shadowRoot.querySelector(part).getBoundingClientRect().height),
      );
      assert.ok(status <= room + 0.5, `${colorScheme}: the status is ${status} px high in ${room} px`);
      const { boxes, most, bad, counts, shown } = await fit(solver);
      assert.ok(boxes > 30 && most >= 5, `${colorScheme}: ${boxes} cells with several values, up to ${most}`);
      assert.deepEqual(bad, [], colorScheme);
      // A count is written in the cell only where it is legible: elsewhere, the cell selected says it.
      assert.equal(shown, countsShown ? counts : 0, `${colorScheme}: ${shown} of ${counts} counts shown`);
      const size = `${viewport.width}x${viewport.height}`;
      await screenshot(page, `possibilities-${size}-${colorScheme}`, { fullPage: false });
      const all = await tallies(solver);
      const index = all.findIndex((tally) => tally?.counts);
      const cell = /** @type {{ symbols: string, counts: number[] }} */ (all[index]);
      await solver.locator('[role="gridcell"] input').nth(index).focus();
      const note = solver.locator('[data-part="cell-note"]');
      const row = Math.floor(index / 9) + 1;
      const column = (index % 9) + 1;
      const figures = [...cell.symbols].map((symbol, i) => `${symbol} in ${cell.counts[i].toLocaleString('en-US')}`);
      assert.equal(
        await note.textContent(),
        `Row ${row}, column ${column}: ${figures.join(', ')}, of the first 10,000 solutions found; others may still be possible.`,
      );
      assert.equal(await note.isVisible(), true, `${colorScheme}: the figures show on a phone too`);
    }
    assert.deepEqual(problems, []);
  });
}

test('All possibilities of an empty 16×16 fit their cells', async (t) => {
  const { solver, problems } = await openSolver(t, '.'.repeat(256), { width: 1280, height: 900 });
  await pressTool(solver, 'possibilities');
  await said(solver, /^All possibilities of a sample, the first 10,000 solutions/, 60_000);
  const { boxes, most, bad } = await fit(solver);
  assert.ok(boxes > 50 && most >= 3, `${boxes} cells with several values, up to ${most}`);
  assert.deepEqual(bad, []);
  await screenshot(solver, 'possibilities-16x16');
  assert.deepEqual(problems, []);
});
