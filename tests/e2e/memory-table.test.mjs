// Knuth's memory table in the links panel: TAOCP 7.2.2.1's example (6) as
// his Table 1 prints it before the search, the fields that covering a
// writes marked with their new values (and the old on hover), and stepping
// back marking the same fields restored; on a phone the table's blocks fit
// the screen. Screenshots at 1280×900 and 375×800, light and dark.
// Run with `npm run build && node --test tests/e2e/memory-table.test.mjs`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshot, startSite, visualizerPage } from './harness.mjs';

/** Table 1: LEN, ULINK and DLINK of the headers a to g (nodes 1 to 7), LLINK and RLINK of items 0 to 7. */
const TABLE_1 = {
  LEN: [2, 2, 2, 3, 2, 2, 3],
  ULINK: [20, 24, 17, 27, 28, 22, 29],
  DLINK: [12, 16, 9, 13, 10, 18, 14],
  LLINK: [7, 0, 1, 2, 3, 4, 5, 6],
  RLINK: [1, 2, 3, 4, 5, 6, 7, 0],
};

/** The fields cover(a) writes, with their values after it and, for the marks, before it. */
const COVER_A = {
  'DLINK(4)': ['27', '13'],
  'ULINK(21)': ['4', '13'],
  'LEN(4)': ['1', '3'],
  'DLINK(7)': ['25', '14'],
  'ULINK(25)': ['7', '14'],
  'LEN(7)': ['2', '3'],
  'ULINK(27)': ['4', '21'],
  'DLINK(18)': ['6', '22'],
  'ULINK(6)': ['18', '22'],
  'LEN(6)': ['1', '2'],
  'RLINK(0)': ['2', '1'],
  'LLINK(2)': ['0', '1'],
};

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/**
 * Every field of the table shown, as `FIELD(place)` → text, and the marked ones with what they held.
 * @param {import('playwright-core').Page} page
 */
function readTable(page) {
  return page.evaluate(() => {
    /** @type {Record<string, string>} */
    const values = {};
    /** @type {Record<string, [string, string]>} */
    const marked = {};
    for (const table of document.querySelectorAll('.dv-memory-block')) {
      const rows = /** @type {HTMLTableElement} */ (table).rows;
      const places = Array.from(rows[0].cells, (cell) => cell.textContent ?? '');
      for (const row of Array.from(rows).slice(1)) {
        const name = row.cells[0].textContent;
        for (let k = 1; k < row.cells.length; k++) {
          const cell = row.cells[k];
          const field = `${name}(${places[k]})`;
          values[field] = cell.textContent ?? '';
          if (cell.classList.contains('dv-memory-written')) marked[field] = [values[field], cell.dataset.was ?? ''];
        }
      }
    }
    const caption = document.querySelector('.dv-memory-caption')?.textContent ?? '';
    const restoring = /** @type {HTMLElement} */ (document.querySelector('.dv-memory')).dataset.restoring;
    return { values, marked, caption, restoring };
  });
}

/** @param {Record<string, string>} values */
function assertTable1(values) {
  for (const [field, row] of Object.entries(TABLE_1)) {
    // The list of items starts at item 0, the nodes' fields at node 1.
    const first = field === 'LLINK' || field === 'RLINK' ? 0 : 1;
    row.forEach((value, k) => {
      assert.equal(values[`${field}(${first + k})`], String(value), `${field}(${first + k}) as in Table 1`);
    });
  }
  // The spacers of 'a d g' and 'b c f', and an option node: TOP, ULINK, DLINK.
  assert.deepEqual([values['TOP(11)'], values['ULINK(11)'], values['DLINK(11)']], ['-1', '9', '14']);
  assert.deepEqual([values['TOP(21)'], values['ULINK(21)'], values['DLINK(21)']], ['4', '13', '27']);
  assert.equal(values['ULINK(8)'], '—', 'the first spacer’s ULINK is unused, as in the book');
  assert.equal(values['DLINK(30)'], '—', 'and the last spacer’s DLINK');
}

for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
  test(`the memory table follows cover(a) and its undoing, ${colorScheme}`, async (t) => {
    const { page, context, problems } = await site.openScratch(visualizerPage('memory table'), {
      viewport: { width: 1280, height: 900 },
      colorScheme,
    });
    t.after(async () => {
      assert.deepEqual(problems, [], 'no console errors');
      await context.close();
    });
    await page.waitForFunction(() => window.mountVisualizer);
    await page.evaluate(async () => {
      window.vis = window.mountVisualizer(document.getElementById('v'));
      await window.vis.ready;
    });
    const start = await readTable(page);
    assertTable1(start.values);
    assert.deepEqual(start.marked, {}, 'nothing marked before the search');

    // Step 1 chooses a (Knuth's rule, the default here); step 2 covers it.
    await page.evaluate(() => window.vis.stepForward());
    await page.evaluate(() => window.vis.stepForward());
    await page.waitForFunction(() =>
      /^cover\(a\)/.test(document.querySelector('.dv-memory-caption')?.textContent ?? ''),
    );
    const covered = await readTable(page);
    assert.deepEqual(covered.marked, COVER_A, 'exactly the fields cover(a) wrote, with the values before');
    assert.match(covered.caption, /^cover\(a\), Knuth's \(12\) and \(13\), wrote 14 fields: 10 links and 4 lengths/);
    assert.equal(covered.restoring, 'false');
    const panel = page.locator('.dv-memory');
    const overflow = await panel.evaluate((memory) => {
      const right = memory.getBoundingClientRect().right;
      return Math.max(...Array.from(memory.querySelectorAll('table'), (b) => b.getBoundingClientRect().right - right));
    });
    assert.ok(overflow <= 0, `the blocks stay inside the panel (${overflow} px past it)`);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, `memory-table-desktop-${colorScheme}`, {});

    // Link by link: back to before the first write, then one write at a time.
    const status = page.locator('.dv-memory-status');
    const downOf4 = () => page.evaluate(() => window.vis.sessionView?.links?.links.down[4]);
    for (let k = 0; k < 14; k++) await page.getByRole('button', { name: 'Previous write' }).click();
    assert.equal(await status.textContent(), 'Before its first write (0 of 14).');
    const unwound = await readTable(page);
    assertTable1(unwound.values);
    assert.deepEqual(unwound.marked, {});
    assert.equal(await downOf4(), 13, 'the links view shows d’s header before the first write');
    // The options' names grey as their nodes leave their lists, write by write.
    const greyed = () => page.locator('.dv-links canvas[data-hidden]').getAttribute('data-hidden');
    assert.equal(await greyed(), '', 'no option hidden before cover(a) writes');
    const next = page.getByRole('button', { name: 'Next write' });
    await next.click();
    assert.equal(await status.textContent(), 'Write 1 of 14: DLINK(4) ← 21, was 13.');
    assert.equal(await greyed(), '1', '{a d g} greys with its first node out, {a d f} not yet');
    assert.deepEqual((await readTable(page)).marked, { 'DLINK(4)': ['21', '13'] });
    assert.equal(await page.locator('.dv-memory-current').textContent(), '21');
    assert.equal(await downOf4(), 21, 'and after it, the links view too');
    for (let k = 1; k < 7; k++) await next.click();
    assert.equal(await status.textContent(), 'Write 7 of 14: DLINK(4) ← 27, was 21.');
    assert.equal(await downOf4(), 27);
    assert.equal(await greyed(), '1 3', '{a d f} greys once its d node is out');
    // The links view's headers give the lengths at that write, not the step's end (1 each):
    // d's LEN is 2 until write 9, f's until write 12.
    const lengths = await page.evaluate(() => {
      const view = window.vis.sessionView?.links;
      const state = /** @type {any} */ (window.vis.session?.state);
      return [3, 5].map((i) => view?.lengthOf(i, state));
    });
    assert.deepEqual(lengths, [2, 2]);
    await screenshot(page.locator('.dv-links'), `memory-table-link-by-link-${colorScheme}`, {});
    for (let k = 7; k < 14; k++) await next.click();
    assert.match(await status.textContent(), /^All 14 writes made; the last, LLINK\(2\) ← 0, was 1\.$/);
    assert.deepEqual((await readTable(page)).marked, COVER_A);

    await page.evaluate(() => window.vis.stepBack());
    await page.waitForFunction(() =>
      /^uncover\(a\)/.test(document.querySelector('.dv-memory-caption')?.textContent ?? ''),
    );
    const restored = await readTable(page);
    assertTable1(restored.values);
    assert.deepEqual(
      Object.keys(restored.marked).sort(),
      Object.keys(COVER_A).sort(),
      'stepping back marks the same fields',
    );
    for (const [field, [now, was]] of Object.entries(COVER_A)) {
      assert.deepEqual(restored.marked[field], [was, now], `${field} restored`);
    }
    assert.equal(restored.restoring, 'true', 'in the colour of a restore');

    // A jump writes nothing it can show, and says so.
    await page.evaluate(() => window.vis.seek(2));
    await page.waitForFunction(() => /jump/.test(document.querySelector('.dv-memory-caption')?.textContent ?? ''));
    assert.deepEqual((await readTable(page)).marked, {});

    // On a phone the blocks are cut to the screen's width, as the book cuts its table.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => window.vis.stepBack());
    await page.evaluate(() => window.vis.stepForward());
    await page.waitForFunction(() =>
      /^cover\(a\)/.test(document.querySelector('.dv-memory-caption')?.textContent ?? ''),
    );
    const widest = await page.evaluate(() =>
      Math.max(...Array.from(document.querySelectorAll('.dv-memory-block'), (b) => b.getBoundingClientRect().right)),
    );
    assert.ok(widest <= 375, `the table's blocks end at ${widest} px, inside the phone's 375`);
    assert.deepEqual((await readTable(page)).marked, COVER_A);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, `memory-table-phone-${colorScheme}`, {});
  });
}
